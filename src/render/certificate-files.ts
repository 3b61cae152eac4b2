import type { Cluster, Host } from '../model/cluster.js';
import { KUBECONFIGS, kubeconfigPath, kubeconfigsFor } from './kubeconfig/kubeconfigs.js';
import { CERTIFICATE_AUTHORITIES, CLUSTER_SIGNER_CERT_PATH, LEAF_CERTIFICATES, caByName, certPath, nextCertPath } from './pki/certificates.js';
import { KUBELET_DIR } from '../model/kubeadm-paths.js';

/** A file on a host that holds certificates: a PEM file, or a kubeconfig with embedded client certificates. */
export interface CertificateFile {
  readonly path: string;
  /** kubeadm's name for it (`apiserver`, `etcd-ca`, `admin.conf`), or the kubelet's file name. */
  readonly name: string;
  readonly format: 'pem' | 'kubeconfig';
  /** k8sform writes it, so its absence is worth reporting; the kubelet's own files come and go. */
  readonly expected: boolean;
}

/** The kubelet's client certificate after TLS bootstrap, rotated by the kubelet (a symlink to a dated file). */
export const KUBELET_CLIENT_CURRENT = `${KUBELET_DIR}/pki/kubelet-client-current.pem`;
/** Its serving certificate when serverTLSBootstrap asks the CSR API for one (likewise a symlink). */
export const KUBELET_SERVER_CURRENT = `${KUBELET_DIR}/pki/kubelet-server-current.pem`;
/**
 * The certificates the kubelet keeps in its own store, signed through the CSR API by the cluster CA:
 * plan reads them (never their keys) and moves one away when that CA no longer signs, so the
 * kubelet asks for a new one (see planKubeletStore).
 */
export const KUBELET_STORE_CERTIFICATES = [KUBELET_CLIENT_CURRENT, KUBELET_SERVER_CURRENT] as const;

/**
 * Files the kubelet writes itself: its rotated client certificate, its serving certificate
 * (self-signed `kubelet.crt` unless serverTLSBootstrap asks the CSR API, which gives
 * `kubelet-server-current.pem`), and the kubelet.conf it writes on nodes that joined by TLS bootstrap.
 */
const KUBELET_FILES = [
  { path: KUBELET_CLIENT_CURRENT, name: 'kubelet-client-current.pem' },
  { path: `${KUBELET_DIR}/pki/kubelet.crt`, name: 'kubelet.crt' },
  { path: KUBELET_SERVER_CURRENT, name: 'kubelet-server-current.pem' },
] as const;

/** Every certificate-bearing file a host of this role may hold, as `kubeadm certs check-expiration` lists them and more. */
export function certificateFiles(cluster: Cluster, host: Host): CertificateFile[] {
  const kubelet: CertificateFile[] = KUBELET_FILES.map((f) => ({ ...f, format: 'pem', expected: false }));
  if (host.role === 'worker') {
    return [
      { path: certPath(caByName('ca')), name: 'ca', format: 'pem', expected: true },
      { path: kubeconfigPath('kubelet.conf'), name: 'kubelet.conf', format: 'kubeconfig', expected: false },
      ...kubelet,
    ];
  }
  // A kubeconfig this host should not have (super-admin.conf off the first control plane) is still listed when present.
  const written = new Set(kubeconfigsFor(cluster, host));
  return [
    ...[...CERTIFICATE_AUTHORITIES, ...LEAF_CERTIFICATES].filter((s) => s.applies(cluster)).map((s): CertificateFile => ({ path: certPath(s), name: s.name, format: 'pem', expected: true })),
    // The replacement of a CA being rotated, there from trust-both until drop-old.
    ...CERTIFICATE_AUTHORITIES.filter((s) => s.applies(cluster)).map((s): CertificateFile => ({ path: nextCertPath(s), name: `${s.name}-next`, format: 'pem', expected: false })),
    // The signing cluster CA alone, for kube-controller-manager while that CA is rotated.
    { path: CLUSTER_SIGNER_CERT_PATH, name: 'ca-signer', format: 'pem', expected: false },
    ...KUBECONFIGS.map((k): CertificateFile => ({ path: kubeconfigPath(k.fileName), name: k.fileName, format: 'kubeconfig', expected: written.has(k) })),
    ...kubelet,
  ];
}
