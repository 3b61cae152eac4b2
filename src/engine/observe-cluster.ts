import type { LoadedCluster } from '../model/loaded-cluster.js';
import { APPLIED_RECORD_PATH } from '../model/applied-record.js';
import type { KubeObject } from '../model/desired.js';
import { noProgress, type Progress } from '../model/progress.js';
import type { KeySource } from '../render/pki/key-source.js';
import { managedDirectories, managedPaths } from '../render/managed-paths.js';
import { containerdConfigPaths } from '../render/containerd/containerd-config.js';
import { KUBELET_STORE_CERTIFICATES } from '../render/certificate-files.js';
import type { ExistingMaterial } from '../render/inputs.js';
import type { HostSeen, Observation } from '../state/observation.js';
import { observeHost } from '../state/observe-host.js';
import { warmParses } from '../state/warm-parses.js';
import { kubeletVersions } from '../state/running-versions.js';
import { adminAuthorized, apiAccess, type ApiAccess } from './api-access.js';
import type { Session } from './session.js';
import { controlPlaneHosts, type Host } from '../model/cluster.js';
import type { EtcdSeen } from '../model/etcd-membership.js';
import { observeEtcd } from './observe-etcd.js';
import { observeStoredSecrets } from './observe-stored-secrets.js';
import { storedSecretsWanted } from '../planner/stored-secrets.js';
import { etcdAccess } from './etcd-access.js';
import { runCA } from './run-ca.js';
import { observeDeparting } from './observe-departing.js';
import type { EtcdAccess } from '../providers/etcd/etcd-client.js';
import { RemoteError } from '../errors.js';
import { isWithheldKey } from '../crypto/withheld-key.js';
import { holdsWithheldSecret } from '../crypto/secret-text.js';
import { ENCRYPTION_CONFIG_PATH } from '../render/encryption-config.js';
import { naturalCompare } from '../model/address.js';
import { STATIC_POD_ORDER } from '../model/rollout.js';
import { BACKUP_ROOT, KUBELET_CONF, manifestPath } from '../model/kubeadm-paths.js';
import { installedPaths, REGISTRY_HOSTS_PATTERN, registryCaPaths } from '../model/node-software.js';
import type { FactsWanted } from '../state/host-facts-script.js';
import { managedObjects, observeObjects } from './observe-objects.js';
import type { Observed, RenderedObservation } from '../planner/plan-observation.js';

export interface ObserveOptions {
  readonly keys?: KeySource;
  readonly progress?: Progress;
  /** The key material on the hosts read (existingMaterial). */
  readonly material: (seen: Observation) => ExistingMaterial;
  /**
   * The desired state, rendered from what was seen so far: its cluster objects are read and
   * dry-run (the tokens the apiserver holds decide the token Secrets' names).
   */
  readonly render: (seen: Observation, material: ExistingMaterial) => Promise<RenderedObservation>;
}

/** What was read, with what reading it needed worked out (see Observed). */
export interface ClusterObserved extends Partial<Observed> {
  readonly observation: Observation;
  readonly api?: ApiAccess;
  readonly etcd?: EtcdAccess;
}

/**
 * All the reading a plan does: every host in one round trip each (in parallel), then, when the
 * cluster has a CA, the apiserver: readiness, k8sform's objects, the desired ones with a dry-run
 * apply, the kubelets' versions. Decides nothing; the plan does, with what was worked out on the
 * way (the key material, the desired state rendered for the dry-run).
 */
export async function observeCluster(loaded: LoadedCluster, session: Session, now: Date, opts: ObserveOptions): Promise<ClusterObserved> {
  const { cluster } = loaded;
  const progress = opts.progress ?? noProgress;
  const hosts = new Map<string, HostSeen>();
  await Promise.all(cluster.hosts.map(async (h) => {
    const transport = session.transports.get(h.name)!;
    const seen = await observeHost(transport, ...hostReads(cluster, h, transport.root));
    const record = seen.files.get(APPLIED_RECORD_PATH);
    seen.files.delete(APPLIED_RECORD_PATH);
    hosts.set(h.name, { files: seen.files, directories: seen.directories, unsafeDirectories: seen.unsafeDirectories, record: record?.exists ? record.content : undefined, ...(seen.processes ? { processes: seen.processes } : {}), ...(seen.facts ? { facts: seen.facts } : {}) });
    progress.emit({ kind: 'host-read', host: h.name, files: seen.files.size + seen.directories.size });
    // While the other hosts are still being read.
    warmParses(seen.files.values());
  }));
  refuseWithheldKeys(hosts);
  // Unsafe directories stop the plan before anything else is asked.
  if ([...hosts.values()].some((h) => h.unsafeDirectories.length)) return { observation: { hosts } };
  const files = new Map([...hosts].map(([name, h]) => [name, h.files]));
  const material = opts.material({ hosts });
  const etcdCA = runCA(material, 'etcd-ca', now);
  const etcd = cluster.etcd.mode === 'local' && etcdCA ? etcdAccess(cluster, etcdCA, session, now, opts.keys) : undefined;
  // etcd is asked through the control planes that have an etcd manifest (a new one has no member to ask).
  const through = controlPlaneHosts(cluster).filter((h) => files.get(h.name)?.get(manifestPath('etcd'))?.exists);
  const [api, members, secrets] = await Promise.all([
    apiAccess(cluster, runCA(material, 'ca', now, loaded.caMaterial.ca), session, now, opts.keys),
    etcd && observeEtcd(etcd, through).then((r) => r?.seen),
    etcd && storedSecretsWanted(cluster, material.encryption) ? observeStoredSecrets(cluster, etcd, through) : undefined,
  ]);
  const result = await observeApi(hosts, members, material, api, cluster.addons.objects.map((a) => a.manifest), opts);
  const departing = result.nodes && (await observeDeparting(cluster, session, result.nodes));
  const observation = { ...result.observation, ...(members ? { etcd: members } : {}), ...(secrets ? { secrets } : {}), ...(departing?.size ? { departing } : {}) };
  return { observation, api, etcd, material, ...(result.rendered ? { rendered: result.rendered } : {}) };
}

