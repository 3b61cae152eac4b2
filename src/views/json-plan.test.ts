import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Ajv } from 'ajv';
import { binaryAddress, fileAddress, objectAddress } from '../model/address.js';
import type { Change } from '../model/plan.js';
import type { Gate } from '../model/rollout.js';
import { repoPath } from '../../test/support/paths.js';
import { renderPlanJson } from './json-plan.js';
import { cert, change, plan, state, text } from '../../test/support/test-plans.js';

const CHANGES = [
  change('/etc/kubernetes/pki/apiserver.crt', 'replace', 'certificate', {
    reasons: [{ code: 'san-added', detail: 'DNS:api.example.com' }],
    before: state({ kind: 'certificate', certificate: cert() }, { mode: 0o644 }),
    after: state({ kind: 'certificate', certificate: cert() }, { mode: 0o644 }),
    dependsOn: [fileAddress('cp-1', '/etc/kubernetes/pki/ca.key'), fileAddress('cp-1', '/etc/kubernetes/pki/ca.crt')],
  }),
  change('/a.env', 'create', 'env', { after: state(text('A=1\n')) }),
  change('/b.env', 'update', 'env', { before: state(text('B=1\n')), after: state(text('B=2\n')) }),
  change('/c.env', 'delete', 'env', { before: state(text('C=1\n')) }),
  change('/d.env', 'noop', 'env', { before: state(text('D=1\n')), after: state(text('D=1\n')) }),
];
const doc = () => JSON.parse(renderPlanJson(plan(CHANGES)));

test('top-level shape and key order', () => {
  const out = renderPlanJson(plan(CHANGES));
  assert.ok(out.endsWith('}\n'));
  assert.ok(out.startsWith('{\n  "format_version": "1",\n'));
  assert.deepEqual(Object.keys(doc()), ['format_version', 'cluster', 'kubernetes_version', 'config_digest', 'resource_changes', 'summary']);
  assert.deepEqual(doc().summary, { add: 2, change: 1, destroy: 2 });
});

test('one resource change per change, noops included, sorted by address, keys in a fixed order', () => {
  const rc = doc().resource_changes;
  assert.deepEqual(rc.map((c: { name: string }) => c.name), ['/a.env', '/b.env', '/c.env', '/d.env', '/etc/kubernetes/pki/apiserver.crt']);
  assert.deepEqual(Object.keys(rc[0]), ['address', 'scope', 'kind', 'name', 'action', 'actions', 'origin', 'format', 'sensitive', 'reasons', 'before', 'after', 'depends_on']);
  assert.deepEqual(Object.keys(rc[4].after), ['digest', 'mode', 'uid', 'gid', 'view']);
  assert.equal(rc[4].address, 'host[cp-1].file[/etc/kubernetes/pki/apiserver.crt]');
  assert.equal(rc[4].before.mode, '0644');
  assert.deepEqual(rc[4].reasons, [{ code: 'san-added', detail: 'DNS:api.example.com' }]);
  assert.deepEqual(rc[4].depends_on, ['host[cp-1].file[/etc/kubernetes/pki/ca.crt]', 'host[cp-1].file[/etc/kubernetes/pki/ca.key]']);
  assert.deepEqual(rc[4].after.view.certificate.dns_names, ['kubernetes', 'kubernetes.default']);
  assert.equal(rc[0].before, null);
  assert.equal(rc[2].after, null);
});

test('actions follow Terraform: a replacement deletes then creates', () => {
  const actions = Object.fromEntries(doc().resource_changes.map((c: { action: string; actions: string[] }) => [c.action, c.actions]));
  assert.deepEqual(actions, { create: ['create'], update: ['update'], delete: ['delete'], noop: ['no-op'], replace: ['delete', 'create'] });
});

test('the output does not depend on the order of the input', () => {
  assert.equal(renderPlanJson(plan([...CHANGES].reverse())), renderPlanJson(plan(CHANGES)));
});

