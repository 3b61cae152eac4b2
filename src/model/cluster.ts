import type { RolloutSettings } from './rollout.js';
import type { KubeObject } from './desired.js';
import type { Release } from './release.js';
import type { NodeSoftware } from './node-software.js';

/**
 * The cluster after loading, validation and defaulting: every field present, every derived value
 * computed once. This is what render and everything after it consume; nothing downstream reads
 * the raw file again.
 */
export interface Cluster {
  readonly name: string;
  /** Where cluster.yaml was read from (for resolving relative paths and in messages). */
  readonly sourcePath: string;
  readonly kubernetesVersion: string;
  readonly release: Release;
  /** kubeadm of this exact version appends user extraArgs after its sorted flags (else sorts them in). */
  readonly userFlagsAppended: boolean;
  readonly clusterName: string;
  /**
   * Where kubeconfigs reach the apiserver. `configured` is false when cluster.yaml names none and the
   * first control plane stands in: kubeadm then uploads no controlPlaneEndpoint.
   */
  readonly controlPlaneEndpoint: { readonly host: string; readonly port: number; readonly configured: boolean };
  readonly imageRepository: string;
  readonly networking: Networking;
  readonly certificates: Certificates;
  readonly etcd: LocalEtcd | ExternalEtcd;
  readonly apiServer: ApiServer;
  readonly controllerManager: Component;
  readonly scheduler: Component;
  readonly kubelet: Kubelet;
  /** spec.nodeSoftware: the kubelet and kubectl apply installs; absent: the operator installs them. */
  readonly nodeSoftware?: NodeSoftware;
  readonly bootstrapTokens: readonly BootstrapTokenSpec[];
  readonly addons: Addons;
  readonly rollout: RolloutSettings;
  /** spec.rollout.keepBackups: how many of apply's backup folders each host keeps once an apply finished. */
  readonly keepBackups: number;
  /** spec.preflight: the checks whose failures are only warnings. */
  readonly preflight: { readonly ignore: readonly string[] };
  /**
   * spec.ssh as a host naming no settings of its own gets them: how k8sform reaches a machine that
   * left cluster.yaml (at its Node's InternalIP) to clean it up.
   */
  readonly ssh: SSHSettings;
  readonly hosts: readonly Host[];
}

export interface Networking {
  readonly serviceSubnet: string;
  readonly podSubnet?: string;
  readonly dnsDomain: string;
  /** First address of the service subnet: the `kubernetes` Service. */
  readonly kubernetesServiceIP: string;
  /** Tenth address of the service subnet: the `kube-dns` Service. */
  readonly dnsServiceIP: string;
}

export type KeyAlgorithm = 'rsa-2048' | 'rsa-3072' | 'rsa-4096' | 'ecdsa-p256';

export interface Certificates {
  readonly keyAlgorithm: KeyAlgorithm;
  readonly caValiditySeconds: number;
  readonly validitySeconds: number;
  readonly renewBeforeSeconds: number;
  readonly certSANs: readonly string[];
  /** User-supplied CA files (absolute paths on the machine running k8sform). */
  readonly caFiles: Readonly<Partial<Record<'ca' | 'frontProxyCA' | 'etcdCA', CAFiles>>>;
  /** A user-supplied service-account signing key (absolute path on the machine running k8sform). */
  readonly serviceAccountKeyFile?: string;
  /** The phase of each CA rotation cluster.yaml asks for (none: no rotation, or abandon one in trust-both). */
  readonly rotateCA: Readonly<Partial<Record<'ca' | 'frontProxyCA' | 'etcdCA', CARotationPhase>>>;
}

/** A CA rotation's phases, one apply each, in this order. */
export const CA_ROTATION_PHASES = ['trust-both', 'reissue', 'drop-old'] as const;
export type CARotationPhase = (typeof CA_ROTATION_PHASES)[number];
/** The CAs spec.certificates.rotateCA can rotate so far (the properties its schema allows). */
export const ROTATABLE_CAS: readonly string[] = ['ca', 'frontProxyCA', 'etcdCA'];

export interface CAFiles {
  readonly certFile: string;
  readonly keyFile: string;
}

export interface LocalEtcd {
  readonly mode: 'local';
  readonly dataDir: string;
  /** registry.k8s.io/etcd image tag: the user's, or the one kubeadm pairs with the version. */
  readonly imageTag: string;
  readonly extraArgs: Readonly<Record<string, string>>;
  readonly extraEnvs: readonly EnvVar[];
  /** How many of the snapshots apply takes before etcd changes are kept on the host holding them; 0 takes none. */
  readonly keepSnapshots: number;
}

