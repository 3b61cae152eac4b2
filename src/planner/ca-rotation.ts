import { controlPlaneHosts, type Cluster } from '../model/cluster.js';
import { publicKeyOf } from '../crypto/withheld-key.js';
import { RemoteError } from '../errors.js';
import { LEAF_CERTIFICATES, certPath, keyPath, nextCertPath, nextKeyPath, type CASpec } from '../render/pki/certificates.js';
import { nodeCertificate, signedBy, spkiSha256 } from '../state/certificate-meaning.js';
import { fileAddress, formatAddress } from '../model/address.js';
import { parseKubeconfig, pemCertificates } from '../state/file-view.js';
import { KUBECONFIGS, kubeconfigPath } from '../render/kubeconfig/kubeconfigs.js';
import { KUBELET_STORE_CERTIFICATES } from '../render/certificate-files.js';
import type { ObservedFile } from '../state/observe-host.js';
import type { HostRotationState, ObservedRotation } from '../model/ca-rotation.js';

type HostFiles = ReadonlyMap<string, ReadonlyMap<string, ObservedFile>>;

interface HostCA {
  readonly host: string;
  readonly trusted: readonly string[];
  readonly keyPem?: string;
  readonly nextCertPem?: string;
  readonly nextKeyPem?: string;
}

/**
 * The rotation of one CA the control planes are in, or undefined when they hold one CA only (the
 * usual case, handled by existingMaterial). Two CAs are told apart without any record: the new one
 * is the one waiting in `-next` files, or else the one a two-certificate bundle lists first and
 * signs with. More than two, or a host in no phase of a rotation, is an error naming the hosts.
 */
export function observeRotation(cluster: Cluster, hosts: HostFiles, spec: CASpec): ObservedRotation | undefined {
  const seen = controlPlaneHosts(cluster).flatMap((h) => hostCA(h.name, hosts.get(h.name), spec));
  // A CA certificate that does not parse is no rotation: existingMaterial names the file and the way forward.
  if (!seen.every((s) => [...s.trusted, ...(s.nextCertPem ? [s.nextCertPem] : [])].every(parses))) return undefined;
  const fingerprints = new Map<string, string>();
  for (const s of seen) for (const pem of [...s.trusted, ...(s.nextCertPem ? [s.nextCertPem] : [])]) fingerprints.set(fingerprint(pem), pem);
  if (fingerprints.size <= 1 && !seen.some((s) => s.nextCertPem)) return undefined;
  const where = (hs: readonly HostCA[]) => hs.map((s) => `host[${s.host}]`).join(', ');
  if (fingerprints.size > 2) {
    throw new RemoteError(where(seen), `${certPath(spec)} and ${nextCertPath(spec)} hold ${fingerprints.size} different CAs across the control planes; a rotation has two (the old and the new): put back the files of one phase from a backup under /etc/kubernetes/tmp/k8sform-backup-*`);
  }
  const newFp = newCA(seen, spec);
  // Two CAs and no sign of a rotation: the hosts simply disagree, which existingMaterial reports.
  if (!newFp) return undefined;
  const newPem = fingerprints.get(newFp)!;
  const oldFp = [...fingerprints.keys()].find((f) => f !== newFp);
  if (!oldFp) {
    // Only the new CA is left, with its -next copy: drop-old stopped before removing that copy.
    return undefined;
  }
  const oldPem = fingerprints.get(oldFp)!;
  const keyFor = (fp: string) => seen.flatMap((s) => [s.keyPem, s.nextKeyPem]).find((k) => k !== undefined && matches(k, fp));
  const newKey = keyFor(newFp);
  // A -next certificate whose key was never written, and trusted nowhere yet: trust-both starts afresh.
  if (!newKey && seen.every((s) => s.trusted.length === 1 && fingerprint(s.trusted[0]!) === oldFp)) return undefined;
  if (!newKey) throw new RemoteError(where(seen), `no control plane holds the key of the new CA in ${nextCertPath(spec)}: put back ${nextKeyPath(spec)} from a backup under /etc/kubernetes/tmp/k8sform-backup-*`);
  const states = new Map(seen.map((s) => [s.host, stateOf(s, oldFp, newFp)] as const));
  const lost = seen.filter((s) => states.get(s.host) === undefined);
  if (lost.length) {
    throw new RemoteError(where(lost), `${certPath(spec)}, ${keyPath(spec)} and ${nextCertPath(spec)} are in no phase of a rotation of this CA (trust-both, reissue, drop-old): put back the files of one phase from a backup under /etc/kubernetes/tmp/k8sform-backup-*`);
  }
  const oldKey = keyFor(oldFp);
  return {
    old: { certPem: oldPem, ...(oldKey ? { keyPem: oldKey } : {}) },
    next: { certPem: newPem, keyPem: newKey },
    hosts: states as ReadonlyMap<string, HostRotationState>,
    notReissued: [...notSignedBy(cluster, hosts, spec, newPem), ...(spec.name === 'ca' ? clientsOfTheOldCA(cluster, hosts, oldPem, newPem) : [])],
    untrusting: spec.name === 'ca' ? kubeletsNotTrusting(cluster, hosts, newFp) : [],
  };
}

