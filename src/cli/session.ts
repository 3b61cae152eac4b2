import type { Cluster, Host } from '../config/cluster.js';
import type { LoadedCluster } from '../config/load.js';
import { RemoteError } from '../errors.js';
import { formatAddress, parseAddress } from '../model/address.js';
import type { Desired, DesiredFile, DesiredObject, KubeObject } from '../model/desired.js';
import { planObjects } from '../planner/plan-objects.js';
import { allTokenIds, liveTokens, managedObjects, observeObjects } from '../state/observe-objects.js';
import type { ExistingMaterial } from '../render/inputs.js';
import { adminAuthorized, apiAccess, type ApiAccess } from './cluster-api.js';
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
  /** The desired cluster objects (server-side applied by apply). */
  readonly objects: readonly Desired<DesiredObject>[];
  /** How the apiserver is reached; undefined before the cluster has a CA. */
  readonly api?: ApiAccess;
  /** Whether object changes were planned against a live apiserver (else they wait for it). */
  readonly objectsObserved: boolean;
}

/** Reason given to every object while the apiserver cannot be asked. */
export const PENDING = 'after-control-plane';

/**
 * observe → render → plan: reads every host (one round trip each, in parallel), renders with the
 * key material found there, and compares. `targets` limits the plan like Terraform's -target.
 */
export async function computePlan(loaded: LoadedCluster, transports: ReadonlyMap<string, HostTransport>, now: Date, targets: readonly string[]): Promise<ComputedPlan> {
  const { cluster } = loaded;
  const observedByHost = new Map<string, Map<string, ObservedFile>>();
  await Promise.all(cluster.hosts.map(async (h) => observedByHost.set(h.name, await observeHost(transports.get(h.name)!, managedPaths(cluster, h)))));
  const hostMaterial = existingMaterial(cluster, observedByHost, loaded.caMaterial, now);
  const api = await apiAccess(cluster, hostMaterial.cas?.ca ?? loaded.caMaterial.ca, transports, now);
  const live = api && (await api.admin.ready()) && (await adminAuthorized(api)) ? await managedObjects(api.admin) : undefined;
  const existing = { ...hostMaterial, tokens: chooseTokens(live, hostMaterial.tokens, now) };
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
  const objects = desired.filter((d): d is Desired<DesiredObject> => d.spec.kind === 'object');
  const objectChanges = live ? planObjects(objects, await observeObjects(api!.admin, objects)) : pendingObjects(objects, api);
  const selected = selectTargets([...changes, ...objectChanges], targets);
  const plan: Plan = { formatVersion: 1, configDigest: loaded.configDigest, cluster: cluster.name, kubernetesVersion: cluster.kubernetesVersion, changes: selected };
  return { plan, contents, objects, api, objectsObserved: live !== undefined };
}

/**
 * The tokens to keep: the valid ones the apiserver holds; else the one the workers carry (so a new
 * cluster's Secret matches the workers' bootstrap-kubelet.conf), unless the apiserver says it expired.
 */
function chooseTokens(live: readonly KubeObject[] | undefined, onWorkers: ExistingMaterial['tokens'], now: Date): ExistingMaterial['tokens'] {
  const valid = live ? liveTokens(live, now) : [];
  if (valid.length) return valid;
  const known = new Set(live ? allTokenIds(live) : []);
  return onWorkers?.filter((t) => !known.has(t.id));
}

/** Without an apiserver to ask, every object (but Nodes, which the kubelet registers) is to be created once it is up. */
function pendingObjects(objects: readonly Desired<DesiredObject>[], api: ApiAccess | undefined): Change[] {
  const why = api ? `the apiserver at ${api.endpoint} is not ready, or kubeadm:cluster-admins does not exist yet; created once the control plane is up` : 'the control plane does not exist yet; created once it is up';
  return planObjects(objects.filter((d) => d.spec.manifest.kind !== 'Node'), { live: new Map(), dryRun: new Map(), managed: [] })
    .map((c) => ({ ...c, reasons: [{ code: PENDING, detail: why }] }));
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

