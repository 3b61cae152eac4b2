import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { shQuote } from '../../src/model/shell-quote.js';
import { ensureBinaries, REAL_BINARIES_VERSION } from '../controlplane/binaries.js';
import { withoutProgress } from '../corpus/run-cli.js';
import { CLI, repoPath } from '../support/paths.js';
import { startTestHosts, type TestHost, type TestHosts, TEST_HOST_PREFLIGHT } from './support/test-hosts.js';
import type { ApplyDoc } from '../support/apply-doc.js';

/**
 * What `apply --json` reports when a gate stops it and when its saved plan has gone stale, on real
 * sshd hosts, checked against what the hosts hold afterwards. The gate is etcd's join gate: a
 * control plane is added to a cluster whose etcd really runs (the test starts it on the first
 * control plane from its rendered manifest, as a kubelet would), but no kubelet runs on the new
 * one, so its member never starts; as on a machine whose kubelet is not installed, the gate times
 * out, the new host's files are removed again and its member is taken out of etcd.
 */
let lab: TestHosts;
let dir: string;
const host = (name: string) => lab.get(name);

interface Run { status: number | null; stdout: string; stderr: string }
const k8sform = (...args: string[]): Run => {
  const r = spawnSync(CLI, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 180_000 });
  return { status: r.status, stdout: r.stdout, stderr: withoutProgress(r.stderr) };
};
const ok = (r: Run, what: string) => assert.equal(r.status, 0, `${what} failed:\n${r.stdout}\n${r.stderr}`);

interface Side { digest: string }
interface JsonPlan {
  resource_changes: { address: string; kind: string; action: string; before: Side | null; after: Side | null }[];
  summary: { add: number; change: number; destroy: number };
  rollout: { step: number; title: string; units: { host?: string; changes: string[] }[] }[];
}

const validate = new Ajv({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(repoPath('schemas/apply-json.schema.json'), 'utf8')) as object);
/** The report on stdout, valid against its schema. */
function report(r: Run): ApplyDoc {
  const doc = JSON.parse(r.stdout) as ApplyDoc;
  assert.ok(validate(doc), new Ajv().errorsText(validate.errors, { separator: '\n' }));
  return doc;
}

const effective = (p: JsonPlan) => p.resource_changes.filter((c) => c.action !== 'noop');
const planJson = (file: string): JsonPlan => {
  const r = k8sform('plan', '--json', '--target', 'host', '-f', file);
  ok(r, 'plan --json');
  return JSON.parse(r.stdout) as JsonPlan;
};

/** What a host holds now at a planned file or directory, as the plan's digests name it; `absent` when nothing is there. */
async function held(address: string): Promise<string> {
  const [, name, kind, path] = /^host\[([^\]]+)\]\.(file|dir)\[(.*)\]$/.exec(address)!;
  const p = shQuote(path!);
  if (kind === 'file') return (await host(name!).runOk(`if [ -f ${p} ]; then sha256sum < ${p} | cut -d' ' -f1; else echo absent; fi`)).trim();
  const [mode, uid, gid] = (await host(name!).runOk(`if [ -d ${p} ]; then stat -c '%a %u %g' ${p}; else echo absent; fi`)).trim().split(' ');
  return uid === undefined ? 'absent' : `directory:${mode!.padStart(4, '0')}:${uid}:${gid}`;
}

/**
 * Every planned host file and directory is, on its host, the plan's new version when the report
 * counts it applied and its old one (or absent) when not; returns the changes the hosts cannot show
 * (etcd members, processes), for the next plan to tell.
 */
async function hostsAgreeWith(plan: JsonPlan, applied: ReadonlySet<string>): Promise<string[]> {
  const elsewhere: string[] = [];
  for (const c of effective(plan)) {
    if (c.kind !== 'file' && c.kind !== 'dir') {
      elsewhere.push(c.address);
      continue;
    }
    const expected = applied.has(c.address) ? c.after?.digest ?? 'absent' : c.before?.digest ?? 'absent';
    assert.equal(await held(c.address), expected, `${c.address}: ${applied.has(c.address) ? 'reported applied, so the new version' : 'not reported applied, so the old version'} is on the host`);
  }
  return elsewhere;
}

