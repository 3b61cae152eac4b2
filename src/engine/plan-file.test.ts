import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { binaryAddress, fileAddress, objectAddress, storageAddress } from '../model/address.js';
import type { Plan } from '../model/plan.js';
import type { PlannedRollout } from '../model/rollout.js';
import { UserError } from '../errors.js';
import { readPlanFile, writePlanFile } from './plan-file.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-plan-file-'));
after(() => rmSync(work, { recursive: true, force: true }));

const manifest = fileAddress('cp-1', '/etc/kubernetes/manifests/kube-apiserver.yaml');
const coredns = objectAddress('apps/v1', 'Deployment', 'coredns', 'kube-system');
const plan: Plan = {
  formatVersion: 1, configDigest: 'a'.repeat(64), cluster: 'demo', kubernetesVersion: 'v1.34.2',
  changes: [{ addr: manifest, action: 'create', format: 'static-pod', sensitive: false, reasons: [{ code: 'missing', detail: 'not on the host' }], dependsOn: [], after: { digest: 'b'.repeat(64), view: { kind: 'unreadable', why: 'test' }, mode: 0o600, uid: 0, gid: 0 } }],
};
const rollout: PlannedRollout = {
  settings: { staticPodTimeoutSeconds: 300, kubeletTimeoutSeconds: 240, workloadTimeoutSeconds: 300, workerParallelism: 2, kubeletRestartCommand: 'systemctl restart kubelet', kubeletStopCommand: 'systemctl stop kubelet', kubeletStartCommand: 'systemctl enable kubelet && systemctl restart kubelet', containerdRestartCommand: 'systemctl restart containerd' },
  steps: [
    { number: 1, title: 'host[cp-1]', parallelism: 1, units: [{ host: 'cp-1', changes: [manifest], gate: { kind: 'static-pod', host: 'cp-1', component: 'kube-apiserver' } }] },
    { number: 2, title: 'cluster objects', parallelism: 1, units: [{ changes: [coredns], gate: { kind: 'workloads', workloads: [coredns] } }] },
    { number: 3, title: 'host[cp-2] etcd join', parallelism: 1, units: [{ host: 'cp-2', changes: [], gate: { kind: 'etcd-join', host: 'cp-2', startKubelet: true } }] },
    { number: 4, title: 'worker joins', parallelism: 4, units: [{ host: 'w-1', changes: [], gate: { kind: 'kubelet-start', host: 'w-1', bootstrap: true } }, { host: 'w-2', changes: [], gate: { kind: 'kubelet-start', host: 'w-2' } }] },
  ],
};

test('a saved plan keeps its rollout, and reads it back as it was', () => {
  const file = join(work, 'with-rollout.plan');
  writePlanFile(file, { ...plan, targets: ['host'] }, rollout);
  const saved = readPlanFile(file);
  assert.deepEqual(saved.rollout, rollout);
  assert.deepEqual(saved.plan.targets, ['host']);
  assert.deepEqual(saved.plan, { ...plan, targets: ['host'] }, 'the rollout is kept beside the plan');
  writePlanFile(file, plan, rollout);
  assert.deepEqual(readPlanFile(file).plan, plan, 'a plan of everything has no targets');
});

test('a plan saved without a rollout is still read; a rollout that is not one is refused in one line', () => {
  const file = join(work, 'edited.plan');
  writeFileSync(file, JSON.stringify({ ...plan, targets: [] }));
  assert.equal(readPlanFile(file).rollout, undefined);
  const edited = (change: (r: Record<string, unknown> & PlannedRollout) => void, cause: RegExp) => {
    const r = JSON.parse(JSON.stringify(rollout)) as Record<string, unknown> & PlannedRollout;
    change(r);
    writeFileSync(file, JSON.stringify({ ...plan, rollout: r }));
    assert.throws(() => readPlanFile(file), (e: unknown) => e instanceof UserError && e.message.split('\n').length === 1 && cause.test(e.message));
  };
  edited((r) => ((r.steps[0]!.units[0] as { gate: unknown }).gate = { kind: 'reboot', host: 'cp-1' }), /: not a k8sform plan file: rollout\.steps\[0\]\.units\[0\]\.gate: /);
  edited((r) => ((r.settings as { workerParallelism: number }).workerParallelism = 0), /: not a k8sform plan file: rollout\.settings\.workerParallelism: /);
  edited((r) => ((r.steps[1]!.units[0] as { changes: unknown[] }).changes = [{ scope: 'host[cp-1]', kind: 'object', name: 'v1/Secret/x' }]), /edited\.plan: rollout: .* is not an address$/);
  assert.match(readFileSync(file, 'utf8'), /v1\/Secret\/x/, 'the file itself is left as it is');
});

