import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_KUBECONFIG } from '../../../scripts/lab/src/cluster-access.js';
import { LAB_DIR } from '../../../scripts/lab/src/state.js';
import { repoPath } from '../../support/paths.js';

export { LAB_DIR };

/** The lab as tests use it: the same `scripts/lab/lab` command a person runs. */
export const LAB = repoPath('scripts/lab/lab');

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function lab(args: readonly string[], opts: { timeoutMs?: number; input?: string; inherit?: boolean } = {}): Run {
  const r = spawnSync('bash', [LAB, ...args], {
    encoding: 'utf8',
    timeout: opts.timeoutMs ?? 120_000,
    input: opts.input,
    maxBuffer: 256 * 1024 * 1024,
    stdio: opts.inherit ? ['ignore', 'inherit', 'inherit'] : undefined,
  });
  return { code: r.status ?? 128, stdout: r.stdout ?? '', stderr: r.error ? r.error.message : (r.stderr ?? '') };
}

/** A `lab build` running in the background. */
export interface BackgroundBuild {
  /** Gives the build normal priority, for a proof about to wait for it; says how far it got. */
  hurry(): void;
  /** Ends it if it still runs. */
  stop(): void;
}

/**
 * Starts `lab build ARGS` in the background at a low CPU priority, so the running cluster keeps the
 * cores it needs: what a later proof installs is built while earlier proofs run. The build scripts
 * hold their caches' locks while they build, so a `lab` command that needs the same binaries or
 * images waits for them and then finds them cached; the proof that is about to calls `hurry` first.
 */
export function labBuildInBackground(args: readonly string[], logFile: string): BackgroundBuild {
  const out = openSync(logFile, 'w');
  // Its own process group (detached), so renice and kill reach the Go compilers it starts too.
  const child = spawn('nice', ['-n', '10', 'bash', LAB, 'build', ...args], { detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  let exit: string | undefined;
  child.on('exit', (code, signal) => (exit = signal ? `killed by ${signal}` : `exit ${code}`));
  child.unref();
  const group = -child.pid!;
  return {
    hurry() {
      if (exit === undefined) {
        spawnSync('renice', ['-n', '0', '-g', String(child.pid)]);
        process.stderr.write(`lab build ${args.join(' ')}: still running, now at normal priority (${logFile})\n`);
      } else if (exit !== 'exit 0') {
        process.stderr.write(`lab build ${args.join(' ')} ended with ${exit}; what is missing is built again now. Its last lines:\n${readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')}\n`);
      }
    },
    stop() {
      if (exit !== undefined) return;
      try {
        process.kill(group, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/** kubectl of the cluster's version with the lab's admin kubeconfig (through the control-plane endpoint). */
export const kubectlCommand = (version: string): string[] => [join(LAB_DIR, 'bin', version, 'kubectl'), '--kubeconfig', ADMIN_KUBECONFIG];

export function kubectl(version: string, args: readonly string[], input?: string): Run {
  const [program, ...base] = kubectlCommand(version);
  const r = spawnSync(program!, [...base, '--request-timeout=30s', ...args], {
    encoding: 'utf8', input, timeout: 120_000, maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status ?? 128, stdout: r.stdout ?? '', stderr: r.error ? r.error.message : (r.stderr ?? '') };
}

/** Runs a command inside a lab host as root (its own network, mount, UTS and cgroup namespaces). */
export function inHost(host: string, command: readonly string[], input?: string): Run {
  return lab(['exec', host, ...command], { input, timeoutMs: 120_000 });
}

/** Polls until `check` returns a value; the error names what was awaited and the last observation. */
export async function eventually<T>(what: string, timeoutMs: number, check: () => T | undefined | Promise<T | undefined>, everyMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export function json<T>(r: Run, what: string): T {
  if (r.code !== 0) throw new Error(`${what}: exit ${r.code}: ${r.stderr.trim()}`);
  return JSON.parse(r.stdout) as T;
}
