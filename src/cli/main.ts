import { Command, CommanderError } from 'commander';
import { exitCodeFor, messageFor, EXIT } from './exit-codes.js';
import { applyCommand } from './apply.js';
import { certsCommand } from './certs.js';
import { completionCommand } from './completion.js';
import { diffCommand } from './diff.js';
import { etcdCommand } from './etcd.js';
import { forceUnlockCommand } from './force-unlock.js';
import { importCommand } from './import.js';
import { kubeconfigCommand } from './kubeconfig.js';
import { pkiCommand } from './pki.js';
import { planCommand } from './plan.js';
import { renderCommand } from './render.js';
import { schemaCommand } from './schema.js';
import { showCommand } from './show.js';
import { snapshotCommand } from './snapshot.js';
import { upgradeCommand } from './upgrade.js';
import { validateCommand } from './validate.js';
import { terminalSafe } from '../views/terminal-safe.js';

/**
 * Runs one k8sform command line (`argv` as Node gives it: the runtime, the script, then the
 * arguments) and sets the exit code. Called by the binary (k8sform.cts).
 */
export async function runCli(argv: readonly string[]): Promise<void> {
  const program = new Command('k8sform')
    .description('Plan and apply kubeadm-style Kubernetes clusters from a committed cluster.yaml')
    .version('0.1.0')
    .exitOverride()
    // One line for a usage error, like every other error: the cause, then where help is.
    .configureOutput({ outputError: (text, write) => write(`${oneLine(text)} (run k8sform --help for usage)\n`) });

  validateCommand(program);
  renderCommand(program);
  planCommand(program);
  snapshotCommand(program);
  applyCommand(program);
  diffCommand(program);
  showCommand(program);
  forceUnlockCommand(program);
  upgradeCommand(program);
  certsCommand(program);
  etcdCommand(program);
  pkiCommand(program);
  kubeconfigCommand(program);
  importCommand(program);
  schemaCommand(program);
  completionCommand(program);

  // A reader that went away (`k8sform plan --json | head`, a CI log collector that died) loses the
  // rest of the output quietly, and the command still runs to its end: an apply holding the lock
  // must finish its step (or stop at its safe point when signalled) and release the lock, and its
  // exit status must say how it went. Kept after the command: its output may still be draining.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', ignoreEpipe);
  try {
    await program.parseAsync(argv as string[]);
  } catch (e) {
    if (e instanceof CommanderError) {
      // Commander has already printed its one-line message (or help/version).
      process.exitCode = e.exitCode === 0 ? EXIT.ok : EXIT.error;
    } else {
      process.stderr.write(`${terminalSafe(messageFor(e))}\n`);
      process.exitCode = exitCodeFor(e);
    }
  }
}

function ignoreEpipe(e: NodeJS.ErrnoException): void {
  if (e.code !== 'EPIPE') throw e;
}

/** commander's message on one line: its suggestion ("(Did you mean plan?)") comes on a second. */
const oneLine = (text: string) => text.trim().split('\n').map((l) => l.trim()).join(' ').replace('(Did you mean', '(did you mean');
