import { RemoteError } from '../errors.js';
import type { Host } from './cluster.js';
import { memberName, type EtcdMember, type EtcdSeen } from './etcd-membership.js';

/**
 * Which member a snapshot is taken from: the first control plane of `running` (cluster.yaml's
 * order) whose member is a voting one that answered its own status request. A learner's database
 * may lag the leader's; a member that does not answer would fail midway. Refuses, naming each
 * member's state, when there is none.
 */
export function etcdSnapshotSource(running: readonly Host[], seen: EtcdSeen): { readonly host: Host; readonly member: EtcdMember } {
  if (seen.error !== undefined || !seen.members) throw new RemoteError('', `no etcd member answers: ${seen.error ?? 'no member list'}`);
  const healthy = new Set(seen.healthy ?? []);
  for (const host of running) {
    const member = seen.members.find((m) => m.name === host.name && !m.isLearner && healthy.has(m.id));
    if (member) return { host, member };
  }
  const states = seen.members.map((m) => `${memberName(m)}${m.isLearner ? ' (learner)' : ''}${healthy.has(m.id) ? '' : ' (not answering)'}`);
  throw new RemoteError('', `no control plane of cluster.yaml runs a healthy voting etcd member (members: ${states.join(', ')})`);
}
