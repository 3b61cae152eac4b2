import type { KubeObject } from './desired.js';

/**
 * The kinds Kubernetes itself serves without a namespace (`kubectl api-resources --namespaced=false`
 * on a 1.37 apiserver with every API group on, alpha ones included), as `GROUP/Kind` with `''` for the
 * core group. A chart's object that leaves out metadata.namespace gets its release's namespace
 * unless its kind is one of these (or a custom resource of a cluster-scoped definition among the
 * add-ons), as `helm install` decides from the apiserver's discovery; plan checks the result
 * against that discovery.
 */
export const CLUSTER_SCOPED_KINDS: ReadonlySet<string> = new Set([
  '/ComponentStatus',
  '/Namespace',
  '/Node',
  '/PersistentVolume',
  'admissionregistration.k8s.io/MutatingAdmissionPolicy',
  'admissionregistration.k8s.io/MutatingAdmissionPolicyBinding',
  'admissionregistration.k8s.io/MutatingWebhookConfiguration',
  'admissionregistration.k8s.io/ValidatingAdmissionPolicy',
  'admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding',
  'admissionregistration.k8s.io/ValidatingWebhookConfiguration',
  'apiextensions.k8s.io/CustomResourceDefinition',
  'apiregistration.k8s.io/APIService',
  'authentication.k8s.io/SelfSubjectReview',
  'authentication.k8s.io/TokenReview',
  'authorization.k8s.io/SelfSubjectAccessReview',
  'authorization.k8s.io/SelfSubjectRulesReview',
  'authorization.k8s.io/SubjectAccessReview',
  'certificates.k8s.io/CertificateSigningRequest',
  'certificates.k8s.io/ClusterTrustBundle',
  'flowcontrol.apiserver.k8s.io/FlowSchema',
  'flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration',
  'internal.apiserver.k8s.io/StorageVersion',
  'networking.k8s.io/IPAddress',
  'networking.k8s.io/IngressClass',
  'networking.k8s.io/ServiceCIDR',
  'node.k8s.io/RuntimeClass',
  'rbac.authorization.k8s.io/ClusterRole',
  'rbac.authorization.k8s.io/ClusterRoleBinding',
  'resource.k8s.io/DeviceClass',
  'resource.k8s.io/DeviceTaintRule',
  'resource.k8s.io/ResourceSlice',
  'scheduling.k8s.io/PriorityClass',
  'storage.k8s.io/CSIDriver',
  'storage.k8s.io/CSINode',
  'storage.k8s.io/StorageClass',
  'storage.k8s.io/VolumeAttachment',
  'storage.k8s.io/VolumeAttributesClass',
  'storagemigration.k8s.io/StorageVersionMigration',
]);

/** `GROUP/KIND` of an object (`apps/Deployment`, `/Namespace` in the core group), whatever its version. */
export const definedBy = (m: Pick<KubeObject, 'apiVersion' | 'kind'>): string => `${m.apiVersion.includes('/') ? m.apiVersion.split('/')[0] : ''}/${m.kind}`;

/** `GROUP/KIND` of the objects a CustomResourceDefinition defines, as `definedBy` names an object's. */
export const definedKind = (d: KubeObject): string => {
  const spec = (d as { spec?: { group?: string; names?: { kind?: string } } }).spec;
  return `${spec?.group}/${spec?.names?.kind}`;
};

export const isCustomResourceDefinition = (m: Pick<KubeObject, 'apiVersion' | 'kind'>): boolean => m.kind === 'CustomResourceDefinition' && m.apiVersion.startsWith('apiextensions.k8s.io/');

/** Whether a CustomResourceDefinition defines cluster-scoped objects. */
export const definesClusterScoped = (d: KubeObject): boolean => (d as { spec?: { scope?: string } }).spec?.scope === 'Cluster';
