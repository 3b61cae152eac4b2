import type { Command } from 'commander';
import { colorsEnabled, renderPlanJson, renderPlanMarkdown, renderPlanText } from '../views/index.js';
import { UserError } from '../errors.js';
import { readPlanFile } from './plan-file.js';
import { terminalSafe } from '../views/terminal-safe.js';

export function showCommand(program: Command): void {
  program
    .command('show')
    .description('print a saved plan')
    .argument('<plan-file>', 'a plan saved with `k8sform plan --out`')
    .option('--json', 'as JSON', false)
    .option('--format <format>', 'text, json or markdown', 'text')
    .action((file: string, opts: { json: boolean; format: string }) => {
      const format = opts.json ? 'json' : opts.format;
      if (!['text', 'json', 'markdown'].includes(format)) throw new UserError(`--format ${format}: use text, json or markdown`);
      const { plan } = readPlanFile(file);
      process.stdout.write(format === 'json' ? renderPlanJson(plan) : terminalSafe(format === 'markdown' ? renderPlanMarkdown(plan) : renderPlanText(plan, { color: colorsEnabled(process.stdout) })));
    });
}
