import { memberName, quorumLost } from '../model/etcd-membership.js';
import { reachEtcd } from './gates/etcd-members.js';
import type { GateContext } from './gates/gate-context.js';

/**
 * Removes one member from the etcd cluster, checked again just before: the voting members left
 * must hold a quorum of healthy ones (what plan checked may have changed since). A member already
 * gone counts as removed. Returns what was done, for the transcript.
 */
export async function removeEtcdMember(ctx: GateContext, member: string): Promise<string> {
  const { client, seen } = await reachEtcd(ctx);
  const m = seen.members.find((x) => memberName(x) === member);
  if (!m) return `etcd member ${member} is not in the member list any more`;
  if (!m.isLearner) {
    const healthy = new Set(seen.healthy ?? []);
    const voters = seen.members.filter((x) => !x.isLearner && x.id !== m.id);
    const lost = quorumLost(m, voters.length, voters.filter((x) => healthy.has(x.id)).length);
    if (lost) throw new Error(`${lost} now; nothing was removed`);
  }
  const left = await client.remove(m.id);
  return `removed etcd member ${member} (${m.peerURLs[0] ?? 'no peer URL'}); ${left.length} members left`;
}
