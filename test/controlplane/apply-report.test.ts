import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Ajv } from 'ajv';
import { CLI, repoPath } from '../support/paths.js';
import { REAL_BINARIES_VERSION } from './binaries.js';
import { ownLoopbackAddress, renderSingleControlPlane, type RenderedCluster } from './render.js';
import { freePort, startControlPlane, type ControlPlane } from './runner.js';
import type { ApplyDoc } from '../support/apply-doc.js';

/**
 * A brand-new cluster whose apiserver answers but whose kubelets never register their Nodes: a real
 * etcd and kube-apiserver run from the control plane's rendered files (its host, through the local
 * transport), and a worker joins whose kubelet never starts.
 */
let work: string;
let rendered: RenderedCluster;
let cp: ControlPlane;

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'k8sform-apply-report-'));
  rendered = renderSingleControlPlane(work, { version: REAL_BINARIES_VERSION, address: ownLoopbackAddress(), bindPort: await freePort() });
  cp = await startControlPlane({ dir: rendered.dir, host: rendered.host, address: rendered.address });
});
after(async () => {
  await cp?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The rendered cluster with its control plane reached through the local transport, and these workers whose kubelets never start. */
function clusterWithWorkers(name: string, workers: readonly string[]): string {
  const yaml = readFileSync(rendered.clusterYaml, 'utf8').replace(
    `      address: ${rendered.address}\n`,
    [
      `      address: ${rendered.address}`,
      '      transport: local',
      `      local: { root: ${join(rendered.dir, 'hosts', rendered.host)} }`,
      ...workers.flatMap((w, i) => [`    - name: ${w}`, '      role: worker', `      address: 127.0.0.${9 + i}`, '      transport: local', `      local: { root: ${join(work, w)} }`]),
      '',
    ].join('\n'),
  );
  const file = join(work, name);
  writeFileSync(file, yaml);
  return file;
}

test('kubelets that never register: the report and the error count the worker files and every object applied before the wait', () => {
  const file = clusterWithWorkers('apply.yaml', ['w-1']);
  const r = spawnSync(CLI, ['apply', '-f', file, '--json', '--auto-approve', '--wait-timeout', '2s'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: '1' } });
  assert.equal(r.status, 1, r.stderr);
  const doc = JSON.parse(r.stdout) as ApplyDoc;
  const validate = new Ajv({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(repoPath('schemas/apply-json.schema.json'), 'utf8')) as object);
  assert.ok(validate(doc), new Ajv().errorsText(validate.errors));
  assert.equal(doc.outcome, 'stopped');
  assert.equal(doc.stop?.kind, 'wait-for-nodes');
  assert.match(doc.stop!.message, /^the kubelet did not register Node cp-1 within 2s/);
  // Every planned change took effect (the control plane's files were already there): the worker's files, then the objects.
  assert.deepEqual(doc.steps.map((s) => [s.title, s.outcome]), [['worker files', 'done'], ['cluster objects', 'failed']]);
  assert.equal(doc.steps[0]!.applied.length, 5);
  assert.ok(doc.objects.length >= 25, doc.objects.join('\n'));
  assert.ok(doc.objects.includes('cluster.object[rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:cluster-admins]'), 'the binding made with the super-admin identity');
  assert.equal(doc.applied, 5 + doc.objects.length);
  assert.equal(doc.applied, doc.resources.add);
  assert.equal(doc.notApplied, 0);
  assert.match(r.stderr, new RegExp(`^applied ${doc.objects.length} cluster object changes`, 'm'));
  assert.match(r.stderr, new RegExp(`^applied before the failure: ${doc.applied} change\\(s\\)`, 'm'));
  assert.doesNotMatch(r.stderr, /^not applied:/m);
});

test('a signal while apply waits for Nodes to register ends the wait at once, with what was applied reported', async () => {
  // A worker added to the running cluster: its files are written, then apply waits for its Node (and the others').
  const file = clusterWithWorkers('added.yaml', ['w-1', 'w-2']);
  const child = spawn(CLI, ['apply', '-f', file, '--json', '--auto-approve', '--wait-timeout', '10m'], { env: { ...process.env, NO_COLOR: '1', CI: '1' } });
  let [stdout, stderr, signalledAt] = ['', '', 0];
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    if (!signalledAt && /waiting up to 10m for the kubelets of .* to register their Nodes/.test(stderr)) {
      signalledAt = Date.now();
      child.kill('SIGTERM');
    }
  });
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.ok(signalledAt, `apply never waited for the Nodes:\n${stderr}`);
  assert.ok(Date.now() - signalledAt < 15_000, 'the wait ended at the signal, not at --wait-timeout');
  assert.equal(status, 1, stderr);
  const doc = JSON.parse(stdout) as ApplyDoc;
  assert.equal(doc.outcome, 'stopped');
  assert.equal(doc.stop?.kind, 'signal');
  assert.deepEqual(doc.steps.map((s) => [s.title, s.outcome]), [['worker files', 'done']]);
  assert.equal(doc.applied, 5, 'the new worker\'s files');
  assert.match(stderr, /^interrupted while waiting for the kubelets to register their Nodes; everything else is applied$/m);
  assert.match(stderr, /^applied before the failure: 5 change\(s\)/m);
  assert.doesNotMatch(stderr, /could not release the lock/, 'the lock is released');
});

test('apply waits for an apiserver that is still starting on a cluster that was set up, then plans against it', async () => {
  await cp.stopApiserver();
  const file = join(work, 'added.yaml');
  const child = spawn(CLI, ['apply', '-f', file, '--json', '--auto-approve', '--wait-timeout', '3m'], { env: { ...process.env, NO_COLOR: '1', CI: '1' } });
  let [stdout, stderr, started] = ['', '', undefined as Promise<void> | undefined];
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    if (!started && /^waiting up to 3m for the apiserver at \S+ via host\[cp-1\] \(.*ECONNREFUSED.*\)\.\.\.$/m.test(stderr)) started = cp.startApiserver();
  });
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.ok(started, `apply did not wait for the apiserver:\n${stderr}`);
  await started;
  assert.equal(status, 0, stderr);
  assert.equal((JSON.parse(stdout) as ApplyDoc).outcome, 'up-to-date', 'everything was applied by the tests before');
  assert.doesNotMatch(stderr, /cannot be reached/);
});
