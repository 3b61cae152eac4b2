import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCluster } from '../../test/support/test-clusters.js';
import { formatAddress } from '../model/address.js';
import type { EtcdMember, EtcdSeen } from '../model/etcd-membership.js';
import { planEtcdMembership } from './plan-etcd-membership.js';

const hosts = (n: number) => Array.from({ length: n }, (_, i) => `{ name: cp-${i + 1}, role: control-plane, address: 10.0.0.${i + 1} }`);
const member = (i: number, more: Partial<EtcdMember> = {}): EtcdMember => ({
  id: String(1000 + i), name: `cp-${i}`, peerURLs: [`https://10.0.0.${i}:2380`], clientURLs: [`https://10.0.0.${i}:2379`], isLearner: false, ...more,
});
const seen = (members: EtcdMember[], healthy = members.map((m) => m.id)): EtcdSeen => ({ endpoint: 'https://10.0.0.1:2379 via host[cp-1]', members, healthy });
const summary = (p: ReturnType<typeof planEtcdMembership>) => p.changes.map((c) => `${c.action} ${formatAddress(c.addr)} ${c.reasons.map((r) => r.code).join(',')}`.trim());

test('3 → 5: the two new control planes join; the three members are noops', () => {
  const p = planEtcdMembership(testCluster(hosts(5)), seen([1, 2, 3].map((i) => member(i))));
  assert.deepEqual(summary(p), [
    'noop host[cp-1].member[etcd]', 'noop host[cp-2].member[etcd]', 'noop host[cp-3].member[etcd]',
    'create host[cp-4].member[etcd] join', 'create host[cp-5].member[etcd] join',
  ]);
  assert.deepEqual(p.refusals, []);
  assert.equal(p.changes[3]!.after?.digest, 'etcd-member:voter:https://10.0.0.4:2380');
});

test('5 → 3: the members no control plane has any more are removed; a learner of a control plane is promoted', () => {
  const p = planEtcdMembership(testCluster(hosts(3)), seen([member(1), member(2), member(3, { isLearner: true }), member(4), member(5)]));
  assert.deepEqual(summary(p), [
    'noop host[cp-1].member[etcd]', 'noop host[cp-2].member[etcd]', 'update host[cp-3].member[etcd] learner',
    'delete host[cp-4].member[etcd] left', 'delete host[cp-5].member[etcd] left',
  ]);
  assert.equal(p.changes[3]!.before?.digest, 'etcd-member:voter:https://10.0.0.4:2380');
});

test('a removal that would leave too few healthy voters for quorum is refused, saying why; an unhealthy member goes first', () => {
  const members = [1, 2, 3, 4, 5].map((i) => member(i));
  // Down to one control plane while cp-2 and cp-4 are down: removing the unhealthy ones first keeps quorum all the way.
  const ok = planEtcdMembership(testCluster(hosts(1)), seen(members, ['1001', '1003', '1005']));
  assert.deepEqual(ok.refusals, []);
  const removals = ok.changes.filter((c) => c.action === 'delete');
  assert.deepEqual(removals.map((c) => formatAddress(c.addr)), ['host[cp-2].member[etcd]', 'host[cp-4].member[etcd]', 'host[cp-3].member[etcd]', 'host[cp-5].member[etcd]']);
  assert.deepEqual(removals.map((c) => c.dependsOn.map(formatAddress)), [[], ['host[cp-2].member[etcd]'], ['host[cp-4].member[etcd]'], ['host[cp-3].member[etcd]']], 'each removal after the one before, so apply keeps the order');
  assert.match(ok.changes.find((c) => c.action === 'delete')!.reasons[0]!.detail, /the member does not answer/);
  // Keeping cp-1..3 while cp-2 and cp-3 are down: removing cp-4 or cp-5 (both up) would leave 4 voters with 2 healthy.
  const refused = planEtcdMembership(testCluster(hosts(3)), seen(members, ['1001', '1004', '1005']));
  assert.deepEqual(refused.changes.filter((c) => c.action === 'delete'), []);
  assert.deepEqual(refused.refusals, [4, 5].map((i) => `removing etcd member cp-${i} (https://10.0.0.${i}:2380) would leave 4 voting members of which 2 are healthy, and etcd needs 3 for quorum: bring the unhealthy members back, or remove fewer control planes at once`));
});

test('nothing is planned without a member list (a brand-new cluster, or external etcd)', () => {
  assert.deepEqual(planEtcdMembership(testCluster(hosts(3)), undefined), { changes: [], refusals: [] });
  assert.deepEqual(planEtcdMembership(testCluster(hosts(3)), { endpoint: 'x', error: 'connection refused' }), { changes: [], refusals: [] });
});

test('a member that never started is named by its ID in hex, as kubeadm names it', () => {
  const p = planEtcdMembership(testCluster(hosts(1)), seen([member(1), member(9, { name: '', clientURLs: [], id: '255' })]));
  assert.deepEqual(summary(p), ['noop host[cp-1].member[etcd]', 'delete host[ff].member[etcd] left']);
});
