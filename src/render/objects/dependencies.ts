import { objectAddress, type Address, type ObjectAddress } from '../../model/address.js';
import type { KubeObject } from '../../model/desired.js';
import { RBAC_API_VERSION } from './rbac.js';

export const addressOf = (m: KubeObject): ObjectAddress => objectAddress(m.apiVersion, m.kind, m.metadata.name, m.metadata.namespace);

interface Binding {
  readonly roleRef?: { readonly kind?: unknown; readonly name?: unknown };
}

/** A workload as an add-on manifest may give it: any part may be missing or malformed, for the apiserver to refuse. */
interface PodTemplateOwner {
  readonly spec?: {
    readonly template?: {
      readonly spec?: { readonly serviceAccountName?: unknown; readonly volumes?: unknown };
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
      if ((ref?.kind !== 'Role' && ref?.kind !== 'ClusterRole') || typeof ref.name !== 'string') return [];
      return [objectAddress(RBAC_API_VERSION, ref.kind, ref.name, ref.kind === 'Role' ? ns : undefined)];
    }
    case 'DaemonSet':
    case 'Deployment': {
      const pod = (m as unknown as PodTemplateOwner).spec?.template?.spec;
      const account = typeof pod?.serviceAccountName === 'string' ? [objectAddress('v1', 'ServiceAccount', pod.serviceAccountName, ns)] : [];
      const volumes: unknown[] = Array.isArray(pod?.volumes) ? pod.volumes : [];
      const configMaps = volumes.flatMap((v) => {
        const name = (v as { configMap?: { name?: unknown } } | null)?.configMap?.name;
        return typeof name === 'string' ? [objectAddress('v1', 'ConfigMap', name, ns)] : [];
      });
      return [...account, ...configMaps];
    }
    default:
      return [];
  }
}
