import type { KubeObject } from '../model/desired.js';

/**
 * What applying `manifest` would leave of `live`, worked out without the apiserver: the manifest's
 * fields over the live object's (maps merged, lists replaced). Used only when a plan compares a
 * manifest the apiserver was never asked about (an offline plan of a changed cluster.yaml): it
 * tells whether the object changes, but fields the apiserver would default or drop are not known.
 */
export function mergedApply(live: KubeObject, manifest: KubeObject): KubeObject {
  return merge(live, manifest) as KubeObject;
}

function merge(base: unknown, over: unknown): unknown {
  const isMap = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
  if (!isMap(base) || !isMap(over)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = merge(base[k], v);
  return out;
}
