import type { Cluster } from '../../model/cluster.js';
import { controlPlaneURL } from '../../config/resolve.js';
import type { KubeObject } from '../../model/desired.js';
import { canonicalYaml } from '../canonical-yaml.js';
import { KUBE_PUBLIC, configMap } from './kube-objects.js';
import { configMapReader, userSubject } from './rbac.js';

export const CLUSTER_INFO = 'cluster-info';

/**
 * The kube-public/cluster-info ConfigMap joining nodes read anonymously (and verify through the
 * JWS signatures the bootstrap-signer controller adds), plus the Role that lets them.
 */
export function clusterInfoObjects(cluster: Cluster, caCertPem: string): KubeObject[] {
  return [
    configMap(KUBE_PUBLIC, CLUSTER_INFO, { kubeconfig: clusterInfoKubeconfig(cluster, caCertPem) }),
    ...configMapReader(KUBE_PUBLIC, 'kubeadm:bootstrap-signer-clusterinfo', CLUSTER_INFO, [userSubject('system:anonymous')]),
  ];
}

/**
 * As clientcmd.Write prints a config holding only the unnamed cluster: `contexts` and `users` are
 * not omitempty (so `null`); client-go before 1.34 also wrote `preferences: {}`.
 */
export function clusterInfoKubeconfig(cluster: Cluster, caCertPem: string): string {
  return canonicalYaml({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: '', cluster: { server: controlPlaneURL(cluster), 'certificate-authority-data': Buffer.from(caCertPem).toString('base64') } }],
    contexts: null,
    'current-context': '',
    preferences: cluster.release.legacyClientGoSerialization ? {} : undefined,
    users: null,
  });
}
