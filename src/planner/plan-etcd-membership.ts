import type { Cluster } from '../model/cluster.js';
import { controlPlaneHosts } from '../model/cluster.js';
import { memberAddress } from '../model/address.js';
import { etcdPeerURL, hasPeerURL, memberName, quorumLost, type EtcdSeen } from '../model/etcd-membership.js';
import type { MemberChange, ObjectState } from '../model/plan.js';

export interface MembershipPlan {
  readonly changes: readonly MemberChange[];
  /** Why the membership cannot change as cluster.yaml asks, one line each: the plan is refused. */
  readonly refusals: readonly string[];
}

/**
 * etcd membership as cluster.yaml's control planes imply it, against the member list read. A
 * control plane that is not a member joins (added as a learner, then promoted, as kubeadm joins);
 * a learner is promoted; a member whose peer URL is no control plane's any more is removed, one at
 * a time after the joins, and only while the members left keep quorum with healthy voters: a
 * removal that would lose it is refused, saying why. Voting members are noops. Nothing is planned
 * before the cluster has an etcd to read (a brand-new cluster bootstraps every member at once).
 * Pure.
 */
export function planEtcdMembership(cluster: Cluster, etcd: EtcdSeen | undefined): MembershipPlan {
  if (cluster.etcd.mode !== 'local' || !etcd?.members) return { changes: [], refusals: [] };
  const members = etcd.members;
  const healthy = new Set(etcd.healthy ?? []);
  const changes: MemberChange[] = [];
  const hosts = controlPlaneHosts(cluster);
  for (const h of hosts) {
    const peerURL = etcdPeerURL(h);
    const m = members.find((x) => hasPeerURL(x, peerURL));
    const base = { addr: memberAddress(h.name), format: 'etcd-member' as const, sensitive: false, dependsOn: [], after: memberState('voter', peerURL) };
    if (!m) {
      changes.push({ ...base, action: 'create', reasons: [{ code: 'join', detail: `${h.name} is a control plane in cluster.yaml but not an etcd member: added as a learner before its etcd starts, promoted once it has caught up` }] });
    } else if (m.isLearner) {
      changes.push({ ...base, action: 'update', before: memberState('learner', peerURL), reasons: [{ code: 'learner', detail: `the member at ${peerURL} is a learner: promoted once it has caught up` }] });
    } else {
      changes.push({ ...base, action: 'noop', before: memberState('voter', peerURL), reasons: [] });
    }
  }
  const leaving = members.filter((m) => !hosts.some((h) => hasPeerURL(m, etcdPeerURL(h))));
  // Unhealthy members go first: removing one never lowers the number of healthy voters.
  leaving.sort((a, b) => Number(healthy.has(a.id)) - Number(healthy.has(b.id)) || memberName(a).localeCompare(memberName(b)));
  const refusals: string[] = [];
  // Joining and promoted members vote before any removal: their step waits until they do.
  const promoted = changes.filter((c) => c.action !== 'noop').length;
  let voters = members.filter((m) => !m.isLearner).length + promoted;
  let healthyVoters = members.filter((m) => !m.isLearner && healthy.has(m.id)).length + promoted;
  // Each removal waits for the one before it (dependsOn), so apply keeps this safe order.
  let previous: MemberChange | undefined;
  for (const m of leaving) {
    const peerURL = m.peerURLs[0] ?? '';
    const votes = !m.isLearner;
    const left = voters - (votes ? 1 : 0);
    const healthyLeft = healthyVoters - (votes && healthy.has(m.id) ? 1 : 0);
    const lost = votes ? quorumLost(m, left, healthyLeft) : undefined;
    if (lost) {
      refusals.push(`${lost}: bring the unhealthy members back, or remove fewer control planes at once`);
      continue;
    }
    voters = left;
    healthyVoters = healthyLeft;
    previous = {
      addr: memberAddress(memberName(m)), action: 'delete', format: 'etcd-member', sensitive: false, dependsOn: previous ? [previous.addr] : [],
      before: memberState(m.isLearner ? 'learner' : 'voter', peerURL),
      reasons: [{ code: 'left', detail: `no control plane in cluster.yaml has the peer URL ${peerURL}${healthy.has(m.id) ? '' : ' (the member does not answer)'}: removed from the member list` }],
    };
    changes.push(previous);
  }
  return { changes, refusals };
}

const memberState = (role: 'voter' | 'learner', peerURL: string): ObjectState => ({
  digest: `etcd-member:${role}:${peerURL}`,
  view: { kind: 'text', text: `${role === 'voter' ? 'voting member' : 'learner'} ${peerURL}\n` },
});

