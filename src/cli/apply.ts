import type { Command } from 'commander';
import { applyPlan, type ApplyRequest } from '../engine/apply-plan.js';
import { StalePlanError, UserError } from '../errors.js';
import { summarize, type Plan } from '../model/plan.js';
import { colorsEnabled, renderPlanText, stepText } from '../views/index.js';
import { stoppedBeforeRollout, type ApplyReport } from '../model/apply-report.js';
import { loadForCommand } from './load-config.js';
import { checkTargets, durationFlag, withPlanningOptions, type PlanningOptions } from './options.js';
import { readPlanFile, type SavedPlan } from '../engine/plan-file.js';
import { clusterFiles, listed } from './cluster-files.js';
import { jsonSafe, terminalSafe } from '../views/terminal-safe.js';
import { withHosts } from './with-hosts.js';
import { confirm } from './confirm.js';
import { interruptions } from './interruptions.js';

interface ApplyOptions extends PlanningOptions {
  readonly autoApprove: boolean;
  readonly waitTimeout: string;
  readonly allClusters: boolean;
  readonly drain: boolean;
  readonly drainTimeout: string;
  readonly json: boolean;
}

export function applyCommand(program: Command): void {
  withPlanningOptions(program.command('apply').description('make every host match cluster.yaml (or apply a saved plan exactly), one gated step at a time'))
    .argument('[plan-file]', 'a plan saved with `k8sform plan --out`')
    .option('--auto-approve', 'apply without asking for confirmation', false)
    .option('--wait-timeout <duration>', 'how long to wait for an apiserver that is new or still starting, and for kubelets to register their Nodes', '5m')
    .option('--drain', 'cordon each node and evict its Pods (respecting PodDisruptionBudgets) before its kubelet restarts, and uncordon it after', false)
    .option('--drain-timeout <duration>', 'how long draining one node may take before its step fails (with --drain)', '5m')
    .option('--json', 'print what apply did (each step, the cluster objects, the Nodes labelled, the counts, what stopped it) as one JSON document on stdout; narration goes to stderr', false)
    .option('--all-clusters', 'when -f is a glob matching several cluster files, apply each in turn (stopping at the first that fails)', false)
    .action(async (planFile: string | undefined, opts: ApplyOptions) => {
      // With --json, stdout always holds one report, however apply stops: a refused flag or a
      // cluster.yaml that cannot be read included (the cluster then named by the saved plan, if
      // one was read, else not at all).
      const out: ReportOut = { printed: false };
      try {
        await applyAll(planFile, opts, out);
      } catch (e) {
        if (opts.json && !out.printed) printReport(stoppedBeforeRollout(out.cluster ?? out.saved?.plan.cluster, e, out.saved && { plan: out.saved.plan, steps: out.saved.rollout?.steps ?? [] }), out);
        throw e;
      }
    });
}

/** What --json has printed so far, and what is known of the cluster for a report made here. */
interface ReportOut {
  printed: boolean;
  cluster?: string;
  saved?: SavedPlan;
}

function printReport(report: ApplyReport, out: ReportOut): void {
  process.stdout.write(`${jsonSafe(JSON.stringify(report, null, 2))}\n`);
  out.printed = true;
}

async function applyAll(planFile: string | undefined, opts: ApplyOptions, out: ReportOut): Promise<void> {
  checkTargets(opts.target);
  const waitSeconds = durationFlag('--wait-timeout', opts.waitTimeout);
  const drainSeconds = durationFlag('--drain-timeout', opts.drainTimeout, { positive: true });
  const saved = planFile ? readPlanFile(planFile) : undefined;
  out.saved = saved;
  if (saved && opts.target.length) throw new UserError('--target cannot be combined with a saved plan: the plan already records its targets');
  if (opts.json && !opts.autoApprove && !saved) throw new UserError('--json needs --auto-approve (or a plan saved with `k8sform plan --out`): apply cannot ask for approval while its output is JSON');
  const files = clusterFiles(opts.file);
  if (opts.json && files.length > 1) throw new UserError(`-f ${opts.file}: matches ${files.length} files (${listed(files)}); --json reports one cluster's apply: name one file`);
  if (files.length > 1) {
    if (saved) throw new UserError(`-f ${opts.file}: matches ${files.length} files (${listed(files)}); a saved plan belongs to one cluster: name its file`);
    if (!opts.allClusters) throw new UserError(`-f ${opts.file}: matches ${files.length} files (${listed(files)}); apply changes one cluster at a time: name one file, or pass --all-clusters to apply each in turn`);
  }
  // One cluster after another: a fleet-wide mistake stops at the first cluster it breaks.
  for (const [i, file] of files.entries()) {
    if (files.length > 1) process.stdout.write(`${i ? '\n' : ''}=== ${file} (${i + 1} of ${files.length}) ===\n`);
    try {
      await applyCluster(file, saved, opts, waitSeconds, opts.drain ? { timeoutSeconds: drainSeconds } : undefined, out);
    } catch (e) {
      const rest = files.slice(i + 1);
      if (rest.length) process.stderr.write(`not applied, because ${file} failed: ${listed(rest)}\n`);
      throw e;
    }
  }
}

