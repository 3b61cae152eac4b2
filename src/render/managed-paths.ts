import type { Cluster, Host } from '../model/cluster.js';
import { KUBELET_STORE_CERTIFICATES } from './certificate-files.js';
import { BOOTSTRAP_KUBECONFIG_PATH } from './kubeconfig/render-kubeconfigs.js';
import { KUBECONFIGS, kubeconfigPath } from './kubeconfig/kubeconfigs.js';
import { INSTANCE_CONFIG_PATH } from './kubelet/kubelet-config.js';
import { kubeletUnitPaths } from './kubelet/kubelet-unit.js';
import { containerdConfigPaths } from './containerd/containerd-config.js';
import { KUBELET_CONFIG_PATH, KUBELET_FLAGS_PATH } from '../model/kubeadm-paths.js';
import { CERTIFICATE_AUTHORITIES, CLUSTER_SIGNER_CERT_PATH, LEAF_CERTIFICATES, caByName, certPath, keyPath, nextCertPath, nextKeyPath } from './pki/certificates.js';
import { SA_KEY_PATH, SA_PUB_PATH } from './pki/render-pki.js';
import { renderEtcdDataDir } from './etcd-data-dir.js';
import { ENCRYPTION_CONFIG_PATH } from './encryption-config.js';
import { manifestPath } from '../model/kubeadm-paths.js';
import { APISERVER_CONFIG_PATHS } from '../model/apiserver-config-paths.js';
import { isRegistryHostsPath } from '../model/node-software.js';

/**
 * Every path k8sform may manage on a host of this role, whatever the current config: what it
 * renders now plus what an earlier config could have (etcd files before a switch to external
 * etcd, instance-config.yaml of another release). Observing these lets plan delete what is no
 * longer wanted — and nothing else: files kubeadm never writes are never touched.
 */
export function managedPaths(cluster: Cluster, host: Host): string[] {
  // The kubelet's unit and containerd's config only where k8sform writes them: otherwise they are the packages' or the operator's, never deleted.
  const kubelet = [KUBELET_CONFIG_PATH, KUBELET_FLAGS_PATH, INSTANCE_CONFIG_PATH, ...kubeletUnitPaths(cluster), ...containerdConfigPaths(cluster)];
  if (host.role === 'worker') return [certPath(caByName('ca')), BOOTSTRAP_KUBECONFIG_PATH, kubeconfigPath('kubelet.conf'), ...kubelet].sort();
  return [
    ...[...CERTIFICATE_AUTHORITIES, ...LEAF_CERTIFICATES].flatMap((s) => [certPath(s), keyPath(s)]),
    ...CERTIFICATE_AUTHORITIES.flatMap((s) => [nextCertPath(s), nextKeyPath(s)]),
    CLUSTER_SIGNER_CERT_PATH,
    SA_KEY_PATH,
    SA_PUB_PATH,
    ENCRYPTION_CONFIG_PATH,
    ...KUBECONFIGS.map((k) => kubeconfigPath(k.fileName)),
    ...['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler'].map(manifestPath),
    ...APISERVER_CONFIG_PATHS,
    ...kubelet,
  ].sort();
}

/**
 * Managed paths that a host set up by hand may hold already: the apiserver's configuration files
 * for flags in extraArgs, at the paths the Kubernetes documentation uses, and registries' hosts.toml
 * files. Such a file is k8sform's once cluster.yaml asks for it; when cluster.yaml does not, it is
 * deleted only where the host's record says k8sform wrote it, and otherwise left to whoever put it there.
 */
export const keptUnlessWritten = (path: string): boolean => APISERVER_CONFIG_PATHS.includes(path) || isRegistryHostsPath(path);

/**
 * What plan reads on a host: the managed paths and the certificates the kubelet keeps itself
 * (KUBELET_STORE_CERTIFICATES), which k8sform never writes: whether the client one exists decides
 * whether a kubelet.conf naming it serves, and a CA rotation has the kubelet replace both. Those are
 * read with their private key cut out on the host (see observeHost).
 */
export function observedPaths(cluster: Cluster, host: Host): string[] {
  return [...managedPaths(cluster, host), ...KUBELET_STORE_CERTIFICATES];
}

/**
 * The directories k8sform manages on a host under the current config (the etcd data directory).
 * Only these are looked at: one no longer wanted is never deleted, so it need not be seen.
 */
export function managedDirectories(cluster: Cluster, host: Host): string[] {
  return renderEtcdDataDir(cluster, host).map((d) => d.spec.path);
}
