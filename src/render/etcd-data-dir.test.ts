import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCluster } from '../../test/support/test-clusters.js';
import type { Cluster } from '../model/cluster.js';
import { formatAddress } from '../model/address.js';
import { renderEtcdDataDir } from './etcd-data-dir.js';
import { managedDirectories } from './managed-paths.js';
import { renderStaticPods } from './static-pods/index.js';

const cluster = testCluster([
  '{ name: cp-1, role: control-plane, address: 10.0.0.1 }',
  '{ name: w-1, role: worker, address: 10.0.0.3 }',
], { spec: 'etcd: { local: { dataDir: /srv/etcd-data } }' });
const [cp, worker] = cluster.hosts as [Cluster['hosts'][number], Cluster['hosts'][number]];

test('a control plane with local etcd has its data directory at dataDir, 0700 root:root; workers have none', () => {
  assert.deepEqual(renderEtcdDataDir(cluster, cp).map((d) => [formatAddress(d.addr), d.spec.mode, d.spec.owner]), [['host[cp-1].dir[/srv/etcd-data]', 0o700, { uid: 0, gid: 0 }]]);
  assert.deepEqual(renderEtcdDataDir(cluster, worker), []);
  assert.deepEqual(managedDirectories(cluster, cp), ['/srv/etcd-data']);
});

test('the etcd manifest depends on the data directory, so apply makes it first; with external etcd there is none', () => {
  const etcd = renderStaticPods(cluster, cp).find((d) => d.spec.path.endsWith('/etcd.yaml'))!;
  assert.ok(etcd.dependsOn.some((a) => formatAddress(a) === 'host[cp-1].dir[/srv/etcd-data]'));
  const external = { ...cluster, etcd: { mode: 'external' } } as unknown as Cluster;
  assert.deepEqual(renderEtcdDataDir(external, cp), []);
  assert.deepEqual(managedDirectories(external, cp), []);
});
