import { formatAddress } from './address.js';
import type { Change } from './plan.js';

/**
 * Orders one host's changes so that everything comes after what it depends on (CAs before
 * leaves, certificates before kubeconfigs and manifests, etcd before the apiserver), keeping
 * address order otherwise; deletions go last, after the deletions they depend on (etcd members
 * are removed in the order plan chose to keep quorum).
 */
export function dependencyOrder<C extends Change>(changes: readonly C[]): C[] {
  const byAddr = new Map(changes.map((c) => [formatAddress(c.addr), c]));
  const out: C[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (c: C) => {
    const key = formatAddress(c.addr);
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'visiting') throw new Error(`dependency cycle at ${key}`);
    state.set(key, 'visiting');
    for (const dep of c.dependsOn) {
      const d = byAddr.get(formatAddress(dep));
      if (d) visit(d);
    }
    state.set(key, 'done');
    out.push(c);
  };
  for (const c of changes.filter((c) => c.action !== 'delete')) visit(c);
  for (const c of changes.filter((c) => c.action === 'delete')) visit(c);
  return out;
}
