import { createHash, sign, X509Certificate } from 'node:crypto';
import { promisify } from 'node:util';
import type { KeyAlgorithm } from '../../model/cluster.js';
import { normalizeIP, parseIP } from '../../model/net.js';
import type { CertificateView } from '../../model/plan.js';
import { certificateFields, certificatePem, subjectPublicKeyBits } from '../../crypto/certificate-fields.js';
import {
  bitString, boolean, explicit, implicit, namedBits, nullValue, objectIdentifier, octetString, sequence, time, unsignedInteger,
} from '../../crypto/der.js';
import { NAME_OID, encodeName, nameText, textOfRelativeNames, type RelativeNames } from '../../crypto/distinguished-name.js';
import { EXT_KEY_USAGE_OID as EKU, EXTENSION_OID as EXTENSION } from '../../crypto/oids.js';
import type { AltNames, ExtKeyUsage, Subject } from './certificates.js';
import { keyTypeOf, type KeyPair } from './key-source.js';

/** RFC 5280's KeyUsage bit numbers. */
const KEY_USAGE = { digitalSignature: 0, keyEncipherment: 2, keyCertSign: 5 } as const;

/** kubeadm backdates certificates so that small clock skew between hosts does not reject them. */
export const CERTIFICATE_BACKDATE_SECONDS = 5 * 60;

/** What issuing under a CA needs of its certificate. */
export interface IssuerCertificate {
  /** The subject Name as encoded: what the certificates it issues carry as their issuer. */
  readonly subjectName: Buffer;
  /** The subject as certificate views spell it. */
  readonly subject: string;
  readonly subjectKeyId?: Buffer;
  readonly notAfter: Date;
}

/** A certificate just made: its bytes, and what issuing under it needs. */
export interface IssuedCertificate extends IssuerCertificate {
  readonly der: Buffer;
  /** PEM, newline-terminated as kubeadm writes it. */
  readonly pem: string;
}

export interface Issuer {
  readonly cert: IssuerCertificate;
  readonly key: KeyPair;
}

