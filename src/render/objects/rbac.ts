import type { Cluster } from '../../model/cluster.js';
import type { KubeObject } from '../../model/desired.js';

export const RBAC_API_VERSION = 'rbac.authorization.k8s.io/v1';
const RBAC_GROUP = 'rbac.authorization.k8s.io';

/** kubeadm's NodeBootstrapTokenAuthGroup: the extra group of the default join token. */
export const NODE_BOOTSTRAP_TOKEN_GROUP = 'system:bootstrappers:kubeadm:default-node-token';
export const NODES_GROUP = 'system:nodes';

/** Group and User subjects go without apiGroup, as kubeadm sends them (the apiserver defaults it). */
export type Subject =
  | { readonly kind: 'Group' | 'User'; readonly name: string }
  | { readonly kind: 'ServiceAccount'; readonly name: string; readonly namespace: string };

export interface PolicyRule {
  readonly apiGroups: readonly string[];
  readonly resources: readonly string[];
  readonly resourceNames?: readonly string[];
  readonly verbs: readonly string[];
}

export const groupSubjects = (names: readonly string[]): Subject[] => names.map((name) => ({ kind: 'Group', name }));
export const userSubject = (name: string): Subject => ({ kind: 'User', name });
export const serviceAccountSubject = (namespace: string, name: string): Subject => ({ kind: 'ServiceAccount', name, namespace });

/**
 * The groups joining nodes authenticate with. kubeadm hard-codes the default-node-token group;
 * k8sform binds whatever groups the configured tokens carry, so custom groups can join too.
 */
export function bootstrapperGroups(cluster: Cluster): string[] {
  const groups = [...new Set(cluster.bootstrapTokens.flatMap((t) => t.groups))];
  return groups.length > 0 ? groups : [NODE_BOOTSTRAP_TOKEN_GROUP];
}

export function clusterRole(name: string, rules: readonly PolicyRule[]): KubeObject {
  return { apiVersion: RBAC_API_VERSION, kind: 'ClusterRole', metadata: { name }, rules };
}

export function role(namespace: string, name: string, rules: readonly PolicyRule[]): KubeObject {
  return { apiVersion: RBAC_API_VERSION, kind: 'Role', metadata: { name, namespace }, rules };
}

export function clusterRoleBinding(name: string, clusterRoleName: string, subjects: readonly Subject[]): KubeObject {
  return { apiVersion: RBAC_API_VERSION, kind: 'ClusterRoleBinding', metadata: { name }, roleRef: roleRef('ClusterRole', clusterRoleName), subjects };
}

export function roleBinding(namespace: string, name: string, roleName: string, subjects: readonly Subject[]): KubeObject {
  return { apiVersion: RBAC_API_VERSION, kind: 'RoleBinding', metadata: { name, namespace }, roleRef: roleRef('Role', roleName), subjects };
}

const roleRef = (kind: 'Role' | 'ClusterRole', name: string) => ({ apiGroup: RBAC_GROUP, kind, name });

/**
 * A Role and RoleBinding of the same name letting `subjects` get one ConfigMap: the pattern kubeadm
 * uses for every configuration it publishes (cluster-info, kubeadm-config, kubelet-config, kube-proxy).
 */
export function configMapReader(namespace: string, name: string, configMapName: string, subjects: readonly Subject[]): KubeObject[] {
  return [
    role(namespace, name, [{ apiGroups: [''], resources: ['configmaps'], resourceNames: [configMapName], verbs: ['get'] }]),
    roleBinding(namespace, name, name, subjects),
  ];
}
