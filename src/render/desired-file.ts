import { fileAddress, type Address } from '../model/address.js';
import type { Desired, DesiredFile, FileFormat, IssuedContent, IssuedFile } from '../model/desired.js';

const ROOT = { uid: 0, gid: 0 };

/** A root-owned file on a host. Private keys and anything holding a secret are 0600 and sensitive. */
export function desiredFile(
  host: string,
  path: string,
  format: FileFormat,
  content: string,
  opts: { mode?: number; sensitive?: boolean; dependsOn?: readonly Address[] } = {},
): Desired<DesiredFile> {
  const sensitive = opts.sensitive ?? format === 'private-key';
  return {
    addr: fileAddress(host, path),
    spec: { kind: 'file', host, path, mode: opts.mode ?? (sensitive ? 0o600 : 0o644), owner: ROOT, format, content, sensitive },
    dependsOn: opts.dependsOn ?? [],
  };
}

/** A file of key material issued on demand; modes and sensitivity as for `desiredFile`. */
export function issuedFile(
  host: string,
  path: string,
  format: FileFormat,
  issued: IssuedContent,
  opts: { sensitive?: boolean; dependsOn?: readonly Address[] } = {},
): Desired<IssuedFile> {
  const { addr, spec: { content: _none, ...spec }, dependsOn } = desiredFile(host, path, format, '', opts);
  return { addr, spec: { ...spec, issued }, dependsOn };
}
