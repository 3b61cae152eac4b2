import { fileAddress, type Address } from '../model/address.js';
import type { Desired, DesiredFile, FileFormat } from '../model/desired.js';

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
