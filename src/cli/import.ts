import type { Command } from 'commander';
import { parseDocument } from 'yaml';
import { parseClusterText } from '../engine/load-cluster.js';
import { readClusterFileText } from '../engine/load-cluster.js';
import { latestOfMinor, RELEASES } from '../config/releases.js';
import { importCluster } from '../engine/import-cluster.js';
import { UserError } from '../errors.js';
import { writeOutputFile } from '../providers/local/output-file.js';
import { oneClusterFile } from './cluster-files.js';
import { displayPath } from './load-config.js';
import { withConnectionOptions, type ConnectionOptions } from './options.js';
import { withHosts } from './with-hosts.js';

interface ImportOptions extends ConnectionOptions {
  readonly output?: string;
  readonly force: boolean;
}

/** What the operator's file may hold before the import: the rest is read from the cluster. */
const GIVEN = new Set(['ssh', 'hosts']);

export function importCommand(program: Command): void {
  withConnectionOptions(program.command('import')
    .description('adopt a cluster built by kubeadm: from a cluster.yaml holding only metadata, ssh and hosts, read the running cluster and write the complete cluster.yaml; read-only'))
    .option('-o, --output <file>', 'where to write it (- for stdout)', '-')
    .option('--force', 'replace an existing output file', false)
    .action(async (opts: ImportOptions) => {
      const file = oneClusterFile(opts.file, 'k8sform import');
      const display = displayPath(file);
      const given = parseDocument(readClusterFileText(file, display));
      const spec = given.get('spec', true) as { items?: { key: { value?: unknown } }[] } | undefined;
      const extra = (spec?.items ?? []).map((i) => String(i.key.value)).filter((k) => !GIVEN.has(k));
      if (extra.length) throw new UserError(`${display}: spec.${extra[0]}: import writes everything but metadata, spec.ssh and spec.hosts from the running cluster; remove ${extra.map((k) => `spec.${k}`).join(', ')}`);
      // Enough to reach the hosts: the version and endpoint are placeholders, replaced by what the cluster says.
      given.setIn(['spec', 'kubernetesVersion'], latestOfMinor(RELEASES.at(-1)!.minor));
      const hosts = (given.toJS() as { spec?: { hosts?: { role?: string; address?: string }[] } }).spec?.hosts ?? [];
      const firstControlPlane = hosts.find((h) => h.role === 'control-plane');
      if (hosts.filter((h) => h.role === 'control-plane').length > 1 && firstControlPlane?.address) given.setIn(['spec', 'controlPlaneEndpoint'], `${firstControlPlane.address}:6443`);
      const loaded = parseClusterText(given.toString(), file, display);
      const data = given.toJS() as { metadata: unknown; spec: { ssh?: unknown; hosts: Record<string, unknown>[] } };
      const imported = await withHosts('import', 'connect', loaded, opts, (session) =>
        importCluster(loaded, session, new Date(), { metadata: data.metadata, ssh: data.spec.ssh, hosts: data.spec.hosts, path: file }));
      if (!opts.output || opts.output === '-') {
        process.stdout.write(imported);
        return;
      }
      writeOutputFile(opts.output, imported, { overwrite: opts.force, mode: 0o644 });
      process.stderr.write(`Wrote ${opts.output}. Review it, then run: k8sform plan -f ${opts.output}\n`);
    });
}
