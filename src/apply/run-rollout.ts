import { formatAddress } from '../model/address.js';
import { isHostChange, isProcessChange, isStorageChange, type Change } from '../model/plan.js';
import { kindOf } from '../model/resource-kinds.js';
import { ObjectsPartlyApplied } from './apply-objects.js';
import { removeEtcdMember } from './etcd-leave.js';
import { removeHost } from './host-removal.js';
import { rewriteSecrets } from './rewrite-secrets.js';
import { saveEtcdSnapshotOn } from './etcd-snapshot.js';
import { kubeletStartGate } from './gates/kubelet-start.js';
import { etcdJoinGate } from './gates/etcd-join.js';
import type { Progress } from '../model/progress.js';
import type { Gate, RolloutStep, RolloutUnit } from '../model/rollout.js';
import { restoreHostFiles, writeHostChanges } from './execute.js';
import type { GateContext, GateRun } from './gates/gate-context.js';
import { kubeletGate } from './gates/kubelet.js';
import { GateFailed, RolloutInterrupted } from './gates/poll.js';
import { etcdManifestGate } from './gates/etcd-manifest.js';
import { staticPodGate } from './gates/static-pod.js';
import { staticPodRestartGate } from './gates/static-pod-restart.js';
import { workloadsRolledOut } from './gates/workloads.js';
import { BACKUP_ROOT } from '../model/kubeadm-paths.js';
import { restartsContainerd } from '../model/node-software.js';

export interface RolloutContext extends GateContext {
  /** Fires on SIGINT/SIGTERM: the current write finishes, a waiting gate's step is rolled back. */
  readonly signal: AbortSignal;
  /** Every change of the plan by printable address, and the bytes of those that write a file. */
  readonly changes: ReadonlyMap<string, Change>;
  readonly contents: ReadonlyMap<string, Buffer>;
  /** This run's backup folder's name under /etc/kubernetes/tmp on every host. */
  readonly backupDir: string;
  /** Applies a step's cluster objects (waiting for a brand-new apiserver first); returns addresses done. */
  applyObjects(changes: readonly Change[]): Promise<readonly string[]>;
  /** Step started, gated, done, rolled back (stderr, unless --quiet). */
  readonly progress: Progress;
  describe(step: RolloutStep): string;
}

/** Why the rollout stopped early. */
export interface RolloutFailure {
  readonly step: RolloutStep;
  readonly host?: string;
  /** What went wrong, in one line. */
  readonly message: string;
  readonly stale?: boolean;
  readonly interrupted?: boolean;
  /** Stopped before its step began (interrupted between steps). */
  readonly notStarted?: boolean;
  /** The gate that failed, and the files restored because of it. */
  readonly gate?: Gate;
  readonly restored: readonly string[];
  /** Whether the restored version passed its gate again (undefined when nothing was restored). */
  readonly restoredHealthy?: boolean;
  readonly log: readonly string[];
  /** The error a cluster-object step failed with. */
  readonly cause?: Error;
  /** Writes the failure kept from happening. */
  readonly notApplied: readonly string[];
  /** Writes whose outcome is unknown: the connection broke before the host acknowledged them. */
  readonly unknown?: readonly string[];
  /** The connection to the host broke during the step (its acknowledged writes stand). */
  readonly broken?: boolean;
  /** Set when putting the step's files back failed too: why. The written files are then left as they are. */
  readonly restoreError?: string;
  /** What the step wrote before failing (acknowledged by the host) and left in place: all of it when nothing was restored, else what a rollback does not put back (directories). */
  readonly written?: readonly string[];
  /** The etcd snapshot this run saved last before the failure, `host[cp-1]:/var/lib/k8sform/etcd-snapshots/….db`. */
  readonly recoveryPoint?: string;
}

export interface RolloutResult {
  readonly applied: readonly string[];
  readonly failure?: RolloutFailure;
}

/**
 * Runs the steps strictly in order, the units of a step `parallelism` at a time. A unit writes its
 * files, then waits on its gate; when the gate fails (or apply is interrupted while it waits) that
 * unit's files are restored from this run's backups and the restored version is waited for, and
 * nothing after it starts. Other hosts are never touched by a failure.
 */
