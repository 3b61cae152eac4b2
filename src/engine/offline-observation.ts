import type { Cluster } from '../model/cluster.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import type { SnapshotSource } from '../model/snapshot-source.js';
import { UserError } from '../errors.js';
import { managedDirectories, observedPaths } from '../render/managed-paths.js';
import type { HostSeen, Observation } from '../state/observation.js';
import { ABSENT } from '../state/observe-host.js';
import { fromSnapshot } from '../state/snapshot.js';
import { planObservation, type PlannedObservation, type PlanOptions } from '../planner/plan-observation.js';
import { readSnapshotFile } from './snapshot-file.js';

/**
 * A snapshot's observation as seen by this cluster.yaml (which may differ from the one it was taken
 * with): each host's managed paths; a host or path the snapshot has no word on is taken as absent,
 * as it would be on a host added since. `unseen` lists those hosts and counts those paths. The etcd
 * member list and the machines that left (registered Nodes no host names) are taken as they are.
 */
export function observationFor(cluster: Cluster, snapshotCluster: string, file: string, seen: Observation): { observation: Observation; unseen: string[] } {
  if (snapshotCluster !== cluster.name) throw new UserError(`${file}: a snapshot of cluster ${snapshotCluster}, but cluster.yaml defines ${cluster.name}; take a snapshot of this cluster with k8sform snapshot`);
  const unseen: string[] = [];
  const hosts = new Map(cluster.hosts.map((h): [string, HostSeen] => {
    const was = seen.hosts.get(h.name);
    const paths = observedPaths(cluster, h);
    const dirs = managedDirectories(cluster, h);
    const missing = [...paths.filter((p) => !was?.files.has(p)), ...dirs.filter((d) => !was?.directories.has(d))];
    if (!was) unseen.push(`host[${h.name}] is not in the snapshot: planned as a new host`);
    else if (missing.length) unseen.push(`host[${h.name}]: ${missing.length} managed path(s) not in the snapshot: planned as absent`);
    const files = new Map(paths.map((p) => [p, was?.files.get(p) ?? { host: h.name, path: p, exists: false, digest: ABSENT }]));
    const directories = new Map(dirs.map((d) => [d, was?.directories.get(d) ?? { host: h.name, path: d, exists: false, digest: ABSENT }]));
    return [h.name, { files, directories, unsafeDirectories: was?.unsafeDirectories ?? [], record: was?.record }];
  }));
  // The member list and the machines that left (as the snapshot's cluster.yaml had it) are planned as
  // the live plan plans them; a machine this cluster.yaml lists again is a host, not leaving.
  const departing = new Map([...(seen.departing ?? [])].filter(([name]) => !hosts.has(name)));
  return { observation: { hosts, api: seen.api, ...(seen.etcd ? { etcd: seen.etcd } : {}), ...(departing.size ? { departing } : {}) }, unseen };
}

/** The plan of what a snapshot holds: no connection is opened, and nothing in it can be applied. */
export async function planFromSnapshot(loaded: LoadedCluster, file: string, targets: readonly string[], opts: Pick<PlanOptions, 'replaceSymlinks'>): Promise<{ computed: PlannedObservation; snapshot: SnapshotSource }> {
  const { of, observation } = fromSnapshot(readSnapshotFile(file));
  const { observation: seen, unseen } = observationFor(loaded.cluster, of.cluster, file, observation);
  const now = new Date();
  const computed = await planObservation(loaded, seen, now, targets, { replaceSymlinks: opts.replaceSymlinks });
  return { computed, snapshot: { file, takenAt: of.takenAt, ageSeconds: (now.getTime() - of.takenAt.getTime()) / 1000, sameConfig: of.configDigest === loaded.configDigest, unseen } };
}
