import { localBinaryContents } from './local-binaries.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { formatDuration } from '../model/duration.js';
import { RemoteError, StalePlanError } from '../errors.js';
import { formatAddress, hostScope } from '../model/address.js';
import { isEffective, removedNode, summarize, type Change, type Plan } from '../model/plan.js';
import { applyReport, reportSteps, stoppedBeforeRollout, type ApplyFacts, type ApplyReport, type ApplyStopKind, type ServingCertificateApprovals } from '../model/apply-report.js';
import { kubeletsStarted, type PlannedRollout, type RolloutStep } from '../model/rollout.js';
import { applyObjectChanges, ObjectsPartlyApplied } from '../apply/apply-objects.js';
import { backupDirName } from '../apply/host-script.js';
import { runRollout, type RolloutFailure } from '../apply/run-rollout.js';
import { stageDownloads } from '../apply/stage-downloads.js';
import { pruneBackups } from '../apply/prune-backups.js';
import { GateFailed, RolloutInterrupted, sleep } from '../apply/gates/poll.js';
import { ApiserverUnreachable } from '../planner/plan-refusals.js';
import type { DrainSettings } from '../apply/drain/drain-node.js';
import { adminAuthorized, apiAccess, bootstrapClusterAdmins, waitForNodes, waitUntilReady, type ApiAccess } from './api-access.js';
import { approveServingCertificates, SERVING_REQUEST_WAIT_SECONDS } from './serving-certificates.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import { runCA, runCAWritten } from './run-ca.js';
import { caByName } from '../render/pki/certificates.js';
import { ClusterLock, newLockInfo } from './cluster-lock.js';
import { computePlan, type ComputedPlan } from './compute-plan.js';
import { rolloutDifference, stalePlanDifferences } from './stale-plan.js';
import type { Session } from './session.js';
import type { Progress } from '../model/progress.js';
import { matchesTarget } from '../model/target-address.js';
import { nextAppliedRecord, sameRecord } from '../model/applied-record.js';
import { objectIntents } from '../planner/object-intents.js';
import { writeAppliedRecord } from '../providers/applied-record-file.js';
import { BACKUP_ROOT } from '../model/kubeadm-paths.js';
import { observeHost } from '../state/observe-host.js';
import { observeEtcd } from './observe-etcd.js';

export interface ApplyRequest {
  readonly loaded: LoadedCluster;
  readonly session: Session;
  readonly targets: readonly string[];
  /** A plan saved with `plan --out`: applied exactly, or refused as stale. */
  readonly saved?: Plan;
  /** The saved plan's rollout: apply refuses to run another (absent from plans saved before plan files kept it). */
  readonly savedRollout?: PlannedRollout;
  /** Replace managed files that are symbolic links with regular files instead of refusing. */
  readonly replaceSymlinks?: boolean;
  /** How long to wait for a brand-new apiserver and for kubelets to register their Nodes. */
  readonly waitSeconds: number;
  /** `--drain`: cordon and drain each node before its kubelet restarts. */
  readonly drain?: DrainSettings;
  /** Shows the plan and its rollout, and asks for approval (throws to cancel); not called for a saved plan. */
  review(plan: Plan, steps: readonly RolloutStep[]): Promise<void>;
  /** What apply is doing, line by line (the lock, each step, its gates, the cluster objects). */
  say(line: string): void;
  /** What the operator must act on even when nothing else is printed. */
  warn(line: string): void;
  /** Where progress goes: the first plan's hosts, then each rollout step. */
  readonly progress: Progress;
  /** How a step is announced as it starts. */
  describe(step: RolloutStep): string;
  /** Fires on SIGINT/SIGTERM. */
  readonly signal: AbortSignal;
  /** Receives what this apply did once a plan exists, whether it finished or stopped (before the error is thrown). */
  report?(report: ApplyReport): void;
}

export interface ApplyResult {
  readonly plan: Plan;
  /** Nothing to do: the hosts and the cluster already match. */
  readonly upToDate: boolean;
  readonly report: ApplyReport;
}

/** Kubelets that never registered their Nodes within --wait-timeout. */
export class NodesNotRegistered extends RemoteError {}

