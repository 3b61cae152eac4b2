import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CLI, repoPath } from '../support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-completion-'));
after(() => rmSync(work, { recursive: true, force: true }));

const k8sform = (args: string[]) => spawnSync(CLI, [...args], { cwd: repoPath(), encoding: 'utf8' });

/** What `--help` lists, read independently of the code that writes the scripts. */
const helpCommands = () => [...k8sform(['--help']).stdout.split('\nCommands:\n')[1]!.matchAll(/^ {2}([a-z][a-z-]*)/gm)].map((m) => m[1]!);
const helpFlags = (...command: string[]) => [...k8sform([...command, '--help']).stdout.matchAll(/^ {2}(?:-[A-Za-z], )?(--[a-z][a-z-]*)/gm)].map((m) => m[1]!);

/** A word of the script, not a part of a longer one (`--json` must not pass because of `--json-x`). */
const hasWord = (script: string, word: string) => new RegExp(`(^|[^A-Za-z0-9-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9-])`, 'm').test(script);

test('every shell gets every command and every long flag of plan and upgrade plan', () => {
  const commands = helpCommands();
  assert.ok(commands.length >= 12 && commands.includes('completion') && commands.includes('schema'), commands.join(' '));
  const flags = [...helpFlags('plan'), ...helpFlags('upgrade', 'plan')];
  assert.ok(flags.includes('--replace-symlinks') && flags.includes('--detailed-exitcode'), flags.join(' '));
  for (const shell of ['bash', 'zsh', 'fish']) {
    const r = k8sform(['completion', shell]);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stderr, '');
    const missing = [
      ...commands.filter((c) => !hasWord(r.stdout, c)),
      // fish names a long flag without its dashes: `-l target`.
      ...flags.filter((f) => !hasWord(r.stdout, shell === 'fish' ? `-l ${f.slice(2)}` : f)),
    ];
    assert.deepEqual(missing, [], shell);
  }
});

test('bash accepts the bash script, and it completes commands, flags and choices', () => {
  const script = join(work, 'k8sform.bash');
  writeFileSync(script, k8sform(['completion', 'bash']).stdout);
  const syntax = spawnSync('bash', ['-n', script], { encoding: 'utf8' });
  assert.equal(syntax.status, 0, syntax.stderr);
  // The zsh script's quoting follows the same rules, so bash can check that it is balanced.
  const zsh = join(work, '_k8sform');
  writeFileSync(zsh, k8sform(['completion', 'zsh']).stdout);
  const zshSyntax = spawnSync('bash', ['-n', zsh], { encoding: 'utf8' });
  assert.equal(zshSyntax.status, 0, zshSyntax.stderr);
  // What bash offers after TAB, as COMP_WORDS holds the words typed so far.
  const complete = (...words: string[]) => {
    const r = spawnSync('bash', ['-c', `source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _k8sform; printf '%s\\n' "\${COMPREPLY[@]}"`, 'bash', script, ...words], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    return r.stdout.split('\n').filter(Boolean);
  };
  assert.deepEqual(complete('k8sform', 'pl'), ['plan']);
  assert.deepEqual(complete('k8sform', 'plan', '--ta'), ['--target']);
  assert.deepEqual(complete('k8sform', 'plan', '--').sort(), helpFlags('plan').sort());
  // A value is not taken for a command: `-f upgrade` names a file.
  assert.deepEqual(complete('k8sform', 'plan', '-f', 'upgrade', '--j'), ['--json']);
  assert.deepEqual(complete('k8sform', 'upgrade', ''), ['plan', 'help']);
  assert.deepEqual(complete('k8sform', 'upgrade', 'plan', '--j'), ['--json']);
  assert.deepEqual(complete('k8sform', 'etcd', ''), ['snapshot', 'restore', 'help']);
  assert.deepEqual(complete('k8sform', 'etcd', 'restore', '--f'), ['--file', '--from']);
  assert.deepEqual(complete('k8sform', 'etcd', 'snapshot', '--f'), ['--file', '--force']);
  assert.deepEqual(complete('k8sform', 'completion', ''), ['bash', 'zsh', 'fish']);
  assert.deepEqual(complete('k8sform', 'plan', '--format', ''), ['text', 'json', 'markdown']);
  assert.deepEqual(complete('k8sform', 'show', 'x.plan', '--format', 'm'), ['markdown']);
  assert.deepEqual(complete('k8sform', 'schema', '--'), ['--plan', '--certs', '--upgrade-plan', '--apply', '--etcd-snapshot', '--pki-export', '--help']);
  assert.deepEqual(complete('k8sform', 'show', ''), [], 'a plan file: bash falls back to file names');
});

test('an unknown or missing shell is a one-line usage error with exit 1', () => {
  for (const [args, message] of [
    [['completion', 'tcsh'], /^error: .*'tcsh'.*bash, zsh, fish\. \(run k8sform --help for usage\)$/],
    [['completion'], /^error: missing required argument 'shell' \(run k8sform --help for usage\)$/],
  ] as const) {
    const r = k8sform([...args]);
    assert.equal(r.status, 1, r.stderr);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr.split('\n').length, 2, `one line: ${r.stderr}`);
    assert.match(r.stderr.trimEnd(), message);
  }
});