async function applyCluster(file: string, saved: SavedPlan | undefined, opts: ApplyOptions, waitSeconds: number, drain: ApplyRequest['drain'], out: ReportOut): Promise<void> {
  const loaded = loadForCommand(file);
  out.cluster = loaded.cluster.name;
  // With --json, stdout holds the report alone: what apply says goes to stderr.
  const say = (line: string) => (opts.json ? process.stderr : process.stdout).write(`${terminalSafe(line)}\n`);
  // --quiet: errors, warnings and the result only; the plan still shows when apply asks for approval.
  const narrate = opts.quiet ? () => {} : say;
  let report: ApplyReport | undefined;
  try {
    if (saved && saved.plan.configDigest !== loaded.configDigest) {
      throw new StalePlanError([`${file}: changed since the plan was made (or the plan was made from another file)`]);
    }
    await applyWith(file, loaded, saved, opts, waitSeconds, drain, say, narrate, (r) => (report = r));
  } finally {
    // Printed whether apply finished or stopped, the error (if any) still going to stderr; a stop
    // before there was a report is printed by the command.
    if (opts.json && report) printReport(report, out);
  }
}

async function applyWith(
  file: string, loaded: ReturnType<typeof loadForCommand>, saved: SavedPlan | undefined, opts: ApplyOptions, waitSeconds: number, drain: ApplyRequest['drain'],
  say: (line: string) => void, narrate: (line: string) => void, report: (r: ApplyReport) => void,
): Promise<void> {
  const warn = (line: string) => process.stderr.write(`warning: ${terminalSafe(line)}\n`);
  const result = await withHosts('apply', 'plan', loaded, opts, async (session, progress) => {
    const stop = interruptions('stopping after the current step (rolling back a step waiting on its gate) and releasing the lock');
    try {
      return await applyPlan({
        loaded,
        session,
        progress,
        targets: saved ? (saved.plan.targets ?? []) : opts.target,
        saved: saved?.plan,
        savedRollout: saved?.rollout,
        // A saved plan that replaces a link was made with --replace-symlinks: applying it is that consent.
        replaceSymlinks: opts.replaceSymlinks || (saved?.plan.changes.some((c) => c.before?.digest.startsWith('symlink:')) ?? false),
        waitSeconds,
        drain,
        signal: stop.signal,
        report,
        say: narrate,
        warn,
        describe: (step) => stepText(step, loaded.cluster.rollout),
        review: async (plan, steps) => {
          // The hosts' display ends before the plan is shown and the question asked; the rollout starts its own.
          await progress.stop();
          const asks = !opts.autoApprove && steps.length > 0;
          if ((opts.quiet || opts.json) && !asks) return;
          const color = colorsEnabled(process.stdout);
          process.stdout.write(terminalSafe(renderPlanText(plan, { color, rollout: { steps, settings: loaded.cluster.rollout } }), color));
          if (asks) await confirm('apply', ' (or apply a plan saved with `k8sform plan --out`)');
        },
      });
    } finally {
      stop.dispose();
    }
  });
  if (opts.json) return;
  if (result.upToDate) {
    if (saved) say('No changes. Every managed file matches cluster.yaml.');
    return;
  }
  say(`${opts.quiet ? '' : '\n'}Apply complete! ${summaryLine(result.plan)}`);
}

function summaryLine(plan: Plan): string {
  const s = summarize(plan);
  return `Resources: ${s.add} added, ${s.change} changed, ${s.destroy} destroyed.`;
}
