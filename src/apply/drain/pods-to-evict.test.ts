import assert from 'node:assert/strict';
import { test } from 'node:test';
import { podsToEvict, type DrainedPod } from './pods-to-evict.js';

const pod = (name: string, extra: { owner?: string; annotations?: Record<string, string>; phase?: string; deleting?: boolean } = {}): DrainedPod => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: {
    name,
    namespace: 'default',
    ...(extra.owner ? { ownerReferences: [{ kind: extra.owner, name: 'x', controller: true }] } : {}),
    ...(extra.annotations ? { annotations: extra.annotations } : {}),
    ...(extra.deleting ? { deletionTimestamp: '2026-01-01T00:00:00Z' } : {}),
  },
  status: { phase: extra.phase ?? 'Running' },
});

test('a drain evicts controller-managed Pods, waits for terminating ones, and leaves mirror, DaemonSet and finished Pods', () => {
  const s = podsToEvict([
    pod('web', { owner: 'ReplicaSet' }),
    pod('db', { owner: 'StatefulSet' }),
    pod('etcd-cp-1', { owner: 'Node', annotations: { 'kubernetes.io/config.mirror': 'abc' } }),
    pod('kube-proxy-x', { owner: 'DaemonSet' }),
    pod('job-done', { owner: 'Job', phase: 'Succeeded' }),
    pod('old', { owner: 'ReplicaSet', deleting: true }),
  ]);
  assert.deepEqual(s.evict.map((p) => p.metadata.name), ['web', 'db']);
  assert.deepEqual(s.terminating.map((p) => p.metadata.name), ['old']);
  assert.deepEqual(s.refused, []);
});

test('a Pod no controller manages is named and refuses the drain, as kubectl drain without --force does; a finished one does not', () => {
  const s = podsToEvict([pod('lonely'), pod('owned-but-not-controlled', { owner: undefined }), pod('finished', { phase: 'Failed' }), pod('web', { owner: 'ReplicaSet' })]);
  assert.deepEqual(s.refused, [
    'Pod default/lonely is not managed by a controller, so evicting it would delete it for good: delete or move it first',
    'Pod default/owned-but-not-controlled is not managed by a controller, so evicting it would delete it for good: delete or move it first',
  ]);
  const notController: DrainedPod = { ...pod('ref'), metadata: { ...pod('ref').metadata, ownerReferences: [{ kind: 'ReplicaSet', name: 'x' }] } };
  assert.equal(podsToEvict([notController]).refused.length, 1, 'an owner reference that is not the controller does not count');
});