/** The certificates `spec` signs on the control planes that `caPem` did not sign (missing ones are simply issued). */
function notSignedBy(cluster: Cluster, hosts: HostFiles, spec: CASpec, caPem: string): string[] {
  const leaves = LEAF_CERTIFICATES.filter((l) => l.signer === spec.name && l.applies(cluster));
  return controlPlaneHosts(cluster).flatMap((h) => leaves.flatMap((l) => {
    const f = hosts.get(h.name)?.get(certPath(l));
    // An unreadable one counts as not signed: the plan replaces it anyway.
    return f?.exists && f.content && !signedBy(f.content.toString('utf8'), caPem) ? [formatAddress(fileAddress(h.name, certPath(l)))] : [];
  }));
}

/**
 * The client certificates of the cluster CA still of the old CA: each kubeconfig's embedded one the
 * new CA did not sign (plan reissues it), and the kubelets' own (client, and serving with
 * serverTLSBootstrap) the old CA signed (reissue moves them away; one another signer gave is not
 * the rotation's business), on every host.
 */
function clientsOfTheOldCA(cluster: Cluster, hosts: HostFiles, oldPem: string, newPem: string): string[] {
  return cluster.hosts.flatMap((h) => {
    const files = hosts.get(h.name);
    const kubeconfigs = (h.role === 'control-plane' ? KUBECONFIGS.map((k) => kubeconfigPath(k.fileName)) : [kubeconfigPath('kubelet.conf')]).filter((path) => {
      const text = files?.get(path)?.content?.toString('utf8');
      const pem = text === undefined ? undefined : embeddedClient(text);
      return pem !== undefined && !signedBy(pem, newPem);
    });
    const store = KUBELET_STORE_CERTIFICATES.filter((path) => {
      const pem = files?.get(path)?.certificatePem;
      return pem !== undefined && signedBy(pem, oldPem);
    });
    return [...kubeconfigs, ...store].map((path) => formatAddress(fileAddress(h.name, path)));
  });
}

/** The nodes whose kubelet.conf does not list the CA with fingerprint `fp` among those it trusts (a node without one yet is left to TLS bootstrap). */
function kubeletsNotTrusting(cluster: Cluster, hosts: HostFiles, fp: string): string[] {
  const path = kubeconfigPath('kubelet.conf');
  return cluster.hosts.filter((h) => {
    const text = hosts.get(h.name)?.get(path)?.content?.toString('utf8');
    if (text === undefined) return false;
    try {
      return !pemCertificates(parseKubeconfig(text).caPem ?? '').some((pem) => fingerprint(pem) === fp);
    } catch {
      return true;
    }
  }).map((h) => formatAddress(fileAddress(h.name, path)));
}

