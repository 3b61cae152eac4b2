import type { Address, BinaryAddress, DirAddress, FileAddress, MemberAddress, ObjectAddress, ProcessAddress, StorageAddress } from './address.js';
import type { FileFormat } from './desired.js';
import { RESOURCE_KINDS } from './resource-kinds.js';

/** What a change does; the symbols users see are `+`, `~`, `-/+`, `-` and nothing for noop. */
export type Action = 'noop' | 'create' | 'update' | 'replace' | 'delete';

/**
 * Every reason a change can have, as a stable code tools may match on; the detail says the rest.
 * Files: `missing`, `unreadable`, `content`, `mode`, `owner`, `not-desired` (managed but no longer
 * rendered), `symlink` (a link replaced by the file, with --replace-symlinks), kubeconfig `server`/`cluster`/`user`/`context`/`credentials`/`ca`/`token`, manifest `flag-*`/`image`/`pod-uid` (a manifest without the UID k8sform writes). Certificates:
 * `expired`, `expiring`, `not-yet-valid`, `subject`, `issuer`, `usage`, `san-*`, `key-*`,
 * `ca-changed`, `ca-unfinished` (a CA certificate an interrupted first apply left without its key,
 * replaced by a new CA), `paired` (replaced with its pair). Objects: `field`, `after-control-plane`.
 * Processes: `version` (the kubelet runs another release than cluster.yaml names), `started-before`
 * (the kubelet or a control-plane component started before a file it reads at start changed). etcd
 * membership: `join` (not a member yet), `learner` (added, not yet voting), `left` (a member whose
 * host is no longer a control plane in cluster.yaml). Stored Secrets: `stored-with` (stored with
 * another key than the one that writes, or in the clear).
 */
export const REASON_CODES = [
  'missing', 'unreadable', 'content', 'mode', 'owner', 'not-desired', 'symlink',
  'server', 'cluster', 'user', 'context', 'credentials', 'ca', 'token', 'flag-added', 'flag-changed', 'flag-removed', 'image', 'pod-uid',
  'expired', 'expiring', 'not-yet-valid', 'subject', 'issuer', 'usage', 'san-added', 'san-removed',
  'key-missing', 'key-unreadable', 'key-type', 'key-mismatch', 'ca-changed', 'ca-unfinished', 'paired',
  'field', 'after-control-plane', 'version', 'started-before', 'join', 'learner', 'left', 'stored-with',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** Why a change exists. Reasons explain; the executor never reads them. */
export interface Reason {
  readonly code: ReasonCode;
  readonly detail: string;
}

/** A certificate as people review it (never its bytes). */
export interface CertificateView {
  readonly subject: string;
  readonly issuer: string;
  readonly notBefore: string;
  readonly notAfter: string;
  readonly isCA: boolean;
  readonly extKeyUsage: readonly string[];
  readonly dnsNames: readonly string[];
  readonly ipAddresses: readonly string[];
  readonly publicKey: string;
}

/** How one side of a change is shown. Only what is safe to print and to save appears here. */
export type FileView =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'certificate';
      readonly certificate: CertificateView;
      /** The certificates after the first in a CA trust bundle (the other CA while one is rotated). */
      readonly alsoTrusted?: readonly CertificateView[];
    }
  | { readonly kind: 'private-key'; readonly keyType: string }
  | { readonly kind: 'public-key'; readonly keyType: string }
  | {
      readonly kind: 'kubeconfig';
      readonly server: string;
      readonly cluster: string;
      readonly user: string;
      /** Subject of the embedded CA certificate. */
      readonly certificateAuthority?: string;
      readonly clientCertificate?: CertificateView;
      /** Bootstrap token id; the secret is never shown. */
      readonly tokenId?: string;
    }
  | { readonly kind: 'unreadable'; readonly why: string }
  /** A directory: its contents are not k8sform's, never read nor shown. */
  | { readonly kind: 'directory' }
  /**
   * An executable (spec.nodeSoftware): the release its digest is (absent: a build no checksum
   * names), and, on the side to install, where it comes from (a URL the host downloads, or a path
   * on the machine running k8sform). A file of a release archive (crictl, a CNI plugin) has its
   * `member` name, and `sha256` and `source` are the archive's.
   */
  | { readonly kind: 'binary'; readonly release?: string; readonly sha256: string; readonly source?: string; readonly member?: string };

/** One side of an object change: what the apiserver holds, or what applying leaves. */
export interface ObjectState {
  /** SHA-256 of the normalised object (seen, or to be written). */
  readonly digest: string;
  readonly view: FileView;
}

/** One side of a file change: what was seen or what is wanted, with the file's mode and owner. */
export interface FileState extends ObjectState {
  readonly mode: number;
  readonly uid: number;
  readonly gid: number;
}

/** Whether a side of a change is a file's (objects have no mode or owner). */
export const isFileState = (s: ObjectState | FileState | undefined): s is FileState => s !== undefined && 'mode' in s;

/**
 * Where an effective change comes from: cluster.yaml (or time), drift made out of band since
 * k8sform's last apply, or unknown (no record of that apply). See planner/change-origin.ts.
 */
export type ChangeOrigin = 'config' | 'drift' | 'unknown';
export const CHANGE_ORIGINS: readonly ChangeOrigin[] = ['config', 'drift', 'unknown'];

interface ChangeBase {
  readonly action: Action;
  /** Set on effective changes by plan; never decides what apply does. */
  readonly origin?: ChangeOrigin;
  readonly format: FileFormat;
  /** Holds a private key or token secret: shown and saved by meaning only. */
  readonly sensitive: boolean;
  readonly reasons: readonly Reason[];
  readonly dependsOn: readonly Address[];
}

