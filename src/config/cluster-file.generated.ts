/* Generated from schemas/cluster.schema.json by `npm run gen:types`. Do not edit. */

/**
 * Environment variables of the etcd container. Default [].
 */
export type ExtraEnvs = EnvVar[];
/**
 * hostPath volumes added to the kube-apiserver static pod. Default [].
 */
export type ExtraVolumes = HostPathVolume[];
/**
 * Environment variables of the kube-apiserver container. Default [].
 */
export type ExtraEnvs1 = EnvVar[];
/**
 * hostPath volumes added to the component's static pod. Default [].
 */
export type ExtraVolumes1 = HostPathVolume[];
/**
 * Environment variables of the component's container. Default [].
 */
export type ExtraEnvs2 = EnvVar[];

/**
 * A k8sform cluster definition (cluster.yaml). Defaults follow kubeadm.
 */
export interface ClusterFile {
  /**
   * Version of the cluster.yaml format. Always k8sform/v1alpha1.
   */
  apiVersion: 'k8sform/v1alpha1';
  /**
   * Always Cluster.
   */
  kind: 'Cluster';
  /**
   * Identifies this cluster definition.
   */
  metadata: {
    /**
     * Name of this cluster definition, a DNS-1123 label: k8sform names the cluster by it in messages, plans and reports. Not kubeadm's clusterName (spec.clusterName).
     */
    name: string;
  };
  spec: ClusterSpec;
}
/**
 * The cluster: Kubernetes version, networking, certificates, control-plane components, kubelet, cluster objects, rollout and hosts.
 */
