import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { Ajv } from 'ajv';
import { planEtcdMembership } from '../../src/planner/plan-etcd-membership.js';
import { planKubeletRestarts } from '../../src/planner/plan-kubelet-restarts.js';
import { planStoredSecrets } from '../../src/planner/plan-stored-secrets.js';
import { REASON_CODES } from '../../src/model/plan.js';
import { renderPlanJson } from '../../src/views/index.js';
import { testCluster } from '../support/test-clusters.js';
import { CLI, repoPath } from '../support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-schema-'));
after(() => rmSync(work, { recursive: true, force: true }));

const k8sform = (args: string[], cwd = repoPath()) => spawnSync(CLI, [...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
const planSchema = () => JSON.parse(readFileSync(repoPath('schemas/plan-json.schema.json'), 'utf8')) as { definitions: { Reason: { properties: { code: { enum: string[] } } } } };
const validatePlan = new Ajv({ strict: true, allErrors: true }).compile(planSchema());

interface PlanDoc {
  resource_changes: { action: string; actions: string[]; before: { view: { kind: string } } | null; after: { view: { kind: string } } | null; reasons: { code: string }[] }[];
  rollout?: { units: { gate: { kind: string } | null }[] }[];
}

/** A plan printed by the CLI, checked against the schema; the ajv errors say where it differs. */
function validPlan(label: string, r: ReturnType<typeof k8sform>): PlanDoc {
  assert.equal(r.status, 0, `${label}: ${r.stderr}`);
  const doc = JSON.parse(r.stdout) as PlanDoc;
  assert.ok(validatePlan(doc), `${label}: ${new Ajv().errorsText(validatePlan.errors, { separator: '\n' })}`);
  return doc;
}

test('k8sform schema prints the cluster.yaml schema, --plan the JSON plan schema', () => {
  const cluster = k8sform(['schema']);
  assert.equal(cluster.status, 0, cluster.stderr);
  assert.equal(cluster.stderr, '');
  assert.equal(cluster.stdout, readFileSync(repoPath('schemas/cluster.schema.json'), 'utf8'));
  const plan = k8sform(['schema', '--plan']);
  assert.equal(plan.status, 0, plan.stderr);
  assert.equal(plan.stdout, readFileSync(repoPath('schemas/plan-json.schema.json'), 'utf8'));
  assert.equal((JSON.parse(plan.stdout) as { $id: string }).$id, 'https://k8sform.dev/schemas/plan-json.schema.json');
});

test('the plan schema lists exactly the reason codes a plan can carry', () => {
  assert.deepEqual(planSchema().definitions.Reason.properties.code.enum, [...REASON_CODES]);
});

test('real plans of the local example validate: new hosts, objects waiting for the control plane, a saved plan, no-op, update, replace, delete', () => {
  const dir = join(work, 'local');
  mkdirSync(dir);
  const config = readFileSync(repoPath('examples/clusters/local/cluster.yaml'), 'utf8');
  writeFileSync(join(dir, 'cluster.yaml'), config);
  const run = (args: string[]) => k8sform(args, dir);
  const plans = [
    validPlan('new hosts', run(['plan', '--json', '--target', 'host', '--out', 'new.plan'])),
    validPlan('objects', run(['plan', '--json'])),
  ];
  const shown = validPlan('show', run(['show', 'new.plan', '--json']));
  assert.deepEqual(shown.rollout, plans[0]!.rollout, 'a saved plan is shown with the rollout plan showed');
  assert.ok(shown.rollout?.length);
  assert.equal(run(['apply', '--auto-approve', '--target', 'host']).status, 0);
  const same = validPlan('no changes', run(['plan', '--json', '--target', 'host']));
  assert.ok(same.resource_changes.every((c) => c.action === 'noop'));
  // Drift in a mode, a new apiserver flag and a new SAN: update, a gated manifest, replaced certificates.
  chmodSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/admin.conf'), 0o644);
  writeFileSync(join(dir, 'cluster.yaml'), config.replace('  networking:', '  apiServer: { extraArgs: { shutdown-delay-duration: 10s } }\n  certificates: { certSANs: [api.example.com] }\n  networking:'));
  plans.push(same, validPlan('changes', run(['plan', '--json', '--target', 'host'])));
  // A link where a file belongs, and a switch to external etcd: local etcd's files are deleted.
  rmSync(join(dir, '.k8sform/hosts/worker-1/var/lib/kubelet/config.yaml'));
  symlinkSync('/nonexistent', join(dir, '.k8sform/hosts/worker-1/var/lib/kubelet/config.yaml'));
  writeFileSync(join(dir, 'cluster.yaml'), config.replace('  networking:', '  etcd: { external: { endpoints: ["https://10.0.0.5:2379"], caFile: /etc/etcd/ca.crt, certFile: /etc/etcd/c.crt, keyFile: /etc/etcd/c.key } }\n  networking:'));
  plans.push(validPlan('deletes', run(['plan', '--json', '--target', 'host', '--replace-symlinks'])));
  // The plans above exercise every action, view and gate the schema describes, not just some.
  const changes = plans.flatMap((p) => p.resource_changes);
  assert.deepEqual(new Set(changes.map((c) => c.action)), new Set(['noop', 'create', 'update', 'replace', 'delete']));
  const views = new Set(changes.flatMap((c) => [c.before?.view.kind, c.after?.view.kind]).filter(Boolean));
  assert.deepEqual(views, new Set(['text', 'hidden', 'certificate', 'private-key', 'public-key', 'kubeconfig', 'unreadable', 'directory']));
  const gates = new Set(plans.flatMap((p) => p.rollout ?? []).flatMap((s) => s.units.map((u) => u.gate?.kind ?? null)));
  assert.deepEqual(gates, new Set([null, 'static-pod', 'kubelet']));
});

test('the plan schema rejects a wrong action, actions that do not match it, and an unknown reason code', () => {
  const dir = join(work, 'reject');
  mkdirSync(dir);
  writeFileSync(join(dir, 'cluster.yaml'), readFileSync(repoPath('examples/clusters/local/cluster.yaml')));
  const plan = validPlan('new hosts', k8sform(['plan', '--json', '--target', 'host'], dir));
  const broken = (edit: (c: PlanDoc['resource_changes'][number]) => void) => {
    const copy = structuredClone(plan);
    edit(copy.resource_changes[0]!);
    return validatePlan(copy);
  };
  assert.equal(broken(() => {}), true, 'the unedited copy is valid');
  assert.equal(broken((c) => (c.action = 'explode')), false);
  assert.equal(broken((c) => (c.action = 'update')), false, 'update with actions ["create"]');
  assert.equal(broken((c) => (c.actions = ['delete', 'create'])), false, 'create with the actions of a replacement');
  assert.equal(broken((c) => ((c.action = 'replace'), (c.actions = ['delete', 'create']))), false, 'a replacement needs the state it replaces');
  assert.equal(broken((c) => (c.reasons = [{ code: 'because' }])), false);
});

test('a kubelet restart (a process change) validates as one; with a file\'s state or out of a host it does not', () => {
  const cluster = testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: w-1, role: worker, address: 10.0.0.3 }']);
  const changes = planKubeletRestarts(cluster, new Map([['w-1', 'v1.33.13'], ['cp-1', cluster.kubernetesVersion]]));
  const doc = JSON.parse(renderPlanJson({ formatVersion: 1, configDigest: 'c'.repeat(64), cluster: cluster.name, kubernetesVersion: cluster.kubernetesVersion, changes })) as { resource_changes: (PlanDoc['resource_changes'][number] & { kind: string; scope: string })[] };
  assert.ok(validatePlan(doc), new Ajv().errorsText(validatePlan.errors, { separator: '\n' }));
  assert.deepEqual(doc.resource_changes.map((c) => [c.kind, c.action]), [['process', 'noop'], ['process', 'update']]);
  const broken = (edit: (c: (typeof doc.resource_changes)[number]) => void) => {
    const copy = structuredClone(doc);
    edit(copy.resource_changes[1]!);
    return validatePlan(copy);
  };
  assert.equal(broken(() => {}), true, 'the unedited copy is valid');
  assert.equal(broken((c) => (c.scope = 'cluster')), false, 'a process lives on a host');
  assert.equal(broken((c) => Object.assign(c.after!, { mode: 0o600, uid: 0, gid: 0 })), false, 'a process has no mode');
});

test('etcd membership changes (join, promote, remove) validate as such; out of a host or with another name they do not', () => {
  const cluster = testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: cp-2, role: control-plane, address: 10.0.0.2 }', '{ name: cp-3, role: control-plane, address: 10.0.0.3 }']);
  const member = (i: number, isLearner = false) => ({ id: String(i), name: `cp-${i}`, peerURLs: [`https://10.0.0.${i}:2380`], clientURLs: [`https://10.0.0.${i}:2379`], isLearner });
  const { changes } = planEtcdMembership(cluster, { endpoint: 'e', members: [member(1), member(2, true), member(4)], healthy: ['1', '2', '4'] });
  const doc = JSON.parse(renderPlanJson({ formatVersion: 1, configDigest: 'c'.repeat(64), cluster: cluster.name, kubernetesVersion: cluster.kubernetesVersion, changes })) as { resource_changes: (PlanDoc["resource_changes"][number] & { address: string; kind: string; scope: string; name: string })[] };
  assert.ok(validatePlan(doc), new Ajv().errorsText(validatePlan.errors, { separator: '\n' }));
  assert.deepEqual(doc.resource_changes.map((c) => [c.address, c.action]), [
    ['host[cp-1].member[etcd]', 'noop'], ['host[cp-2].member[etcd]', 'update'], ['host[cp-3].member[etcd]', 'create'], ['host[cp-4].member[etcd]', 'delete'],
  ]);
  const broken = (edit: (c: (typeof doc.resource_changes)[number]) => void) => {
    const copy = structuredClone(doc);
    edit(copy.resource_changes[2]!);
    return validatePlan(copy);
  };
  assert.equal(broken(() => {}), true, 'the unedited copy is valid');
  assert.equal(broken((c) => (c.scope = 'cluster')), false, 'a membership belongs to a host');
  assert.equal(broken((c) => (c.name = 'kubelet')), false, 'only etcd has members');
});

