import { createHash, createPublicKey, X509Certificate as NodeCert, type KeyObject } from 'node:crypto';
import { certificateFields } from '../crypto/certificate-fields.js';
import { nameText } from '../crypto/distinguished-name.js';
import { EXT_KEY_USAGE_OID } from '../crypto/oids.js';
import { parseWithheldKey, publicKeyOf } from '../crypto/withheld-key.js';
import type { CertificateView } from '../model/plan.js';
import { normalizeIP } from '../model/net.js';

/** What a certificate means, independent of its bytes: what k8sform compares; the view plus what only comparison needs. */
export interface CertificateMeaning extends CertificateView {
  /** SHA-256 of the SubjectPublicKeyInfo, to match keys and certificates without showing either. */
  readonly publicKeySha256: string;
}

const EKU_NAMES: Record<string, string> = Object.fromEntries(Object.entries(EXT_KEY_USAGE_OID).map(([name, oid]) => [oid, name]));

/**
 * A parse of a file's text, remembered by that text: a plan asks for the same meaning several
 * times (a certificate's decision, its kubeconfig's, the views shown; a key's match and its view),
 * and parsing is not free: about 0.1 ms a certificate, 0.4 ms a key (OpenSSL's
 * decoders), as much for a kubeconfig (YAML). Only successes are kept; bounded, though one run
 * holds far fewer.
 */
export function rememberedByText<T extends object>(parse: (text: string) => T): (text: string) => Readonly<T> {
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
export const parseCertificate: (pem: string) => CertificateMeaning = rememberedByText(meaningOf);

/** Node's parse of a PEM certificate (immutable), for signature checks: a CA is asked about once per certificate it signed. */
export const nodeCertificate: (pem: string) => NodeCert = rememberedByText((pem) => new NodeCert(pem));

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

/**
 * A certificate's meaning from Node's own (OpenSSL's) parse; names and alternative names are read
 * from Node's text only when they hold nothing that text escapes or quotes (every certificate
 * kubeadm or k8sform makes), else from the DER, spelt as certificate views always have (RFC 4514,
 * compressed IPv6).
 */
function meaningOf(pem: string): CertificateMeaning {
  const node = nodeCertificate(pem);
  const names = plainNames(node) ?? derNames(node);
  return {
    ...names,
    notBefore: new Date(node.validFrom).toISOString(),
    notAfter: new Date(node.validTo).toISOString(),
    isCA: node.ca,
    extKeyUsage: (node.keyUsage ?? []).map((oid) => EKU_NAMES[oid] ?? oid),
    publicKey: describeKey(node.publicKey),
    publicKeySha256: spkiSha256(node.publicKey),
  };
}

type Names = Pick<CertificateView, 'subject' | 'issuer' | 'dnsNames' | 'ipAddresses'>;

/** Attribute values and DNS names without a character Node's text would escape, quote or split on. */
const PLAIN = /^[A-Za-z0-9 _.:@*-]*$/;

function plainNames(node: NodeCert): Names | undefined {
  const name = (text: string) => {
    const parts = text.split('\n');
    return parts.every((p) => /^[A-Za-z]+=/.test(p) && PLAIN.test(p.slice(p.indexOf('=') + 1))) ? parts.join(', ') : undefined;
  };
  const [subject, issuer] = [name(node.subject), name(node.issuer)];
  if (subject === undefined || issuer === undefined) return undefined;
  const dnsNames: string[] = [];
  const ipAddresses: string[] = [];
  for (const entry of node.subjectAltName ? node.subjectAltName.split(', ') : []) {
    if (entry.startsWith('DNS:') && PLAIN.test(entry.slice(4))) dnsNames.push(entry.slice(4));
    else if (entry.startsWith('IP Address:') && /^[0-9A-Fa-f.:]+$/.test(entry.slice(11))) ipAddresses.push(normalizeIP(entry.slice(11)));
    else return undefined;
  }
  return { subject, issuer, dnsNames, ipAddresses };
}

function derNames(node: NodeCert): Names {
  const fields = certificateFields(node.raw);
  return { subject: nameText(fields.subject), issuer: nameText(fields.issuer), dnsNames: [...fields.dnsNames], ipAddresses: [...fields.ipAddresses] };
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
export const parsePrivateKey: (pem: string) => { readonly type: string; readonly pemType: string; readonly publicKeySha256: string } = rememberedByText((pem) => {
  const key = publicKeyOf(pem);
  const pemType = parseWithheldKey(pem) ? 'withheld' : (/-----BEGIN ([A-Z ]+)-----/.exec(pem)?.[1] ?? 'unknown');
  return { type: describeKey(key), pemType, publicKeySha256: spkiSha256(key) };
});

export function parsePublicKey(pem: string): { type: string; pemType: string; publicKeySha256: string } {
  const key = createPublicKey(pem);
  const pemType = /-----BEGIN ([A-Z ]+)-----/.exec(pem)?.[1] ?? 'unknown';
  return { type: describeKey(key), pemType, publicKeySha256: spkiSha256(key) };
}