/** What a CA's PEM certificate (from a host or a user's file) gives the certificates it issues. */
export function issuerCertificate(pem: string): IssuerCertificate {
  const fields = certificateFields(new X509Certificate(pem).raw);
  return { subjectName: fields.subject, subject: nameText(fields.subject), ...(fields.subjectKeyId ? { subjectKeyId: fields.subjectKeyId } : {}), notAfter: fields.notAfter };
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
export function relativeNames(s: Subject): RelativeNames {
  return [...(s.organization ?? []).map((o) => [NAME_OID.organization, o] as const), [NAME_OID.commonName, s.commonName] as const];
}

/** The signature AlgorithmIdentifier Go's x509 picks for the key: ECDSA or PKCS #1 v1.5, both with SHA-256. */
export function signatureAlgorithm(key: KeyPair): Buffer {
  return key.algorithm === 'ecdsa-p256'
    ? sequence(objectIdentifier('1.2.840.10045.4.3.2'))
    : sequence(objectIdentifier('1.2.840.113549.1.1.11'), nullValue());
}

const signAsync = promisify(sign);

/**
 * A signed structure (certificate or certificate request), ECDSA signatures DER-encoded. An RSA
 * signature (about 1 ms for 2048 bits) is made on the thread pool, a P-256 one (well under the pool's
 * round trip) on the main thread.
 */
async function signed(toBeSigned: Buffer, signer: KeyPair): Promise<Buffer> {
  const signature = signer.algorithm === 'ecdsa-p256' ? sign('sha256', toBeSigned, signer.privateKey) : await signAsync('sha256', toBeSigned, signer.privateKey);
  return sequence(toBeSigned, signatureAlgorithm(signer), bitString(signature));
}

/**
 * Issues a certificate the way kubeadm's pkiutil does: CAs get CertSign, basicConstraints CA:TRUE,
 * a subject key id and their own name as DNS SAN; leaves get their extended usages, CA:FALSE, the
 * issuer's key id and their SANs.
 */
export async function issueCertificate(r: IssueRequest): Promise<IssuedCertificate> {
  const isCA = r.issuer === undefined;
  const spki = r.key.spki;
  // kubeadm 1.34 sets KeyEncipherment for ECDSA keys too; kept for parity.
  const keyUsage: number[] = [KEY_USAGE.digitalSignature, KEY_USAGE.keyEncipherment, ...(isCA ? [KEY_USAGE.keyCertSign] : [])];
  // Go's extension order: key usage, extended key usage, basic constraints, key ids, SANs.
  const extensions = [extension(EXTENSION.keyUsage, namedBits(keyUsage), true)];
  if (r.usages?.length) extensions.push(extension(EXTENSION.extKeyUsage, sequence(...r.usages.map((u) => objectIdentifier(EKU[u])))));
  extensions.push(extension(EXTENSION.basicConstraints, isCA ? sequence(boolean(true)) : sequence(), true));
  const subjectKeyId = isCA ? keyId(spki, r.keyIdHash ?? 'SHA-1') : undefined;
  if (subjectKeyId) extensions.push(extension(EXTENSION.subjectKeyId, octetString(subjectKeyId)));
  // As Go does, a leaf names its issuer by the issuer's own subject key id, however that was derived.
  else extensions.push(extension(EXTENSION.authorityKeyId, sequence(implicit(0, r.issuer!.cert.subjectKeyId ?? keyId(r.issuer!.key.spki, 'SHA-1')))));
  const sans = subjectAltNames(r);
  if (sans) extensions.push(extension(EXTENSION.subjectAltName, sequence(
    ...sans.dns.map((name) => implicit(2, Buffer.from(name, 'latin1'))),
    ...sans.ips.map((ip) => implicit(7, Buffer.from(parseIP(ip).toByteArray()))),
  )));
  const rdns = relativeNames(r.subject);
  const subjectName = encodeName(rdns);
  const signer = r.issuer?.key ?? r.key;
  const tbs = sequence(
    explicit(0, unsignedInteger(Uint8Array.of(2))), // v3
    unsignedInteger(Buffer.from(r.serial.length % 2 ? `0${r.serial}` : r.serial, 'hex')),
    signatureAlgorithm(signer),
    r.issuer ? r.issuer.cert.subjectName : subjectName,
    sequence(time(r.notBefore), time(r.notAfter)),
    subjectName,
    spki,
    explicit(3, sequence(...extensions)),
  );
  const der = await signed(tbs, signer);
  return {
    der,
    pem: certificatePem(der),
    subjectName,
    subject: textOfRelativeNames(rdns),
    ...(subjectKeyId ? { subjectKeyId } : {}),
    notAfter: new Date(Math.floor(r.notAfter.getTime() / 1000) * 1000),
  };
}

/**
 * A PKCS #10 certificate request (PEM) for `subject` and `key`, as Go's x509.CreateCertificateRequest
 * makes one: CertificationRequestInfo { version 0, subject, subjectPKInfo, no attributes }, signed.
 */
export async function certificateRequestPem(subject: Subject, key: KeyPair): Promise<string> {
  const info = sequence(unsignedInteger(Uint8Array.of(0)), encodeName(relativeNames(subject)), key.spki, explicit(0, new Uint8Array(0)));
  return certificatePem(await signed(info, key), 'CERTIFICATE REQUEST');
}

/** Extension ::= SEQUENCE { extnID, critical DEFAULT FALSE, extnValue OCTET STRING }. */
function extension(oid: string, value: Buffer, critical = false): Buffer {
  return sequence(objectIdentifier(oid), ...(critical ? [boolean(true)] : []), octetString(value));
}

/** The key id Go's x509 gives a CA it creates: a hash of the subjectPublicKey bits, cut to 160 bits. */
function keyId(spki: Buffer, hash: KeyIdHash): Buffer {
  return createHash(hash === 'SHA-1' ? 'sha1' : 'sha256').update(subjectPublicKeyBits(spki)).digest().subarray(0, 20);
}

/** CAs name themselves; leaves carry their SANs. */
function subjectAltNames(r: CertificateRequest): AltNames | undefined {
  const names = r.issuer === undefined ? { dns: [r.subject.commonName], ips: [] } : r.altNames;
  return names && (names.dns.length || names.ips.length) ? names : undefined;
}

/**
 * The certificate `issueCertificate` would make for this request, by meaning, without a key or a
 * serial: what plan compares a host's certificate with. Addresses are spelled as a parsed
 * certificate's are (IPv6 compressed), and times lose their milliseconds as they do there.
 */
export function describeCertificate(r: CertificateRequest, keyAlgorithm: KeyAlgorithm): CertificateView {
  const sans = subjectAltNames(r);
  const subject = textOfRelativeNames(relativeNames(r.subject));
  const seconds = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000).toISOString();
  return {
    subject,
    issuer: r.issuer ? r.issuer.cert.subject : subject,
    notBefore: seconds(r.notBefore),
    notAfter: seconds(r.notAfter),
    isCA: r.issuer === undefined,
    extKeyUsage: [...(r.usages ?? [])],
    dnsNames: [...(sans?.dns ?? [])],
    ipAddresses: (sans?.ips ?? []).map(normalizeIP),
    publicKey: keyTypeOf(keyAlgorithm),
  };
}
