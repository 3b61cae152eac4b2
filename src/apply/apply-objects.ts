import { StalePlanError } from '../errors.js';
import { formatAddress } from '../model/address.js';
import type { Desired, DesiredObject } from '../model/desired.js';
import { isEffective, type Change } from '../model/plan.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import { objectRef } from '../providers/kube-api/resources.js';
import { dependencyOrder } from './order.js';
import { manifestToApply } from '../model/node-apply.js';

/**
 * Applies object changes in dependency order (roles before their bindings, ServiceAccounts and
 * ConfigMaps before workloads): server-side apply with k8sform's field manager, deletes last.
 * An update is applied only over the resourceVersion the plan compared, else it is a stale plan.
 * Returns the addresses done; throws on the first failure, naming it.
 */
export async function applyObjectChanges(client: KubeClient, changes: readonly Change[], desired: readonly Desired<DesiredObject>[], seenVersions: ReadonlyMap<string, string> = new Map()): Promise<string[]> {
  const manifests = new Map(desired.map((d) => [formatAddress(d.addr), d.spec.manifest]));
  const done: string[] = [];
  for (const c of dependencyOrder(changes.filter((x) => isEffective(x) && x.format === 'object'))) {
    const key = formatAddress(c.addr);
    if (c.action === 'delete') {
      await client.delete(objectRef(c.addr.name));
    } else {
      const manifest = manifests.get(key)!;
      const seen = seenVersions.get(key);
      if (manifest.kind === 'Node') {
        // Nodes merge with the live object (foreign taints); their status changes all the time, so no precondition.
        await client.apply(manifestToApply(manifest, await client.get(manifest)), false);
      } else if (c.action !== 'create' && seen) {
        // Applied only over the version the plan compared: another writer since makes the plan stale.
        const r = await client.applyAt({ ...manifest, metadata: { ...manifest.metadata, resourceVersion: seen } });
        if (r === 'conflict') throw new StalePlanError([`${key}: changed in the apiserver since the plan read it`]);
      } else {
        await client.apply(manifest, false);
      }
    }
    done.push(key);
  }
  return done;
}