/**
 * The apply use case: lock the cluster, plan, refuse a stale saved plan, roll the changes out step
 * by step with gates and rollback, apply cluster objects, label the Nodes, release the lock.
 */
export async function applyPlan(req: ApplyRequest): Promise<ApplyResult> {
  const { loaded, session, targets } = req;
  const { transports } = session;
  const cluster = loaded.cluster;
  const now = new Date();
  const lock = await ClusterLock.acquire(cluster, transports, newLockInfo(now));
  req.say(`locked the cluster for this apply (lock ID ${lock.info.id})`);
  const lost = new AbortController();
  const signal = AbortSignal.any([req.signal, lost.signal]);
  // Renewed from the start: waiting for a starting apiserver may take longer than the lock's TTL.
  lock.startRenewing((why) => {
    req.say(`stopping: ${why}`);
    lost.abort();
  });
  try {
    const computed = await planOnceTheApiserverAnswers(req, now, signal);
    const { plan, steps } = computed;
    const report = (facts: Pick<ApplyFacts, 'applied' | 'stop' | 'upToDate' | 'servingCertificates'>): ApplyReport => {
      const r = applyReport({ cluster: cluster.name, resources: summarize(plan), steps: reportSteps(steps), ...facts });
      req.report?.(r);
      return r;
    };
    if (req.saved) {
      const rollout = req.savedRollout && rolloutDifference(req.savedRollout, { steps, settings: cluster.rollout });
      const stale = [...stalePlanDifferences(req.saved, plan), ...(rollout ? [rollout] : [])];
      if (stale.length) {
        const e = new StalePlanError(stale);
        // What was approved is what was not applied: the saved plan's counts and steps, not the hosts' plan now.
        req.report?.(stoppedBeforeRollout(cluster.name, e, { plan: req.saved, steps: req.savedRollout?.steps ?? [] }));
        throw e;
      }
    }
    if (!req.saved) await req.review(plan, steps);
    if (!plan.changes.some(isEffective)) {
      await recordApplied(computed, req, allChanges(plan), targets.length === 0);
      const servingCertificates = computed.objectsObserved ? await approveServing(req, computed.api!.admin, 0) : undefined;
      return { plan, upToDate: true, report: report({ applied: [], upToDate: true, servingCertificates }) };
    }
    const cps = cluster.hosts.filter((h) => h.role === 'control-plane').map((h) => h.name);
    if (computed.objectsObserved) await lock.addLease(cps.map((h) => computed.api!.via(h)), new Date());
    const replan = () => computePlan(loaded, session, new Date(), targets, { controlPlaneStarting: true, replaceSymlinks: req.replaceSymlinks, preflight: 'apply' });
    // A reissue straight from a cluster CA that is not valid: the gates reach the apiservers with the new CA this plan writes.
    const written = computed.material && runCAWritten(runCA(computed.material, 'ca', now, loaded.caMaterial.ca), computed.contents, caByName('ca'), now);
    const api = written ? await apiAccess(cluster, written, session, now) : computed.api;
    let objectsApplied = false;
    const started = kubeletsStarted(steps);
    // The apiserver as last reached: a brand-new cluster's only once its objects step has run.
    let reached = computed.objectsObserved ? api : undefined;
    const applying = new Set(steps.flatMap((s) => s.units.flatMap((u) => u.changes.map(formatAddress))));
    const staged = await stageDownloads(transports, plan.changes, applying).catch((e: unknown) => {
      req.report?.(stoppedBeforeRollout(cluster.name, e, { plan, steps }));
      throw e;
    });
    if (staged.files) req.say(`downloaded ${staged.files} file${staged.files === 1 ? '' : 's'} of node software on ${staged.hosts} host${staged.hosts === 1 ? '' : 's'} before the first step, each checked against its sha256`);
    const result = await runRollout(steps, {
      cluster,
      // Machines that left cluster.yaml are reached through the connections plan opened to clean them up.
      transports: new Map([...transports, ...session.departing]),
      signal,
      changes: new Map(plan.changes.map((c) => [formatAddress(c.addr), c])),
      contents: new Map([...computed.contents, ...(await localBinaryContents(loaded, plan.changes))]),
      backupDir: backupDirName(now),
      api: (avoid) => api?.via(cps.find((h) => h !== avoid) ?? cps[0]!),
      drain: req.drain,
      etcd: computed.etcd,
      observeHost,
      observeEtcd,
      applyObjects: () => {
        objectsApplied = true;
        return applyObjects(computed, replan, req, targets, started, signal, (a) => (reached = a));
      },
      say: req.say,
      progress: req.progress,
      describe: req.describe,
    });
    if (result.failure) {
      const f = result.failure;
      // What did take effect is recorded, so the next plan does not mistake it for drift.
      await recordApplied(computed, req, new Set(result.applied), false).catch(() => undefined);
      const r = report({
        applied: result.applied,
        stop: {
          kind: stopKind(f, req.signal.aborted), step: f.step.number, host: f.host, message: f.message,
          rolledBack: f.restored.length > 0, beforeStep: f.notStarted, notApplied: f.notApplied, unknown: f.unknown,
        },
      });
      throw failureError(f, backupDirName(now), r.applied);
    }
    const applied = [...result.applied];
    // A host added to a running cluster registers its Node only now: with no cluster object to
    // change there was no objects step, so its labels and taints are applied here.
    if (!objectsApplied && computed.objectsObserved) {
      try {
        applied.push(...(await labelRegisteredNodes(computed, replan, req, targets, started, signal)));
      } catch (e) {
        // Outside the rollout, what stopped the labelling is the error to report, with what was applied before it.
        const stop = e instanceof ObjectsPartlyApplied ? e.stop : (e as Error);
        if (e instanceof ObjectsPartlyApplied) applied.push(...e.applied);
        await recordApplied(computed, req, new Set(applied), false).catch(() => undefined);
        const kind: ApplyStopKind = stop instanceof StalePlanError ? 'stale-plan' : stop instanceof NodesNotRegistered ? 'wait-for-nodes' : stop instanceof RolloutInterrupted ? (req.signal.aborted ? 'signal' : 'lock-lost') : 'error';
        const r = report({ applied, stop: { kind, message: firstLine(stop.message), notApplied: [] } });
        if (stop instanceof StalePlanError) throw new StalePlanError(stop.changed, r.applied);
        if (stop instanceof RolloutInterrupted) throw new RemoteError('', `${kind === 'signal' ? 'interrupted' : 'stopped: the lock was lost'} while waiting for the kubelets to register their Nodes; everything else is applied\napplied before the failure: ${r.applied} change(s). Run k8sform apply again to label and taint them.`);
        if (!(stop instanceof RemoteError)) throw stop;
        throw new RemoteError('', `${stop.message}\napplied before the failure: ${r.applied} change(s)`);
      }
    }
    try {
      await recordApplied(computed, req, allChanges(plan), targets.length === 0);
    } catch (e) {
      // Every change took effect; only the record of them could not be written.
      report({ applied, stop: { kind: 'error', message: firstLine((e as Error).message), notApplied: [] } });
      throw e;
    }
    await pruneOlderBackups(req, plan, applying);
    const servingCertificates = reached ? await approveServing(req, reached.admin, Math.min(req.waitSeconds, SERVING_REQUEST_WAIT_SECONDS)) : undefined;
    return { plan, upToDate: false, report: report({ applied, servingCertificates }) };
  } finally {
    const kept = await lock.release();
    if (kept.length) req.warn(`could not release the lock on ${kept.join(', ')}: it is taken over once ${lock.info.ttlSeconds / 60} minutes pass without renewal, or remove it now with: k8sform force-unlock ${lock.info.id}`);
  }
}

