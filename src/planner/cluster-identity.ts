import { UserError } from '../errors.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import type { ClusterIdentity, ExportedAuthority, IdentityFile } from '../model/pki-export.js';
import type { ExistingMaterial } from '../render/inputs.js';
import { CERTIFICATE_AUTHORITIES, certPath, keyPath } from '../render/pki/certificates.js';
import { loadKeyPair } from '../render/pki/key-source.js';
import { SA_KEY_PATH, SA_PUB_PATH } from '../render/pki/render-pki.js';
import { PKI_DIR } from '../model/kubeadm-paths.js';
import { nodeCertificate, parseCertificate } from '../state/certificate-meaning.js';

/**
 * The cluster's identity as its control planes hold it, in kubeadm's layout: each CA of the cluster
 * (the etcd CA only with stacked etcd) with its key, and the service-account key pair, sa.pub
 * derived from sa.key as render derives it. Refused, in one line, while a CA is being rotated (the
 * control planes then trust two CAs and sign with either: finish the rotation, then export) and
 * when the cluster is not set up (no CA or no sa.key on the control planes).
 */
export async function clusterIdentity(loaded: LoadedCluster, material: ExistingMaterial): Promise<ClusterIdentity> {
  const { cluster } = loaded;
  const rotating = CERTIFICATE_AUTHORITIES.filter((spec) => material.rotations?.[spec.name]);
  if (rotating.length) {
    const first = rotating[0]!;
    throw new UserError(`${loaded.locateField(['spec', 'certificates', 'rotateCA', first.configKey])}: the control planes are rotating the ${rotating.map((s) => s.name).join(' and ')} (two CAs in ${rotating.map(certPath).join(', ')}); finish the rotation first (its phases up to drop-old), then export`);
  }
  const authorities = CERTIFICATE_AUTHORITIES.filter((spec) => spec.applies(cluster));
  const missing = [...authorities.filter((spec) => !material.cas?.[spec.name]).map(certPath), ...(material.serviceAccountKeyPem ? [] : [SA_KEY_PATH])];
  if (missing.length) {
    throw new UserError(`cluster ${cluster.name}: the control planes hold no ${missing.join(', ')}: the cluster is not set up; there is no identity to export until apply has made it`);
  }
  const files: IdentityFile[] = [];
  const exported: ExportedAuthority[] = [];
  for (const spec of authorities) {
    const { certPem, keyPem } = material.cas![spec.name]!;
    const [certFile, keyFile] = [relative(certPath(spec)), relative(keyPath(spec))];
    files.push({ path: certFile, kind: 'certificate', content: certPem }, { path: keyFile, kind: 'private-key', content: keyPem });
    const { subject, notAfter } = parseCertificate(certPem);
    exported.push({ name: spec.name, field: spec.configKey, certFile, keyFile, subject, notAfter, sha256Fingerprint: nodeCertificate(certPem).fingerprint256 });
  }
  const sa = material.serviceAccountKeyPem!;
  files.push({ path: relative(SA_KEY_PATH), kind: 'private-key', content: sa }, { path: relative(SA_PUB_PATH), kind: 'public-key', content: (await loadKeyPair(sa)).publicPem });
  return { files, authorities: exported };
}

/** A path under /etc/kubernetes/pki, relative to it. */
const relative = (path: string) => path.slice(PKI_DIR.length + 1);
