import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { CLI } from '../support/paths.js';

export interface CliRun {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built CLI as users do: a process, its exit code and both streams. */
export function k8sform(args: readonly string[], cwd: string): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      const status = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
      resolve({ status, stdout, stderr });
    });
  });
}

/**
 * What bad input must produce: exit 1 and exactly one line on stderr, the cause, never a stack
 * trace or the internal-error banner (exit 70). Returns that line.
 */
export function oneLineRefusal(run: CliRun, context: string): string {
  const text = run.stderr.trimEnd();
  assert.doesNotMatch(run.stderr, /\n\s+at |internal error/, `${context}: a stack trace or an internal error:\n${run.stderr}`);
  assert.equal(run.status, 1, `${context}: exit ${run.status}\n${run.stdout}\n${run.stderr}`);
  assert.equal(text.split('\n').length, 1, `${context}: more than one line:\n${run.stderr}`);
  assert.ok(text.length > 0, `${context}: no message`);
  assert.doesNotMatch(text, /[\x00-\x08\x0b-\x1f\x7f]/, `${context}: a control character reached the terminal`);
  return text;
}
