import { readFileSync } from 'node:fs';
import { Option, type Command } from 'commander';

/** A schema shipped in the package's schemas/ (resolved when printed: a URL made at load costs every command's start). */
const schemaFile = (name: string): URL => new URL(`../../../schemas/${name}`, import.meta.url);

/** The contract for cluster.yaml: `k8sform schema` prints it. */
const CLUSTER_SCHEMA = 'cluster.schema.json';

/** The JSON formats k8sform prints, each with its schema: `k8sform schema --FLAG` prints it. */
const OUTPUT_SCHEMAS = [
  { flag: '--plan', key: 'plan', file: 'plan-json.schema.json', of: 'the JSON plan format (`plan --json`, `show FILE --json`)' },
  { flag: '--certs', key: 'certs', file: 'certs-json.schema.json', of: 'the certificate report (`certs --json`)' },
  { flag: '--upgrade-plan', key: 'upgradePlan', file: 'upgrade-plan-json.schema.json', of: 'the upgrade report (`upgrade plan --json`)' },
  { flag: '--apply', key: 'apply', file: 'apply-json.schema.json', of: 'the apply report (`apply --json`)' },
  { flag: '--etcd-snapshot', key: 'etcdSnapshot', file: 'etcd-snapshot-json.schema.json', of: 'the saved snapshot (`etcd snapshot --json`)' },
  { flag: '--pki-export', key: 'pkiExport', file: 'pki-export-json.schema.json', of: 'the export report (`pki export --json`)' },
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
    process.stdout.write(readFileSync(schemaFile(OUTPUT_SCHEMAS.find((s) => opts[s.key])?.file ?? CLUSTER_SCHEMA), 'utf8'));
  });
}
