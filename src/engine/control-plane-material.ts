import type { LoadedCluster } from '../model/loaded-cluster.js';
import { controlPlaneHosts } from '../model/cluster.js';
import type { ExistingMaterial } from '../render/inputs.js';
import type { HostSeen } from '../state/observation.js';
import { observeHost } from '../state/observe-host.js';
import { materialSeen } from '../planner/plan-observation.js';
import { hostReads, refuseWithheldKeys } from './observe-cluster.js';
import type { Session } from './session.js';

/** The cluster's key material as its control planes hold it, and what was read there, by host. */
export interface ControlPlaneMaterial {
  readonly material: ExistingMaterial;
  readonly hosts: ReadonlyMap<string, HostSeen>;
}

/**
 * Reads the control planes only (the workers hold no CA key) as plan reads them, and works out
 * their key material the same way: the CAs with their keys (or the two of a rotation), the
 * service-account key. For commands that act with the cluster's identity without planning
 * (`etcd snapshot`, `pki export`); the session needs connections to the control planes alone.
 */
export async function controlPlaneMaterial(loaded: LoadedCluster, session: Session, now: Date): Promise<ControlPlaneMaterial> {
  const hosts = new Map<string, HostSeen>();
  await Promise.all(controlPlaneHosts(loaded.cluster).map(async (h) => {
    const transport = session.transports.get(h.name)!;
    // Only the files: these commands run no preflight checks.
    const [paths, extra, directories, processes, kubeletCertificates] = hostReads(loaded.cluster, h, transport.root);
    const seen = await observeHost(transport, paths, extra, directories, processes, kubeletCertificates);
    hosts.set(h.name, { files: seen.files, directories: seen.directories, unsafeDirectories: seen.unsafeDirectories });
  }));
  refuseWithheldKeys(hosts);
  return { material: materialSeen(loaded, { hosts }, now), hosts };
}

/** The cluster as a command that connects to its control planes alone sees it (for openSession). */
export function controlPlanesOnly(loaded: LoadedCluster): LoadedCluster {
  return { ...loaded, cluster: { ...loaded.cluster, hosts: controlPlaneHosts(loaded.cluster) } };
}
