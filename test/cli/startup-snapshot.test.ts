import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { CLI, repoPath } from '../support/paths.js';

// The `k8sform` command starts Node from the startup snapshot the build made (k8sform.blob) only
// while it was made here, for this directory and this node; otherwise it runs k8sform.cjs. `sh -x`
// shows which of the two it exec'd, without a hook in the product.
const cliDir = dirname(CLI);
const blob = join(cliDir, 'k8sform.blob');
const work = mkdtempSync(join(tmpdir(), 'k8sform-snapshot-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

function traced(command: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): SpawnSyncReturns<string> & { execd: string } {
  const r = spawnSync('sh', ['-x', command, ...args], { encoding: 'utf8', cwd: opts.cwd, env: { ...process.env, NODE_OPTIONS: '', ...opts.env } });
  const execd = r.stderr.split('\n').filter((l) => l.startsWith('+ exec ')).join('\n');
  return { ...r, execd };
}

// The V8 flags the build makes the snapshot with, and the command starts it with (scripts/bundle.mjs).
const FLAGS = '--interrupt-budget=540672';
const record = (node: string, dir: string) => `${node}\n${dir}\n${FLAGS}\n`;
const version = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')).version as string;

/** A copy of the command's directory (command, snapshot, binary, bundle), with the snapshot's record rewritten. */
function copiedInstall(name: string, recordFor: (dir: string) => string): string {
  const dir = join(work, name);
  mkdirSync(dir);
  for (const file of ['k8sform', 'k8sform.cjs', 'k8sform-bundle.cjs', 'k8sform-bundle.cjs.v8cache', 'k8sform.blob']) copyFileSync(join(cliDir, file), join(dir, file));
  writeFileSync(join(dir, 'k8sform.blob.for'), recordFor(dir));
  return dir;
}

test('the build made a startup snapshot for this node and directory, and the command starts from it', () => {
  assert.ok(statSync(blob).size > 1_000_000, 'the snapshot holds the loaded CLI');
  assert.deepEqual(readFileSync(`${blob}.for`, 'utf8').split('\n'), [process.execPath, cliDir, FLAGS, '']);
  const r = traced(CLI, ['--version']);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, `${version}\n`);
  assert.equal(r.execd, `+ exec node ${FLAGS} --snapshot-blob ${blob} -- --version`);
});

test('called through a link, as npm links node_modules/.bin/k8sform, it still finds its snapshot', () => {
  const link = join(work, 'bin', 'k8sform');
  mkdirSync(dirname(link));
  symlinkSync(CLI, link);
  const r = traced(link, ['--version']);
  assert.equal(r.stdout, `${version}\n`, r.stderr);
  assert.equal(r.execd, `+ exec node ${FLAGS} --snapshot-blob ${blob} -- --version`);
});

test('run by sh in its own directory, as `sh k8sform`, it finds its snapshot too', () => {
  const r = traced('k8sform', ['--version'], { cwd: cliDir });
  assert.equal(r.stdout, `${version}\n`, r.stderr);
  assert.equal(r.execd, `+ exec node ${FLAGS} --snapshot-blob ./k8sform.blob -- --version`);
});

test('arguments that are also Node options reach k8sform, not Node', () => {
  for (const args of [['--version'], ['-v'], ['--help'], ['--', '--version']]) {
    const snap = spawnSync(CLI, args, { encoding: 'utf8' });
    const plain = spawnSync(CLI, args, { encoding: 'utf8', env: { ...process.env, K8SFORM_NO_SNAPSHOT: '1' } });
    assert.deepEqual([snap.status, snap.stdout, snap.stderr], [plain.status, plain.stdout, plain.stderr], args.join(' '));
  }
  assert.match(spawnSync(CLI, ['--help'], { encoding: 'utf8' }).stdout, /^Usage: k8sform /);
});

test('without a snapshot made for it the command runs k8sform.cjs, with the same result', () => {
  const cases: [string, string, NodeJS.ProcessEnv?][] = [];
  // Asked not to.
  cases.push([CLI, join(cliDir, 'k8sform.cjs'), { K8SFORM_NO_SNAPSHOT: '1' }]);
  // Node options, which may hold V8 flags: Node refuses a snapshot made under other flags (and exits).
  cases.push([CLI, join(cliDir, 'k8sform.cjs'), { NODE_OPTIONS: '--max-old-space-size=300' }]);
  // Moved: the snapshot was made for the bundle in another directory.
  const moved = copiedInstall('moved', () => record(process.execPath, cliDir));
  cases.push([join(moved, 'k8sform'), join(moved, 'k8sform.cjs')]);
  // Another node on PATH than the one that made it.
  const otherNode = copiedInstall('other-node', (dir) => record('/bin/sh', dir));
  cases.push([join(otherNode, 'k8sform'), join(otherNode, 'k8sform.cjs')]);
  // Node replaced since (the node binary is newer than the snapshot): Node would refuse it.
  const replaced = copiedInstall('node-replaced', (dir) => record(process.execPath, dir));
  const old = new Date(statSync(process.execPath).mtimeMs - 60_000);
  utimesSync(join(replaced, 'k8sform.blob'), old, old);
  cases.push([join(replaced, 'k8sform'), join(replaced, 'k8sform.cjs')]);
  // No record at all.
  const unrecorded = copiedInstall('unrecorded', () => '');
  rmSync(join(unrecorded, 'k8sform.blob.for'));
  cases.push([join(unrecorded, 'k8sform'), join(unrecorded, 'k8sform.cjs')]);
  for (const [command, binary, env] of cases) {
    const r = traced(command, ['--version'], { env });
    assert.equal(r.stdout, `${version}\n`, `${command}: ${r.stderr}`);
    assert.equal(r.execd, `+ exec node ${binary} --version`, command);
  }
  // And the control: a copy recorded for itself starts from its snapshot.
  const own = copiedInstall('own', (dir) => record(process.execPath, dir));
  const r = traced(join(own, 'k8sform'), ['--version']);
  assert.equal(r.stdout, `${version}\n`, r.stderr);
  assert.equal(r.execd, `+ exec node ${FLAGS} --snapshot-blob ${join(own, 'k8sform.blob')} -- --version`);
});

test('a command from the snapshot reads its surroundings when it runs, not those of the build', () => {
  // The build trained the snapshot in the repository with CI=true; this runs elsewhere, without CI.
  const dir = join(work, 'elsewhere');
  mkdirSync(dir);
  copyFileSync(repoPath('examples/clusters/single-node/cluster.yaml'), join(dir, 'cluster.yaml'));
  const env = { ...process.env, CI: '', NO_COLOR: '1' };
  const validate = spawnSync(CLI, ['validate', '-f', 'cluster.yaml'], { cwd: dir, encoding: 'utf8', env });
  assert.equal(validate.status, 0, validate.stderr);
  assert.match(validate.stdout, /^cluster\.yaml: valid: cluster /, 'paths are shown relative to the directory it runs in');
  const render = spawnSync(CLI, ['render', '-f', 'cluster.yaml', '--out', 'out'], { cwd: dir, encoding: 'utf8', env });
  assert.equal(render.status, 0, render.stderr);
  assert.deepEqual(readdirSync(join(dir, 'out')).sort(), ['cluster', 'hosts']);
  // Keys are made when the command runs: two renders share no CA.
  const again = spawnSync(CLI, ['render', '-f', 'cluster.yaml', '--out', 'again'], { cwd: dir, encoding: 'utf8', env });
  assert.equal(again.status, 0, again.stderr);
  const ca = (out: string) => readFileSync(join(dir, out, 'hosts', readdirSync(join(dir, out, 'hosts'))[0]!, 'etc/kubernetes/pki/ca.crt'), 'utf8');
  assert.notEqual(ca('out'), ca('again'));
});
