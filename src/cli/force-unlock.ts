import type { Command } from 'commander';
import { forceUnlock } from '../engine/force-unlock.js';
import { withHosts } from './with-hosts.js';
import { UserError } from '../errors.js';
import { loadForCommand } from './load-config.js';
import { withConnectionOptions, type ConnectionOptions } from './options.js';

export function forceUnlockCommand(program: Command): void {
  withConnectionOptions(program.command('force-unlock')
    .description('break the cluster lock a dead apply left behind (removes its Lease and lock files; only that lock ID)')
    .argument('<lock-id>', 'the lock ID the refused apply printed'))
    .action(async (id: string, opts: ConnectionOptions) => {
      if (!/^[0-9a-f-]{36}$/.test(id)) throw new UserError(`${id}: not a lock ID (a UUID such as 3f2b8c1e-0d4a-4c51-9a57-8e2f1b6d7c90, printed by the apply that was refused)`);
      const loaded = loadForCommand(opts.file, 'k8sform force-unlock', { charts: false });
      const { removed, leaseUnchecked } = await withHosts('force-unlock', 'connect', loaded, opts, (session) => forceUnlock(loaded, session, id));
      // Without the cluster CA there are no credentials for the apiserver, so its Lease stays as it is.
      const unchecked = leaseUnchecked && `the Lease kube-system/k8sform-lock was not checked, as ${leaseUnchecked}`;
      if (!removed.length) throw new UserError(`no lock with ID ${id} is held on any host${unchecked ? `; ${unchecked}` : ' or in the cluster'}; nothing was changed`);
      process.stdout.write(`Removed lock ${id} from ${removed.join(', ')}.\n`);
      if (unchecked) process.stderr.write(`warning: ${unchecked}\n`);
    });
}
