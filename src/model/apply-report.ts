import { LockHeldError, StalePlanError } from '../errors.js';
import { formatAddress } from './address.js';
import { isEffective, summarize, type Plan } from './plan.js';
import type { RolloutStep } from './rollout.js';
/**
 * What one apply really did: made by the engine from what was written and acknowledged, printed by
 * the views (`apply --json`) and used for apply's failure message, so every way of stopping counts
 * the same way. Addresses and counts only: nothing secret.
 */

/** What stopped an apply: a gate that failed, kubelets that never registered their Nodes, SIGINT/SIGTERM, a broken SSH connection, a plan gone stale, the cluster lock held by another apply or lost, anything else. */
export const APPLY_STOPS = ['gate', 'wait-for-nodes', 'signal', 'connection', 'stale-plan', 'lock-held', 'lock-lost', 'error'] as const;
export type ApplyStopKind = (typeof APPLY_STOPS)[number];

export const STEP_OUTCOMES = ['done', 'failed', 'rolled-back', 'not-started'] as const;
export type StepOutcome = (typeof STEP_OUTCOMES)[number];

export interface ApplyReportStep {
  readonly number: number;
  readonly title: string;
  readonly outcome: StepOutcome;
  /** Changes that took effect in this step, by address (Nodes labelled once registered included). */
  readonly applied: readonly string[];
}

export interface ApplyStop {
  readonly kind: ApplyStopKind;
  /** The step it stopped in (absent when it stopped before the rollout or after it). */
  readonly step?: number;
  readonly host?: string;
  /** What went wrong, in one line. */
  readonly message: string;
}

/** What apply did with the kubelets' serving certificate requests (with kubelet.serverTLSBootstrap). */
export interface ServingCertificateApprovals {
  /** Requests approved, each with the host whose kubelet made it for its own names. */
  readonly approved: readonly { readonly request: string; readonly host: string }[];
  /** Requests left pending (never denied), with why. */
  readonly leftPending: readonly { readonly request: string; readonly why: string }[];
  /** Hosts whose kubelets still held no serving certificate when apply stopped waiting. */
  readonly withoutCertificate: readonly string[];
}

export interface ApplyReport {
  /** metadata.name of the cluster.yaml applied; absent when apply stopped before it could read one. */
  readonly cluster?: string;
  readonly outcome: 'applied' | 'up-to-date' | 'stopped';
  /** The plan's counts, as `Apply complete! Resources: ...` prints them. */
  readonly resources: { readonly add: number; readonly change: number; readonly destroy: number };
  /** Changes that took effect, in every phase (host files, etcd members, processes, objects, Node labels). */
  readonly applied: number;
  /** Planned changes the stop kept from happening (restored ones included). */
  readonly notApplied: number;
  readonly steps: readonly ApplyReportStep[];
  /** Cluster objects applied (server-side apply has no rollback, so these stand whatever stopped apply). */
  readonly objects: readonly string[];
  /** Nodes whose labels and taints were applied, by name. */
  readonly nodesLabelled: readonly string[];
  /** Writes the host never acknowledged before its connection broke: each is its old or its new version. */
  readonly unknown?: readonly string[];
  /** Present when apply judged the kubelets' serving certificate requests (serverTLSBootstrap, after a rollout or with nothing to do). */
  readonly servingCertificates?: ServingCertificateApprovals;
  readonly stop?: ApplyStop;
}

/** What the engine knows once apply ends, as plain data. */
export interface ApplyFacts {
  readonly cluster?: string;
  readonly resources: ApplyReport['resources'];
  readonly upToDate?: boolean;
  /** The rollout's steps with the planned addresses of each; `objects` marks the step that applies cluster objects. */
  readonly steps: readonly { readonly number: number; readonly title: string; readonly changes: readonly string[]; readonly objects?: boolean }[];
  /** Every address that took effect, in order. */
  readonly applied: readonly string[];
  readonly servingCertificates?: ServingCertificateApprovals;
  readonly stop?: ApplyStop & {
    /** The stopped step's files were put back from the backups. */
    readonly rolledBack?: boolean;
    /** It stopped before its step began (a signal between steps). */
    readonly beforeStep?: boolean;
    readonly notApplied: readonly string[];
    readonly unknown?: readonly string[];
  };
}

