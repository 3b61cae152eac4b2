import { createHash } from 'node:crypto';
import type { AddonObject } from '../../model/cluster.js';
import { objectAddress } from '../../model/address.js';
import type { KubeObject } from '../../model/desired.js';
import { configMap, KUBE_SYSTEM } from './kube-objects.js';

/**
 * The add-on manifests' objects are one ApplySet (Kubernetes' KEP 3659, as `kubectl apply
 * --applyset` keeps one): a parent object lists the group-kinds of its members, and each member
 * carries the parent's id in a label, so that objects gone from the files can be found and pruned,
 * by k8sform or by kubectl (`kubectl get deploy -l applyset.kubernetes.io/part-of=ID`).
 */
export const APPLYSET_PARENT = { namespace: KUBE_SYSTEM, name: 'k8sform-addons' } as const;
export const APPLYSET_PARENT_ADDRESS = objectAddress('v1', 'ConfigMap', APPLYSET_PARENT.name, APPLYSET_PARENT.namespace);
export const PART_OF_LABEL = 'applyset.kubernetes.io/part-of';
const ID_LABEL = 'applyset.kubernetes.io/id';
export const CONTAINS_GROUP_KINDS = 'applyset.kubernetes.io/contains-group-kinds';
const ADDITIONAL_NAMESPACES = 'applyset.kubernetes.io/additional-namespaces';
const TOOLING = 'applyset.kubernetes.io/tooling';
/**
 * The ApplySet format k8sform writes, not k8sform's release: a tooling value that followed the
 * release would change the parent on every upgrade of k8sform.
 */
const TOOLING_VALUE = 'k8sform/v1';

/**
 * The set's id, as the KEP defines it for a parent `NAME` in `NAMESPACE` of `KIND` in `GROUP`:
 * `applyset-` + base64url(sha256("NAME.NAMESPACE.KIND.GROUP")) without padding + `-v1`.
 */
export function applySetId(parent: { name: string; namespace: string; kind: string; group: string }): string {
  const digest = createHash('sha256').update(`${parent.name}.${parent.namespace}.${parent.kind}.${parent.group}`).digest('base64url');
  return `applyset-${digest}-v1`;
}

export const ADDON_SET_ID = applySetId({ ...APPLYSET_PARENT, kind: 'ConfigMap', group: '' });

/** `Deployment.apps`, `ConfigMap`: a kind and its API group, as the parent's annotation lists them. */
export const groupKind = (m: Pick<KubeObject, 'apiVersion' | 'kind'>): string => (m.apiVersion.includes('/') ? `${m.kind}.${m.apiVersion.split('/')[0]}` : m.kind);

/** Whether an object is a member of the add-ons' set (by its label). */
export const isAddonMember = (o: Pick<KubeObject, 'metadata'>): boolean => (o.metadata.labels as Record<string, string> | undefined)?.[PART_OF_LABEL] === ADDON_SET_ID;

/** The members, each labelled with the set's id (over any value the file gives that label). */
export function addonMembers(objects: readonly AddonObject[]): KubeObject[] {
  return objects.map(({ manifest: m }) => ({ ...m, metadata: { ...m.metadata, labels: { ...(m.metadata.labels as Record<string, string> | undefined), [PART_OF_LABEL]: ADDON_SET_ID } } }));
}

/**
 * The parent ConfigMap of the members: their group-kinds, and the namespaces they are in besides
 * the parent's own (kubectl looks for members there).
 */
export function addonSetParent(members: readonly KubeObject[]): KubeObject {
  const kinds = [...new Set(members.map(groupKind))].sort();
  const namespaces = [...new Set(members.flatMap((m) => (m.metadata.namespace && m.metadata.namespace !== APPLYSET_PARENT.namespace ? [m.metadata.namespace] : [])))].sort();
  return configMap(APPLYSET_PARENT.namespace, APPLYSET_PARENT.name, {}, {
    labels: { [ID_LABEL]: ADDON_SET_ID },
    annotations: { [TOOLING]: TOOLING_VALUE, [CONTAINS_GROUP_KINDS]: kinds.join(','), ...(namespaces.length ? { [ADDITIONAL_NAMESPACES]: namespaces.join(',') } : {}) },
  });
}


/** The group-kinds a live parent lists: where members of an earlier apply may be. */
export function listedGroupKinds(parent: KubeObject | undefined): string[] {
  const value = (parent?.metadata.annotations as Record<string, string> | undefined)?.[CONTAINS_GROUP_KINDS] ?? '';
  return value.split(',').filter((k) => k !== '');
}
