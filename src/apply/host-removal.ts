import { formatAddress } from '../model/address.js';
import { isDirChange, isFileChange, isProcessChange, removedNode, type Change, type HostChange } from '../model/plan.js';
import { APPLIED_RECORD_PATH } from '../model/applied-record.js';
import { shQuote } from '../model/shell-quote.js';
import { drainNode, drainedLine, nodeRef, some } from './drain/drain-node.js';
import { writeHostChanges } from './execute.js';
import { kubeletState, nodeReady, runHostCommand, type GateContext } from './gates/gate-context.js';
import { GateFailed, pollUntil, RolloutInterrupted } from './gates/poll.js';
import { BACKUP_ROOT } from '../model/kubeadm-paths.js';
import { failureLine } from '../model/host-transport.js';

export interface RemovalContext extends GateContext {
  readonly signal: AbortSignal;
  readonly contents: ReadonlyMap<string, Buffer>;
  readonly backupDir: string;
}

export interface RemovalOutcome {
  /** Printable addresses of what was done. */
  readonly applied: readonly string[];
  /** Why the removal stopped; what was applied before stands (a deleted Node cannot be put back). */
  readonly error?: string;
  /** It stopped because apply was interrupted. */
  readonly interrupted?: boolean;
}

/**
 * Takes a machine that left cluster.yaml out of the cluster, as `kubectl drain`, `kubectl delete
 * node` and `kubeadm reset` would: with --drain its Pods are evicted first (PodDisruptionBudgets
 * hold; a refused drain touches nothing); its Node is deleted, so nothing is scheduled there and
 * its DaemonSet Pods are not made again; the files k8sform wrote there are moved into this run's
 * backup folder (the kubelet, still running, stops the static pods whose manifests went); the Pods
 * still bound to it are deleted and the kubelet, while it runs, stops their containers and
 * confirms; then the kubelet is stopped, and only then are the directories (etcd's data, the
 * kubelet's certificates) emptied into the backup and k8sform's record moved there too. A machine
 * plan left alone (unreadable, or another host's now) has its Node deleted and its Pods deleted:
 * gracefully while its kubelet is alive (its Node Ready), at once when it is not.
 */
export async function removeHost(ctx: RemovalContext, host: string, changes: readonly Change[]): Promise<RemovalOutcome> {
  const api = ctx.api();
  if (!api) return { applied: [], error: 'no apiserver to remove the Node through' };
  const transport = ctx.transports.get(host);
  const node = changes.find((c) => removedNode(c) !== undefined);
  const kubelet = changes.find(isProcessChange);
  const applied: string[] = [];
  const alive = transport ? (await kubeletState(ctx, host)) === 'running' : nodeReady(await api.get(nodeRef(host))) === true;

  if (node && ctx.drain && alive) {
    const report = (line: string) => ctx.say(`  host[${host}]: ${line}`);
    try {
      report(drainedLine(host, await drainNode(api, host, ctx.drain, ctx.signal, report)));
    } catch (e) {
      return { applied, error: `draining Node ${host} failed, so nothing was removed: ${(e as Error).message}`, interrupted: e instanceof RolloutInterrupted };
    }
  }
  /** Deletes the Node, then cleans the machine; returns why it stopped, if it did. */
  const takeOut = async (): Promise<string | undefined> => {
    if (node) {
      await api.delete(nodeRef(host));
      applied.push(formatAddress(node.addr));
      ctx.say(`  host[${host}]: deleted Node ${host}`);
    }
    // Files first: the kubelet, still running, stops the static pods whose manifests went.
    const files = await moveAside(ctx, host, changes.filter(isFileChange), applied);
    if (files) return files;
    const gone = await podsGone(ctx, host, alive, transport !== undefined);
    if (gone !== true) ctx.say(`  host[${host}]: ${gone}`);
    if (!kubelet || !transport) return undefined;
    await runHostCommand(ctx, host, ctx.cluster.rollout.kubeletStopCommand);
    applied.push(formatAddress(kubelet.addr));
    ctx.say(`  host[${host}]: stopped the kubelet (${ctx.cluster.rollout.kubeletStopCommand})`);
    // Directories (etcd's data, the kubelet's certificates) once nothing runs that uses them.
    const directories = await moveAside(ctx, host, changes.filter(isDirChange), applied);
    if (directories) return directories;
    const record = await transport.exec(moveRecordScript(transport.root, ctx.backupDir));
    if (record.code !== 0) return `moving ${APPLIED_RECORD_PATH} into the backup failed: ${failureLine(record)}`;
    ctx.say(`  host[${host}]: k8sform's files there are in ${BACKUP_ROOT}/${ctx.backupDir}; the machine is out of the cluster`);
    return undefined;
  };
  try {
    const error = await takeOut();
    return error ? { applied, error: unfinished(host, error, applied, node) } : { applied };
  } catch (e) {
    return { applied, error: unfinished(host, (e as Error).message, applied, node), interrupted: e instanceof RolloutInterrupted };
  }
}

