import { controlPlaneHosts, type Cluster } from '../model/cluster.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { RemoteError, UserError } from '../errors.js';
import { compareAddresses, dirAddress, formatAddress, hostOf, hostScope, naturalCompare } from '../model/address.js';
import { parseAppliedRecord, type AppliedRecord } from '../model/applied-record.js';
import type { Desired, DesiredDirectory, DesiredObject, KubeObject, PlannedFile } from '../model/desired.js';
import { seenVersionOf, type SeenVersion } from '../model/observed-objects.js';
import { isEffective, type Change, type MemberChange, type Plan, type ReasonCode } from '../model/plan.js';
import { noProgress, type Progress } from '../model/progress.js';
import type { RolloutStep } from '../model/rollout.js';
import type { RunningVersions } from '../model/running-versions.js';
import { planKubeletRestarts } from '../planner/plan-kubelet-restarts.js';
import { planKubeletStore } from '../planner/plan-kubelet-store.js';
import { planStaticPodRestarts } from '../planner/plan-static-pod-restarts.js';
import { etcdBootstrap } from '../planner/etcd-bootstrap.js';
import { planEtcdMembership } from '../planner/plan-etcd-membership.js';
import { planHostRemovals } from '../planner/plan-host-removals.js';
import { withOrigins } from '../planner/change-origin.js';
import { objectIntents } from '../planner/object-intents.js';
import { comparedObjects } from '../planner/compared-objects.js';
import { completeFiles, planFiles } from '../planner/plan-files.js';
import { rolloutSchedule } from '../planner/schedule.js';
import { planDirectories } from '../planner/plan-directories.js';
import { planObjects } from '../planner/plan-objects.js';
import { unsafeDirectoryProblems } from '../planner/unsafe-paths.js';
import { skewViolations } from '../planner/version-skew.js';
import { caRotationRefusals } from '../planner/ca-rotation-order.js';
import { fileBytes } from '../render/file-bytes.js';
import { systemRandomSource, systemSerialSource, type ExistingMaterial } from '../render/inputs.js';
import { systemKeySource, type KeySource } from '../render/pki/key-source.js';
import { renderOnDemand } from '../render/render.js';
import type { StaticPodReads } from '../render/static-pods/index.js';
import { existingMaterial } from '../planner/existing-material.js';
import type { Observation } from '../state/observation.js';
import { byAddress, type ObservedFile } from '../state/observe-host.js';
import { allTokenIds, liveTokens } from '../state/observe-objects.js';
import { runningVersions } from '../state/running-versions.js';
import { hostFilesOnly, selectTargets } from './targets.js';
import { manifestPath } from '../model/kubeadm-paths.js';

/** A plan made from an observation: everything computePlan returns but the connection to the apiserver. */
export interface PlannedObservation extends ScheduledPlan {
  /** Bytes to write, by printable address; kept in memory only. */
  readonly contents: Map<string, Buffer>;
  /** The desired cluster objects (server-side applied by apply). */
  readonly objects: readonly Desired<DesiredObject>[];
  /** Whether object changes were planned against a live apiserver (else they wait for it). */
  readonly objectsObserved: boolean;
  /** The version of every live object the plan compared, by printable address: apply's precondition. */
  readonly seenVersions: ReadonlyMap<string, SeenVersion>;
  /** The versions running now, read from the manifests on the hosts and the Nodes' status. */
  readonly running: RunningVersions;
  /** Each host's record of what k8sform last wrote there (undefined: none). */
  readonly records: ReadonlyMap<string, AppliedRecord | undefined>;
}

/** A plan with the steps apply rolls it out in: what plan shows is what apply runs. */
export interface ScheduledPlan {
  readonly plan: Plan;
  readonly steps: readonly RolloutStep[];
  /** By control-plane host, the files each static pod reads, as rendered: what the steps were made with. */
  readonly staticPodReads: ReadonlyMap<string, StaticPodReads>;
}

/** The desired state as a plan compares it: rendered with the key material and tokens seen. */
export interface RenderedObservation {
  readonly files: readonly Desired<PlannedFile>[];
  readonly directories: readonly Desired<DesiredDirectory>[];
  readonly objects: readonly Desired<DesiredObject>[];
  readonly staticPodReads: ReadonlyMap<string, StaticPodReads>;
}

/**
 * What observing the cluster already worked out, so that a plan works it out once: the key
 * material on the hosts, and the desired state when the apiserver had to be asked about its objects.
 */
