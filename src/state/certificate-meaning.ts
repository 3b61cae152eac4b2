import { createHash, createPublicKey, X509Certificate as NodeCert, type KeyObject } from 'node:crypto';
import { x509 } from '../crypto/x509.js';
import { parseWithheldKey, publicKeyOf } from '../crypto/withheld-key.js';
import type { CertificateView } from '../model/plan.js';

/** What a certificate means, independent of its bytes: what k8sform compares; the view plus what only comparison needs. */
export interface CertificateMeaning extends CertificateView {
  readonly keyUsage: readonly string[];
  /** SHA-256 of the SubjectPublicKeyInfo, to match keys and certificates without showing either. */
  readonly publicKeySha256: string;
}

const KEY_USAGE_NAMES: [number, string][] = [
  [x509.KeyUsageFlags.digitalSignature, 'digitalSignature'],
  [x509.KeyUsageFlags.nonRepudiation, 'nonRepudiation'],
  [x509.KeyUsageFlags.keyEncipherment, 'keyEncipherment'],
  [x509.KeyUsageFlags.dataEncipherment, 'dataEncipherment'],
  [x509.KeyUsageFlags.keyAgreement, 'keyAgreement'],
  [x509.KeyUsageFlags.keyCertSign, 'keyCertSign'],
  [x509.KeyUsageFlags.cRLSign, 'cRLSign'],
];
const EKU_NAMES: Record<string, string> = { [x509.ExtendedKeyUsage.serverAuth]: 'serverAuth', [x509.ExtendedKeyUsage.clientAuth]: 'clientAuth' };

/**
 * A parse of PEM text, remembered by that text: a plan asks for the same meaning several times
 * (a certificate's decision, its kubeconfig's, the views shown; a key's match and its view), and
 * parsing is slow: about 1 ms a certificate (JavaScript ASN.1), 0.4 ms a key (OpenSSL's decoders).
 * Only successes are kept; bounded, though one run holds far fewer.
 */
function rememberedByPem<T extends object>(parse: (pem: string) => T): (pem: string) => Readonly<T> {
  const known = new Map<string, Readonly<T>>();
  return (pem) => {
    const hit = known.get(pem);
    if (hit) return hit;
    const value = Object.freeze(parse(pem));
    if (known.size >= 4096) known.clear();
    known.set(pem, value);
    return value;
  };
}

/** What a PEM certificate means. */
export const parseCertificate: (pem: string) => CertificateMeaning = rememberedByPem(meaningOf);

/** Node's parse of a PEM certificate (immutable), for signature checks: a CA is asked about once per certificate it signed. */
export const nodeCertificate: (pem: string) => NodeCert = rememberedByPem((pem) => new NodeCert(pem));

/** Whether `pem` parses and was issued and signed by the CA certificate `caPem` (synchronous, for the planner and observation). */
export function signedBy(pem: string, caPem: string): boolean {
  try {
    const cert = nodeCertificate(pem);
    const ca = nodeCertificate(caPem);
    return cert.checkIssued(ca) && cert.verify(ca.publicKey);
  } catch {
    return false;
  }
}

function meaningOf(pem: string): CertificateMeaning {
  const cert = new x509.X509Certificate(pem);
  const node = nodeCertificate(pem);
  const ku = cert.getExtension(x509.KeyUsagesExtension);
  const eku = cert.getExtension(x509.ExtendedKeyUsageExtension);
  const bc = cert.getExtension(x509.BasicConstraintsExtension);
  const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
  const names = san?.names.toJSON() ?? [];
  return {
    subject: cert.subject,
    issuer: cert.issuer,
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
    isCA: bc?.ca ?? false,
    keyUsage: KEY_USAGE_NAMES.filter(([flag]) => ku && (ku.usages & flag) !== 0).map(([, n]) => n),
    extKeyUsage: (eku?.usages ?? []).map((u) => EKU_NAMES[String(u)] ?? String(u)),
    dnsNames: names.filter((n) => n.type === 'dns').map((n) => n.value),
    ipAddresses: names.filter((n) => n.type === 'ip').map((n) => n.value),
    publicKey: describeKey(node.publicKey),
    publicKeySha256: spkiSha256(node.publicKey),
  };
}

export function describeKey(key: KeyObject): string {
  const d = key.asymmetricKeyDetails;
  if (key.asymmetricKeyType === 'rsa') return `RSA ${d?.modulusLength}`;
  if (key.asymmetricKeyType === 'ec') return `ECDSA ${d?.namedCurve === 'prime256v1' ? 'P-256' : d?.namedCurve}`;
  return String(key.asymmetricKeyType);
}

export function spkiSha256(key: KeyObject): string {
  return createHash('sha256').update(key.export({ type: 'spki', format: 'der' })).digest('hex');
}

/**
 * Meaning of a PEM private key, or of the stand-in a snapshot holds for one: its type, its PEM
 * encoding (`withheld` for a stand-in), and the public key it carries.
 */
export const parsePrivateKey: (pem: string) => { readonly type: string; readonly pemType: string; readonly publicKeySha256: string } = rememberedByPem((pem) => {
  const key = publicKeyOf(pem);
  const pemType = parseWithheldKey(pem) ? 'withheld' : (/-----BEGIN ([A-Z ]+)-----/.exec(pem)?.[1] ?? 'unknown');
  return { type: describeKey(key), pemType, publicKeySha256: spkiSha256(key) };
});

export function parsePublicKey(pem: string): { type: string; pemType: string; publicKeySha256: string } {
  const key = createPublicKey(pem);
  const pemType = /-----BEGIN ([A-Z ]+)-----/.exec(pem)?.[1] ?? 'unknown';
  return { type: describeKey(key), pemType, publicKeySha256: spkiSha256(key) };
}

/** Whether `pem` was signed by the CA certificate `caPem`. */
export async function isSignedBy(pem: string, caPem: string): Promise<boolean> {
  const cert = new x509.X509Certificate(pem);
  const ca = new x509.X509Certificate(caPem);
  return cert.issuer === ca.subject && (await cert.verify({ publicKey: ca.publicKey, signatureOnly: true }));
}