export interface ExternalEtcd {
  readonly mode: 'external';
  readonly endpoints: readonly string[];
  readonly caFile: string;
  readonly certFile: string;
  readonly keyFile: string;
}

export interface EnvVar {
  readonly name: string;
  readonly value: string;
}

export interface HostPathVolume {
  readonly name: string;
  readonly hostPath: string;
  readonly mountPath: string;
  readonly readOnly: boolean;
  readonly pathType: string;
}

export interface Component {
  readonly extraArgs: Readonly<Record<string, string>>;
  readonly extraVolumes: readonly HostPathVolume[];
  readonly extraEnvs: readonly EnvVar[];
}

export interface ApiServer extends Component {
  readonly bindPort: number;
  readonly aggregatorRouting: boolean;
  readonly mixedVersionProxy: boolean;
  readonly verifyKubeletServingCerts: boolean;
  /** spec.apiServer.auditPolicy: the audit log, when cluster.yaml asks for one. */
  readonly auditPolicy?: AuditPolicy;
  /** spec.apiServer.admission: the AdmissionConfiguration, when cluster.yaml gives one. */
  readonly admission?: ConfigFileContent;
  /** spec.apiServer.authentication: the AuthenticationConfiguration, when cluster.yaml gives one. */
  readonly authentication?: ConfigFileContent;
  /** Secrets encrypted in etcd; absent: stored as they are. */
  readonly encryptionAtRest?: EncryptionAtRest;
}

/** The providers of spec.apiServer.encryptionAtRest: each takes 32-byte keys. */
export type EncryptionProvider = 'secretbox' | 'aescbc';

export interface EncryptionAtRest {
  readonly provider: EncryptionProvider;
  /** Key names; the first is the one Secrets are written with. */
  readonly keys: readonly string[];
  /** The EncryptionConfiguration cluster.yaml brings the keys in (absolute), read when it was loaded. */
  readonly keysFile?: string;
}

/** A configuration file cluster.yaml names, read (and checked) from the machine running k8sform when it was loaded. */
export interface ConfigFileContent {
  /** Where it was read from (absolute), for messages. */
  readonly sourcePath: string;
  /** Its text, written to the control planes as it is. */
  readonly content: string;
}

export interface AuditPolicy extends ConfigFileContent {
  /** --audit-log-path on the control planes. */
  readonly logPath: string;
  readonly maxAgeDays: number;
  readonly maxBackups: number;
  readonly maxSizeMB: number;
}

export interface Kubelet {
  readonly cgroupDriver: 'systemd' | 'cgroupfs';
  readonly criSocket: string;
  readonly rotateCertificates: boolean;
  readonly serverTLSBootstrap: boolean;
  readonly config: Readonly<Record<string, unknown>>;
}

export interface BootstrapTokenSpec {
  readonly description?: string;
  readonly ttlSeconds: number;
  readonly usages: readonly ('signing' | 'authentication')[];
  readonly groups: readonly string[];
}

export interface Addons {
  readonly kubeProxy: { readonly enabled: boolean; readonly mode: 'iptables' | 'ipvs' | 'nftables' };
  readonly coreDNS: { readonly enabled: boolean; readonly replicas: number };
  /** The objects of spec.addons.manifests, in file and document order, then those of spec.addons.helm's charts, chart by chart. */
  readonly objects: readonly AddonObject[];
}

/** An object of an add-on manifest or chart, with the document it came from. */
export interface AddonObject {
  readonly manifest: KubeObject;
  /**
   * Where its document starts, for what plan says about it: `addons/cni.yaml:12:1`, or for a
   * chart's object its release and template, `helm release web: web/templates/deployment.yaml`.
   */
  readonly source: string;
}

export interface SSHSettings {
  readonly user: string;
  readonly port: number;
  readonly identityFile?: string;
  readonly knownHostsFile: string;
  readonly sudo: boolean;
  readonly bastion?: { readonly address: string; readonly user: string; readonly port: number };
}

export interface Host {
  readonly name: string;
  readonly role: 'control-plane' | 'worker';
  readonly address: string;
  /** Advertise address and node IP; always an IP. */
  readonly internalAddress: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly taints: readonly Taint[];
  readonly transport: { readonly kind: 'ssh'; readonly ssh: SSHSettings } | { readonly kind: 'local'; readonly root: string };
}

export interface Taint {
  readonly key: string;
  readonly value?: string;
  readonly effect: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';
}

export const controlPlaneHosts = (c: Cluster): Host[] => c.hosts.filter((h) => h.role === 'control-plane');
export const workerHosts = (c: Cluster): Host[] => c.hosts.filter((h) => h.role === 'worker');
