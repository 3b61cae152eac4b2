import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCluster } from '../../test/support/test-clusters.js';
import { formatAddress } from '../model/address.js';
import { planKubeletRestarts } from './plan-kubelet-restarts.js';

const cluster = testCluster([
  '{ name: cp-1, role: control-plane, address: 10.0.0.1 }',
  '{ name: w-1, role: worker, address: 10.0.0.3 }',
  '{ name: w-2, role: worker, address: 10.0.0.4 }',
]);

test('a Node reporting another kubelet release than cluster.yaml\'s is a restart; the same release a noop; no Node, nothing', () => {
  assert.equal(cluster.kubernetesVersion, 'v1.34.2');
  const changes = planKubeletRestarts(cluster, new Map([['cp-1', 'v1.34.2'], ['w-1', 'v1.33.13'], ['elsewhere', 'v1.30.0']]));
  assert.deepEqual(changes.map((c) => [formatAddress(c.addr), c.action, c.before?.digest, c.after?.digest]), [
    ['host[cp-1].process[kubelet]', 'noop', 'version:v1.34.2', 'version:v1.34.2'],
    ['host[w-1].process[kubelet]', 'update', 'version:v1.33.13', 'version:v1.34.2'],
  ]);
  assert.deepEqual(changes[0]!.reasons, []);
  assert.deepEqual(changes[1]!.reasons.map((r) => r.code), ['version']);
  assert.match(changes[1]!.reasons[0]!.detail, /the kubelet runs v1\.33\.13; cluster\.yaml asks for v1\.34\.2: restarted on the kubelet installed on the host, which must be v1\.34\.2/);
  assert.deepEqual(planKubeletRestarts(cluster, new Map()), [], 'without an apiserver to ask, no Node and so no restart');
});
