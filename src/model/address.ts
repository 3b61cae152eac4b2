/**
 * Every managed thing has a stable, sortable, printable address:
 *   host[cp-1].file[/etc/kubernetes/pki/apiserver.crt]
 *   cluster.object[rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:kubelet-bootstrap]
 * Output is always sorted by address so plans, diffs and golden files are stable.
 */
export interface Address {
  /** `host[cp-1]` or `cluster`. */
  readonly scope: string;
  readonly kind: 'file' | 'object';
  readonly name: string;
}

export const hostScope = (host: string): string => `host[${host}]`;
export const CLUSTER_SCOPE = 'cluster';

export const fileAddress = (host: string, path: string): Address => ({ scope: hostScope(host), kind: 'file', name: path });

/** Object addresses read `<group/version>/<Kind>[/<namespace>]/<name>`. */
export function objectAddress(apiVersion: string, kind: string, name: string, namespace?: string): Address {
  return { scope: CLUSTER_SCOPE, kind: 'object', name: [apiVersion, kind, namespace, name].filter(Boolean).join('/') };
}

export function formatAddress(a: Address): string {
  return `${a.scope}.${a.kind}[${a.name}]`;
}

/** Sort order: cluster objects after host files, hosts by name, then kind and name. */
export function compareAddresses(a: Address, b: Address): number {
  const rank = (x: Address) => (x.scope === CLUSTER_SCOPE ? 1 : 0);
  return rank(a) - rank(b) || cmp(a.scope, b.scope) || cmp(a.kind, b.kind) || cmp(a.name, b.name);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Parses the printable form back. Accepts prefixes too (`host[cp-1]`, `host`, `cluster`), as used by
 * `--target`; returns undefined for anything else.
 */
export function parseAddress(text: string): Partial<Address> | undefined {
  const m = /^(host(?:\[([^\]]+)\])?|cluster)(?:\.(file|object)\[(.+)\])?$/.exec(text);
  if (!m) return undefined;
  if (m[1] === 'host' && m[3]) return undefined;
  return { scope: m[1] === 'host' ? undefined : m[1], kind: m[3] as Address['kind'] | undefined, name: m[4] };
}
