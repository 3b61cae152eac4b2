import { planBinaries } from './plan-binaries.js';
import { NODE_BINARIES } from '../model/node-software.js';
import { controlPlaneHosts, type Cluster } from '../model/cluster.js';
import { manifestPath } from '../model/kubeadm-paths.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { RemoteError } from '../errors.js';
import { compareAddresses, dirAddress, fileAddress, formatAddress, hostOf, hostScope, naturalCompare } from '../model/address.js';
import { parseAppliedRecord, type AppliedRecord } from '../model/applied-record.js';
import type { Desired, DesiredDirectory, DesiredObject, KubeObject, PlannedFile } from '../model/desired.js';
import { seenVersionOf, type SeenVersion } from '../model/observed-objects.js';
import { isEffective, type Change, type Plan } from '../model/plan.js';
import { kindOf } from '../model/resource-kinds.js';
import { noProgress, type Progress } from '../model/progress.js';
import type { RolloutStep } from '../model/rollout.js';
import type { RunningVersions } from '../model/running-versions.js';
import { planKubeletRestarts } from './plan-kubelet-restarts.js';
import { planKubeletStore } from './plan-kubelet-store.js';
import { planStaticPodRestarts } from './plan-static-pod-restarts.js';
import { etcdBootstrap } from './etcd-bootstrap.js';
import { planHostRemovals } from './plan-host-removals.js';
import { withOrigins } from './change-origin.js';
import { objectIntents } from './object-intents.js';
import { comparedObjects } from './compared-objects.js';
import { completeFiles, planFiles } from './plan-files.js';
import { rolloutSchedule } from './schedule.js';
import { planDirectories } from './plan-directories.js';
import { pendingObjects, planObjects } from './plan-objects.js';
import { chooseTokens } from './token-choice.js';
import { apiserverAnsweredOnce } from './answered-once.js';
import { refuseAddonKinds } from './addon-kinds.js';
import { etcdMembershipOrRefuse, refuseClusterCARotationWithUpgrade, refuseEncryptionOrder, refuseInvalidCAs, refuseOtherServiceAccountKey, refuseRotationOrder, refuseSkew, refuseUnreachableApiserver } from './plan-refusals.js';
import { currentCANotValid } from './ca-validity.js';
import { unsafeDirectoryProblems } from './unsafe-paths.js';
import { fileBytes } from '../render/file-bytes.js';
import { systemRandomSource, systemSerialSource, type ExistingMaterial } from '../render/inputs.js';
import { systemKeySource, type KeySource } from '../render/pki/key-source.js';
import { renderOnDemand } from '../render/render.js';
import type { StaticPodReads } from '../render/static-pods/index.js';
import { existingMaterial } from './existing-material.js';
import { planStoredSecrets } from './plan-stored-secrets.js';
import { observeEncryption, withKeysFile } from './encryption-keys.js';
import { caByName, certPath, type CAName } from '../render/pki/certificates.js';
import type { Observation } from '../state/observation.js';
import { byAddress, type ObservedFile } from '../state/observe-host.js';
import { runningVersions } from '../state/running-versions.js';
import { selectTargets } from './select-targets.js';
import { preflight, type PreflightMode } from './preflight.js';
import { hostFilesOnly } from '../model/target-address.js';

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
  /** The control plane apply saves etcd snapshots on before steps that change etcd (see etcdSnapshotHost). */
  readonly snapshotHost?: string;
  /** The hosts where plan found a kubelet installed: a host being set up there has it started. */
  readonly kubeletInstalled: ReadonlySet<string>;
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
  /**
   * What the preflight checks' failures do: `plan` (the default) stops on a host the plan changes;
   * `apply` also on a kubelet of another release than kubernetesVersion (a plan only warns: the
   * new packages go on the hosts after the plan is reviewed); `report` (`upgrade plan`) only warns.
   */
  readonly preflight?: PreflightMode;
}

type HostFiles = ReadonlyMap<string, ReadonlyMap<string, ObservedFile>>;

/**
 * The key material on the hosts seen: the CAs, sa.key, the workers' token, a CA rotation in
 * progress, the keys of encryption at rest. A CA that would sign for this plan but is not valid at
 * `now` is refused here.
 */
export function materialSeen(loaded: LoadedCluster, seen: Observation, now: Date): ExistingMaterial {
  // Each host's record and processes tell an interrupted first apply's CA certificate from one in use.
  const found = existingMaterial(loaded.cluster, filesOf(seen), loaded.caMaterial, now, seen.hosts);
  // Read here, not with the CAs, so what needs only the CAs (force-unlock, user kubeconfigs) never depends on it.
  const encryption = withKeysFile(loaded, observeEncryption(loaded.cluster, filesOf(seen)));
  const material = encryption ? { ...found, encryption } : found;
  refuseInvalidCAs(loaded, material, now);
  refuseOtherServiceAccountKey(loaded, material);
  return material;
}

