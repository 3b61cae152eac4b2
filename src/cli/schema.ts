import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { CLUSTER_SCHEMA_URL } from '../config/schema-validate.js';
import { PLAN_SCHEMA_URL } from '../views/json-plan.js';

export function schemaCommand(program: Command): void {
  program
    .command('schema')
    .description('print the JSON Schema of cluster.yaml (for editors and CI), or with --plan that of `plan --json`')
    .option('--plan', 'the schema of the JSON plan format (`plan --json`, `show FILE --json`) instead', false)
    .action((opts: { plan: boolean }) => {
      process.stdout.write(readFileSync(opts.plan ? PLAN_SCHEMA_URL : CLUSTER_SCHEMA_URL, 'utf8'));
    });
}
