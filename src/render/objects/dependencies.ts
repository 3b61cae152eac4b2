import { objectAddress, type Address, type ObjectAddress } from '../../model/address.js';
import type { KubeObject } from '../../model/desired.js';
import { RBAC_API_VERSION } from './rbac.js';

export const addressOf = (m: KubeObject): ObjectAddress => objectAddress(m.apiVersion, m.kind, m.metadata.name, m.metadata.namespace);

interface Binding {
  readonly roleRef: { readonly kind: 'Role' | 'ClusterRole'; readonly name: string };
}

interface PodTemplateOwner {
  readonly spec: {
    readonly template: {
      readonly spec: { readonly serviceAccountName?: string; readonly volumes?: readonly { readonly configMap?: { readonly name: string } }[] };
    };
  };
}

/**
 * The objects `m` refers to and should follow: a binding's role, a workload's ServiceAccount and
 * ConfigMaps. Callers keep only those they render themselves (built-in roles exist already).
 */
export function referencedObjects(m: KubeObject): Address[] {
  const ns = m.metadata.namespace;
  switch (m.kind) {
    case 'RoleBinding':
    case 'ClusterRoleBinding': {
      const ref = (m as unknown as Binding).roleRef;
      return [objectAddress(RBAC_API_VERSION, ref.kind, ref.name, ref.kind === 'Role' ? ns : undefined)];
    }
    case 'DaemonSet':
    case 'Deployment': {
      const pod = (m as unknown as PodTemplateOwner).spec.template.spec;
      const account = pod.serviceAccountName ? [objectAddress('v1', 'ServiceAccount', pod.serviceAccountName, ns)] : [];
      const configMaps = (pod.volumes ?? []).flatMap((v) => (v.configMap ? [objectAddress('v1', 'ConfigMap', v.configMap.name, ns)] : []));
      return [...account, ...configMaps];
    }
    default:
      return [];
  }
}