/** Once its Node is gone no plan finds the machine again: the error says how to finish by hand. */
function unfinished(host: string, error: string, applied: readonly string[], node: Change | undefined): string {
  if (!node || !applied.includes(formatAddress(node.addr))) return error;
  return `${error}. Node ${host} is deleted, so k8sform will not find that machine again: finish by hand there (kubeadm reset, or stop the kubelet and move /etc/kubernetes, /var/lib/kubelet/pki and the etcd data directory aside)`;
}

/** Moves the changes' files or directories' contents into the backup folder; returns why it failed, if it did. */
async function moveAside(ctx: RemovalContext, host: string, changes: readonly HostChange[], applied: string[]): Promise<string | undefined> {
  const transport = ctx.transports.get(host);
  if (!transport || !changes.length) return undefined;
  const written = await writeHostChanges(transport, changes, ctx.contents, ctx.backupDir);
  applied.push(...written.applied);
  return written.error;
}

/**
 * Deletes the Pods still bound to the node and, on a machine being cleaned, waits until they are
 * gone: while its kubelet runs it stops their containers and confirms each deletion (the static
 * pods' mirrors go as their manifests did). Without a live kubelet nothing would confirm, so they
 * are deleted at once. Returns true, or what was left after the kubelet timeout (then deleted at once too).
 */
async function podsGone(ctx: RemovalContext, host: string, alive: boolean, cleaned: boolean): Promise<true | string> {
  const api = ctx.api()!;
  const bound = () => api.list('v1', 'Pod', '', `spec.nodeName=${host}`);
  const deleteAll = async (grace?: number) => {
    for (const p of await bound()) await api.delete(p, grace);
  };
  if (!alive) {
    await deleteAll(0);
    return true;
  }
  await deleteAll();
  // A machine left alone keeps its kubelet, which confirms the deletions in its own time.
  if (!cleaned) return true;
  try {
    await pollUntil(`the Pods on ${host} stopped by its kubelet`, ctx.cluster.rollout.kubeletTimeoutSeconds, ctx.signal, async () => {
      const left = await bound();
      return left.length ? `${left.length} Pod(s) still bound to ${host}: ${some(left)}` : true;
    });
    return true;
  } catch (e) {
    if (!(e instanceof GateFailed)) throw e;
    await deleteAll(0);
    return `${e.message}; deleted them without waiting (their containers may still run there until the machine is reset)`;
  }
}

/** k8sform's record of what it wrote there goes with the files: the machine holds nothing of the cluster's any more. */
function moveRecordScript(root: string, backupDir: string): string {
  const record = shQuote(APPLIED_RECORD_PATH);
  return [
    'set -eu',
    `R=${shQuote(root)}`,
    `B="$R"${shQuote(`${BACKUP_ROOT}/${backupDir}`)}`,
    `if [ -f "$R"${record} ]; then mkdir -p "$B$(dirname ${record})"; mv "$R"${record} "$B"${record}; fi`,
  ].join('\n');
}
