import { controlPlaneHosts, type Host } from '../../config/cluster.js';
import type { EtcdSeen } from '../../model/etcd-membership.js';
import type { EtcdClient } from '../../providers/etcd/etcd-client.js';
import { observeEtcd } from '../../state/observe-etcd.js';
import type { GateContext } from './gate-context.js';

export interface ReachedEtcd {
  readonly client: EtcdClient;
  /** The member list and which members answer, as read just now. */
  readonly seen: EtcdSeen & { readonly members: NonNullable<EtcdSeen['members']> };
}

/** The first control plane (but `avoid`) whose etcd member answers, with the member list read through it. */
export async function reachEtcd(ctx: GateContext, avoid?: string): Promise<ReachedEtcd> {
  if (!ctx.etcd) throw new Error('the cluster has no etcd CA to reach its members with');
  const through: Host[] = controlPlaneHosts(ctx.cluster).filter((h) => h.name !== avoid);
  const errors: string[] = [];
  for (const h of through) {
    const seen = await observeEtcd(ctx.etcd, [h]);
    if (seen?.members) return { client: ctx.etcd.on(h.name), seen: { ...seen, members: seen.members } };
    if (seen?.error) errors.push(`${seen.endpoint}: ${seen.error}`);
  }
  throw new Error(`no etcd member answered (${errors.join('; ') || 'no control plane to ask'})`);
}
