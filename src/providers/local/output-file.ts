import { linkSync, lstatSync, renameSync, rmSync, writeFileSync, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { UserError } from '../../errors.js';

/**
 * Writes a file k8sform outputs on this machine (a saved plan, a snapshot, a kubeconfig, an imported
 * cluster.yaml), created with `mode` from the first byte (a secret is never readable by others,
 * even for a moment), complete before it appears under its name. An existing file is kept unless
 * `overwrite`; what is there must be a regular file (see refuseSpecialOutput).
 */
export function writeOutputFile(path: string, content: string, opts: { readonly overwrite: boolean; readonly mode: number; readonly what?: string }): void {
  refuseSpecialOutput(path, 'file');
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
  let step = 'write';
  try {
    writeFileSync(tmp, content, { mode: opts.mode, flag: 'wx' });
    step = 'place';
    if (opts.overwrite) renameSync(tmp, path);
    else linkSync(tmp, path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    throw new UserError(step === 'place' && code === 'EEXIST'
      ? `${path}: already exists; choose another -o or pass --force to replace it`
      : `${path}: cannot write${opts.what ? ` ${opts.what}` : ''} (${code})`);
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Refuses an output path that holds anything but what k8sform would write there: a regular file (or
 * a directory, for render's --out). Writing renames a new file into place, which would replace a
 * device such as /dev/full with a regular file, or a link instead of where it points; a FIFO or
 * socket is someone else's. Nothing is written then.
 */
export function refuseSpecialOutput(path: string, expected: 'file' | 'directory'): void {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch {
    return; // absent (or in a directory that is not there, which the write reports)
  }
  const is = st.isFile() ? 'file' : st.isDirectory() ? 'directory' : undefined;
  if (is === expected) return;
  const what = is === 'file' ? 'a regular file' : is === 'directory' ? 'a directory' : st.isSymbolicLink() ? 'a symbolic link' : st.isFIFO() ? 'a FIFO' : st.isSocket() ? 'a socket' : st.isCharacterDevice() ? 'a character device' : 'a block device';
  throw new UserError(`${path}: is ${what}, not ${expected === 'file' ? 'a regular file' : 'a directory'}; k8sform writes its output only to a new path or to a ${expected === 'file' ? 'regular file' : 'directory'} it replaces`);
}
