import type { StaticPodComponent } from './rollout.js';
import { RESOURCE_KINDS, RESOURCE_KIND_NAMES, type ResourceKindName } from './resource-kinds.js';
/**
 * Every managed thing has a stable, sortable, printable address:
 *   host[cp-1].file[/etc/kubernetes/pki/apiserver.crt]
 *   host[cp-1].dir[/var/lib/etcd]
 *   host[cp-1].binary[/usr/bin/kubelet]
 *   host[cp-1].process[kubelet]
 *   host[cp-4].member[etcd]
 *   cluster.object[rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:kubelet-bootstrap]
 *   cluster.storage[secrets]
 * Output is always sorted by address so plans, diffs and golden files are stable.
 */
export type Address = FileAddress | DirAddress | BinaryAddress | ProcessAddress | MemberAddress | ObjectAddress | StorageAddress;
/** Something at a path on a host: a file, a directory k8sform makes, or a binary it installs. */
export type HostAddress = FileAddress | DirAddress | BinaryAddress;

/** A file on a host: `name` is its absolute path. */
export interface FileAddress {
  readonly scope: HostScope;
  readonly kind: 'file';
  readonly name: string;
}

/** A directory on a host (the etcd data directory): `name` is its absolute path. */
export interface DirAddress {
  readonly scope: HostScope;
  readonly kind: 'dir';
  readonly name: string;
}

/**
 * An executable k8sform installs with spec.nodeSoftware (the kubelet, kubectl): `name` is its
 * absolute path. Its state is its sha256 and the release that digest is; its bytes are never read
 * into a plan, shown or saved.
 */
export interface BinaryAddress {
  readonly scope: HostScope;
  readonly kind: 'binary';
  readonly name: string;
}

/**
 * A long-running process on a host that k8sform restarts but whose binary it does not install: the
 * kubelet, whose state is the version it runs (a kubelet still on the old release after its package
 * was upgraded is a restart, even when none of its files differ); and a control-plane static pod's,
 * whose state is when it started (one running since before a file it reads changed is restarted).
 */
export interface ProcessAddress {
  readonly scope: HostScope;
  readonly kind: 'process';
  readonly name: ProcessName;
}

/** The processes k8sform restarts: the kubelet and each control-plane static pod's. */
export type ProcessName = 'kubelet' | StaticPodComponent;

/**
 * A control plane's membership of the etcd cluster (stacked etcd): added as a learner and promoted
 * when the host joins a running cluster, removed when the host leaves cluster.yaml. The host of a
 * removed member is named as the member list names it.
 */
export interface MemberAddress {
  readonly scope: HostScope;
  readonly kind: 'member';
  readonly name: 'etcd';
}

/** A cluster object: `name` reads `<group/version>/<Kind>[/<namespace>]/<name>`. */
export interface ObjectAddress {
  readonly scope: typeof CLUSTER_SCOPE;
  readonly kind: 'object';
  readonly name: string;
}

/**
 * How etcd stores the Secrets: which key of encryption at rest each is written with. Secrets stored
 * with another key, or in the clear, are written again through the apiserver.
 */
export interface StorageAddress {
  readonly scope: typeof CLUSTER_SCOPE;
  readonly kind: 'storage';
  readonly name: 'secrets';
}

export type HostScope = `host[${string}]`;
export const hostScope = (host: string): HostScope => `host[${host}]`;
/** The host name a file or directory address belongs to. */
export const hostOf = (a: { readonly scope: HostScope }): string => a.scope.slice('host['.length, -1);
export const CLUSTER_SCOPE = 'cluster';

export const fileAddress = (host: string, path: string): FileAddress => ({ scope: hostScope(host), kind: 'file', name: path });
export const dirAddress = (host: string, path: string): DirAddress => ({ scope: hostScope(host), kind: 'dir', name: path });
export const binaryAddress = (host: string, path: string): BinaryAddress => ({ scope: hostScope(host), kind: 'binary', name: path });
export const processAddress = (host: string, name: ProcessAddress['name']): ProcessAddress => ({ scope: hostScope(host), kind: 'process', name });
export const memberAddress = (host: string): MemberAddress => ({ scope: hostScope(host), kind: 'member', name: 'etcd' });
export const storageAddress = (): StorageAddress => ({ scope: CLUSTER_SCOPE, kind: 'storage', name: 'secrets' });
/** Whether its host's script writes it: a file, a directory or a binary. */
export const isHostAddress = (a: Address): a is HostAddress => RESOURCE_KINDS[a.kind].appliedBy === 'host-script';

