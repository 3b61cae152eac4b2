import type { Command } from 'commander';
import { UserError } from '../errors.js';
import { isEffective, type Plan } from '../model/plan.js';
import { colorsEnabled, renderPlanJson, renderPlanMarkdown, renderPlanText } from '../views/index.js';
import { fleetMarkdownShare, renderFleet, type FleetEntry, type FleetFormat } from '../views/fleet-plan.js';
import { MARKDOWN_CAP } from '../views/markdown-plan.js';
import { clusterFiles } from './cluster-files.js';
import { EXIT, exitCodeFor, messageFor } from './exit-codes.js';
import { loadForCommand } from './load-config.js';
import { checkTargets, planFormatOption, withPlanningOptions, type PlanningOptions } from './options.js';
import { writePlanFile } from '../engine/plan-file.js';
import { computePlan, driftOnly } from '../engine/compute-plan.js';
import { withHosts } from './with-hosts.js';
import { terminalSafe } from '../views/terminal-safe.js';
import { snapshotLine } from '../views/snapshot-note.js';
import { planFromSnapshot } from '../engine/offline-observation.js';

interface PlanOptions extends PlanningOptions {
  readonly out?: string;
  readonly detailedExitcode: boolean;
  readonly json: boolean;
  readonly format: FleetFormat;
  readonly driftOnly: boolean;
  readonly snapshot?: string;
}

/** Clusters of a fleet planned at once: each holds a connection per host while it is planned. */
const FLEET_PARALLELISM = 4;

export function planCommand(program: Command): void {
  withPlanningOptions(program.command('plan').description('show what apply would change on every host, reading them over SSH'))
    .option('--out <file>', 'save the plan for `k8sform apply FILE` (no private keys or token secrets in it)')
    .option('--detailed-exitcode', 'exit 0 when nothing changes, 2 when something would', false)
    .option('--json', 'print the plan as JSON (same as --format json)', false)
    .addOption(planFormatOption())
    .option('--snapshot <file>', 'plan offline from a file `k8sform snapshot` wrote: no SSH, no apiserver; the plan cannot be applied')
    .option('--drift-only', "show only drift: what changed on the hosts or in the cluster since k8sform's last apply, not what cluster.yaml changes (a nightly check)", false)
    .action(async (opts: PlanOptions) => {
      const format = opts.json ? 'json' : opts.format;
      checkTargets(opts.target);
      if (opts.driftOnly && opts.out) throw new UserError('--drift-only cannot be combined with --out: a saved plan holds every change apply would make; save it without --drift-only');
      if (opts.snapshot && opts.out) throw new UserError('--snapshot cannot be combined with --out: a plan made offline from a snapshot only describes changes and cannot be applied; save a plan where the hosts can be read');
      const files = clusterFiles(opts.file);
      if (files.length === 1) {
        const planned = await planCluster(files[0]!, opts, format, MARKDOWN_CAP);
        process.stdout.write(planned.output);
        if (opts.detailedExitcode && planned.changed) process.exitCode = EXIT.changes;
        return;
      }
      if (opts.snapshot) throw new UserError(`--snapshot holds one cluster, and -f ${opts.file} matches ${files.length} files: plan each cluster from its own snapshot`);
      if (opts.out) throw new UserError(`--out saves one cluster's plan, and -f ${opts.file} matches ${files.length} files: plan each cluster with its own --out (one CI job per cluster)`);
      await planFleet(files, opts, format);
    });
}

/** Every cluster is planned, whatever happens to the others; the exit code is the worst of them. */
async function planFleet(files: readonly string[], opts: PlanOptions, format: FleetFormat): Promise<void> {
  let worst: number = EXIT.ok;
  const entries = await inParallel(files, FLEET_PARALLELISM, async (file): Promise<FleetEntry> => {
    try {
      const planned = await planCluster(file, opts, format, fleetMarkdownShare(files.length), true);
      if (planned.changed && opts.detailedExitcode && worst === EXIT.ok) worst = EXIT.changes;
      return { file, cluster: planned.cluster, changed: planned.changed, output: planned.output };
    } catch (e) {
      const code = exitCodeFor(e);
      worst = worst === EXIT.internal || code === EXIT.internal ? EXIT.internal : EXIT.error;
      const error = messageFor(e);
      // The log of a CI job shows which cluster failed even when stdout goes to a comment.
      for (const line of error.split('\n')) process.stderr.write(`${terminalSafe(line.startsWith(`${file}:`) ? line : `${file}: ${line}`)}\n`);
      return { file, error };
    }
  });
  const text = renderFleet(entries, format);
  process.stdout.write(format === 'json' ? text : terminalSafe(text, format === 'text' && colorsEnabled(process.stdout)));
  process.exitCode = worst;
}

interface PlannedCluster {
  readonly cluster: string;
  readonly changed: boolean;
  /** What plan prints for this cluster in the chosen format. */
  readonly output: string;
}

async function planCluster(file: string, opts: PlanOptions, format: FleetFormat, markdownCap: number, fleet = false): Promise<PlannedCluster> {
  const loaded = loadForCommand(file);
  const { computed, snapshot } = opts.snapshot
    ? await planFromSnapshot(loaded, opts.snapshot, opts.target, opts)
    // Clusters of a fleet are planned at once: their progress is plain lines, each naming its file.
    : { computed: await withHosts('plan', 'plan', loaded, opts, (session, progress) => computePlan(loaded, session, new Date(), opts.target, { replaceSymlinks: opts.replaceSymlinks, progress }), fleet ? file : undefined), snapshot: undefined };
  const shown = opts.driftOnly ? driftOnly(loaded.cluster, computed) : computed;
  const { plan } = shown;
  const rollout = { steps: shown.steps, settings: loaded.cluster.rollout };
  const changed = plan.changes.some(isEffective);
  if (opts.out) writePlanFile(opts.out, plan, rollout);
  if (format === 'json') return { cluster: plan.cluster, changed, output: renderPlanJson(plan, rollout, snapshot) };
  const out = [format === 'markdown' ? renderPlanMarkdown(plan, rollout, markdownCap, snapshot) : opts.driftOnly && !changed ? 'No drift: every managed file and object k8sform has a record of is as its last apply left it.\n' : renderPlanText(plan, { color: colorsEnabled(process.stdout), rollout })];
  if (format === 'text' && snapshot) out.unshift(`${snapshotLine(snapshot)}\n${snapshot.unseen.map((u) => `  ${u}\n`).join('')}\n`);
  if (format === 'text' && opts.driftOnly) out.push(notShownLine(computed.plan));
  if (format === 'text' && opts.out) out.push(`\nSaved the plan to ${opts.out}. Apply exactly these changes with: k8sform apply ${opts.out}\n`);
  return { cluster: plan.cluster, changed, output: terminalSafe(out.join(''), format === 'text' && colorsEnabled(process.stdout)) };
}

/** What --drift-only left out, so a quiet nightly check does not hide changes nobody has applied yet. */
function notShownLine(plan: Plan): string {
  const count = (o: string) => plan.changes.filter((c) => isEffective(c) && c.origin === o).length;
  const [config, unknown] = [count('config'), count('unknown')];
  return `\n--drift-only: not shown: ${config} change(s) from cluster.yaml not applied yet, ${unknown} of unknown origin (no record of k8sform's last apply there).\n`;
}

/** `fn` over `items` with at most `limit` running at once; results in the items' order. */
async function inParallel<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
