import type { Cluster, Host } from '../../model/cluster.js';
import { joinHostPort } from '../../model/net.js';
import { controlPlaneURL } from '../../config/resolve.js';
import { CLUSTER_ADMINS_GROUP, type Subject } from '../pki/certificates.js';
import { KUBERNETES_DIR } from '../../model/kubeadm-paths.js';

/** One kubeconfig kubeadm writes on a control-plane host (cf. phases/kubeconfig/kubeconfig.go). */
export interface KubeconfigSpec {
  readonly fileName: string;
  /** The client identity; the user name in the file is the common name. */
  readonly subject: (host: Host) => Subject;
  /** Which apiserver the file points at; `kubelet` is local from 1.33 (ControlPlaneKubeletLocalMode). */
  readonly server: 'control-plane-endpoint' | 'local' | 'kubelet';
  /** Only `kubeadm init` writes it: control planes that join get none. */
  readonly firstControlPlaneOnly?: boolean;
}

export const KUBECONFIGS: readonly KubeconfigSpec[] = [
  { fileName: 'admin.conf', subject: () => ({ commonName: 'kubernetes-admin', organization: [CLUSTER_ADMINS_GROUP] }), server: 'control-plane-endpoint' },
  // Break-glass identity that bypasses RBAC; kept on the first control plane only, as kubeadm init does.
  { fileName: 'super-admin.conf', subject: () => ({ commonName: 'kubernetes-super-admin', organization: ['system:masters'] }), server: 'control-plane-endpoint', firstControlPlaneOnly: true },
  { fileName: 'controller-manager.conf', subject: () => ({ commonName: 'system:kube-controller-manager' }), server: 'local' },
  { fileName: 'scheduler.conf', subject: () => ({ commonName: 'system:kube-scheduler' }), server: 'local' },
  { fileName: 'kubelet.conf', subject: (h) => ({ commonName: `system:node:${h.name}`, organization: ['system:nodes'] }), server: 'kubelet' },
];

export const kubeconfigPath = (fileName: string) => `${KUBERNETES_DIR}/${fileName}`;

/** The kubeconfigs kubeadm writes on this control-plane host (the first in cluster.yaml is the one kubeadm init ran on). */
export function kubeconfigsFor(cluster: Cluster, host: Host): KubeconfigSpec[] {
  const first = cluster.hosts.find((h) => h.role === 'control-plane')?.name === host.name;
  return KUBECONFIGS.filter((k) => first || !k.firstControlPlaneOnly);
}

export function serverURL(cluster: Cluster, host: Host, server: KubeconfigSpec['server']): string {
  const local = server === 'local' || (server === 'kubelet' && cluster.release.kubeletLocalMode);
  return local ? `https://${joinHostPort(host.internalAddress, cluster.apiServer.bindPort)}` : controlPlaneURL(cluster);
}

export type KubeconfigUser =
  | { readonly clientCertificatePem: string; readonly clientKeyPem: string }
  | { readonly token: string };

/** The one context of a kubeconfig clientcmd writes: `user@cluster`. */
export const kubeconfigContext = (userName: string, clusterName: string) => `${userName}@${clusterName}`;

const b64 = (s: string) => Buffer.from(s).toString('base64');

/**
 * A single-cluster, single-user kubeconfig as clientcmd writes it (CA embedded). client-go before
 * 0.34 (Kubernetes 1.33 and older) also wrote an empty `preferences: {}`.
 */
export function kubeconfigDocument(clusterName: string, server: string, caPem: string, userName: string, user: KubeconfigUser, legacyPreferences = false): object {
  const context = kubeconfigContext(userName, clusterName);
  return {
    apiVersion: 'v1',
    kind: 'Config',
    preferences: legacyPreferences ? {} : undefined,
    clusters: [{ name: clusterName, cluster: { server, 'certificate-authority-data': b64(caPem) } }],
    contexts: [{ name: context, context: { cluster: clusterName, user: userName } }],
    'current-context': context,
    users: [
      {
        name: userName,
        user: 'token' in user
          ? { token: user.token }
          : { 'client-certificate-data': b64(user.clientCertificatePem), 'client-key-data': b64(user.clientKeyPem) },
      },
    ],
  };
}
