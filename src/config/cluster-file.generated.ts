/* Generated from schemas/cluster.schema.json by `npm run gen:types`. Do not edit. */

/**
 * A Go-style duration such as 24h, 90m or 1h30m (units h, m, s, ms).
 */
export type Duration = string;
/**
 * Extra environment variables of a control-plane container. None are taken from the environment k8sform runs in (HTTP(S)_PROXY included).
 */
export type ExtraEnvs = EnvVar[];
/**
 * Extra hostPath volumes of a control-plane static pod.
 */
export type ExtraVolumes = HostPathVolume[];

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
 * What the cluster is made of. Everything but kubernetesVersion and hosts has kubeadm's default.
 */
export interface ClusterSpec {
  /**
   * Exact Kubernetes version of the control plane and kubelets; selects what kubeadm of that release writes (etcd tag, pause image, CoreDNS, flags, serialisation). Required; must be a release this k8sform supports (validate names the nearest ones).
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
   * Key type, lifetimes and SANs of the certificates k8sform issues, and CAs you bring. See [certificates](docs/certificates.md) for renewal and CA rotation.
   */
  certificates?: {
    /**
     * Type of every key k8sform generates, sa.key included: rsa-2048, rsa-3072, rsa-4096 or ecdsa-p256. Default rsa-2048.
     */
    keyAlgorithm?: 'rsa-2048' | 'rsa-3072' | 'rsa-4096' | 'ecdsa-p256';
    caValidity?: Duration;
    validity?: Duration;
    renewBefore?: Duration;
    /**
     * Extra subject alternative names of the apiserver certificate: DNS names, wildcards or IPs. Default [].
     *
     * @maxItems 1000
     */
    certSANs?: string[];
    ca?: CAFiles;
    frontProxyCA?: CAFiles;
    etcdCA?: CAFiles;
    /**
     * Your own service-account signing key (sa.key; sa.pub is derived from it), e.g. from `k8sform pki export`, so that tokens signed before a cluster was rebuilt stay valid. Used when the control planes hold no sa.key; plan refuses one that differs from theirs. Default: generated.
     */
    serviceAccountKey?: {
      /**
       * The private key (PEM: RSA of 2048, 3072 or 4096 bits, or ECDSA P-256), relative to cluster.yaml.
       */
      keyFile: string;
    };
    /**
     * Rotates a CA k8sform generated, one apply per phase, in this order: trust-both (a new CA is made and trusted beside the old one, which still signs), reissue (the new CA signs and every certificate it signs is issued again; the old one is still trusted), drop-old (only the new CA is trusted). Remove the field once drop-old is applied. Removing it during trust-both abandons the rotation. A CA that is expired or not valid yet (which plan refuses) goes to reissue straight away, without trust-both. The cluster CA, the front-proxy CA and the etcd CA can be rotated, one at a time or together. See [rotating a CA](docs/certificates.md#rotating-a-ca). Default: no rotation.
     */
    rotateCA?: {
      /**
       * The phase of the cluster CA's rotation to apply: trust-both, then reissue, then drop-old. Every kubelet, the control-plane components and the in-cluster clients k8sform manages (kube-proxy, CoreDNS) are restarted in each phase; restart your own workloads that talk to the apiserver after trust-both, before reissue. In reissue each kubelet requests a new client certificate (and, with serverTLSBootstrap, a new serving certificate, which that apply approves).
       */
      ca?: 'trust-both' | 'reissue' | 'drop-old';
      /**
       * The phase of the front-proxy CA's rotation to apply: trust-both, then reissue, then drop-old.
       */
      frontProxyCA?: 'trust-both' | 'reissue' | 'drop-old';
      /**
       * The phase of the etcd CA's rotation to apply: trust-both, then reissue, then drop-old. Each phase restarts etcd and kube-apiserver on one control plane at a time (both read the etcd CA only at start). Local etcd only.
       */
      etcdCA?: 'trust-both' | 'reissue' | 'drop-old';
    };
  };
  /**
   * Where the cluster's etcd runs: local (stacked on the control planes) or external, not both. See [membership](docs/membership.md) for how control planes join and leave stacked etcd. Default: local.
   */
  etcd?: {
    /**
     * Stacked etcd: a member on every control-plane host, as kubeadm's local etcd.
     */
    local?: {
      /**
       * etcd's data directory on each control-plane host; k8sform keeps it 0700 (see [safety](docs/safety.md#symbolic-links-are-never-followed-on-a-host)). Default /var/lib/etcd.
       */
      dataDir?: string;
      extraArgs?: ExtraArgs;
      extraEnvs?: ExtraEnvs;
      /**
       * etcd image tag. Default: the one kubeadm of kubernetesVersion uses.
       */
      imageTag?: string;
      /**
       * Before every rollout step that changes etcd (its manifest, its members, its CA or certificates), apply saves a snapshot of etcd on the first control plane that runs a member, under /var/lib/k8sform/etcd-snapshots (0700; each file 0600), and keeps the newest this many there. 0 takes none. See [backups](docs/backups.md#snapshots-apply-takes). Default 3.
       */
      keepSnapshots?: number;
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
    extraArgs?: ExtraArgs;
    extraVolumes?: ExtraVolumes;
    extraEnvs?: ExtraEnvs;
    /**
     * --enable-aggregator-routing=true, for control planes that do not run kube-proxy. Default false.
     */
    aggregatorRouting?: boolean;
    /**
     * The mixed version proxy for HA upgrades: the UnknownVersionInteroperabilityProxy feature gate with --peer-ca-file and --peer-advertise-ip/port. See [upgrading Kubernetes](docs/rollouts-and-upgrades.md#upgrading-kubernetes). Default false.
     */
    mixedVersionProxy?: boolean;
    /**
     * --kubelet-certificate-authority: the apiserver verifies kubelets' serving certificates. Needs kubelet.serverTLSBootstrap: true. Default false.
     */
    verifyKubeletServingCerts?: boolean;
    /**
     * Encrypts Secrets in etcd: every control plane gets an EncryptionConfiguration at /etc/kubernetes/enc/enc.yaml (0600, as Kubernetes' documentation places it) with one 32-byte key per name, made by the apply that first writes it and kept from the control planes after that (never printed nor saved in a plan), and kube-apiserver reads it through --encryption-provider-config. identity comes last, so Secrets written before stay readable. The first name is the key Secrets are written with; put a new name first to rotate. See [encryption at rest](docs/encryption-at-rest.md). Default: Secrets are stored unencrypted.
     */
    encryptionAtRest?: {
      /**
       * How Secrets are encrypted: secretbox (XSalsa20 and Poly1305) or aescbc (AES-CBC with PKCS#7 padding), each with a 32-byte key.
       */
      provider: 'secretbox' | 'aescbc';
      /**
       * The key names, the one Secrets are written with first; each name is part of what etcd stores (k8s:enc:PROVIDER:v1:NAME:), so a name stands for one key for good. Letters, digits, '.', '_' and '-', at most 63 characters, each name once.
       *
       * @minItems 1
       */
      keys: [string, ...string[]];
      /**
       * Your own keys, e.g. the encryption-config.yaml of `k8sform pki export` (decrypted), relative to cluster.yaml: an EncryptionConfiguration holding a key of this provider for every name in keys, so that Secrets in an etcd snapshot stay readable when a cluster is rebuilt. Used for the names no control plane holds; plan refuses a key that differs from the one the control planes hold. See [encryption at rest](docs/encryption-at-rest.md#bringing-your-own-keys). Default: each key is made once, by the apply that first writes it.
       */
      keysFile?: string;
    };
    auditPolicy?: AuditPolicy;
    admission?: ApiServerConfigFile;
    authentication?: ApiServerConfigFile;
  };
  controllerManager?: ControlPlaneComponent;
  scheduler?: ControlPlaneComponent;
  /**
   * Kubelet settings, the same on every host.
   */
  kubelet?: {
    /**
     * cgroup driver of the kubelet; it must match the container runtime's. Default systemd.
     */
    cgroupDriver?: 'systemd' | 'cgroupfs';
    /**
     * Container runtime endpoint, a plain unix:/// path. Default unix:///run/containerd/containerd.sock.
     */
    criSocket?: string;
    /**
     * The kubelet renews its own client certificate through the CSR API. Default true.
     */
    rotateCertificates?: boolean;
    /**
     * Kubelets request their serving certificates from the cluster CA through the CSR API instead of signing their own; apply approves the requests a host's own kubelet makes for its own names and addresses, and names any other it leaves pending. See [kubelet serving certificates](docs/certificates.md#kubelet-serving-certificates). Default false.
     */
    serverTLSBootstrap?: boolean;
    /**
     * Extra KubeletConfiguration fields, merged over the rendered ones; apiVersion and kind are set by k8sform. Default {}.
     */
    config?: {};
  };
  /**
   * The node software apply installs on every host: the kubelet and kubectl of kubernetesVersion, each checked against its sha256 before it is written, in the host's kubelet step (gated, rolled back with the kubelet's files), with the kubelet's systemd unit and kubeadm's drop-in; crictl and the CNI plugins when asked for. Omitted: the operator installs them (kubeadm's packages). See [node software](docs/node-software.md).
   */
  nodeSoftware?: {
    /**
     * Where the binaries come from: `url` (each host downloads, with curl or wget) or `directory` (on the machine running k8sform, uploaded over the SSH connection). `{version}`, `{arch}` (amd64, arm64) and `{name}` (kubelet, kubectl) expand in either. Default: the official releases, https://dl.k8s.io/release/{version}/bin/linux/{arch}/{name}.
     */
    source?: {
      /**
       * An http(s) URL each host downloads from (a mirror of dl.k8s.io for air-gapped hosts).
       */
      url?: string;
      /**
       * A directory on the machine running k8sform (relative to cluster.yaml) holding the binaries, uploaded to each host over its SSH connection.
       */
      directory?: string;
    };
    /**
     * sha256 digests by version, then by name (`kubelet`, `kubectl`; `crictl` and `cni-plugins` for their release archives) or by `NAME/ARCH` where architectures differ: for builds k8sform's own table of official releases does not know. A binary without a checksum is never installed.
     */
    checksums?: {
      /**
       * This interface was referenced by `undefined`'s JSON-Schema definition
       * via the `patternProperty` "^v\d+\.\d+\.\d+$".
       */
      [k: string]: {
        /**
         * This interface was referenced by `undefined`'s JSON-Schema definition
         * via the `patternProperty` "^(kubelet|kubectl|crictl|cni-plugins)(/(amd64|arm64))?$".
         */
        [k: string]: string;
      };
    };
    /**
     * crictl, the container runtime's command-line client, at /usr/bin/crictl on every host (where kubeadm's cri-tools package puts it): extracted from its release archive, the archive checked against its sha256 first, in the host's kubelet step like the kubelet. Omitted: crictl is not managed. See [node software](docs/node-software.md#crictl-and-the-cni-plugins).
     */
    crictl?: {
      /**
       * The cri-tools release (its minor follows Kubernetes': v1.34.0 for v1.34). k8sform knows the official archives' checksums of v1.33.0 to v1.36.0; another needs spec.nodeSoftware.checksums.VERSION.crictl.
       */
      version: string;
      source?: ArchiveSource;
    };
    /**
     * The standard CNI plugins (bridge, host-local, loopback, portmap, ...) in /opt/cni/bin on every host (where kubeadm's kubernetes-cni package puts them), which network add-ons and containerd call: extracted from the containernetworking/plugins release archive, the archive checked against its sha256 first, in the host's kubelet step. Omitted: the plugins are not managed. See [node software](docs/node-software.md#crictl-and-the-cni-plugins).
     */
    cniPlugins?: {
      /**
       * The containernetworking/plugins release (v1.9.1). k8sform knows the official archives' checksums of v1.6.0, v1.6.2, v1.7.1, v1.8.0 and v1.9.1; another needs spec.nodeSoftware.checksums.VERSION.cni-plugins.
       */
      version: string;
      source?: ArchiveSource;
      /**
       * The plugins of the archive to install, by name. Default: the 16 every release since v1.1.0 ships: bandwidth, bridge, dhcp, firewall, host-device, host-local, ipvlan, loopback, macvlan, portmap, ptp, sbr, static, tuning, vlan, vrf.
       *
       * @minItems 1
       */
      plugins?: [string, ...string[]];
    };
    /**
     * containerd's /etc/containerd/config.toml, written by apply on every host (config version 2, which containerd 1.6 to 2.x read): the CRI plugin with runc, SystemdCgroup as spec.kubelet.cgroupDriver, the sandbox (pause) image of kubernetesVersion, CNI plugins in /opt/cni/bin and configurations in /etc/cni/net.d, registry hosts in /etc/containerd/certs.d, and listening at spec.kubelet.criSocket. A change restarts containerd in the host's kubelet step, gated on the runtime answering and the kubelet healthy, and restored with the step's other files when the gate fails. See [node software](docs/node-software.md#containerds-configuration). Default: written, with no extra settings.
     */
    containerd?: {
      /**
       * Write containerd's config.toml; false leaves it to you (it must then match the kubelet's cgroup driver and the release's pause image). Default true.
       */
      manageConfig?: boolean;
      /**
       * Extra config.toml settings, merged over the rendered ones: tables merge key by key, anything else replaces. Written as TOML, so values are strings, numbers, booleans, lists and tables (no null). Default {}.
       */
      config?: {};
      /**
       * Mirrors by registry (`docker.io`, `registry.k8s.io`, `registry.example.com:5000`, or `_default` for every registry without its own): each registry's mirrors go to /etc/containerd/certs.d/REGISTRY/hosts.toml on every host, tried in the order given before the registry itself. containerd reads these files at each pull, so a change restarts nothing; a registry removed from here has its hosts.toml deleted where apply wrote it (a hosts.toml you wrote yourself is left alone). See [node software](docs/node-software.md#registry-mirrors). Default {}.
       */
      registryMirrors?: {
        /**
         * @minItems 1
         */
        [k: string]: [RegistryMirror, ...RegistryMirror[]];
      };
    };
  };
  /**
   * Bootstrap tokens workers join with. Their ids and secrets are generated, never written in cluster.yaml; an expired token is replaced by a new one. Default: one token, with the description default join token, valid 24h.
   */
  bootstrapTokens?: BootstrapToken[];
  /**
   * The addons kubeadm installs (kube-proxy and CoreDNS), and your own objects from manifest files and Helm charts.
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
    /**
     * Manifest files (YAML, one or more documents each) whose objects k8sform applies as one set, relative to cluster.yaml; globs such as addons/*.yaml match files in natural order. Every document is a planned cluster object (server-side apply, field manager k8sform), shown in plan and diff, tracked with Kubernetes' ApplySet labels (parent: the ConfigMap kube-system/k8sform-addons), and deleted once it leaves the files. CustomResourceDefinitions and Namespaces go before the objects that need them; Deployments, DaemonSets and StatefulSets are gated on their rollout. Secrets are refused: keep them out of git. See [add-ons](addons.md).
     */
    manifests?: string[];
    /**
     * Helm charts whose objects k8sform applies with the manifests' objects, as one set: each rendered by the helm command (helm template, Helm 3 or 4, found as K8SFORM_HELM or helm on PATH) from a chart directory or .tgz beside cluster.yaml, then planned, applied, gated and pruned like a manifest's objects. Hooks and tests are left out; Secrets are refused. See [add-ons](addons.md#helm-charts).
     */
    helm?: {
      /**
       * The release name (.Release.Name in the chart's templates): lower-case letters, digits and '-', at most 53 characters, unique among the charts.
       */
      name: string;
      /**
       * The chart: a directory holding Chart.yaml, or a packaged chart (.tgz), relative to cluster.yaml.
       */
      chart: string;
      /**
       * The release namespace (.Release.Namespace), given to every namespaced object the chart leaves without one. k8sform does not create it: add the Namespace to spec.addons.manifests or make it another way.
       */
      namespace: string;
      /**
       * The chart version this cluster expects; when given, the chart's Chart.yaml must carry exactly it, so a chart file replaced by another version is an error rather than a surprise.
       */
      version?: string;
      /**
       * Values for the chart, as in a values file; they override valuesFiles.
       */
      values?: {
        [k: string]: unknown;
      };
      /**
       * Values files, relative to cluster.yaml, applied in order (helm template -f), before values.
       */
      valuesFiles?: string[];
    }[];
  };
  /**
   * How apply rolls changes out to running hosts: one control-plane component at a time, each gated on its health and rolled back when the gate fails. See [how apply rolls out changes](docs/rollouts-and-upgrades.md#how-apply-rolls-out-changes) and [removing a host](docs/membership.md#removing-a-host).
   */
  rollout?: {
    staticPodTimeout?: Duration;
    kubeletTimeout?: Duration;
    workloadTimeout?: Duration;
    /**
     * How many workers have their kubelet restarted at once; control planes always go one at a time. Default 1.
     */
    workerParallelism?: number;
    /**
     * Command run as root on a host to restart its kubelet after its configuration changed. Default systemctl restart kubelet.
     */
    kubeletRestartCommand?: string;
    /**
     * Command run as root on a host that left cluster.yaml, to stop its kubelet once its Node is deleted. Default systemctl stop kubelet.
     */
    kubeletStopCommand?: string;
    /**
     * Command run as root on a host being set up (a new host, or one added back), once its files are written, to enable and start its kubelet, as kubeadm init and join start it. Default systemctl enable kubelet && systemctl restart kubelet.
     */
    kubeletStartCommand?: string;
    /**
     * Command run as root on a host whose containerd config.toml apply changed (spec.nodeSoftware.containerd), before its kubelet is restarted or started; running containers keep running. Default systemctl restart containerd.
     */
    containerdRestartCommand?: string;
    /**
     * How many of apply's backup folders (/etc/kubernetes/tmp/k8sform-backup-TIME: every file, binary and key an apply replaced on the host) each host keeps: after an apply that finished, the older ones are removed on the hosts it changed. An apply that stopped removes none. Default 10.
     */
    keepBackups?: number;
  };
  /**
   * The checks plan runs on every host before anything is written (swap, IP forwarding, cgroups, the container runtime, the kubelet's version, free ports, tools, clocks, disk space). See [host readiness](docs/preflight.md).
   */
  preflight?: {
    /**
     * Checks whose failures are shown as warnings instead of stopping the plan, as kubeadm's ignorePreflightErrors: for hosts a check does not fit. Default: none.
     */
    ignore?: (
      | 'swap'
      | 'ip-forward'
      | 'bridge-netfilter'
      | 'overlay'
      | 'cgroups'
      | 'cgroup-driver'
      | 'container-runtime'
      | 'registry-ca'
      | 'kubelet'
      | 'ports'
      | 'tools'
      | 'clock'
      | 'disk'
      | 'resources'
      | 'kernel'
    )[];
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
 * An existing CA to use instead of generating one: PEM files on the machine running k8sform, relative to cluster.yaml.
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
 * Command-line flags (without the leading --) mapped to values. Overriding a flag k8sform manages is allowed but warned about.
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
   * hostPath type the kubelet checks before mounting: DirectoryOrCreate, Directory, FileOrCreate, File, Socket, CharDevice or BlockDevice. Default "" (no check).
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
 * kube-apiserver's audit log: a Policy file on the machine running k8sform, and where and how long the log is kept on the control planes.
 */
export interface AuditPolicy {
  /**
   * The audit Policy (YAML, apiVersion audit.k8s.io/v1, kind Policy, at least one rule), relative to cluster.yaml. It is written to every control plane as /etc/kubernetes/audit-policy.yaml (0600) and named by --audit-policy-file.
   */
  policyFile: string;
  /**
   * --audit-log-path: the log file (JSON lines) on each control plane; its directory is mounted into the kube-apiserver static pod writable (DirectoryOrCreate). It must lie outside /etc/kubernetes, /var/lib/kubelet and the etcd data directory. Default /var/log/kubernetes/audit/audit.log.
   */
  logPath?: string;
  /**
   * --audit-log-maxage: days a rotated log file is kept; 0 keeps rotated files whatever their age (maxBackups still bounds them). Default 30.
   */
  maxAgeDays?: number;
  /**
   * --audit-log-maxbackup: how many rotated log files are kept. Default 10.
   */
  maxBackups?: number;
  /**
   * --audit-log-maxsize: the size in megabytes at which the log is rotated. Default 100.
   */
  maxSizeMB?: number;
}
/**
 * A kube-apiserver configuration file on the machine running k8sform, copied to the control planes.
 */
export interface ApiServerConfigFile {
  /**
   * The file (YAML), relative to cluster.yaml.
   */
  configFile: string;
}
/**
 * Settings of a control-plane static pod.
 */
export interface ControlPlaneComponent {
  extraArgs?: ExtraArgs;
  extraVolumes?: ExtraVolumes;
  extraEnvs?: ExtraEnvs;
}
/**
 * Where a release archive comes from: a URL each host downloads, or a file on the machine running k8sform.
 */
export interface ArchiveSource {
  /**
   * An http(s) URL each host downloads the archive from (with curl or wget).
   */
  url?: string;
  /**
   * The archive's path on the machine running k8sform (relative to cluster.yaml), uploaded to each host over its SSH connection.
   */
  directory?: string;
}
/**
 * One mirror of a registry, a `[host]` entry of containerd's hosts.toml.
 */
export interface RegistryMirror {
  /**
   * The mirror's address, http or https, with a path where the mirror serves the registry API under one (containerd then appends `/v2/...` to it unless overridePath).
   */
  url: string;
  /**
   * What containerd uses this mirror for: `pull` (blobs), `resolve` (tags to digests), `push`. Default [pull, resolve]: a mirror that only holds content by digest takes [pull].
   *
   * @minItems 1
   */
  capabilities?: ['pull' | 'resolve' | 'push', ...('pull' | 'resolve' | 'push')[]];
  /**
   * An absolute path on the hosts to the CA certificate that signed the mirror's serving certificate (k8sform does not write it).
   */
  ca?: string;
  /**
   * Accept any serving certificate of the mirror (containerd's skip_verify). Default false.
   */
  skipVerify?: boolean;
  /**
   * The url's path is the registry API's root itself (containerd's override_path), for mirrors that serve it elsewhere than /v2. Default false.
   */
  overridePath?: boolean;
}
/**
 * A bootstrap token (a Secret in kube-system) that workers join with, as kubeadm's bootstrapTokens. Its id and secret are generated and never written in cluster.yaml; an expired token is replaced by a new one.
 */
export interface BootstrapToken {
  /**
   * Description stored in the token's Secret. Default: none.
   */
  description?: string;
  ttl?: Duration;
  /**
   * What the token may be used for: signing (the cluster-info ConfigMap, for discovery) and authentication (as a bearer token). Default [signing, authentication].
   */
  usages?: ('signing' | 'authentication')[];
  /**
   * Extra groups the token authenticates as, each starting with system:bootstrappers:. Default [system:bootstrappers:kubeadm:default-node-token].
   */
  groups?: string[];
}
/**
 * How k8sform reaches hosts over SSH. Under spec.ssh for every host; under a host's ssh, overriding spec.ssh field by field.
 */
export interface SSHSettings {
  /**
   * Login user; any other user needs sudo: true. Default root.
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
 * A jump host k8sform connects through (as ssh -J); its host key is checked too.
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
  ssh?: SSHSettings;
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
