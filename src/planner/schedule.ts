import type { Cluster } from '../model/cluster.js';
import { CLUSTER_SCOPE, hostOf, hostScope, naturalCompare, type Address, type MemberAddress } from '../model/address.js';
import { dependencyOrder } from '../model/dependency-order.js';
import { isEffective, removedNode, type Change } from '../model/plan.js';
import { STATIC_POD_ORDER, type Gate, type RolloutStep, type RolloutUnit, type StaticPodComponent } from '../model/rollout.js';
import type { StaticPodReads } from '../render/static-pods/index.js';
import { CERTIFICATE_AUTHORITIES, CLUSTER_SIGNER_CERT_PATH, caByName, certPath, keyPath, nextCertPath, nextKeyPath } from '../render/pki/certificates.js';
import { KUBELET_STORE_CERTIFICATES } from '../render/certificate-files.js';
import { KUBEADM_DROPIN_PATH, KUBELET_CONF, KUBELET_CONFIG_PATH, KUBELET_FLAGS_PATH, KUBELET_SERVICE_PATH, STATIC_POD_PATH } from '../model/kubeadm-paths.js';
import { APISERVER_CONFIG_PATHS } from '../model/apiserver-config-paths.js';
import { CONTAINERD_CONFIG_PATH } from '../model/node-software.js';

const MANIFESTS_DIR = `${STATIC_POD_PATH}/`;
/**
 * The files the kubelet reads at start, its unit among them: changing one of them means restarting
 * it. containerd's configuration goes in the same step: containerd is restarted before the kubelet,
 * whose gate then shows that pods still run, and a failing gate restores both.
 */
const KUBELET_FILES = new Set([KUBELET_CONFIG_PATH, KUBELET_FLAGS_PATH, KUBELET_CONF, ...KUBELET_STORE_CERTIFICATES, KUBELET_SERVICE_PATH, KUBEADM_DROPIN_PATH, CONTAINERD_CONFIG_PATH]);
/** The kubelet's own certificates: moved away (see planKubeletStore) so that it asks for new ones when restarted. */
const KUBELET_STORE: ReadonlySet<string> = new Set(KUBELET_STORE_CERTIFICATES);
const CLUSTER_CA_BUNDLE = certPath(caByName('ca'));
/**
 * Each CA's key and rotation files, by the trust bundle they change with; for the cluster CA also
 * the copy kube-controller-manager signs from while the bundle holds two CAs, which must hold the
 * certificate of the key beside it.
 */
const CA_COMPANIONS = new Map([
  ...CERTIFICATE_AUTHORITIES.flatMap((s) => [keyPath(s), nextCertPath(s), nextKeyPath(s)].map((p) => [p, certPath(s)] as const)),
  [CLUSTER_SIGNER_CERT_PATH, CLUSTER_CA_BUNDLE],
]);
/**
 * kube-controller-manager before kube-apiserver: on a host where its manifest changes with the
 * cluster CA's bundle (a rotation moving its CSR signer to `ca-signer.crt` or back), the bundle
 * goes out in its step, with the manifest that copes with it. Its signer refuses a bundle of two
 * CAs, and a mismatched key, at start: it must never restart between the two.
 */
const SIGNER_FIRST: readonly StaticPodComponent[] = ['etcd', 'kube-controller-manager', 'kube-apiserver', 'kube-scheduler'];
const CA_BUNDLES = new Set(CERTIFICATE_AUTHORITIES.map(certPath));
const WORKLOAD_KINDS = /^apps\/v1\/(DaemonSet|Deployment|StatefulSet)\//;
/** Workers whose files are only created (nothing running to gate) are written this many at a time. */
export const UNGATED_WORKER_PARALLELISM = 4;

/** An update replaces something running; a create or delete has nothing running to gate on. */
const replacesRunning = (c: Change) => c.action === 'update' || c.action === 'replace';
/** A fixed mode or owner changes nothing a running process has read. */
const newContent = (c: Change) => replacesRunning(c) && !(c.reasons.length && c.reasons.every((r) => r.code === 'mode' || r.code === 'owner'));

function staticPodOf(c: Change): StaticPodComponent | undefined {
  if (c.addr.kind !== 'file' || !c.addr.name.startsWith(MANIFESTS_DIR)) return undefined;
  const name = c.addr.name.slice(MANIFESTS_DIR.length).replace(/\.yaml$/, '');
  return (STATIC_POD_ORDER as readonly string[]).includes(name) ? (name as StaticPodComponent) : undefined;
}

