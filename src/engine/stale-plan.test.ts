import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileAddress, objectAddress, processAddress } from '../model/address.js';
import type { Gate, PlannedRollout } from '../model/rollout.js';
import type { Change, Plan } from '../model/plan.js';
import { rolloutDifference, stalePlanDifferences } from './stale-plan.js';

const state = (digest: string) => ({ digest, view: { kind: 'text', text: '' } as const });
const loaded = (name: 'kube-scheduler' | 'etcd'): Change => ({
  addr: processAddress('cp-2', name), action: 'noop', format: 'process', sensitive: false, dependsOn: [], reasons: [],
  before: state('loaded'), after: state('loaded'),
});
const restart = (name: 'kube-apiserver'): Change => ({
  addr: processAddress('cp-2', name), action: 'update', format: 'process', sensitive: false, dependsOn: [],
  reasons: [{ code: 'started-before', detail: '' }], before: state('process-start:100'), after: state('loads:200'),
});
const file = (action: 'noop' | 'update', digest: string): Change => ({
  addr: fileAddress('cp-2', '/etc/kubernetes/pki/ca.crt'), action, format: 'certificate', sensitive: false, dependsOn: [], reasons: [],
  before: { ...state(digest), mode: 0o644, uid: 0, gid: 0 }, after: { ...state(digest), mode: 0o644, uid: 0, gid: 0 },
});
const plan = (...changes: Change[]): Plan => ({ formatVersion: 1, configDigest: 'c', cluster: 'x', kubernetesVersion: 'v1.37.2', changes });

test('a noop in only one of the two plans is no difference: a component restarting between plan and apply has nothing to do either way', () => {
  const saved = plan(restart('kube-apiserver'), loaded('kube-scheduler'));
  assert.deepEqual(stalePlanDifferences(saved, plan(restart('kube-apiserver'))), []);
  assert.deepEqual(stalePlanDifferences(plan(restart('kube-apiserver')), saved), []);
});

test('an effective change in only one of the two plans, a changed action or changed bytes make the saved plan stale', () => {
  assert.deepEqual(stalePlanDifferences(plan(restart('kube-apiserver'), loaded('etcd')), plan(loaded('etcd'))),
    ['host[cp-2].process[kube-apiserver]: no longer part of the plan']);
  assert.deepEqual(stalePlanDifferences(plan(loaded('etcd')), plan(restart('kube-apiserver'), loaded('etcd'))),
    ['host[cp-2].process[kube-apiserver]: now part of the plan']);
  assert.deepEqual(stalePlanDifferences(plan(file('noop', 'a')), plan(file('update', 'a'))),
    ['host[cp-2].file[/etc/kubernetes/pki/ca.crt]: planned noop, would now update']);
  assert.deepEqual(stalePlanDifferences(plan(file('noop', 'a')), plan(file('noop', 'b'))),
    ['host[cp-2].file[/etc/kubernetes/pki/ca.crt]: changed on the host since the plan was made']);
});

test('a saved plan whose shown text differs from what its digest holds was edited: apply refuses it', () => {
  const manifest = (text: string): Change => ({
    addr: fileAddress('cp-2', '/etc/kubernetes/manifests/kube-apiserver.yaml'), action: 'update', format: 'static-pod', sensitive: false, dependsOn: [], reasons: [],
    before: { digest: 'old', view: { kind: 'text', text: 'old\n' }, mode: 0o600, uid: 0, gid: 0 },
    after: { digest: 'new', view: { kind: 'text', text }, mode: 0o600, uid: 0, gid: 0 },
  });
  assert.deepEqual(stalePlanDifferences(plan(manifest('- --a=1\n')), plan(manifest('- --a=1\n'))), []);
  assert.deepEqual(stalePlanDifferences(plan(manifest('- --a=1\n- --reviewed-flag\n')), plan(manifest('- --a=1\n'))),
    ['host[cp-2].file[/etc/kubernetes/manifests/kube-apiserver.yaml]: what the plan file shows of it (after) is not what its digest holds: the plan file was edited after it was made']);
  // Processes show when they started, which moves on between plan and apply: not compared.
  const started = (text: string) => ({ ...restart('kube-apiserver'), before: { digest: 'process-start:100', view: { kind: 'text', text } } }) as Change;
  assert.deepEqual(stalePlanDifferences(plan(started('5m ago')), plan(started('6m ago'))), []);
});

test('a saved plan\'s rollout is compared with the one apply would run; new tokens\' random ids aside', () => {
  const settings = { staticPodTimeoutSeconds: 300, kubeletTimeoutSeconds: 240, workloadTimeoutSeconds: 300, workerParallelism: 1, kubeletRestartCommand: 'systemctl restart kubelet', kubeletStopCommand: 'systemctl stop kubelet', kubeletStartCommand: 'systemctl enable kubelet && systemctl restart kubelet', containerdRestartCommand: 'systemctl restart containerd' };
  const token = (id: string) => objectAddress('v1', 'Secret', `bootstrap-token-${id}`, 'kube-system');
  const rollout = (tokenId: string, gate: Gate = { kind: 'static-pod', host: 'cp-2', component: 'kube-apiserver' }): PlannedRollout => ({
    settings,
    steps: [
      { number: 1, title: 'host[cp-2]', parallelism: 1, units: [{ host: 'cp-2', changes: [fileAddress('cp-2', '/etc/kubernetes/manifests/kube-apiserver.yaml')], gate }] },
      { number: 2, title: 'cluster objects', parallelism: 1, units: [{ changes: [token(tokenId)] }] },
    ],
  });
  assert.equal(rolloutDifference(rollout('abcdef'), rollout('abcdef')), undefined);
  assert.equal(rolloutDifference(rollout('abcdef'), rollout('zyxwvu')), undefined, 'a token made anew has another id in every plan');
  assert.equal(rolloutDifference(JSON.parse(JSON.stringify(rollout('abcdef'))) as PlannedRollout, rollout('abcdef')), undefined, 'as read back from a file');
  assert.equal(rolloutDifference(rollout('abcdef', { kind: 'kubelet', host: 'cp-2' }), rollout('abcdef')), 'the rollout differs from the saved plan\'s from step 1 (host[cp-2])');
  const shorter = { ...rollout('abcdef'), steps: rollout('abcdef').steps.slice(0, 1) };
  assert.equal(rolloutDifference(shorter, rollout('abcdef')), 'the rollout differs from the saved plan\'s from step 2 (cluster objects)');
  assert.equal(rolloutDifference({ ...rollout('abcdef'), settings: { ...settings, workerParallelism: 5 } }, rollout('abcdef')), 'the rollout settings differ from the saved plan\'s');
});