test('every example cluster.yaml points editors at the schema', () => {
  const examples = readdirSync(repoPath('examples/clusters')).map((name) => repoPath('examples/clusters', name, 'cluster.yaml'));
  assert.ok(examples.length >= 5);
  for (const file of examples) {
    const first = readFileSync(file, 'utf8').split('\n')[0]!;
    const m = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
    assert.ok(m, `${file}: first line is not a yaml-language-server modeline: ${first}`);
    assert.equal(m[1], '../../../schemas/cluster.schema.json', file);
    assert.ok(existsSync(resolve(dirname(file), m[1]!)), `${file}: ${m[1]} does not exist`);
  }
});

test('Secrets written again (a storage change) validate as one; as an object, or on a host, they do not', () => {
  const cluster = testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }'], { spec: 'apiServer: { encryptionAtRest: { provider: secretbox, keys: [key2, key1] } }' });
  const writing = [{ provider: 'secretbox', name: 'key2', secret: 'a' }, { provider: 'identity' }];
  const changes = planStoredSecrets(cluster, { keys: new Map(), apiservers: new Map([['cp-1', writing]]) }, { endpoint: 'e', stored: { storedWith: new Map([['key1', 3]]), inTheClear: 1 } });
  const doc = JSON.parse(renderPlanJson({ formatVersion: 1, configDigest: 'c'.repeat(64), cluster: cluster.name, kubernetesVersion: cluster.kubernetesVersion, changes })) as { resource_changes: (PlanDoc['resource_changes'][number] & { kind: string; scope: string; format: string })[] };
  assert.ok(validatePlan(doc), new Ajv().errorsText(validatePlan.errors, { separator: '\n' }));
  assert.deepEqual(doc.resource_changes.map((c) => [c.kind, c.action, c.reasons[0]?.code]), [['storage', 'update', 'stored-with']]);
  const broken = (edit: (c: (typeof doc.resource_changes)[number]) => void) => {
    const copy = structuredClone(doc);
    edit(copy.resource_changes[0]!);
    return validatePlan(copy);
  };
  assert.equal(broken(() => {}), true, 'the unedited copy is valid');
  assert.equal(broken((c) => (c.scope = 'host[cp-1]')), false, 'stored Secrets are the cluster\'s');
  assert.equal(broken((c) => (c.format = 'object')), false, 'not an object');
});
