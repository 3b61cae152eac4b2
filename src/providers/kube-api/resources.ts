/**
 * The REST paths of the kinds k8sform itself manages: a declarative table, so adding a kind is one row.
 * The kinds of add-on manifests are found through the apiserver's discovery instead.
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

/** A kind of the tables above, known without asking the apiserver; others are discovered (KubeClient.resource). */
export function knownResourceType(apiVersion: string, kind: string): ResourceType | undefined {
  return [...RESOURCE_TYPES, ...OBSERVED_TYPES].find((r) => r.apiVersion === apiVersion && r.kind === kind);
}

/** `/api/v1/namespaces/kube-system/secrets/x` or `/apis/rbac.authorization.k8s.io/v1/clusterroles/x`. */
export function collectionPath(t: ResourceType, namespace?: string): string {
  const base = discoveryPath(t.apiVersion);
  return t.namespaced && namespace ? `${base}/namespaces/${encodeURIComponent(namespace)}/${t.plural}` : `${base}/${t.plural}`;
}

export function objectPath(t: ResourceType, name: string, namespace?: string): string {
  return `${collectionPath(t, namespace)}/${encodeURIComponent(name)}`;
}

/**
 * The object an address names (`rbac.authorization.k8s.io/v1/Role/kube-public/x`,
 * `v1/Namespace/x`): a name holds no `/`, so what follows the kind is a namespace and a name, or a
 * name alone. The apiVersion has a group (one `/`) unless it is the core `v1`.
 */
export function objectRef(addressName: string): { apiVersion: string; kind: string; metadata: { name: string; namespace?: string } } {
  const parts = addressName.split('/');
  const versionParts = parts[0] === 'v1' ? 1 : 2;
  const [kind, ...rest] = parts.slice(versionParts);
  if (!kind || rest.length < 1 || rest.length > 2 || rest.some((p) => p === '')) throw new Error(`not an object address: ${addressName}`);
  const apiVersion = parts.slice(0, versionParts).join('/');
  return { apiVersion, kind, metadata: rest.length === 2 ? { name: rest[1]!, namespace: rest[0]! } : { name: rest[0]! } };
}

/** A kind from a discovery document (`GET /apis/GROUP/VERSION`): subresources such as `pods/log` left out. */
export function discoveredTypes(apiVersion: string, document: unknown): ResourceType[] {
  const resources = (document as { resources?: { name?: unknown; kind?: unknown; namespaced?: unknown }[] } | null)?.resources ?? [];
  return resources
    .filter((r) => typeof r.name === 'string' && !r.name.includes('/') && typeof r.kind === 'string')
    .map((r) => ({ apiVersion, kind: r.kind as string, plural: r.name as string, namespaced: r.namespaced === true }));
}

/** The discovery path of an apiVersion: `/api/v1` or `/apis/GROUP/VERSION`. */
export const discoveryPath = (apiVersion: string): string => (apiVersion.includes('/') ? `/apis/${apiVersion}` : `/api/${apiVersion}`);
