import { spawnSync } from 'node:child_process';

/** A lab failure with a message for the person running it; main prints it and exits 1. */
export class LabError extends Error {
  override readonly name = 'LabError';
}

export const TOOL_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export interface Result {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a program (no shell), returning its exit code and output. */
export function run(program: string, args: readonly string[], opts: { input?: string; timeoutMs?: number; env?: NodeJS.ProcessEnv } = {}): Result {
  const r = spawnSync(program, args, {
    input: opts.input,
    encoding: 'utf8',
    timeout: opts.timeoutMs ?? 120_000,
    env: { ...process.env, PATH: TOOL_PATH, ...opts.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status ?? 128, stdout: r.stdout ?? '', stderr: r.error ? r.error.message : (r.stderr ?? '') };
}

/** Runs a program and returns stdout; throws a LabError naming the command and its stderr otherwise. */
export function sh(program: string, ...args: string[]): string {
  const r = run(program, args);
  if (r.code !== 0) throw new LabError(`${program} ${args.join(' ')}: ${r.stderr.trim() || `exit ${r.code}`}`);
  return r.stdout;
}

/** For clean-up: failure means the thing is already gone. */
export function trySh(program: string, ...args: string[]): boolean {
  return run(program, args, { timeoutMs: 30_000 }).code === 0;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Polls `check` until it returns a value, or throws `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined> | T | undefined, everyMs = 1000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new LabError(`timed out after ${Math.round(timeoutMs / 1000)}s waiting for ${what}`);
    await sleep(everyMs);
  }
}

export const log = (message: string) => process.stdout.write(`lab: ${message}\n`);