export interface ClusterSpec {
  /**
   * Exact Kubernetes version of the control plane and kubelets; selects what kubeadm of that release writes (etcd tag, pause image, CoreDNS, flags). Required; must be a release this k8sform supports (validate names the nearest ones).
   */
  kubernetesVersion: string;
  /**
   * kubeadm's clusterName: the cluster's name in kubeconfigs and --cluster-name. Default kubernetes.
   */
  clusterName?: string;
  /**
   * host[:port] that clients and nodes use to reach the apiservers, such as a load balancer or DNS name; the port defaults to apiServer.bindPort. Default: the first control-plane host's internalAddress and apiServer.bindPort. Required with more than one control-plane host.
   */
  controlPlaneEndpoint?: string;
  /**
   * Registry the component images come from. Default registry.k8s.io.
   */
  imageRepository?: string;
  /**
   * Service and pod networks, as kubeadm's networking.
   */
  networking?: {
    /**
     * Service CIDR, at least /28 and at most 2^20 addresses; its 1st address is the kubernetes Service, its 10th kube-dns. Default 10.96.0.0/12.
     */
    serviceSubnet?: string;
    /**
     * Pod CIDR, of the service subnet's IP family; when set, the controller-manager allocates node CIDRs from it. Default: none.
     */
    podSubnet?: string;
    /**
     * Cluster DNS domain. Default cluster.local.
     */
    dnsDomain?: string;
  };
  /**
   * Key type, lifetimes and SANs of the certificates k8sform issues, and CAs you bring.
   */
  certificates?: {
    /**
     * Type of every key k8sform generates, sa.key included. Default rsa-2048.
     */
    keyAlgorithm?: 'rsa-2048' | 'rsa-3072' | 'rsa-4096' | 'ecdsa-p256';
    /**
     * Lifetime of generated CAs. Default 87600h (10 years).
     */
    caValidity?: string;
    /**
     * Lifetime of leaf and kubeconfig certificates, never past their CA's expiry. Default 8760h (1 year).
     */
    validity?: string;
    /**
     * plan renews every leaf certificate and kubeconfig whose certificate is closer than this to its expiry. Default 720h (30 days).
     */
    renewBefore?: string;
    /**
     * Extra subject alternative names of the apiserver certificate: DNS names, wildcards or IPs. Default [].
     */
    certSANs?: string[];
    ca?: CAFiles;
    frontProxyCA?: CAFiles1;
    etcdCA?: CAFiles2;
  };
  /**
   * Where the cluster's etcd runs: local (stacked on the control planes) or external, not both. Default: local.
   */
  etcd?: {
    /**
     * Stacked etcd: a member on every control-plane host, as kubeadm's local etcd.
     */
    local?: {
      /**
       * etcd's data directory on each control-plane host. Default /var/lib/etcd.
       */
      dataDir?: string;
      extraArgs?: ExtraArgs;
      extraEnvs?: ExtraEnvs;
      /**
       * etcd image tag. Default: the one kubeadm of kubernetesVersion uses.
       */
      imageTag?: string;
    };
    /**
     * An etcd cluster run elsewhere. The client certificate files must already be on every control-plane host; caFile, certFile and keyFile are all required.
     */
    external?: {
      /**
       * Client URLs of the etcd members.
       *
       * @minItems 1
       */
      endpoints: [string, ...string[]];
      /**
       * CA certificate of the etcd servers: an absolute path on the control-plane hosts.
       */
      caFile?: string;
      /**
       * Client certificate kube-apiserver presents to etcd: an absolute path on the control-plane hosts.
       */
      certFile?: string;
      /**
       * Private key of certFile: an absolute path on the control-plane hosts.
       */
      keyFile?: string;
    };
  };
  /**
   * kube-apiserver settings.
   */
  apiServer?: {
    /**
     * Secure port kube-apiserver listens on. Default 6443.
     */
    bindPort?: number;
    extraArgs?: ExtraArgs1;
    extraVolumes?: ExtraVolumes;
    extraEnvs?: ExtraEnvs1;
    /**
     * --enable-aggregator-routing=true, for control planes that do not run kube-proxy. Default false.
     */
    aggregatorRouting?: boolean;
    /**
     * The mixed version proxy for HA upgrades: the UnknownVersionInteroperabilityProxy feature gate with --peer-ca-file and --peer-advertise-ip/port. Default false.
     */
    mixedVersionProxy?: boolean;
    /**
     * --kubelet-certificate-authority: the apiserver verifies kubelets' serving certificates. Needs kubelet.serverTLSBootstrap: true. Default false.
     */
    verifyKubeletServingCerts?: boolean;
  };
  controllerManager?: ControlPlaneComponent;
  scheduler?: ControlPlaneComponent1;
  /**
   * Kubelet settings, the same on every host.
   */
  kubelet?: {
    /**
     * cgroup driver of the kubelet; it must match the container runtime's. Default systemd.
     */
    cgroupDriver?: 'systemd' | 'cgroupfs';
    /**
     * Container runtime endpoint. Default unix:///run/containerd/containerd.sock.
     */
    criSocket?: string;
    /**
     * The kubelet renews its own client certificate through the CSR API. Default true.
     */
    rotateCertificates?: boolean;
    /**
     * Kubelets request their serving certificates from the cluster CA through the CSR API instead of signing their own. Default false.
     */
    serverTLSBootstrap?: boolean;
    /**
     * Extra KubeletConfiguration fields, merged over the rendered ones; apiVersion and kind are set by k8sform. Default {}.
     */
    config?: {};
  };
  /**
   * Bootstrap tokens workers join with. Default: one token, valid 24h.
   */
  bootstrapTokens?: BootstrapToken[];
  /**
   * The addons kubeadm installs: kube-proxy and CoreDNS.
   */
  addons?: {
    /**
     * The kube-proxy DaemonSet and its configuration. Default: enabled, mode iptables.
     */
    kubeProxy?: {
      /**
       * Run kube-proxy; false deletes the kube-proxy objects k8sform created. Default true.
       */
      enabled?: boolean;
      /**
       * Proxy mode: iptables, ipvs or nftables. Default iptables.
       */
      mode?: 'iptables' | 'ipvs' | 'nftables';
    };
    /**
     * The CoreDNS Deployment and the kube-dns Service on the 10th service IP. Default: enabled, 2 replicas.
     */
    coreDNS?: {
      /**
       * Run CoreDNS; false deletes the CoreDNS objects k8sform created. Default true.
       */
      enabled?: boolean;
      /**
       * Number of CoreDNS replicas. Default 2.
       */
      replicas?: number;
    };
  };
  /**
   * How apply rolls changes out to running hosts: one control-plane component at a time, each gated on its health and rolled back when the gate fails.
   */
  rollout?: {
    /**
     * How long a control-plane static pod may take to run a new manifest and pass its probe before that host's files are rolled back, as kubeadm upgrade waits. Default 5m.
     */
    staticPodTimeout?: string;
    /**
     * How long a restarted kubelet may take to answer /healthz with its Node Ready, as kubeadm waits. Default 4m.
     */
    kubeletTimeout?: string;
    /**
     * How long a changed DaemonSet or Deployment (kube-proxy, CoreDNS) may take to roll out. Default 5m.
     */
    workloadTimeout?: string;
    /**
     * How many workers have their kubelet restarted at once; control planes always go one at a time. Default 1.
     */
    workerParallelism?: number;
    /**
     * Command run as root on a host to restart its kubelet after its configuration changed. Default systemctl restart kubelet.
     */
    kubeletRestartCommand?: string;
  };
  ssh?: SSHSettings;
  /**
   * The machines of the cluster, at least one control-plane. The first control-plane host is where kubeadm init would run.
   *
   * @minItems 1
   */
  hosts: [Host, ...Host[]];
}
/**
 * Your own cluster CA, instead of a generated one: it signs the apiserver, kubelet and kubeconfig certificates. Default: generated.
 */
