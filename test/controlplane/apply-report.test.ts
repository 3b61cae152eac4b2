import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Ajv } from 'ajv';
import { CLI, repoPath } from '../support/paths.js';
import { REAL_BINARIES_VERSION } from './binaries.js';
import { ownLoopbackAddress, renderSingleControlPlane, type RenderedCluster } from './render.js';
import { freePort, startControlPlane, type ControlPlane } from './runner.js';

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

interface ApplyDoc {
  outcome: string;
  resources: { add: number };
  applied: number;
  notApplied: number;
  steps: { title: string; outcome: string; applied: string[] }[];
  objects: string[];
  stop?: { kind: string; step?: number; message: string };
}

test('kubelets that never register: the report and the error count the worker files and every object applied before the wait', () => {
  const yaml = readFileSync(rendered.clusterYaml, 'utf8').replace(
    `      address: ${rendered.address}\n`,
    [
      `      address: ${rendered.address}`,
      '      transport: local',
      `      local: { root: ${join(rendered.dir, 'hosts', rendered.host)} }`,
      '    - name: w-1',
      '      role: worker',
      '      address: 127.0.0.9',
      '      transport: local',
      `      local: { root: ${join(work, 'w-1')} }`,
      '',
    ].join('\n'),
  );
  const file = join(work, 'apply.yaml');
  writeFileSync(file, yaml);
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
