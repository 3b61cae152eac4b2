import { createHash } from 'node:crypto';
import type { KubeObject } from '../../model/desired.js';

/** On the pod template of an in-cluster client k8sform manages: which cluster CAs it was started to trust. */
export const TRUSTED_CLUSTER_CAS_ANNOTATION = 'k8sform.io/trusted-cluster-cas';

/**
 * In-cluster clients (kube-proxy, CoreDNS, an add-on's controllers) read the cluster CA once, at start, from their service
 * account's `kube-root-ca.crt`, which kube-controller-manager publishes from `--root-ca-file`
 * (`ca.crt`). While `ca.crt` trusts more than one CA (a rotation of the cluster CA) their pod
 * templates carry this annotation, a digest of the CAs trusted in a fixed order: trust-both adds
 * it, so they restart trusting the new CA too before reissue has the apiservers present
 * certificates it signed; reissue trusts the same two and changes nothing; drop-old removes it, so
 * they restart trusting the new CA alone. Outside a rotation the template is kubeadm's.
 */
export function withClusterCATrust(workload: KubeObject, caBundlePem: string): KubeObject {
  const cas = (caBundlePem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []).map((b) => b.replace(/\s/g, ''));
  if (cas.length < 2) return workload;
  const digest = createHash('sha256').update([...cas].sort().join('\n')).digest('hex').slice(0, 16);
  const spec = workload.spec as { template: { metadata?: { annotations?: Record<string, string> } } };
  const template = spec.template;
  return {
    ...workload,
    spec: { ...spec, template: { ...template, metadata: { ...template.metadata, annotations: { ...template.metadata?.annotations, [TRUSTED_CLUSTER_CAS_ANNOTATION]: digest } } } },
  };
}

const ADDON_WORKLOAD_KINDS = new Set(['Deployment', 'DaemonSet', 'StatefulSet']);

/**
 * Whether an add-on object is a workload whose pods may talk to the apiserver: an apps/v1
 * Deployment, DaemonSet or StatefulSet whose pods get their service account's token (unless the
 * template turns that off). k8sform cannot tell which of them do, and restarting one that does not
 * costs only a rolling restart during a CA rotation.
 */
export function mayBeInClusterClient(object: KubeObject): boolean {
  if (object.apiVersion !== 'apps/v1' || !ADDON_WORKLOAD_KINDS.has(object.kind)) return false;
  const template = (object.spec as { template?: unknown } | undefined)?.template;
  if (!template || typeof template !== 'object' || Array.isArray(template)) return false;
  return (template as { spec?: { automountServiceAccountToken?: unknown } }).spec?.automountServiceAccountToken !== false;
}
