import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CLI, repoPath } from '../support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-hidden-text-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** Runs the CLI with colours on (FORCE_COLOR, as a terminal gets them) or off (NO_COLOR, as CI logs and comments). */
function run(dir: string, colors: boolean, ...args: string[]): Promise<{ status: number; stdout: string }> {
  const { NO_COLOR: _n, FORCE_COLOR: _f, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(CLI, args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...env, ...(colors ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }) } }, (error, stdout) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout });
    });
  });
}

/** What a host's file may carry to hide a line from a reviewer, each as it must be shown instead. */
const HIDING = [
  ['\x1b[8m', '\\x1b[8m'], // conceal
  ['\x1b[30;40m', '\\x1b[30;40m'], // black on black
  ['\x1b[38;5;16;48;5;16m', '\\x1b[38;5;16;48;5;16m'],
  ['\u202e', '\\u202e'], // right-to-left override
  ['\u009b8m', '\\x9b8m'], // the one-byte CSI
] as const;

test('text hidden in a host file by escape sequences or bidirectional controls is shown in plan, diff and show, coloured or not', async () => {
  const dir = join(work, 'local');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  assert.equal((await run(dir, false, 'apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  appendFileSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/manifests/kube-apiserver.yaml'), HIDING.map(([seq], i) => `# ${seq}hidden line ${i}\x1b[0m\n`).join(''));
  assert.equal((await run(dir, false, 'plan', '--target', 'host', '--out', 'saved.plan', '--quiet')).status, 0);

  for (const colors of [false, true]) {
    for (const args of [['plan', '--target', 'host'], ['diff', '--target', 'host'], ['show', 'saved.plan'], ['show', 'saved.plan', '--format', 'markdown'], ['plan', '--target', 'host', '--format', 'markdown']]) {
      const what = `${args.join(' ')}${colors ? ' (colours)' : ''}`;
      const out = await run(dir, colors, ...args);
      assert.equal(out.status, 0, what);
      HIDING.forEach(([seq, shown], i) => {
        assert.ok(!out.stdout.includes(seq), `${what} passes ${JSON.stringify(seq)} to the terminal`);
        assert.ok(out.stdout.includes(`${shown}hidden line ${i}`), `${what} does not show ${shown}`);
      });
      // k8sform's own colours are there exactly when asked for (and never in Markdown).
      const own = /\x1b\[3[123]m/.test(out.stdout);
      assert.equal(own, colors && !args.includes('markdown'), `${what}: colours ${own ? 'on' : 'off'}`);
      if (!colors || args.includes('markdown')) assert.ok(!out.stdout.includes('\x1b'), `${what} holds an escape sequence`);
    }
  }

  for (const args of [['plan', '--target', 'host', '--json'], ['show', 'saved.plan', '--json']]) {
    const out = await run(dir, false, ...args);
    assert.doesNotMatch(out.stdout, /[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/, `${args.join(' ')} prints C1 or bidirectional controls raw`);
    const texts = JSON.stringify(JSON.parse(out.stdout));
    assert.ok(texts.includes('\u202ehidden line 3'), 'JSON keeps the text itself');
  }
});

test('a saved plan whose shown text was edited (digests kept) is refused by show and apply, so no review sees a flag apply would not write', async () => {
  const dir = join(work, 'edited-view');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  assert.equal((await run(dir, false, 'apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  const config = readFileSync(join(dir, 'cluster.yaml'), 'utf8');
  writeFileSync(join(dir, 'cluster.yaml'), config.replace('  networking:', '  apiServer: { extraArgs: { shutdown-delay-duration: 10s } }\n  networking:'));
  assert.equal((await run(dir, false, 'plan', '--target', 'host', '--out', 'saved.plan', '--quiet')).status, 0);
  const saved = JSON.parse(readFileSync(join(dir, 'saved.plan'), 'utf8')) as { changes: { action: string; addr: { name: string }; after?: { view: { text?: string } } }[] };
  const manifest = saved.changes.find((c) => c.action === 'update' && c.addr.name.endsWith('kube-apiserver.yaml'))!;
  manifest.after!.view.text = manifest.after!.view.text!.replace('- --shutdown-delay-duration=10s', '- --shutdown-delay-duration=10s\n    - --anonymous-auth=true');
  writeFileSync(join(dir, 'edited.plan'), JSON.stringify(saved));
  for (const args of [['show', 'edited.plan'], ['apply', 'edited.plan']]) {
    const out = await run(dir, false, ...args);
    assert.equal(out.status, 1, args.join(' '));
    assert.doesNotMatch(out.stdout, /anonymous-auth/);
  }
  // The plan as made shows and applies.
  assert.equal((await run(dir, false, 'show', 'saved.plan')).status, 0);
  assert.equal((await run(dir, false, 'apply', 'saved.plan')).status, 0);
});
