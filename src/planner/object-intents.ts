import type { Desired, DesiredObject } from '../model/desired.js';
import { sha256 } from '../state/observe-host.js';
import { normalizeObject } from './plan-objects.js';

/**
 * By object (`v1/ConfigMap/kube-system/kubeadm-config`), the digest of what cluster.yaml asks for.
 * Apply records it on the control planes for each object it applied; plan compares: an object whose
 * wish is the one recorded, yet differs from the live object, was changed by someone else (drift),
 * while a new wish comes from cluster.yaml. The wish, not the live object, is digested: controllers
 * fill in and update live objects (a Service's clusterIP, a Node's podCIDR), which is nobody's drift.
 */
export function objectIntents(desired: readonly Desired<DesiredObject>[]): Map<string, string> {
  return new Map(desired.map((d) => [d.addr.name, sha256(JSON.stringify(normalizeObject(d.spec.manifest)))]));
}