export interface Observed {
  readonly material: ExistingMaterial;
  readonly rendered?: RenderedObservation;
}

export interface PlanOptions {
  /**
   * Inside apply, right after a brand-new control plane's files were written: its apiserver is
   * still starting, so objects are planned as pending instead of refusing.
   */
  readonly controlPlaneStarting?: boolean;
  /** Report a version the skew policy rules out (in `running`) instead of refusing: `upgrade plan` shows it. */
  readonly allowSkew?: boolean;
  /** Plan a managed file that is a symbolic link as replaced by a regular file, instead of refusing. */
  readonly replaceSymlinks?: boolean;
  /** Where new keys come from (certificates and k8sform's own API identity): the system's randomness unless a test counts them. */
  readonly keys?: KeySource;
  /** Told as each host is read and compared, and when rendering is done. */
  readonly progress?: Progress;
}

/** Files that, beside a CA, show a control plane was set up (even if its manifests were removed since). */
const CONTROL_PLANE_TRACES = ['/etc/kubernetes/manifests/kube-apiserver.yaml', '/etc/kubernetes/admin.conf', '/etc/kubernetes/kubelet.conf'];

type HostFiles = ReadonlyMap<string, ReadonlyMap<string, ObservedFile>>;

/** Whether the hosts hold a cluster that was set up, not a brand-new one. */
function hasRunControlPlane(observed: HostFiles, cluster: LoadedCluster['cluster']): boolean {
  return controlPlaneHosts(cluster).some((h) => {
    const files = observed.get(h.name);
    return files?.get('/etc/kubernetes/pki/ca.crt')?.exists && CONTROL_PLANE_TRACES.some((p) => files.get(p)?.exists);
  });
}

/** Reason given to every object while the apiserver cannot be asked. */
export const PENDING = 'after-control-plane' satisfies ReasonCode;

/** The key material on the hosts seen: the CAs, sa.key, the workers' token, a CA rotation in progress. */
export const materialSeen = (loaded: LoadedCluster, seen: Observation, now: Date): ExistingMaterial => existingMaterial(loaded.cluster, filesOf(seen), loaded.caMaterial, now);

/**
 * The desired state, rendered with the key material, tokens and etcd members seen (certificates by
 * meaning, no key made): what the plan compares, and what observeCluster asks the apiserver about.
 * The tokens the apiserver holds decide the token Secrets' names, so `seen` has its managed objects
 * when it was asked.
 */
export async function renderObserved(loaded: LoadedCluster, seen: Observation, material: ExistingMaterial, now: Date, keys: KeySource = systemKeySource): Promise<RenderedObservation> {
  const { cluster } = loaded;
  refuseRotationOrder(loaded, material);
  const existing = { ...material, tokens: chooseTokens(seen.api?.objects?.managed, material.tokens, now), etcdBootstrap: etcdBootstrap(cluster, filesOf(seen), seen.etcd) };
  const { desired, staticPodReads } = await renderOnDemand(cluster, { now, keys, serials: systemSerialSource, random: systemRandomSource, existing }, loaded.caMaterial);
  return {
    files: desired.filter((d): d is Desired<PlannedFile> => d.spec.kind === 'file'),
    directories: desired.filter((d): d is Desired<DesiredDirectory> => d.spec.kind === 'dir'),
    objects: desired.filter((d): d is Desired<DesiredObject> => d.spec.kind === 'object'),
    staticPodReads,
  };
}

/**
 * render → plan from an observation: compares, and only then makes new keys and certificates, for
 * the files the plan writes. `targets` limits the plan like Terraform's -target. No I/O: the same
 * code plans what was just read from the hosts and what a snapshot holds. `observed`: what reading
 * the hosts already worked out from them (a snapshot has nothing), so none of it is worked out again.
 */
