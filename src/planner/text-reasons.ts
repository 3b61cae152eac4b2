import { parse } from 'yaml';
import type { FileFormat } from '../model/desired.js';
import type { Reason } from '../model/plan.js';

/**
 * Why a text file (manifest, kubelet config, flags) differs, in the terms a reviewer cares about:
 * flags and image for static pods; otherwise just that the content changed (the diff shows how).
 */
export function textReasons(format: FileFormat, observed: string, desired: string): Reason[] {
  if (observed === desired) return [];
  if (format === 'static-pod') {
    const reasons = staticPodReasons(observed, desired);
    if (reasons.length) return reasons;
  }
  return [{ code: 'content', detail: 'content differs from the rendered file' }];
}

function staticPodReasons(observed: string, desired: string): Reason[] {
  let seen: PodLike;
  try {
    seen = parse(observed) as PodLike;
  } catch {
    return [{ code: 'unreadable', detail: 'not valid YAML' }];
  }
  const want = parse(desired) as PodLike;
  const a = seen?.spec?.containers?.[0];
  const b = want.spec.containers[0]!;
  const reasons: Reason[] = [];
  if (a?.image !== b.image) reasons.push({ code: 'image', detail: `${a?.image ?? '(none)'} → ${b.image}` });
  const flags = (c?: { command?: string[] }) => new Map((c?.command ?? []).slice(1).map((f) => [f.replace(/=.*$/, ''), f] as const));
  const before = flags(a);
  const after = flags(b);
  for (const [name, f] of after) {
    if (!before.has(name)) reasons.push({ code: 'flag-added', detail: f });
    else if (before.get(name) !== f) reasons.push({ code: 'flag-changed', detail: `${before.get(name)} → ${f}` });
  }
  for (const [name, f] of before) if (!after.has(name)) reasons.push({ code: 'flag-removed', detail: f });
  // A UID that changes along with the rest is no news; one the manifest lacks (kubeadm writes none) is.
  if (!seen?.metadata?.uid && want.metadata?.uid) reasons.push({ code: 'pod-uid', detail: 'metadata.uid added: the kubelet then keeps the pod running when it is upgraded' });
  return reasons;
}

interface PodLike {
  metadata?: { uid?: string };
  spec: { containers: { image?: string; command?: string[] }[] };
}