/**
 * The order apply follows, as kubeadm upgrades a cluster: each control plane alone — its
 * certificates and kubeconfigs, then etcd, kube-apiserver, kube-controller-manager and
 * kube-scheduler, each waiting for the new static pod to be healthy (a pod whose manifest is
 * unchanged but whose certificates or kubeconfig were renewed, or that started before such a file
 * last changed, is restarted) — then the etcd members
 * that leave, then each machine that left cluster.yaml (its Node deletion and clean-up in one step),
 * then each control plane's kubelet, then the workers, then cluster objects, then the addon
 * rollouts they start, then the Secrets written again with the key that writes; before each step that changes etcd, a snapshot of it on `snapshotHost`.
 * Only what replaces a running thing is gated; a brand-new cluster's files go out as they always did (its
 * etcd members need each other to start, so waiting on the first alone would never end).
 * A host being set up has its kubelet started once its files are written (kubeadm init and join
 * start it), where plan found one installed (`kubeletInstalled`): a worker's files then go out in
 * the workers' join step, before the cluster objects (its bootstrap token among them), so that its
 * TLS bootstrap can finish as soon as they exist.
 * `reads`: by control-plane host, the files each static pod reads, as render reports them.
 * Pure: the same plan, cluster and reads give the same steps.
 */
