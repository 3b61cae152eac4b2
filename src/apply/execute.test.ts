import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { testCluster } from '../../test/support/test-clusters.js';
import { fileAddress, formatAddress } from '../model/address.js';
import type { FileChange, FileState } from '../model/plan.js';
import { rolloutSchedule } from '../planner/schedule.js';
import { localTransport, type LocalHost } from '../providers/local/local-transport.js';
import { restoreHostFiles, writeHostChanges } from './execute.js';
import { runRollout, type RolloutContext } from './run-rollout.js';

const root = mkdtempSync(join(tmpdir(), 'k8sform-apply-'));
after(() => rmSync(root, { recursive: true, force: true }));
const cluster = testCluster([
  `{ name: cp-1, role: control-plane, address: 10.0.0.1, transport: local, local: { root: ${root}/cp-1 } }`,
  `{ name: cp-2, role: control-plane, address: 10.0.0.2, transport: local, local: { root: ${root}/cp-2 } }`,
  `{ name: w-1, role: worker, address: 10.0.0.3, transport: local, local: { root: ${root}/w-1 } }`,
], { path: `${root}/c.yaml` });
const transports = new Map(cluster.hosts.map((h) => [h.name, localTransport(h as LocalHost)]));
const sha = (t: string) => createHash('sha256').update(t).digest('hex');
const state = (text: string): FileState => ({ digest: sha(text), mode: 0o600, uid: 0, gid: 0, view: { kind: 'text', text } });

const put = (host: string, path: string, text: string, opts: { dependsOn?: FileChange['dependsOn']; before?: string } = {}): [FileChange, Buffer] => [
  {
    addr: fileAddress(host, path), action: opts.before === undefined ? 'create' : 'update', format: 'env', sensitive: false, reasons: [], dependsOn: opts.dependsOn ?? [],
    before: opts.before === undefined ? undefined : state(opts.before), after: state(text),
  },
  Buffer.from(text),
];

function context(entries: [FileChange, Buffer][], backupDir: string): RolloutContext {
  return {
    cluster, transports, signal: new AbortController().signal, backupDir,
    changes: new Map(entries.map(([c]) => [formatAddress(c.addr), c])),
    contents: new Map(entries.map(([c, b]) => [formatAddress(c.addr), b])),
    api: () => undefined,
    applyObjects: () => Promise.reject(new Error('no objects in this test')),
    say: () => undefined,
    describe: (s) => s.title,
  };
}

test('rolls out host by host in dependency order with modes and backups, and stops after a failed control plane', async () => {
  mkdirSync(join(root, 'cp-1/etc/kubernetes'), { recursive: true });
  writeFileSync(join(root, 'cp-1/etc/kubernetes/b.conf'), 'old');
  // cp-2 cannot take a file below /etc/kubernetes/manifests: that path is a file.
  mkdirSync(join(root, 'cp-2/etc/kubernetes'), { recursive: true });
  writeFileSync(join(root, 'cp-2/etc/kubernetes/manifests'), 'not a directory');
  const entries = [
    put('cp-1', '/etc/kubernetes/b.conf', 'new b\n', { dependsOn: [fileAddress('cp-1', '/etc/kubernetes/pki/a.crt')], before: 'old' }),
    put('cp-1', '/etc/kubernetes/pki/a.crt', 'a\n'),
    put('cp-2', '/etc/kubernetes/first.conf', 'first\n'),
    put('cp-2', '/etc/kubernetes/manifests/x.yaml', 'x\n'),
    put('w-1', '/var/lib/kubelet/config.yaml', 'w\n'),
  ];
  const steps = rolloutSchedule(cluster, entries.map(([c]) => c));
  assert.deepEqual(steps.map((s) => s.title), ['host[cp-1] files', 'host[cp-2] files', 'worker files']);
  const result = await runRollout(steps, context(entries, 'k8sform-backup-20260115T120000Z'));
  assert.deepEqual(result.applied, ['host[cp-1].file[/etc/kubernetes/pki/a.crt]', 'host[cp-1].file[/etc/kubernetes/b.conf]', 'host[cp-2].file[/etc/kubernetes/first.conf]']);
  assert.equal(result.failure?.step.number, 2);
  assert.equal(result.failure?.host, 'cp-2');
  assert.deepEqual(result.failure?.notApplied, ['host[cp-2].file[/etc/kubernetes/manifests/x.yaml]', 'host[w-1].file[/var/lib/kubelet/config.yaml]']);
  assert.equal(readFileSync(join(root, 'cp-1/etc/kubernetes/b.conf'), 'utf8'), 'new b\n');
  assert.equal(statSync(join(root, 'cp-1/etc/kubernetes/b.conf')).mode & 0o777, 0o600);
  assert.equal(readFileSync(join(root, 'cp-1/etc/kubernetes/tmp/k8sform-backup-20260115T120000Z/etc/kubernetes/b.conf'), 'utf8'), 'old');
  assert.deepEqual(readdirSync(join(root, 'cp-2/etc/kubernetes')).sort(), ['first.conf', 'manifests'], 'no temporary file left behind');
  assert.throws(() => statSync(join(root, 'w-1/var/lib/kubelet/config.yaml')), 'the worker was not touched');
});

