import { controlPlaneHosts } from '../../model/cluster.js';
import type { EtcdMember, EtcdSeen } from '../../model/etcd-membership.js';
import type { EtcdClient } from '../../providers/etcd/etcd-client.js';
import type { GateContext } from './gate-context.js';

export interface ReachedEtcd {
  readonly client: EtcdClient;
  /** The member list and which members answer, as read just now. */
  readonly seen: EtcdSeen & { readonly members: readonly EtcdMember[] };
}

/**
 * The first control plane (but `avoid`) whose etcd member answers, with the member list read
 * through it; `read` when the caller has just asked.
 */
export async function reachEtcd(ctx: GateContext, avoid?: string, read?: Awaited<ReturnType<GateContext['observeEtcd']>>): Promise<ReachedEtcd> {
  if (!ctx.etcd) throw new Error('the cluster has no etcd CA to reach its members with');
  read ??= await ctx.observeEtcd(ctx.etcd, controlPlaneHosts(ctx.cluster).filter((h) => h.name !== avoid));
  const members = read?.seen.members;
  if (!read?.client || !members) throw new Error(`no etcd member answered (${read?.seen.error ?? 'no control plane to ask'})`);
  return { client: read.client, seen: { ...read.seen, members } };
}
