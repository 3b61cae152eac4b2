import type { KubeObject } from '../model/desired.js';
import type { ExistingMaterial } from '../render/inputs.js';
import { allTokenIds, liveTokens } from '../state/observe-objects.js';

/**
 * The tokens to keep: the valid ones the apiserver holds; else the one the workers carry (so a new
 * cluster's Secret matches the workers' bootstrap-kubelet.conf), unless the apiserver says it expired.
 */
export function chooseTokens(live: readonly KubeObject[] | undefined, onWorkers: ExistingMaterial['tokens'], now: Date): ExistingMaterial['tokens'] {
  const valid = live ? liveTokens(live, now) : [];
  if (valid.length) return valid;
  const known = new Set(live ? allTokenIds(live) : []);
  return onWorkers?.filter((t) => !known.has(t.id));
}
