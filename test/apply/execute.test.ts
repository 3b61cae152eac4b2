import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { testCluster } from '../support/test-clusters.js';
import { binaryAddress, dirAddress, fileAddress, formatAddress, objectAddress } from '../../src/model/address.js';
import type { BinaryChange, DirChange, FileChange, FileState, ObjectChange } from '../../src/model/plan.js';
import type { RolloutStep } from '../../src/model/rollout.js';
import { ObjectsPartlyApplied } from '../../src/apply/apply-objects.js';
import { RolloutInterrupted } from '../../src/apply/gates/poll.js';
import { rolloutSchedule } from '../../src/planner/schedule.js';
import { staticPodReadsOf } from '../support/static-pod-reads.js';
import { localTransport, type LocalHost } from '../../src/providers/local/local-transport.js';
import { directoryDigest, observeHost, symlinkDigest } from '../../src/state/observe-host.js';
import { restoreHostFiles, writeHostChanges } from '../../src/apply/execute.js';
import { hostScript, restoreScript } from '../../src/apply/host-script.js';
import { downloadsByHost, stageDownloads } from '../../src/apply/stage-downloads.js';
import { pruneBackups } from '../../src/apply/prune-backups.js';
import { runRollout, type RolloutContext } from '../../src/apply/run-rollout.js';
import type { ProgressEvent } from '../../src/model/progress.js';
import { EtcdClient, type EtcdAccess } from '../../src/providers/etcd/etcd-client.js';
import type { KubeClient } from '../../src/providers/kube-api/kube-client.js';
import { database, snapshotOf } from '../support/bbolt-file.js';

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

function context(entries: [FileChange, Buffer][], backupDir: string, events: ProgressEvent[] = []): RolloutContext {
  return {
    progress: { emit: (e) => events.push(e) },
    cluster, transports, signal: new AbortController().signal, backupDir,
    changes: new Map(entries.map(([c]) => [formatAddress(c.addr), c])),
    contents: new Map(entries.map(([c, b]) => [formatAddress(c.addr), b])),
    api: () => undefined,
    observeHost,
    observeEtcd: () => Promise.reject(new Error('no etcd in this test')),
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
  const steps = rolloutSchedule(cluster, entries.map(([c]) => c), staticPodReadsOf(cluster));
  assert.deepEqual(steps.map((s) => s.title), ['host[cp-1] files', 'host[cp-2] files', 'worker files']);
  const events: ProgressEvent[] = [];
  const result = await runRollout(steps, context(entries, 'k8sform-backup-20260115T120000Z', events));
  // Progress names every step up front, then each step's start and end: the failed one, on its host.
  assert.deepEqual(events, [
    { kind: 'rollout', steps: [{ number: 1, title: 'host[cp-1] files' }, { number: 2, title: 'host[cp-2] files' }, { number: 3, title: 'worker files' }] },
    { kind: 'step-started', step: 1, of: 3, title: 'host[cp-1] files' },
    { kind: 'step-done', step: 1 },
    { kind: 'step-started', step: 2, of: 3, title: 'host[cp-2] files' },
    { kind: 'step-failed', step: 2, host: 'cp-2' },
  ]);
  assert.deepEqual(result.applied, ['host[cp-1].file[/etc/kubernetes/pki/a.crt]', 'host[cp-1].file[/etc/kubernetes/b.conf]']);
  assert.equal(result.failure?.step.number, 2);
  assert.equal(result.failure?.host, 'cp-2');
  // Every directory on the way is checked before the first write, so cp-2 got nothing, not half.
  assert.match(result.failure!.message, /\/etc\/kubernetes\/manifests: became something other than a directory since the plan read it/);
  assert.deepEqual(result.failure?.notApplied, ['host[cp-2].file[/etc/kubernetes/first.conf]', 'host[cp-2].file[/etc/kubernetes/manifests/x.yaml]', 'host[w-1].file[/var/lib/kubelet/config.yaml]']);
  assert.equal(readFileSync(join(root, 'cp-1/etc/kubernetes/b.conf'), 'utf8'), 'new b\n');
  assert.equal(statSync(join(root, 'cp-1/etc/kubernetes/b.conf')).mode & 0o777, 0o600);
  assert.equal(readFileSync(join(root, 'cp-1/etc/kubernetes/tmp/k8sform-backup-20260115T120000Z/etc/kubernetes/b.conf'), 'utf8'), 'old');
  assert.deepEqual(readdirSync(join(root, 'cp-2/etc/kubernetes')).sort(), ['manifests'], 'nothing written on cp-2');
  assert.throws(() => statSync(join(root, 'w-1/var/lib/kubelet/config.yaml')), 'the worker was not touched');
});

test('a write cut short leaves no temporary file and reports the files done before it; the next run sweeps old temporaries', async () => {
  const t = transports.get('cp-2')!;
  const dir = join(root, 'cp-2/etc/kubernetes/pki');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '.k8sform.Ab12Cd'), '', { mode: 0o600 }); // what a full disk left behind
  writeFileSync(join(dir, 'keep.k8sform'), 'not ours');
  const entries = [put('cp-2', '/etc/kubernetes/pki/one.crt', 'one\n'), put('cp-2', '/etc/kubernetes/pki/two.crt', 'two two\n')];
  const { script, stdin } = hostScript(t.root, 'k8sform-backup-cut', entries.map(([change, content]) => ({ change, content })));
  const cut = await t.exec(script, stdin.subarray(0, stdin.length - 3));
  assert.notEqual(cut.code, 0);
  assert.equal(cut.stdout.toString(), 'done /etc/kubernetes/pki/one.crt\n');
  assert.match(cut.stderr, /short input for \/etc\/kubernetes\/pki\/two\.crt/);
  assert.deepEqual(readdirSync(dir).sort(), ['keep.k8sform', 'one.crt'], 'the cut file\'s temporary and the old one are gone');
});

test('a directory on the way that became a link since the plan refuses the host; nothing is written through it', async () => {
  const hostRoot = join(root, 'w-1');
  const elsewhere = join(root, 'elsewhere');
  mkdirSync(elsewhere, { recursive: true });
  mkdirSync(join(hostRoot, 'var/lib'), { recursive: true });
  symlinkSync(elsewhere, join(hostRoot, 'var/lib/kubelet'));
  const change = put('w-1', '/var/lib/kubelet/kubeadm-flags.env', 'f\n');
  const out = await writeHostChanges(transports.get('w-1')!, [change[0]], new Map([[formatAddress(change[0].addr), change[1]]]), 'k8sform-backup-l');
  assert.equal(out.stale, true);
  assert.match(out.error!, /\/var\/lib\/kubelet: became a symbolic link since the plan read it/);
  assert.deepEqual(readdirSync(elsewhere), []);
  rmSync(join(hostRoot, 'var/lib/kubelet'));
});

