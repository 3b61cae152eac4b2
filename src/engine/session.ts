import type { Cluster, Host } from '../model/cluster.js';
import { RemoteError } from '../errors.js';
import { ApiConnections } from '../providers/kube-api/api-connections.js';
import { localTransport, type LocalHost } from '../providers/local/local-transport.js';
import { connectSsh, type SshHost } from '../providers/ssh/index.js';
import type { HostTransport } from '../model/host-transport.js';
import { noProgress, type Progress } from '../model/progress.js';

export interface HostOptions {
  readonly trustNewHostKeys: boolean;
}

/** What one run holds open: a connection per host, and the kept-alive connections to the apiserver through them. */
export interface Session {
  readonly transports: ReadonlyMap<string, HostTransport>;
  readonly api: ApiConnections;
  /** Connections to machines that left cluster.yaml (opened by plan when it finds their Nodes), by Node name. */
  readonly departing: Map<string, HostTransport>;
  readonly options: HostOptions;
}

/** One connection per host, opened in parallel. If any host fails, all are closed and every failure is reported. */
export async function openSession(cluster: Cluster, opts: HostOptions, progress: Progress = noProgress): Promise<Session> {
  progress.emit({ kind: 'connecting', hosts: cluster.hosts.map((h) => h.name) });
  const results = await Promise.allSettled(cluster.hosts.map(async (h) => {
    try {
      const transport = await openHost(h, opts);
      progress.emit({ kind: 'host-connected', host: h.name });
      return transport;
    } catch (e) {
      progress.emit({ kind: 'host-failed', host: h.name });
      throw e;
    }
  }));
  const transports = new Map<string, HostTransport>();
  const errors: string[] = [];
  results.forEach((r, i) => (r.status === 'fulfilled' ? transports.set(cluster.hosts[i]!.name, r.value) : errors.push((r.reason as Error).message)));
  const session: Session = { transports, api: new ApiConnections(), departing: new Map(), options: opts };
  if (errors.length) {
    await closeSession(session);
    throw new RemoteError('', errors.join('\n'));
  }
  return session;
}

/**
 * A connection to a machine whose Node is registered but which cluster.yaml no longer lists, at
 * `address` (its Node's InternalIP) with spec.ssh's settings; kept in the session for apply.
 */
export async function openDeparting(session: Session, cluster: Cluster, name: string, address: string): Promise<HostTransport> {
  const open = session.departing.get(name);
  if (open) return open;
  const host: Host = { name, role: 'worker', address, internalAddress: address, labels: {}, taints: [], transport: { kind: 'ssh', ssh: cluster.ssh } };
  const transport = await openHost(host, session.options);
  session.departing.set(name, transport);
  return transport;
}

function openHost(host: Host, opts: HostOptions): Promise<HostTransport> {
  if (host.transport.kind === 'local') return Promise.resolve(localTransport(host as LocalHost));
  return connectSsh(host as SshHost, { trustNewHostKeys: opts.trustNewHostKeys, agentSocket: process.env.SSH_AUTH_SOCK });
}

/** Closes the apiserver connections first (they may run through the hosts' connections), then the hosts. */
export async function closeSession(session: Session): Promise<void> {
  session.api.destroy();
  await Promise.allSettled([...session.transports.values(), ...session.departing.values()].map((t) => t.close()));
}