/** A kubeconfig's embedded client certificate; undefined when it names a file (the kubelet's store) or cannot be read (plan replaces it). */
function embeddedClient(text: string): string | undefined {
  try {
    return parseKubeconfig(text).clientCertificatePem;
  } catch {
    return undefined;
  }
}

function hostCA(host: string, files: ReadonlyMap<string, ObservedFile> | undefined, spec: CASpec): HostCA[] {
  const text = (path: string) => {
    const f = files?.get(path);
    return f?.exists && f.content ? f.content.toString('utf8') : undefined;
  };
  const crt = text(certPath(spec));
  if (crt === undefined) return [];
  const nextCert = text(nextCertPath(spec));
  return [{
    host,
    trusted: pemCertificates(crt),
    keyPem: text(keyPath(spec)),
    nextCertPem: nextCert ? pemCertificates(nextCert)[0] : undefined,
    nextKeyPem: text(nextKeyPath(spec)),
  }];
}

const parses = (pem: string) => {
  try {
    nodeCertificate(pem);
    return true;
  } catch {
    return false;
  }
};

/** The new CA: the one waiting in -next (all hosts must agree), else the signing head of a two-CA bundle. */
function newCA(seen: readonly HostCA[], spec: CASpec): string | undefined {
  const waiting = [...new Set(seen.flatMap((s) => (s.nextCertPem ? [fingerprint(s.nextCertPem)] : [])))];
  if (waiting.length > 1) throw new RemoteError(seen.filter((s) => s.nextCertPem).map((s) => `host[${s.host}]`).join(', '), `the control planes hold different CAs in ${nextCertPath(spec)}; make them equal before running k8sform`);
  if (waiting[0]) return waiting[0];
  // Rotated CAs are self-signed roots; a chain (intermediate, then its root) is no rotation.
  const heads = [...new Set(seen.filter((s) => s.trusted.length === 2 && s.trusted.every(selfSigned) && s.keyPem && matches(s.keyPem, fingerprint(s.trusted[0]!))).map((s) => fingerprint(s.trusted[0]!)))];
  return heads.length === 1 ? heads[0] : undefined;
}

function stateOf(s: HostCA, oldFp: string, newFp: string): HostRotationState | undefined {
  const trusted = s.trusted.map(fingerprint).join(' ');
  const signs = s.keyPem && (matches(s.keyPem, oldFp) ? oldFp : matches(s.keyPem, newFp) ? newFp : undefined);
  const nextOk = !s.nextCertPem || fingerprint(s.nextCertPem) === newFp;
  if (!nextOk || !signs) return undefined;
  if (trusted === oldFp && signs === oldFp) return 'old';
  if (trusted === `${oldFp} ${newFp}` && signs === oldFp && s.nextCertPem && s.nextKeyPem && matches(s.nextKeyPem, newFp)) return 'trust-both';
  if (trusted === `${newFp} ${oldFp}` && signs === newFp) return 'reissue';
  if (trusted === newFp && signs === newFp) return 'new';
  return undefined;
}

/**
 * A CA certificate's fingerprint; its public key is remembered with it, so keys found on the hosts
 * can be matched to it by fingerprint. Remembered for the run, like every parse of a PEM.
 */
const publicKeys = new Map<string, string>();
function fingerprint(pem: string): string {
  const cert = nodeCertificate(pem);
  if (!publicKeys.has(cert.fingerprint256)) publicKeys.set(cert.fingerprint256, spkiSha256(cert.publicKey));
  return cert.fingerprint256;
}

function selfSigned(pem: string): boolean {
  const cert = nodeCertificate(pem);
  return cert.checkIssued(cert) && cert.verify(cert.publicKey);
}

/** Whether a private key (or a snapshot's withheld one) belongs to the CA with this fingerprint. */
function matches(keyPem: string, fp: string): boolean {
  try {
    return spkiSha256(publicKeyOf(keyPem)) === publicKeys.get(fp);
  } catch {
    return false;
  }
}