/**
 * The plan, once the apiserver answers: one still starting or restarting on a cluster that ran is
 * waited for, up to --wait-timeout, instead of refusing at once. Nothing is written while waiting.
 */
async function planOnceTheApiserverAnswers(req: ApplyRequest, now: Date, signal: AbortSignal): Promise<ComputedPlan> {
  const plan = (progress?: ApplyRequest['progress']) => computePlan(req.loaded, req.session, now, req.targets, { replaceSymlinks: req.replaceSymlinks, progress, preflight: 'apply' });
  try {
    return await plan(req.progress);
  } catch (e) {
    if (!(e instanceof ApiserverUnreachable) || req.waitSeconds === 0) throw e;
    const deadline = Date.now() + req.waitSeconds * 1000;
    req.say(`waiting up to ${formatDuration(req.waitSeconds)} for the apiserver at ${e.api.endpoint} (${e.api.readiness})...`);
    for (;;) {
      await sleep(Math.min(5000, Math.max(0, deadline - Date.now())), signal);
      if (signal.aborted) throw new RemoteError('', `interrupted while waiting for the apiserver at ${e.api.endpoint}; nothing was applied`);
      try {
        return await plan();
      } catch (again) {
        if (!(again instanceof ApiserverUnreachable) || Date.now() >= deadline) throw again;
      }
    }
  }
}