export async function runRollout(steps: readonly RolloutStep[], ctx: RolloutContext): Promise<RolloutResult> {
  const applied: string[] = [];
  let recoveryPoint: string | undefined;
  ctx.progress.emit({ kind: 'rollout', steps: steps.map((s) => ({ number: s.number, title: s.title })) });
  for (const step of steps) {
    if (ctx.signal.aborted) {
      ctx.progress.emit({ kind: 'step-failed', step: step.number });
      return { applied, failure: interrupted(step, steps, recoveryPoint) };
    }
    ctx.progress.emit({ kind: 'step-started', step: step.number, of: steps.length, title: step.title });
    ctx.say(`[${step.number}/${steps.length}] ${ctx.describe(step)}`);
    const failures: RolloutFailure[] = [];
    const queue = [...step.units];
    const worker = async () => {
      for (let unit = queue.shift(); unit && failures.length === 0; unit = queue.shift()) {
        const r = await runUnit(step, unit, ctx);
        applied.push(...r.applied);
        recoveryPoint = r.recoveryPoint ?? recoveryPoint;
        if (r.failure) failures.push(r.failure);
      }
    };
    await Promise.all(Array.from({ length: Math.min(step.parallelism, step.units.length) }, worker));
    if (failures.length) {
      const f = failures[0]!;
      ctx.progress.emit(f.restored.length ? { kind: 'step-rolled-back', step: step.number, host: f.host! } : { kind: 'step-failed', step: step.number, host: f.host });
      const later = steps.filter((s) => s.number > step.number).flatMap((s) => s.units.flatMap((u) => u.changes.map(formatAddress)));
      return { applied, failure: { ...failures[0]!, notApplied: [...failures[0]!.notApplied, ...queue.flatMap((u) => u.changes.map(formatAddress)), ...later], ...(recoveryPoint ? { recoveryPoint } : {}) } };
    }
    ctx.progress.emit({ kind: 'step-done', step: step.number });
  }
  return { applied };
}

function interrupted(step: RolloutStep, steps: readonly RolloutStep[], recoveryPoint: string | undefined): RolloutFailure {
  const rest = steps.filter((s) => s.number >= step.number).flatMap((s) => s.units.flatMap((u) => u.changes.map(formatAddress)));
  return { step, message: `interrupted before step ${step.number}`, interrupted: true, notStarted: true, restored: [], log: [], notApplied: rest, ...(recoveryPoint ? { recoveryPoint } : {}) };
}

