/**
 * The REST paths of the kinds k8sform manages: a declarative table, so adding a kind is one row.
 */
export interface ResourceType {
  readonly apiVersion: string;
  readonly kind: string;
  readonly plural: string;
  readonly namespaced: boolean;
}

export const RESOURCE_TYPES: readonly ResourceType[] = [
  { apiVersion: 'v1', kind: 'ConfigMap', plural: 'configmaps', namespaced: true },
  { apiVersion: 'v1', kind: 'Secret', plural: 'secrets', namespaced: true },
  { apiVersion: 'v1', kind: 'Service', plural: 'services', namespaced: true },
  { apiVersion: 'v1', kind: 'ServiceAccount', plural: 'serviceaccounts', namespaced: true },
  { apiVersion: 'v1', kind: 'Node', plural: 'nodes', namespaced: false },
  { apiVersion: 'apps/v1', kind: 'DaemonSet', plural: 'daemonsets', namespaced: true },
  { apiVersion: 'apps/v1', kind: 'Deployment', plural: 'deployments', namespaced: true },
  { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', plural: 'clusterroles', namespaced: false },
  { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRoleBinding', plural: 'clusterrolebindings', namespaced: false },
  { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'Role', plural: 'roles', namespaced: true },
  { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'RoleBinding', plural: 'rolebindings', namespaced: true },
];

/** Kinds k8sform reads or coordinates through but never manages: mirror pods, node heartbeats, its lock, user certificate requests. */
export const OBSERVED_TYPES: readonly ResourceType[] = [
  { apiVersion: 'v1', kind: 'Pod', plural: 'pods', namespaced: true },
  { apiVersion: 'coordination.k8s.io/v1', kind: 'Lease', plural: 'leases', namespaced: true },
  { apiVersion: 'certificates.k8s.io/v1', kind: 'CertificateSigningRequest', plural: 'certificatesigningrequests', namespaced: false },
];

export function resourceType(apiVersion: string, kind: string): ResourceType {
  const t = [...RESOURCE_TYPES, ...OBSERVED_TYPES].find((r) => r.apiVersion === apiVersion && r.kind === kind);
  if (!t) throw new Error(`k8sform does not manage ${apiVersion} ${kind}`);
  return t;
}

/** `/api/v1/namespaces/kube-system/secrets/x` or `/apis/rbac.authorization.k8s.io/v1/clusterroles/x`. */
export function collectionPath(t: ResourceType, namespace?: string): string {
  const base = t.apiVersion.includes('/') ? `/apis/${t.apiVersion}` : `/api/${t.apiVersion}`;
  return t.namespaced && namespace ? `${base}/namespaces/${encodeURIComponent(namespace)}/${t.plural}` : `${base}/${t.plural}`;
}

export function objectPath(t: ResourceType, name: string, namespace?: string): string {
  return `${collectionPath(t, namespace)}/${encodeURIComponent(name)}`;
}

/** The object an address names (`rbac.authorization.k8s.io/v1/Role/kube-public/x`), from the table. */
export function objectRef(addressName: string): { apiVersion: string; kind: string; metadata: { name: string; namespace?: string } } {
  for (const t of RESOURCE_TYPES) {
    const prefix = `${t.apiVersion}/${t.kind}/`;
    if (!addressName.startsWith(prefix)) continue;
    const rest = addressName.slice(prefix.length).split('/');
    const [namespace, name] = t.namespaced ? [rest[0], rest.slice(1).join('/')] : [undefined, rest.join('/')];
    return { apiVersion: t.apiVersion, kind: t.kind, metadata: { name: name!, namespace } };
  }
  throw new Error(`not an object address k8sform manages: ${addressName}`);
}
