import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Host } from './cluster.js';
import type { EtcdMember } from './etcd-membership.js';
import { etcdSnapshotSource } from './etcd-snapshot-source.js';

const host = (name: string): Host => ({ name, role: 'control-plane', address: '10.0.0.1', internalAddress: '10.0.0.1', labels: {}, taints: [], transport: { kind: 'ssh', ssh: {} as never } });
const member = (name: string, id: string, isLearner = false): EtcdMember => ({ id, name, peerURLs: [`https://${name}:2380`], clientURLs: [`https://${name}:2379`], isLearner });
const hosts = ['cp-1', 'cp-2', 'cp-3'].map(host);
const members = [member('cp-1', '1'), member('cp-2', '2'), member('cp-3', '3')];
const source = (healthy: string[], list = members) => etcdSnapshotSource(hosts, { endpoint: 'x', members: list, healthy });

test('the snapshot comes from the first control plane in cluster.yaml\'s order whose member is voting and answers', () => {
  assert.equal(source(['1', '2', '3']).host.name, 'cp-1');
  assert.equal(source(['2', '3']).host.name, 'cp-2');
  assert.equal(source(['1', '2', '3'], [member('cp-1', '1', true), members[1]!, members[2]!]).host.name, 'cp-2', 'a learner may lag the leader');
  assert.equal(source(['3']).member.clientURLs[0], 'https://cp-3:2379');
});

test('without a voting member that answers, or without a member list, the refusal says each member\'s state', () => {
  assert.throws(() => source([], [member('cp-1', '1', true), members[1]!, member('', '255')]), /^RemoteError: no control plane of cluster\.yaml runs a healthy voting etcd member \(members: cp-1 \(learner\) \(not answering\), cp-2 \(not answering\), ff \(not answering\)\)$/);
  assert.throws(() => etcdSnapshotSource(hosts, { endpoint: 'x', error: 'https://10.0.0.11:2379 via host[cp-1]: connection refused' }), /no etcd member answers: https:\/\/10\.0\.0\.11:2379 via host\[cp-1\]: connection refused/);
});
