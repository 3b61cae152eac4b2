import type { Command } from 'commander';
import { loadForCommand } from './load-config.js';
import { withConnectionOptions, type ConnectionOptions } from './options.js';
import { takeSnapshot, writeSnapshotFile } from '../engine/snapshot-file.js';
import { withHosts } from './with-hosts.js';

interface SnapshotOptions extends ConnectionOptions {
  readonly output: string;
}

export function snapshotCommand(program: Command): void {
  withConnectionOptions(program.command('snapshot').description('save what plan reads from the hosts and the apiserver, secrets withheld, for `plan --snapshot FILE` where there are no credentials'))
    .requiredOption('-o, --output <file>', 'where to write the snapshot (JSON; no private key or token secret in it)')
    .action(async (opts: SnapshotOptions) => {
      const loaded = loadForCommand(opts.file, 'k8sform snapshot');
      const now = new Date();
      const snapshot = await withHosts('snapshot', 'plan', loaded, opts, (session, progress) => takeSnapshot(loaded, session, now, { progress }));
      writeSnapshotFile(opts.output, snapshot);
      process.stderr.write(`Saved a snapshot of ${loaded.cluster.hosts.length} host(s) to ${opts.output}; plan from it with: k8sform plan --snapshot ${opts.output}\n`);
    });
}
