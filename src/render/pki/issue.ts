import { x509 } from '../../crypto/x509.js';
import type { webcrypto } from 'node:crypto';
import type { KeyAlgorithm } from '../../config/cluster.js';
import type { CertificateView } from '../../model/plan.js';
import type { AltNames, ExtKeyUsage, Subject } from './certificates.js';
import { keyTypeOf, type KeyPair } from './key-source.js';

const OID = { commonName: '2.5.4.3', organization: '2.5.4.10' } as const;
const EKU: Record<ExtKeyUsage, string> = { serverAuth: x509.ExtendedKeyUsage.serverAuth, clientAuth: x509.ExtendedKeyUsage.clientAuth };

/** kubeadm backdates certificates so that small clock skew between hosts does not reject them. */
export const CERTIFICATE_BACKDATE_SECONDS = 5 * 60;

export interface Issuer {
  readonly cert: x509.X509Certificate;
  readonly key: KeyPair;
}

/** What a certificate says, before its key and serial exist. */
export interface CertificateRequest {
  readonly subject: Subject;
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** Undefined: a self-signed CA. */
  readonly issuer?: Issuer;
  readonly usages?: readonly ExtKeyUsage[];
  readonly altNames?: AltNames;
}

export interface IssueRequest extends CertificateRequest {
  readonly key: KeyPair;
  readonly serial: string;
  /**
   * How a CA's subject key id is derived from its public key: Go's x509 used SHA-1 until Go 1.25,
   * then the first 160 bits of SHA-256 (kubeadm 1.35 and later are built with it). Default SHA-1.
   */
  readonly keyIdHash?: KeyIdHash;
}

export type KeyIdHash = 'SHA-1' | 'SHA-256';

/** Go's pkix.Name order (O before CN), as kubeadm's certificates carry it. */
export function toName(s: Subject): x509.Name {
  const rdns: x509.JsonName = [];
  for (const o of s.organization ?? []) rdns.push({ [OID.organization]: [o] });
  rdns.push({ [OID.commonName]: [s.commonName] });
  return new x509.Name(rdns);
}

export function signingAlgorithm(key: KeyPair): webcrypto.AlgorithmIdentifier | webcrypto.EcdsaParams {
  return key.algorithm === 'ecdsa-p256' ? { name: 'ECDSA', hash: 'SHA-256' } : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as webcrypto.AlgorithmIdentifier;
}

/**
 * Issues a certificate the way kubeadm's pkiutil does: CAs get CertSign, basicConstraints CA:TRUE,
 * a subject key id and their own name as DNS SAN; leaves get their extended usages, CA:FALSE, the
 * issuer's key id and their SANs.
 */
export async function issueCertificate(r: IssueRequest): Promise<x509.X509Certificate> {
  const isCA = r.issuer === undefined;
  // kubeadm 1.34 sets KeyEncipherment for ECDSA keys too; kept for parity.
  const keyUsage = x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment | (isCA ? x509.KeyUsageFlags.keyCertSign : 0);
  // Go's extension order: key usage, extended key usage, basic constraints, key ids, SANs.
  const extensions: x509.Extension[] = [new x509.KeyUsagesExtension(keyUsage, true)];
  if (r.usages?.length) extensions.push(new x509.ExtendedKeyUsageExtension(r.usages.map((u) => EKU[u]), false));
  extensions.push(new x509.BasicConstraintsExtension(isCA, undefined, true));
  if (isCA) extensions.push(new x509.SubjectKeyIdentifierExtension(await subjectKeyId(r.key, r.keyIdHash ?? 'SHA-1'), false));
  else extensions.push(await authorityKeyId(r.issuer!.cert));
  const sans = subjectAltNames(r);
  if (sans) extensions.push(sans);
  const subject = toName(r.subject);
  const signer = r.issuer?.key ?? r.key;
  return x509.X509CertificateGenerator.create({
    serialNumber: r.serial,
    subject,
    issuer: r.issuer ? r.issuer.cert.subjectName : subject,
    notBefore: r.notBefore,
    notAfter: r.notAfter,
    signingAlgorithm: signingAlgorithm(signer),
    publicKey: r.key.publicKey,
    signingKey: signer.privateKey,
    extensions,
  });
}

/** The key id Go's x509 gives a CA it creates: a hash of the subjectPublicKey bits, cut to 160 bits. */
async function subjectKeyId(key: KeyPair, hash: KeyIdHash): Promise<string> {
  const id = await (await x509.PublicKey.create(key.publicKey)).getKeyIdentifier(hash);
  return Buffer.from(id).subarray(0, 20).toString('hex');
}

/** As Go does, a leaf names its issuer by the issuer's own subject key id, however that was derived. */
async function authorityKeyId(issuer: x509.X509Certificate): Promise<x509.AuthorityKeyIdentifierExtension> {
  const issuerId = issuer.getExtension(x509.SubjectKeyIdentifierExtension)?.keyId;
  return issuerId ? new x509.AuthorityKeyIdentifierExtension(issuerId, false) : x509.AuthorityKeyIdentifierExtension.create(issuer, false);
}

/** CAs name themselves; leaves carry their SANs. */
function subjectAltNames(r: CertificateRequest): x509.SubjectAlternativeNameExtension | undefined {
  const names = r.issuer === undefined ? { dns: [r.subject.commonName], ips: [] } : r.altNames;
  if (!names || (!names.dns.length && !names.ips.length)) return undefined;
  return new x509.SubjectAlternativeNameExtension([
    ...names.dns.map((value) => ({ type: 'dns' as const, value })),
    ...names.ips.map((value) => ({ type: 'ip' as const, value })),
  ], false);
}

/**
 * The certificate `issueCertificate` would make for this request, by meaning, without a key or a
 * serial: what plan compares a host's certificate with. Names and addresses go through the same
 * encoding as the certificate's (IPv6 forms), and times lose their milliseconds as they do there.
 */
export function describeCertificate(r: CertificateRequest, keyAlgorithm: KeyAlgorithm): CertificateView {
  const sans = subjectAltNames(r);
  const names = sans ? new x509.SubjectAlternativeNameExtension(sans.rawData).names.toJSON() : [];
  const subject = toName(r.subject).toString();
  const seconds = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000).toISOString();
  return {
    subject,
    issuer: r.issuer ? r.issuer.cert.subject : subject,
    notBefore: seconds(r.notBefore),
    notAfter: seconds(r.notAfter),
    isCA: r.issuer === undefined,
    extKeyUsage: [...(r.usages ?? [])],
    dnsNames: names.filter((n) => n.type === 'dns').map((n) => n.value),
    ipAddresses: names.filter((n) => n.type === 'ip').map((n) => n.value),
    publicKey: keyTypeOf(keyAlgorithm),
  };
}