const allChanges = (plan: Plan) => new Set(plan.changes.map((c) => formatAddress(c.addr)));
const firstLine = (message: string) => message.split('\n')[0]!;

/** What kind of stop a rollout failure is; an interrupt without SIGINT/SIGTERM is the lock lost. */
export function stopKind(f: RolloutFailure, signalled: boolean): ApplyStopKind {
  if (f.cause instanceof StalePlanError || f.stale) return 'stale-plan';
  if (f.interrupted) return signalled ? 'signal' : 'lock-lost';
  if (f.broken || f.unknown?.length || f.restoreError) return 'connection';
  if (f.cause instanceof NodesNotRegistered) return 'wait-for-nodes';
  if (f.gate && (!f.cause || f.cause instanceof GateFailed || f.gate.kind === 'etcd-leave' || f.gate.kind === 'etcd-snapshot' || f.gate.kind === 'host-removal')) return 'gate';
  return 'error';
}

/**
 * Updates each host's record of what k8sform wrote there (only where it would change), for the
 * changes in `done`. A complete apply of everything (no --target) also records cluster.yaml's digest.
 */
async function recordApplied(computed: ComputedPlan, req: Pick<ApplyRequest, 'loaded' | 'session'>, done: ReadonlySet<string>, complete: boolean): Promise<void> {
  const now = new Date();
  // Objects are recorded on the control planes (those this apply did not reach keep their entries).
  const intents = objectIntents(computed.objects);
  await Promise.all(req.loaded.cluster.hosts.map(async (h) => {
    const previous = computed.records.get(h.name);
    const next = nextAppliedRecord(previous, h.name, computed.plan.changes, done, complete ? req.loaded.configDigest : previous?.configDigest, now, h.role === 'control-plane' ? intents : undefined);
    if (!sameRecord(previous, next)) await writeAppliedRecord(req.session.transports.get(h.name)!, next);
  }));
}

/** Once an apply finished, the hosts it changed keep their newest spec.rollout.keepBackups backup folders; a host where that fails is a warning. */
async function pruneOlderBackups(req: Pick<ApplyRequest, 'loaded' | 'session' | 'say' | 'warn'>, plan: Plan, applying: ReadonlySet<string>): Promise<void> {
  const { cluster } = req.loaded;
  const changed = cluster.hosts.filter((h) => plan.changes.some((c) => c.addr.scope === hostScope(h.name) && isEffective(c) && applying.has(formatAddress(c.addr))));
  const { pruned, failed } = await pruneBackups(changed.map((h) => req.session.transports.get(h.name)!), cluster.keepBackups);
  if (pruned.size) req.say(`removed the backup folders older than the newest ${cluster.keepBackups} (spec.rollout.keepBackups) under ${BACKUP_ROOT}: ${[...pruned].sort().map(([h, gone]) => `${gone.length} on host[${h}]`).join(', ')}`);
  for (const f of failed) req.warn(`could not remove older backup folders on ${f}`);
}

