import ipaddr from 'ipaddr.js';
import { TAG, children, content, encoding, readElement, readObjectIdentifier, type Element } from './der.js';
import { EXTENSION_OID } from './oids.js';

/** What signing under a certificate, or describing it, needs of its bytes beyond what node:crypto shows. */
export interface CertificateFields {
  /** The subject Name exactly as encoded: a certificate it issues carries these bytes as its issuer. */
  readonly subject: Buffer;
  readonly issuer: Buffer;
  readonly subjectKeyId?: Buffer;
  readonly notAfter: Date;
  readonly dnsNames: readonly string[];
  /** As normalizeIP spells them: IPv4 dotted, IPv6 compressed. */
  readonly ipAddresses: readonly string[];
}

/** PEM of a certificate (or, with its label, another DER structure), 64 columns, newline-terminated. */
export function certificatePem(der: Uint8Array, label = 'CERTIFICATE'): string {
  const lines = Buffer.from(der).toString('base64').match(/.{1,64}/g)!;
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/**
 * Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm, signature }; tbsCertificate's
 * fields by name, from the DER (node:crypto's X509Certificate.raw).
 */
export function certificateFields(der: Uint8Array): CertificateFields {
  const [tbs] = children(der, readElement(der));
  const fields = children(der, tbs!);
  // version [0] is absent from v1 certificates.
  const at = fields[0]!.tag === 0xa0 ? 1 : 0;
  const [, , issuer, validity, subject] = fields.slice(at);
  const [, notAfter] = children(der, validity!);
  const extensions = fields.slice(at + 6).find((f) => f.tag === 0xa3);
  let subjectKeyId: Buffer | undefined;
  const dnsNames: string[] = [];
  const ipAddresses: string[] = [];
  for (const ext of extensions ? children(der, children(der, extensions)[0]!) : []) {
    const parts = children(der, ext);
    const oid = readObjectIdentifier(content(der, parts[0]!));
    const value = parts[parts.length - 1]!;
    if (oid === EXTENSION_OID.subjectKeyId) subjectKeyId = Buffer.from(content(der, readElement(der, value.contentStart)));
    if (oid === EXTENSION_OID.subjectAltName) readAltNames(der, readElement(der, value.contentStart), dnsNames, ipAddresses);
  }
  return {
    subject: encoding(der, subject!), issuer: encoding(der, issuer!), ...(subjectKeyId ? { subjectKeyId } : {}),
    notAfter: readTime(der, notAfter!), dnsNames, ipAddresses,
  };
}

/** UTCTime (two-digit years: 1950–2049, RFC 5280) or GeneralizedTime, to the second. */
function readTime(der: Uint8Array, e: Element): Date {
  let text = content(der, e).toString('latin1');
  if (e.tag === TAG.utcTime) text = `${Number(text.slice(0, 2)) < 50 ? '20' : '19'}${text}`;
  const d = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(text);
  if (!d) throw new Error(`unsupported certificate time ${text}`);
  return new Date(Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +d[4]!, +d[5]!, +d[6]!));
}

/** A GeneralNames' DNS names and IP addresses; the count of any other names (e-mail, URI, ...) is returned. */
export function readAltNames(der: Uint8Array, names: Element, dns: string[], ips: string[]): number {
  let others = 0;
  for (const name of children(der, names)) {
    const bytes = content(der, name);
    if (name.tag === 0x82) dns.push(bytes.toString('latin1'));
    else if (name.tag === 0x87 && (bytes.length === 4 || bytes.length === 16)) ips.push(ipaddr.fromByteArray([...bytes]).toString());
    else others++;
  }
  return others;
}

/** The subjectPublicKey bits of a SubjectPublicKeyInfo: what Go hashes for a key identifier. */
export function subjectPublicKeyBits(spki: Uint8Array): Buffer {
  const [, key] = children(spki, readElement(spki));
  if (key?.tag !== TAG.bitString) throw new Error('SubjectPublicKeyInfo without a BIT STRING');
  return content(spki, key).subarray(1);
}
