import ipaddr from 'ipaddr.js';

export type IP = ipaddr.IPv4 | ipaddr.IPv6;

export function isIP(text: string): boolean {
  // The common cases (an IPv4 address, a DNS name) answered without ipaddr.js, whose parsers cost a
  // render a few ms cold: every address it reads is made of hex digits, 'x', dots and colons.
  if (DOTTED_QUAD.test(text)) return true;
  if (NO_ADDRESS_CHARACTERS.test(text)) return false;
  return family(text).isValid(text);
}

/**
 * The ipaddr.js family that reads this text. ipaddr.parse, isValid and parseCIDR try the IPv6
 * parser first, which also reads IPv4-in-IPv6 forms: for every IPv4 address or subnet that is a
 * failed IPv6 parse (a caught error for subnets), costly cold. Only IPv6 text has a colon, and
 * IPv4 text never does, so the colon picks the one parser that can read it.
 */
const family = (text: string) => (text.includes(':') ? ipaddr.IPv6 : ipaddr.IPv4);

/** An address, as ipaddr.parse reads it. */
export function parseIP(text: string): IP {
  return family(text).parse(text);
}

const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
/** Four decimal octets without leading zeros: an IPv4 address in every reading (ipaddr.js accepts more). */
const DOTTED_QUAD = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
/** A character in none of ipaddr.js's forms (nor a zone, '%eth0', which an address here may not have). */
const NO_ADDRESS_CHARACTERS = /[^0-9A-Fa-fXx.:]/;

/** Canonical text of an IP (IPv6 compressed, IPv4-mapped kept as IPv6). */
export function normalizeIP(text: string): string {
  return DOTTED_QUAD.test(text) ? text : parseIP(text).toString();
}

/** 32 for an IPv4 address, 128 for IPv6: the family, as Cidr.bits gives it for a subnet. */
export function ipBits(text: string): 32 | 128 {
  return parseIP(text).kind() === 'ipv4' ? 32 : 128;
}

export interface Cidr {
  readonly network: IP;
  readonly prefix: number;
  readonly bits: 32 | 128;
  readonly text: string;
}

/** Parses `10.96.0.0/12`; undefined when malformed or when host bits are set. */
export function parseCidr(text: string): Cidr | undefined {
  if (!text.includes('/')) return undefined;
  let parsed: [IP, number];
  try {
    parsed = family(text).parseCIDR(text);
  } catch {
    return undefined;
  }
  const [addr, prefix] = parsed;
  const bits = addr.kind() === 'ipv4' ? 32 : 128;
  const network = networkOf(addr, prefix);
  if (network.toString() !== addr.toString()) return undefined;
  return { network, prefix, bits, text: `${network.toString()}/${prefix}` };
}

function networkOf(addr: IP, prefix: number): IP {
  const bytes = addr.toByteArray();
  for (let i = 0; i < bytes.length; i++) {
    const keep = Math.max(0, Math.min(8, prefix - i * 8));
    bytes[i]! &= (0xff << (8 - keep)) & 0xff;
  }
  return ipaddr.fromByteArray(bytes) as IP;
}

/** The n-th address of a subnet (n=1 is the kubernetes Service IP, n=10 the DNS Service IP). */
export function nthAddress(cidr: Cidr, n: number): string {
  const bytes = cidr.network.toByteArray();
  let carry = n;
  for (let i = bytes.length - 1; i >= 0 && carry > 0; i--) {
    const sum = bytes[i]! + carry;
    bytes[i] = sum & 0xff;
    carry = Math.floor(sum / 256);
  }
  return ipaddr.fromByteArray(bytes).toString();
}

/** log2 of the number of addresses in the subnet. */
export function hostBits(cidr: Cidr): number {
  return cidr.bits - cidr.prefix;
}

export function contains(cidr: Cidr, ip: string): boolean {
  const addr = parseIP(ip);
  return addr.kind() === cidr.network.kind() && addr.match(cidr.network, cidr.prefix);
}

export function overlaps(a: Cidr, b: Cidr): boolean {
  if (a.network.kind() !== b.network.kind()) return false;
  const shorter = a.prefix <= b.prefix ? a : b;
  const longer = shorter === a ? b : a;
  return longer.network.match(shorter.network, shorter.prefix);
}

export function isDnsSubdomain(text: string): boolean {
  // Each label at most 63 characters, as DNS (and the x509 SAN checks of Go's TLS) require.
  return text.length <= 253 && /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$/.test(text);
}

/**
 * Digits and dots that are no IPv4 address (`192.0.2.300`): a DNS name in form, but meant as an
 * address, and DNS names never end in an all-numeric label.
 */
export function isMalformedIPv4(text: string): boolean {
  return /^[0-9.]+$/.test(text) && !isIP(text);
}

/** `host:port` with IPv6 hosts in brackets, as URLs and flags want them. */
export function joinHostPort(host: string, port: number): string {
  return isIP(host) && host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** Splits `host`, `host:port`, `[v6]:port` or a bare IPv6 address. */
export function splitHostPort(text: string): { host: string; port?: number } | undefined {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) return { host: bracketed[1]!, port: bracketed[2] ? Number(bracketed[2]) : undefined };
  if (isIP(text)) return { host: text };
  const m = /^([^:]+)(?::(\d+))?$/.exec(text);
  if (!m) return undefined;
  return { host: m[1]!, port: m[2] ? Number(m[2]) : undefined };
}
