import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { withoutProgress } from '../../corpus/run-cli.js';
import { CLI } from '../../support/paths.js';
import { kubectlCommand } from './lab.js';

/** Running k8sform against the lab cluster, and watching the API while it works. */

export interface Finished {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** k8sform run in the background, so a probe or a signal can act while it works. */
/** `progress` is stderr as written, timestamped progress lines included (CI mode: not a terminal). */
export function k8sformAsync(args: readonly string[]): { readonly child: ReturnType<typeof spawn>; readonly out: () => string; readonly progress: () => string; readonly done: Promise<Finished> } {
  const child = spawn(CLI, [...args], { env: { ...process.env, NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const done = new Promise<Finished>((resolve) => child.on('close', (code) => resolve({ code: code ?? 128, stdout, stderr: withoutProgress(stderr) })));
  return { child, out: () => stdout, progress: () => stderr, done };
}

export function k8sform(args: readonly string[]): Finished {
  const r = spawnSync(CLI, [...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 15 * 60_000 });
  return { code: r.status ?? 128, stdout: r.stdout ?? '', stderr: withoutProgress(r.stderr ?? '') };
}

/**
 * Reads the API through the control-plane endpoint (the lab's load balancer) once a second, each
 * time on a new connection, until stopped; returns every failed request.
 */
export function apiProbe(version: string): { stop(): Promise<{ requests: number; failures: string[] }> } {
  let requests = 0;
  const failures: string[] = [];
  const sampler = everySecond(version, ['get', '--raw', '/api/v1/namespaces/kube-system', '--request-timeout=5s'], (r, started) => {
    requests++;
    if (r.code !== 0) failures.push(`${new Date(started).toISOString()}: ${r.err.trim()}`);
  });
  return {
    async stop() {
      await sampler.stop();
      return { requests, failures };
    },
  };
}

/**
 * Asks one apiserver its own /readyz every second (as the admin, straight to ADDRESS:6443, past the
 * balancer); returns when each request that was answered `ok` was sent.
 */
export function readyzProbe(version: string, address: string): { stop(): Promise<number[]> } {
  const ready: number[] = [];
  const sampler = everySecond(version, ['get', '--raw', '/readyz', '--server', `https://${address}:6443`, '--request-timeout=2s'], (r, started) => {
    if (r.code === 0 && r.out.trim() === 'ok') ready.push(started);
  });
  return {
    async stop() {
      await sampler.stop();
      return ready;
    },
  };
}

/**
 * The probe failures a graceful rolling restart of `restarted` apiservers must not cause. A balancer
 * that closes the sessions of a backend it marks down (HAProxy's `on-marked-down shutdown-sessions`,
 * which keeps kubelets from missing heartbeats to an apiserver that cannot serve) cuts the request in
 * flight on it (a broken pipe, a reset, an EOF before or in the middle of the response): at most one
 * connection-level error per restarted apiserver, each on its own. A restart
 * that is not graceful (the apiserver stops answering before the balancer takes it out of rotation)
 * fails every request sent to it while the health checks notice: errors in consecutive seconds, or
 * other errors than a closed connection. Those are returned, as is every failure when there are more
 * closed connections than restarts.
 */
export function failuresOfRollingRestart(failures: readonly string[], restarted: number): string[] {
  const closed = failures.filter((f) => /: (write: broken pipe|read: connection reset by peer|(unexpected )?EOF)$/.test(f));
  const at = closed.map((f) => Date.parse(f.slice(0, f.indexOf(': '))));
  const apart = at.every((t, i) => i === 0 || t - at[i - 1]! > 3000);
  if (closed.length > restarted || !apart) return [...failures];
  return failures.filter((f) => !closed.includes(f));
}

/**
 * Reads a Deployment's available replicas once a second until stopped, each read marked with
 * whether `phase()` held then (reads that fail are left out): the fewest seen while Nodes were
 * drained shows whether the drains kept its PodDisruptionBudget.
 */
export function availabilityProbe(version: string, namespace: string, deployment: string, phase: () => boolean): { stop(): Promise<{ available: number; inPhase: boolean }[]> } {
  const samples: { available: number; inPhase: boolean }[] = [];
  const sampler = everySecond(version, ['-n', namespace, 'get', 'deployment', deployment, '-o', 'jsonpath={.status.availableReplicas}', '--request-timeout=5s'], (r) => {
    if (r.code === 0) samples.push({ available: Number(r.out.trim() || '0'), inPhase: phase() });
  });
  return {
    async stop() {
      await sampler.stop();
      return samples;
    },
  };
}

/** Runs kubectl with `args` once a second (a new process and connection each time) until stopped. */
function everySecond(version: string, args: readonly string[], record: (r: { code: number; out: string; err: string }, started: number) => void): { stop(): Promise<void> } {
  const [program, ...base] = kubectlCommand(version);
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      const r = await new Promise<{ code: number; out: string; err: string }>((resolve) => {
        const c = spawn(program!, [...base, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        c.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
        c.stderr!.on('data', (d: Buffer) => (err += d.toString('utf8')));
        c.on('close', (code) => resolve({ code: code ?? 128, out, err }));
      });
      record(r, started);
      await new Promise((res) => setTimeout(res, Math.max(0, 1000 - (Date.now() - started))));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** Edits cluster.yaml's spec in place, keeping the rest of the document as written. */
export function editSpec(file: string, edit: (set: (path: string[], value: unknown) => void, remove: (path: string[]) => void) => void): void {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  edit((path, value) => doc.setIn(['spec', ...path], value), (path) => doc.deleteIn(['spec', ...path]));
  writeFileSync(file, doc.toString());
}
