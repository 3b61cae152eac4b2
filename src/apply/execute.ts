import { RemoteError, SessionBrokenError } from '../errors.js';
import { formatAddress } from '../model/address.js';
import type { HostChange } from '../model/plan.js';
import { failureLine, type HostTransport } from '../model/host-transport.js';
import { hostScript, restoreScript, STALE_EXIT } from './host-script.js';
import { dependencyOrder } from '../model/dependency-order.js';

/** What one host's write did. */
export interface HostOutcome {
  readonly host: string;
  /** Addresses written or deleted. */
  readonly applied: readonly string[];
  /** Set when the host failed: what went wrong. */
  readonly error?: string;
  /** The failure was a file changed on the host since the plan read it; nothing was written. */
  readonly stale?: boolean;
  readonly notApplied: readonly string[];
  /**
   * The connection broke before these were acknowledged: each is its old or its new version (the
   * rename is atomic), and only reading the host tells which. Empty unless the session broke.
   */
  readonly unknown: readonly string[];
  /** The connection broke before the script reported how it ended. */
  readonly broken: boolean;
}

/**
 * Writes one host's share of a step in one script (dependency order, backups, atomic renames,
 * digests checked first). The executor decides nothing about *what* to change, only how.
 */
export async function writeHostChanges(transport: HostTransport, changes: readonly HostChange[], contents: ReadonlyMap<string, Buffer>, backupDir: string): Promise<HostOutcome> {
  const ordered = dependencyOrder(changes);
  const { script, stdin } = hostScript(transport.root, backupDir, ordered.map((change) => ({ change, content: contents.get(formatAddress(change.addr)) })));
  let done = new Set<string>();
  let error: string | undefined;
  let stale = false;
  let broken = false;
  const acknowledged = (stdout: Buffer) => new Set(stdout.toString('utf8').split('\n').filter((l) => l.startsWith('done ')).map((l) => l.slice(5)));
  try {
    const result = await transport.exec(script, stdin);
    done = acknowledged(result.stdout);
    if (result.code !== 0) error = failureLine(result);
    stale = result.code === STALE_EXIT;
  } catch (e) {
    error = e instanceof RemoteError ? e.message : (e as Error).message;
    // What the script acknowledged before the cut was written; the rest may or may not have been.
    if (e instanceof SessionBrokenError) [done, broken] = [acknowledged(e.partialStdout), true];
  }
  const [applied, notApplied] = [ordered.filter((c) => done.has(c.addr.name)), ordered.filter((c) => !done.has(c.addr.name))].map((l) => l.map((c) => formatAddress(c.addr)));
  return { host: transport.host, applied: applied!, notApplied: error && !broken ? notApplied! : [], unknown: broken ? notApplied! : [], broken, error, stale };
}

/** Restores the files a step wrote on a host from this run's backups; returns the paths restored. */
export async function restoreHostFiles(transport: HostTransport, paths: readonly string[], backupDir: string): Promise<string[]> {
  const result = await transport.exec(restoreScript(transport.root, backupDir, paths));
  const restored = result.stdout.toString('utf8').split('\n').filter((l) => l.startsWith('restored ')).map((l) => l.slice(9));
  if (result.code !== 0) throw new RemoteError(`host[${transport.host}]`, `restoring ${paths.join(', ')} failed: ${failureLine(result)}`);
  return restored;
}
