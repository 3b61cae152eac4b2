import type { Cluster, Host } from '../config/cluster.js';
import type { LoadedCluster } from '../config/load.js';
import { RemoteError } from '../errors.js';
import { formatAddress, parseAddress } from '../model/address.js';
import type { Desired, DesiredFile } from '../model/desired.js';
import type { Change, Plan } from '../model/plan.js';
import { planFiles } from '../planner/plan-files.js';
import { localTransport, type LocalHost } from '../providers/local/local-transport.js';
import { connectSsh, type SshHost } from '../providers/ssh/index.js';
import type { HostTransport } from '../providers/transport.js';
import { availableParallelism } from 'node:os';
import { systemRandomSource, systemSerialSource } from '../render/inputs.js';
import { managedPaths } from '../render/managed-paths.js';
import { aheadOfTimeKeySource, systemKeySource } from '../render/pki/key-source.js';
import { expectedKeyCount, render } from '../render/render.js';
import { existingMaterial } from '../state/existing-material.js';
import { byAddress, observeHost, type ObservedFile } from '../state/observe-host.js';

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

export interface ComputedPlan {
  readonly plan: Plan;
  /** Bytes to write, by printable address; kept in memory only. */
  readonly contents: Map<string, Buffer>;
}

/**
 * observe → render → plan: reads every host (one round trip each, in parallel), renders with the
 * key material found there, and compares. `targets` limits the plan like Terraform's -target.
 */
export async function computePlan(loaded: LoadedCluster, transports: ReadonlyMap<string, HostTransport>, now: Date, targets: readonly string[]): Promise<ComputedPlan> {
  const { cluster } = loaded;
  const observedByHost = new Map<string, Map<string, ObservedFile>>();
  await Promise.all(cluster.hosts.map(async (h) => observedByHost.set(h.name, await observeHost(transports.get(h.name)!, managedPaths(cluster, h)))));
  const existing = existingMaterial(cluster, observedByHost, loaded.caMaterial, now);
  const { desired } = await render(
    cluster,
    {
      now,
      keys: aheadOfTimeKeySource(systemKeySource, expectedKeyCount(cluster), availableParallelism() * 2),
      serials: systemSerialSource,
      random: systemRandomSource,
      existing,
    },
    loaded.caMaterial,
  );
  const files = desired.filter((d): d is Desired<DesiredFile> => d.spec.kind === 'file');
  const { changes, contents } = planFiles(cluster, files, { now, observed: byAddress([...observedByHost.values()]) });
  const selected = selectTargets(changes, targets);
  const plan: Plan = { formatVersion: 1, configDigest: loaded.configDigest, cluster: cluster.name, kubernetesVersion: cluster.kubernetesVersion, changes: selected };
  return { plan, contents };
}

/** The changes at or below any target address, plus everything they depend on. */
export function selectTargets(changes: readonly Change[], targets: readonly string[]): Change[] {
  if (targets.length === 0) return [...changes];
  const byAddr = new Map(changes.map((c) => [formatAddress(c.addr), c]));
  const chosen = new Set<string>();
  const add = (key: string) => {
    const c = byAddr.get(key);
    if (!c || chosen.has(key)) return;
    chosen.add(key);
    for (const d of c.dependsOn) add(formatAddress(d));
  };
  for (const t of targets) for (const key of byAddr.keys()) if (matchesTarget(key, t)) add(key);
  return changes.filter((c) => chosen.has(formatAddress(c.addr)));
}

/** `host` matches every host, `host[cp-1]` one host, a full address itself. */
export function matchesTarget(address: string, target: string): boolean {
  if (target === 'host') return address.startsWith('host[');
  return address === target || address.startsWith(`${target}.`);
}

/** Checks a --target value; a one-line error says what is accepted. */
export function validTarget(text: string): boolean {
  return parseAddress(text) !== undefined;
}

