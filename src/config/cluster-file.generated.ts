/* Generated from schemas/cluster.schema.json by `npm run gen:types`. Do not edit. */

export type ExtraEnvs = EnvVar[];
export type ExtraVolumes = HostPathVolume[];
export type ExtraEnvs1 = EnvVar[];
export type ExtraVolumes1 = HostPathVolume[];
export type ExtraEnvs2 = EnvVar[];

/**
 * A k8sform cluster definition (cluster.yaml). Defaults follow kubeadm.
 */
export interface ClusterFile {
  /**
   * Always k8sform/v1alpha1.
   */
  apiVersion: 'k8sform/v1alpha1';
  /**
   * Always Cluster.
   */
  kind: 'Cluster';
  metadata: {
    /**
     * Name of this cluster definition (used in messages and backups).
     */
    name: string;
  };
  spec: ClusterSpec;
}
export interface ClusterSpec {
  /**
   * Exact Kubernetes version of the control plane and kubelets.
   */
  kubernetesVersion: string;
  /**
   * kubeadm's clusterName: kubeconfig cluster name and --cluster-name.
   */
  clusterName?: string;
  /**
   * host[:port] clients use to reach the apiserver (default: first control-plane internalAddress and apiServer.bindPort).
   */
  controlPlaneEndpoint?: string;
  imageRepository?: string;
  networking?: {
    serviceSubnet?: string;
    podSubnet?: string;
    dnsDomain?: string;
  };
  certificates?: {
    keyAlgorithm?: 'rsa-2048' | 'rsa-3072' | 'rsa-4096' | 'ecdsa-p256';
    /**
     * A Go-style duration (h, m, s, ms units).
     */
    caValidity?: string;
    /**
     * A Go-style duration (h, m, s, ms units).
     */
    validity?: string;
    /**
     * A Go-style duration (h, m, s, ms units).
     */
    renewBefore?: string;
    certSANs?: string[];
    ca?: CAFiles;
    frontProxyCA?: CAFiles;
    etcdCA?: CAFiles;
  };
  etcd?: {
    local?: {
      dataDir?: string;
      extraArgs?: ExtraArgs;
      extraEnvs?: ExtraEnvs;
      /**
       * etcd image tag (default: the one kubeadm pairs with kubernetesVersion).
       */
      imageTag?: string;
    };
    external?: {
      /**
       * @minItems 1
       */
      endpoints: [string, ...string[]];
      caFile?: string;
      certFile?: string;
      keyFile?: string;
    };
  };
  apiServer?: {
    bindPort?: number;
    extraArgs?: ExtraArgs1;
    extraVolumes?: ExtraVolumes;
    extraEnvs?: ExtraEnvs1;
    /**
     * --enable-aggregator-routing=true, for control planes that do not run kube-proxy.
     */
    aggregatorRouting?: boolean;
    /**
     * Peer proxy for HA upgrades (UnknownVersionInteroperabilityProxy feature gate).
     */
    mixedVersionProxy?: boolean;
    /**
     * --kubelet-certificate-authority; needs kubelet.serverTLSBootstrap and approved serving CSRs.
     */
    verifyKubeletServingCerts?: boolean;
  };
  controllerManager?: ControlPlaneComponent;
  scheduler?: ControlPlaneComponent1;
  kubelet?: {
    cgroupDriver?: 'systemd' | 'cgroupfs';
    criSocket?: string;
    rotateCertificates?: boolean;
    serverTLSBootstrap?: boolean;
    /**
     * Extra KubeletConfiguration fields, merged over the rendered ones.
     */
    config?: {};
  };
  bootstrapTokens?: BootstrapToken[];
  addons?: {
    kubeProxy?: {
      enabled?: boolean;
      mode?: 'iptables' | 'ipvs' | 'nftables';
    };
    coreDNS?: {
      enabled?: boolean;
      replicas?: number;
    };
  };
  /**
   * How apply rolls out changes to running hosts: one control-plane component at a time, each gated on its health and rolled back when the gate fails.
   */
  rollout?: {
    /**
     * How long a control-plane static pod may take to run a new manifest and pass its probe before that host's files are rolled back (kubeadm upgrade waits 5m).
     */
    staticPodTimeout?: string;
    /**
     * How long a restarted kubelet may take to answer /healthz with its Node Ready (kubeadm waits 4m).
     */
    kubeletTimeout?: string;
    /**
     * How long a changed DaemonSet or Deployment (kube-proxy, CoreDNS) may take to roll out.
     */
    workloadTimeout?: string;
    /**
     * How many workers have their kubelet restarted at once. Control planes always go one at a time.
     */
    workerParallelism?: number;
    /**
     * The command run as root on a host to restart its kubelet after its configuration changed.
     */
    kubeletRestartCommand?: string;
  };
  ssh?: SSHSettings;
  /**
   * @minItems 1
   */
  hosts: [Host, ...Host[]];
}
/**
 * An existing CA to use instead of generating one: PEM files on the machine running k8sform, relative to cluster.yaml.
 */
