import { UserError } from '../errors.js';
import { formatAddress } from '../model/address.js';
import type { Desired, DesiredObject, KubeObject } from '../model/desired.js';
import { manifestToApply } from '../model/node-apply.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import { RESOURCE_TYPES } from '../providers/kube-api/resources.js';
import { MANAGED_BY, MANAGED_BY_LABEL } from '../render/objects/render-objects.js';
import { ADDON_SET_ID, APPLYSET_PARENT, groupKind, isAddonMember, listedGroupKinds, PART_OF_LABEL } from '../render/objects/addon-set.js';
import type { DryRun, KindScope, ObjectsSeen } from '../state/observation.js';
import { appliedDigest } from '../state/observe-objects.js';

/** Requests in flight at once against the apiserver. */
const PARALLEL = 8;

/**
 * Reads what the apiserver holds for every desired object and asks it (server-side dry-run apply)
 * what applying each would leave; `managed` is the list of k8sform's objects already read. An
 * add-on object is asked about only when the apiserver serves its kind and, for a namespaced one,
 * its namespace exists: one to create after its CustomResourceDefinition or Namespace has nothing
 * to compare yet.
 */
export async function observeObjects(client: KubeClient, desired: readonly Desired<DesiredObject>[], managed: readonly KubeObject[]): Promise<ObjectsSeen> {
  const live = new Map<string, KubeObject>();
  const dryRun = new Map<string, DryRun>();
  const addons = desired.filter((d) => isAddonMember(d.spec.manifest));
  const kinds = addons.length ? await addonKinds(client, addons.map((d) => d.spec.manifest)) : undefined;
  const queue = [...desired];
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    for (let d = queue.shift(); d; d = queue.shift()) {
      const key = formatAddress(d.addr);
      const m = d.spec.manifest;
      if (isAddonMember(m)) {
        const scope = kinds?.get(`${m.apiVersion}/${m.kind}`);
        if (scope === 'unserved' || (scope === 'namespaced') !== (m.metadata.namespace !== undefined)) continue;
      }
      const found = await client.get(m);
      if (found) live.set(key, found);
      if (!found && isAddonMember(m)) continue;
      const applied = manifestToApply(m, found);
      if (found || m.kind !== 'Node') dryRun.set(key, { applied: appliedDigest(applied), result: await dryRunApply(client, applied) });
    }
  }));
  return { live, dryRun, managed, ...(kinds ? { kinds } : {}) };
}

/** A dry-run the apiserver refuses (an add-on's field it does not know, a value out of range) stops the plan, naming the object. */
async function dryRunApply(client: KubeClient, applied: KubeObject): Promise<KubeObject> {
  try {
    return await client.apply(applied, true);
  } catch (e) {
    if (!isAddonMember(applied)) throw e;
    throw new UserError(`${applied.kind} ${applied.metadata.namespace ? `${applied.metadata.namespace}/` : ''}${applied.metadata.name} (spec.addons): ${(e as Error).message}`);
  }
}

/** Whether the apiserver serves each kind of `manifests`, and at which scope. */
async function addonKinds(client: KubeClient, manifests: readonly KubeObject[]): Promise<Map<string, KindScope>> {
  const kinds = new Map<string, KindScope>();
  for (const key of new Set(manifests.map((m) => `${m.apiVersion}/${m.kind}`))) {
    const at = key.lastIndexOf('/');
    const t = await client.resource(key.slice(0, at), key.slice(at + 1));
    kinds.set(key, !t ? 'unserved' : t.namespaced ? 'namespaced' : 'cluster');
  }
  return kinds;
}

/**
 * Every object carrying k8sform's managed-by label, and every member of the add-ons' set: of the
 * group-kinds the live parent lists (what an earlier apply applied) and of those in `addonKinds`
 * (what this one applies: members of an apply stopped before the parent was written).
 */
export async function managedObjects(client: KubeClient, addonKinds: readonly Pick<KubeObject, 'apiVersion' | 'kind'>[] = []): Promise<KubeObject[]> {
  const lists = await Promise.all(RESOURCE_TYPES.map((t) => client.list(t.apiVersion, t.kind, `${MANAGED_BY_LABEL}=${MANAGED_BY}`)));
  const own = lists.flat();
  const parent = await client.get({ apiVersion: 'v1', kind: 'ConfigMap', metadata: APPLYSET_PARENT });
  const versions = new Map(addonKinds.map((k) => [groupKind(k), k.apiVersion]));
  const groupKinds = [...new Set([...listedGroupKinds(parent), ...versions.keys()])].sort();
  const members: KubeObject[] = [];
  for (const gk of groupKinds) {
    const dot = gk.indexOf('.');
    const [kind, group] = dot < 0 ? [gk, ''] : [gk.slice(0, dot), gk.slice(dot + 1)];
    const apiVersion = versions.get(gk) ?? (await client.preferredVersion(group));
    // A kind no longer served (its CustomResourceDefinition deleted) has no members left to prune.
    if (!apiVersion || !(await client.resource(apiVersion, kind))) continue;
    members.push(...(await client.list(apiVersion, kind, `${PART_OF_LABEL}=${ADDON_SET_ID}`)));
  }
  const seen = new Set(own.map(objectKey));
  return [...own, ...members.filter((m) => !seen.has(objectKey(m)))];
}

const objectKey = (m: KubeObject) => `${m.apiVersion}/${m.kind}/${m.metadata.namespace ?? ''}/${m.metadata.name}`;
