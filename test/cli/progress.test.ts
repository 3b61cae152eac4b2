import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { k8sform, oneLineRefusal } from '../corpus/run-cli.js';
import { CLI, repoPath } from '../support/paths.js';

const dir = mkdtempSync(join(tmpdir(), 'k8sform-progress-'));
after(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'cluster.yaml'), readFileSync(repoPath('examples/clusters/local/cluster.yaml')));
const CI = { CI: 'true' };
const execFileAsync = promisify(execFile);
/** `12:03:04.056 +1.234s  text`: the plain format CI logs get. */
const LINE = /^\d\d:\d\d:\d\d\.\d{3} \+\d+\.\d{3}s  (.+)$/;

function progressLines(stderr: string): string[] {
  const lines = stderr.trimEnd().split('\n').filter((l) => l);
  for (const l of lines) assert.match(l, LINE, `not a progress line: ${l}`);
  return lines.map((l) => LINE.exec(l)![1]!);
}

test('plan in CI: timestamped progress per host and phase on stderr, stdout only the JSON plan', async () => {
  const r = await k8sform(['plan', '--json', '--target', 'host'], dir, CI);
  assert.equal(r.status, 0, r.stderr);
  assert.ok(JSON.parse(r.stdout), 'stdout is the plan alone');
  const lines = progressLines(r.stderr);
  assert.equal(lines[0], 'plan: 2 hosts, connecting', 'the first line comes before any host is reached');
  for (const host of ['cp-1', 'worker-1']) {
    for (const what of [/connected$/, /read \d+ managed paths$/, /compared: \d+ changes?$/]) {
      assert.equal(lines.filter((l) => l.startsWith(`host[${host}] `) && what.test(l)).length, 1, `host[${host}] ${what}:\n${r.stderr}`);
    }
  }
  assert.ok(lines.includes('rendered 40 files and 30 cluster objects'), r.stderr);
  assert.ok(lines.includes('compared: 40 changes in all'), r.stderr);
  assert.doesNotMatch(r.stderr, /PRIVATE KEY|BEGIN|token/i);
});

test('--quiet: nothing on stderr; stdout unchanged', async () => {
  const [quiet, loud] = await Promise.all([k8sform(['plan', '--target', 'host', '--quiet'], dir, CI), k8sform(['plan', '--target', 'host'], dir, CI)]);
  assert.equal(quiet.status, 0, quiet.stderr);
  assert.equal(quiet.stderr, '');
  // Each plan of a brand-new cluster makes its own CA, so compare the shape, not the bytes.
  const shape = (out: string) => out.split('\n').filter((l) => /^  # |^Plan: /.test(l));
  assert.deepEqual(shape(quiet.stdout), shape(loud.stdout));
  assert.ok(shape(quiet.stdout).includes('Plan: 40 to add, 0 to change, 0 to destroy.'));
});

test('apply --quiet: the result line only, nothing on stderr; the next apply says there is nothing to do', async () => {
  const own = mkdtempSync(join(tmpdir(), 'k8sform-progress-quiet-'));
  after(() => rmSync(own, { recursive: true, force: true }));
  writeFileSync(join(own, 'cluster.yaml'), readFileSync(repoPath('examples/clusters/local/cluster.yaml')));
  const first = await k8sform(['apply', '--auto-approve', '--target', 'host', '--quiet'], own, CI);
  assert.equal(first.status, 0, first.stderr);
  assert.equal(first.stderr, '');
  assert.equal(first.stdout, 'Apply complete! Resources: 40 added, 0 changed, 0 destroyed.\n');
  const loud = await k8sform(['apply', '--auto-approve', '--target', 'host'], own, CI);
  assert.match(loud.stdout, /^locked the cluster for this apply/m, 'without --quiet apply says what it does');
  const again = await k8sform(['plan', '--target', 'host', '--quiet', '--detailed-exitcode'], own, CI);
  assert.equal(again.status, 0, again.stdout);
});

test('in a terminal: a live task list on stderr, each host read and the comparison ticked off', async () => {
  // script(1) gives the command a terminal; stdout goes to /dev/null, so what comes back is stderr.
  const command = `stty cols 120 rows 40; exec ${CLI} plan --target host > /dev/null`;
  const { stdout: screen } = await execFileAsync('script', ['-qec', command, '/dev/null'], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '', TERM: 'xterm' } });
  const lines = new Set(screen.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '').split(/[\r\n]+/).map((l) => l.trim()));
  for (const line of ['✔ plan: 2 hosts read', '✔ host[cp-1] read 48 managed paths', '✔ host[worker-1] read 8 managed paths', '✔ rendered 40 files and 30 cluster objects', '✔ compared: 40 changes in all']) {
    assert.ok(lines.has(line), `no "${line}" on the terminal:\n${[...lines].join('\n')}`);
  }
  assert.doesNotMatch(screen, /\d\d:\d\d:\d\d\.\d{3} \+/, 'no plain progress lines in a terminal');
});

test('in a terminal that reports no width: plain progress lines, not a list wrapped one character per line', async () => {
  const command = `stty cols 0 rows 0; exec ${CLI} plan --target host > /dev/null`;
  const { stdout: screen } = await execFileAsync('script', ['-qec', command, '/dev/null'], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '', TERM: 'xterm' } });
  const lines = progressLines(screen.replace(/\r\n/g, '\n'));
  assert.ok(lines.includes('compared: 40 changes in all'), screen);
  assert.doesNotMatch(screen, /\x1b\[/, 'no cursor movement or colour');
});

test('a config or flag error is the only line on stderr: no progress before the config loads', async () => {
  oneLineRefusal(await k8sform(['plan', '-f', 'missing.yaml'], dir, CI), 'missing file');
  oneLineRefusal(await k8sform(['plan', '--format', 'yaml'], dir, CI), 'bad flag');
  oneLineRefusal(await k8sform(['apply', '--wait-timeout', 'soon'], dir, CI), 'bad duration');
});

test('apply in CI: progress for each host and each rollout step; then an error after progress is printed once, last', async () => {
  const r = await k8sform(['apply', '--auto-approve', '--target', 'host'], dir, CI);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /Apply complete! Resources: 40 added, 0 changed, 0 destroyed\.\n$/);
  const lines = progressLines(r.stderr);
  assert.equal(lines[0], 'apply: 2 hosts, connecting');
  const rollout = lines.slice(lines.indexOf('rollout: 2 steps'));
  assert.deepEqual(rollout, ['rollout: 2 steps', 'step 1/2 started: host[cp-1] files', 'step 1 done', 'step 2/2 started: worker files', 'step 2 done']);

  // The hosts now run v1.37: a downgrade is refused after they were read.
  writeFileSync(join(dir, 'down.yaml'), readFileSync(join(dir, 'cluster.yaml'), 'utf8').replace('v1.37.2', 'v1.36.3'));
  const down = await k8sform(['plan', '-f', 'down.yaml', '--target', 'host'], dir, CI);
  assert.equal(down.status, 1);
  const all = down.stderr.trimEnd().split('\n');
  assert.match(all.at(-1)!, /^down\.yaml:\d+:\d+: spec\.kubernetesVersion: v1\.36\.3 breaks the version skew policy/);
  assert.equal(all.filter((l) => /skew policy/.test(l)).length, 1, 'the error once');
  progressLines(all.slice(0, -1).join('\n'));
});
