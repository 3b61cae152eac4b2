import type { Command } from 'commander';
import { colorsEnabled, NO_CHANGES, renderPlanDiff } from '../views/index.js';
import { EXIT } from './exit-codes.js';
import { loadForCommand } from './load-config.js';
import { checkTargets, withPlanningOptions, type PlanningOptions } from './options.js';
import { computePlan } from '../engine/compute-plan.js';
import { withHosts } from './with-hosts.js';
import { terminalSafe } from '../views/terminal-safe.js';

export function diffCommand(program: Command): void {
  withPlanningOptions(program.command('diff').description('show the unified diff of every file apply would write (for reviewing an upgrade)'))
    .option('--detailed-exitcode', 'exit 0 when nothing changes, 2 when something would', false)
    .action(async (opts: PlanningOptions & { readonly detailedExitcode: boolean }) => {
      checkTargets(opts.target);
      const loaded = loadForCommand(opts.file, 'k8sform diff');
      const { plan } = await withHosts('diff', 'plan', loaded, opts, (session, progress) => computePlan(loaded, session, new Date(), opts.target, { replaceSymlinks: opts.replaceSymlinks, progress }));
      const color = colorsEnabled(process.stdout);
      const diff = renderPlanDiff(plan, color);
      process.stdout.write(diff ? terminalSafe(diff, color) : `${NO_CHANGES}\n`);
      if (opts.detailedExitcode && diff) process.exitCode = EXIT.changes;
    });
}
