import { createHash } from 'node:crypto';
import { UserError } from '../errors.js';
import { formatAddress } from '../model/address.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { NODE_ARCHIVES } from '../model/node-software.js';
import { isBinaryChange, isEffective, type BinaryChange, type Change } from '../model/plan.js';
import { readBinaryFile, sha256OfFile } from '../providers/local/binary-file.js';

/**
 * The binaries and release archives of a plan that come from this machine (a `directory` source),
 * by local path: each with its sha256 and where cluster.yaml says so.
 */
function uploaded(loaded: LoadedCluster, changes: readonly Change[]): Map<string, { readonly sha256: string; readonly at: string; readonly changes: BinaryChange[] }> {
  const byPath = new Map<string, { sha256: string; at: string; changes: BinaryChange[] }>();
  const software = loaded.cluster.nodeSoftware;
  for (const c of changes.filter(isBinaryChange).filter(isEffective)) {
    const view = c.after!.view;
    if (view.kind !== 'binary' || !view.source || /^https?:\/\//.test(view.source)) continue;
    const archive = view.member ? software?.archives.find((a) => a.members.includes(view.member!)) : undefined;
    const field = archive ? [NODE_ARCHIVES[archive.name].field, 'source', 'directory'] : ['source', 'directory'];
    const entry = byPath.get(view.source) ?? { sha256: view.sha256, at: loaded.locateField(['spec', 'nodeSoftware', ...field]), changes: [] };
    entry.changes.push(c);
    byPath.set(view.source, entry);
  }
  return byPath;
}

const unreadable = (at: string, path: string, e: unknown) => {
  const code = (e as NodeJS.ErrnoException).code;
  return `${at}: cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : code ?? (e as Error).message}`;
};
const mismatch = (at: string, path: string, seen: string, sha256: string) => `${at}: ${path} has sha256 ${seen}, and its checksum says ${sha256}: not installed anywhere`;

/**
 * Before anything is written: every binary a plan uploads is on this machine with the digest its
 * checksum says, so a wrong build is refused before any host is touched, with where it was read.
 */
export async function checkLocalBinaries(loaded: LoadedCluster, changes: readonly Change[]): Promise<void> {
  const problems: string[] = [];
  for (const [path, { sha256, at }] of uploaded(loaded, changes)) {
    try {
      const seen = await sha256OfFile(path);
      if (seen !== sha256) problems.push(mismatch(at, path, seen, sha256));
    } catch (e) {
      problems.push(unreadable(at, path, e));
    }
  }
  if (problems.length) throw new UserError(problems);
}

/**
 * The bytes apply uploads for each binary from this machine, by address: each file read once, and
 * the bytes read held to their checksum again (the file may have changed since plan hashed it).
 */
export async function localBinaryContents(loaded: LoadedCluster, changes: readonly Change[]): Promise<Map<string, Buffer>> {
  const contents = new Map<string, Buffer>();
  for (const [path, { sha256, at, changes: using }] of uploaded(loaded, changes)) {
    const bytes = await readBinaryFile(path).catch((e: unknown) => {
      throw new UserError(unreadable(at, path, e));
    });
    const seen = createHash('sha256').update(bytes).digest('hex');
    if (seen !== sha256) throw new UserError(mismatch(at, path, seen, sha256));
    for (const c of using) contents.set(formatAddress(c.addr), bytes);
  }
  return contents;
}
