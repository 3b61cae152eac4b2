import { readFileSync } from 'node:fs';
import { Option, type Command } from 'commander';
import { CLUSTER_SCHEMA_URL } from '../config/schema-validate.js';
import { PLAN_SCHEMA_URL } from '../views/json-plan.js';

/** The JSON formats k8sform prints, each with its schema: `k8sform schema --FLAG` prints it. */
const OUTPUT_SCHEMAS = [
  { flag: '--plan', key: 'plan', url: PLAN_SCHEMA_URL, of: 'the JSON plan format (`plan --json`, `show FILE --json`)' },
  { flag: '--certs', key: 'certs', url: new URL('../../../schemas/certs-json.schema.json', import.meta.url), of: 'the certificate report (`certs --json`)' },
  { flag: '--upgrade-plan', key: 'upgradePlan', url: new URL('../../../schemas/upgrade-plan-json.schema.json', import.meta.url), of: 'the upgrade report (`upgrade plan --json`)' },
] as const;

type SchemaOptions = Partial<Record<(typeof OUTPUT_SCHEMAS)[number]['key'], boolean>>;

export function schemaCommand(program: Command): void {
  const cmd = program
    .command('schema')
    .description(`print the JSON Schema of cluster.yaml (for editors and CI), or with ${OUTPUT_SCHEMAS.map((s) => s.flag).join(', ')} that of a command's JSON output`);
  for (const s of OUTPUT_SCHEMAS) {
    // One schema at a time: commander refuses two of these flags with a one-line usage error.
    cmd.addOption(new Option(s.flag, `the schema of ${s.of} instead`).conflicts(OUTPUT_SCHEMAS.filter((o) => o !== s).map((o) => o.key)));
  }
  cmd.action((opts: SchemaOptions) => {
    process.stdout.write(readFileSync(OUTPUT_SCHEMAS.find((s) => opts[s.key])?.url ?? CLUSTER_SCHEMA_URL, 'utf8'));
  });
}
