import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { applySchedule } from '../apply/execute.js';
import { runWithProgress } from './apply-progress.js';
import { RemoteError, StalePlanError, UserError } from '../errors.js';
import { isEffective, summarize, type Plan } from '../model/plan.js';
import { colorsEnabled, renderPlanText } from '../views/index.js';
import { loadForCommand } from './load-config.js';
import { checkTargets, withHostOptions, type CommonOptions } from './options.js';
import { readPlanFile } from './plan-file.js';
import { closeHosts, computePlan, matchesTarget, openHosts, type ComputedPlan } from './session.js';
import { adminAuthorized, bootstrapClusterAdmins, waitForNodes, waitUntilReady } from './cluster-api.js';
import { applyObjectChanges } from '../apply/apply-objects.js';
import { formatAddress } from '../model/address.js';
import { formatDuration, parseDuration } from '../config/duration.js';
import { stalePlanDifferences } from './stale-plan.js';

interface ApplyOptions extends CommonOptions {
  readonly autoApprove: boolean;
  readonly waitTimeout: string;
}

export function applyCommand(program: Command): void {
  withHostOptions(program.command('apply').description('make every host match cluster.yaml (or apply a saved plan exactly)'))
    .argument('[plan-file]', 'a plan saved with `k8sform plan --out`')
    .option('--auto-approve', 'apply without asking for confirmation', false)
    .option('--wait-timeout <duration>', 'how long to wait for the apiserver before applying cluster objects', '5m')
    .action(async (planFile: string | undefined, opts: ApplyOptions) => {
      checkTargets(opts.target);
      const waitSeconds = parseDuration(opts.waitTimeout);
      if (waitSeconds === undefined) throw new UserError(`--wait-timeout ${opts.waitTimeout}: not a duration such as 5m or 90s`);
      const saved = planFile ? readPlanFile(planFile) : undefined;
      if (saved && opts.target.length) throw new UserError('--target cannot be combined with a saved plan: the plan already records its targets');
      const loaded = loadForCommand(opts.file);
      if (saved && saved.plan.configDigest !== loaded.configDigest) {
        throw new StalePlanError([`${opts.file}: changed since the plan was made (or the plan was made from another file)`]);
      }
      const targets = saved?.targets ?? opts.target;
      const transports = await openHosts(loaded.cluster, opts);
      try {
        const now = new Date();
        const computed = await computePlan(loaded, transports, now, targets);
        const { plan, contents } = computed;
        if (saved) {
          const stale = stalePlanDifferences(saved.plan, plan);
          if (stale.length) throw new StalePlanError(stale);
        } else {
          process.stdout.write(renderPlanText(plan, { color: colorsEnabled(process.stdout) }));
        }
        if (!plan.changes.some(isEffective)) {
          if (saved) process.stdout.write('No changes. Every managed file matches cluster.yaml.\n');
          return;
        }
        if (!saved && !opts.autoApprove) await confirm();
        const schedule = applySchedule(loaded.cluster, plan.changes, contents, transports, now);
        const outcomes = await runWithProgress(schedule, Boolean(process.stdout.isTTY) && !process.env.CI);
        const failed = outcomes.filter((o) => o.error);
        if (failed.length) {
          const applied = outcomes.reduce((n, o) => n + o.applied.length, 0);
          const lines = failed.map((f) => `host[${f.host}]: ${f.error}; not applied: ${f.notApplied.join(', ')}`);
          throw new RemoteError('', `apply failed; every file is either its old or its new version, and replaced files are backed up under /etc/kubernetes/tmp on each host.\n${lines.join('\n')}\nApplied: ${applied} change(s). Run k8sform plan to see what remains.`);
        }
        await applyObjects(computed, () => computePlan(loaded, transports, new Date(), targets), waitSeconds, targets);
        process.stdout.write(`\nApply complete! ${summaryLine(plan)}\n`);
      } finally {
        await closeHosts(transports);
      }
    });
}

/**
 * Cluster objects go last, once the host files are in place: wait for the apiserver, create the
 * kubeadm:cluster-admins binding with the super-admin identity if the cluster is brand new, then
 * server-side apply. Objects that could not be observed at plan time are planned again now.
 */
