import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCluster } from '../../test/support/test-clusters.js';
import type { EtcdMember } from '../model/etcd-membership.js';
import { etcdFlags } from '../render/static-pods/etcd.js';
import type { ObservedFile } from '../state/observe-host.js';
import { etcdBootstrap } from './etcd-bootstrap.js';

const cluster = testCluster(Array.from({ length: 5 }, (_, i) => `{ name: cp-${i + 1}, role: control-plane, address: 10.0.0.${i + 1} }`));
const member = (i: number): EtcdMember => ({ id: String(i), name: `cp-${i}`, peerURLs: [`https://10.0.0.${i}:2380`], clientURLs: [`https://10.0.0.${i}:2379`], isLearner: false });
const manifest = (host: string, initialCluster: string, state?: string): [string, Map<string, ObservedFile>] => {
  const text = `apiVersion: v1\nkind: Pod\nspec:\n  containers:\n  - name: etcd\n    command:\n    - etcd\n    - --initial-cluster=${initialCluster}\n${state ? `    - --initial-cluster-state=${state}\n` : ''}    - --name=${host}\n`;
  const path = '/etc/kubernetes/manifests/etcd.yaml';
  return [host, new Map([[path, { host, path, exists: true, content: Buffer.from(text), digest: 'x' }]])];
};

test('a brand-new cluster (no member list) bootstraps every control plane together: nothing overrides the static form', () => {
  assert.deepEqual(etcdBootstrap(cluster, new Map(), undefined), new Map());
  const flags = new Map(etcdFlags(cluster, cluster.hosts[0]!, cluster.etcd as never));
  assert.equal(flags.get('initial-cluster'), [1, 2, 3, 4, 5].map((i) => `cp-${i}=https://10.0.0.${i}:2380`).join(','));
  assert.equal(flags.has('initial-cluster-state'), false);
});

test('running members keep what their manifests say; joining hosts list the members, the hosts joining before them and themselves, as existing', () => {
  const initial = [1, 2, 3].map((i) => `cp-${i}=https://10.0.0.${i}:2380`).join(',');
  const files = new Map([manifest('cp-1', initial), manifest('cp-2', initial), manifest('cp-3', 'cp-3=https://10.0.0.3:2380', 'new')]);
  const out = etcdBootstrap(cluster, files, { endpoint: 'e', members: [1, 2, 3].map(member) });
  assert.deepEqual(out.get('cp-1'), { initialCluster: initial });
  assert.deepEqual(out.get('cp-3'), { initialCluster: 'cp-3=https://10.0.0.3:2380', initialClusterState: 'new' });
  assert.deepEqual(out.get('cp-4'), { initialCluster: `${initial},cp-4=https://10.0.0.4:2380`, initialClusterState: 'existing' });
  assert.deepEqual(out.get('cp-5'), { initialCluster: `${initial},cp-4=https://10.0.0.4:2380,cp-5=https://10.0.0.5:2380`, initialClusterState: 'existing' });
  const flags = etcdFlags(cluster, cluster.hosts[3]!, cluster.etcd as never, out.get('cp-4'));
  const names = flags.map(([k]) => k);
  assert.equal(names.indexOf('initial-cluster-state'), names.indexOf('initial-cluster') + 1, 'kubeadm sorts the flags');
});

test('a host that is a member but has no manifest (a bootstrap cut short) keeps the static form', () => {
  const initial = [1, 2, 3, 4, 5].map((i) => `cp-${i}=https://10.0.0.${i}:2380`).join(',');
  const files = new Map([manifest('cp-1', initial)]);
  const out = etcdBootstrap(cluster, files, { endpoint: 'e', members: [1, 2, 3, 4, 5].map(member) });
  assert.deepEqual([...out.keys()], ['cp-1']);
});
