import type { Cluster } from '../config/cluster.js';
import { RemoteError } from '../errors.js';
import { formatAddress } from '../model/address.js';
import { isEffective, type Change } from '../model/plan.js';
import type { HostTransport } from '../providers/transport.js';
import { backupDirName, hostScript } from './host-script.js';
import { dependencyOrder } from './order.js';

/** One host's share of an apply: run() writes its changes in one script. */
export interface HostRun {
  readonly host: string;
  readonly changes: number;
  run(): Promise<HostOutcome>;
}

export interface HostOutcome {
  readonly host: string;
  /** Addresses written or deleted. */
  readonly applied: readonly string[];
  /** Set when the host failed: what went wrong and what was not done. */
  readonly error?: string;
  readonly notApplied: readonly string[];
}

/** How many worker hosts are written at once. */
export const WORKER_PARALLELISM = 4;

/**
 * The apply schedule, as phases of host runs: each control-plane host alone, in cluster order
 * (a broken control plane stops the run before the next is touched), then all workers, run a few
 * at a time. The executor decides nothing about *what* to change, only how and in which order.
 */
export function applySchedule(
  cluster: Cluster,
  changes: readonly Change[],
  contents: ReadonlyMap<string, Buffer>,
  transports: ReadonlyMap<string, HostTransport>,
  now: Date,
): HostRun[][] {
  const backupDir = backupDirName(now);
  const runFor = (host: string): HostRun | undefined => {
    const ordered = dependencyOrder(changes.filter((c) => isEffective(c) && c.addr.scope === `host[${host}]`));
    if (ordered.length === 0) return undefined;
    return { host, changes: ordered.length, run: () => runHost(host, ordered, contents, transports.get(host)!, backupDir) };
  };
  const runs = (role: 'control-plane' | 'worker') =>
    cluster.hosts.filter((h) => h.role === role).map((h) => runFor(h.name)).filter((r): r is HostRun => r !== undefined);
  const workers = runs('worker');
  return [...runs('control-plane').map((r) => [r]), ...(workers.length ? [workers] : [])];
}

async function runHost(host: string, ordered: readonly Change[], contents: ReadonlyMap<string, Buffer>, transport: HostTransport, backupDir: string): Promise<HostOutcome> {
  const { script, stdin } = hostScript(transport.root, backupDir, ordered.map((change) => ({ change, content: contents.get(formatAddress(change.addr)) })));
  let done = new Set<string>();
  let error: string | undefined;
  try {
    const result = await transport.exec(script, stdin);
    done = new Set(result.stdout.toString('utf8').split('\n').filter((l) => l.startsWith('done ')).map((l) => l.slice(5)));
    if (result.code !== 0) error = result.stderr.trim().split('\n').pop() || `exit code ${result.code}`;
  } catch (e) {
    error = e instanceof RemoteError ? e.message : (e as Error).message;
  }
  const [applied, notApplied] = [ordered.filter((c) => done.has(c.addr.name)), ordered.filter((c) => !done.has(c.addr.name))].map((l) => l.map((c) => formatAddress(c.addr)));
  return { host, applied: applied!, notApplied: error ? notApplied! : [], error };
}

/** Outcomes for the hosts a failure kept k8sform from touching. */
export function notAttempted(phases: readonly HostRun[][]): HostOutcome[] {
  return phases.flat().map((r) => ({ host: r.host, applied: [], notApplied: [`${r.changes} change(s)`], error: 'not attempted: an earlier host failed' }));
}
