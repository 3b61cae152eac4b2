import type { Command } from 'commander';
import { colorsEnabled, renderPlanJson, renderPlanMarkdown, renderPlanText } from '../views/index.js';
import { planFormatOption } from './options.js';
import { readPlanFile } from '../engine/plan-file.js';
import type { FleetFormat } from '../views/fleet-plan.js';
import { terminalSafe } from '../views/terminal-safe.js';

export function showCommand(program: Command): void {
  program
    .command('show')
    .description('print a saved plan, with its rollout, as plan printed it')
    .argument('<plan-file>', 'a plan saved with `k8sform plan --out`')
    .option('--json', 'as JSON', false)
    .addOption(planFormatOption())
    .action((file: string, opts: { json: boolean; format: FleetFormat }) => {
      const format = opts.json ? 'json' : opts.format;
      const { plan, rollout } = readPlanFile(file);
      const color = colorsEnabled(process.stdout);
      if (format === 'json') return void process.stdout.write(renderPlanJson(plan, rollout));
      if (format === 'markdown') return void process.stdout.write(terminalSafe(renderPlanMarkdown(plan, rollout)));
      process.stdout.write(terminalSafe(renderPlanText(plan, { color, rollout }), color));
    });
}
