import type { Command } from 'commander';
import { refuseSnapshotInput, saveEtcdSnapshot } from '../engine/etcd-snapshot.js';
import { controlPlanesOnly } from '../engine/control-plane-material.js';
import { renderEtcdSnapshotText } from '../views/etcd-snapshot.js';
import { jsonSafe, terminalSafe } from '../views/terminal-safe.js';
import { withHosts } from './with-hosts.js';
import { loadForCommand } from './load-config.js';
import { durationFlag, withConnectionOptions, type ConnectionOptions } from './options.js';
import { refuseRestoreInput, restoreEtcd } from '../engine/etcd-restore.js';
import { renderEtcdRestoredText, renderEtcdRestorePlanText } from '../views/etcd-restore.js';
import { confirm } from './confirm.js';
import { interruptions } from './interruptions.js';

interface RestoreOptions extends ConnectionOptions {
  readonly from: string;
  readonly autoApprove: boolean;
  readonly waitTimeout: string;
}

interface SnapshotOptions extends ConnectionOptions {
  readonly output: string;
  readonly force: boolean;
  readonly json: boolean;
}

/** `k8sform etcd …`: the stacked etcd's data, outside the plan. */
export function etcdCommand(program: Command): void {
  const etcd = program.command('etcd').description('the stacked etcd\'s data: snapshots for recovery, and restoring one; outside the plan');
  withConnectionOptions(etcd.command('snapshot')
    .description('save a consistent snapshot of the stacked etcd from a healthy member, over SSH, to a local file (0600); read-only on the cluster'))
    .requiredOption('-o, --output <file>', 'where to write the snapshot (mode 0600)')
    .option('--force', 'replace an existing output file', false)
    .option('--json', 'print what was saved as JSON', false)
    .action(async (opts: SnapshotOptions) => {
      const loaded = loadForCommand(opts.file, 'k8sform etcd snapshot', { charts: false });
      refuseSnapshotInput(loaded, { out: opts.output, overwrite: opts.force });
      const saved = await withHosts('etcd snapshot', 'connect', controlPlanesOnly(loaded), opts, (session) => saveEtcdSnapshot(loaded, session, new Date(), { out: opts.output, overwrite: opts.force }));
      process.stdout.write(opts.json ? `${jsonSafe(JSON.stringify(saved, null, 2))}\n` : terminalSafe(renderEtcdSnapshotText(saved)));
    });
  withConnectionOptions(etcd.command('restore')
    .description('replace the data of every stacked etcd member with a snapshot, as etcd\'s disaster recovery does (etcdutl snapshot restore from the members\' etcd image), under the cluster lock; shows its plan and asks first'))
    .requiredOption('--from <file>', 'the snapshot (from k8sform etcd snapshot or etcdctl snapshot save)')
    .option('--auto-approve', 'restore without asking for confirmation', false)
    .option('--wait-timeout <duration>', 'how long to wait for the control plane to stop, for etcd to be healthy and for the apiservers to be ready', '5m')
    .action(async (opts: RestoreOptions) => {
      const waitSeconds = durationFlag('--wait-timeout', opts.waitTimeout);
      const loaded = loadForCommand(opts.file, 'k8sform etcd restore', { charts: false });
      const snapshot = refuseRestoreInput(loaded, opts.from);
      // --quiet, as for apply: the result alone; the plan still shows when the restore asks.
      const say = opts.quiet ? () => {} : (line: string) => process.stdout.write(`${terminalSafe(line)}\n`);
      // Once the control plane is stopped, the restore goes on until it runs again: a signal stops it at the next point where nothing is left half done.
      const stop = interruptions('stopping before the control plane is stopped, or once it runs again');
      const plan = await withHosts('etcd restore', 'connect', loaded, opts, (session, progress) => restoreEtcd({
        loaded, session, snapshot, now: new Date(), say, waitSeconds, signal: stop.signal,
        review: async (p) => {
          await progress.stop();
          if (opts.quiet && opts.autoApprove) return;
          process.stdout.write(terminalSafe(renderEtcdRestorePlanText(p)));
          if (!opts.autoApprove) await confirm('etcd restore', '');
        },
      })).finally(() => stop.dispose());
      process.stdout.write(terminalSafe(renderEtcdRestoredText(plan)));
    });
}