export function rolloutSchedule(cluster: Cluster, changes: readonly Change[], reads: ReadonlyMap<string, StaticPodReads>, snapshotHost?: string, kubeletInstalled: ReadonlySet<string> = new Set()): RolloutStep[] {
  const effective = changes.filter(isEffective);
  // A member removal is not the host's to run: its host has left cluster.yaml's control planes.
  const leaving = (c: Change) => c.addr.kind === 'member' && c.action === 'delete';
  const kept = new Set(cluster.hosts.map((h) => h.name));
  // What a machine that left cluster.yaml does on its way out: its Node's deletion and its clean-up.
  const departingHost = (c: Change) => removedNode(c) ?? (c.addr.scope !== CLUSTER_SCOPE && !leaving(c) && !kept.has(hostOf(c.addr)) ? hostOf(c.addr) : undefined);
  const onHost = (host: string) => effective.filter((c) => c.addr.scope === hostScope(host) && !leaving(c));
  const addrs = (cs: readonly Change[]) => cs.map((c) => c.addr);
  const steps: Omit<RolloutStep, 'number'>[] = [];
  const controlPlanes = cluster.hosts.filter((h) => h.role === 'control-plane');
  const workers = cluster.hosts.filter((h) => h.role === 'worker');
  // What runs on a host: a kubelet with a registered Node (plan then has its process, noop or not),
  // a static pod whose manifest stays. A file created under it (deleted by hand) is new to it as a
  // changed one is; on a host being set up, nothing runs to restart.
  const onHostAt = (c: Change, host: string) => c.addr.scope === hostScope(host);
  const kubeletRuns = (host: string) => changes.some((c) => onHostAt(c, host) && c.addr.kind === 'process' && c.addr.name === 'kubelet');
  // A control plane being set up: its kubelet configuration is still to be written, so no kubelet has
  // run its static pods, and no process of it is planned (restarted or stopped). A first apply that
  // stopped half way through its files leaves one: the rest goes out in one step, in dependency
  // order (each CA's key first, the kubelet's configuration after what it starts), as a new host's
  // files do; none is gated on or restarts a pod that never ran.
  const configuring = new Set<string>(changes.filter((c) => c.addr.kind === 'file' && c.addr.name === KUBELET_CONFIG_PATH && c.action === 'create').map((c) => c.addr.scope));
  const withProcesses = new Set<string>(changes.filter((c) => c.addr.kind === 'process').map((c) => c.addr.scope));
  const settingUp = (host: string) => configuring.has(hostScope(host)) && !withProcesses.has(hostScope(host));
  const podRuns = (host: string, component: StaticPodComponent) => !settingUp(host) && changes.some((c) => onHostAt(c, host) && staticPodOf(c) === component && c.action !== 'create' && c.action !== 'delete');
  // A kubelet on another release than cluster.yaml's (a process change) is restarted the same way,
  // and a binary apply installs (the kubelet, kubectl) is swapped in the kubelet's step: its gate
  // covers the new kubelet, and a failing gate puts binary and files back together.
  const kubeletGated = (c: Change) => ((c.addr.kind === 'process' && c.addr.name === 'kubelet') || c.addr.kind === 'binary' || KUBELET_FILES.has(c.addr.name))
    && (replacesRunning(c) || (c.action === 'create' && c.addr.scope !== CLUSTER_SCOPE && kubeletRuns(hostOf(c.addr))) || (c.action === 'delete' && KUBELET_STORE.has(c.addr.name)));
  const podGated = (c: Change) => staticPodOf(c) !== undefined && replacesRunning(c);
  // A static pod started before a file it reads changed: restarted in its own step.
  const podProcess = (c: Change) => c.addr.kind === 'process' && c.addr.name !== 'kubelet';

  for (const h of controlPlanes) {
    // Files a running static pod read at start (renewed certificates, keys, kubeconfigs) go out with
    // the first component that reads them, and every component that reads one is restarted.
    const inputs = reads.get(h.name);
    // A configuration file kube-apiserver's new manifest stops naming is deleted in that manifest's
    // step, after it: the running apiserver still reads it, and a rollback puts both back.
    const apiserverManifest = onHost(h.name).some((c) => podGated(c) && staticPodOf(c) === 'kube-apiserver');
    const retiredBy = (c: Change, component: string) => component === 'kube-apiserver' && apiserverManifest && c.action === 'delete' && c.addr.kind === 'file' && APISERVER_CONFIG_PATHS.includes(c.addr.name);
    const readBy = (c: Change, component: string) => (inputs?.get(component)?.has(CA_COMPANIONS.get(c.addr.name) ?? c.addr.name) ?? false) || retiredBy(c, component);
    const changedInput = (c: Change) => !kubeletGated(c) && !podGated(c) && STATIC_POD_ORDER.some((p) => readBy(c, p) && (newContent(c) || retiredBy(c, p) || (c.action === 'create' && podRuns(h.name, p))));
    // A CA's key and -next files go out (and are restored) with its trust bundle: a rotation phase
    // is never half applied on a host, whichever step an apply stops at.
    const bundles = new Set(onHost(h.name).filter((c) => CA_BUNDLES.has(c.addr.name) && changedInput(c)).map((c) => c.addr.name));
    const isInput = (c: Change) => changedInput(c) || bundles.has(CA_COMPANIONS.get(c.addr.name) ?? '');
    const fresh = settingUp(h.name);
    const files = onHost(h.name).filter((c) => fresh || (!kubeletGated(c) && !podGated(c) && !isInput(c) && !podProcess(c)));
    // Joining etcd wraps the host's new files: added as a learner before them, promoted after.
    const joins = files.some((c) => c.addr.kind === 'member');
    const start = fresh && kubeletInstalled.has(h.name);
    const gate: Gate | undefined = joins ? { kind: 'etcd-join', host: h.name, ...(start ? { startKubelet: true } : {}) } : start ? { kind: 'kubelet-start', host: h.name } : undefined;
    if (files.length) steps.push({ title: `host[${h.name}] ${joins ? 'etcd join' : 'files'}`, units: [{ host: h.name, changes: addrs(files), ...(gate ? { gate } : {}) }], parallelism: 1 });
    if (fresh) continue;
    const assigned = new Set<Change>();
    const signerMoves = bundles.has(CLUSTER_CA_BUNDLE) && onHost(h.name).some((c) => podGated(c) && staticPodOf(c) === 'kube-controller-manager');
    for (const component of signerMoves ? SIGNER_FIRST : STATIC_POD_ORDER) {
      const manifest = onHost(h.name).filter((c) => podGated(c) && staticPodOf(c) === component);
      const reads = onHost(h.name).filter((c) => isInput(c) && readBy(c, component));
      const stale = onHost(h.name).filter((c) => podProcess(c) && c.addr.name === component);
      if (!manifest.length && !reads.length && !stale.length) continue;
      const own = reads.filter((c) => !assigned.has(c));
      own.forEach((c) => assigned.add(c));
      const restart = manifest.length === 0;
      steps.push({
        title: `host[${h.name}] ${component}${restart ? ' restart' : ''}`,
        units: [{ host: h.name, changes: addrs([...own, ...manifest, ...stale]), gate: { kind: 'static-pod', host: h.name, component, ...(restart ? { restart } : {}) } }],
        parallelism: 1,
      });
    }
  }
  // Members leave after every join (a replaced control plane's successor votes first), one at a time.
  for (const c of dependencyOrder(effective.filter(leaving))) {
    const addr = c.addr as MemberAddress;
    steps.push({ title: `${addr.scope} etcd member removal`, units: [{ changes: [addr], gate: { kind: 'etcd-leave', member: hostOf(addr) } }], parallelism: 1 });
  }
  // Then the machines that left, each alone, after their members left etcd (as kubeadm reset does).
  const departing = [...new Set(effective.map(departingHost).filter((h): h is string => h !== undefined))].sort(naturalCompare);
  for (const host of departing) {
    steps.push({ title: `host[${host}] removal`, units: [{ host, changes: addrs(effective.filter((c) => departingHost(c) === host)), gate: { kind: 'host-removal', host } }], parallelism: 1 });
  }
  for (const h of controlPlanes.filter((x) => !settingUp(x.name))) {
    const kubelet = onHost(h.name).filter(kubeletGated);
    if (kubelet.length) steps.push({ title: `host[${h.name}] kubelet`, units: [{ host: h.name, changes: addrs(kubelet), gate: { kind: 'kubelet', host: h.name } }], parallelism: 1 });
  }
  const joining = (host: string) => settingUp(host) && kubeletInstalled.has(host);
  const workerFiles: RolloutUnit[] = workers
    .filter((h) => !joining(h.name))
    .map((h) => ({ host: h.name, changes: addrs(onHost(h.name).filter((c) => !kubeletGated(c))) }))
    .filter((u) => u.changes.length);
  if (workerFiles.length) steps.push({ title: 'worker files', units: workerFiles, parallelism: UNGATED_WORKER_PARALLELISM });
  // Joins change nothing running, so they go as many at once as ungated files do. A failed start
  // command rolls back that worker alone.
  const workerJoins: RolloutUnit[] = workers
    .filter((h) => joining(h.name))
    .map((h) => ({ host: h.name, changes: addrs(onHost(h.name)), gate: { kind: 'kubelet-start', host: h.name, bootstrap: true } as const }))
    .filter((u) => u.changes.length);
  if (workerJoins.length) steps.push({ title: 'worker joins', units: workerJoins, parallelism: UNGATED_WORKER_PARALLELISM });
  const workerKubelets: RolloutUnit[] = workers
    .filter((h) => !joining(h.name))
    .map((h) => ({ host: h.name, changes: addrs(onHost(h.name).filter(kubeletGated)), gate: { kind: 'kubelet', host: h.name } as const }))
    .filter((u) => u.changes.length);
  if (workerKubelets.length) steps.push({ title: 'worker kubelets', units: workerKubelets, parallelism: cluster.rollout.workerParallelism });

  const objects = effective.filter((c) => c.addr.kind === 'object' && !removedNode(c));
  if (objects.length) steps.push({ title: 'cluster objects', units: [{ changes: addrs(objects) }], parallelism: 1 });
  const workloads: Address[] = objects.filter((c) => replacesRunning(c) && WORKLOAD_KINDS.test(c.addr.name)).map((c) => c.addr);
  if (workloads.length) steps.push({ title: 'addon rollouts', units: [{ changes: [], gate: { kind: 'workloads', workloads } }], parallelism: 1 });
  // Last: every apiserver writes with the first key already (see planStoredSecrets), whatever this apply changed before.
  const stored = effective.filter((c) => c.addr.kind === 'storage');
  if (stored.length) steps.push({ title: 'secrets rewrite', units: [{ changes: addrs(stored) }], parallelism: 1 });
  return withEtcdSnapshots(cluster, snapshotHost, steps).map((s, i) => ({ number: i + 1, ...s }));
}

/** Steps that change a running etcd: a member's manifest or the files it reads, a join, a removal. */
const changesEtcd = (s: Omit<RolloutStep, 'number'>) => s.units.some((u) => (u.gate?.kind === 'static-pod' && u.gate.component === 'etcd') || u.gate?.kind === 'etcd-join' || u.gate?.kind === 'etcd-leave');

/**
 * A snapshot step before each step that changes a running etcd, as kubeadm upgrade backs etcd up
 * before it touches it: file backups cannot bring back etcd's data. Saved on `host` (the first
 * control plane whose member runs); without one (a cluster being set up, whose members all start
 * together and are not gated) there is nothing to save.
 */
function withEtcdSnapshots(cluster: Cluster, host: string | undefined, steps: Omit<RolloutStep, 'number'>[]): Omit<RolloutStep, 'number'>[] {
  if (cluster.etcd.mode !== 'local' || cluster.etcd.keepSnapshots === 0 || !host) return steps;
  const gate = { kind: 'etcd-snapshot', host, keep: cluster.etcd.keepSnapshots } as const;
  return steps.flatMap((s) => (changesEtcd(s) ? [{ title: `host[${host}] etcd snapshot`, units: [{ host, changes: [], gate }], parallelism: 1 }, s] : [s]));
}
