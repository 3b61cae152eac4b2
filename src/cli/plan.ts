import type { Command } from 'commander';
import { UserError } from '../errors.js';
import { isEffective } from '../model/plan.js';
import { colorsEnabled, renderPlanJson, renderPlanMarkdown, renderPlanText } from '../views/index.js';
import { EXIT } from './exit-codes.js';
import { loadForCommand } from './load-config.js';
import { checkTargets, withPlanningOptions, type PlanningOptions } from './options.js';
import { writePlanFile } from './plan-file.js';
import { computePlan } from '../engine/compute-plan.js';
import { withHosts } from './with-hosts.js';
import { hostFilesOnly } from '../engine/targets.js';
import { rolloutSchedule } from '../planner/schedule.js';
import { terminalSafe } from '../views/terminal-safe.js';

interface PlanOptions extends PlanningOptions {
  readonly out?: string;
  readonly detailedExitcode: boolean;
  readonly json: boolean;
  readonly format: string;
}

export function planCommand(program: Command): void {
  withPlanningOptions(program.command('plan').description('show what apply would change on every host, reading them over SSH'))
    .option('--out <file>', 'save the plan for `k8sform apply FILE` (no private keys or token secrets in it)')
    .option('--detailed-exitcode', 'exit 0 when nothing changes, 2 when something would', false)
    .option('--json', 'print the plan as JSON (same as --format json)', false)
    .option('--format <format>', 'text, json or markdown', 'text')
    .action(async (opts: PlanOptions) => {
      const format = opts.json ? 'json' : opts.format;
      if (!['text', 'json', 'markdown'].includes(format)) throw new UserError(`--format ${format}: use text, json or markdown`);
      checkTargets(opts.target);
      const loaded = loadForCommand(opts.file);
      const { plan } = await withHosts('plan', 'plan', loaded, opts, (session, progress) => computePlan(loaded, session, new Date(), opts.target, { replaceSymlinks: opts.replaceSymlinks, progress }));
      const rollout = { steps: rolloutSchedule(loaded.cluster, plan.changes), settings: loaded.cluster.rollout };
      const text = format === 'json' ? renderPlanJson(plan, rollout) : format === 'markdown' ? renderPlanMarkdown(plan, rollout) : renderPlanText(plan, { color: colorsEnabled(process.stdout), rollout });
      process.stdout.write(format === 'json' ? text : terminalSafe(text));
      if (format === 'text' && hostFilesOnly(opts.target)) process.stdout.write(`\nHost files only (--target ${opts.target.join(' --target ')}): cluster objects were not read or compared.\n`);
      if (opts.out) {
        writePlanFile(opts.out, plan, opts.target);
        if (format === 'text') process.stdout.write(`\nSaved the plan to ${opts.out}. Apply exactly these changes with: k8sform apply ${opts.out}\n`);
      }
      if (opts.detailedExitcode && plan.changes.some(isEffective)) process.exitCode = EXIT.changes;
    });
}
