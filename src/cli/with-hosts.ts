import type { LoadedCluster } from '../model/loaded-cluster.js';
import { closeSession, openSession, type Session } from '../engine/session.js';
import type { ConnectionOptions } from './options.js';
import { progressFor, type ProgressReporter, type ProgressScope } from './progress.js';

/**
 * A host-reading command's work: progress starts with the connections (so a config or flag error,
 * found before, stays the only line on stderr), and ends before the caller writes its result or
 * main prints the error, so a terminal display never mixes with either.
 */
export async function withHosts<T>(command: string, scope: ProgressScope, loaded: LoadedCluster, opts: ConnectionOptions, work: (session: Session, progress: ProgressReporter) => Promise<T>, label?: string): Promise<T> {
  const progress = progressFor(command, opts.quiet, scope, label);
  try {
    const session = await openSession(loaded.cluster, opts, progress);
    try {
      return await work(session, progress);
    } finally {
      await closeSession(session);
    }
  } finally {
    await progress.stop();
  }
}
