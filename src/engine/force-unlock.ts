import { controlPlaneHosts } from '../config/cluster.js';
import type { LoadedCluster } from '../config/load.js';
import { releaseHostLock } from '../providers/lock/host-lock.js';
import { releaseLease } from '../providers/lock/lease-lock.js';
import { managedPaths } from '../render/managed-paths.js';
import { existingMaterial } from '../state/existing-material.js';
import { observeHost, type ObservedFile } from '../state/observe-host.js';
import { apiAccess } from './api-access.js';
import { runCA } from './run-ca.js';
import type { Session } from './session.js';

/**
 * Breaks one lock deliberately, as Terraform's force-unlock does: only the parts holding `id` are
 * removed, so a lock taken since by another run stays. Returns where it was removed.
 */
export async function forceUnlock(loaded: LoadedCluster, session: Session, id: string): Promise<string[]> {
  const { cluster } = loaded;
  const { transports } = session;
  const removed: string[] = [];
  for (const h of cluster.hosts) if (await releaseHostLock(transports.get(h.name)!, id)) removed.push(`host[${h.name}]`);
  const now = new Date();
  const observed = new Map<string, Map<string, ObservedFile>>();
  await Promise.all(controlPlaneHosts(cluster).map(async (h) => observed.set(h.name, (await observeHost(transports.get(h.name)!, managedPaths(cluster, h))).files)));
  const api = await apiAccess(cluster, runCA(existingMaterial(cluster, observed, loaded.caMaterial, now), 'ca', loaded.caMaterial.ca), session, now);
  if (api && (await api.admin.ready()) && (await releaseLease(api.admin, id))) removed.push('Lease kube-system/k8sform-lock');
  return removed;
}