export interface CAFiles {
  /**
   * The CA certificate (PEM), relative to cluster.yaml.
   */
  certFile: string;
  /**
   * The CA's private key (PEM), relative to cluster.yaml; it must match certFile.
   */
  keyFile: string;
}
/**
 * Your own front-proxy CA (the aggregation layer's client CA); it must differ from ca. Default: generated.
 */
export interface CAFiles1 {
  /**
   * The CA certificate (PEM), relative to cluster.yaml.
   */
  certFile: string;
  /**
   * The CA's private key (PEM), relative to cluster.yaml; it must match certFile.
   */
  keyFile: string;
}
/**
 * Your own etcd CA. Default: generated.
 */
export interface CAFiles2 {
  /**
   * The CA certificate (PEM), relative to cluster.yaml.
   */
  certFile: string;
  /**
   * The CA's private key (PEM), relative to cluster.yaml; it must match certFile.
   */
  keyFile: string;
}
/**
 * Extra etcd flags: flag name without the leading -- mapped to its value. Overriding a flag k8sform sets is allowed and warned about. Default {}.
 */
export interface ExtraArgs {
  [k: string]: string;
}
/**
 * An environment variable of a control-plane container.
 */
export interface EnvVar {
  /**
   * Variable name.
   */
  name: string;
  /**
   * Value, on one line.
   */
  value: string;
}
/**
 * Extra kube-apiserver flags: flag name without the leading -- mapped to its value. Overriding a flag k8sform sets is allowed and warned about. Default {}.
 */
export interface ExtraArgs1 {
  [k: string]: string;
}
/**
 * A hostPath volume mounted into a control-plane static pod, as kubeadm's extraVolumes.
 */
export interface HostPathVolume {
  /**
   * Volume name, a DNS-1123 label, unique within the component. A volume named like one k8sform mounts by default (ca-certs, k8s-certs, kubeconfig, ...) replaces it.
   */
  name: string;
  /**
   * Absolute path on the host.
   */
  hostPath: string;
  /**
   * Absolute path inside the container.
   */
  mountPath: string;
  /**
   * Mount read-only. Default false.
   */
  readOnly?: boolean;
  /**
   * hostPath type the kubelet checks before mounting (DirectoryOrCreate, File, ...). Default "": no check.
   */
  pathType?:
    | ''
    | 'DirectoryOrCreate'
    | 'Directory'
    | 'FileOrCreate'
    | 'File'
    | 'Socket'
    | 'CharDevice'
    | 'BlockDevice';
}
/**
 * kube-controller-manager settings.
 */
export interface ControlPlaneComponent {
  extraArgs?: ExtraArgs2;
  extraVolumes?: ExtraVolumes1;
  extraEnvs?: ExtraEnvs2;
}
/**
 * Extra flags of the component: flag name without the leading -- mapped to its value. Overriding a flag k8sform sets is allowed and warned about. Default {}.
 */
export interface ExtraArgs2 {
  [k: string]: string;
}
/**
 * kube-scheduler settings.
 */
export interface ControlPlaneComponent1 {
  extraArgs?: ExtraArgs2;
  extraVolumes?: ExtraVolumes1;
  extraEnvs?: ExtraEnvs2;
}
/**
 * A bootstrap token (a Secret in kube-system) that workers join with, as kubeadm's bootstrapTokens. Its id and secret are generated and never written in cluster.yaml; an expired token is replaced by a new one.
 */