async function runUnit(step: RolloutStep, unit: RolloutUnit, ctx: RolloutContext): Promise<{ applied: readonly string[]; failure?: RolloutFailure; recoveryPoint?: string }> {
  const changes = unit.changes.map((a) => ctx.changes.get(formatAddress(a))!);
  const fail = (message: string, extra: Partial<RolloutFailure> = {}): RolloutFailure => ({ step, host: unit.host, message, restored: [], log: [], notApplied: [], ...extra });
  if (unit.gate?.kind === 'etcd-leave') {
    try {
      ctx.say(`  ${await removeEtcdMember(ctx, unit.gate.member)}`);
      return { applied: unit.changes.map(formatAddress) };
    } catch (e) {
      return { applied: [], failure: fail((e as Error).message, { gate: unit.gate, cause: e as Error, notApplied: unit.changes.map(formatAddress) }) };
    }
  }
  if (unit.gate?.kind === 'etcd-snapshot') {
    const { host, keep } = unit.gate;
    try {
      const saved = await saveEtcdSnapshotOn(ctx, host, keep, `${compactTime(new Date())}-before-step-${step.number + 1}.db`);
      if ('skipped' in saved) {
        ctx.say(`  etcd snapshot skipped: ${saved.skipped}`);
        return { applied: [] };
      }
      ctx.say(`  etcd snapshot saved: ${saved.where} (from host[${saved.source}], ${saved.bytes} bytes, sha256 ${saved.sha256})`);
      return { applied: [], recoveryPoint: saved.where };
    } catch (e) {
      return { applied: [], failure: fail(`no etcd snapshot could be saved, so the steps that change etcd did not start: ${(e as Error).message}`, { gate: unit.gate, cause: e as Error }) };
    }
  }
  if (unit.gate?.kind === 'host-removal') {
    try {
      const outcome = await removeHost(ctx, unit.gate.host, changes);
      if (!outcome.error) return { applied: outcome.applied };
      const done = new Set(outcome.applied);
      return { applied: outcome.applied, failure: fail(outcome.error, { gate: unit.gate, interrupted: outcome.interrupted, written: outcome.applied, notApplied: unit.changes.map(formatAddress).filter((a) => !done.has(a)) }) };
    } catch (e) {
      return { applied: [], failure: fail((e as Error).message, { gate: unit.gate, interrupted: e instanceof RolloutInterrupted, cause: e as Error, notApplied: unit.changes.map(formatAddress) }) };
    }
  }
  if (changes.some(isStorageChange)) {
    try {
      const r = await rewriteSecrets(ctx, ctx.signal);
      ctx.say(`  wrote ${r.written} Secret${r.written === 1 ? '' : 's'} again with the key that writes${r.gone ? ` (${r.gone} deleted meanwhile)` : ''}; etcd holds none stored otherwise`);
      return { applied: unit.changes.map(formatAddress) };
    } catch (e) {
      return { applied: [], failure: fail((e as Error).message, { interrupted: e instanceof RolloutInterrupted, cause: e as Error, notApplied: unit.changes.map(formatAddress) }) };
    }
  }
  if (!unit.host) {
    let done: readonly string[] = [];
    try {
      done = changes.length ? await ctx.applyObjects(changes) : [];
      if (unit.gate?.kind === 'workloads') await workloadsRolledOut(seeing(ctx, step.number), unit.gate.workloads, ctx.signal);
      return { applied: done };
    } catch (e) {
      // Objects applied before the stop stay applied (server-side apply has no rollback): they count.
      if (e instanceof ObjectsPartlyApplied) done = e.applied;
      const cause = e instanceof ObjectsPartlyApplied ? e.stop : (e as Error);
      const applied = new Set(done);
      return { applied: done, failure: fail(cause.message, { gate: unit.gate, interrupted: cause instanceof RolloutInterrupted, cause, written: done, notApplied: unit.changes.map(formatAddress).filter((a) => !applied.has(a)) }) };
    }
  }
  const host = unit.host;
  const gate = unit.gate ? gateFor(unit.gate, changes, seeing(ctx, step.number, host)) : undefined;
  const prepared = gate ? await gate.prepare(ctx.signal) : {};
  if (prepared.refuse) return { applied: [], failure: fail(prepared.refuse, { gate: unit.gate, notApplied: unit.changes.map(formatAddress) }) };
  if (prepared.skip) ctx.say(`  host[${host}]: ${prepared.skip}`);
  if (prepared.note) ctx.say(`  host[${host}]: ${prepared.note}`);
  const written = await writeHostChanges(ctx.transports.get(host)!, changes.filter(isHostChange), ctx.contents, ctx.backupDir);
  if (written.error) {
    await gate?.abandoned?.();
    return { applied: written.applied, failure: fail(written.error, { stale: written.stale, notApplied: written.notApplied, unknown: written.unknown, broken: written.broken, written: written.applied }) };
  }
  if (!gate || prepared.skip) return { applied: written.applied };
  const started = Date.now();
  ctx.progress.emit({ kind: 'step-gated', step: step.number, host, gate: describeGate(unit.gate!) });
  try {
    await gate.passed(ctx.signal);
    ctx.say(`  host[${host}]: ${describeGate(unit.gate!)} passed after ${Math.round((Date.now() - started) / 1000)}s`);
    // A restart or a join is done once its gate passed: the kubelet runs the release asked for, the member votes.
    return { applied: [...written.applied, ...changes.filter((c) => kindOf(c).appliedBy === 'gate').map((c) => formatAddress(c.addr))] };
  } catch (e) {
    // Whatever stopped the gate (a timeout, a signal, a restart command that failed, a host that
    // stopped answering), what it wrote was not shown healthy: it is put back.
    const log = await gate.logs();
    const why = e instanceof RolloutInterrupted ? 'interrupted while waiting for the gate' : e instanceof GateFailed ? e.message : `${describeGate(unit.gate!)}: ${(e as Error).message}`;
    ctx.say(`  host[${host}]: ${e instanceof RolloutInterrupted ? 'interrupted while waiting' : why}; restoring this step's files`);
    let restored: string[];
    try {
      // Files only: a directory the step made stays (empty, 0700, harmless), and a mode it fixed is not loosened again.
      restored = await restoreHostFiles(ctx.transports.get(host)!, changes.filter((c) => kindOf(c).restoredOnRollback).map((c) => c.addr.name), ctx.backupDir);
    } catch (r) {
      // The host cannot be reached any more: say what was written and left there.
      return { applied: written.applied, failure: fail(why, { gate: unit.gate, interrupted: e instanceof RolloutInterrupted, log, restoreError: (r as Error).message, written: written.applied }) };
    }
    let restoredHealthy = true;
    try {
      // Waited for even after an interrupt, so the host is left running what it ran before.
      await gate.restored(new AbortController().signal);
    } catch {
      restoredHealthy = false;
    }
    // What the rollback does not put back (a directory made or a mode fixed) stays applied: it counts.
    const kept = written.applied.filter((a) => !kindOf(ctx.changes.get(a)!).restoredOnRollback);
    return {
      applied: kept,
      failure: fail(why, {
        gate: unit.gate, interrupted: e instanceof RolloutInterrupted, restored, restoredHealthy, log, written: kept, notApplied: unit.changes.map(formatAddress).filter((a) => !kept.includes(a)),
      }),
    };
  }
}

