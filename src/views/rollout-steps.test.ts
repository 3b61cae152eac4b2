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
