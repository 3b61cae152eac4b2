import type { Cluster } from '../../model/cluster.js';
import { compareAddresses, formatAddress } from '../../model/address.js';
import type { Desired, DesiredObject, KubeObject } from '../../model/desired.js';
import { bootstrapTokenSecret, type BootstrapToken } from './bootstrap-tokens.js';
import { clusterAdminsBinding } from './cluster-admins.js';
import { clusterInfoObjects } from './cluster-info.js';
import { coreDNSObjects } from './coredns.js';
import { addonMembers, addonSetParent, APPLYSET_PARENT_ADDRESS } from './addon-set.js';
import { definedBy, definedKind, isCustomResourceDefinition } from '../../model/kind-scope.js';
import { addressOf, referencedObjects } from './dependencies.js';
import { UserError } from '../../errors.js';
import { objectAddress, type Address, type ObjectAddress } from '../../model/address.js';
import { kubeProxyObjects } from './kube-proxy.js';
import { nodeObjects } from './nodes.js';
import { extensionApiserverTrust, type ExtensionApiserverTrust } from './extension-apiserver-trust.js';
import { mayBeInClusterClient, withClusterCATrust } from './in-cluster-trust.js';
import { tlsBootstrapRbac } from './tls-bootstrap-rbac.js';
import { kubeadmConfigObjects, kubeletConfigObjects } from './upload-config.js';

export const MANAGED_BY_LABEL = 'app.kubernetes.io/managed-by';
/** The addons that talk to the apiserver with their service account's CA (see withClusterCATrust). */
const IN_CLUSTER_CLIENTS = /^(DaemonSet\/kube-proxy|Deployment\/coredns)$/;
export const MANAGED_BY = 'k8sform';

export interface ObjectInputs {
  /** The cluster CA certificate (ca.crt; two CAs while it is rotated), for cluster-info and in-cluster clients. */
  readonly caCertPem: string;
  /** Tokens already resolved (see resolveBootstrapTokens). */
  readonly tokens: readonly BootstrapToken[];
  /** The CAs alone in the drop-old phase of their rotation: what extension apiservers must trust from then on. */
  readonly extensionApiserverTrust?: ExtensionApiserverTrust;
}

/**
 * Every object kubeadm init creates through the apiserver, for server-side apply, sorted by address.
 * Only the token Secrets are sensitive.
 */
export function renderClusterObjects(cluster: Cluster, inputs: ObjectInputs): Desired<DesiredObject>[] {
  const manifests = [
    ...inputs.tokens.map(bootstrapTokenSecret),
    ...tlsBootstrapRbac(cluster),
    clusterAdminsBinding(),
    ...clusterInfoObjects(cluster, inputs.caCertPem),
    ...kubeadmConfigObjects(cluster),
    ...kubeletConfigObjects(cluster),
    ...nodeObjects(cluster),
    ...(cluster.addons.kubeProxy.enabled ? kubeProxyObjects(cluster) : []),
    ...(cluster.addons.coreDNS.enabled ? coreDNSObjects(cluster) : []),
  ].map(withManagedByLabel).map((m) => (IN_CLUSTER_CLIENTS.test(`${m.kind}/${m.metadata.name}`) ? withClusterCATrust(m, inputs.caCertPem) : m));
  const trust = inputs.extensionApiserverTrust && extensionApiserverTrust(inputs.extensionApiserverTrust);
  if (trust) manifests.push(trust);

  const own = new Set(manifests.map((m) => formatAddress(addressOf(m))));
  const clashes = cluster.addons.objects.filter((a) => own.has(formatAddress(addressOf(a.manifest))));
  if (clashes.length) {
    throw new UserError(clashes.map((a) => `${a.source}: ${a.manifest.kind} ${a.manifest.metadata.namespace ? `${a.manifest.metadata.namespace}/` : ''}${a.manifest.metadata.name} is an object k8sform makes itself (kubeadm's objects, kube-proxy and CoreDNS under spec.addons): leave it out of the manifests, or turn that add-on off`));
  }
  const members = addonMembers(cluster.addons.objects).map((m) => (mayBeInClusterClient(m) ? withClusterCATrust(m, inputs.caCertPem) : m));
  const all = members.length ? [...manifests, ...members, withManagedByLabel(addonSetParent(members))] : manifests;
  const rendered = new Set(all.map((m) => formatAddress(addressOf(m))));
  const prerequisites = addonPrerequisites(members);
  return all
    .map((manifest): Desired<DesiredObject> => {
      const addr = addressOf(manifest);
      const dependsOn = addr.name === APPLYSET_PARENT_ADDRESS.name ? members.map(addressOf) : [...referencedObjects(manifest), ...prerequisites(manifest)];
      return { addr, spec: { kind: 'object', manifest, sensitive: manifest.kind === 'Secret' }, dependsOn: unique(dependsOn.filter((a) => rendered.has(formatAddress(a)))).sort(compareAddresses) };
    })
    .sort((a, b) => compareAddresses(a.addr, b.addr));
}

/**
 * What an add-on object needs first among the add-ons: its Namespace, and the
 * CustomResourceDefinition of its kind (the apiserver serves the kind only once that exists).
 */
function addonPrerequisites(members: readonly KubeObject[]): (m: KubeObject) => ObjectAddress[] {
  const namespaces = new Set(members.filter((m) => m.kind === 'Namespace' && m.apiVersion === 'v1').map((m) => m.metadata.name));
  const definitions = new Map(members.filter(isCustomResourceDefinition).map((d) => [definedKind(d), addressOf(d)] as const));
  return (m) => {
    const ns = m.metadata.namespace;
    const definition = definitions.get(definedBy(m));
    return [...(ns && namespaces.has(ns) ? [objectAddress('v1', 'Namespace', ns)] : []), ...(definition ? [definition] : [])];
  };
}

const unique = (addrs: readonly Address[]) => [...new Map(addrs.map((a) => [formatAddress(a), a])).values()];

/**
 * Marks what k8sform creates, so it can later prune exactly its own objects. Nodes are only
 * patched (the kubelet creates them): they carry no mark and are never pruned; nor does the
 * apiserver's extension-apiserver-authentication ConfigMap, added after this.
 */
function withManagedByLabel(m: KubeObject): KubeObject {
  if (m.kind === 'Node') return m;
  const labels = m.metadata.labels as Readonly<Record<string, string>> | undefined;
  return { ...m, metadata: { ...m.metadata, labels: { ...labels, [MANAGED_BY_LABEL]: MANAGED_BY } } };
}