function describeGate(gate: Gate): string {
  const named: Record<Exclude<Gate['kind'], 'static-pod'>, string> = { kubelet: 'kubelet gate', workloads: 'rollout gate', 'etcd-join': 'etcd join gate', 'kubelet-start': 'kubelet start gate', 'etcd-leave': 'etcd member removal', 'etcd-snapshot': 'etcd snapshot', 'host-removal': 'host removal' };
  return gate.kind === 'static-pod' ? `${gate.component} ${gate.restart ? 'restart ' : ''}gate` : named[gate.kind];
}

/** The context a gate of `step` (on `host`) runs with: what its looks see goes to progress, one short line each. */
function seeing(ctx: RolloutContext, step: number, host?: string): RolloutContext {
  return { ...ctx, seen: (observation) => ctx.progress.emit({ kind: 'gate-seen', step, host, seen: observation.split('\n')[0]!.slice(0, 200) }) };
}

function gateFor(gate: Gate, changes: readonly Change[], ctx: RolloutContext): GateRun {
  if (gate.kind === 'static-pod' && gate.restart) return staticPodRestartGate(ctx, gate.host, gate.component, `${BACKUP_ROOT}/${ctx.backupDir}`);
  if (gate.kind === 'static-pod') {
    const manifest = changes.find((c) => c.addr.name.endsWith(`/${gate.component}.yaml`))!;
    // The gate compares the mirror pod with the bytes written, not the plan's view of them (views
    // withhold anything shaped like a key). The previous manifest is known only by its view.
    const written = ctx.contents.get(formatAddress(manifest.addr))!.toString('utf8');
    const previous = manifest.before?.view.kind === 'text' ? manifest.before.view.text : undefined;
    if (gate.component === 'etcd') return etcdManifestGate(ctx, gate.host, written, previous, `${BACKUP_ROOT}/${ctx.backupDir}`);
    return staticPodGate(ctx, gate.host, gate.component, written, previous);
  }
  const containerd = restartsContainerd(changes.map((c) => c.addr));
  if (gate.kind === 'kubelet') return kubeletGate(ctx, gate.host, changes.some(isProcessChange), containerd);
  if (gate.kind === 'etcd-join') return etcdJoinGate(ctx, gate.host, gate.startKubelet === true, containerd);
  if (gate.kind === 'kubelet-start') return kubeletStartGate(ctx, gate.host, gate.bootstrap === true, containerd);
  throw new Error('a workloads gate has no host files');
}

/** 20261128T083000Z: names of snapshots sort by the time they were taken. */
const compactTime = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
