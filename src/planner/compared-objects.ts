import { formatAddress } from '../model/address.js';
import type { Desired, DesiredObject, KubeObject } from '../model/desired.js';
import { manifestToApply } from '../model/node-apply.js';
import type { ObservedObjects } from '../model/observed-objects.js';
import type { ObjectsSeen } from '../state/observation.js';
import { appliedDigest } from '../state/observe-objects.js';
import { mergedApply } from './merged-apply.js';

/**
 * What the planner compares for the desired objects: the apiserver's dry-run answer where it was
 * asked about this very manifest; else (an offline plan of a changed cluster.yaml) the manifest
 * merged over the live object.
 */
export function comparedObjects(desired: readonly Desired<DesiredObject>[], seen: ObjectsSeen): ObservedObjects {
  const dryRun = new Map<string, KubeObject>();
  for (const d of desired) {
    const key = formatAddress(d.addr);
    const live = seen.live.get(key);
    const applied = manifestToApply(d.spec.manifest, live);
    const asked = seen.dryRun.get(key);
    if (asked && asked.applied === appliedDigest(applied)) dryRun.set(key, asked.result);
    else if (live) dryRun.set(key, mergedApply(live, applied));
  }
  return { live: seen.live, dryRun, managed: seen.managed };
}