export async function planObservation(loaded: LoadedCluster, seen: Observation, now: Date, targets: readonly string[], opts: PlanOptions = {}, observed?: Observed): Promise<PlannedObservation> {
  const { cluster } = loaded;
  const progress = opts.progress ?? noProgress;
  const unsafe = [...seen.hosts].flatMap(([host, h]) => unsafeDirectoryProblems(host, h.unsafeDirectories));
  if (unsafe.length) throw new RemoteError('', unsafe.sort(naturalCompare).join('\n'));
  const files = filesOf(seen);
  const records = new Map(cluster.hosts.map((h) => [h.name, parseAppliedRecord(seen.hosts.get(h.name)?.record)]));
  const api = seen.api;
  if (api && api.readiness !== 'ok' && !opts.controlPlaneStarting && !hostFilesOnly(targets) && hasRunControlPlane(files, cluster)) {
    throw new RemoteError('', `the apiserver at ${api.endpoint} cannot be reached (${api.readiness}), nor any other control plane's, but the control-plane hosts already hold a cluster that was set up (its CA and kubeconfigs or manifests), so k8sform cannot tell which cluster objects would change. Bring the apiserver back, or plan the host files only with --target host.`);
  }
  const running = runningVersions(cluster, files, api?.kubelets ?? new Map());
  if (!opts.allowSkew) refuseSkew(loaded, running);
  refuseClusterCARotationWithUpgrade(loaded, running);
  const membership = etcdMembership(loaded, seen, files);
  const material = observed?.material ?? materialSeen(loaded, seen, now);
  const rendered = observed?.rendered ?? (await renderObserved(loaded, seen, material, now, opts.keys));
  const kubeletStore = planKubeletStore(cluster, seen.hosts, material.rotations?.ca);
  progress.emit({ kind: 'rendered', files: rendered.files.length, objects: rendered.objects.length });
  const decisions = planFiles(cluster, rendered.files, { now, observed: byAddress([...seen.hosts.values()].map((h) => new Map(h.files))), replaceSymlinks: opts.replaceSymlinks });
  const observedDirectories = new Map([...seen.hosts.values()].flatMap((h) => [...h.directories.values()].map((d) => [formatAddress(dirAddress(d.host, d.path)), d] as const)));
  const dirChanges = planDirectories(rendered.directories, observedDirectories);
  const { objects } = rendered;
  const observedObjects = api?.objects && comparedObjects(objects, api.objects);
  const objectChanges = observedObjects ? planObjects(objects, observedObjects) : pendingObjects(objects, api?.endpoint);
  const restarts = [...planKubeletRestarts(cluster, api?.kubelets ?? new Map(), seen.hosts), ...planStaticPodRestarts(cluster, seen.hosts, rendered.staticPodReads)];
  const leavingMembers = new Set(membership.filter((c) => c.action === 'delete').map((c) => hostOf(c.addr)));
  const removals = planHostRemovals(cluster, seen.departing, api?.kubelets ?? new Map(), leavingMembers);
  const decided = [...decisions.map((d) => d.change), ...kubeletStore, ...dirChanges, ...restarts, ...membership, ...removals, ...objectChanges];
  const selected = new Set(selectTargets(decided, targets, [...decided.map((c) => formatAddress(c.addr)), ...objects.map((d) => formatAddress(d.addr))]));
  // Only now, for the files this run writes, are new keys generated and certificates signed.
  const chosen = decisions.filter((d) => selected.has(d.change));
  const { changes, contents } = await completeFiles(chosen, fileBytes);
  const onHosts = [...changes, ...[...kubeletStore, ...dirChanges, ...restarts, ...membership, ...removals.filter(onAHost)].filter((c) => selected.has(c))].sort((a, b) => compareAddresses(a.addr, b.addr));
  const planned = [...onHosts, ...[...objectChanges, ...removals.filter((c) => c.addr.kind === 'object')].filter((c) => selected.has(c))];
  const plan: Plan = { formatVersion: 1, configDigest: loaded.configDigest, cluster: cluster.name, kubernetesVersion: cluster.kubernetesVersion, changes: withOrigins(planned, records, loaded.configDigest, objectIntents(objects)) };
  reportCompared(progress, cluster.hosts.map((h) => h.name), plan.changes);
  const seenVersions = new Map([...(observedObjects?.live ?? new Map<string, KubeObject>())].map(([addr, o]) => [addr, seenVersionOf(o)]));
  return { ...scheduled(cluster, plan, rendered.staticPodReads), contents, objects, objectsObserved: observedObjects !== undefined, seenVersions, running, records };
}

function scheduled(cluster: Cluster, plan: Plan, staticPodReads: ReadonlyMap<string, StaticPodReads>): ScheduledPlan {
  return { plan, steps: rolloutSchedule(cluster, plan.changes, staticPodReads), staticPodReads };
}

/** The plan with only its drift, and its rollout: every other effective change is left out (noops stay, for --json). */
export function driftOnly(cluster: Cluster, { plan, staticPodReads }: ScheduledPlan): ScheduledPlan {
  return scheduled(cluster, { ...plan, changes: plan.changes.filter((c) => !isEffective(c) || c.origin === 'drift') }, staticPodReads);
}

const onAHost = (c: Change) => c.addr.kind !== 'object';