export function failureError(f: RolloutFailure, backupDir: string, applied: number): Error {
  if (f.cause instanceof StalePlanError) return new StalePlanError(f.cause.changed, applied);
  if (f.stale) return new StalePlanError([`${f.host ? `host[${f.host}]: ` : ''}${f.message}; nothing was written on that host in step ${f.step.number}`], applied);
  const lines = [`apply stopped at step ${f.step.number} (${f.step.title}): ${f.message}`];
  if (f.restored.length) {
    lines.push(`restored on host[${f.host}] from ${BACKUP_ROOT}/${backupDir}: ${f.restored.join(', ')}; ${f.restoredHealthy ? 'the restored version passed the same gate' : 'the restored version did NOT pass the gate either; check that host now'}`);
  }
  if (f.restoreError) lines.push(`restoring host[${f.host}] failed too (${f.restoreError}); what this step wrote there is left in place`);
  // Acknowledged writes that were not put back stand on the host: name them, whatever else failed.
  if (f.written?.length && !f.restored.length) lines.push(`${f.host ? `written on host[${f.host}]` : 'applied'} in this step: ${f.written.join(', ')}`);
  if (f.written?.length && f.restored.length) lines.push(`kept on host[${f.host}] (a rollback never removes a directory or loosens a mode): ${f.written.join(', ')}`);
  if (f.unknown?.length) lines.push(`not acknowledged by host[${f.host}] before the connection broke (each is its old or its new version, never partial; k8sform plan shows which): ${f.unknown.join(', ')}`);
  if (f.log.length) lines.push(`last lines of the log on host[${f.host}]:`, ...f.log.map((l) => `  ${l}`));
  if (f.recoveryPoint) lines.push(`etcd snapshot saved by this apply before the failure: ${f.recoveryPoint} (copied off the host, k8sform etcd restore --from FILE brings etcd's data back from it; see docs/backups.md)`);
  if (f.notApplied.length) lines.push(`not applied: ${f.notApplied.length} change(s)${f.restored.length ? ' (including the restored ones)' : ''}; hosts in later steps were not touched`);
  lines.push(`applied before the failure: ${applied} change(s); replaced files are backed up under ${BACKUP_ROOT}/${backupDir} on each host. ${f.interrupted ? 'Run k8sform apply again to continue.' : f.broken || f.unknown?.length ? `Once host[${f.host}] answers again, k8sform plan shows what is left; run k8sform apply again to finish.` : 'Fix cluster.yaml (or the host), then run k8sform apply again.'}`);
  return new RemoteError('', lines.join('\n'));
}

/**
 * Cluster objects go after the host files: wait for the apiserver, create the kubeadm:cluster-admins
 * binding with the super-admin identity if the cluster is brand new, then server-side apply.
 * Objects that could not be observed at plan time are planned again now.
 */
async function applyObjects(computed: ComputedPlan, replan: () => Promise<ComputedPlan>, req: ApplyRequest, targets: readonly string[], started: readonly string[], signal: AbortSignal, reached: (api: ApiAccess) => void): Promise<string[]> {
  // Only a cluster that had no CA at plan time needs the hosts read again to reach its apiserver.
  let current = computed.api ? computed : await replan();
  const api = current.api;
  if (!api) throw new RemoteError('', 'the control-plane hosts hold no cluster CA after applying the host files; cannot reach the apiserver');
  reached(api);
  const done: string[] = [];
  try {
    if (!current.objectsObserved) {
      await waitUntilReady(api, req.waitSeconds, () => req.say(`waiting up to ${formatDuration(req.waitSeconds)} for the apiserver at ${api.endpoint}...`), signal);
      if (!(await adminAuthorized(api))) {
        req.say('creating the kubeadm:cluster-admins binding with the super-admin identity (brand-new cluster)');
        await bootstrapClusterAdmins(api, current.objects);
        // Applied as super-admin, so the plan made next finds nothing left to do for it: it counts here.
        const binding = current.objects.find((d) => d.spec.manifest.kind === 'ClusterRoleBinding' && d.spec.manifest.metadata.name === 'kubeadm:cluster-admins');
        if (binding) done.push(formatAddress(binding.addr));
      }
      current = await replan();
      const pending = current.plan.changes.filter((c) => c.format === 'object' && isEffective(c));
      req.say(`cluster objects: ${pending.map((c) => `${c.action} ${formatAddress(c.addr)}`).join(', ') || 'nothing to do'}`);
    }
    // A removed host's Node is deleted in that host's removal step, not with the objects.
    await applyObjectChanges(current.api!.admin, current.plan.changes.filter((c) => !removedNode(c)), current.objects, current.seenVersions, done);
    req.say(`applied ${done.length} cluster object change${done.length === 1 ? '' : 's'} (server-side apply, field manager k8sform)`);
    return [...done, ...(await labelRegisteredNodes(current, replan, req, targets, started, signal))];
  } catch (e) {
    throw ObjectsPartlyApplied.after(done, e);
  }
}

