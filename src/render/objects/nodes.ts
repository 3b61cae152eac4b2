import type { Cluster, Host, Taint } from '../../model/cluster.js';
import type { KubeObject } from '../../model/desired.js';

export const CONTROL_PLANE_LABEL = 'node-role.kubernetes.io/control-plane';
export const EXCLUDE_FROM_EXTERNAL_LB_LABEL = 'node.kubernetes.io/exclude-from-external-load-balancers';

/** kubeadm's mark-control-plane phase: the role label, the LB exclusion and the NoSchedule taint. */
const CONTROL_PLANE_LABELS = { [CONTROL_PLANE_LABEL]: '', [EXCLUDE_FROM_EXTERNAL_LB_LABEL]: '' };
const CONTROL_PLANE_TAINTS: readonly Taint[] = [{ key: CONTROL_PLANE_LABEL, effect: 'NoSchedule' }];

/**
 * Partial Node objects for server-side apply, carrying only the labels and taints k8sform owns.
 * The kubelet creates the Nodes; a worker without user labels or taints needs nothing here.
 */
export function nodeObjects(cluster: Cluster): KubeObject[] {
  return cluster.hosts.flatMap((host) => {
    const controlPlane = host.role === 'control-plane';
    if (!controlPlane && Object.keys(host.labels).length === 0 && host.taints.length === 0) return [];
    const labels = { ...(controlPlane ? CONTROL_PLANE_LABELS : {}), ...host.labels };
    const taints = mergeTaints(controlPlane ? CONTROL_PLANE_TAINTS : [], host.taints);
    return [nodeObject(host, labels, taints)];
  });
}

function nodeObject(host: Host, labels: Readonly<Record<string, string>>, taints: readonly Taint[]): KubeObject {
  const spec = taints.length > 0 ? { taints: taints.map(({ key, value, effect }) => (value === undefined ? { key, effect } : { key, value, effect })) } : undefined;
  return { apiVersion: 'v1', kind: 'Node', metadata: { name: host.name, labels }, ...(spec && { spec }) };
}

/** Defaults first; a user taint with the same key and effect takes the default's place. */
export function mergeTaints(defaults: readonly Taint[], user: readonly Taint[]): Taint[] {
  const byKeyEffect = new Map(defaults.map((t) => [`${t.key}:${t.effect}`, t]));
  for (const t of user) byKeyEffect.set(`${t.key}:${t.effect}`, t);
  return [...byKeyEffect.values()];
}