/**
 * What plan reads on a host, as observeHost's arguments: its managed paths with the record of the
 * last apply (kept apart from the managed files once read) and, where containerd's configuration is
 * k8sform's, every registry's hosts.toml (one apply wrote for a registry since removed is deleted),
 * the backup folder, the managed directories, the start times of the kubelet's process and on a control plane its static pods'
 * (on a real host only, `root` '', since a local directory standing in for one has no processes of
 * its own), the kubelet's own certificates (see observedPaths), and on a real host what the host is
 * (asking the container runtime at the kubelet's CRI socket), for the preflight checks.
 */
export function hostReads(cluster: LoadedCluster['cluster'], h: Host, root: string): [paths: string[], extraDirectories: string[], managedDirectories: string[], processes: readonly string[], kubeletCertificates: readonly string[], facts?: FactsWanted] {
  const processes = root !== '' ? [] : h.role === 'control-plane' ? [...STATIC_POD_ORDER, 'kubelet'] : ['kubelet'];
  const cas = registryCaPaths(cluster.nodeSoftware);
  const facts = { criSocket: cluster.kubelet.criSocket, portsUnless: [KUBELET_CONF, ...(h.role === 'control-plane' ? STATIC_POD_ORDER.map(manifestPath) : [])], ...(cluster.nodeSoftware ? { binaries: installedPaths(cluster.nodeSoftware) } : {}), ...(cas.length ? { expectedFiles: cas } : {}) };
  const registries = containerdConfigPaths(cluster).length ? [REGISTRY_HOSTS_PATTERN] : [];
  return [[...managedPaths(cluster, h), ...registries, APPLIED_RECORD_PATH], [BACKUP_ROOT], managedDirectories(cluster, h), processes, KUBELET_STORE_CERTIFICATES, root === '' ? facts : undefined];
}

/**
 * The apiserver, when there is one to ask. The desired state is rendered here, from the hosts, the
 * etcd members and the managed objects read, and handed on to the plan.
 */
async function observeApi(hosts: Map<string, HostSeen>, members: EtcdSeen | undefined, material: ExistingMaterial, api: ApiAccess | undefined, addons: readonly KubeObject[], opts: ObserveOptions): Promise<{ observation: Observation; nodes?: readonly KubeObject[]; rendered?: RenderedObservation }> {
  const progress = opts.progress ?? noProgress;
  if (!api) return { observation: { hosts } };
  const readiness = await api.admin.readiness();
  progress.emit({ kind: 'apiserver', endpoint: api.endpoint, ready: readiness === 'ok' });
  const seen = { endpoint: api.endpoint, readiness, kubelets: new Map<string, string>() };
  if (readiness !== 'ok' || !(await adminAuthorized(api))) return { observation: { hosts, api: seen } };
  const managed: KubeObject[] = await managedObjects(api.admin, addons);
  const nodes = await api.admin.list('v1', 'Node', '');
  const kubelets = kubeletVersions(nodes);
  const rendered = await opts.render({ hosts, ...(members ? { etcd: members } : {}), api: { ...seen, kubelets, objects: { live: new Map(), dryRun: new Map(), managed } } }, material);
  const objects = await observeObjects(api.admin, rendered.objects, managed);
  return { observation: { hosts, api: { ...seen, kubelets, objects } }, nodes, rendered };
}

/**
 * A snapshot's stand-in for a private key is accepted when planning offline, where a throwaway key
 * describes what would be signed. On a live host it would have certificates signed by that
 * throwaway key written out, so a host holding one (copied there by mistake) is refused.
 */
export function refuseWithheldKeys(hosts: ReadonlyMap<string, HostSeen>): void {
  const found = [...hosts].flatMap(([name, h]) => [...h.files].filter(([, f]) => f.exists && f.content && isWithheldKey(f.content))
    .map(([path]) => `host[${name}]: ${path} holds a k8sform snapshot's stand-in for a private key, not a key: put the real key back (k8sform keeps backups under /etc/kubernetes/tmp)`));
  // An encryption configuration's keys, likewise: one written from a stand-in would leave Secrets unreadable.
  for (const [name, h] of hosts) {
    const config = h.files.get(ENCRYPTION_CONFIG_PATH);
    if (config?.exists && config.content && holdsWithheldSecret(config.content.toString('utf8'))) {
      found.push(`host[${name}]: ${ENCRYPTION_CONFIG_PATH} holds a k8sform snapshot's stand-in for an encryption key, not a key: put the real configuration back (k8sform keeps backups under /etc/kubernetes/tmp)`);
    }
  }
  if (found.length) throw new RemoteError('', found.sort(naturalCompare).join('\n'));
}