test('with consent a managed file that is a link is replaced by a regular file, its target untouched; restore puts the link back', async () => {
  const dir = join(root, 'cp-1/etc/kubernetes');
  mkdirSync(dir, { recursive: true });
  const target = join(root, 'shared-admin.conf');
  writeFileSync(target, 'someone else\'s file\n');
  symlinkSync(target, join(dir, 'admin.conf'));
  const [change, bytes] = put('cp-1', '/etc/kubernetes/admin.conf', 'ours\n');
  const replace: FileChange = { ...change, action: 'replace', before: { digest: symlinkDigest(Buffer.from(target)), mode: 0o777, uid: 0, gid: 0, view: { kind: 'unreadable', why: 'a link' } } };
  const t = transports.get('cp-1')!;
  const out = await writeHostChanges(t, [replace], new Map([[formatAddress(change.addr), bytes]]), 'k8sform-backup-s');
  assert.equal(out.error, undefined);
  assert.ok(lstatSync(join(dir, 'admin.conf')).isFile());
  assert.equal(readFileSync(join(dir, 'admin.conf'), 'utf8'), 'ours\n');
  assert.equal(readFileSync(target, 'utf8'), 'someone else\'s file\n');
  assert.equal(readlinkSync(join(dir, 'tmp/k8sform-backup-s/etc/kubernetes/admin.conf')), target, 'the backup is the link itself');
  await restoreHostFiles(t, ['/etc/kubernetes/admin.conf'], 'k8sform-backup-s');
  assert.equal(readlinkSync(join(dir, 'admin.conf')), target);
  // A link that points elsewhere than the plan saw is stale.
  rmSync(join(dir, 'admin.conf'));
  symlinkSync('/etc/passwd', join(dir, 'admin.conf'));
  const moved = await writeHostChanges(t, [replace], new Map([[formatAddress(change.addr), bytes]]), 'k8sform-backup-s2');
  assert.match(moved.error!, /admin\.conf: changed on the host since the plan read it/);
  rmSync(join(dir, 'admin.conf'));
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

const dirState = (mode: number): FileState => ({ digest: directoryDigest(mode, 0, 0), mode, uid: 0, gid: 0, view: { kind: 'directory' } });

test('the etcd data directory is made 0700 before the manifest that mounts it, its mode fixed in place; what is inside is left alone', async () => {
  const t = transports.get('cp-1')!;
  const hostRoot = join(root, 'cp-1');
  rmSync(join(hostRoot, 'var/lib/etcd'), { recursive: true, force: true });
  const etcdDir = dirAddress('cp-1', '/var/lib/etcd');
  const create: DirChange = { addr: etcdDir, action: 'create', format: 'directory', sensitive: false, reasons: [], dependsOn: [], after: dirState(0o700) };
  const [manifest, bytes] = put('cp-1', '/etc/kubernetes/manifests/etcd.yaml', 'etcd\n', { dependsOn: [etcdDir] });
  // The manifest comes first in the list: dependency order puts the directory before it.
  const out = await writeHostChanges(t, [manifest, create], new Map([[formatAddress(manifest.addr), bytes]]), 'k8sform-backup-d');
  assert.equal(out.error, undefined);
  assert.deepEqual(out.applied, ['host[cp-1].dir[/var/lib/etcd]', 'host[cp-1].file[/etc/kubernetes/manifests/etcd.yaml]']);
  assert.equal(statSync(join(hostRoot, 'var/lib/etcd')).mode & 0o7777, 0o700);

  writeFileSync(join(hostRoot, 'var/lib/etcd/member'), 'data');
  chmodSync(join(hostRoot, 'var/lib/etcd'), 0o755);
  const fix: DirChange = { ...create, action: 'update', before: dirState(0o755) };
  assert.equal((await writeHostChanges(t, [fix], new Map(), 'k8sform-backup-d')).error, undefined);
  assert.equal(statSync(join(hostRoot, 'var/lib/etcd')).mode & 0o7777, 0o700);
  assert.equal(readFileSync(join(hostRoot, 'var/lib/etcd/member'), 'utf8'), 'data');
});

test('a directory whose mode changed since the plan is stale: nothing is written on that host', async () => {
  const t = transports.get('cp-2')!;
  const hostRoot = join(root, 'cp-2');
  mkdirSync(join(hostRoot, 'var/lib/etcd'), { recursive: true });
  chmodSync(join(hostRoot, 'var/lib/etcd'), 0o750);
  const fix: DirChange = { addr: dirAddress('cp-2', '/var/lib/etcd'), action: 'update', format: 'directory', sensitive: false, reasons: [], dependsOn: [], before: dirState(0o755), after: dirState(0o700) };
  const [other, bytes] = put('cp-2', '/etc/kubernetes/stale-check.conf', 'x\n');
  const out = await writeHostChanges(t, [other, fix], new Map([[formatAddress(other.addr), bytes]]), 'k8sform-backup-d');
  assert.equal(out.stale, true);
  assert.match(out.error!, /\/var\/lib\/etcd: changed on the host since the plan read it/);
  assert.equal(statSync(join(hostRoot, 'var/lib/etcd')).mode & 0o7777, 0o750);
  assert.throws(() => statSync(join(hostRoot, 'etc/kubernetes/stale-check.conf')));
});

test('a machine leaving the cluster: its file is moved into the backup, its data directory emptied into it (the directory stays, it may be a mount point), nothing lost', async () => {
  const t = transports.get('w-1')!;
  const hostRoot = join(root, 'w-1');
  mkdirSync(join(hostRoot, 'var/lib/etcd/member/snap'), { recursive: true });
  chmodSync(join(hostRoot, 'var/lib/etcd'), 0o700);
  writeFileSync(join(hostRoot, 'var/lib/etcd/member/snap/db'), 'data');
  mkdirSync(join(hostRoot, 'etc/kubernetes'), { recursive: true });
  writeFileSync(join(hostRoot, 'etc/kubernetes/kubelet.conf'), 'conf\n');
  const conf: FileChange = { addr: fileAddress('w-1', '/etc/kubernetes/kubelet.conf'), action: 'delete', format: 'kubeconfig', sensitive: true, reasons: [], dependsOn: [], before: { ...state('conf\n'), mode: statSync(join(hostRoot, 'etc/kubernetes/kubelet.conf')).mode & 0o7777 } };
  const data: DirChange = { addr: dirAddress('w-1', '/var/lib/etcd'), action: 'delete', format: 'directory', sensitive: false, reasons: [], dependsOn: [], before: dirState(0o700) };
  const out = await writeHostChanges(t, [conf, data], new Map(), 'k8sform-backup-leave');
  assert.equal(out.error, undefined);
  assert.deepEqual(out.applied, ['host[w-1].file[/etc/kubernetes/kubelet.conf]', 'host[w-1].dir[/var/lib/etcd]']);
  const backup = join(hostRoot, 'etc/kubernetes/tmp/k8sform-backup-leave');
  assert.throws(() => statSync(join(hostRoot, 'etc/kubernetes/kubelet.conf')));
  assert.equal(readFileSync(join(backup, 'etc/kubernetes/kubelet.conf'), 'utf8'), 'conf\n');
  assert.deepEqual(readdirSync(join(hostRoot, 'var/lib/etcd')), [], 'emptied');
  assert.equal(statSync(join(hostRoot, 'var/lib/etcd')).mode & 0o7777, 0o700, 'the directory stays as it was');
  assert.equal(readFileSync(join(backup, 'var/lib/etcd/member/snap/db'), 'utf8'), 'data');
});

test('a mode fixed on the same bytes keeps the file\'s modification time (nothing reading it must restart); new bytes get a new one', async () => {
  const dir = join(root, 'cp-2/etc/kubernetes/pki');
  mkdirSync(dir, { recursive: true });
  for (const name of ['sa.key', 'sa.pub']) {
    writeFileSync(join(dir, name), `${name}\n`, { mode: 0o644 });
    utimesSync(join(dir, name), 1_700_000_000, 1_700_000_000);
  }
  const modeOnly: FileChange = { ...put('cp-2', '/etc/kubernetes/pki/sa.key', 'sa.key\n', { before: 'sa.key\n' })[0], before: { ...state('sa.key\n'), mode: 0o644 } };
  const [content] = put('cp-2', '/etc/kubernetes/pki/sa.pub', 'new\n', { before: 'sa.pub\n' });
  const contents = new Map([[formatAddress(modeOnly.addr), Buffer.from('sa.key\n')], [formatAddress(content.addr), Buffer.from('new\n')]]);
  const written = await writeHostChanges(transports.get('cp-2')!, [modeOnly, { ...content, before: { ...state('sa.pub\n'), mode: 0o644 } }], contents, 'k8sform-backup-mtime');
  assert.equal(written.error, undefined);
  assert.equal(statSync(join(dir, 'sa.key')).mode & 0o777, 0o600);
  assert.equal(statSync(join(dir, 'sa.key')).mtimeMs, 1_700_000_000_000);
  assert.ok(statSync(join(dir, 'sa.pub')).mtimeMs > 1_700_000_000_000);
});

test('a host without sha256sum is named with what it lacks, not called stale, and nothing is written', async () => {
  const dir = join(root, 'w-1/etc/kubernetes');
  mkdirSync(dir, { recursive: true });
  // A PATH with every tool the script uses but sha256sum.
  const bin = mkdtempSync(join(tmpdir(), 'k8sform-no-sha256sum-'));
  for (const tool of ['sh', 'mkdir', 'mktemp', 'head', 'wc', 'cut', 'stat', 'readlink', 'cp', 'mv', 'chmod', 'chown', 'touch', 'find', 'rm', 'dirname', 'sync', 'cat']) symlinkSync(`/usr/bin/${tool}`, join(bin, tool));
  const path = process.env.PATH;
  process.env.PATH = bin;
  try {
    const changes = [put('w-1', '/etc/kubernetes/tools.conf', 't\n')[0]];
    const r = await writeHostChanges(transports.get('w-1')!, changes, new Map([[formatAddress(changes[0]!.addr), Buffer.from('t\n')]]), 'k8sform-backup-x');
    assert.equal(r.stale, false);
    assert.match(r.error!, /^sha256sum is not installed on this host: k8sform writes files with it/);
    assert.deepEqual(r.applied, []);
  } finally {
    process.env.PATH = path;
    rmSync(bin, { recursive: true, force: true });
  }
  assert.throws(() => statSync(join(dir, 'tools.conf')), 'nothing written');
});

test('objects applied before the objects step stopped count as applied, in the result and in the failure, whatever stopped it', async () => {
  const objects = ['a', 'b', 'c'].map((name): ObjectChange => ({
    addr: objectAddress('v1', 'ConfigMap', name, 'kube-system'), action: 'create', format: 'object', sensitive: false, reasons: [], dependsOn: [], after: { digest: name, view: { kind: 'text', text: '' } },
  }));
  const steps: RolloutStep[] = [{ number: 1, title: 'cluster objects', parallelism: 1, units: [{ changes: objects.map((c) => c.addr) }] }];
  for (const stop of [new Error('the kubelet did not register Node w-1 within 5m'), new RolloutInterrupted()]) {
    const ctx: RolloutContext = {
      ...context([], 'k8sform-backup-objects'),
      changes: new Map(objects.map((c) => [formatAddress(c.addr), c])),
      applyObjects: () => Promise.reject(new ObjectsPartlyApplied(objects.slice(0, 2).map((c) => formatAddress(c.addr)), stop)),
    };
    const result = await runRollout(steps, ctx);
    const [a, b, c] = objects.map((o) => formatAddress(o.addr));
    assert.deepEqual(result.applied, [a, b], stop.message);
    assert.equal(result.failure?.message, stop.message);
    assert.equal(result.failure?.interrupted, stop instanceof RolloutInterrupted);
    assert.deepEqual(result.failure?.written, [a, b]);
    assert.deepEqual(result.failure?.notApplied, [c]);
  }
});

test('a gate that stops on an error of its own (a restart command that fails) restores the step\'s files like a gate that times out', async () => {
  // What the kubelet's /healthz answers: a kubelet that runs, so the gate restarts it.
  const healthz = createServer((_, res) => res.end('ok'));
  await new Promise<void>((resolve) => healthz.listen(0, '127.0.0.1', resolve));
  try {
    const port = (healthz.address() as AddressInfo).port;
    const failing = testCluster([`{ name: cp-9, role: control-plane, address: 10.0.0.8 }`, `{ name: w-9, role: worker, address: 10.0.0.9, transport: local, local: { root: ${root}/w-9 } }`], {
      path: `${root}/failing.yaml`,
      spec: `kubelet: { config: { healthzPort: ${port} } }\n  rollout: { kubeletRestartCommand: "echo no kubelet unit here >&2; exit 5" }`,
    });
    mkdirSync(join(root, 'w-9/var/lib/kubelet'), { recursive: true });
    writeFileSync(join(root, 'w-9/var/lib/kubelet/config.yaml'), 'old\n');
    const [change, bytes] = put('w-9', '/var/lib/kubelet/config.yaml', 'new\n', { before: 'old\n' });
    const steps: RolloutStep[] = [{ number: 1, title: 'worker kubelets', parallelism: 1, units: [{ host: 'w-9', changes: [change.addr], gate: { kind: 'kubelet', host: 'w-9' } }] }];
    const ctx: RolloutContext = { ...context([[change, bytes]], 'k8sform-backup-failing-restart'), cluster: failing, transports: new Map([['w-9', localTransport(failing.hosts[1] as LocalHost)]]) };
    const result = await runRollout(steps, ctx);
    assert.deepEqual(result.applied, []);
    assert.match(result.failure?.message ?? '', /^kubelet gate: echo no kubelet unit here >&2; exit 5 failed on w-9: no kubelet unit here$/);
    assert.deepEqual(result.failure?.restored, ['/var/lib/kubelet/config.yaml']);
    assert.equal(result.failure?.restoredHealthy, false, 'the restored kubelet could not be restarted either');
    assert.deepEqual(result.failure?.notApplied, [formatAddress(change.addr)]);
    assert.equal(readFileSync(join(root, 'w-9/var/lib/kubelet/config.yaml'), 'utf8'), 'old\n');
  } finally {
    healthz.close();
  }
});

test('a rolled-back step keeps what a rollback does not put back, a directory made 0700, and counts it applied: only the restored files are not applied', async () => {
  const healthz = createServer((_, res) => res.end('ok'));
  await new Promise<void>((resolve) => healthz.listen(0, '127.0.0.1', resolve));
  try {
    const port = (healthz.address() as AddressInfo).port;
    const failing = testCluster([`{ name: cp-9, role: control-plane, address: 10.0.0.8 }`, `{ name: w-8, role: worker, address: 10.0.0.9, transport: local, local: { root: ${root}/w-8 } }`], {
      path: `${root}/kept.yaml`,
      spec: `kubelet: { config: { healthzPort: ${port} } }\n  rollout: { kubeletRestartCommand: "exit 3" }`,
    });
    mkdirSync(join(root, 'w-8/var/lib/kubelet'), { recursive: true });
    mkdirSync(join(root, 'w-8/var/lib/data'), { mode: 0o755 });
    chmodSync(join(root, 'w-8/var/lib/data'), 0o755);
    writeFileSync(join(root, 'w-8/var/lib/kubelet/config.yaml'), 'old\n');
    const [config, bytes] = put('w-8', '/var/lib/kubelet/config.yaml', 'new\n', { before: 'old\n' });
    const data: DirChange = { addr: dirAddress('w-8', '/var/lib/data'), action: 'update', format: 'directory', sensitive: false, reasons: [], dependsOn: [], before: dirState(0o755), after: dirState(0o700) };
    const steps: RolloutStep[] = [{ number: 1, title: 'worker kubelets', parallelism: 1, units: [{ host: 'w-8', changes: [data.addr, config.addr], gate: { kind: 'kubelet', host: 'w-8' } }] }];
    const base = context([[config, bytes]], 'k8sform-backup-kept');
    const ctx: RolloutContext = { ...base, changes: new Map([...base.changes, [formatAddress(data.addr), data]]), cluster: failing, transports: new Map([['w-8', localTransport(failing.hosts[1] as LocalHost)]]) };
    const result = await runRollout(steps, ctx);
    assert.deepEqual(result.applied, ['host[w-8].dir[/var/lib/data]']);
    assert.deepEqual(result.failure?.restored, ['/var/lib/kubelet/config.yaml']);
    assert.deepEqual(result.failure?.written, ['host[w-8].dir[/var/lib/data]'], 'named as left in place');
    assert.deepEqual(result.failure?.notApplied, ['host[w-8].file[/var/lib/kubelet/config.yaml]']);
    assert.equal(readFileSync(join(root, 'w-8/var/lib/kubelet/config.yaml'), 'utf8'), 'old\n');
    assert.equal(statSync(join(root, 'w-8/var/lib/data')).mode & 0o7777, 0o700, 'the directory stays as the step left it');
  } finally {
    healthz.close();
  }
});

test('an etcd snapshot step saves the snapshot on its host (0700 directory, 0600 file, the newest `keep` kept) and names it in the transcript and in a later failure; a bad stream stops the rollout and leaves no file', async () => {
  const snapshot = snapshotOf(database());
  let sent = snapshot;
  const member = { id: '1', name: 'cp-1', peerURLs: ['https://10.0.0.1:2380'], clientURLs: ['https://10.0.0.1:2379'], isLearner: false };
  // etcd's gateway, streaming pieces of etcd's size as base64 messages.
  const gateway = {
    stream: async (path: string, _body: object, onResult: (r: unknown) => Promise<void>) => {
      assert.equal(path, '/v3/maintenance/snapshot');
      for (let at = 0; at < sent.length; at += 32 * 1024) await onResult({ blob: sent.subarray(at, at + 32 * 1024).toString('base64'), version: '3.6.0' });
    },
  } as unknown as KubeClient;
  const client = new EtcdClient(gateway, 'https://10.0.0.1:2379 via host[cp-1]');
  const etcd: EtcdAccess = { on: () => client, at: () => client };
  const lines: string[] = [];
  const ctx: RolloutContext = {
    ...context([], 'k8sform-backup-snapshots'),
    etcd,
    observeEtcd: async () => ({ seen: { endpoint: client.endpoint, members: [member], healthy: ['1'] }, client }),
    say: (l) => lines.push(l),
  };
  const dir = join(root, 'cp-1/var/lib/k8sform/etcd-snapshots');
  const snapshotStep = (number: number): RolloutStep => ({ number, title: 'host[cp-1] etcd snapshot', parallelism: 1, units: [{ host: 'cp-1', changes: [], gate: { kind: 'etcd-snapshot', host: 'cp-1', keep: 2 } }] });
  // Three snapshots in a row, a second apart so their names differ: the newest two are kept.
  for (let i = 0; i < 3; i++) {
    if (i) await new Promise((r) => setTimeout(r, 1100));
    assert.deepEqual(await runRollout([snapshotStep(1)], ctx), { applied: [] });
  }
  const kept = readdirSync(dir).sort();
  assert.equal(kept.length, 2, kept.join(' '));
  assert.ok(kept.every((f) => /^\d{8}T\d{6}Z-before-step-2\.db$/.test(f)), kept.join(' '));
  assert.equal(statSync(dir).mode & 0o777, 0o700);
  assert.equal(statSync(join(dir, kept[1]!)).mode & 0o777, 0o600);
  assert.deepEqual(readFileSync(join(dir, kept[1]!)), snapshot);
  assert.equal(lines.at(-1), `  etcd snapshot saved: host[cp-1]:/var/lib/k8sform/etcd-snapshots/${kept[1]} (from host[cp-1], ${snapshot.length} bytes, sha256 ${createHash('sha256').update(snapshot).digest('hex')})`);

  // A step after the snapshot fails: its failure names the snapshot this apply saved.
  const failing: RolloutStep = { number: 2, title: 'host[cp-1] objects', parallelism: 1, units: [{ changes: [objectAddress('v1', 'ConfigMap', 'x', 'kube-system')] }] };
  const objectCtx: RolloutContext = { ...ctx, changes: new Map([[formatAddress(failing.units[0]!.changes[0]!), { addr: failing.units[0]!.changes[0]!, action: 'create' } as ObjectChange]]), applyObjects: () => Promise.reject(new Error('the apiserver refused it')) };
  const after = await runRollout([snapshotStep(1), failing], objectCtx);
  assert.match(after.failure?.recoveryPoint ?? '', /^host\[cp-1\]:\/var\/lib\/k8sform\/etcd-snapshots\/\d{8}T\d{6}Z-before-step-2\.db$/);
  // Interrupted (SIGINT) once the snapshot is saved: the next step does not start, and the report names the snapshot too.
  const stop = new AbortController();
  const interruptedRun = await runRollout([snapshotStep(1), failing], { ...objectCtx, signal: stop.signal, say: (l) => (l.includes('etcd snapshot saved') ? stop.abort() : lines.push(l)) });
  assert.deepEqual([interruptedRun.failure?.interrupted, interruptedRun.failure?.step.number], [true, 2]);
  assert.match(interruptedRun.failure?.recoveryPoint ?? '', /^host\[cp-1\]:\/var\/lib\/k8sform\/etcd-snapshots\/\d{8}T\d{6}Z-before-step-2\.db$/);

  // A stream whose end does not match its database: nothing is kept, nothing after it runs.
  sent = Buffer.concat([snapshot.subarray(0, 4096 * 3), snapshot.subarray(4096 * 3 + 1)]);
  const before = readdirSync(dir, { withFileTypes: true }).map((e) => e.name).sort();
  const bad = await runRollout([snapshotStep(1), failing], objectCtx);
  assert.equal(bad.failure?.step.number, 1);
  assert.match(bad.failure?.message ?? '', /^no etcd snapshot could be saved, so the steps that change etcd did not start: etcd https:\/\/10\.0\.0\.1:2379 via host\[cp-1\]: the snapshot it sent is its database does not match the sha256 at its end \(cut short or corrupted\)$/);
  assert.deepEqual(bad.failure?.notApplied, [formatAddress(failing.units[0]!.changes[0]!)]);
  assert.deepEqual(readdirSync(dir, { withFileTypes: true }).map((e) => e.name).sort(), before, 'no partial file left, the kept ones untouched');

  // Nothing listens on any member's client port (every member stopped): nothing to save, the rollout goes on.
  const stopped: RolloutContext = { ...objectCtx, applyObjects: async (changes) => changes.map((c) => formatAddress(c.addr)), observeEtcd: async () => ({ seen: { endpoint: 'x', error: 'https://10.0.0.1:2379 via host[cp-1]: cp-1: cannot reach 10.0.0.1:2379 from this host: (SSH) Channel open failure: Connection refused; https://10.0.0.2:2379 via host[cp-2]: connect ECONNREFUSED 10.0.0.2:2379' } }) };
  const skipped = await runRollout([snapshotStep(1), failing], stopped);
  assert.deepEqual(skipped, { applied: [formatAddress(failing.units[0]!.changes[0]!)] });
  assert.equal(lines.at(-2), '  etcd snapshot skipped: no etcd member runs (nothing listens on any member\'s client port): there is nothing to save');
  assert.equal(lines.at(-1), '[2/2] host[cp-1] objects', 'the next step ran');
  // One member that does not answer otherwise (a timeout): that is not "stopped", the rollout stops.
  const unsure: RolloutContext = { ...stopped, observeEtcd: async () => ({ seen: { endpoint: 'x', error: 'https://10.0.0.1:2379 via host[cp-1]: Connection refused; https://10.0.0.2:2379 via host[cp-2]: timed out' } }) };
  const stoppedHere = await runRollout([snapshotStep(1), failing], unsure);
  assert.match(stoppedHere.failure?.message ?? '', /^no etcd snapshot could be saved, so the steps that change etcd did not start: no etcd member answered \(.*timed out\)$/);

  // /var/lib/k8sform itself a link (to a directory others may read): refused, nothing written through it.
  sent = snapshot;
  const elsewhere = mkdtempSync(join(tmpdir(), 'k8sform-elsewhere-'));
  rmSync(join(root, 'cp-1/var/lib/k8sform'), { recursive: true });
  symlinkSync(elsewhere, join(root, 'cp-1/var/lib/k8sform'));
  const linked = await runRollout([snapshotStep(1), failing], objectCtx);
  assert.match(linked.failure?.message ?? '', /^no etcd snapshot could be saved, so the steps that change etcd did not start: host\[cp-1\]: .*\/cp-1\/var\/lib\/k8sform is not a directory$/);
  assert.deepEqual(readdirSync(elsewhere), []);
  rmSync(join(root, 'cp-1/var/lib/k8sform'));
  rmSync(elsewhere, { recursive: true });
});

/** A binary to install on cp-1 (spec.nodeSoftware): `after` is the digest its checksum says; `source` a URL to download it from. */
const binaryChange = (path: string, after: string, opts: { before?: string; source?: string } = {}): BinaryChange => ({
  addr: binaryAddress('cp-1', path), action: opts.before === undefined ? 'create' : 'update', format: 'binary', sensitive: false, reasons: [], dependsOn: [],
  ...(opts.before === undefined ? {} : { before: { digest: opts.before, mode: 0o755, uid: 0, gid: 0, view: { kind: 'binary', sha256: opts.before } } }),
  after: { digest: after, mode: 0o755, uid: 0, gid: 0, view: { kind: 'binary', release: 'v1.34.2', sha256: after, ...(opts.source ? { source: opts.source } : {}) } },
});

test('a binary is uploaded next to its path, its digest checked on the host, renamed into place 0755 with the old one in the backup; restore puts the old one back', async () => {
  const t = transports.get('cp-1')!;
  const bin = join(root, 'cp-1/usr/bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'kubelet'), 'old kubelet', { mode: 0o755 });
  const change = binaryChange('/usr/bin/kubelet', sha('new kubelet'), { before: sha('old kubelet') });
  const written = await writeHostChanges(t, [change], new Map([[formatAddress(change.addr), Buffer.from('new kubelet')]]), 'k8sform-backup-bin');
  assert.deepEqual([written.error, written.applied], [undefined, ['host[cp-1].binary[/usr/bin/kubelet]']]);
  assert.equal(readFileSync(join(bin, 'kubelet'), 'utf8'), 'new kubelet');
  assert.equal(statSync(join(bin, 'kubelet')).mode & 0o7777, 0o755);
  assert.equal(readFileSync(join(root, 'cp-1/etc/kubernetes/tmp/k8sform-backup-bin/usr/bin/kubelet'), 'utf8'), 'old kubelet');
  assert.deepEqual(await restoreHostFiles(t, ['/usr/bin/kubelet'], 'k8sform-backup-bin'), ['/usr/bin/kubelet']);
  assert.equal(readFileSync(join(bin, 'kubelet'), 'utf8'), 'old kubelet');
});

test('bytes that are not what the checksum says are never installed: the old binary stays and no temporary is left', async () => {
  const t = transports.get('cp-1')!;
  const bin = join(root, 'cp-1/usr/bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'kubectl'), 'old kubectl', { mode: 0o755 });
  const change = binaryChange('/usr/bin/kubectl', sha('the build reviewed'), { before: sha('old kubectl') });
  const written = await writeHostChanges(t, [change], new Map([[formatAddress(change.addr), Buffer.from('a tampered build')]]), 'k8sform-backup-bad');
  assert.match(written.error ?? '', new RegExp(`/usr/bin/kubectl: what arrived has sha256 ${sha('a tampered build')}, not the ${sha('the build reviewed')} its checksum says: not installed`));
  assert.deepEqual(written.notApplied, ['host[cp-1].binary[/usr/bin/kubectl]']);
  assert.equal(readFileSync(join(bin, 'kubectl'), 'utf8'), 'old kubectl');
  assert.deepEqual(readdirSync(bin).filter((f) => f.startsWith('.k8sform.')), []);
});

test('a binary from a URL is downloaded by the host (curl, else wget) and checked the same way; a download that fails installs nothing', async (t) => {
  const server = createServer((req, res) => {
    if (req.url === '/v1.34.2/kubelet') res.end('downloaded kubelet');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  t.after(() => server.close());
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const host = transports.get('cp-1')!;
  const bin = join(root, 'cp-1/usr/local/bin');
  const change = { ...binaryChange('/usr/local/bin/kubelet', sha('downloaded kubelet'), { source: `${base}/v1.34.2/kubelet` }) };
  const written = await writeHostChanges(host, [change], new Map(), 'k8sform-backup-url');
  assert.equal(written.error, undefined);
  assert.equal(readFileSync(join(bin, 'kubelet'), 'utf8'), 'downloaded kubelet');
  const missing = binaryChange('/usr/local/bin/kubectl', sha('x'), { source: `${base}/v1.34.2/kubectl` });
  const failed = await writeHostChanges(host, [missing], new Map(), 'k8sform-backup-url');
  assert.match(failed.error ?? '', /downloading http:\/\/127\.0\.0\.1:\d+\/v1\.34\.2\/kubectl for \/usr\/local\/bin\/kubectl failed/);
  assert.deepEqual(readdirSync(bin), ['kubelet']);
});

/** A release archive as the releases make them (`tar czf`), of these files: the CNI plugins' have `./` before each name, crictl's not. */
function archive(files: Record<string, string>): { bytes: Buffer; sha256: string } {
  const dir = mkdtempSync(join(tmpdir(), 'k8sform-archive-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name.replace(/^\.\//, '')), text, { mode: 0o755 });
  const names = Object.keys(files);
  const made = spawnSync('tar', ['czf', '-', '-C', dir, ...names], { maxBuffer: 1 << 24 });
  rmSync(dir, { recursive: true, force: true });
  assert.equal(made.status, 0, made.stderr.toString());
  return { bytes: made.stdout, sha256: createHash('sha256').update(made.stdout).digest('hex') };
}

/** A file of a release archive to install on cp-1: `after` names the archive by its sha256, and the member. */
const memberChange = (path: string, archiveSha: string, member: string, opts: { before?: string; source?: string } = {}): BinaryChange => ({
  addr: binaryAddress('cp-1', path), action: opts.before === undefined ? 'create' : 'update', format: 'binary', sensitive: false, reasons: [], dependsOn: [],
  ...(opts.before === undefined ? {} : { before: { digest: opts.before, mode: 0o755, uid: 0, gid: 0, view: { kind: 'binary', sha256: opts.before } } }),
  after: { digest: `extracted:${archiveSha}:${member}`, mode: 0o755, uid: 0, gid: 0, view: { kind: 'binary', release: 'v1.9.1', sha256: archiveSha, source: opts.source ?? '/local/cni.tgz', member } },
});

test('files of a release archive: the archive is checked, then each member extracted beside its path, recorded with its digest, and renamed into place; the record makes the next write see it as that member', async () => {
  const host = transports.get('cp-1')!;
  const cni = join(root, 'cp-1/opt/cni/bin');
  mkdirSync(cni, { recursive: true });
  writeFileSync(join(cni, 'bridge'), 'debian bridge', { mode: 0o755 });
  const v1 = archive({ './bridge': 'bridge v1', './loopback': 'loopback v1', './LICENSE': 'license' });
  const changes = [memberChange('/opt/cni/bin/bridge', v1.sha256, 'bridge', { before: sha('debian bridge') }), memberChange('/opt/cni/bin/loopback', v1.sha256, 'loopback')];
  const written = await writeHostChanges(host, changes, new Map(changes.map((c) => [formatAddress(c.addr), v1.bytes])), 'k8sform-backup-cni');
  assert.deepEqual([written.error, written.applied], [undefined, changes.map((c) => formatAddress(c.addr))]);
  assert.deepEqual(readdirSync(cni).sort(), ['bridge', 'loopback'], 'only the members asked for, no temporary left');
  assert.equal(readFileSync(join(cni, 'bridge'), 'utf8'), 'bridge v1');
  assert.equal(statSync(join(cni, 'loopback')).mode & 0o7777, 0o755);
  assert.equal(readFileSync(join(root, 'cp-1/etc/kubernetes/tmp/k8sform-backup-cni/opt/cni/bin/bridge'), 'utf8'), 'debian bridge');
  assert.equal(readFileSync(join(root, 'cp-1/var/lib/k8sform/extracted/opt/cni/bin/bridge'), 'utf8'), `${v1.sha256} bridge ${sha('bridge v1')}\n`);
  assert.deepEqual(readdirSync(join(root, 'cp-1/var/lib/k8sform')), ['extracted'], 'the archive itself is not kept');

  // The next release, over what the first one installed: the host reports bridge as that member of v1.
  const v2 = archive({ './bridge': 'bridge v2' });
  const upgrade = memberChange('/opt/cni/bin/bridge', v2.sha256, 'bridge', { before: `extracted:${v1.sha256}:bridge` });
  const upgraded = await writeHostChanges(host, [upgrade], new Map([[formatAddress(upgrade.addr), v2.bytes]]), 'k8sform-backup-cni2');
  assert.equal(upgraded.error, undefined);
  assert.equal(readFileSync(join(cni, 'bridge'), 'utf8'), 'bridge v2');

  // Bytes changed by hand since: no longer the member the record names, so the plan is stale.
  writeFileSync(join(cni, 'bridge'), 'patched by hand', { mode: 0o755 });
  const again = memberChange('/opt/cni/bin/bridge', v1.sha256, 'bridge', { before: `extracted:${v2.sha256}:bridge` });
  const stale = await writeHostChanges(host, [again], new Map([[formatAddress(again.addr), v1.bytes]]), 'k8sform-backup-cni3');
  assert.equal(stale.stale, true);
  assert.match(stale.error ?? '', /\/opt\/cni\/bin\/bridge: changed on the host since the plan read it/);
  assert.equal(readFileSync(join(cni, 'bridge'), 'utf8'), 'patched by hand');
});

test('an archive of another digest, without a member asked for, or not downloadable installs nothing, not even the other files of its host\'s script', async (t) => {
  const server = createServer((req, res) => {
    if (req.url === '/crictl.tar.gz') res.end(crictl.bytes);
    else res.writeHead(404).end();
  });
  const crictl = archive({ crictl: 'crictl v1.35.0' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  t.after(() => server.close());
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const host = transports.get('cp-1')!;
  const bin = join(root, 'cp-1/usr/local/sbin');
  const env = put('cp-1', '/etc/k8sform-archive-test.env', 'A=1\n');
  const attempt = (change: BinaryChange, bytes?: Buffer) => writeHostChanges(host, [env[0], change], new Map([[formatAddress(env[0].addr), env[1]], ...(bytes ? [[formatAddress(change.addr), bytes] as const] : [])]), 'k8sform-backup-arc');

  const tampered = await attempt(memberChange('/usr/local/sbin/crictl', sha('the archive reviewed'), 'crictl', { source: '/local/crictl.tar.gz' }), crictl.bytes);
  assert.match(tampered.error ?? '', new RegExp(`/local/crictl\\.tar\\.gz: what arrived has sha256 ${crictl.sha256}, not the ${sha('the archive reviewed')} its checksum says: nothing of it installed`));
  const lacking = await attempt(memberChange('/usr/local/sbin/critest', crictl.sha256, 'critest', { source: `${base}/crictl.tar.gz` }));
  assert.match(lacking.error ?? '', /crictl\.tar\.gz has no critest: nothing of it installed/);
  const gone = await attempt(memberChange('/usr/local/sbin/crictl', crictl.sha256, 'crictl', { source: `${base}/gone.tar.gz` }));
  assert.match(gone.error ?? '', /downloading http:\/\/127\.0\.0\.1:\d+\/gone\.tar\.gz failed: nothing of it installed/);
  for (const failed of [tampered, lacking, gone]) assert.deepEqual(failed.applied, []);
  assert.throws(() => statSync(bin), /ENOENT/);
  assert.throws(() => statSync(join(root, 'cp-1/etc/k8sform-archive-test.env')), /ENOENT/, 'nothing of the script was written');
  assert.deepEqual(readdirSync(join(root, 'cp-1/var/lib/k8sform')).filter((f) => f.startsWith('.k8sform')), [], 'no archive left behind');

  const downloaded = await attempt(memberChange('/usr/local/sbin/crictl', crictl.sha256, 'crictl', { source: `${base}/crictl.tar.gz` }));
  assert.equal(downloaded.error, undefined);
  assert.equal(readFileSync(join(bin, 'crictl'), 'utf8'), 'crictl v1.35.0');
});

test('files of archives are never recorded, nor archives unpacked, through a link: a linked /var/lib/k8sform stops the script before anything is written', async (t) => {
  const elsewhere = mkdtempSync(join(tmpdir(), 'k8sform-linked-state-'));
  t.after(() => rmSync(elsewhere, { recursive: true, force: true }));
  mkdirSync(join(root, 'w-1/var/lib'), { recursive: true });
  symlinkSync(elsewhere, join(root, 'w-1/var/lib/k8sform'));
  t.after(() => rmSync(join(root, 'w-1/var/lib/k8sform')));
  const cni = archive({ './bridge': 'bridge' });
  const change = { ...memberChange('/opt/linked/bridge', cni.sha256, 'bridge'), addr: binaryAddress('w-1', '/opt/linked/bridge') };
  const written = await writeHostChanges(transports.get('w-1')!, [change], new Map([[formatAddress(change.addr), cni.bytes]]), 'k8sform-backup-linked');
  assert.equal(written.stale, true);
  assert.match(written.error ?? '', /\/var\/lib\/k8sform: became a symbolic link since the plan read it/);
  assert.deepEqual(readdirSync(elsewhere), []);
  assert.throws(() => statSync(join(root, 'w-1/opt/linked/bridge')), /ENOENT/);
});

test('before the first step each host downloads what it installs from a URL, once per file, checked against its sha256; the step then installs the staged copy', async (t) => {
  const served = new Map<string, string>([['/kubelet', 'staged kubelet'], ['/cni.tgz', 'not an archive'], ['/tampered', 'other bytes']]);
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url!);
    const body = served.get(req.url!);
    if (body === undefined) res.writeHead(404).end();
    else res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  t.after(() => server.close());
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const kubelet = binaryChange('/opt/staged/kubelet', sha('staged kubelet'), { source: `${base}/kubelet` });
  const bridge = memberChange('/opt/staged/bridge', sha('not an archive'), 'bridge', { source: `${base}/cni.tgz` });
  const loopback = memberChange('/opt/staged/loopback', sha('not an archive'), 'loopback', { source: `${base}/cni.tgz` });
  const uploaded = memberChange('/opt/staged/crictl', sha('uploaded'), 'crictl', { source: '/here/crictl.tar.gz' });
  const all = [kubelet, bridge, loopback, uploaded];
  const applying = new Set(all.map((c) => formatAddress(c.addr)));
  assert.deepEqual(downloadsByHost(all, applying), new Map([['cp-1', [{ sha256: sha('staged kubelet'), url: `${base}/kubelet` }, { sha256: sha('not an archive'), url: `${base}/cni.tgz` }]]]), 'an archive once, an upload not at all');
  assert.deepEqual(downloadsByHost(all, new Set([formatAddress(bridge.addr)])).get('cp-1')?.length, 1, 'only what this apply applies');

  const staged = join(root, 'cp-1/var/lib/k8sform/staged');
  mkdirSync(staged, { recursive: true });
  writeFileSync(join(staged, 'a'.repeat(64)), 'left by an apply that stopped, for a release no longer wanted');
  assert.deepEqual(await stageDownloads(transports, all, applying), { files: 2, hosts: 1 });
  assert.deepEqual(readdirSync(staged).sort(), [sha('not an archive'), sha('staged kubelet')].sort());
  assert.equal(statSync(staged).mode & 0o777, 0o700);
  requests.length = 0;
  assert.deepEqual(await stageDownloads(transports, all, applying), { files: 2, hosts: 1 });
  assert.deepEqual(requests, [], 'what is staged and checked is not downloaded again');

  // The mirror is gone by the time the step runs: the staged copy is installed, and used up.
  served.delete('/kubelet');
  const written = await writeHostChanges(transports.get('cp-1')!, [kubelet], new Map(), 'k8sform-backup-staged');
  assert.equal(written.error, undefined);
  assert.equal(readFileSync(join(root, 'cp-1/opt/staged/kubelet'), 'utf8'), 'staged kubelet');
  assert.deepEqual(readdirSync(staged), [sha('not an archive')]);

  const tampered = binaryChange('/opt/staged/kubectl', sha('the build reviewed'), { source: `${base}/tampered` });
  const gone = binaryChange('/opt/staged/kubectl', sha('x'), { source: `${base}/gone` });
  const both = [tampered, { ...gone, addr: binaryAddress('w-1', '/opt/staged/kubectl') }];
  await assert.rejects(stageDownloads(transports, both, new Set(both.map((c) => formatAddress(c.addr)))), (e: Error) => {
    assert.equal(e.message, [
      'downloading the node software before the first step failed, so no step started:',
      `  host[cp-1]: ${base}/tampered: what arrived has sha256 ${sha('other bytes')}, not the ${sha('the build reviewed')} its checksum says`,
      `  host[w-1]: downloading ${base}/gone failed`,
    ].join('\n'));
    return true;
  });
  assert.deepEqual(readdirSync(staged), [], 'nothing staged, no temporary left, the copy no longer wanted removed');
});

test('older backup folders are removed, the newest kept; nothing else in the folder, and never through a link', async (t) => {
  const backups = testCluster([`{ name: b-1, role: control-plane, address: 10.0.0.9, transport: local, local: { root: ${root}/b-1 } }`], { path: `${root}/b.yaml` });
  const host = localTransport(backups.hosts[0] as LocalHost);
  const tmp = join(root, 'b-1/etc/kubernetes/tmp');
  assert.deepEqual(await pruneBackups([host], 2), { pruned: new Map(), failed: [] }, 'no backup folder yet');
  const times = ['20261101T100000Z', '20261102T100000Z', '20261103T100000Z', '20261104T100000Z'];
  for (const t of times) mkdirSync(join(tmp, `k8sform-backup-${t}/usr/bin`), { recursive: true });
  writeFileSync(join(tmp, `k8sform-backup-${times[0]}/usr/bin/kubelet`), 'old kubelet');
  mkdirSync(join(tmp, 'kubeadm-backup-manifests-2026-11-01-10-00-00'));
  const elsewhere = mkdtempSync(join(tmpdir(), 'k8sform-not-a-backup-'));
  t.after(() => rmSync(elsewhere, { recursive: true, force: true }));
  writeFileSync(join(elsewhere, 'keep'), 'not a backup');
  symlinkSync(elsewhere, join(tmp, 'k8sform-backup-20261001T000000Z'));
  const { pruned, failed } = await pruneBackups([host], 2);
  assert.deepEqual([[...pruned], failed], [[['b-1', [`k8sform-backup-${times[1]}`, `k8sform-backup-${times[0]}`]]], []]);
  assert.deepEqual(readdirSync(tmp).sort(), ['k8sform-backup-20261001T000000Z', `k8sform-backup-${times[2]}`, `k8sform-backup-${times[3]}`, 'kubeadm-backup-manifests-2026-11-01-10-00-00']);
  assert.deepEqual(readdirSync(elsewhere), ['keep'], 'a link is not a backup folder');
  // /etc/kubernetes/tmp a link: nothing is removed through it.
  rmSync(tmp, { recursive: true });
  mkdirSync(join(elsewhere, 'k8sform-backup-20261105T100000Z'));
  mkdirSync(join(elsewhere, 'k8sform-backup-20261106T100000Z'));
  symlinkSync(elsewhere, tmp);
  assert.deepEqual(await pruneBackups([host], 1), { pruned: new Map(), failed: [] });
  assert.deepEqual(readdirSync(elsewhere).sort(), ['k8sform-backup-20261105T100000Z', 'k8sform-backup-20261106T100000Z', 'keep']);
});

test('systemd reloads after a unit is written or restored on a real host; a directory standing in for one has no systemd to ask', () => {
  const unit = put('cp-1', '/usr/lib/systemd/system/kubelet.service', '[Unit]\n');
  const kubelet = put('cp-1', '/var/lib/kubelet/config.yaml', 'c\n');
  assert.match(hostScript('', 'b', [{ change: unit[0], content: unit[1] }]).script, /\nsystemctl daemon-reload$/);
  assert.doesNotMatch(hostScript('', 'b', [{ change: kubelet[0], content: kubelet[1] }]).script, /daemon-reload/);
  assert.doesNotMatch(hostScript('/srv/cp-1', 'b', [{ change: unit[0], content: unit[1] }]).script, /daemon-reload/);
  assert.match(restoreScript('', 'b', ['/usr/lib/systemd/system/kubelet.service.d/10-kubeadm.conf']), /\nsystemctl daemon-reload$/);
  assert.doesNotMatch(restoreScript('', 'b', ['/var/lib/kubelet/config.yaml']), /daemon-reload/);
});
