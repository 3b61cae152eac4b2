import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { controlPlaneHosts, type Host } from '../model/cluster.js';
import { manifestPath, STATIC_POD_PATH } from '../model/kubeadm-paths.js';
import { etcdRestorePlan, RESTORE_STAGE_DIR, STOPPED_MANIFESTS_DIR, type EtcdRestorePlan, type RestoredMember } from '../model/etcd-restore.js';
import { shQuote } from '../model/shell-quote.js';
import { privateHostDirLines } from '../model/k8sform-host-dir.js';
import { failureLine, type HostTransport } from '../model/host-transport.js';
import { RemoteError, UserError } from '../errors.js';
import { readEtcdSnapshotFile, type EtcdSnapshotFile } from '../providers/local/etcd-snapshot-file.js';
import { observeHost } from '../state/observe-host.js';
import { systemKeySource, type KeySource } from '../render/pki/key-source.js';
import { GateFailed, pollUntil } from '../apply/gates/poll.js';
import { apiAccess } from './api-access.js';
import { ClusterLock, newLockInfo } from './cluster-lock.js';
import { controlPlaneMaterial } from './control-plane-material.js';
import { etcdAccess } from './etcd-access.js';
import { observeEtcd } from './observe-etcd.js';
import { runCA } from './run-ca.js';
import type { Session } from './session.js';

export interface RestoreRequest {
  readonly loaded: LoadedCluster;
  /** Every host's connection: the restore holds the cluster lock on each. */
  readonly session: Session;
  readonly snapshot: EtcdSnapshotFile;
  readonly now: Date;
  /** Shown the plan before anything changes; throws to stop (not approved). */
  review(plan: EtcdRestorePlan): Promise<void>;
  say(line: string): void;
  readonly signal: AbortSignal;
  /** How long each wait may take: the control plane to stop, etcd to be healthy, the apiservers to be ready. */
  readonly waitSeconds: number;
  readonly keys?: KeySource;
}

/** The components whose static pods the restore stops and starts: all but etcd talk to it. */
const CONTROL_PLANE_PROCESSES = ['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler'];

/**
 * What stops a restore before any host is connected to: external etcd (not k8sform's to restore),
 * a file that is not a whole etcd snapshot.
 */
export function refuseRestoreInput(loaded: LoadedCluster, from: string): EtcdSnapshotFile {
  if (loaded.cluster.etcd.mode !== 'local') {
    throw new UserError(`${loaded.locateField(['spec', 'etcd', 'external'])}: etcd is external: k8sform restores the stacked etcd of the control planes; restore an external etcd with its own tools (etcdutl snapshot restore)`);
  }
  return readEtcdSnapshotFile(from);
}

/**
 * Restores every member of the stacked etcd from one snapshot, as etcd's disaster-recovery
 * procedure does, under the cluster lock:
 * 1. on every control plane, the snapshot is uploaded and `etcdutl snapshot restore` (from the
 *    etcd image the member runs) writes the restored member beside the running one: a failure here
 *    leaves the cluster as it was;
 * 2. every control plane's static pods are stopped (their manifests moved aside) until none of
 *    their processes is left, on every host before the next step on any;
 * 3. each data directory's `member` is swapped for the restored one, the old kept beside it;
 * 4. the static pods are started, then every member must be healthy with quorum and every
 *    apiserver ready.
 */
