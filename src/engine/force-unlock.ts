import { controlPlaneHosts } from '../model/cluster.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { releaseHostLock } from '../providers/lock/host-lock.js';
import { releaseLease } from '../providers/lock/lease-lock.js';
import { managedPaths } from '../render/managed-paths.js';
import { existingMaterial } from '../planner/existing-material.js';
import { observeHost, type ObservedFile } from '../state/observe-host.js';
import { apiAccess } from './api-access.js';
import { runCA } from './run-ca.js';
import type { Session } from './session.js';

/** Where a lock was removed, and why the Lease could not be looked at, if it could not. */
export interface Unlocked {
  readonly removed: readonly string[];
  /** Why the Lease was not looked at: `the control planes' CA cannot be read: …`, or what stopped reaching the apiserver. */
  readonly leaseUnchecked?: string;
}

/**
 * Breaks one lock deliberately, as Terraform's force-unlock does: only the parts holding `id` are
 * removed, so a lock taken since by another run stays. The hosts' lock files go first and never
 * depend on the cluster's state: a killed apply may have left hosts no plan can read (a CA
 * certificate without its key), and the lock is what stands between them and the apply that
 * repairs them. Nothing after that fails the command: what stops the Lease being looked at is
 * returned as `leaseUnchecked`.
 */
export async function forceUnlock(loaded: LoadedCluster, session: Session, id: string): Promise<Unlocked> {
  const { cluster } = loaded;
  const { transports } = session;
  const removed: string[] = [];
  for (const h of cluster.hosts) if (await releaseHostLock(transports.get(h.name)!, id)) removed.push(`host[${h.name}]`);
  try {
    const now = new Date();
    const observed = new Map<string, Map<string, ObservedFile>>();
    await Promise.all(controlPlaneHosts(cluster).map(async (h) => observed.set(h.name, (await observeHost(transports.get(h.name)!, managedPaths(cluster, h))).files)));
    let material: ReturnType<typeof existingMaterial>;
    try {
      material = existingMaterial(cluster, observed, loaded.caMaterial, now);
    } catch (e) {
      return { removed, leaseUnchecked: `the control planes' CA cannot be read: ${(e as Error).message}` };
    }
    const api = await apiAccess(cluster, runCA(material, 'ca', now, loaded.caMaterial.ca), session, now);
    if (api && (await api.admin.ready()) && (await releaseLease(api.admin, id))) removed.push('Lease kube-system/k8sform-lock');
    return { removed };
  } catch (e) {
    return { removed, leaseUnchecked: `the apiserver could not be asked: ${(e as Error).message.split('\n')[0]}` };
  }
}
