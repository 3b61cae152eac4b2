import type { KubeObject } from './desired.js';

/**
 * What k8sform applies for an object, given the live one. Node taints are one atomic list under
 * server-side apply: applying only k8sform's taints would drop those the kubelet and controllers
 * set (not-ready, unreachable...), so foreign taints are carried along.
 */
export function manifestToApply(desired: KubeObject, live: KubeObject | undefined): KubeObject {
  if (desired.kind !== 'Node' || !live) return desired;
  type Taint = { key: string; effect: string };
  const ours = ((desired as { spec?: { taints?: Taint[] } }).spec?.taints ?? []);
  const same = (a: Taint, b: Taint) => a.key === b.key && a.effect === b.effect;
  const current = (live as { spec?: { taints?: Taint[] } }).spec?.taints ?? [];
  // Taints are a set: keep the live order (others add theirs, e.g. node.kubernetes.io/unreachable,
  // in front of ours) so an unchanged Node never shows a reordering as drift.
  const taints = [...current.map((t) => ours.find((o) => same(o, t)) ?? t), ...ours.filter((o) => !current.some((t) => same(o, t)))];
  return { ...desired, spec: { ...(desired as { spec?: object }).spec, taints } };
}
