import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UserError } from '../../errors.js';
import { refuseSpecialOutput, writeOutputFile } from './output-file.js';
import { makeDirectories } from '../output-dir.js';

/** Modes of what writePrivateDir makes: only the owner can list the directories or read the files. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Whether `dir` may take the files `paths` (relative to it) and lose `stale` ones: an absent or
 * empty directory, or with `force` one that holds anything, provided that where each of them goes
 * is a regular file or nothing (and their directories directories). A one-line UserError otherwise;
 * nothing is written. Called before any work, and again by writePrivateDir.
 */
export function refusePrivateDir(dir: string, paths: readonly string[], opts: { readonly force: boolean }): void {
  refuseSpecialOutput(dir, 'directory');
  if (!opts.force && entriesOf(dir).length) throw new UserError(`${dir}: already exists and is not empty; choose a new -o directory, or pass --force to replace the files k8sform writes there`);
  for (const sub of subdirectories(paths)) refuseSpecialOutput(join(dir, sub), 'directory');
  for (const p of paths) refuseSpecialOutput(join(dir, p), 'file');
}

/**
 * Writes secret files into `dir`: the directory (and each below it) created 0700, each file 0600
 * from its first byte and complete before it appears under its name (see writeOutputFile). With
 * `force` an existing directory is kept (its mode too) and only the files named here are replaced,
 * and the `stale` ones removed (the same secret in the form this export does not write). A
 * directory this call made is removed again when a write fails.
 */
export function writePrivateDir(dir: string, files: readonly { readonly path: string; readonly content: string }[], opts: { readonly force: boolean; readonly stale?: readonly string[] }): void {
  const stale = opts.stale ?? [];
  refusePrivateDir(dir, [...files.map((f) => f.path), ...stale], opts);
  const made = makePrivateDirectory(dir);
  try {
    for (const sub of subdirectories(files.map((f) => f.path))) makePrivateDirectory(join(dir, sub));
    for (const f of files) {
      const path = join(dir, f.path);
      writeOutputFile(path, f.content, { overwrite: opts.force, mode: PRIVATE_FILE_MODE });
      // The umask can only have taken bits away; what is left is made exactly 0600.
      if ((lstatSync(path).mode & 0o7777) !== PRIVATE_FILE_MODE) chmodSync(path, PRIVATE_FILE_MODE);
    }
    for (const p of stale) rmSync(join(dir, p), { force: true });
  } catch (e) {
    if (made) rmSync(dir, { recursive: true, force: true });
    throw e instanceof UserError ? e : new UserError(`${dir}: cannot write: ${(e as Error).message}`);
  }
}

/** Creates `path` 0700 (its missing parents as makeDirectories does); false when it was there already. */
function makePrivateDirectory(path: string): boolean {
  if (entriesOf(path, true) !== undefined) return false;
  makeDirectories(dirname(path));
  mkdirSync(path, { mode: PRIVATE_DIR_MODE });
  chmodSync(path, PRIVATE_DIR_MODE);
  return true;
}

/** The directories below the export directory that `paths` go into (`etcd` for `etcd/ca.key`). */
const subdirectories = (paths: readonly string[]) => [...new Set(paths.filter((p) => p.includes('/')).map((p) => dirname(p)))];

function entriesOf(path: string): string[];
function entriesOf(path: string, absentIsUndefined: true): string[] | undefined;
function entriesOf(path: string, absentIsUndefined = false): string[] | undefined {
  try {
    return readdirSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return absentIsUndefined ? undefined : [];
    if (code === 'ENOTDIR') throw new UserError(`${path}: a parent of it is a file, not a directory; choose another -o directory`);
    throw new UserError(`${path}: cannot read: ${code ?? (e as Error).message}`);
  }
}
