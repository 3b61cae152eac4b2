import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { canonicalYaml } from '../../src/render/canonical-yaml.js';
import { x509 } from './x509.js';
import { signedBy, parseCertificate, parsePrivateKey, parsePublicKey } from '../../src/state/certificate-meaning.js';

/**
 * Turns a rendered output directory into reviewable, byte-stable text: certificates and keys by
 * their meaning (and checked relationships: who signed what, which key matches which certificate),
 * secrets redacted, every other file verbatim. Golden files hold this text.
 */
export async function describeTree(root: string): Promise<Map<string, string>> {
  const files = listFiles(root);
  const out = new Map<string, string>();
  const certs = new Map<string, string>();
  for (const f of files) if (f.endsWith('.crt')) certs.set(f, readFileSync(join(root, f), 'utf8'));
  // Empty directories (the etcd data directory) have no file to hold them: MODES lists them, with a trailing slash.
  const modes = [...files, ...emptyDirectories(root).map((d) => `${d}/`)].sort().map((f) => `${(statSync(join(root, f)).mode & 0o777).toString(8).padStart(4, '0')} ${f}`);
  out.set('MODES', `${modes.join('\n')}\n`);
  for (const f of files) {
    const text = readFileSync(join(root, f), 'utf8');
    out.set(f, await describeFile(f, text, certs));
  }
  return out;
}

export function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(root, join(dir, e.name)) : [relative(root, join(dir, e.name))]))
    .sort();
}

function emptyDirectories(root: string, dir = root): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  if (!entries.length && dir !== root) return [relative(root, dir)];
  return entries.filter((e) => e.isDirectory()).flatMap((e) => emptyDirectories(root, join(dir, e.name)));
}

async function describeFile(path: string, text: string, certs: Map<string, string>): Promise<string> {
  if (text.startsWith('-----BEGIN CERTIFICATE-----')) return `${await describeCertificate(path, text, certs)}\n`;
  if (/^-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) return `${describeKeyFile(path, text, certs)}\n`;
  if (text.startsWith('-----BEGIN PUBLIC KEY-----')) {
    const k = parsePublicKey(text);
    return `public key: ${k.type} (${k.pemType})\n`;
  }
  if (/^apiVersion: v1\nclusters:/.test(text)) return describeKubeconfig(path, text, certs);
  if (path.startsWith('cluster/') && /\ntype: bootstrap\.kubernetes\.io\/token/.test(text)) return describeTokenSecret(text);
  return describeEmbeddedCAs(text, certs);
}

/** CA bundles embedded in other documents (cluster-info's kubeconfig) are named by the file they equal. */
function describeEmbeddedCAs(text: string, certs: Map<string, string>): string {
  return text.replace(/certificate-authority-data: ([A-Za-z0-9+/=]{40,})/g, (_, b64: string) => {
    const pem = Buffer.from(b64, 'base64').toString('utf8');
    const same = [...certs].filter(([, p]) => p === pem).map(([f]) => f);
    return `certificate-authority-data: <${same.length ? `same as ${same[0]} (and ${same.length - 1} more)` : `certificate ${parseCertificate(pem).subject}, not a rendered file`}>`;
  });
}

/** The certificate files of the same host that are CAs, for "signed by" lines. */
function hostCAs(path: string, certs: Map<string, string>): [string, string][] {
  const host = path.split('/').slice(0, 2).join('/');
  return [...certs].filter(([p, pem]) => p.startsWith(`${host}/`) && parseCertificate(pem).isCA);
}

