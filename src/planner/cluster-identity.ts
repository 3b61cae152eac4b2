import { RemoteError, UserError } from '../errors.js';
import { controlPlaneHosts, type Cluster } from '../model/cluster.js';
import { isKeyEntry } from '../model/encryption-at-rest.js';
import { parseEncryptionConfig } from '../model/encryption-config.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import type { ClusterIdentity, ExportedAuthority, ExportedEncryptionKeys, IdentityFile } from '../model/pki-export.js';
import { ENCRYPTION_CONFIG_PATH } from '../render/encryption-config.js';
import type { ObservedFile } from '../state/observe-host.js';
import { observeEncryption } from './encryption-keys.js';
import type { ExistingMaterial } from '../render/inputs.js';
import { CERTIFICATE_AUTHORITIES, certPath, keyPath } from '../render/pki/certificates.js';
import { loadKeyPair } from '../render/pki/key-source.js';
import { SA_KEY_PATH, SA_PUB_PATH } from '../render/pki/render-pki.js';
import { PKI_DIR } from '../model/kubeadm-paths.js';
import { nodeCertificate, parseCertificate } from '../state/certificate-meaning.js';

type HostFiles = ReadonlyMap<string, ReadonlyMap<string, ObservedFile>>;

/** Where the keys of encryption at rest go in the export directory. */
export const ENCRYPTION_KEYS_FILE = 'encryption-config.yaml';

/**
 * The cluster's identity as its control planes hold it, in kubeadm's layout: each CA of the cluster
 * (the etcd CA only with stacked etcd) with its key, and the service-account key pair, sa.pub
 * derived from sa.key as render derives it; with `hosts` (the control planes' files), the keys of
 * encryption at rest they hold, as their EncryptionConfiguration (see heldEncryptionConfig).
 * Refused, in one line, while a CA is being rotated (the control planes then trust two CAs and
 * sign with either: finish the rotation, then export) and when the cluster is not set up (no CA
 * or no sa.key on the control planes).
 */
export async function clusterIdentity(loaded: LoadedCluster, material: ExistingMaterial, hosts?: HostFiles): Promise<ClusterIdentity> {
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
  const held = hosts && heldEncryptionConfig(cluster, hosts);
  if (!held) return { files, authorities: exported };
  files.push({ path: ENCRYPTION_KEYS_FILE, kind: 'encryption-config', content: held.content });
  return { files, authorities: exported, encryption: { keysFile: ENCRYPTION_KEYS_FILE, provider: held.provider, keys: held.keys } };
}

/**
 * The encryption configuration to export, byte for byte as a control plane holds it: the first
 * control plane's (in cluster.yaml's order) that holds every key the control planes hold, so that
 * every Secret stored in etcd is readable with it, and the apiserver reads it as it is. Undefined
 * when no control plane holds a key. Control planes holding different keys of one name, or a
 * configuration that cannot be read, are refused as plan refuses them; so is a moment when no
 * control plane holds them all (an apply stopped in a rotation's first phase): apply, then export.
 */
export function heldEncryptionConfig(cluster: Cluster, hosts: HostFiles): (Omit<ExportedEncryptionKeys, 'keysFile'> & { readonly content: string }) | undefined {
  const seen = observeEncryption(cluster, hosts);
  if (!seen?.keys.size) return undefined;
  const all = [...seen.keys.keys()];
  for (const h of controlPlaneHosts(cluster)) {
    const file = hosts.get(h.name)?.get(ENCRYPTION_CONFIG_PATH);
    if (!file?.exists || !file.content) continue;
    const content = file.content.toString('utf8');
    const keys = parseEncryptionConfig(content).filter(isKeyEntry);
    if (all.every((name) => keys.some((k) => k.name === name))) return { content, provider: keys[0]!.provider, keys: keys.map((k) => k.name) };
  }
  throw new RemoteError(ENCRYPTION_CONFIG_PATH, `no control plane's encryption configuration holds every key the control planes hold (${all.join(', ')}), as while an apply is part-way through a key rotation: apply until every control plane holds them, then export`);
}

/** A path under /etc/kubernetes/pki, relative to it. */
const relative = (path: string) => path.slice(PKI_DIR.length + 1);
