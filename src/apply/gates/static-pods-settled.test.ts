import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { KubeObject } from '../../model/desired.js';
import { mirrorPodRunning, settledAtEarliest, Steadiness } from './static-pods-settled.js';
import { NEW_KUBELET_SETTLE_SECONDS } from '../../model/rollout.js';

const mirror = (containers: { id: string; ready: boolean; running: boolean }[]): KubeObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'kube-apiserver-cp-1', namespace: 'kube-system', annotations: { 'kubernetes.io/config.mirror': 'abc' } },
  status: { containerStatuses: containers.map((c, i) => ({ name: `c${i}`, containerID: c.id, ready: c.ready, state: c.running ? { running: { startedAt: '2026-11-26T13:00:00Z' } } : { waiting: { reason: 'ContainerCreating' } } })) },
});

test('a mirror pod runs when every container is running and ready; its container IDs tell a pod started again', () => {
  assert.deepEqual(mirrorPodRunning('kube-apiserver-cp-1', mirror([{ id: 'containerd://a', ready: true, running: true }])), { containers: 'containerd://a' });
  assert.notDeepEqual(
    mirrorPodRunning('kube-apiserver-cp-1', mirror([{ id: 'containerd://a', ready: true, running: true }])),
    mirrorPodRunning('kube-apiserver-cp-1', mirror([{ id: 'containerd://b', ready: true, running: true }])),
  );
  assert.equal(mirrorPodRunning('kube-apiserver-cp-1', undefined), 'no mirror pod kube-apiserver-cp-1');
  assert.match(String(mirrorPodRunning('kube-apiserver-cp-1', mirror([]))), /no container has started/);
  assert.match(String(mirrorPodRunning('kube-apiserver-cp-1', mirror([{ id: 'a', ready: false, running: false }]))), /c0 is not running/);
  assert.match(String(mirrorPodRunning('kube-apiserver-cp-1', mirror([{ id: 'a', ready: true, running: true }, { id: 'b', ready: false, running: true }]))), /c1 is not ready/);
});

test('steady only once the same containers stayed healthy for the whole window and the settle time has passed', () => {
  const s = new Steadiness(45_000, 10_000);
  assert.match(String(s.observe(0, 'a')), /healthy for 0s of 10s/);
  assert.match(String(s.observe(9_000, 'a')), /healthy for 9s of 10s/);
  assert.match(String(s.observe(12_000, 'a')), /waiting 33s more for the kubelet to settle/, 'steady early on: the kubelet may still start the pods again');
  // The kubelet killed the pods and started them again: the wait starts over.
  assert.equal(s.observe(20_000, undefined), 'not all healthy');
  assert.match(String(s.observe(30_000, 'b')), /healthy for 0s/);
  assert.match(String(s.observe(39_000, 'b')), /healthy for 9s/);
  assert.match(String(s.observe(41_000, 'b')), /waiting 4s more/);
  assert.equal(s.observe(45_000, 'b'), true);
  // Other containers than those seen steady (started again) start the wait over too.
  assert.match(String(s.observe(46_000, 'c')), /healthy for 0s/);
});

test('a new kubelet is done with static pods whose manifests all give their UID at once (it keeps them); with any manifest without one, only after NEW_KUBELET_SETTLE_SECONDS', () => {
  const manifest = (uid?: string) => `apiVersion: v1\nkind: Pod\nmetadata:\n  name: kube-scheduler\n  namespace: kube-system\n${uid ? `  uid: ${uid}\n` : ''}spec:\n  containers: []\n`;
  const t = 1_800_000_000_000;
  assert.equal(settledAtEarliest([{ component: 'etcd', manifest: manifest('0a') }, { component: 'kube-scheduler', manifest: manifest('0b') }], t), t);
  assert.equal(settledAtEarliest([{ component: 'etcd', manifest: manifest('0a') }, { component: 'kube-scheduler', manifest: manifest() }], t), t + NEW_KUBELET_SETTLE_SECONDS * 1000);
});
