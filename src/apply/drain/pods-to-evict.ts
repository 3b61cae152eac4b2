import type { KubeObject } from '../../model/desired.js';

/** The fields of a Pod that decide what draining its node does with it. */
export interface DrainedPod extends KubeObject {
  readonly metadata: KubeObject['metadata'] & {
    readonly annotations?: Readonly<Record<string, string>>;
    readonly ownerReferences?: readonly { readonly kind: string; readonly name: string; readonly controller?: boolean }[];
    readonly deletionTimestamp?: string;
  };
  readonly status?: { readonly phase?: string };
}

export interface DrainSelection {
  /** Pods to evict, through PodDisruptionBudgets. */
  readonly evict: readonly DrainedPod[];
  /** Pods already being deleted: waited for, not evicted again. */
  readonly terminating: readonly DrainedPod[];
  /** Why the node cannot be drained without losing a Pod for good; empty when it can. */
  readonly refused: readonly string[];
}

/** The kubelet's own record of a static pod; deleting it does nothing, so drains leave it. */
const MIRROR_ANNOTATION = 'kubernetes.io/config.mirror';

/**
 * What `kubectl drain --ignore-daemonsets --delete-emptydir-data` does with the Pods on a node:
 * static pods' mirrors and DaemonSet pods stay (the kubelet and the DaemonSet controller would put
 * them right back), finished Pods are left alone, Pods already being deleted are waited for, and
 * every other Pod is evicted (an emptyDir is scratch space that goes with its Pod). A Pod no
 * controller manages would be gone for good, so, as kubectl without `--force`, the drain is refused
 * and says which. Pure.
 */
export function podsToEvict(pods: readonly DrainedPod[]): DrainSelection {
  const evict: DrainedPod[] = [];
  const terminating: DrainedPod[] = [];
  const refused: string[] = [];
  for (const pod of pods) {
    const controller = pod.metadata.ownerReferences?.find((o) => o.controller);
    if (pod.metadata.annotations?.[MIRROR_ANNOTATION] !== undefined) continue;
    if (controller?.kind === 'DaemonSet') continue;
    if (pod.status?.phase === 'Succeeded' || pod.status?.phase === 'Failed') continue;
    if (pod.metadata.deletionTimestamp) terminating.push(pod);
    else if (!controller) refused.push(`Pod ${pod.metadata.namespace}/${pod.metadata.name} is not managed by a controller, so evicting it would delete it for good: delete or move it first`);
    else evict.push(pod);
  }
  return { evict, terminating, refused };
}
