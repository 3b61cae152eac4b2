import type { KubeObject } from '../../model/desired.js';
import type { KubeClient } from '../kube-api/kube-client.js';
import type { LockInfo } from './host-lock.js';

/** The Lease that says an apply is running against this cluster. */
export const LOCK_LEASE = { apiVersion: 'coordination.k8s.io/v1', kind: 'Lease', metadata: { name: 'k8sform-lock', namespace: 'kube-system' } } as const;
const INFO_ANNOTATION = 'k8sform.io/lock';

interface LeaseSpec {
  holderIdentity?: string;
  leaseDurationSeconds?: number;
  acquireTime?: string;
  renewTime?: string;
}

export type LeaseLockResult = { readonly state: 'acquired' | 'taken-over' } | { readonly state: 'held'; readonly holder: LockInfo };

/** MicroTime as the apiserver writes it. */
const microTime = (d: Date) => d.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

function lease(info: LockInfo, now: Date, resourceVersion?: string): KubeObject {
  return {
    ...LOCK_LEASE,
    metadata: { ...LOCK_LEASE.metadata, ...(resourceVersion ? { resourceVersion } : {}), annotations: { [INFO_ANNOTATION]: JSON.stringify(info) } },
    spec: { holderIdentity: info.id, leaseDurationSeconds: info.ttlSeconds, acquireTime: microTime(now), renewTime: microTime(now) },
  };
}

export function leaseHolder(o: KubeObject): LockInfo {
  const spec = (o.spec ?? {}) as LeaseSpec;
  try {
    return JSON.parse((o.metadata.annotations as Record<string, string>)[INFO_ANNOTATION]!) as LockInfo;
  } catch {
    return { id: spec.holderIdentity ?? 'unknown', owner: 'unknown', operation: 'unknown', started: spec.acquireTime ?? 'unknown', ttlSeconds: spec.leaseDurationSeconds ?? 0 };
  }
}

const expired = (o: KubeObject, now: Date) => {
  const spec = (o.spec ?? {}) as LeaseSpec;
  return spec.renewTime !== undefined && Date.parse(spec.renewTime) + (spec.leaseDurationSeconds ?? 0) * 1000 < now.getTime();
};

/** Takes the Lease: created atomically, or taken over when its holder stopped renewing it. */
export async function acquireLease(client: KubeClient, info: LockInfo, now: Date): Promise<LeaseLockResult> {
  if ((await client.createIfAbsent(lease(info, now))) === 'created') return { state: 'acquired' };
  const current = await client.get(LOCK_LEASE);
  if (!current) return acquireLease(client, info, now);
  if (!expired(current, now)) return { state: 'held', holder: leaseHolder(current) };
  const rv = current.metadata.resourceVersion as string;
  return (await client.replace(lease(info, now, rv))) === 'replaced' ? { state: 'taken-over' } : { state: 'held', holder: leaseHolder((await client.get(LOCK_LEASE))!) };
}

/** Renews the Lease while `id` holds it; false when it does not any more. */
export async function renewLease(client: KubeClient, id: string, now: Date): Promise<boolean> {
  const current = await client.get(LOCK_LEASE);
  if (!current || leaseHolder(current).id !== id) return false;
  const spec = { ...(current.spec as LeaseSpec), renewTime: microTime(now) };
  return (await client.replace({ ...current, spec })) === 'replaced';
}

/** Deletes the Lease when `id` holds it; returns whether it did. */
export async function releaseLease(client: KubeClient, id: string): Promise<boolean> {
  const current = await client.get(LOCK_LEASE);
  if (!current || leaseHolder(current).id !== id) return false;
  return client.deleteAt(LOCK_LEASE, current.metadata.resourceVersion as string);
}