test('the rollout: every gate apply may run, in the shape plan-json.schema.json says', () => {
  const settings = { staticPodTimeoutSeconds: 300, kubeletTimeoutSeconds: 240, workloadTimeoutSeconds: 300, workerParallelism: 1, kubeletRestartCommand: 'r', kubeletStopCommand: 's', kubeletStartCommand: 'e', containerdRestartCommand: 'systemctl restart containerd' };
  const gates: Gate[] = [
    { kind: 'static-pod', host: 'cp-1', component: 'etcd', restart: true },
    { kind: 'kubelet', host: 'cp-1' },
    { kind: 'workloads', workloads: [objectAddress('apps/v1', 'DaemonSet', 'kube-proxy', 'kube-system')] },
    { kind: 'etcd-join', host: 'cp-2', startKubelet: true },
    { kind: 'etcd-leave', member: 'cp-3' },
    { kind: 'etcd-snapshot', host: 'cp-1', keep: 3 },
    { kind: 'host-removal', host: 'w-9' },
    { kind: 'kubelet-start', host: 'cp-4' },
    { kind: 'kubelet-start', host: 'w-1', bootstrap: true },
  ];
  const steps = gates.map((gate, i) => ({ number: i + 1, title: `step ${i + 1}`, parallelism: 1, units: [{ host: 'cp-1', changes: [fileAddress('cp-1', '/a.env')], gate }] }));
  const json = JSON.parse(renderPlanJson(plan(CHANGES), { steps, settings })) as { rollout: { units: { gate: { kind: string } }[] }[] };
  assert.deepEqual(json.rollout.map((s) => s.units[0]!.gate.kind), gates.map((g) => g.kind));
  const validate = new Ajv({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(repoPath('schemas/plan-json.schema.json'), 'utf8')) as object);
  assert.ok(validate(json), JSON.stringify(validate.errors));
});

test('a binary is shown by its release, sha256 and source; a file of a release archive by its member too, in the shape plan-json.schema.json says', () => {
  const archive = 'a'.repeat(64);
  const binaries = [
    { ...change('/usr/bin/kubelet', 'create', 'binary', { after: state({ kind: 'binary', release: 'v1.34.2', sha256: 'b'.repeat(64), source: 'https://dl.k8s.io/release/v1.34.2/bin/linux/amd64/kubelet' }, { digest: 'b'.repeat(64), mode: 0o755 }) }), addr: binaryAddress('cp-1', '/usr/bin/kubelet') },
    { ...change('/opt/cni/bin/bridge', 'update', 'binary', {
      before: state({ kind: 'binary', sha256: 'c'.repeat(64) }, { digest: 'c'.repeat(64), mode: 0o755 }),
      after: state({ kind: 'binary', release: 'v1.9.1', sha256: archive, source: 'https://example.com/cni.tgz', member: 'bridge' }, { digest: `extracted:${archive}:bridge`, mode: 0o755 }),
    }), addr: binaryAddress('cp-1', '/opt/cni/bin/bridge') },
  ];
  const json = JSON.parse(renderPlanJson(plan(binaries as Change[]))) as { resource_changes: { address: string; before: { view: object } | null; after: { digest: string; view: object } }[] };
  assert.deepEqual(json.resource_changes.map((c) => [c.address, c.before?.view ?? null, c.after.digest, c.after.view]), [
    ['host[cp-1].binary[/opt/cni/bin/bridge]', { kind: 'binary', sha256: 'c'.repeat(64) }, `extracted:${archive}:bridge`, { kind: 'binary', release: 'v1.9.1', sha256: archive, source: 'https://example.com/cni.tgz', member: 'bridge' }],
    ['host[cp-1].binary[/usr/bin/kubelet]', null, 'b'.repeat(64), { kind: 'binary', release: 'v1.34.2', sha256: 'b'.repeat(64), source: 'https://dl.k8s.io/release/v1.34.2/bin/linux/amd64/kubelet' }],
  ]);
  const validate = new Ajv({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(repoPath('schemas/plan-json.schema.json'), 'utf8')) as object);
  assert.ok(validate(json), JSON.stringify(validate.errors));
});
