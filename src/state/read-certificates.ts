import { RemoteError } from '../errors.js';
import { failureLine, type HostTransport } from '../model/host-transport.js';
import { shQuote } from '../model/shell-quote.js';

/** What a certificate-bearing path held: its text with every secret removed, or why there is none. */
export type CertificateText = { readonly state: 'text'; readonly text: string } | { readonly state: 'absent' | 'not-a-regular-file' };

/** Larger than any kubeconfig or PEM bundle kubeadm or the kubelet writes. */
export const CERTIFICATE_FILE_CAP = 1024 * 1024;

/**
 * Reads certificate-bearing files of one host in one round trip, with the secrets cut out on the
 * host itself — PEM private key blocks, kubeconfig `client-key-data` and `token` lines — so a
 * report never carries a private key over the wire. Reads stop at CERTIFICATE_FILE_CAP and never
 * open anything but a regular file (the kubelet's `-current.pem` symlinks lead to one).
 */
export async function readCertificateTexts(transport: HostTransport, paths: readonly string[]): Promise<Map<string, CertificateText>> {
  const stripSecrets = `sed -e '/-----BEGIN [A-Z ]*PRIVATE KEY-----/,/-----END [A-Z ]*PRIVATE KEY-----/d' -e '/^ *client-key-data:/d' -e '/^ *token:/d' "$f"`;
  const result = await transport.exec(perPathScript(transport.root, paths, `${stripSecrets} | head -c ${CERTIFICATE_FILE_CAP} | base64 -w0`));
  if (result.code !== 0) throw new RemoteError(`host[${transport.host}]`, `reading certificates failed: ${failureLine(result)}`);
  const lines = result.stdout.toString('utf8').split('\n');
  const out = new Map<string, CertificateText>();
  paths.forEach((path, i) => {
    const line = lines[i] ?? '';
    if (line === 'A') out.set(path, { state: 'absent' });
    else if (line === 'X') out.set(path, { state: 'not-a-regular-file' });
    else if (line.startsWith('F ')) out.set(path, { state: 'text', text: Buffer.from(line.slice(2), 'base64').toString('utf8') });
    else throw new RemoteError(`host[${transport.host}]`, `unexpected output while reading ${path}`);
  });
  return out;
}

/**
 * A script printing one line per path, in order: `A` (absent), `X` (not a regular file), or `F `
 * followed by what `onFile` prints about the regular file "$f" (on one line). Links are followed:
 * the kubelet's `-current.pem` files are links by design, and a report writes nothing.
 */
function perPathScript(root: string, paths: readonly string[], onFile: string): string {
  return [
    'set -u',
    `R=${shQuote(root)}`,
    `for p in ${paths.map(shQuote).join(' ')}; do`,
    '  f="$R$p"',
    `  if [ -f "$f" ]; then printf "F "; ${onFile}; printf "\\n"`,
    '  elif [ -e "$f" ] || [ -L "$f" ]; then printf "X\\n"',
    '  else printf "A\\n"; fi',
    'done',
  ].join('\n');
}
