import { StalePlanError } from '../errors.js';
import { formatAddress } from '../model/address.js';
import type { Desired, DesiredObject, KubeObject } from '../model/desired.js';
import type { SeenVersion } from '../model/observed-objects.js';
import { isEffective, type Change } from '../model/plan.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import { objectRef } from '../providers/kube-api/resources.js';
import { dependencyOrder } from '../model/dependency-order.js';
import { manifestToApply } from '../model/node-apply.js';

/**
 * Applies object changes in dependency order (roles before their bindings, ServiceAccounts and
 * ConfigMaps before workloads): server-side apply with k8sform's field manager, deletes last.
 * An update is applied only over the version the plan compared, else it is a stale plan.
 * Returns the addresses done; throws on the first failure, naming it.
 */
export async function applyObjectChanges(
  client: KubeClient, changes: readonly Change[], desired: readonly Desired<DesiredObject>[], seenVersions: ReadonlyMap<string, SeenVersion> = new Map(),
  /** Filled as each change is applied, so a caller knows what took effect when one throws. */
  done: string[] = [],
): Promise<string[]> {
  const manifests = new Map(desired.map((d) => [formatAddress(d.addr), d.spec.manifest]));
  for (const c of dependencyOrder(changes.filter((x) => isEffective(x) && x.format === 'object'))) {
    const key = formatAddress(c.addr);
    if (c.action === 'delete') {
      await client.delete(objectRef(c.addr.name));
    } else {
      const manifest = manifests.get(key)!;
      await untilServed(client, manifest);
      const seen = seenVersions.get(key);
      if (manifest.kind === 'Node') {
        // Nodes merge with the live object (foreign taints); their status changes all the time, so no precondition.
        await client.apply(manifestToApply(manifest, await client.get(manifest)), false);
      } else if (c.action !== 'create' && seen) {
        await applyOverSeen(client, key, manifest, seen);
      } else {
        await client.apply(manifest, false);
      }
    }
    done.push(key);
  }
  return done;
}

/** How long a kind a CustomResourceDefinition just applied defines may take to be served. */
const CRD_ESTABLISH_MS = 60_000;

/**
 * Waits until the apiserver serves the object's kind: a custom resource applied right after its
 * CustomResourceDefinition is served only once the definition is established (a second or two).
 */
async function untilServed(client: KubeClient, manifest: KubeObject): Promise<void> {
  const deadline = Date.now() + CRD_ESTABLISH_MS;
  while (!(await client.resource(manifest.apiVersion, manifest.kind)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
}

/**
 * Objects applied before something stopped the objects step: server-side apply has no rollback, so
 * they count as applied in apply's report and record, whatever stopped it (an apiserver error, a
 * wait for Nodes, a signal). `stop` is what stopped it.
 */
export class ObjectsPartlyApplied extends Error {
  constructor(readonly applied: readonly string[], readonly stop: Error) {
    super(stop.message);
  }

  /** The error for `e` stopping after `applied`, adding to the objects an inner step already counted. */
  static after(applied: readonly string[], e: unknown): ObjectsPartlyApplied {
    return e instanceof ObjectsPartlyApplied ? new ObjectsPartlyApplied([...applied, ...e.applied], e.stop) : new ObjectsPartlyApplied(applied, e as Error);
  }
}

/**
 * Applies only over the version the plan compared; another writer since makes the plan stale.
 * Objects with a generation (Deployments, DaemonSets) change resourceVersion with every status
 * update their controllers and kubelets make, so for them what must not have moved is the
 * generation (the spec); the write still carries the resourceVersion just read as a precondition.
 */
async function applyOverSeen(client: KubeClient, key: string, manifest: KubeObject, seen: SeenVersion): Promise<void> {
  const stale = () => new StalePlanError([`${key}: changed in the apiserver since the plan read it`]);
  for (let attempt = 0; attempt < 5; attempt++) {
    let resourceVersion = seen.resourceVersion;
    if (seen.generation !== undefined) {
      const current = await client.get(manifest);
      if (!current || current.metadata.generation !== seen.generation) throw stale();
      resourceVersion = String(current.metadata.resourceVersion);
    }
    const r = await client.applyAt({ ...manifest, metadata: { ...manifest.metadata, resourceVersion } });
    if (r === 'applied') return;
    if (seen.generation === undefined) throw stale();
    // Only the status moved between the read and the write: read again.
  }
  throw stale();
}
