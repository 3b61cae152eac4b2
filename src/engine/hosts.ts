import type { Cluster, Host } from '../config/cluster.js';
import { RemoteError } from '../errors.js';
import { localTransport, type LocalHost } from '../providers/local/local-transport.js';
import { connectSsh, type SshHost } from '../providers/ssh/index.js';
import type { HostTransport } from '../providers/transport.js';

export interface HostOptions {
  readonly trustNewHostKeys: boolean;
}

/** One connection per host, opened in parallel. If any host fails, all are closed and every failure is reported. */
export async function openHosts(cluster: Cluster, opts: HostOptions): Promise<Map<string, HostTransport>> {
  const results = await Promise.allSettled(cluster.hosts.map((h) => openHost(h, opts)));
  const transports = new Map<string, HostTransport>();
  const errors: string[] = [];
  results.forEach((r, i) => (r.status === 'fulfilled' ? transports.set(cluster.hosts[i]!.name, r.value) : errors.push((r.reason as Error).message)));
  if (errors.length) {
    await closeHosts(transports);
    throw new RemoteError('', errors.join('\n'));
  }
  return transports;
}

function openHost(host: Host, opts: HostOptions): Promise<HostTransport> {
  if (host.transport.kind === 'local') return Promise.resolve(localTransport(host as LocalHost));
  return connectSsh(host as SshHost, { trustNewHostKeys: opts.trustNewHostKeys, agentSocket: process.env.SSH_AUTH_SOCK });
}

export async function closeHosts(transports: ReadonlyMap<string, HostTransport>): Promise<void> {
  await Promise.allSettled([...transports.values()].map((t) => t.close()));
}