/**
 * Nodes appear only once their kubelet registers (control planes after their static pods answer,
 * workers after TLS bootstrap with the token just applied): wait for the ones whose labels and
 * taints k8sform manages, and those of the kubelets this apply started (`started`), as `kubeadm
 * join` waits for the TLS bootstrap; then label and taint them, so a finished apply leaves a
 * registered Node and nothing for the next plan.
 */
async function labelRegisteredNodes(current: ComputedPlan, replan: () => Promise<ComputedPlan>, req: ApplyRequest, targets: readonly string[], started: readonly string[], signal: AbortSignal): Promise<string[]> {
  const planned = new Set(current.plan.changes.map((c) => formatAddress(c.addr)));
  const unregistered = current.objects.filter((d) => d.spec.manifest.kind === 'Node' && !planned.has(formatAddress(d.addr))
    && (targets.length === 0 || targets.some((t) => matchesTarget(formatAddress(d.addr), t))));
  const names = [...new Set([...unregistered.map((d) => d.spec.manifest.metadata.name), ...started])];
  if (names.length === 0) return [];
  req.say(`waiting up to ${formatDuration(req.waitSeconds)} for the kubelets of ${names.join(', ')} to register their Nodes...`);
  const missing = await waitForNodes(current.api!, names, req.waitSeconds, signal);
  const next = await replan();
  const wanted = new Set(unregistered.map((d) => formatAddress(d.addr)));
  const nodeChanges: Change[] = next.plan.changes.filter((c) => isEffective(c) && wanted.has(formatAddress(c.addr)));
  const done: string[] = [];
  try {
    await applyObjectChanges(next.api!.admin, nodeChanges, next.objects, undefined, done);
  } catch (e) {
    throw ObjectsPartlyApplied.after(done, e);
  }
  const registered = names.filter((n) => !missing.includes(n));
  if (registered.length) req.say(`${registered.length === 1 ? 'Node' : 'Nodes'} ${registered.join(', ')} registered${done.length ? `; labelled and tainted ${done.length} Node${done.length === 1 ? '' : 's'}` : ''}`);
  if (missing.length) {
    throw ObjectsPartlyApplied.after(done, new NodesNotRegistered('', `the kubelet did not register ${missing.map((n) => `Node ${n}`).join(', ')} within ${formatDuration(req.waitSeconds)}; everything else is applied. Check the kubelet on ${missing.length === 1 ? 'that host' : 'those hosts'} (journalctl -u kubelet), then run k8sform apply again to label and taint ${missing.length === 1 ? 'it' : 'them'}.`));
  }
  return done;
}

/**
 * Kubelet serving certificate requests of the hosts this apply covers, approved at its end (see
 * engine/serving-certificates.ts). What apply was asked to do is done by then: a failure here is a
 * warning, not a failed apply.
 */
async function approveServing(req: ApplyRequest, client: KubeClient, waitSeconds: number): Promise<ServingCertificateApprovals | undefined> {
  const { cluster } = req.loaded;
  const hosts = cluster.hosts.filter((h) => req.targets.length === 0 || req.targets.some((t) => matchesTarget(hostScope(h.name), t)));
  if (!hosts.length) return undefined;
  try {
    return await approveServingCertificates({ cluster, hosts, client, transports: req.session.transports, waitSeconds, signal: req.signal, say: req.say, warn: req.warn });
  } catch (e) {
    req.warn(`could not approve the kubelets' serving certificate requests: ${firstLine((e as Error).message)}; approve them with kubectl certificate approve, or run k8sform apply again`);
    return undefined;
  }
}
