import type { Cluster, Host } from '../config/cluster.js';
import { KUBELET_CLIENT_CURRENT } from './certificate-files.js';
import { BOOTSTRAP_KUBECONFIG_PATH } from './kubeconfig/render-kubeconfigs.js';
import { KUBECONFIGS, kubeconfigPath } from './kubeconfig/kubeconfigs.js';
import { INSTANCE_CONFIG_PATH, KUBELET_CONFIG_PATH, KUBELET_FLAGS_PATH } from './kubelet/kubelet-config.js';
import { CERTIFICATE_AUTHORITIES, LEAF_CERTIFICATES, caByName, certPath, keyPath, nextCertPath, nextKeyPath } from './pki/certificates.js';
import { SA_KEY_PATH, SA_PUB_PATH } from './pki/render-pki.js';
import { manifestPath } from './static-pods/index.js';
import { renderEtcdDataDir } from './etcd-data-dir.js';

/**
 * Every path k8sform may manage on a host of this role, whatever the current config: what it
 * renders now plus what an earlier config could have (etcd files before a switch to external
 * etcd, instance-config.yaml of another release). Observing these lets plan delete what is no
 * longer wanted — and nothing else: files kubeadm never writes are never touched.
 */
export function managedPaths(_cluster: Cluster, host: Host): string[] {
  const kubelet = [KUBELET_CONFIG_PATH, KUBELET_FLAGS_PATH, INSTANCE_CONFIG_PATH];
  if (host.role === 'worker') return [certPath(caByName('ca')), BOOTSTRAP_KUBECONFIG_PATH, ...kubelet].sort();
  return [
    ...[...CERTIFICATE_AUTHORITIES, ...LEAF_CERTIFICATES].flatMap((s) => [certPath(s), keyPath(s)]),
    ...CERTIFICATE_AUTHORITIES.flatMap((s) => [nextCertPath(s), nextKeyPath(s)]),
    SA_KEY_PATH,
    SA_PUB_PATH,
    ...KUBECONFIGS.map((k) => kubeconfigPath(k.fileName)),
    ...['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler'].map(manifestPath),
    ...kubelet,
  ].sort();
}

/**
 * What plan reads on a host: the managed paths and, on a control plane, the kubelet's rotated client
 * certificate, which k8sform never writes but whose presence decides whether a kubelet.conf naming
 * it serves. It is a symbolic link to a dated file, so only the link is seen, never the key.
 */
export function observedPaths(cluster: Cluster, host: Host): string[] {
  return host.role === 'worker' ? managedPaths(cluster, host) : [...managedPaths(cluster, host), KUBELET_CLIENT_CURRENT];
}

/**
 * The directories k8sform manages on a host under the current config (the etcd data directory).
 * Only these are looked at: one no longer wanted is never deleted, so it need not be seen.
 */
export function managedDirectories(cluster: Cluster, host: Host): string[] {
  return renderEtcdDataDir(cluster, host).map((d) => d.spec.path);
}
