import { children, content, readElement, readObjectIdentifier } from './der.js';
import { readAltNames } from './certificate-fields.js';
import { nameText } from './distinguished-name.js';
import { EXTENSION_OID } from './oids.js';

/** What a PKCS #10 certificate request asks to be certified: its subject and its subject alternative names. */
export interface CertificateRequestFields {
  /** As certificate views spell names: `O=system:nodes, CN=system:node:cp-1`. */
  readonly subject: string;
  readonly dnsNames: readonly string[];
  /** As normalizeIP spells them: IPv4 dotted, IPv6 compressed. */
  readonly ipAddresses: readonly string[];
  /** How many names of other types (e-mail addresses, URIs, ...) it asks for. */
  readonly otherNames: number;
}

const EXTENSION_REQUEST_OID = '1.2.840.113549.1.9.14';

/**
 * CertificationRequest ::= SEQUENCE { certificationRequestInfo, signatureAlgorithm, signature };
 * the info is { version, subject, subjectPKInfo, attributes [0] }, and the requested extensions are
 * the attribute extensionRequest (RFC 2986, RFC 2985). Throws on anything that is not one.
 */
export function certificateRequestFields(pem: string): CertificateRequestFields {
  const body = /-----BEGIN CERTIFICATE REQUEST-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE REQUEST-----/.exec(pem)?.[1];
  if (!body) throw new Error('not a PEM certificate request');
  const der = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  const [info] = children(der, readElement(der));
  const [, subject, , attributes] = children(der, info!);
  if (!subject) throw new Error('a certificate request without a subject');
  const dnsNames: string[] = [];
  const ipAddresses: string[] = [];
  let otherNames = 0;
  for (const attribute of attributes?.tag === 0xa0 ? children(der, attributes) : []) {
    const [type, values] = children(der, attribute);
    if (readObjectIdentifier(content(der, type!)) !== EXTENSION_REQUEST_OID) continue;
    for (const extensions of children(der, values!)) {
      for (const ext of children(der, extensions)) {
        const parts = children(der, ext);
        if (readObjectIdentifier(content(der, parts[0]!)) !== EXTENSION_OID.subjectAltName) continue;
        otherNames += readAltNames(der, readElement(der, parts[parts.length - 1]!.contentStart), dnsNames, ipAddresses);
      }
    }
  }
  return { subject: nameText(der.subarray(subject.start, subject.end)), dnsNames, ipAddresses, otherNames };
}