const filesOf = (seen: Observation): HostFiles => new Map([...seen.hosts].map(([name, h]) => [name, h.files]));

/** Per host, how many of its files change; then the whole plan's count (objects included). */
function reportCompared(progress: Progress, hosts: readonly string[], changes: readonly Change[]): void {
  const effective = changes.filter(isEffective);
  const byScope = new Map<string, number>();
  for (const c of effective) byScope.set(c.addr.scope, (byScope.get(c.addr.scope) ?? 0) + 1);
  for (const host of hosts) progress.emit({ kind: 'host-compared', host, changes: byScope.get(hostScope(host)) ?? 0 });
  progress.emit({ kind: 'compared', changes: effective.length });
}

/**
 * The etcd membership changes cluster.yaml's control planes imply; refused when one would lose
 * quorum, or when a control plane would join while no member answers on a running cluster (it
 * would start as a cluster of its own).
 */
function etcdMembership(loaded: LoadedCluster, seen: Observation, files: HostFiles): MemberChange[] {
  const { cluster } = loaded;
  const at = loaded.locateField(['spec', 'hosts']);
  if (seen.etcd?.error && seen.api?.readiness === 'ok') {
    const joining = controlPlaneHosts(cluster).filter((h) => !files.get(h.name)?.get(manifestPath('etcd'))?.exists);
    if (joining.length) throw new RemoteError('', `${joining.map((h) => `host[${h.name}]`).join(', ')} would join the running etcd cluster, but no member answered at ${seen.etcd.endpoint} (${seen.etcd.error}): k8sform adds a member before starting it, so bring etcd back first`);
  }
  const { changes, refusals } = planEtcdMembership(cluster, seen.etcd);
  if (refusals.length) throw new UserError(refusals.map((r) => `${at}: ${r}`));
  return [...changes];
}

/** A CA rotation phase the control planes are not ready for is refused before anything is rendered. */
function refuseRotationOrder(loaded: LoadedCluster, material: ExistingMaterial): void {
  const refusals = caRotationRefusals(loaded.cluster, material.rotations ?? {});
  if (refusals.length) throw new UserError(refusals.map((r) => `${loaded.locateField(['spec', 'certificates', 'rotateCA', r.configKey])}: ${r.message}`));
}

/**
 * A phase of the cluster CA's rotation moves kube-controller-manager ahead of kube-apiserver on each
 * control plane (see schedule.ts), which an upgrade must not do (a controller-manager newer than
 * its apiserver breaks the skew policy): the two go in separate applies.
 */
function refuseClusterCARotationWithUpgrade(loaded: LoadedCluster, running: RunningVersions): void {
  const { cluster } = loaded;
  if (!cluster.certificates.rotateCA.ca) return;
  const moved = ['kube-apiserver', 'kube-controller-manager'] as const;
  const upgrading = [...running.controlPlanes].filter(([, tags]) => moved.some((c) => tags.has(c) && tags.get(c) !== cluster.kubernetesVersion)).map(([h]) => `host[${h}]`);
  if (upgrading.length) {
    throw new UserError(`${loaded.locateField(['spec', 'certificates', 'rotateCA', 'ca'])}: ${upgrading.join(', ')} ${upgrading.length === 1 ? 'runs' : 'run'} another release than kubernetesVersion ${cluster.kubernetesVersion}: apply the version change first, then the rotation of the cluster CA`);
  }
}

/** A kubernetesVersion the skew policy rules out is refused before anything is rendered or touched. */
function refuseSkew(loaded: LoadedCluster, running: RunningVersions): void {
  const violations = skewViolations(loaded.cluster.kubernetesVersion, running);
  if (!violations.length) return;
  const at = loaded.locateField(['spec', 'kubernetesVersion']);
  throw new UserError(violations.map((v) => `${at}: ${loaded.cluster.kubernetesVersion} breaks the version skew policy: ${v.where}: ${v.message}`));
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
function pendingObjects(objects: readonly Desired<DesiredObject>[], endpoint: string | undefined): Change[] {
  const why = endpoint ? `the apiserver at ${endpoint} is not ready, or kubeadm:cluster-admins does not exist yet; created once the control plane is up` : 'the control plane does not exist yet; created once it is up';
  return planObjects(objects.filter((d) => d.spec.manifest.kind !== 'Node'), { live: new Map(), dryRun: new Map(), managed: [] })
    .map((c) => ({ ...c, reasons: [{ code: PENDING, detail: why }] }));
}
