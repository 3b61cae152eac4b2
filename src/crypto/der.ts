// DER (ITU-T X.690) for the few ASN.1 types a kubeadm-style certificate is made of. Certificates are
// written with this and node:crypto, not a general ASN.1 library: loading a JavaScript ASN.1 stack
// and running every certificate through it cost more than rendering a control plane's whole PKI
// with ECDSA keys.

export const TAG = {
  boolean: 0x01, integer: 0x02, bitString: 0x03, octetString: 0x04, null: 0x05, oid: 0x06,
  utf8String: 0x0c, printableString: 0x13, teletexString: 0x14, ia5String: 0x16, utcTime: 0x17,
  generalizedTime: 0x18, universalString: 0x1c, bmpString: 0x1e, sequence: 0x30, set: 0x31,
} as const;

/** One tag-length-value, with the definite length in its shortest form as DER requires. */
export function tlv(tag: number, content: Uint8Array): Buffer {
  const n = content.length;
  if (n < 0x80) return Buffer.concat([Buffer.from([tag, n]), content]);
  const length: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) length.unshift(v & 0xff);
  return Buffer.concat([Buffer.from([tag, 0x80 | length.length, ...length]), content]);
}

export const sequence = (...items: Uint8Array[]): Buffer => tlv(TAG.sequence, Buffer.concat(items));

/** SET OF: DER orders the members by their encodings. */
export const set = (...items: Uint8Array[]): Buffer => tlv(TAG.set, Buffer.concat([...items].sort(Buffer.compare)));

/** A non-negative INTEGER from its big-endian magnitude: no leading zero octets but one that keeps it positive. */
export function unsignedInteger(magnitude: Uint8Array): Buffer {
  let first = 0;
  while (first < magnitude.length - 1 && magnitude[first] === 0) first++;
  const bytes = magnitude.length ? magnitude.subarray(first) : new Uint8Array([0]);
  return tlv(TAG.integer, bytes[0]! > 0x7f ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

export function objectIdentifier(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number);
  const out = [40 * arcs[0]! + arcs[1]!];
  for (const arc of arcs.slice(2)) {
    const base128 = [arc & 0x7f];
    for (let v = Math.floor(arc / 128); v > 0; v = Math.floor(v / 128)) base128.unshift(0x80 | (v & 0x7f));
    out.push(...base128);
  }
  return tlv(TAG.oid, Buffer.from(out));
}

export const boolean = (value: boolean): Buffer => tlv(TAG.boolean, Buffer.from([value ? 0xff : 0]));
export const nullValue = (): Buffer => Buffer.from([TAG.null, 0]);
export const octetString = (bytes: Uint8Array): Buffer => tlv(TAG.octetString, bytes);
export const bitString = (bytes: Uint8Array, unusedBits = 0): Buffer => tlv(TAG.bitString, Buffer.concat([Buffer.from([unusedBits]), bytes]));

/** A BIT STRING of named bits (bit 0 first): DER drops trailing zero bits. */
export function namedBits(bits: readonly number[]): Buffer {
  if (!bits.length) return bitString(new Uint8Array(0));
  const last = Math.max(...bits);
  const bytes = new Uint8Array(Math.floor(last / 8) + 1);
  for (const b of bits) bytes[b >> 3]! |= 0x80 >> (b & 7);
  return bitString(bytes, 7 - (last & 7));
}

/** X.509's Time: UTCTime through 2049, GeneralizedTime from 2050 (RFC 5280 4.1.2.5), to the second. */
export function time(d: Date): Buffer {
  const iso = d.toISOString();
  const digits = iso.slice(0, 19).replace(/[-T:]/g, '');
  return d.getUTCFullYear() < 2050
    ? tlv(TAG.utcTime, Buffer.from(`${digits.slice(2)}Z`, 'latin1'))
    : tlv(TAG.generalizedTime, Buffer.from(`${digits}Z`, 'latin1'));
}

/** `[n] EXPLICIT`: the inner encoding wrapped in a constructed context tag. */
export const explicit = (n: number, inner: Uint8Array): Buffer => tlv(0xa0 | n, inner);
/** `[n] IMPLICIT` of a primitive type: its content under a context tag. */
export const implicit = (n: number, content: Uint8Array): Buffer => tlv(0x80 | n, content);

/** A decoded header: where the whole element starts and ends, and where its content starts. */
export interface Element {
  readonly tag: number;
  readonly start: number;
  readonly contentStart: number;
  readonly end: number;
}

/** The element at `offset`; throws on a length that runs past the buffer. */
export function readElement(buf: Uint8Array, offset = 0): Element {
  const tag = buf[offset];
  let length = buf[offset + 1];
  if (tag === undefined || length === undefined) throw new Error('DER: truncated header');
  let contentStart = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER: unsupported length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + buf[contentStart + i]!;
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > buf.length) throw new Error('DER: length past the end');
  return { tag, start: offset, contentStart, end };
}

/** The elements inside a constructed one. */
export function children(buf: Uint8Array, parent: Element): Element[] {
  const out: Element[] = [];
  for (let at = parent.contentStart; at < parent.end;) {
    const child = readElement(buf, at);
    out.push(child);
    at = child.end;
  }
  return out;
}

export const content = (buf: Uint8Array, e: Element): Buffer => Buffer.from(buf.buffer, buf.byteOffset + e.contentStart, e.end - e.contentStart);
export const encoding = (buf: Uint8Array, e: Element): Buffer => Buffer.from(buf.buffer, buf.byteOffset + e.start, e.end - e.start);

export function readObjectIdentifier(bytes: Uint8Array): string {
  const arcs: number[] = [];
  let v = 0;
  for (const b of bytes) {
    v = v * 128 + (b & 0x7f);
    if (!(b & 0x80)) {
      if (!arcs.length) arcs.push(v < 80 ? Math.floor(v / 40) : 2, v < 80 ? v % 40 : v - 80);
      else arcs.push(v);
      v = 0;
    }
  }
  return arcs.join('.');
}
