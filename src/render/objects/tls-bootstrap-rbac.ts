import type { Cluster } from '../../model/cluster.js';
import type { KubeObject } from '../../model/desired.js';
import { kubeletClientViaKubeletAPIAdmin } from '../../config/releases.js';
import { NODES_GROUP, bootstrapperGroups, clusterRole, clusterRoleBinding, groupSubjects, userSubject } from './rbac.js';

export const GET_NODES_ROLE = 'kubeadm:get-nodes';

/**
 * What lets a kubelet join with a bootstrap token (phases/bootstraptoken/node/tlsbootstrap.go):
 * post a CSR, have it approved, read its Node, and later renew its own certificate.
 */
export function tlsBootstrapRbac(cluster: Cluster): KubeObject[] {
  const bootstrappers = groupSubjects(bootstrapperGroups(cluster));
  return [
    clusterRoleBinding('kubeadm:kubelet-bootstrap', 'system:node-bootstrapper', bootstrappers),
    clusterRole(GET_NODES_ROLE, [{ apiGroups: [''], resources: ['nodes'], verbs: ['get'] }]),
    clusterRoleBinding(GET_NODES_ROLE, GET_NODES_ROLE, bootstrappers),
    clusterRoleBinding('kubeadm:node-autoapprove-bootstrap', 'system:certificates.k8s.io:certificatesigningrequests:nodeclient', bootstrappers),
    clusterRoleBinding(
      'kubeadm:node-autoapprove-certificate-rotation',
      'system:certificates.k8s.io:certificatesigningrequests:selfnodeclient',
      groupSubjects([NODES_GROUP]),
    ),
    // The apiserver's kubelet client certificate carries no group in newer releases: this binding
    // gives it the kubelet API (logs, exec, port-forward) and nothing more.
    ...(kubeletClientViaKubeletAPIAdmin(cluster.release, cluster.kubernetesVersion)
      ? [clusterRoleBinding('kubeadm:apiserver-kubelet-client', 'system:kubelet-api-admin', [userSubject('kube-apiserver-kubelet-client')])]
      : []),
  ];
}