async function applyObjects(computed: ComputedPlan, replan: () => Promise<ComputedPlan>, waitSeconds: number, targets: readonly string[]): Promise<void> {
  if (!computed.plan.changes.some((c) => c.format === 'object' && isEffective(c))) return;
  // Only a cluster that had no CA at plan time needs the hosts read again to reach its apiserver.
  let current = computed.api ? computed : await replan();
  const api = current.api;
  if (!api) throw new RemoteError('', 'the control-plane hosts hold no cluster CA after applying the host files; cannot reach the apiserver');
  if (!current.objectsObserved) {
    await waitUntilReady(api, waitSeconds, () => process.stdout.write(`waiting up to ${formatDuration(waitSeconds)} for the apiserver at ${api.endpoint}...\n`));
    if (!(await adminAuthorized(api))) {
      process.stdout.write('creating the kubeadm:cluster-admins binding with the super-admin identity (brand-new cluster)\n');
      await bootstrapClusterAdmins(api, current.objects);
    }
    current = await replan();
    const pending = current.plan.changes.filter((c) => c.format === 'object' && isEffective(c));
    process.stdout.write(`cluster objects: ${pending.map((c) => `${c.action} ${formatAddress(c.addr)}`).join(', ') || 'nothing to do'}\n`);
  }
  const done = await applyObjectChanges(current.api!.admin, current.plan.changes, current.objects);
  process.stdout.write(`applied ${done.length} cluster object change${done.length === 1 ? '' : 's'} (server-side apply, field manager k8sform)\n`);
  await labelRegisteredNodes(current, replan, waitSeconds, targets);
}

/**
 * Nodes appear only once their kubelet registers (control planes after their static pods answer,
 * workers after TLS bootstrap with the token just applied): wait for the ones whose labels and
 * taints k8sform manages, then apply those, so a finished apply leaves nothing for the next plan.
 */
async function labelRegisteredNodes(current: ComputedPlan, replan: () => Promise<ComputedPlan>, waitSeconds: number, targets: readonly string[]): Promise<void> {
  const planned = new Set(current.plan.changes.map((c) => formatAddress(c.addr)));
  const unregistered = current.objects.filter((d) => d.spec.manifest.kind === 'Node' && !planned.has(formatAddress(d.addr))
    && (targets.length === 0 || targets.some((t) => matchesTarget(formatAddress(d.addr), t))));
  if (unregistered.length === 0) return;
  const names = unregistered.map((d) => d.spec.manifest.metadata.name);
  process.stdout.write(`waiting up to ${formatDuration(waitSeconds)} for the kubelets of ${names.join(', ')} to register their Nodes...\n`);
  const missing = await waitForNodes(current.api!, unregistered, waitSeconds);
  const next = await replan();
  const wanted = new Set(unregistered.map((d) => formatAddress(d.addr)));
  const nodeChanges = next.plan.changes.filter((c) => isEffective(c) && wanted.has(formatAddress(c.addr)));
  const done = await applyObjectChanges(next.api!.admin, nodeChanges, next.objects);
  process.stdout.write(`labelled and tainted ${done.length} Node${done.length === 1 ? '' : 's'}\n`);
  if (missing.length) {
    throw new RemoteError('', `the kubelet did not register ${missing.map((n) => `Node ${n}`).join(', ')} within ${formatDuration(waitSeconds)}; everything else is applied. Check the kubelet on ${missing.length === 1 ? 'that host' : 'those hosts'} (journalctl -u kubelet), then run k8sform apply again to label and taint ${missing.length === 1 ? 'it' : 'them'}.`);
  }
}

function summaryLine(plan: Plan): string {
  const s = summarize(plan);
  return `Resources: ${s.add} added, ${s.change} changed, ${s.destroy} destroyed.`;
}

async function confirm(): Promise<void> {
  if (!process.stdin.isTTY) throw new UserError('apply needs --auto-approve when not run on a terminal (or apply a plan saved with `k8sform plan --out`)');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question("\nDo you want to perform these actions? Only 'yes' will be accepted: ");
  rl.close();
  if (answer.trim() !== 'yes') throw new UserError('apply cancelled');
}
