import { controlPlaneHosts } from '../config/cluster.js';
import type { LoadedCluster } from '../config/load.js';
import { RemoteError, UserError } from '../errors.js';
import { compareAddresses, dirAddress, formatAddress } from '../model/address.js';
import type { Desired, DesiredDirectory, DesiredObject, KubeObject, PlannedFile } from '../model/desired.js';
import { isEffective, type Change, type Plan, type ReasonCode } from '../model/plan.js';
import { completeFiles, planFiles } from '../planner/plan-files.js';
import { planObjects } from '../planner/plan-objects.js';
import { seenVersionOf, type SeenVersion } from '../model/observed-objects.js';
import { skewViolations } from '../planner/version-skew.js';
import type { RunningVersions } from '../model/running-versions.js';
import { runningVersions } from '../state/running-versions.js';
import { systemRandomSource, systemSerialSource, type ExistingMaterial } from '../render/inputs.js';
import { managedDirectories, managedPaths } from '../render/managed-paths.js';
import { fileBytes } from '../render/file-bytes.js';
import { systemKeySource, type KeySource } from '../render/pki/key-source.js';
import { renderOnDemand } from '../render/render.js';
import { existingMaterial } from '../state/existing-material.js';
import { byAddress, observeHost, type ObservedDirectory, type ObservedFile } from '../state/observe-host.js';
import { planDirectories } from '../planner/plan-directories.js';
import { allTokenIds, liveTokens, managedObjects, observeObjects } from '../state/observe-objects.js';
import { adminAuthorized, apiAccess, type ApiAccess } from './api-access.js';
import type { Session } from './session.js';
import { hostFilesOnly, selectTargets } from './targets.js';
import { BACKUP_ROOT } from '../apply/host-script.js';
import { hostScope, naturalCompare } from '../model/address.js';
import { noProgress, type Progress } from '../model/progress.js';
import { unsafeDirectoryProblems } from '../planner/unsafe-paths.js';
import { withOrigins } from '../planner/change-origin.js';
import { APPLIED_RECORD_PATH, parseAppliedRecord, type AppliedRecord } from '../model/applied-record.js';

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
  /** The version of every live object the plan compared, by printable address: apply's precondition. */
  readonly seenVersions: ReadonlyMap<string, SeenVersion>;
  /** The versions running now, read from the manifests on the hosts and the Nodes' status. */
  readonly running: RunningVersions;
  /** Each host's record of what k8sform last wrote there (undefined: none). */
  readonly records: ReadonlyMap<string, AppliedRecord | undefined>;
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

/** Whether the hosts hold a cluster that was set up, not a brand-new one. */
function hasRunControlPlane(observed: ReadonlyMap<string, Map<string, ObservedFile>>, cluster: LoadedCluster['cluster']): boolean {
  return controlPlaneHosts(cluster).some((h) => {
    const files = observed.get(h.name);
    return files?.get('/etc/kubernetes/pki/ca.crt')?.exists && CONTROL_PLANE_TRACES.some((p) => files.get(p)?.exists);
  });
}

/** Reason given to every object while the apiserver cannot be asked. */
export const PENDING = 'after-control-plane' satisfies ReasonCode;

/**
 * observe → render → plan: reads every host (one round trip each, in parallel), renders with the
 * key material found there (certificates by meaning), compares, and only then makes new keys and
 * certificates, for the files the plan writes. `targets` limits the plan like Terraform's -target.
 */
