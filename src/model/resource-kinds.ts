import { posix } from 'node:path';
import type { Address } from './address.js';
import { STATIC_POD_ORDER } from './rollout.js';

/**
 * Every kind of thing k8sform manages, in one list, with what the stages share about it as data.
 * Behaviour that differs by kind is in each stage's own table keyed by kind (`Record<ResourceKindName,
 * ...>`: the view's wording, the diff's heading, the JSON schemas' enums), so a new kind is a
 * compile error in each of those tables; `resource-kinds.test.ts` holds the list to the addresses.
 */
export interface ResourceKind {
  /** Where it lives: on a host (reached over its connection) or in the cluster (through the apiserver). */
  readonly scope: 'host' | 'cluster';
  /** Whether `name` names one of this kind (a saved plan's addresses are held to it). */
  readonly validName: (name: string) => boolean;
  /**
   * How apply carries out a change of it: written by its host's script (which first re-checks the
   * digest the plan saw), applied through the apiserver, or done by its step's gate (a restart
   * waits for the process to run again, a join for the member to vote).
   */
  readonly appliedBy: 'host-script' | 'apiserver' | 'gate';
  /** Put back from this run's backups when its step's gate fails (a directory the step made stays: removing it could remove etcd's data). */
  readonly restoredOnRollback: boolean;
  /** Its views are made from the bytes its digest names, so the same digest always shows the same way. */
  readonly viewedFromDigest: boolean;
}

/** The processes k8sform restarts: the kubelet and each control-plane static pod's. */
export const PROCESS_NAMES = ['kubelet', ...STATIC_POD_ORDER] as const;

/** `/etc/kubernetes/x`, never `/etc/kubernetes/../../root/x` or `//x/`: a read plan must name exactly the files k8sform manages. */
const isNormalisedAbsolute = (path: string) => path.startsWith('/') && posix.normalize(path) === path && (path === '/' || !path.endsWith('/')) && !/[\x00-\x1f\x7f]/.test(path);

export const RESOURCE_KINDS = {
  /** A file on a host, by its absolute path. */
  file: { scope: 'host', validName: isNormalisedAbsolute, appliedBy: 'host-script', restoredOnRollback: true, viewedFromDigest: true },
  /** A directory k8sform makes on a host (the etcd data directory): its mode and owner, never its contents. */
  dir: { scope: 'host', validName: isNormalisedAbsolute, appliedBy: 'host-script', restoredOnRollback: false, viewedFromDigest: false },
  /** An executable k8sform installs (spec.nodeSoftware), by its absolute path: its digest and release, never its bytes, are in a plan. */
  binary: { scope: 'host', validName: isNormalisedAbsolute, appliedBy: 'host-script', restoredOnRollback: true, viewedFromDigest: false },
  /** A process k8sform restarts but does not install: the kubelet, a control-plane static pod's. */
  process: { scope: 'host', validName: (name) => (PROCESS_NAMES as readonly string[]).includes(name), appliedBy: 'gate', restoredOnRollback: false, viewedFromDigest: false },
  /** A control plane's membership of the stacked etcd cluster. */
  member: { scope: 'host', validName: (name) => name === 'etcd', appliedBy: 'gate', restoredOnRollback: false, viewedFromDigest: false },
  /** A cluster object: `<group/version>/<Kind>[/<namespace>]/<name>`. */
  object: { scope: 'cluster', validName: (name) => name !== '', appliedBy: 'apiserver', restoredOnRollback: false, viewedFromDigest: true },
  /** How etcd stores a resource's objects (`secrets`): which key of encryption at rest they are written with. */
  storage: { scope: 'cluster', validName: (name) => name === 'secrets', appliedBy: 'apiserver', restoredOnRollback: false, viewedFromDigest: false },
} as const satisfies Record<Address['kind'], ResourceKind>;

export type ResourceKindName = keyof typeof RESOURCE_KINDS;
export const RESOURCE_KIND_NAMES = Object.keys(RESOURCE_KINDS) as ResourceKindName[];

/** What the catalogue says of the kind of an address or change. */
export const kindOf = (x: { readonly kind: ResourceKindName } | { readonly addr: { readonly kind: ResourceKindName } }): ResourceKind =>
  RESOURCE_KINDS['addr' in x ? x.addr.kind : x.kind];
