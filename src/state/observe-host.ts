import { createHash } from 'node:crypto';
import { RemoteError } from '../errors.js';
import { fileAddress, formatAddress } from '../model/address.js';
import type { HostTransport } from '../providers/transport.js';
import { shQuote } from '../providers/shell-quote.js';

/** A managed file as found on a host. */
export interface ObservedFile {
  readonly host: string;
  readonly path: string;
  readonly exists: boolean;
  /** Set when the path exists but is not a regular file (k8sform never overwrites those). */
  readonly notRegular?: boolean;
  readonly mode?: number;
  readonly uid?: number;
  readonly gid?: number;
  readonly content?: Buffer;
  /** SHA-256 of the bytes, or `absent`. */
  readonly digest: string;
}

export const ABSENT = 'absent';

/**
 * Reads every given path of a host in one round trip: one script prints, per path and in order,
 * `A` (absent), `X` (not a regular file) or `F <mode> <uid> <gid> <base64 of the bytes>`.
 */
export async function observeHost(transport: HostTransport, paths: readonly string[]): Promise<Map<string, ObservedFile>> {
  const result = await transport.exec(perPathScript(transport.root, paths, 'printf "%s " "$(stat -L -c "%a %u %g" "$f")"; base64 -w0 < "$f"'));
  if (result.code !== 0) throw new RemoteError(`host[${transport.host}]`, `reading managed files failed (exit ${result.code}): ${result.stderr.trim().split('\n')[0] ?? ''}`);
  const lines = result.stdout.toString('utf8').split('\n');
  const out = new Map<string, ObservedFile>();
  paths.forEach((path, i) => {
    const line = lines[i] ?? '';
    const base = { host: transport.host, path };
    if (line === 'A') out.set(path, { ...base, exists: false, digest: ABSENT });
    else if (line === 'X') out.set(path, { ...base, exists: true, notRegular: true, digest: 'not-a-regular-file' });
    else {
      const m = /^F (\d+) (\d+) (\d+) ?(.*)$/.exec(line);
      if (!m) throw new RemoteError(`host[${transport.host}]`, `unexpected output while reading ${path}`);
      const content = Buffer.from(m[4]!, 'base64');
      out.set(path, { ...base, exists: true, mode: parseInt(m[1]!, 8), uid: Number(m[2]), gid: Number(m[3]), content, digest: sha256(content) });
    }
  });
  return out;
}

/**
 * A script printing one line per path, in order: `A` (absent), `X` (not a regular file), or `F `
 * followed by what `onFile` prints about the regular file "$f" (on one line).
 */
export function perPathScript(root: string, paths: readonly string[], onFile: string): string {
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

export const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** Observed files of every host keyed by printable address. */
export function byAddress(hosts: readonly Map<string, ObservedFile>[]): Map<string, ObservedFile> {
  const out = new Map<string, ObservedFile>();
  for (const files of hosts) for (const f of files.values()) out.set(formatAddress(fileAddress(f.host, f.path)), f);
  return out;
}