export interface CAFiles {
  certFile: string;
  keyFile: string;
}
/**
 * Command-line flags (without the leading --) mapped to values. Overriding a flag k8sform manages is allowed but warned about.
 */
export interface ExtraArgs {
  [k: string]: string;
}
export interface EnvVar {
  name: string;
  value: string;
}
/**
 * Command-line flags (without the leading --) mapped to values. Overriding a flag k8sform manages is allowed but warned about.
 */
export interface ExtraArgs1 {
  [k: string]: string;
}
export interface HostPathVolume {
  name: string;
  hostPath: string;
  mountPath: string;
  readOnly?: boolean;
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
export interface ControlPlaneComponent {
  extraArgs?: ExtraArgs2;
  extraVolumes?: ExtraVolumes1;
  extraEnvs?: ExtraEnvs2;
}
/**
 * Command-line flags (without the leading --) mapped to values. Overriding a flag k8sform manages is allowed but warned about.
 */
export interface ExtraArgs2 {
  [k: string]: string;
}
export interface ControlPlaneComponent1 {
  extraArgs?: ExtraArgs2;
  extraVolumes?: ExtraVolumes1;
  extraEnvs?: ExtraEnvs2;
}
export interface BootstrapToken {
  description?: string;
  /**
   * A Go-style duration (h, m, s, ms units).
   */
  ttl?: string;
  usages?: ('signing' | 'authentication')[];
  groups?: string[];
}
export interface SSHSettings {
  /**
   * Login user (default root).
   */
  user?: string;
  /**
   * Default 22.
   */
  port?: number;
  /**
   * Private key file; ssh-agent is used when omitted and SSH_AUTH_SOCK is set.
   */
  identityFile?: string;
  /**
   * OpenSSH known_hosts file, relative to cluster.yaml (default ./known_hosts).
   */
  knownHostsFile?: string;
  /**
   * Run privileged commands through sudo -n (for non-root users).
   */
  sudo?: boolean;
  bastion?: SSHEndpoint;
}
export interface SSHEndpoint {
  /**
   * Host name or IP of the bastion.
   */
  address: string;
  user?: string;
  port?: number;
}
export interface Host {
  /**
   * Node name.
   */
  name: string;
  role: 'control-plane' | 'worker';
  /**
   * Where k8sform connects (IP or DNS name).
   */
  address: string;
  /**
   * Advertise address and node IP (default: address, which must then be an IP).
   */
  internalAddress?: string;
  labels?: {
    [k: string]: string;
  };
  taints?: Taint[];
  ssh?: SSHSettings;
  transport?: 'ssh' | 'local';
  local?: {
    /**
     * Directory standing in for the host's /, relative to cluster.yaml.
     */
    root: string;
  };
}
export interface Taint {
  key: string;
  value?: string;
  effect: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';
}
