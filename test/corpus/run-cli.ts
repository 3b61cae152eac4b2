import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { CLI } from '../support/paths.js';

export interface CliRun {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built CLI as users do: a process, its exit code and both streams. `env` adds to the environment (CI=true). */
export function k8sform(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(CLI, [...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', ...env } }, (error, stdout, stderr) => {
      const status = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
      resolve({ status, stdout, stderr });
    });
  });
}

/** A plain progress line (stderr is not a terminal here): `12:03:04.056 +1.234s  host[cp-1] connected`. */
export const PROGRESS_LINE = /^\d\d:\d\d:\d\d\.\d{3} \+\d+\.\d{3}s  \S/;

/** stderr without the progress lines: the warnings, messages and errors k8sform prints. */
export const withoutProgress = (stderr: string): string => stderr.split(/(?<=\n)/).filter((l) => !PROGRESS_LINE.test(l)).join('');

/**
 * What bad input must produce: exit 1 and exactly one line on stderr, the cause, never a stack
 * trace or the internal-error banner (exit 70). Returns that line. With `afterProgress`, for input
 * found wrong only once the hosts were read, progress lines may come first: the cause is still one
 * line, the last.
 */
export function oneLineRefusal(run: CliRun, context: string, opts: { readonly afterProgress?: boolean } = {}): string {
  const lines = run.stderr.trimEnd().split('\n');
  const cause = opts.afterProgress ? lines.findIndex((l) => !PROGRESS_LINE.test(l)) : 0;
  const text = lines.slice(Math.max(cause, 0)).join('\n');
  assert.doesNotMatch(run.stderr, /\n\s+at |internal error/, `${context}: a stack trace or an internal error:\n${run.stderr}`);
  assert.equal(run.status, 1, `${context}: exit ${run.status}\n${run.stdout}\n${run.stderr}`);
  assert.equal(text.split('\n').length, 1, `${context}: more than one line:\n${run.stderr}`);
  assert.ok(text.length > 0, `${context}: no message`);
  assert.doesNotMatch(text, /[\x00-\x08\x0b-\x1f\x7f]/, `${context}: a control character reached the terminal`);
  return text;
}