/**
 * The desired state, rendered with the key material, tokens and etcd members seen (certificates by
 * meaning, no key made): what the plan compares, and what observeCluster asks the apiserver about.
 * The tokens the apiserver holds decide the token Secrets' names, so `seen` has its managed objects
 * when it was asked.
 */
export async function renderObserved(loaded: LoadedCluster, seen: Observation, material: ExistingMaterial, now: Date, keys: KeySource = systemKeySource): Promise<RenderedObservation> {
  const { cluster } = loaded;
  refuseRotationOrder(loaded, material.rotations ?? {}, currentCANotValid(material, now));
  // The service-account key the control planes hold, else the one cluster.yaml brings (a cluster rebuilt from an export).
  const serviceAccountKeyPem = material.serviceAccountKeyPem ?? loaded.serviceAccountKeyPem;
  const existing = { ...material, serviceAccountKeyPem, tokens: chooseTokens(seen.api?.objects?.managed, material.tokens, now), etcdBootstrap: etcdBootstrap(cluster, filesOf(seen), seen.etcd) };
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
  const exists = (host: string, path: string) => files.get(host)?.get(path)?.exists === true;
  // First: a CA that cannot sign also leaves the apiserver unreachable, and its refusal says why.
  const material = observed?.material ?? materialSeen(loaded, seen, now);
  // Once etcd was asked how the Secrets are stored: a key is dropped only when none is stored with it.
  refuseEncryptionOrder(loaded, material, seen.secrets);
  if (!opts.controlPlaneStarting && !hostFilesOnly(targets)) refuseUnreachableApiserver(cluster, exists, api, apiserverAnsweredOnce(cluster, files, records));
  const running = runningVersions(cluster, files, api?.kubelets ?? new Map());
  if (!opts.allowSkew) refuseSkew(loaded, running);
  refuseClusterCARotationWithUpgrade(loaded, running);
  const membership = etcdMembershipOrRefuse(loaded, seen.etcd, api?.readiness === 'ok', exists);
  const rendered = observed?.rendered ?? (await renderObserved(loaded, seen, material, now, opts.keys));
  const kubeletStore = planKubeletStore(cluster, seen.hosts, material.rotations?.ca ?? reissuedAtOnce(cluster, material));
  progress.emit({ kind: 'rendered', files: rendered.files.length, objects: rendered.objects.length });
  const recorded = (host: string, path: string) => records.get(host)?.files[path] !== undefined;
  const decisions = planFiles(cluster, rendered.files, { now, observed: byAddress([...seen.hosts.values()].map((h) => new Map(h.files))), replaceSymlinks: opts.replaceSymlinks, unfinishedCAs: unfinishedCAs(material), recorded });
  const observedDirectories = new Map([...seen.hosts.values()].flatMap((h) => [...h.directories.values()].map((d) => [formatAddress(dirAddress(d.host, d.path)), d] as const)));
  const dirChanges = planDirectories(rendered.directories, observedDirectories);
  const { objects } = rendered;
  if (api?.objects?.kinds) refuseAddonKinds(cluster, api.objects.kinds);
  const observedObjects = api?.objects && comparedObjects(objects, api.objects);
  const objectChanges = observedObjects ? planObjects(objects, observedObjects) : pendingObjects(objects, api?.endpoint);
  const restarts = [...planKubeletRestarts(cluster, api?.kubelets ?? new Map(), seen.hosts), ...planStaticPodRestarts(cluster, seen.hosts, rendered.staticPodReads)];
  const leavingMembers = new Set(membership.filter((c) => c.action === 'delete').map((c) => hostOf(c.addr)));
  const removals = planHostRemovals(cluster, seen.departing, api?.kubelets ?? new Map(), leavingMembers);
  const storedSecrets = planStoredSecrets(cluster, material.encryption, seen.secrets);
  const binaries = planBinaries(loaded, seen.hosts);
  const decided = [...decisions.map((d) => d.change), ...kubeletStore, ...dirChanges, ...binaries, ...restarts, ...membership, ...removals, ...objectChanges, ...storedSecrets];
  const selected = new Set(selectTargets(decided, targets, [...decided.map((c) => formatAddress(c.addr)), ...objects.map((d) => formatAddress(d.addr))]));
  // Before anything is signed: a host the plan changes must be fit to run a node.
  const warnings = preflight(cluster, seen.hosts, opts.preflight ?? 'plan', new Set(decided.filter((c) => selected.has(c) && isEffective(c)).map((c) => c.addr.scope)));
  // Only now, for the files this run writes, are new keys generated and certificates signed.
  const chosen = decisions.filter((d) => selected.has(d.change));
  const { changes, contents } = await completeFiles(chosen, fileBytes);
  const onHosts = [...changes, ...[...kubeletStore, ...dirChanges, ...binaries, ...restarts, ...membership, ...removals.filter(onAHost)].filter((c) => selected.has(c))].sort((a, b) => compareAddresses(a.addr, b.addr));
  const planned = [...onHosts, ...[...objectChanges, ...removals.filter((c) => !onAHost(c)), ...storedSecrets].filter((c) => selected.has(c))];
  const plan: Plan = { formatVersion: 1, configDigest: loaded.configDigest, cluster: cluster.name, kubernetesVersion: cluster.kubernetesVersion, ...(targets.length && { targets: [...targets] }), changes: withOrigins(planned, records, loaded.configDigest, objectIntents(objects)), ...(warnings.length ? { warnings } : {}) };
  reportCompared(progress, cluster.hosts.map((h) => h.name), plan.changes);
  const seenVersions = new Map([...(observedObjects?.live ?? new Map<string, KubeObject>())].map(([addr, o]) => [addr, seenVersionOf(o)]));
  // A kubelet is there to start where one is in the PATH, or where this apply installs one.
  const installs = new Set(binaries.filter((c) => c.addr.name === NODE_BINARIES.kubelet).map((c) => hostOf(c.addr)));
  const kubeletInstalled = new Set([...seen.hosts].filter(([host, h]) => h.facts?.kubelet !== undefined || installs.has(host)).map(([host]) => host));
  return { ...scheduled(cluster, plan, rendered.staticPodReads, etcdSnapshotHost(cluster, seen), kubeletInstalled), contents, objects, objectsObserved: observedObjects !== undefined, seenVersions, running, records };
}

