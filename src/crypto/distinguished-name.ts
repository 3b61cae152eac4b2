import { TAG, children, content, encoding, objectIdentifier, readElement, readObjectIdentifier, sequence, set, tlv } from './der.js';

export const NAME_OID = { commonName: '2.5.4.3', organization: '2.5.4.10' } as const;

/** The short names certificate views give attribute types; others show as their dotted OID. */
const SHORT_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN', '2.5.4.7': 'L', '2.5.4.8': 'ST', '2.5.4.10': 'O', '2.5.4.11': 'OU', '2.5.4.6': 'C',
  '0.9.2342.19200300.100.1.25': 'DC', '1.2.840.113549.1.9.1': 'E', '2.5.4.42': 'G', '2.5.4.43': 'I',
  '2.5.4.4': 'SN', '2.5.4.12': 'T',
};

/** One attribute per RDN, in order: `[oid, value]`. */
export type RelativeNames = readonly (readonly [string, string])[];

/**
 * A Name as Go's crypto/x509 encodes pkix.Name strings: PrintableString when every character is in
 * its set (no `*` or `&`), else UTF8String.
 */
export function encodeName(rdns: RelativeNames): Buffer {
  return sequence(...rdns.map(([oid, value]) => {
    const type = /^[A-Za-z0-9 '()+,\-./:=?]*$/.test(value) ? TAG.printableString : TAG.utf8String;
    return set(sequence(objectIdentifier(oid), tlv(type, Buffer.from(value, 'utf8'))));
  }));
}

/**
 * A Name as certificate views spell it: `O=system:masters, CN=kubernetes-admin`, RDNs in encoded
 * order, multi-valued RDNs joined by `+`, values escaped as RFC 4514 asks (views have always shown
 * names this way, so plans keep comparing equal across versions).
 */
export function nameText(der: Uint8Array): string {
  const name = readElement(der);
  return children(der, name).map((rdn) => children(der, rdn).map((attribute) => {
    const [type, value] = children(der, attribute);
    const oid = readObjectIdentifier(content(der, type!));
    return `${SHORT_NAMES[oid] ?? oid}=${valueText(der, value!)}`;
  }).join('+')).join(', ');
}

export function textOfRelativeNames(rdns: RelativeNames): string {
  return rdns.map(([oid, value]) => `${SHORT_NAMES[oid] ?? oid}=${escapeValue(value)}`).join(', ');
}

function valueText(der: Uint8Array, value: ReturnType<typeof readElement>): string {
  const bytes = content(der, value);
  switch (value.tag) {
    case TAG.printableString: case TAG.ia5String: case TAG.teletexString: return escapeValue(bytes.toString('latin1'));
    case TAG.utf8String: return escapeValue(bytes.toString('utf8'));
    case TAG.bmpString: return escapeValue(Buffer.from(bytes).swap16().toString('utf16le'));
    case TAG.universalString: return escapeValue(String.fromCodePoint(...Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readUInt32BE(i * 4))));
    default: return `#${encoding(der, value).toString('hex')}`;
  }
}

/**
 * RFC 4514 escaping as views have always applied it: the special characters, a leading space or
 * `#`, a trailing space, and the first CR, LF or TAB as `\XX` hex.
 */
function escapeValue(value: string): string {
  return value
    .replace(/([,+"\\<>;])/g, '\\$1')
    .replace(/^([ #])/, '\\$1')
    .replace(/([ ]$)/, '\\$1')
    .replace(/([\r\n\t])/, (c) => `\\${Buffer.from(c, 'utf8').toString('hex').toUpperCase()}`);
}