/** A file on a host to create, update, replace or delete. */
export interface FileChange extends ChangeBase {
  readonly addr: FileAddress;
  /** Absent for create. */
  readonly before?: FileState;
  /** Absent for delete. */
  readonly after?: FileState;
}

/**
 * A directory on a host to create or to give its mode and owner; never deleted nor replaced. Its
 * states' digest is `directory:<mode>:<uid>:<gid>` (see state/observe-host.ts), so apply's
 * re-check before writing sees a mode changed since the plan like a file's bytes.
 */
export interface DirChange extends ChangeBase {
  readonly addr: DirAddress;
  readonly before?: FileState;
  readonly after?: FileState;
}

/**
 * An executable to install or replace (spec.nodeSoftware): its states' digest is the file's sha256
 * (or `symlink:…` for a link, as a file's), their view the release it is. Written next to its path,
 * its digest checked on the host, then renamed over the old one, which goes to the backup.
 */
export interface BinaryChange extends ChangeBase {
  readonly addr: BinaryAddress;
  readonly before?: FileState;
  readonly after?: FileState;
}

/** A cluster object to create, update or delete. */
export interface ObjectChange extends ChangeBase {
  readonly addr: ObjectAddress;
  readonly before?: ObjectState;
  readonly after?: ObjectState;
}

/**
 * A process to restart. The kubelet, on the binary installed on its host, because it runs another
 * release than cluster.yaml names: its states' digest is `version:<gitVersion>` (what the Node
 * reports). A control-plane static pod's, because it started before a file it reads changed: its
 * states' digests are `process-start:<clock ticks after boot>` and `loads:<the file's change, in
 * seconds since the epoch>`.
 */
export interface ProcessChange extends ChangeBase {
  readonly addr: ProcessAddress;
  readonly before?: ObjectState;
  readonly after?: ObjectState;
}

/**
 * A control plane's etcd membership to add (as a learner, promoted once it has caught up), to
 * promote, or to remove. Its states' digest is `etcd-member:<voter|learner>:<peer URL>`.
 */
export interface MemberChange extends ChangeBase {
  readonly addr: MemberAddress;
  readonly before?: ObjectState;
  readonly after?: ObjectState;
}

/**
 * The Secrets etcd holds stored otherwise than with the key that writes, written again through the
 * apiserver (a key rotation's phase 3, or the last step of turning encryption on). Its states'
 * digests are `stored-with:<key names, (clear)>`: which keys, never how many, so Secrets written
 * meanwhile do not make a saved plan stale; the views say how many.
 */
export interface StorageChange extends ChangeBase {
  readonly addr: StorageAddress;
  readonly before?: ObjectState;
  readonly after?: ObjectState;
}

/** What apply writes on a host: a file, a directory or a binary. */
export type HostChange = FileChange | DirChange | BinaryChange;
export type Change = HostChange | ProcessChange | MemberChange | ObjectChange | StorageChange;

export const isFileChange = (c: Change): c is FileChange => c.addr.kind === 'file';
export const isDirChange = (c: Change): c is DirChange => c.addr.kind === 'dir';
export const isBinaryChange = (c: Change): c is BinaryChange => c.addr.kind === 'binary';
/** Whether its host's script writes it (a file or a directory). */
export const isHostChange = (c: Change): c is HostChange => RESOURCE_KINDS[c.addr.kind].appliedBy === 'host-script';
export const isProcessChange = (c: Change): c is ProcessChange => c.addr.kind === 'process';
export const isMemberChange = (c: Change): c is MemberChange => c.addr.kind === 'member';
export const isStorageChange = (c: Change): c is StorageChange => c.addr.kind === 'storage';

/** `v1/Node/NAME`: the address of a Node object. */
const NODE_PREFIX = 'v1/Node/';
/** The Node a host removal deletes (k8sform deletes a Node for nothing else); undefined for any other change. */
export const removedNode = (c: Change): string | undefined =>
  c.addr.kind === 'object' && c.action === 'delete' && c.addr.name.startsWith(NODE_PREFIX) ? c.addr.name.slice(NODE_PREFIX.length) : undefined;

/**
 * A plan is data: the same object feeds every view and the saved plan file. It never holds a
 * private key or a token secret.
 */
export interface Plan {
  readonly formatVersion: 1;
  /** SHA-256 of cluster.yaml's bytes. */
  readonly configDigest: string;
  readonly cluster: string;
  readonly kubernetesVersion: string;
  /** The `--target` addresses the plan is limited to; absent or empty: everything k8sform manages. */
  readonly targets?: readonly string[];
  /** Every managed address, sorted; noops included so a saved plan can detect drift anywhere. */
  readonly changes: readonly Change[];
  /** What the preflight checks warn of, by host (a failure stops the plan instead); absent when there is nothing. */
  readonly warnings?: readonly PlanWarning[];
}

/** A preflight check's warning about a host: shown with the plan, never stops it. */
export interface PlanWarning {
  readonly host: string;
  /** The check's name, as spec.preflight.ignore names it. */
  readonly check: string;
  readonly message: string;
  readonly fix: string;
}

export const isEffective = (c: Change) => c.action !== 'noop';

export function summarize(plan: Plan): { add: number; change: number; destroy: number } {
  const count = (...a: Action[]) => plan.changes.filter((c) => a.includes(c.action)).length;
  // Terraform counts a replacement as one add and one destroy.
  return { add: count('create', 'replace'), change: count('update'), destroy: count('delete', 'replace') };
}