function scheduled(cluster: Cluster, plan: Plan, staticPodReads: ReadonlyMap<string, StaticPodReads>, snapshotHost: string | undefined, kubeletInstalled: ReadonlySet<string>): ScheduledPlan {
  return { plan, steps: rolloutSchedule(cluster, plan.changes, staticPodReads, snapshotHost, kubeletInstalled), staticPodReads, kubeletInstalled, ...(snapshotHost ? { snapshotHost } : {}) };
}

/**
 * Where apply keeps the etcd snapshots it takes: the first control plane of cluster.yaml whose etcd
 * manifest is on the host (its member runs, and stays). None with external etcd, or before any
 * member runs.
 */
function etcdSnapshotHost(cluster: Cluster, seen: Observation): string | undefined {
  if (cluster.etcd.mode !== 'local') return undefined;
  return controlPlaneHosts(cluster).find((h) => seen.hosts.get(h.name)?.files.get(manifestPath('etcd'))?.exists)?.name;
}

/** The plan with only its drift, and its rollout: every other effective change is left out (noops stay, for --json). */
export function driftOnly(cluster: Cluster, { plan, staticPodReads, snapshotHost, kubeletInstalled }: ScheduledPlan): ScheduledPlan {
  return scheduled(cluster, { ...plan, changes: plan.changes.filter((c) => !isEffective(c) || c.origin === 'drift') }, staticPodReads, snapshotHost, kubeletInstalled);
}

/** Reissue with one cluster CA held (allowed when it is not valid): that CA is the old one the kubelets' own certificates are of. */
function reissuedAtOnce(cluster: Cluster, material: ExistingMaterial): { readonly old: { readonly certPem: string } } | undefined {
  const held = material.cas?.ca;
  return cluster.certificates.rotateCA.ca === 'reissue' && held ? { old: held } : undefined;
}

const onAHost = (c: Change) => kindOf(c).scope === 'host';

/** The CA certificates an interrupted first apply left without their keys, by printable address, with why. */
const unfinishedCAs = (material: ExistingMaterial): ReadonlyMap<string, string> => new Map(Object.entries(material.unfinished ?? {})
  .map(([name, u]) => [formatAddress(fileAddress(u!.host, certPath(caByName(name as CAName)))), u!.detail]));

const filesOf = (seen: Observation): HostFiles => new Map([...seen.hosts].map(([name, h]) => [name, h.files]));

/** Per host, how many of its files change; then the whole plan's count (objects included). */
function reportCompared(progress: Progress, hosts: readonly string[], changes: readonly Change[]): void {
  const effective = changes.filter(isEffective);
  const byScope = new Map<string, number>();
  for (const c of effective) byScope.set(c.addr.scope, (byScope.get(c.addr.scope) ?? 0) + 1);
  for (const host of hosts) progress.emit({ kind: 'host-compared', host, changes: byScope.get(hostScope(host)) ?? 0 });
  progress.emit({ kind: 'compared', changes: effective.length });
}

