import { formatAddress } from '../model/address.js';
import type { Desired, DesiredObject } from '../model/desired.js';
import { isEffective, type Change } from '../model/plan.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import { objectRef } from '../providers/kube-api/resources.js';
import { dependencyOrder } from './order.js';
import { manifestToApply } from '../state/observe-objects.js';

/**
 * Applies object changes in dependency order (roles before their bindings, ServiceAccounts and
 * ConfigMaps before workloads): server-side apply with k8sform's field manager, deletes last.
 * Returns the addresses done; throws on the first failure, naming it.
 */
export async function applyObjectChanges(client: KubeClient, changes: readonly Change[], desired: readonly Desired<DesiredObject>[]): Promise<string[]> {
  const manifests = new Map(desired.map((d) => [formatAddress(d.addr), d.spec.manifest]));
  const done: string[] = [];
  for (const c of dependencyOrder(changes.filter((x) => isEffective(x) && x.format === 'object'))) {
    const key = formatAddress(c.addr);
    if (c.action === 'delete') {
      await client.delete(objectRef(c.addr.name));
    } else {
      const manifest = manifests.get(key)!;
      // Only Nodes merge with the live object (foreign taints); everything else is applied as rendered.
      await client.apply(manifest.kind === 'Node' ? manifestToApply(manifest, await client.get(manifest)) : manifest, false);
    }
    done.push(key);
  }
  return done;
}

