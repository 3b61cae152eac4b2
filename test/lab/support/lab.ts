import { spawnSync } from 'node:child_process';
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
