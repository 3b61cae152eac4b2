import type { KubeObject } from '../model/desired.js';

/**
 * What applying `manifest` would leave of `live`, worked out without the apiserver: the manifest's
 * fields over the live object's. Maps are merged; lists whose items are keyed (containers, volumes,
 * env, volumeMounts by name; ports by port and protocol) are merged item by item, as server-side
 * apply merges these associative lists, so the defaults the apiserver filled into a container stay;
 * other lists are replaced. Items only the live list has are dropped: k8sform owns these lists. Used only when a plan compares a
 * manifest the apiserver was never asked about (an offline plan of a changed cluster.yaml): it
 * tells whether the object changes, but fields the apiserver would default or drop are not known.
 */
export function mergedApply(live: KubeObject, manifest: KubeObject): KubeObject {
  return merge(live, manifest) as KubeObject;
}

const isMap = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The key server-side apply merges a list's items by, or undefined for a list it replaces. */
function itemKey(item: unknown): string | undefined {
  if (!isMap(item)) return undefined;
  if (typeof item.name === 'string') return `name:${item.name}`;
  if (typeof item.containerPort === 'number') return `containerPort:${item.containerPort}/${String(item.protocol ?? 'TCP')}`;
  if (typeof item.port === 'number') return `port:${item.port}/${String(item.protocol ?? 'TCP')}`;
  return undefined;
}

function mergeList(base: unknown[], over: unknown[]): unknown[] {
  const keys = over.map(itemKey);
  if (keys.some((k) => k === undefined) || new Set(keys).size !== keys.length) return over;
  const byKey = new Map(base.map((item) => [itemKey(item), item]));
  return over.map((item, i) => merge(byKey.get(keys[i]), item));
}

function merge(base: unknown, over: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(over)) return mergeList(base, over);
  if (!isMap(base) || !isMap(over)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = merge(base[k], v);
  return out;
}
