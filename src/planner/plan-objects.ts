import { compareAddresses, formatAddress, objectAddress, type Address } from '../model/address.js';
import { APPLYSET_PARENT_ADDRESS, isAddonMember } from '../render/objects/addon-set.js';
import type { Desired, DesiredObject, KubeObject } from '../model/desired.js';
import type { ObservedObjects } from '../model/observed-objects.js';
import type { Change, ObjectState, Reason, ReasonCode } from '../model/plan.js';
import { withholdSecretText } from '../crypto/secret-text.js';
import { canonicalYaml } from '../render/canonical-yaml.js';
import { sha256 } from '../state/observe-host.js';

/** Fields the server owns: never a difference worth showing or applying. */
const SERVER_FIELDS = ['managedFields', 'resourceVersion', 'uid', 'creationTimestamp', 'generation', 'selfLink'];
const SERVER_ANNOTATIONS = ['deprecated.daemonset.template.generation', 'deployment.kubernetes.io/revision'];

/** The object as compared and shown: no server bookkeeping, no status, token secrets redacted. */
export function normalizeObject(o: KubeObject): Record<string, unknown> {
  const metadata: Record<string, unknown> = { ...o.metadata };
  for (const f of SERVER_FIELDS) delete metadata[f];
  const annotations = { ...(metadata.annotations as Record<string, string> | undefined) };
  for (const a of SERVER_ANNOTATIONS) delete annotations[a];
  metadata.annotations = Object.keys(annotations).length ? annotations : undefined;
  const { status: _status, ...rest } = o as KubeObject & { status?: unknown };
  return { ...rest, metadata };
}

/** Secret values are shown only as what they are (token secrets never). */
function redact(o: Record<string, unknown>): Record<string, unknown> {
  if (o.kind !== 'Secret' || typeof o.data !== 'object' || o.data === null) return o;
  const data = Object.fromEntries(Object.entries(o.data as Record<string, string>).map(([k, v]) => [k, k === 'token-secret' ? '(sensitive)' : Buffer.from(v, 'base64').toString('utf8')]));
  return { ...o, data };
}

function state(o: KubeObject): ObjectState {
  const normal = normalizeObject(o);
  return { digest: sha256(JSON.stringify(normal)), view: { kind: 'text', text: withholdSecretText(canonicalYaml(redact(normal))) } };
}

/**
 * Desired objects × what the apiserver holds → changes. An object is updated when a server-side
 * dry-run apply of it would change the live object (compared without server bookkeeping); objects
 * carrying k8sform's label that are no longer desired are deleted; nothing else ever is.
 */
export function planObjects(desired: readonly Desired<DesiredObject>[], observed: ObservedObjects): Change[] {
  const changes: Change[] = [];
  const wanted = new Set(desired.map((d) => formatAddress(d.addr)));
  for (const d of desired) {
    const key = formatAddress(d.addr);
    const live = observed.live.get(key);
    const base = { addr: d.addr, format: 'object' as const, sensitive: d.spec.sensitive, dependsOn: d.dependsOn };
    if (d.spec.manifest.kind === 'Node' && !live) {
      // The kubelet registers Nodes; k8sform only labels and taints them once they exist.
      continue;
    }
    if (!live) {
      changes.push({ ...base, action: 'create', after: state(d.spec.manifest), reasons: [{ code: 'missing', detail: 'not in the cluster' }] });
      continue;
    }
    const after = observed.dryRun.get(key) ?? d.spec.manifest;
    const reasons = fieldReasons(normalizeObject(live), normalizeObject(after));
    changes.push({ ...base, action: reasons.length ? 'update' : 'noop', before: state(live), after: state(after), reasons });
  }
  const prunedMembers: Address[] = [];
  for (const o of observed.managed) {
    const addr = objectAddress(o.apiVersion, o.kind, o.metadata.name, o.metadata.namespace);
    if (wanted.has(formatAddress(addr)) || o.kind === 'Node') continue;
    // Already being deleted (a Namespace while its contents go, an object waiting on finalizers): deleting it again changes nothing.
    if (o.metadata.deletionTimestamp !== undefined) continue;
    const member = isAddonMember(o);
    if (member) prunedMembers.push(addr);
    changes.push({
      addr, action: 'delete', format: 'object', sensitive: o.kind === 'Secret', dependsOn: [], before: state(o),
      reasons: [{ code: 'not-desired', detail: member ? 'in the add-ons k8sform applied, and no longer in spec.addons (its manifests or charts)' : 'created by k8sform and no longer in cluster.yaml' }],
    });
  }
  // The set's parent changes last, after the members it lists are pruned, so a stopped apply leaves it listing every kind a member may still have.
  const parent = formatAddress(APPLYSET_PARENT_ADDRESS);
  return changes.map((c) => (formatAddress(c.addr) === parent && prunedMembers.length ? { ...c, dependsOn: [...c.dependsOn, ...prunedMembers].sort(compareAddresses) } : c)).sort((a, b) => compareAddresses(a.addr, b.addr));
}

/** The top-level paths that differ (`subjects`, `data.kubelet`, `metadata.labels`), as reasons. */
function fieldReasons(live: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): Reason[] {
  const keys = [...new Set([...Object.keys(live), ...Object.keys(after)])].sort();
  return keys.flatMap((k) => {
    const [a, b] = [live[k], after[k]];
    if (JSON.stringify(a) === JSON.stringify(b)) return [];
    const path = prefix ? `${prefix}.${k}` : k;
    const nested = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x);
    if (nested(a) && nested(b) && (k === 'metadata' || k === 'data' || k === 'spec')) return fieldReasons(a as Record<string, unknown>, b as Record<string, unknown>, path);
    return [{ code: 'field', detail: path === 'data.token-secret' ? 'data.token-secret (sensitive)' : path }];
  });
}

/** Reason given to every object while the apiserver cannot be asked. */
export const PENDING = 'after-control-plane' satisfies ReasonCode;

/** Without an apiserver to ask, every object (but Nodes, which the kubelet registers) is to be created once it is up. */
export function pendingObjects(objects: readonly Desired<DesiredObject>[], endpoint: string | undefined): Change[] {
  const why = endpoint ? `the apiserver at ${endpoint} is not ready, or kubeadm:cluster-admins does not exist yet; created once the control plane is up` : 'the control plane does not exist yet; created once it is up';
  return planObjects(objects.filter((d) => d.spec.manifest.kind !== 'Node'), { live: new Map(), dryRun: new Map(), managed: [] })
    .map((c) => ({ ...c, reasons: [{ code: PENDING, detail: why }] }));
}
