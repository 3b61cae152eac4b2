import type { KubeClient } from '../../providers/kube-api/kube-client.js';
import { pollUntil, retried } from '../gates/poll.js';
import { podsToEvict, type DrainedPod } from './pods-to-evict.js';

/** `apply --drain`: evict a node's Pods before its kubelet restarts, each drain within `timeoutSeconds`. */
export interface DrainSettings {
  readonly timeoutSeconds: number;
}

/** A drain that would lose Pods for good; says which. */
export class DrainRefused extends Error {}

/** kubectl drain retries an eviction a PodDisruptionBudget refuses every 5 s. */
const EVICTION_RETRY_MS = 5000;

export const nodeRef = (name: string) => ({ apiVersion: 'v1', kind: 'Node', metadata: { name } });
const podName = (p: Pick<DrainedPod, 'metadata'>) => `${p.metadata.namespace}/${p.metadata.name}`;
const uid = (p: DrainedPod) => String(p.metadata.uid ?? podName(p));
/** The first three Pods by namespace/name, for a message. */
export const some = (pods: readonly Pick<DrainedPod, 'metadata'>[]) => pods.slice(0, 3).map(podName).join(', ') + (pods.length > 3 ? ', ...' : '');

/**
 * Marks the Node unschedulable, as `kubectl cordon`. Returns false when it already was: an operator
 * cordoned it, so the drain must not uncordon it afterwards. The patch is retried like an uncordon's
 * (setting the field twice is harmless): an etcd busy just after its members restarted answers
 * "etcdserver: request timed out" now and then.
 */
export async function cordon(api: KubeClient, node: string, signal: AbortSignal = new AbortController().signal, retrySeconds = UNCORDON_RETRY_SECONDS): Promise<boolean> {
  // Read with the same patience: in an upgrade the apiserver this goes through can answer and then
  // be re-created by its node's new kubelet a moment later (seen on the lab: cp-2's drain through cp-1
  // seconds after cp-1's kubelet restart), and refuse connections until it is back.
  const current = await retried(`Node ${node} read`, retrySeconds, signal, () => api.get(nodeRef(node)));
  if (!current) throw new Error(`Node ${node} does not exist`);
  if ((current.spec as { unschedulable?: boolean } | undefined)?.unschedulable === true) return false;
  await retried(`Node ${node} cordoned`, retrySeconds, signal, () => api.mergePatch(nodeRef(node), { spec: { unschedulable: true } }));
  return true;
}

/** How long a cordon or uncordon keeps trying: an apiserver restarted by a kubelet upgrade answers again within it. */
export const UNCORDON_RETRY_SECONDS = 90;

/**
 * Makes the Node schedulable again, as `kubectl uncordon`. It is retried, and never interrupted:
 * a node left cordoned takes no new Pods, so an apiserver that refuses for a moment (restarting,
 * or answering 403 before its RBAC cache synced) must not leave it so.
 */
export async function uncordon(api: KubeClient, node: string, retrySeconds = UNCORDON_RETRY_SECONDS): Promise<void> {
  await retried(`Node ${node} uncordoned`, retrySeconds, new AbortController().signal, () => api.mergePatch(nodeRef(node), { spec: { unschedulable: null } }));
}

/**
 * Uncordons a Node this run cordoned and says so on `report`; a failure is reported with the
 * command that finishes the job by hand, never thrown, since the rollout's own outcome matters more.
 */
export async function uncordonReporting(api: KubeClient, node: string, report: (line: string) => void): Promise<boolean> {
  try {
    await uncordon(api, node);
    report(`uncordoned Node ${node}`);
    return true;
  } catch (e) {
    report(`could not uncordon Node ${node} (${(e as Error).message}); run: kubectl uncordon ${node}`);
    return false;
  }
}

/** What `drainNode` did: whether it cordoned the Node (so must uncordon it later), Pods evicted, seconds taken. */
export interface Drained {
  readonly cordonedHere: boolean;
  readonly evicted: number;
  readonly seconds: number;
}

/**
 * `kubectl drain`: cordons the Node and evicts its Pods (see evictPods). When eviction fails, a Node
 * cordoned here is uncordoned again (reported on `report`) before the error is rethrown unchanged,
 * so a refused drain leaves the Node as it found it. A Node an operator had cordoned stays cordoned.
 */
export async function drainNode(api: KubeClient, node: string, settings: DrainSettings, signal: AbortSignal, report: (line: string) => void, retrySeconds = UNCORDON_RETRY_SECONDS): Promise<Drained> {
  const started = Date.now();
  const cordonedHere = await cordon(api, node, signal, retrySeconds);
  try {
    const evicted = await evictPods(api, node, settings.timeoutSeconds, signal, retrySeconds);
    return { cordonedHere, evicted, seconds: Math.round((Date.now() - started) / 1000) };
  } catch (e) {
    if (cordonedHere) await uncordonReporting(api, node, report);
    throw e;
  }
}

/** The line a successful drain reports. */
export const drainedLine = (node: string, d: Drained) =>
  `drained Node ${node}: ${d.evicted} Pod(s) evicted in ${d.seconds}s${d.cordonedHere ? '' : ' (it was already cordoned, and stays so)'}`;

/**
 * Evicts the Pods on a cordoned node (see podsToEvict) through the Eviction API, so that
 * PodDisruptionBudgets hold: a refused eviction is retried until the budget allows it (another
 * replica became ready elsewhere). Done when every evicted or already terminating Pod is gone;
 * returns how many were evicted. Throws DrainRefused before evicting anything when a Pod would be
 * lost, GateFailed (saying what it waits for) when the timeout passes, RolloutInterrupted on `signal`.
 */
export async function evictPods(api: KubeClient, node: string, timeoutSeconds: number, signal: AbortSignal, retrySeconds = UNCORDON_RETRY_SECONDS): Promise<number> {
  const onNode = async () => (await api.list('v1', 'Pod', '', `spec.nodeName=${node}`)) as DrainedPod[];
  const selection = podsToEvict(await retried(`the Pods on Node ${node} listed`, retrySeconds, signal, onNode));
  if (selection.refused.length) throw new DrainRefused(selection.refused.join('; '));
  const toEvict = new Map(selection.evict.map((p) => [uid(p), p]));
  const leaving = new Set([...selection.evict, ...selection.terminating].map(uid));
  let evicted = 0;
  await pollUntil(`the Pods on Node ${node} evicted`, timeoutSeconds, signal, async () => {
    for (const [id, pod] of toEvict) {
      const r = await api.evict(pod);
      if (r === 'blocked') continue;
      toEvict.delete(id);
      if (r === 'evicted') evicted++;
    }
    if (toEvict.size) return `a PodDisruptionBudget does not allow evicting ${some([...toEvict.values()])} yet`;
    const left = (await onNode()).filter((p) => leaving.has(uid(p)));
    return left.length ? `${left.length} Pod(s) still terminating: ${some(left)}` : true;
  }, { everyMs: EVICTION_RETRY_MS });
  return evicted;
}
