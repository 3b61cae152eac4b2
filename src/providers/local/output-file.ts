import { existsSync, linkSync, lstatSync, readSync, renameSync, rmSync, writeFileSync, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { UserError } from '../../errors.js';

/**
 * Writes a file k8sform outputs on this machine (a saved plan, a snapshot, a kubeconfig, an imported
 * cluster.yaml), created with `mode` from the first byte (a secret is never readable by others,
 * even for a moment), complete before it appears under its name. An existing file is kept unless
 * `overwrite`; what is there must be a regular file (see refuseSpecialOutput).
 */
export function writeOutputFile(path: string, content: string, opts: OutputOptions): void {
  refuseSpecialOutput(path, 'file');
  const tmp = temporaryBeside(path);
  let step = 'write';
  try {
    writeFileSync(tmp, content, { mode: opts.mode, flag: 'wx' });
    step = 'place';
    place(tmp, path, opts);
  } catch (e) {
    throw cannotWrite(path, step, e, opts);
  } finally {
    rmSync(tmp, { force: true });
  }
}

export interface OutputOptions {
  readonly overwrite: boolean;
  readonly mode: number;
  readonly what?: string;
}

/** A file written piece by piece (see openOutputFile). */
export interface OutputStream {
  write(bytes: Buffer): Promise<void>;
  /** Bytes written so far, at `offset` (fewer past the end). */
  read(offset: number, length: number): Buffer;
  /** Puts the whole file under its name. */
  commit(): Promise<void>;
  /** Removes what was written; the path is left as it was. */
  discard(): Promise<void>;
}

/**
 * writeOutputFile for content that arrives in pieces too large to hold (an etcd snapshot): the same
 * checks, mode and placing, once `commit` says the content is whole. Until then nothing is under
 * `path`; an error or `discard` leaves no file behind.
 */
export async function openOutputFile(path: string, opts: OutputOptions): Promise<OutputStream> {
  refuseTakenOutput(path, opts.overwrite);
  const tmp = temporaryBeside(path);
  let file: FileHandle;
  try {
    file = await open(tmp, 'wx+', opts.mode);
  } catch (e) {
    throw cannotWrite(path, 'write', e, opts);
  }
  const discard = async () => {
    await file.close().catch(() => undefined);
    rmSync(tmp, { force: true });
  };
  const failing = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (e) {
      await discard();
      throw cannotWrite(path, step, e, opts);
    }
  };
  return {
    write: (bytes) => failing('write', async () => void (await file.write(bytes))),
    read: (offset, length) => {
      const buffer = Buffer.alloc(length);
      return buffer.subarray(0, readSync(file.fd, buffer, 0, length, offset));
    },
    commit: () => failing('place', async () => {
      await file.sync();
      await file.close();
      place(tmp, path, opts);
      rmSync(tmp, { force: true });
    }),
    discard,
  };
}

const temporaryBeside = (path: string) => join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);

/** Puts a finished temporary file under its name: an existing file is replaced only when `overwrite`. */
function place(tmp: string, path: string, opts: OutputOptions): void {
  if (opts.overwrite) renameSync(tmp, path);
  else linkSync(tmp, path);
}

function cannotWrite(path: string, step: string, e: unknown, opts: OutputOptions): UserError {
  const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
  return new UserError(step === 'place' && code === 'EEXIST'
    ? alreadyExists(path)
    : `${path}: cannot write${opts.what ? ` ${opts.what}` : ''} (${code})`);
}

/**
 * Refuses, before any work, an output path that writing would refuse at the end: one that is not a
 * regular file, or an existing file without `overwrite`.
 */
export function refuseTakenOutput(path: string, overwrite: boolean): void {
  refuseSpecialOutput(path, 'file');
  if (!overwrite && existsSync(path)) throw new UserError(alreadyExists(path));
}

const alreadyExists = (path: string) => `${path}: already exists; choose another -o or pass --force to replace it`;

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