export async function restoreEtcd(req: RestoreRequest): Promise<EtcdRestorePlan> {
  const { loaded, session, now } = req;
  const cluster = loaded.cluster;
  const { material, hosts } = await controlPlaneMaterial(loaded, session, now);
  const cps = controlPlaneHosts(cluster);
  const images = new Map<string, string>();
  for (const h of cps) {
    const manifest = hosts.get(h.name)?.files.get(manifestPath('etcd'));
    const image = manifest?.content && /^\s*image:\s*["']?([^\s"']+)/m.exec(manifest.content.toString('utf8'))?.[1];
    if (!image) throw new RemoteError(`host[${h.name}]`, `no etcd manifest with an image at ${manifestPath('etcd')}: a restore needs every control plane's member; bring the control planes up with k8sform apply first`);
    images.set(h.name, image);
  }
  const etcdCA = runCA(material, 'etcd-ca', now);
  if (!etcdCA) throw new RemoteError('', 'no control plane holds the etcd CA: bring the control planes up with k8sform apply first');
  const plan = etcdRestorePlan(cluster, images, req.snapshot, now);
  await req.review(plan);

  const lock = await ClusterLock.acquire(cluster, session.transports, newLockInfo(now, 'etcd restore'));
  req.say(`locked the cluster for this restore (lock ID ${lock.info.id})`);
  try {
    const on = (m: RestoredMember) => session.transports.get(m.host)!;
    const startAgain = () => everyMember(plan, 'start the static pods again', (m) => run(on(m), startScript(on(m).root)));
    const discard = () => everyMember(plan, 'remove the restored copies', (m) => run(on(m), discardScript(on(m).root, m)));
    await everyMember(plan, 'upload the snapshot and restore it beside the member', (m) => prepare(on(m), m, plan), discard);
    if (req.signal.aborted) {
      await discard();
      throw new RemoteError('', 'interrupted before the control plane was stopped: nothing was changed');
    }
    req.say(`restored the snapshot beside the member on ${names(plan)}; stopping the control plane`);

    // A kubelet still starting a static pod's containers when its manifest goes can leave them
    // running with no pod to stop them (a restore right after apply wrote the control planes): so
    // every component is given time to start first. One that keeps failing is stopped as it is.
    await pollUntil('every control plane\'s etcd, apiserver, controller-manager and scheduler started', Math.min(req.waitSeconds, STARTED_WAIT_SECONDS), req.signal, () => components(plan, on, 'stopped'))
      .catch((e: unknown) => {
        if (!(e instanceof GateFailed)) throw e;
      });
    await everyMember(plan, 'stop the static pods', (m) => run(on(m), stopScript(on(m).root)), async () => {
      await startAgain();
      await discard();
    });
    try {
      await pollUntil('every control plane\'s etcd, apiserver, controller-manager and scheduler stopped', req.waitSeconds, req.signal, () => components(plan, on, 'running'));
    } catch (e) {
      await startAgain();
      await discard();
      throw new RemoteError('', `${(e as Error).message}: the static pods were started again and nothing was restored`);
    }
    // Members of the old cluster and the restored one cannot run together: on a failure here the
    // control plane stays stopped, for a person to finish the swap (or undo it) by hand.
    await everyMember(plan, 'swap the restored member in', (m) => run(on(m), swapScript(on(m).root, m, plan.keptAs))).catch((e: Error) => {
      throw new RemoteError('', `${e.message}; every control plane is left stopped (its static pod manifests are in ${STOPPED_MANIFESTS_DIR}): finish the swap by hand as docs/backups.md says ("By hand"), then move the manifests back`);
    });
    req.say(`swapped the restored member in on ${names(plan)} (the data before it kept as ${plan.members[0]!.dataDir}/${plan.keptAs}); starting the control plane`);
    await startAgain();

    const keys = req.keys ?? systemKeySource;
    const access = etcdAccess(cluster, etcdCA, session, now, keys);
    const after = `the restored members are in place (the data before the restore is kept as ${plan.members[0]!.dataDir}/${plan.keptAs} on every control plane)`;
    try {
      await pollUntil('every etcd member healthy, with the members the snapshot was restored with', req.waitSeconds, req.signal, () => membersHealthy(access, cps, plan));
      req.say('etcd: every member healthy');
      const api = await apiAccess(cluster, runCA(material, 'ca', now), session, now, keys);
      if (api) {
        await pollUntil('every control plane\'s apiserver ready', req.waitSeconds, req.signal, async () => {
          const answers = await Promise.all(cps.map(async (h) => [h.name, await api.via(h.name).readiness()] as const));
          const waiting = answers.filter(([, a]) => a !== 'ok');
          return waiting.length === 0 || waiting.map(([h, a]) => `host[${h}]: ${a}`).join('; ');
        });
        req.say('apiserver: ready on every control plane');
      }
    } catch (e) {
      throw new RemoteError('', `${(e as Error).message}; ${after}`);
    }
    return plan;
  } finally {
    await lock.release();
  }
}

const names = (plan: EtcdRestorePlan) => plan.members.map((m) => `host[${m.host}]`).join(', ');

/** `act` on every member at once; when one fails, `undo` (if given) and the first failure thrown. */
async function everyMember(plan: EtcdRestorePlan, what: string, act: (m: RestoredMember) => Promise<void>, undo?: () => Promise<void>): Promise<void> {
  const results = await Promise.allSettled(plan.members.map(act));
  const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [`host[${plan.members[i]!.host}]: ${(r.reason as Error).message}`] : []));
  if (failed.length === 0) return;
  if (undo) await undo().catch(() => undefined);
  throw new RemoteError('', `cannot ${what}: ${failed.join('; ')}${undo ? '; nothing was changed' : ''}`);
}

async function run(t: HostTransport, script: string, stdin?: Readable): Promise<void> {
  const r = await t.exec(script, stdin);
  if (r.code !== 0) throw new Error(failureLine(r));
}

/** How long a restore waits for every control plane's components to have started before stopping them. */
const STARTED_WAIT_SECONDS = 60;

/** Which control planes still have a component `state` (running, or stopped: not running), or true when none has. */
async function components(plan: EtcdRestorePlan, on: (m: RestoredMember) => HostTransport, state: 'running' | 'stopped'): Promise<true | string> {
  const seen = await Promise.all(plan.members.map(async (m) => {
    const { processes } = await observeHost(on(m), [], [], [], CONTROL_PLANE_PROCESSES);
    const found = CONTROL_PLANE_PROCESSES.filter((p) => processes?.has(p) === (state === 'running'));
    return found.length ? `host[${m.host}] ${state === 'running' ? 'still runs' : 'does not run'} ${found.join(', ')}` : '';
  }));
  return seen.filter(Boolean).join('; ') || true;
}