export async function computePlan(loaded: LoadedCluster, session: Session, now: Date, targets: readonly string[], opts: PlanOptions = {}): Promise<ComputedPlan> {
  const { cluster } = loaded;
  const progress = opts.progress ?? noProgress;
  const observedByHost = new Map<string, Map<string, ObservedFile>>();
  const observedDirectories = new Map<string, ObservedDirectory>();
  const unsafe: string[] = [];
  const records = new Map<string, AppliedRecord | undefined>();
  await Promise.all(cluster.hosts.map(async (h) => {
    // The record of the last apply is read in the same round trip, then kept apart from the managed files.
    const seen = await observeHost(session.transports.get(h.name)!, [...managedPaths(cluster, h), APPLIED_RECORD_PATH], [BACKUP_ROOT], managedDirectories(cluster, h));
    for (const d of seen.directories.values()) observedDirectories.set(formatAddress(dirAddress(d.host, d.path)), d);
    const record = seen.files.get(APPLIED_RECORD_PATH);
    seen.files.delete(APPLIED_RECORD_PATH);
    records.set(h.name, parseAppliedRecord(record?.exists ? record.content : undefined));
    observedByHost.set(h.name, seen.files);
    progress.emit({ kind: 'host-read', host: h.name, files: seen.files.size + seen.directories.size });
    unsafe.push(...unsafeDirectoryProblems(h.name, seen.unsafeDirectories));
  }));
  if (unsafe.length) throw new RemoteError('', unsafe.sort(naturalCompare).join('\n'));
  const hostMaterial = existingMaterial(cluster, observedByHost, loaded.caMaterial, now);
  const api = await apiAccess(cluster, hostMaterial.cas?.ca ?? loaded.caMaterial.ca, session, now, opts.keys);
  const readiness = api ? await api.admin.readiness() : undefined;
  if (api) progress.emit({ kind: 'apiserver', endpoint: api.endpoint, ready: readiness === 'ok' });
  if (api && readiness !== 'ok' && !opts.controlPlaneStarting && !hostFilesOnly(targets) && hasRunControlPlane(observedByHost, cluster)) {
    throw new RemoteError('', `the apiserver at ${api.endpoint} cannot be reached (${readiness}), nor any other control plane's, but the control-plane hosts already hold a cluster that was set up (its CA and kubeconfigs or manifests), so k8sform cannot tell which cluster objects would change. Bring the apiserver back, or plan the host files only with --target host.`);
  }
  const live = api && readiness === 'ok' && (await adminAuthorized(api)) ? await managedObjects(api.admin) : undefined;
  const running = await runningVersions(cluster, observedByHost, live ? api!.admin : undefined);
  if (!opts.allowSkew) refuseSkew(loaded, running);
  const existing = { ...hostMaterial, tokens: chooseTokens(live, hostMaterial.tokens, now) };
  const { desired } = await renderOnDemand(
    cluster,
    { now, keys: opts.keys ?? systemKeySource, serials: systemSerialSource, random: systemRandomSource, existing },
    loaded.caMaterial,
  );
  const files = desired.filter((d): d is Desired<PlannedFile> => d.spec.kind === 'file');
  progress.emit({ kind: 'rendered', files: files.length, objects: desired.filter((d) => d.spec.kind === 'object').length });
  const decisions = planFiles(cluster, files, { now, observed: byAddress([...observedByHost.values()]), replaceSymlinks: opts.replaceSymlinks });
  const dirChanges = planDirectories(desired.filter((d): d is Desired<DesiredDirectory> => d.spec.kind === 'dir'), observedDirectories);
  const objects = desired.filter((d): d is Desired<DesiredObject> => d.spec.kind === 'object');
  const observedObjects = live ? await observeObjects(api!.admin, objects) : undefined;
  const objectChanges = observedObjects ? planObjects(objects, observedObjects) : pendingObjects(objects, api);
  const decided = [...decisions.map((d) => d.change), ...dirChanges, ...objectChanges];
  const selected = new Set(selectTargets(decided, targets, [...decided.map((c) => formatAddress(c.addr)), ...objects.map((d) => formatAddress(d.addr))]));
  // Only now, for the files this run writes, are new keys generated and certificates signed.
  const chosen = decisions.filter((d) => selected.has(d.change));
  const { changes, contents } = await completeFiles(chosen, fileBytes);
  const hostChanges = [...changes, ...dirChanges.filter((c) => selected.has(c))].sort((a, b) => compareAddresses(a.addr, b.addr));
  const plan: Plan = { formatVersion: 1, configDigest: loaded.configDigest, cluster: cluster.name, kubernetesVersion: cluster.kubernetesVersion, changes: withOrigins([...hostChanges, ...objectChanges.filter((c) => selected.has(c))], records, loaded.configDigest) };
  reportCompared(progress, cluster.hosts.map((h) => h.name), plan.changes);
  const seenVersions = new Map([...(observedObjects?.live ?? new Map<string, KubeObject>())].map(([addr, o]) => [addr, seenVersionOf(o)]));
  return { plan, contents, objects, api, objectsObserved: live !== undefined, seenVersions, running, records };
}

/** Per host, how many of its files change; then the whole plan's count (objects included). */
function reportCompared(progress: Progress, hosts: readonly string[], changes: readonly Change[]): void {
  const effective = changes.filter(isEffective);
  const byScope = new Map<string, number>();
  for (const c of effective) byScope.set(c.addr.scope, (byScope.get(c.addr.scope) ?? 0) + 1);
  for (const host of hosts) progress.emit({ kind: 'host-compared', host, changes: byScope.get(hostScope(host)) ?? 0 });
  progress.emit({ kind: 'compared', changes: effective.length });
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
function pendingObjects(objects: readonly Desired<DesiredObject>[], api: ApiAccess | undefined): Change[] {
  const why = api ? `the apiserver at ${api.endpoint} is not ready, or kubeadm:cluster-admins does not exist yet; created once the control plane is up` : 'the control plane does not exist yet; created once it is up';
  return planObjects(objects.filter((d) => d.spec.manifest.kind !== 'Node'), { live: new Map(), dryRun: new Map(), managed: [] })
    .map((c) => ({ ...c, reasons: [{ code: PENDING, detail: why }] }));
}