export function objectAddress(apiVersion: string, kind: string, name: string, namespace?: string): ObjectAddress {
  return { scope: CLUSTER_SCOPE, kind: 'object', name: [apiVersion, kind, namespace, name].filter(Boolean).join('/') };
}

/**
 * An address read from outside (a saved plan): the same value when it is one, else undefined. A
 * file's or directory's name must be an absolute, normalised path and a host name must not contain brackets.
 */
export function addressFrom(value: unknown): Address | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { scope, kind, name } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name === '' || /[\n\r]/.test(name)) return undefined;
  if (typeof kind !== 'string' || !Object.hasOwn(RESOURCE_KINDS, kind)) return undefined;
  const of = RESOURCE_KINDS[kind as ResourceKindName];
  if (!of.validName(name)) return undefined;
  if (of.scope === 'cluster') return scope === CLUSTER_SCOPE ? ({ scope: CLUSTER_SCOPE, kind, name } as Address) : undefined;
  const host = typeof scope === 'string' ? /^host\[([^\[\]\s]+)\]$/.exec(scope)?.[1] : undefined;
  return host ? ({ scope: hostScope(host), kind, name } as Address) : undefined;
}

export function formatAddress(a: Address): string {
  return `${a.scope}.${a.kind}[${a.name}]`;
}

/** Sort order: cluster objects after host files, hosts by name in natural order (cp-2 before cp-10), then kind and name. */
export function compareAddresses(a: Address, b: Address): number {
  const rank = (x: Address) => (x.scope === CLUSTER_SCOPE ? 1 : 0);
  return rank(a) - rank(b) || naturalCompare(a.scope, b.scope) || cmp(a.kind, b.kind) || cmp(a.name, b.name);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Runs of digits compare as numbers, everything else code unit by code unit, so `worker-9` sorts
 * before `worker-10`; ties (`cp-01`, `cp-1`) fall back to plain order so the result stays total.
 */
export function naturalCompare(a: string, b: string): number {
  // Most comparisons in a sorted plan are of one host with itself: skip the split for them.
  if (a === b) return 0;
  const split = (s: string) => s.match(/\d+|\D+/g) ?? [];
  const [x, y] = [split(a), split(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i]!, y[i]!];
    const numeric = /^\d/.test(p) && /^\d/.test(q);
    const d = numeric ? cmpNumber(p, q) : cmp(p, q);
    if (d) return d;
  }
  return x.length - y.length || cmp(a, b);
}

/** Digit strings by value, without overflowing: shorter (after leading zeros) is smaller. */
function cmpNumber(p: string, q: string): number {
  const [u, v] = [p.replace(/^0+(?=\d)/, ''), q.replace(/^0+(?=\d)/, '')];
  return u.length - v.length || cmp(u, v);
}

const ADDRESS_PATTERN = new RegExp(`^(host(?:\\[([^\\]]+)\\])?|cluster)(?:\\.(${RESOURCE_KIND_NAMES.join('|')})\\[(.+)\\])?$`);

/**
 * Parses the printable form back. Accepts prefixes too (`host[cp-1]`, `host`, `cluster`), as used by
 * `--target`; returns undefined for anything else.
 */
export function parseAddress(text: string): { readonly scope?: string; readonly kind?: Address['kind']; readonly name?: string } | undefined {
  const m = ADDRESS_PATTERN.exec(text);
  if (!m) return undefined;
  const kind = m[3] as ResourceKindName | undefined;
  if (m[1] === 'host' && kind) return undefined;
  // Each kind lives in its scope: files, directories, processes and memberships on hosts, objects in the cluster.
  if (kind && (RESOURCE_KINDS[kind].scope === 'host') !== m[1]!.startsWith('host')) return undefined;
  return { scope: m[1] === 'host' ? undefined : m[1], kind, name: m[4] };
}
