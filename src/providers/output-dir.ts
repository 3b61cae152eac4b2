import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { refuseSpecialOutput } from './local/output-file.js';

/** One file of an output directory (where below it, its bytes and its mode), or an empty directory with its mode. */
export type OutputEntry =
  | { readonly path: string; readonly content: string; readonly mode: number }
  | { readonly path: string; readonly directory: true; readonly mode: number };

/**
 * Writes a render's files and directories into `dir` (kubeadm's dry-run folder, per host), each with its mode. Everything is written into a sibling
 * temporary directory first and moved into place at the end, so `dir` is either complete or absent.
 */
export function writeOutputDir(dir: string, entries: readonly OutputEntry[]): void {
  const target = resolve(dir);
  refuseSpecialOutput(dir, 'directory');
  if (isNonEmptyDir(target)) throw new UserError(`${dir}: already exists and is not empty; choose a new --out directory`);
  const staging = join(dirname(target), `.${basename(target)}.k8sform-tmp-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    makeDirectories(dirname(target));
    mkdirSync(staging, { mode: 0o755 });
    const made = new Set<string>([staging]);
    // The umask takes the same bits from every new file of one mode: checked once per mode, corrected only where it took some.
    const umaskKeeps = new Map<number, boolean>();
    for (const entry of entries) {
      const path = join(staging, entry.path);
      const parent = dirname(path);
      if (!made.has(parent)) {
        mkdirSync(parent, { recursive: true, mode: 0o755 });
        made.add(parent);
      }
      if ('directory' in entry) {
        mkdirSync(path, { recursive: true, mode: entry.mode });
        chmodSync(path, entry.mode);
        made.add(path);
        continue;
      }
      writeFileSync(path, entry.content, { mode: entry.mode });
      let keeps = umaskKeeps.get(entry.mode);
      if (keeps === undefined) umaskKeeps.set(entry.mode, (keeps = (statSync(path).mode & 0o7777) === entry.mode));
      if (!keeps) chmodSync(path, entry.mode);
    }
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    throw e instanceof UserError ? e : new UserError(`${dir}: cannot write: ${(e as Error).message}`);
  }
}

function isNonEmptyDir(path: string): boolean {
  try {
    return readdirSync(path).length > 0;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') throw new UserError(`${path}: a parent of it is a file, not a directory; choose another --out directory`);
    throw new UserError(`${path}: cannot read: ${(e as Error).message}`);
  }
}

/**
 * Creates `path` and its missing parents one at a time. Node's recursive mkdir retries forever
 * where a parent exists but refuses new entries (/proc), so each level is created once and its
 * error reported.
 */
export function makeDirectories(path: string): void {
  const missing: string[] = [];
  for (let p = path; !existsSync(p); p = dirname(p)) missing.unshift(p);
  for (const p of missing) mkdirSync(p, { mode: 0o755 });
}