test('a file changed or created since the plan read it refuses the whole host step as stale, writing nothing', async () => {
  const dir = join(root, 'w-1/etc/kubernetes');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'seen.conf'), 'edited by someone else\n');
  writeFileSync(join(dir, 'new.conf'), 'appeared meanwhile\n');
  const w = transports.get('w-1')!;
  const changes = [put('w-1', '/etc/kubernetes/a.conf', 'a\n')[0], put('w-1', '/etc/kubernetes/seen.conf', 'ours\n', { before: 'as the plan saw it\n' })[0]];
  const contents = new Map([[formatAddress(changes[0]!.addr), Buffer.from('a\n')], [formatAddress(changes[1]!.addr), Buffer.from('ours\n')]]);
  const edited = await writeHostChanges(w, changes, contents, 'k8sform-backup-x');
  assert.equal(edited.stale, true);
  assert.match(edited.error!, /\/etc\/kubernetes\/seen\.conf: changed on the host since the plan read it/);
  assert.deepEqual(edited.applied, []);
  assert.throws(() => statSync(join(dir, 'a.conf')), 'nothing written, not even the file checked first');
  const created = await writeHostChanges(w, [put('w-1', '/etc/kubernetes/new.conf', 'n\n')[0]], new Map([['host[w-1].file[/etc/kubernetes/new.conf]', Buffer.from('n\n')]]), 'k8sform-backup-x');
  assert.match(created.error!, /new\.conf: created on the host since the plan read it/);
  assert.equal(readFileSync(join(dir, 'new.conf'), 'utf8'), 'appeared meanwhile\n');
});

test('restoring a step puts back the backed-up bytes and removes what the step created', async () => {
  const dir = join(root, 'cp-1/etc/kubernetes/manifests');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'kube-apiserver.yaml'), 'v1\n', { mode: 0o600 });
  const t = transports.get('cp-1')!;
  const entries = [put('cp-1', '/etc/kubernetes/manifests/kube-apiserver.yaml', 'v2\n', { before: 'v1\n' }), put('cp-1', '/etc/kubernetes/manifests/extra.yaml', 'e\n')];
  const written = await writeHostChanges(t, entries.map(([c]) => c), new Map(entries.map(([c, b]) => [formatAddress(c.addr), b])), 'k8sform-backup-r');
  assert.equal(written.error, undefined);
  assert.equal(readFileSync(join(dir, 'kube-apiserver.yaml'), 'utf8'), 'v2\n');
  const restored = await restoreHostFiles(t, ['/etc/kubernetes/manifests/kube-apiserver.yaml', '/etc/kubernetes/manifests/extra.yaml'], 'k8sform-backup-r');
  assert.deepEqual(restored, ['/etc/kubernetes/manifests/kube-apiserver.yaml', '/etc/kubernetes/manifests/extra.yaml']);
  assert.equal(readFileSync(join(dir, 'kube-apiserver.yaml'), 'utf8'), 'v1\n');
  assert.deepEqual(readdirSync(dir), ['kube-apiserver.yaml']);
});
