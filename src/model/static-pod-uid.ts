import { createHash } from 'node:crypto';
import { parse } from 'yaml';

/**
 * The UID a control-plane static pod runs under, written into its manifest (`metadata.uid`): a
 * digest of the manifest's path and its content without the UID. A kubelet keeps a UID
 * the manifest gives; without one it hashes the decoded Pod (pkg/kubelet/config applyDefaults),
 * whose type changes between releases, so a kubelet of another release would restart every
 * control-plane component of its host at once, about 20 s after it starts. With the UID written,
 * the components keep running across a kubelet upgrade; and since the UID changes with the content,
 * a changed manifest still replaces its pod, and its mirror pod's `kubernetes.io/config.hash`.
 * 32 hex digits, as the kubelet's own. The host is left out, as RKE2 leaves it out of the UIDs it
 * writes: a pod's UID only matters to the kubelet of its host, and the same manifest on every
 * control plane (kube-scheduler's) then reads the same, so a review sees one file, not one per host.
 */
export function staticPodUid(path: string, contentWithoutUid: string): string {
  return createHash('sha256').update(`file:${path}\n${contentWithoutUid}`).digest('hex').slice(0, 32);
}

/** The pod with its metadata.uid set. */
export function withUid<T extends { readonly metadata: object }>(pod: T, uid: string): T {
  return { ...pod, metadata: { ...pod.metadata, uid } };
}

/** Whether a manifest gives its pod's UID (so a kubelet of another release keeps the pod running). */
export function declaresUid(manifest: string): boolean {
  try {
    const uid = (parse(manifest) as { metadata?: { uid?: unknown } } | null)?.metadata?.uid;
    return typeof uid === 'string' && uid !== '';
  } catch {
    return false;
  }
}
