import { randomUUID } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import type { Cluster } from '../model/cluster.js';
import { LockHeldError } from '../errors.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import { acquireHostLock, releaseHostLock, renewHostLock, type LockInfo } from '../providers/lock/host-lock.js';
import { acquireLease, releaseLease, renewLease } from '../providers/lock/lease-lock.js';
import type { HostTransport } from '../model/host-transport.js';

/** A lock not renewed for this long is abandoned (its holder died) and may be taken over. */
export const LOCK_TTL_SECONDS = 300;
const RENEW_EVERY_MS = 60_000;

/** `operation`: what the holder does, as another run's refusal names it. */
export function newLockInfo(now: Date, operation = 'apply'): LockInfo {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // No passwd entry (some CI containers): the host name still says where it runs.
  }
  return { id: randomUUID(), owner: `${user}@${hostname()}`, operation, started: now.toISOString(), ttlSeconds: LOCK_TTL_SECONDS };
}

export function heldMessage(holder: LockInfo, where: string): string {
  return `the cluster is locked by another k8sform ${holder.operation} (lock ID ${holder.id}, held by ${holder.owner} since ${holder.started}, seen on ${where}). Wait for it to finish; if it died, break the lock with: k8sform force-unlock ${holder.id}`;
}

/**
 * The cluster lock: a lock file on every host (so a brand-new cluster is covered) and, once the
 * apiserver answers, a Lease in kube-system. The first host is locked alone before the others, so
 * of two applies started together exactly one gets past it; both sides are renewed while apply runs.
 */
export class ClusterLock {
  private readonly hosts: HostTransport[] = [];
  /** The apiservers the Lease is kept through: any one that answers will do (one may be restarting). */
  private lease: readonly KubeClient[] = [];
  private timer?: NodeJS.Timeout;
  /** The renewal in flight, if any: release waits for it, or its write could land after the release. */
  private renewal?: Promise<void>;

  private constructor(readonly info: LockInfo) {}

  static async acquire(cluster: Cluster, transports: ReadonlyMap<string, HostTransport>, info: LockInfo): Promise<ClusterLock> {
    const lock = new ClusterLock(info);
    const [first, ...rest] = cluster.hosts.map((h) => transports.get(h.name)!);
    try {
      await lock.takeHost(first!);
      const results = await Promise.allSettled(rest.map((t) => lock.takeHost(t)));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      return lock;
    } catch (e) {
      await lock.release();
      throw e;
    }
  }

  private async takeHost(t: HostTransport): Promise<void> {
    const r = await acquireHostLock(t, this.info);
    if (r.state === 'held') throw new LockHeldError(heldMessage(r.holder, `host[${t.host}]`));
    this.hosts.push(t);
  }

  /** Adds the Lease, once the apiserver can be asked (through the first of `clients` that answers). */
  async addLease(clients: readonly KubeClient[], now: Date): Promise<void> {
    const r = await firstAnswer(clients, (c) => acquireLease(c, this.info, now));
    if (r.state === 'held') throw new LockHeldError(heldMessage(r.holder, 'Lease kube-system/k8sform-lock'));
    this.lease = clients;
  }

  /** Renews every part until released; `onLost` is told when someone broke the lock. */
  startRenewing(onLost: (why: string) => void, everyMs = RENEW_EVERY_MS): void {
    this.timer = setInterval(() => {
      // A renewal still running when the next is due is left to finish; the next one comes later.
      this.renewal ??= this.renewOnce(onLost).finally(() => (this.renewal = undefined));
    }, everyMs);
    this.timer.unref();
  }

  private async renewOnce(onLost: (why: string) => void): Promise<void> {
    const renewed = await Promise.all([
      ...this.hosts.map((t) => renewHostLock(t, this.info.id).then((ok) => ok || `host[${t.host}]`).catch(() => true as const)),
      ...(this.lease.length ? [firstAnswer(this.lease, (c) => renewLease(c, this.info.id, new Date())).then((ok) => ok || 'the Lease').catch(() => true as const)] : []),
    ]);
    const lost = renewed.filter((r): r is string => r !== true);
    if (lost.length) onLost(`the lock was broken (force-unlock?) on ${lost.join(', ')}`);
  }

  /**
   * Releases what this run holds; a host or apiserver that cannot be reached keeps its part until
   * the TTL ends. Returns where the lock could not be released.
   */
  async release(): Promise<string[]> {
    if (this.timer) clearInterval(this.timer);
    // A renewal rewrites the lock file (read, then replace): one that finished after our removal
    // would put the lock back, and every later apply would find the cluster locked.
    await this.renewal?.catch(() => undefined);
    const lease = this.lease;
    const places = [...this.hosts.map((t) => `host[${t.host}]`), ...(lease.length ? ['Lease kube-system/k8sform-lock'] : [])];
    const results = await Promise.allSettled([...this.hosts.map((t) => releaseHostLock(t, this.info.id)), ...(lease.length ? [firstAnswer(lease, (c) => releaseLease(c, this.info.id))] : [])]);
    this.hosts.length = 0;
    this.lease = [];
    return places.filter((_, i) => results[i]!.status === 'rejected');
  }
}

/** The result from the first apiserver that answers; the last error when none does. */
async function firstAnswer<T>(clients: readonly KubeClient[], call: (c: KubeClient) => Promise<T>): Promise<T> {
  let last: unknown = new Error('no apiserver to ask');
  for (const c of clients) {
    try {
      return await call(c);
    } catch (e) {
      last = e;
    }
  }
  throw last;
}
