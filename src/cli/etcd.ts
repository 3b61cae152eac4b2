import type { Command } from 'commander';
import { refuseSnapshotInput, saveEtcdSnapshot } from '../engine/etcd-snapshot.js';
import { controlPlanesOnly } from '../engine/control-plane-material.js';
import { renderEtcdSnapshotText } from '../views/etcd-snapshot.js';
import { jsonSafe, terminalSafe } from '../views/terminal-safe.js';
import { withHosts } from './with-hosts.js';
import { loadForCommand } from './load-config.js';
import { withConnectionOptions, type ConnectionOptions } from './options.js';

interface SnapshotOptions extends ConnectionOptions {
  readonly output: string;
  readonly force: boolean;
  readonly json: boolean;
}

/** `k8sform etcd …`: the stacked etcd's data, outside the plan. */
export function etcdCommand(program: Command): void {
  const etcd = program.command('etcd').description('the stacked etcd\'s data: snapshots for recovery; outside the plan');
  withConnectionOptions(etcd.command('snapshot')
    .description('save a consistent snapshot of the stacked etcd from a healthy member, over SSH, to a local file (0600); read-only on the cluster'))
    .requiredOption('-o, --output <file>', 'where to write the snapshot (mode 0600)')
    .option('--force', 'replace an existing output file', false)
    .option('--json', 'print what was saved as JSON', false)
    .action(async (opts: SnapshotOptions) => {
      const loaded = loadForCommand(opts.file, 'k8sform etcd snapshot');
      refuseSnapshotInput(loaded, { out: opts.output, overwrite: opts.force });
      const saved = await withHosts('etcd snapshot', 'connect', controlPlanesOnly(loaded), opts, (session) => saveEtcdSnapshot(loaded, session, new Date(), { out: opts.output, overwrite: opts.force }));
      process.stdout.write(opts.json ? `${jsonSafe(JSON.stringify(saved, null, 2))}\n` : terminalSafe(renderEtcdSnapshotText(saved)));
    });
}
