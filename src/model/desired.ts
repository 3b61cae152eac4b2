import type { Address, DirAddress, FileAddress, ObjectAddress } from './address.js';
import type { CertificateView } from './plan.js';

/** How a file's bytes are to be understood; drives comparison and display, never the write. */
export type FileFormat =
  | 'certificate'
  | 'private-key'
  | 'public-key'
  | 'kubeconfig'
  | 'static-pod'
  | 'kubelet-config'
  | 'env'
  /** The apiserver's EncryptionConfiguration: its keys are secret. */
  | 'encryption-config'
  /** A kube-apiserver configuration file cluster.yaml names (audit policy, admission, authentication). */
  | 'apiserver-config'
  /** A systemd unit or drop-in (the kubelet's, with spec.nodeSoftware). */
  | 'systemd-unit'
  /** containerd's config.toml (spec.nodeSoftware.containerd). */
  | 'containerd-config'
  /** A directory k8sform makes (no bytes: only its type, mode and owner are managed). */
  | 'directory'
  /** An executable k8sform installs (spec.nodeSoftware), shown as its release and digest. */
  | 'binary'
  /** A process on a host (the kubelet), shown as the version it runs. */
  | 'process'
  /** A control plane's etcd membership, shown as its peer URL and whether it votes. */
  | 'etcd-member'
  /** How etcd stores the Secrets (counts by key, never a value). */
  | 'stored-secrets'
  /** A Kubernetes object in the apiserver, shown as normalised YAML. */
  | 'object';

export interface DesiredFile {
  readonly kind: 'file';
  readonly host: string;
  readonly path: string;
  /** Unix permission bits, e.g. 0o600. */
  readonly mode: number;
  readonly owner: { readonly uid: number; readonly gid: number };
  readonly format: FileFormat;
  readonly content: string;
  /** Holds a private key or token secret: never shown, never saved in a plan. */
  readonly sensitive: boolean;
}

/**
 * A file of key material issued on demand (a leaf certificate, its key, a kubeconfig with a client
 * certificate): render describes it by meaning, and its key and bytes are made only when it is
 * written, so a plan that keeps what the hosts hold generates nothing.
 */
export interface IssuedFile extends Omit<DesiredFile, 'content'> {
  readonly issued: IssuedContent;
}

/** What plan works from: a file whose bytes render knows, or one issued on demand. */
export type PlannedFile = DesiredFile | IssuedFile;

export const isIssued = (f: PlannedFile): f is IssuedFile => 'issued' in f;

export interface IssuedContent {
  /** What the file will hold, compared with what a host holds before anything is made. */
  readonly meaning: IssuedMeaning;
  /**
   * Generates the key and signs the certificate on the first call (shared by the certificate and
   * its key, so a pair always matches) and returns this file's bytes.
   */
  bytes(): Promise<string>;
}

export type IssuedMeaning =
  | { readonly kind: 'certificate'; readonly certificate: CertificateView }
  /** The key of a certificate: decided with it, so only its type is known here. */
  | { readonly kind: 'private-key'; readonly keyType: string }
  | { readonly kind: 'kubeconfig'; readonly kubeconfig: KubeconfigMeaning };

/** What a single-user kubeconfig says besides its client certificate: where it points, which CA it trusts, who it is. */
export interface KubeconfigFields {
  readonly server: string;
  readonly cluster: string;
  readonly user: string;
  readonly context: string;
  readonly caPem?: string;
  readonly token?: string;
}

/** A kubeconfig by meaning: its client certificate too, but never a key. */
export interface KubeconfigMeaning extends KubeconfigFields {
  readonly clientCertificate?: CertificateView;
  /**
   * A worker's kubelet.conf, which its kubelet writes after TLS bootstrap under names of its own
   * (`default-cluster`, `default-auth`): left to the kubelet while absent, and compared only by
   * server, CA and client certificate.
   */
  readonly writtenByKubelet?: boolean;
}

/**
 * A directory k8sform makes and keeps at a mode and owner; what is inside it is never read,
 * written or removed (the etcd data directory holds the cluster's state).
 */
export interface DesiredDirectory {
  readonly kind: 'dir';
  readonly host: string;
  readonly path: string;
  readonly mode: number;
  readonly owner: { readonly uid: number; readonly gid: number };
}

export interface DesiredObject {
  readonly kind: 'object';
  /** The Kubernetes object as it will be server-side applied. */
  readonly manifest: KubeObject;
  readonly sensitive: boolean;
}

export interface KubeObject {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: { readonly name: string; readonly namespace?: string; readonly [k: string]: unknown };
  readonly [k: string]: unknown;
}

export interface Desired<S extends PlannedFile | DesiredDirectory | DesiredObject = DesiredFile | DesiredDirectory | DesiredObject> {
  readonly addr: S extends { readonly kind: 'file' } ? FileAddress : S extends DesiredDirectory ? DirAddress : S extends DesiredObject ? ObjectAddress : Address;
  readonly spec: S;
  /** What must exist (and be applied) first. */
  readonly dependsOn: readonly Address[];
}