export interface BootstrapToken {
  /**
   * Description stored in the token's Secret. Default: none.
   */
  description?: string;
  /**
   * How long the token is valid after it was created. Default 24h.
   */
  ttl?: string;
  /**
   * What the token may be used for: signing (the cluster-info ConfigMap, for discovery) and authentication (as a bearer token). Default both.
   */
  usages?: ('signing' | 'authentication')[];
  /**
   * Extra groups the token authenticates as, each starting with system:bootstrappers:. Default [system:bootstrappers:kubeadm:default-node-token].
   */
  groups?: string[];
}
/**
 * SSH settings of every host; a host's own ssh overrides them field by field. Default: user root, port 22, knownHostsFile ./known_hosts, sudo false.
 */
export interface SSHSettings {
  /**
   * Login user. Default root; any other user needs sudo: true.
   */
  user?: string;
  /**
   * SSH port. Default 22.
   */
  port?: number;
  /**
   * Private key file, relative to cluster.yaml (~/ is the home of the user running k8sform). Default: the keys of the ssh-agent in SSH_AUTH_SOCK.
   */
  identityFile?: string;
  /**
   * OpenSSH known_hosts file that host keys are checked against, relative to cluster.yaml; commit it beside cluster.yaml. Default ./known_hosts.
   */
  knownHostsFile?: string;
  /**
   * Run every command through passwordless sudo -n; needed when user is not root. Default false.
   */
  sudo?: boolean;
  bastion?: SSHEndpoint;
}
/**
 * Jump host to connect through. Default: none, k8sform connects directly.
 */
export interface SSHEndpoint {
  /**
   * Host name or IP of the bastion.
   */
  address: string;
  /**
   * Login user on the bastion. Default: the SSH user of the host it leads to.
   */
  user?: string;
  /**
   * SSH port of the bastion. Default 22.
   */
  port?: number;
}
/**
 * A machine of the cluster.
 */
export interface Host {
  /**
   * Node name (a DNS-1123 subdomain), unique; the kubelet registers the Node under it (--hostname-override).
   */
  name: string;
  /**
   * control-plane: runs etcd (when stacked), kube-apiserver, kube-controller-manager, kube-scheduler and a kubelet, with kubeadm's control-plane label and taint. worker: a kubelet that joins by TLS bootstrap.
   */
  role: 'control-plane' | 'worker';
  /**
   * Where k8sform connects (IP or DNS name), unique.
   */
  address: string;
  /**
   * IP the control plane advertises and the kubelet's --node-ip. Default: address, which must then be an IP.
   */
  internalAddress?: string;
  /**
   * Labels k8sform sets on the host's Node, besides kubeadm's control-plane labels. Default {}.
   */
  labels?: {
    [k: string]: string;
  };
  /**
   * Taints k8sform sets on the host's Node, besides kubeadm's control-plane taint (a taint with the same key and effect replaces it). Default [].
   */
  taints?: Taint[];
  ssh?: SSHSettings1;
  /**
   * How k8sform reaches the host: ssh, or local (the host's / is the directory local.root on this machine, to try k8sform without servers). Default ssh.
   */
  transport?: 'ssh' | 'local';
  /**
   * Settings of transport: local.
   */
  local?: {
    /**
     * Directory standing in for the host's /, relative to cluster.yaml. Required with transport: local.
     */
    root: string;
  };
}
/**
 * A taint on the host's Node, as in the Node's spec.taints.
 */
export interface Taint {
  /**
   * Taint key ([prefix/]name).
   */
  key: string;
  /**
   * Taint value. Default: none.
   */
  value?: string;
  /**
   * What the taint does to pods that do not tolerate it: NoSchedule, PreferNoSchedule or NoExecute.
   */
  effect: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';
}
/**
 * SSH settings of this host, overriding spec.ssh field by field.
 */
export interface SSHSettings1 {
  /**
   * Login user. Default root; any other user needs sudo: true.
   */
  user?: string;
  /**
   * SSH port. Default 22.
   */
  port?: number;
  /**
   * Private key file, relative to cluster.yaml (~/ is the home of the user running k8sform). Default: the keys of the ssh-agent in SSH_AUTH_SOCK.
   */
  identityFile?: string;
  /**
   * OpenSSH known_hosts file that host keys are checked against, relative to cluster.yaml; commit it beside cluster.yaml. Default ./known_hosts.
   */
  knownHostsFile?: string;
  /**
   * Run every command through passwordless sudo -n; needed when user is not root. Default false.
   */
  sudo?: boolean;
  bastion?: SSHEndpoint;
}
