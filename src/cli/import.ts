import type { Command } from 'commander';
import { importCluster, importStart, writeImportedCluster } from '../engine/import-cluster.js';
import { oneClusterFile } from './cluster-files.js';
import { displayPath } from './load-config.js';
import { withConnectionOptions, type ConnectionOptions } from './options.js';
import { withHosts } from './with-hosts.js';

interface ImportOptions extends ConnectionOptions {
  readonly output?: string;
  readonly force: boolean;
}

export function importCommand(program: Command): void {
  withConnectionOptions(program.command('import')
    .description('adopt a cluster built by kubeadm: from a cluster.yaml holding only metadata, ssh and hosts, read the running cluster and write the complete cluster.yaml; read-only'))
    .option('-o, --output <file>', 'where to write it (- for stdout)', '-')
    .option('--force', 'replace an existing output file', false)
    .action(async (opts: ImportOptions) => {
      const file = oneClusterFile(opts.file, 'k8sform import');
      const display = displayPath(file);
      const { loaded, request } = importStart(file, display);
      const imported = await withHosts('import', 'connect', loaded, opts, (session) =>
        importCluster(loaded, session, new Date(), request));
      if (!opts.output || opts.output === '-') {
        process.stdout.write(imported);
        return;
      }
      writeImportedCluster(opts.output, imported, opts.force);
      process.stderr.write(`Wrote ${opts.output}. Review it, then run: k8sform plan -f ${opts.output}\n`);
    });
}
