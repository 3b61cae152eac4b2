import { parse } from 'yaml';
import type { CertificateFile } from '../render/certificate-files.js';
import { parseCertificate } from '../state/certificate-meaning.js';
import { pemCertificates } from '../state/file-view.js';
import type { CertificateText } from '../state/read-certificates.js';
import type { CertificateEntry } from '../model/certificate-report.js';

/**
 * The certificates one file holds. A PEM file gives its first certificate (the kubelet's
 * self-signed `kubelet.crt` bundles its own CA after it), or every one when it is a CA bundle
 * (both CAs while one is rotated); a kubeconfig gives each user's embedded
 * client certificate — a user that points at a file or has a token adds nothing here.
 */
export function certificatesIn(host: string, file: CertificateFile, found: CertificateText): CertificateEntry[] {
  const base = { host, path: file.path, name: file.name, source: file.format === 'pem' ? ('file' as const) : ('kubeconfig' as const) };
  if (found.state === 'absent') return file.expected ? [{ ...base, problem: 'missing' }] : [];
  if (found.state !== 'text') return [{ ...base, problem: 'not a regular file' }];
  const { text } = found;
  if (file.format === 'pem') {
    const [first, ...more] = pemCertificates(text);
    if (!first) return [{ ...base, problem: 'not a PEM certificate' }];
    const head = entryOf(base, first);
    // A CA file trusting two CAs (one being rotated) lists both; a leaf's bundled CA is not its own.
    return head.isCA ? [head, ...more.map((pem) => entryOf(base, pem))] : [head];
  }
  let users: { user?: Record<string, unknown> }[];
  try {
    users = ((parse(text) as { users?: unknown } | null)?.users ?? []) as typeof users;
    if (!Array.isArray(users)) throw new Error('users is not a list');
  } catch {
    return [{ ...base, problem: 'not a readable kubeconfig' }];
  }
  return users.flatMap((u) => {
    const data = u.user?.['client-certificate-data'];
    return typeof data === 'string' ? [entryOf(base, Buffer.from(data, 'base64').toString('utf8'))] : [];
  });
}

function entryOf(base: Omit<CertificateEntry, 'subject'>, pem: string): CertificateEntry {
  try {
    const c = parseCertificate(pem);
    return { ...base, subject: c.subject, issuer: c.issuer, isCA: c.isCA, notBefore: c.notBefore, notAfter: c.notAfter };
  } catch {
    return { ...base, problem: 'not a PEM certificate' };
  }
}