const NODE_OBJECT = /^cluster\.object\[v1\/Node\/([^\]]+)\]$/;

export function applyReport(f: ApplyFacts): ApplyReport {
  const applied = [...new Set(f.applied)];
  const home = new Map(f.steps.flatMap((s) => s.changes.map((a) => [a, s.number] as const)));
  // Nodes labelled once registered were not planned: they belong to the step that applied the objects.
  const objectsStep = f.steps.find((s) => s.objects)?.number;
  const stopAt = f.stop?.step;
  const steps = f.steps.map((s): ApplyReportStep => {
    const mine = applied.filter((a) => (home.get(a) ?? (a.startsWith('cluster.object[') ? objectsStep : undefined)) === s.number);
    const outcome: StepOutcome = stopAt === undefined ? (f.stop && applied.length === 0 ? 'not-started' : 'done')
      : s.number < stopAt ? 'done'
        : s.number > stopAt || f.stop!.beforeStep ? 'not-started'
          : f.stop!.rolledBack ? 'rolled-back' : 'failed';
    return { number: s.number, title: s.title, outcome, applied: mine };
  });
  const objects = applied.filter((a) => a.startsWith('cluster.object['));
  const stop = f.stop ? { kind: f.stop.kind, ...(f.stop.step !== undefined && { step: f.stop.step }), ...(f.stop.host !== undefined && { host: f.stop.host }), message: f.stop.message } : undefined;
  return {
    ...(f.cluster !== undefined && { cluster: f.cluster }),
    outcome: f.stop ? 'stopped' : f.upToDate ? 'up-to-date' : 'applied',
    resources: f.resources,
    applied: applied.length,
    notApplied: f.stop?.notApplied.length ?? 0,
    steps,
    objects,
    nodesLabelled: objects.flatMap((a) => NODE_OBJECT.exec(a)?.[1] ?? []),
    ...(f.stop?.unknown?.length && { unknown: f.stop.unknown }),
    ...(f.servingCertificates && { servingCertificates: f.servingCertificates }),
    ...(stop && { stop }),
  };
}

/** The report's view of a rollout: each step's planned addresses, and which one applies the cluster objects. */
export const reportSteps = (steps: readonly RolloutStep[]): ApplyFacts['steps'] => steps.map((s) => ({
  number: s.number,
  title: s.title,
  changes: s.units.flatMap((u) => u.changes.map(formatAddress)),
  objects: s.units.some((u) => !u.host && u.gate?.kind !== 'etcd-leave' && u.gate?.kind !== 'host-removal'),
}));

/** A plan and the rollout it would follow (a saved plan's, or one just made). */
export interface PlannedApply {
  readonly plan: Plan;
  readonly steps: readonly RolloutStep[];
}

/**
 * The report of an apply that stopped before its rollout began: nothing applied. With the plan it
 * was to apply (a saved plan, or one found stale), that plan's counts and steps, none started, and
 * every change it holds not applied; without one (the cluster lock held by another run, a host that
 * cannot be reached, cluster.yaml that cannot be read, a refused flag), no steps. `cluster` is
 * absent when cluster.yaml could not be read.
 */
export function stoppedBeforeRollout(cluster: string | undefined, error: unknown, planned?: PlannedApply): ApplyReport {
  const kind: ApplyStopKind = error instanceof LockHeldError ? 'lock-held' : error instanceof StalePlanError ? 'stale-plan' : 'error';
  const message = error instanceof StalePlanError ? `the plan is stale; changed since it was made: ${error.changed.join('; ')}`
    : (error instanceof Error ? error.message : String(error)).split('\n').find((l) => l.trim() !== '') ?? 'apply stopped';
  return applyReport({
    cluster,
    resources: planned ? summarize(planned.plan) : { add: 0, change: 0, destroy: 0 },
    steps: reportSteps(planned?.steps ?? []),
    applied: [],
    stop: { kind, message, notApplied: planned ? planned.plan.changes.filter(isEffective).map((c) => formatAddress(c.addr)) : [] },
  });
}