async function membersHealthy(access: ReturnType<typeof etcdAccess>, cps: readonly Host[], plan: EtcdRestorePlan): Promise<true | string> {
  const read = await observeEtcd(access, cps);
  const { members, healthy, error } = read?.seen ?? {};
  if (!members) return error ?? 'no member answered';
  const want = plan.members.map((m) => `${m.name}=${m.peerURL}`).sort().join(',');
  const have = members.map((m) => `${m.name}=${m.peerURLs[0] ?? ''}`).sort().join(',');
  if (have !== want) return `members ${have}, expected ${want}`;
  const down = members.filter((m) => !healthy?.includes(m.id));
  return down.length === 0 || `${down.map((m) => m.name).join(', ')} not healthy yet`;
}

/** Uploads the snapshot (its sha256 checked on the host) and restores it into a directory beside the member's. */
async function prepare(t: HostTransport, m: RestoredMember, plan: EtcdRestorePlan): Promise<void> {
  await run(t, prepareScript(t.root, m, plan), createReadStream(plan.snapshot.file));
}

const paths = (root: string, m?: RestoredMember) => [
  `S=${shQuote(root + RESTORE_STAGE_DIR)}`, `H=${shQuote(root + STOPPED_MANIFESTS_DIR)}`, `K=${shQuote(root + STATIC_POD_PATH)}`,
  ...(m ? [`D=${shQuote(root + m.dataDir)}`, 'R="$D/.k8sform-restore"'] : []),
];

function prepareScript(root: string, m: RestoredMember, plan: EtcdRestorePlan): string {
  const image = shQuote(m.image);
  return [
    'set -eu', 'umask 077', ...paths(root, m),
    '[ ! -e "$H" ] || { echo "$H exists: an earlier etcd restore stopped part-way; move the manifests in it back to $K first" >&2; exit 1; }',
    ...privateHostDirLines(root, RESTORE_STAGE_DIR, 'S'),
    'M="$S/etcd-image"',
    // The snapshot and the image's mount never outlive this script.
    'trap \'ctr -n k8s.io images unmount --rm "$M" >/dev/null 2>&1 || true; rmdir "$M" 2>/dev/null || true; rm -f "$S/snapshot.db"\' EXIT',
    'rm -rf "$R"', 'cat > "$S/snapshot.db"',
    `printf '%s  %s\\n' ${shQuote(plan.snapshot.sha256)} "$S/snapshot.db" | sha256sum -c --status || { echo "the snapshot arrived changed (its sha256 differs)" >&2; exit 1; }`,
    'command -v ctr >/dev/null || { echo "ctr (containerd\'s client) is not installed: the restore runs etcdutl from the etcd image with it" >&2; exit 1; }',
    'ctr -n k8s.io images unmount --rm "$M" >/dev/null 2>&1 || true', 'mkdir -p "$M"',
    `out=$(ctr -n k8s.io images mount ${image} "$M" 2>&1) || { echo "cannot mount the etcd image "${image}" with ctr: $(printf '%s\\n' "$out" | tail -n 1)" >&2; exit 1; }`,
    `[ -x "$M/usr/local/bin/etcdutl" ] || { echo "the etcd image "${image}" has no /usr/local/bin/etcdutl" >&2; exit 1; }`,
    `out=$("$M/usr/local/bin/etcdutl" snapshot restore "$S/snapshot.db" --name ${shQuote(m.name)} --initial-cluster ${shQuote(plan.initialCluster)} --initial-cluster-token ${shQuote(plan.token)} --initial-advertise-peer-urls ${shQuote(m.peerURL)} --data-dir "$R" 2>&1) || { rm -rf "$R"; echo "etcdutl snapshot restore failed: $(printf '%s\\n' "$out" | tail -n 1)" >&2; exit 1; }`,
    '[ -d "$R/member" ] || { echo "etcdutl snapshot restore wrote no member directory into $R" >&2; exit 1; }',
  ].join('\n');
}

function discardScript(root: string, m: RestoredMember): string {
  return ['set -eu', ...paths(root, m), 'rm -rf "$R" "$S/snapshot.db"'].join('\n');
}

/** Moves every static pod manifest aside: the kubelet stops their pods. */
function stopScript(root: string): string {
  return ['set -eu', 'umask 077', ...paths(root), 'mkdir -p "$H"', 'chmod 0700 "$H"', 'for f in "$K"/*; do [ -f "$f" ] || continue; mv "$f" "$H"/; done'].join('\n');
}

function startScript(root: string): string {
  return ['set -eu', ...paths(root), '[ -d "$H" ] || exit 0', 'for f in "$H"/*; do [ -e "$f" ] || continue; mv "$f" "$K"/; done', 'rmdir "$H"'].join('\n');
}

/** The restored member in place of the old one, which stays beside it; the data directory itself stays (it may be a mount point). */
function swapScript(root: string, m: RestoredMember, keptAs: string): string {
  return [
    'set -eu', ...paths(root, m),
    '[ -d "$R/member" ] || { echo "the restored member is missing from $R" >&2; exit 1; }',
    `[ ! -e "$D/member" ] || mv "$D/member" "$D"/${shQuote(keptAs)}`,
    'mv "$R/member" "$D/member"', 'rmdir "$R"',
  ].join('\n');
}