const CP1 = 'r-cp-1';
const CP2 = 'r-cp-2';
const W1 = 'r-w-1';
const W2 = 'r-w-2';

/** The cluster as first applied (one control plane, one worker), or grown by a control plane and a worker with a scheduler flag changed. */
function clusterFile(name: string, grown: boolean): string {
  const hosts: [TestHost, string][] = grown
    ? [[host(CP1), 'control-plane'], [host(CP2), 'control-plane'], [host(W1), 'worker'], [host(W2), 'worker']]
    : [[host(CP1), 'control-plane'], [host(W1), 'worker']];
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: report }
spec:
  kubernetesVersion: ${REAL_BINARIES_VERSION}
${TEST_HOST_PREFLIGHT}  controlPlaneEndpoint: api.report.test:6443
  certificates: { keyAlgorithm: ecdsa-p256 }
  scheduler: { extraArgs: { v: "${grown ? 3 : 2}" } }
  rollout: { staticPodTimeout: 10s }
  ssh: { identityFile: ${lab.identityFile}, knownHostsFile: ${lab.knownHostsFile} }
  hosts:
${hosts.map(([h, role]) => `    - { name: ${h.name}, role: ${role}, address: ${h.address} }`).join('\n')}
`);
  return file;
}

/** Runs etcd on `h` as its static pod manifest says, as the kubelet would; resolves once it is ready. */
async function startEtcd(h: TestHost): Promise<void> {
  const { etcd } = await ensureBinaries(REAL_BINARIES_VERSION, ['etcd']);
  const pod = parse(await h.runOk('cat /etc/kubernetes/manifests/etcd.yaml')) as { spec: { containers: { command: string[] }[] } };
  const [, ...args] = pod.spec.containers[0]!.command;
  await h.runOk(`setsid ${shQuote(etcd!)} ${args.map(shQuote).join(' ')} </dev/null >/etc/k8sform-test/etcd.log 2>&1 &`);
  const deadline = Date.now() + 60_000;
  while ((await h.run('curl -sf http://127.0.0.1:2381/readyz >/dev/null')).code !== 0) {
    assert.ok(Date.now() < deadline, `etcd on ${h.name} did not become ready:\n${await h.runOk('tail -n 20 /etc/k8sform-test/etcd.log')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

before(async () => {
  lab = await startTestHosts([CP1, CP2, W1, W2]);
  dir = mkdtempSync(join(tmpdir(), 'k8sform-apply-report-'));
  ok(k8sform('apply', '--auto-approve', '--target', 'host', '-f', clusterFile('first', false)), 'the first apply');
  await startEtcd(host(CP1));
});
after(async () => {
  await lab?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a control plane and a worker added, a scheduler flag changed, to a cluster whose etcd runs', () => {
  let file: string;
  let plan: JsonPlan;
  before(() => {
    file = clusterFile('grown', true);
    plan = planJson(file);
  });

  test('the rollout: the scheduler, an etcd snapshot, the etcd join, the new worker', () => {
    assert.deepEqual(plan.rollout.map((s) => s.title), [`host[${CP1}] kube-scheduler`, `host[${CP1}] etcd snapshot`, `host[${CP2}] etcd join`, 'worker files']);
    assert.ok(effective(plan).some((c) => c.address === `host[${CP2}].member[etcd]` && c.action === 'create'), 'the new control plane joins etcd');
    assert.ok(effective(plan).some((c) => c.address === `host[${CP2}].dir[/var/lib/etcd]`), 'its etcd data directory is made 0700');
  });

  test('a saved plan gone stale: apply --json reports the saved plan\'s counts and steps, none started, nothing applied; text too; the hosts are untouched', async () => {
    const planFile = join(dir, 'grown.plan');
    ok(k8sform('plan', '--target', 'host', '--out', planFile, '-f', file), 'plan --out');
    const config = '/var/lib/kubelet/config.yaml';
    const original = await host(W1).runOk(`cat ${config}`);
    await host(W1).runOk(`echo '# edited by hand' >> ${config}`);
    try {
      const r = k8sform('apply', planFile, '--json', '-f', file);
      assert.equal(r.status, 1, `${r.stdout}\n${r.stderr}`);
      const doc = report(r);
      assert.equal(doc.cluster, 'report');
      assert.equal(doc.outcome, 'stopped');
      // The edit also makes the worker's kubelet restart, a step the saved rollout does not have.
      const changed = [`host[${W1}].file[${config}]: changed on the host since the plan was made`, 'the rollout differs from the saved plan\'s from step 5 (worker kubelets)'];
      assert.deepEqual(doc.stop, { kind: 'stale-plan', message: `the plan is stale; changed since it was made: ${changed.join('; ')}` });
      // The saved plan's counts and rollout, none of it started.
      assert.deepEqual(doc.resources, plan.summary);
      assert.deepEqual(doc.steps.map((s) => [s.title, s.outcome, s.applied.length]), plan.rollout.map((s) => [s.title, 'not-started', 0]));
      assert.deepEqual([doc.applied, doc.notApplied], [0, effective(plan).length]);
      assert.deepEqual([doc.objects, doc.nodesLabelled, doc.unknown], [[], [], undefined]);
      const error = `the plan is stale; changed since it was made:\n${changed.map((c) => `  ${c}\n`).join('')}Run k8sform plan again.\n`;
      assert.ok(r.stderr.endsWith(error), r.stderr);
      assert.doesNotMatch(r.stderr, /applied before the failure/);
      // The same apply without --json: the same error, and nothing on stdout but what apply says.
      const text = k8sform('apply', planFile, '-f', file);
      assert.equal(text.status, 1, `${text.stdout}\n${text.stderr}`);
      assert.ok(text.stderr.endsWith(error), text.stderr);
      assert.doesNotMatch(text.stdout, /^\{|^\[\d+\//m, 'no report and no step started');
      // Nothing changed anywhere: every planned file and directory is as the plan saw it, and no member joined etcd.
      assert.deepEqual(await hostsAgreeWith(plan, new Set()), [`host[${CP2}].member[etcd]`]);
    } finally {
      await host(W1).runOk(`cat > ${config}`, original);
    }
    assert.deepEqual(effective(planJson(file)).map((c) => `${c.action} ${c.address}`), effective(plan).map((c) => `${c.action} ${c.address}`), 'the plan is what it was: nothing was applied');
  });

  test('the join gate fails: apply --json names the rolled-back step, the steps done before with what they applied, the step not started; the hosts and the next plan agree', async () => {
    const r = k8sform('apply', '--auto-approve', '--json', '--target', 'host', '-f', file);
    assert.equal(r.status, 1, `${r.stdout}\n${r.stderr}`);
    const doc = report(r);
    const join3 = `host[${CP2}] etcd join`;
    assert.equal(doc.outcome, 'stopped');
    assert.deepEqual(doc.stop, { kind: 'gate', step: 3, host: CP2, message: `${CP2}'s etcd member to start, catch up, be promoted and answer did not happen within 10s (last seen: the learner has not started yet)` });
    assert.deepEqual(doc.steps.map((s) => [s.number, s.title, s.outcome]), [[1, `host[${CP1}] kube-scheduler`, 'done'], [2, `host[${CP1}] etcd snapshot`, 'done'], [3, join3, 'rolled-back'], [4, 'worker files', 'not-started']]);
    // What each step applied: the new scheduler manifest; nothing for the snapshot; of the rolled-back
    // join only what a rollback leaves, the etcd data directory made 0700; nothing on the new worker.
    const step = (n: number) => doc.steps[n - 1]!.applied;
    assert.deepEqual(step(1), [`host[${CP1}].file[/etc/kubernetes/manifests/kube-scheduler.yaml]`]);
    assert.deepEqual(step(2), []);
    assert.deepEqual(step(3), [`host[${CP2}].dir[/var/lib/etcd]`]);
    assert.deepEqual(step(4), []);
    assert.equal(doc.applied, 2);
    assert.equal(doc.applied + doc.notApplied, effective(plan).length, 'every planned change is either applied or not');
    assert.deepEqual(doc.resources, plan.summary);
    assert.deepEqual([doc.objects, doc.nodesLabelled, doc.unknown], [[], [], undefined]);

    // The text on stderr says the same.
    const joinFiles = plan.rollout[2]!.units[0]!.changes.filter((a) => a.includes('.file['));
    assert.match(r.stderr, new RegExp(`^apply stopped at step 3 \\(host\\[${CP2}\\] etcd join\\): ${CP2}'s etcd member to start, catch up, be promoted and answer did not happen within 10s \\(last seen: the learner has not started yet\\)$`, 'm'));
    const restored = new RegExp(`^restored on host\\[${CP2}\\] from /etc/kubernetes/tmp/k8sform-backup-\\d{8}T\\d{6}Z: (.*); the restored version passed the same gate$`, 'm').exec(r.stderr);
    assert.ok(restored, r.stderr);
    assert.deepEqual(restored[1]!.split(', ').sort(), joinFiles.map((a) => /file\[(.*)\]$/.exec(a)![1]!).sort(), 'every file of the join is restored');
    assert.match(r.stderr, new RegExp(`^kept on host\\[${CP2}\\] \\(a rollback never removes a directory or loosens a mode\\): host\\[${CP2}\\]\\.dir\\[/var/lib/etcd\\]$`, 'm'));
    assert.match(r.stderr, new RegExp(`^  host\\[${CP2}\\]: removed its etcd member again$`, 'm'));
    assert.match(r.stderr, new RegExp(`^not applied: ${doc.notApplied} change\\(s\\) \\(including the restored ones\\); hosts in later steps were not touched$`, 'm'));
    assert.match(r.stderr, new RegExp(`^applied before the failure: ${doc.applied} change\\(s\\);`, 'm'));
    assert.match(r.stderr, new RegExp(`^ {2}etcd snapshot saved: host\\[${CP1}\\]:/var/lib/k8sform/etcd-snapshots/\\d{8}T\\d{6}Z-before-step-3\\.db `, 'm'));
    assert.doesNotMatch(r.stderr, /could not release the lock/);

    // The hosts hold exactly what the report counts, and the next plan is the rest.
    const applied = new Set(doc.steps.flatMap((s) => s.applied));
    assert.deepEqual(await hostsAgreeWith(plan, applied), [`host[${CP2}].member[etcd]`]);
    assert.match(await host(CP1).runOk('ls /var/lib/k8sform/etcd-snapshots'), /^\d{8}T\d{6}Z-before-step-3\.db\n$/, 'the snapshot step saved one snapshot');
    const next = planJson(file);
    assert.deepEqual(effective(next).map((c) => `${c.action} ${c.address}`), effective(plan).filter((c) => !applied.has(c.address)).map((c) => `${c.action} ${c.address}`),
      'the next plan is every change not reported applied: the member still joins (it was taken out of etcd again), the worker\'s files are still to write');

    // Again without --json: the rest stops at the same gate, the text counting what this run applied (nothing) and did not.
    const text = k8sform('apply', '--auto-approve', '--target', 'host', '-f', file);
    assert.equal(text.status, 1, `${text.stdout}\n${text.stderr}`);
    assert.match(text.stdout, new RegExp(`^\\[1/3\\] host\\[${CP1}\\] etcd snapshot: [^]*^\\[2/3\\] host\\[${CP2}\\] etcd join: `, 'm'));
    assert.doesNotMatch(text.stdout, /^\[3\/3\]/m, 'the worker files did not start');
    assert.match(text.stderr, new RegExp(`^apply stopped at step 2 \\(host\\[${CP2}\\] etcd join\\): ${CP2}'s etcd member to start, .* \\(last seen: the learner has not started yet\\)\\nrestored on host\\[${CP2}\\] `, 'm'));
    assert.doesNotMatch(text.stderr, /^kept on/m, 'the directory was already as wanted: nothing of the step is left');
    assert.match(text.stderr, new RegExp(`^not applied: ${effective(next).length} change\\(s\\) \\(including the restored ones\\); hosts in later steps were not touched\\napplied before the failure: 0 change\\(s\\);`, 'm'));
    assert.doesNotMatch(text.stdout, /^\{/m, 'no report without --json');
    assert.deepEqual(await hostsAgreeWith(next, new Set()), [`host[${CP2}].member[etcd]`]);
  });
});
