import { linkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { UserError } from '../../errors.js';

/**
 * Writes a file holding a secret on this machine: created 0600 from the first byte (never
 * readable by others, even for a moment), complete before it appears under its name, and an
 * existing file is kept unless `overwrite`.
 */
export function writeSecretFile(path: string, content: string, overwrite: boolean): void {
  writeNewFile(path, content, overwrite, 0o600);
}

/** The same for any file on this machine, created with `mode`: complete before it appears, an existing one kept unless `overwrite`. */
export function writeNewFile(path: string, content: string, overwrite: boolean, mode: number): void {
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
  let step = 'write';
  try {
    writeFileSync(tmp, content, { mode, flag: 'wx' });
    step = 'place';
    if (overwrite) renameSync(tmp, path);
    else linkSync(tmp, path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    throw new UserError(step === 'place' && code === 'EEXIST'
      ? `${path}: already exists; choose another -o or pass --force to replace it`
      : `${path}: cannot write (${code})`);
  } finally {
    rmSync(tmp, { force: true });
  }
}
