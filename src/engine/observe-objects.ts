import { formatAddress } from '../model/address.js';
import type { Desired, DesiredObject, KubeObject } from '../model/desired.js';
import { manifestToApply } from '../model/node-apply.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import { RESOURCE_TYPES } from '../providers/kube-api/resources.js';
import { MANAGED_BY, MANAGED_BY_LABEL } from '../render/objects/render-objects.js';
import type { DryRun, ObjectsSeen } from '../state/observation.js';
import { appliedDigest } from '../state/observe-objects.js';

/** Requests in flight at once against the apiserver. */
const PARALLEL = 8;

/**
 * Reads what the apiserver holds for every desired object and asks it (server-side dry-run apply)
 * what applying each would leave; `managed` is the list of k8sform's objects already read.
 */
export async function observeObjects(client: KubeClient, desired: readonly Desired<DesiredObject>[], managed: readonly KubeObject[]): Promise<ObjectsSeen> {
  const live = new Map<string, KubeObject>();
  const dryRun = new Map<string, DryRun>();
  const queue = [...desired];
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    for (let d = queue.shift(); d; d = queue.shift()) {
      const key = formatAddress(d.addr);
      const found = await client.get(d.spec.manifest);
      if (found) live.set(key, found);
      const applied = manifestToApply(d.spec.manifest, found);
      if (found || d.spec.manifest.kind !== 'Node') dryRun.set(key, { applied: appliedDigest(applied), result: await client.apply(applied, true) });
    }
  }));
  return { live, dryRun, managed };
}

export async function managedObjects(client: KubeClient): Promise<KubeObject[]> {
  const lists = await Promise.all(RESOURCE_TYPES.map((t) => client.list(t.apiVersion, t.kind, `${MANAGED_BY_LABEL}=${MANAGED_BY}`)));
  return lists.flat();
}
