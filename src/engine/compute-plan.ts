import type { LoadedCluster } from '../model/loaded-cluster.js';
import type { ApiAccess } from './api-access.js';
import { observeCluster } from './observe-cluster.js';
import { materialSeen, planObservation, renderObserved, type PlannedObservation, type PlanOptions } from '../planner/plan-observation.js';
import type { Session } from './session.js';
import { checkLocalBinaries } from './local-binaries.js';
import type { EtcdAccess } from '../providers/etcd/etcd-client.js';
import type { ExistingMaterial } from '../render/inputs.js';

export { driftOnly, type PlanOptions } from '../planner/plan-observation.js';

export interface ComputedPlan extends PlannedObservation {
  /** How the apiserver is reached; undefined before the cluster has a CA. */
  readonly api?: ApiAccess;
  /** How the stacked etcd members are reached; undefined before the cluster has an etcd CA. */
  readonly etcd?: EtcdAccess;
  /** The key material found on the hosts (undefined when the plan stopped before reading it). */
  readonly material?: ExistingMaterial;
}

/**
 * observe → render → plan: reads every host and the apiserver (observeCluster), then plans what was
 * read (planObservation, the same code an offline plan from a snapshot runs). The key material is
 * read from the hosts once and the desired state rendered once: while observing when the
 * apiserver's objects are asked about, else by the plan.
 */
export async function computePlan(loaded: LoadedCluster, session: Session, now: Date, targets: readonly string[], opts: PlanOptions = {}): Promise<ComputedPlan> {
  const { observation, api, etcd, material, rendered } = await observe(loaded, session, now, opts);
  const planned = await planObservation(loaded, observation, now, targets, opts, material && { material, rendered });
  await checkLocalBinaries(loaded, planned.plan.changes);
  return { ...planned, api, etcd, material };
}

/** What plan reads, and nothing more: the objects asked about are the ones this cluster.yaml renders. */
export function observe(loaded: LoadedCluster, session: Session, now: Date, opts: Pick<PlanOptions, 'keys' | 'progress'>): ReturnType<typeof observeCluster> {
  return observeCluster(loaded, session, now, {
    keys: opts.keys,
    progress: opts.progress,
    material: (seen) => materialSeen(loaded, seen, now),
    render: (seen, material) => renderObserved(loaded, seen, material, now, opts.keys),
  });
}