test('a plan of a CA rotation phase, whose trust bundles list two CAs, is saved and read back', () => {
  const file = join(work, 'rotation.plan');
  const ca = (subject: string) => ({ subject, issuer: subject, notBefore: '2026-01-01T00:00:00.000Z', notAfter: '2036-01-01T00:00:00.000Z', isCA: true, extKeyUsage: [], dnsNames: [], ipAddresses: [], publicKey: 'RSA 2048' });
  const bundle = fileAddress('cp-1', '/etc/kubernetes/pki/ca.crt');
  const rotation: Plan = {
    ...plan,
    changes: [{
      addr: bundle, action: 'replace', format: 'certificate', sensitive: false, origin: 'config', dependsOn: [],
      reasons: [{ code: 'ca-changed', detail: 'trusts a new CA beside the one that signs (CA rotation)' }],
      before: { digest: 'c'.repeat(64), view: { kind: 'certificate', certificate: ca('CN=kubernetes') }, mode: 0o644, uid: 0, gid: 0 },
      after: { digest: 'd'.repeat(64), view: { kind: 'certificate', certificate: ca('CN=kubernetes'), alsoTrusted: [ca('CN=kubernetes-next')] }, mode: 0o644, uid: 0, gid: 0 },
    }],
  };
  writePlanFile(file, rotation, rollout);
  assert.deepEqual(readPlanFile(file).plan, rotation);
});

test('Secrets to write again are saved with their rollout step and read back as they were', () => {
  const file = join(work, 'stored-secrets.plan');
  const stored = storageAddress();
  const withRewrite: Plan = {
    ...plan,
    changes: [{ addr: stored, action: 'update', format: 'stored-secrets', sensitive: false, origin: 'config', reasons: [{ code: 'stored-with', detail: 'key rotation, phase 3 of 4: 3 Secrets stored with key1 are written again with key2' }], dependsOn: [], before: { digest: 'stored-with:key1', view: { kind: 'text', text: '3 Secrets stored with key1' } }, after: { digest: 'stored-with:key2', view: { kind: 'text', text: 'every Secret with key2' } } }],
  };
  const steps = { ...rollout, steps: [{ number: 1, title: 'secrets rewrite', parallelism: 1, units: [{ changes: [stored] }] }] };
  writePlanFile(file, withRewrite, steps);
  const saved = readPlanFile(file);
  assert.deepEqual(saved.plan, withRewrite);
  assert.deepEqual(saved.rollout, steps);
});

test('a plan\'s preflight warnings are saved and read back', () => {
  const warnings = [{ host: 'w-1', check: 'overlay', message: 'overlay is not in /proc/filesystems', fix: 'run `modprobe overlay`' }];
  const path = join(work, 'warned.plan');
  writePlanFile(path, { ...plan, warnings }, rollout);
  assert.deepEqual(readPlanFile(path).plan.warnings, warnings);
});

test('binaries to install are saved by release, digest and source, with their kubelet step, and read back as they were', () => {
  const file = join(work, 'binaries.plan');
  const kubelet = binaryAddress('w-1', '/usr/bin/kubelet');
  const state = (sha256: string, release: string, source?: string) => ({ digest: sha256, mode: 0o755, uid: 0, gid: 0, view: { kind: 'binary' as const, release, sha256, ...(source ? { source } : {}) } });
  const upgrade: Plan = {
    ...plan,
    changes: [{ addr: kubelet, action: 'update', format: 'binary', sensitive: false, origin: 'config', reasons: [{ code: 'version', detail: 'kubelet v1.34.1 → v1.34.2' }], dependsOn: [], before: state('c'.repeat(64), 'v1.34.1'), after: state('d'.repeat(64), 'v1.34.2', 'https://dl.k8s.io/release/v1.34.2/bin/linux/amd64/kubelet') }],
  };
  const steps = { ...rollout, steps: [{ number: 1, title: 'worker kubelets', parallelism: 2, units: [{ host: 'w-1', changes: [kubelet], gate: { kind: 'kubelet' as const, host: 'w-1' } }] }] };
  writePlanFile(file, upgrade, steps);
  const saved = readPlanFile(file);
  assert.deepEqual(saved.plan, upgrade);
  assert.deepEqual(saved.rollout, steps);
});
