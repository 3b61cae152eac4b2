import { join } from 'node:path';
import type { ExportedFile, PkiExportReport } from '../model/pki-export.js';

/**
 * `k8sform pki export`: each file written with its mode, then the CAs' fingerprints and how
 * cluster.yaml takes them and the encryption keys back (`fromClusterFile`: the export directory as
 * a path relative to cluster.yaml, as its file fields are). Never a key.
 */
export function renderPkiExportText(r: PkiExportReport, fromClusterFile: string): string {
  const rows = r.files.map((f) => [join(r.directory, f.path), f.mode, what(f, r.recipients.length)]);
  const widths = [0, 1].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  const lines = [`Exported the identity of cluster ${r.cluster}, read from ${r.readFrom.map((h) => `host[${h}]`).join(', ')}, to ${r.directory}:`];
  for (const row of rows) lines.push(`  ${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]}`);
  lines.push('', 'CA fingerprints (SHA-256 of the certificate):');
  const nameWidth = Math.max(...r.authorities.map((a) => a.name.length));
  for (const a of r.authorities) lines.push(`  ${a.name.padEnd(nameWidth)}  ${a.sha256Fingerprint}  (${a.subject}, expires ${a.notAfter.slice(0, 10)})`);
  lines.push('', `To rebuild the cluster with this identity, set in cluster.yaml${r.recipients.length ? ' (after decrypting the keys with age -d)' : ''}:`, '  spec.certificates:');
  const inDir = (p: string) => join(fromClusterFile, r.recipients.length ? p.replace(/\.age$/, '') : p);
  for (const a of r.authorities) lines.push(`    ${a.field}: { certFile: ${inDir(a.certFile)}, keyFile: ${inDir(a.keyFile)} }`);
  lines.push(`    serviceAccountKey: { keyFile: ${inDir(r.serviceAccountKey.keyFile)} }`);
  const e = r.encryptionKeys;
  if (e) lines.push('  spec.apiServer:', `    encryptionAtRest: { provider: ${e.provider}, keys: [${e.keys.join(', ')}], keysFile: ${inDir(e.keysFile)} }`);
  return `${lines.join('\n')}\n`;
}

function what(f: ExportedFile, recipients: number): string {
  if (f.kind === 'certificate') return 'certificate';
  if (f.kind === 'public-key') return 'public key';
  const kind = f.kind === 'encryption-config' ? 'encryption keys (EncryptionConfiguration)' : 'private key';
  return f.encrypted ? `${kind}, encrypted to ${recipients} age recipient(s)` : `${kind}, not encrypted`;
}
