import type { Cluster } from '../config/cluster.js';
import { RemoteError } from '../errors.js';
import { formatAddress } from '../model/address.js';
import { isEffective, type Change } from '../model/plan.js';
import type { HostTransport } from '../providers/transport.js';
import { backupDirName, hostScript } from './host-script.js';
import { dependencyOrder } from './order.js';

export interface ApplyEvents {
  hostStarted(host: string, changes: number): void;
  hostFinished(host: string, applied: number): void;
  hostFailed(host: string, error: string): void;
}

export interface ApplyResult {
  /** Addresses written or deleted. */
  readonly applied: readonly string[];
  /** Addresses not done because of a failure, with the failure. */
  readonly failures: readonly { readonly host: string; readonly error: string; readonly notApplied: readonly string[] }[];
}

/** How many worker hosts are written at once. */
const WORKER_PARALLELISM = 4;

/**
 * Applies the effective file changes host by host. Control-plane hosts go one at a time (a broken
 * control plane stops the run before the next is touched); workers follow, a few at a time. Each
 * host gets one script (see hostScript); the executor decides nothing about *what* to change.
 */
export async function applyFileChanges(
  cluster: Cluster,
  changes: readonly Change[],
  contents: ReadonlyMap<string, Buffer>,
  transports: ReadonlyMap<string, HostTransport>,
  now: Date,
  events: ApplyEvents,
): Promise<ApplyResult> {
  const applied: string[] = [];
  const failures: { host: string; error: string; notApplied: string[] }[] = [];
  const backupDir = backupDirName(now);
  const forHost = (host: string) => changes.filter((c) => isEffective(c) && c.addr.scope === `host[${host}]`);

  const runHost = async (host: string) => {
    const ordered = dependencyOrder(forHost(host));
    if (ordered.length === 0) return true;
    events.hostStarted(host, ordered.length);
    const transport = transports.get(host)!;
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
    for (const c of ordered) if (done.has(c.addr.name)) applied.push(formatAddress(c.addr));
    if (error) {
      const notApplied = ordered.filter((c) => !done.has(c.addr.name)).map((c) => formatAddress(c.addr));
      failures.push({ host, error, notApplied });
      events.hostFailed(host, error);
      return false;
    }
    events.hostFinished(host, ordered.length);
    return true;
  };

  const controlPlanes = cluster.hosts.filter((h) => h.role === 'control-plane').map((h) => h.name);
  const workers = cluster.hosts.filter((h) => h.role === 'worker').map((h) => h.name);
  for (const host of controlPlanes) {
    if (!(await runHost(host))) {
      // Later hosts depend on a working control plane: leave them untouched and say so.
      const rest = [...controlPlanes.slice(controlPlanes.indexOf(host) + 1), ...workers];
      for (const h of rest) {
        const pending = forHost(h).map((c) => formatAddress(c.addr));
        if (pending.length) failures.push({ host: h, error: `not attempted: host[${host}] failed first`, notApplied: pending });
      }
      return { applied, failures };
    }
  }
  const queue = [...workers];
  await Promise.all(Array.from({ length: Math.min(WORKER_PARALLELISM, queue.length) }, async () => {
    for (let h = queue.shift(); h !== undefined; h = queue.shift()) await runHost(h);
  }));
  return { applied, failures };
}