async function signerOf(path: string, pem: string, certs: Map<string, string>): Promise<string> {
  for (const [caPath, caPem] of hostCAs(path, certs)) {
    if (signedBy(pem, caPem)) return caPath.split('/').slice(2).join('/').replace(/^/, '/');
  }
  return 'NOT SIGNED BY ANY CA ON THIS HOST';
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

/** The key usage bits a certificate grants, by name (k8sform compares certificates without them). */
function keyUsage(pem: string): string[] {
  const ku = new x509.X509Certificate(pem).getExtension(x509.KeyUsagesExtension);
  return KEY_USAGE_NAMES.filter(([flag]) => ku && (ku.usages & flag) !== 0).map(([, n]) => n);
}

async function describeCertificate(path: string, pem: string, certs: Map<string, string>): Promise<string> {
  const m = parseCertificate(pem);
  const lines = [
    'certificate',
    `  subject: ${m.subject}`,
    `  issuer: ${m.issuer}`,
    `  signed by: ${await signerOf(path, pem, certs)}`,
    `  not before: ${m.notBefore}`,
    `  not after: ${m.notAfter}`,
    `  CA: ${m.isCA}`,
    `  key usage: ${keyUsage(pem).join(', ')}`,
  ];
  if (m.extKeyUsage.length) lines.push(`  extended key usage: ${m.extKeyUsage.join(', ')}`);
  if (m.dnsNames.length) lines.push(`  DNS names: ${m.dnsNames.join(', ')}`);
  if (m.ipAddresses.length) lines.push(`  IP addresses: ${m.ipAddresses.join(', ')}`);
  lines.push(`  public key: ${m.publicKey}`);
  return lines.join('\n');
}

function describeKeyFile(path: string, pem: string, certs: Map<string, string>): string {
  const k = parsePrivateKey(pem);
  const sibling = path.replace(/\.key$/, '.crt');
  const pub = path.replace(/\.key$/, '.pub');
  let matches = 'no certificate beside it';
  if (certs.has(sibling)) matches = parseCertificate(certs.get(sibling)!).publicKeySha256 === k.publicKeySha256 ? `matches ${sibling.split('/').pop()}` : `DOES NOT MATCH ${sibling.split('/').pop()}`;
  else if (path.endsWith('sa.key')) matches = `public half in ${pub.split('/').pop()}`;
  return `private key: ${k.type} (${k.pemType}), ${matches}`;
}

async function describeKubeconfig(path: string, text: string, certs: Map<string, string>): Promise<string> {
  const doc = parse(text) as {
    clusters: { cluster: Record<string, string> }[];
    users: { user: Record<string, string> }[];
  };
  const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');
  for (const c of doc.clusters) {
    const ca = decode(c.cluster['certificate-authority-data']!);
    const same = [...hostCAs(path, certs)].find(([, pem]) => pem === ca);
    c.cluster['certificate-authority-data'] = same ? `<${same[0].split('/').slice(2).join('/').replace(/^/, '/')}>` : `<certificate ${parseCertificate(ca).subject} (not a file on this host)>`;
  }
  for (const u of doc.users) {
    const cert = u.user['client-certificate-data'];
    const key = u.user['client-key-data'];
    if (cert) {
      const m = parseCertificate(decode(cert));
      const signer = await signerOf(path, decode(cert), certs);
      u.user['client-certificate-data'] = `<certificate ${m.subject}; signed by ${signer}; ${m.notBefore} to ${m.notAfter}; ${keyUsage(decode(cert)).join('+')}; ${m.extKeyUsage.join('+')}; ${m.publicKey}>`;
      if (key) {
        const k = parsePrivateKey(decode(key));
        u.user['client-key-data'] = `<private key ${k.type} (${k.pemType}), ${k.publicKeySha256 === m.publicKeySha256 ? 'matches' : 'DOES NOT MATCH'} the client certificate>`;
      }
    }
    if (u.user.token) u.user.token = redactToken(u.user.token);
  }
  return canonicalYaml(doc);
}

const redactToken = (t: string) => (/^[a-z0-9]{6}\.[a-z0-9]{16}$/.test(t) ? `${t.slice(0, 6)}.<secret redacted>` : t);

function describeTokenSecret(text: string): string {
  const doc = parse(text) as { data: Record<string, string> };
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(doc.data)) {
    const decoded = Buffer.from(v, 'base64').toString('utf8');
    data[k] = k === 'token-secret' ? `<redacted: ${decoded.length} characters>` : decoded;
  }
  return canonicalYaml({ ...doc, data: undefined, 'data (decoded)': data });
}
