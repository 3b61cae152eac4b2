import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nodeObjects } from './nodes.js';
import { testCluster } from './test-cluster.js';

const CP_TAINT = { key: 'node-role.kubernetes.io/control-plane', effect: 'NoSchedule' };

test('control-plane nodes get the kubeadm role labels and taint; plain workers get nothing', () => {
  const nodes = nodeObjects(testCluster());
  assert.deepEqual(nodes, [
    {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: 'cp-1', labels: { 'node-role.kubernetes.io/control-plane': '', 'node.kubernetes.io/exclude-from-external-load-balancers': '' } },
      spec: { taints: [CP_TAINT] },
    },
  ]);
});

test('user labels and taints are added; a user taint with the same key and effect replaces the default', () => {
  const nodes = nodeObjects(testCluster({
    hosts: [
      {
        name: 'cp-1', role: 'control-plane', address: '10.0.0.11', labels: { zone: 'a' },
        taints: [
          { key: 'node-role.kubernetes.io/control-plane', value: 'yes', effect: 'NoSchedule' },
          { key: 'node-role.kubernetes.io/control-plane', effect: 'NoExecute' },
        ],
      },
      { name: 'w-1', role: 'worker', address: '10.0.0.21', taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }] },
      { name: 'w-2', role: 'worker', address: '10.0.0.22', labels: { pool: 'big' } },
      { name: 'w-3', role: 'worker', address: '10.0.0.23' },
    ],
  }));
  assert.deepEqual(nodes.map((n) => n.metadata.name), ['cp-1', 'w-1', 'w-2']);
  const [cp, w1, w2] = nodes;
  assert.equal((cp!.metadata.labels as Record<string, string>).zone, 'a');
  assert.equal((cp!.metadata.labels as Record<string, string>)['node-role.kubernetes.io/control-plane'], '');
  assert.deepEqual(cp!.spec, {
    taints: [
      { key: 'node-role.kubernetes.io/control-plane', value: 'yes', effect: 'NoSchedule' },
      { key: 'node-role.kubernetes.io/control-plane', effect: 'NoExecute' },
    ],
  });
  assert.deepEqual(w1!.metadata.labels, {});
  assert.deepEqual(w1!.spec, { taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }] });
  assert.deepEqual(w2!.metadata.labels, { pool: 'big' });
  assert.equal(w2!.spec, undefined);
});
