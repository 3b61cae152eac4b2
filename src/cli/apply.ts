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
import { closeHosts, computePlan, openHosts } from './session.js';
import { stalePlanDifferences } from './stale-plan.js';

interface ApplyOptions extends CommonOptions {
  readonly autoApprove: boolean;
}

export function applyCommand(program: Command): void {
  withHostOptions(program.command('apply').description('make every host match cluster.yaml (or apply a saved plan exactly)'))
    .argument('[plan-file]', 'a plan saved with `k8sform plan --out`')
    .option('--auto-approve', 'apply without asking for confirmation', false)
    .action(async (planFile: string | undefined, opts: ApplyOptions) => {
      checkTargets(opts.target);
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
        const { plan, contents } = await computePlan(loaded, transports, now, targets);
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
        process.stdout.write(`\nApply complete! ${summaryLine(plan)}\n`);
      } finally {
        await closeHosts(transports);
      }
    });
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
