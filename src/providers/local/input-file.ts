import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';

/** What reading a file the user named gave: its text, or a one-line reason (without the path). */
export type InputFile = { readonly text: string; readonly why?: undefined } | { readonly text?: undefined; readonly why: string };

/**
 * Reads a file the user named (cluster.yaml, a plan, a CA). Only a regular file is read, and only
 * up to `maxBytes`: it is opened without blocking, so a FIFO cannot hang k8sform, and /dev/zero or
 * a huge file cannot fill its memory.
 */
export function readInputFile(path: string, maxBytes: number): InputFile {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { why: `cannot read: ${code === 'ENOENT' ? 'no such file' : code ?? (e as Error).message}` };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { why: 'not a regular file' };
    if (st.size > maxBytes) return { why: `larger than ${formatSize(maxBytes)}` };
    return { text: readFileSync(fd, 'utf8') };
  } catch (e) {
    return { why: `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` };
  } finally {
    closeSync(fd);
  }
}

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`);
