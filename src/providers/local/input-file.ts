import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';

import type { InputFile } from '../../model/input-file.js';

/**
 * Reads a file the user named (cluster.yaml, a plan, a CA). Only a regular file is read, and only
 * up to `maxBytes`: it is opened without blocking, so a FIFO cannot hang k8sform, and /dev/zero or
 * a huge file cannot fill its memory.
 */
export function readInputFile(path: string, maxBytes: number): InputFile {
  try {
    return { text: readInputBytes(path, maxBytes).toString('utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (e instanceof NotReadable) return { why: e.message };
    return { why: `cannot read: ${code === 'ENOENT' ? 'no such file' : code ?? (e as Error).message}` };
  }
}

/** A file that is there but not one k8sform reads: not a regular file, or too large. */
export class NotReadable extends Error {}

/**
 * The bytes of a file the user named, as readInputFile reads them (regular files only, opened
 * without blocking, at most `maxBytes`). Throws the system's error (with its `code`, ENOENT for a
 * missing file) or NotReadable.
 */
export function readInputBytes(path: string, maxBytes: number): Buffer {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotReadable('not a regular file');
    if (st.size > maxBytes) throw new NotReadable(`larger than ${formatSize(maxBytes)}`);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`);
