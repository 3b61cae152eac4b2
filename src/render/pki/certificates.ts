import type { Cluster, Host } from '../../model/cluster.js';
import { isIP, normalizeIP } from '../../model/net.js';
import { kubeletClientViaKubeletAPIAdmin } from '../../config/releases.js';
import { PKI_DIR } from '../../model/kubeadm-paths.js';

export type CAName = 'ca' | 'front-proxy-ca' | 'etcd-ca';
export type ExtKeyUsage = 'serverAuth' | 'clientAuth';

export interface Subject {
  readonly commonName: string;
  readonly organization?: readonly string[];
}

export interface AltNames {
  readonly dns: readonly string[];
  readonly ips: readonly string[];
}

/** One certificate kubeadm writes, as data (cf. kubeadm phases/certs/certlist.go). */
export interface CertificateSpec {
  readonly name: string;
  /** Path below PKI_DIR without extension: `<base>.crt` and `<base>.key`. */
  readonly baseName: string;
  /** The CA that signs it; undefined for the CAs themselves. */
  readonly signer?: CAName;
  readonly subject: (host: Host, cluster: Cluster) => Subject;
  readonly usages: readonly ExtKeyUsage[];
  readonly altNames?: (cluster: Cluster, host: Host) => AltNames;
  /** Whether this cluster has the certificate at all (etcd certificates only with local etcd). */
  readonly applies: (cluster: Cluster) => boolean;
}

export interface CASpec extends CertificateSpec {
  readonly name: CAName;
  readonly subject: () => Subject;
  /** The spec.certificates field that may supply this CA from files. */
  readonly configKey: 'ca' | 'frontProxyCA' | 'etcdCA';
}

const always = () => true;
const localEtcd = (c: Cluster) => c.etcd.mode === 'local';

export const CERTIFICATE_AUTHORITIES: readonly CASpec[] = [
  { name: 'ca', configKey: 'ca', baseName: 'ca', subject: () => ({ commonName: 'kubernetes' }), usages: [], applies: always },
  // A separate CA for the aggregation layer: front-proxy client certificates must not be
  // acceptable as ordinary cluster client certificates.
  { name: 'front-proxy-ca', configKey: 'frontProxyCA', baseName: 'front-proxy-ca', subject: () => ({ commonName: 'front-proxy-ca' }), usages: [], applies: always },
  { name: 'etcd-ca', configKey: 'etcdCA', baseName: 'etcd/ca', subject: () => ({ commonName: 'etcd-ca' }), usages: [], applies: localEtcd },
];

/** Group bound to cluster-admin by the kubeadm:cluster-admins ClusterRoleBinding. */
export const CLUSTER_ADMINS_GROUP = 'kubeadm:cluster-admins';

export const LEAF_CERTIFICATES: readonly CertificateSpec[] = [
  {
    name: 'apiserver',
    baseName: 'apiserver',
    signer: 'ca',
    subject: () => ({ commonName: 'kube-apiserver' }),
    usages: ['serverAuth'],
    altNames: apiServerAltNames,
    applies: always,
  },
  {
    name: 'apiserver-kubelet-client',
    baseName: 'apiserver-kubelet-client',
    signer: 'ca',
    // Newer kubeadm binds it to system:kubelet-api-admin instead of making it a cluster admin.
    subject: (_host, cluster) => ({
      commonName: 'kube-apiserver-kubelet-client',
      organization: kubeletClientViaKubeletAPIAdmin(cluster.release, cluster.kubernetesVersion) ? undefined : [CLUSTER_ADMINS_GROUP],
    }),
    usages: ['clientAuth'],
    applies: always,
  },
  {
    name: 'front-proxy-client',
    baseName: 'front-proxy-client',
    signer: 'front-proxy-ca',
    subject: () => ({ commonName: 'front-proxy-client' }),
    usages: ['clientAuth'],
    applies: always,
  },
  {
    name: 'etcd-server',
    baseName: 'etcd/server',
    signer: 'etcd-ca',
    subject: (h) => ({ commonName: h.name }),
    usages: ['serverAuth', 'clientAuth'],
    altNames: etcdAltNames,
    applies: localEtcd,
  },
  {
    name: 'etcd-peer',
    baseName: 'etcd/peer',
    signer: 'etcd-ca',
    subject: (h) => ({ commonName: h.name }),
    usages: ['serverAuth', 'clientAuth'],
    altNames: etcdAltNames,
    applies: localEtcd,
  },
  {
    name: 'etcd-healthcheck-client',
    baseName: 'etcd/healthcheck-client',
    signer: 'etcd-ca',
    subject: () => ({ commonName: 'kube-etcd-healthcheck-client' }),
    usages: ['clientAuth'],
    applies: localEtcd,
  },
  {
    name: 'apiserver-etcd-client',
    baseName: 'apiserver-etcd-client',
    signer: 'etcd-ca',
    subject: () => ({ commonName: 'kube-apiserver-etcd-client' }),
    usages: ['clientAuth'],
    applies: localEtcd,
  },
];

/** kubeadm GetAPIServerAltNames: node name, the kubernetes Service names and IP, advertise address, endpoint, certSANs. */
function apiServerAltNames(c: Cluster, h: Host): AltNames {
  const d = c.networking.dnsDomain;
  return altNames([
    h.name, 'kubernetes', 'kubernetes.default', 'kubernetes.default.svc', `kubernetes.default.svc.${d}`,
    c.networking.kubernetesServiceIP, h.internalAddress, c.controlPlaneEndpoint.host, ...c.certificates.certSANs,
  ]);
}

/** kubeadm GetEtcdAltNames / GetEtcdPeerAltNames. */
function etcdAltNames(_c: Cluster, h: Host): AltNames {
  return altNames([h.name, 'localhost', h.internalAddress, '127.0.0.1', '::1']);
}

/**
 * Splits names into DNS names and IPs as kubeadm's RemoveDuplicateAltNames leaves them: DNS names
 * de-duplicated and sorted, IPs de-duplicated in first-seen order.
 */
export function altNames(names: readonly string[]): AltNames {
  const unique = [...new Set(names.map((n) => (isIP(n) ? normalizeIP(n) : n)))];
  return { dns: unique.filter((n) => !isIP(n)).sort(), ips: unique.filter(isIP) };
}

export const certPath = (spec: CertificateSpec) => `${PKI_DIR}/${spec.baseName}.crt`;
export const keyPath = (spec: CertificateSpec) => `${PKI_DIR}/${spec.baseName}.key`;
export const caByName = (name: CAName): CASpec => CERTIFICATE_AUTHORITIES.find((ca) => ca.name === name)!;

/**
 * Where a CA's replacement waits while it is rotated (`front-proxy-ca-next.crt` and `.key`): made in
 * the trust-both phase, kept through reissue (so the new key is always on the host, whatever step an
 * interrupted apply stopped at), removed with drop-old.
 */
export const nextCertPath = (spec: CASpec) => `${PKI_DIR}/${spec.baseName}-next.crt`;
export const nextKeyPath = (spec: CASpec) => `${PKI_DIR}/${spec.baseName}-next.key`;

/**
 * The cluster CA that signs, alone, while `ca.crt` trusts two CAs (a rotation of the cluster CA):
 * kube-controller-manager's CSR signer (`--cluster-signing-cert-file`) refuses a file holding more
 * than one certificate, so during the rotation it signs from this copy (with `ca.key`), and from
 * `ca.crt` again once drop-old leaves one CA there.
 */
export const CLUSTER_SIGNER_CERT_PATH = `${PKI_DIR}/ca-signer.crt`;
