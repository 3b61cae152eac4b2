import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileAddress, processAddress } from '../model/address.js';
import type { RolloutSettings, RolloutStep } from '../model/rollout.js';
import { stepText } from './rollout-steps.js';

const settings: RolloutSettings = {
  staticPodTimeoutSeconds: 300,
  kubeletTimeoutSeconds: 240,
  workloadTimeoutSeconds: 300,
  workerParallelism: 1,
  kubeletRestartCommand: 'systemctl restart kubelet',
  kubeletStopCommand: 'systemctl stop kubelet',
  kubeletStartCommand: 'systemctl enable kubelet && systemctl restart kubelet',
  containerdRestartCommand: 'systemctl restart containerd',
};

const kubeletStep = (withProcess: boolean): RolloutStep => ({
  number: 3,
  title: 'kubelet on cp-1',
  parallelism: 1,
  units: [{
    host: 'cp-1',
    changes: [fileAddress('cp-1', '/var/lib/kubelet/config.yaml'), ...(withProcess ? [processAddress('cp-1', 'kubelet')] : [])],
    gate: { kind: 'kubelet', host: 'cp-1' },
  }],
});

test('a kubelet step onto a new release says that a control plane then waits for its static pods to settle', () => {
  const text = stepText(kubeletStep(true), settings);
  assert.match(text, /^kubelet on cp-1: 2 changes; then restart the kubelet \(systemctl restart kubelet\) and wait for \/healthz and the Node Ready at the new version \(up to 4m\)/);
  assert.match(text, /static pods to settle under the new kubelet.*at least 45 s after the restart, the last 10 s with the same containers and passing probes \(up to 5m\); rolled back if not$/);
});

test('a kubelet step for configuration alone waits for /healthz and the Node Ready only', () => {
  assert.equal(stepText(kubeletStep(false), settings),
    'kubelet on cp-1: 1 change; then restart the kubelet (systemctl restart kubelet) and wait for /healthz and the Node Ready (up to 4m; rolled back if not)');
});

test('a host being set up: its kubelet started with kubeletStartCommand, a worker\'s left to register its Node after TLS bootstrap, a control plane\'s waited for, before its etcd member when it joins etcd', () => {
  const join: RolloutStep = { number: 4, title: 'worker joins', parallelism: 4, units: ['w-1', 'w-2'].map((h) => ({ host: h, changes: [fileAddress(h, '/var/lib/kubelet/config.yaml')], gate: { kind: 'kubelet-start', host: h, bootstrap: true } as const })) };
  assert.equal(stepText(join, settings),
    'worker joins: 2 changes on w-1, w-2, 4 at a time; then start the kubelet (systemctl enable kubelet && systemctl restart kubelet), which registers its Node after TLS bootstrap (apply waits for it at its end); its files are rolled back and the kubelet stopped if the command fails');
  const controlPlane: RolloutStep = { number: 1, title: 'host[cp-1] files', parallelism: 1, units: [{ host: 'cp-1', changes: [fileAddress('cp-1', '/var/lib/kubelet/config.yaml')], gate: { kind: 'kubelet-start', host: 'cp-1' } }] };
  assert.equal(stepText(controlPlane, settings),
    'host[cp-1] files: 1 change; then start the kubelet (systemctl enable kubelet && systemctl restart kubelet) and wait for /healthz (up to 4m); its files are rolled back and the kubelet stopped if not');
  const etcd: RolloutStep = { number: 2, title: 'host[cp-2] etcd join', parallelism: 1, units: [{ host: 'cp-2', changes: [fileAddress('cp-2', '/var/lib/kubelet/config.yaml')], gate: { kind: 'etcd-join', host: 'cp-2', startKubelet: true } }] };
  assert.equal(stepText(etcd, settings),
    'host[cp-2] etcd join: 1 change; add cp-2 to etcd as a learner first, then start the kubelet (systemctl enable kubelet && systemctl restart kubelet) and wait for /healthz (up to 4m), then wait until its member has started and caught up, promote it and wait until it answers (up to 5m; its files are rolled back and the member removed if not)');
});

test('a step that writes containerd\'s config.toml restarts containerd and waits for its CRI before the kubelet is restarted or started', () => {
  const config = (h: string) => fileAddress(h, '/etc/containerd/config.toml');
  const running: RolloutStep = { number: 3, title: 'worker kubelets', parallelism: 1, units: [{ host: 'w-1', changes: [config('w-1')], gate: { kind: 'kubelet', host: 'w-1' } }] };
  assert.equal(stepText(running, settings),
    'worker kubelets: 1 change; then restart containerd (systemctl restart containerd) and wait for its CRI to answer (up to 4m), then restart the kubelet (systemctl restart kubelet) and wait for /healthz and the Node Ready (up to 4m; rolled back if not)');
  const etcd: RolloutStep = { number: 2, title: 'host[cp-2] etcd join', parallelism: 1, units: [{ host: 'cp-2', changes: [config('cp-2')], gate: { kind: 'etcd-join', host: 'cp-2', startKubelet: true } }] };
  assert.match(stepText(etcd, settings), /add cp-2 to etcd as a learner first, then restart containerd \(systemctl restart containerd\) and wait for its CRI to answer \(up to 4m\), then start the kubelet/);
  const join: RolloutStep = { number: 4, title: 'worker joins', parallelism: 4, units: [{ host: 'w-2', changes: [config('w-2')], gate: { kind: 'kubelet-start', host: 'w-2', bootstrap: true } }] };
  assert.match(stepText(join, settings), /^worker joins: 1 change; then restart containerd \(systemctl restart containerd\) and wait for its CRI to answer \(up to 4m\), then start the kubelet/);
});
