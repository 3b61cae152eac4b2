import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** The sha256 of a local file, read as a stream (a kubelet is some 80 MB); throws the system's error (ENOENT for a missing file). */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A local binary's bytes, to upload to a host. */
export const readBinaryFile = (path: string): Promise<Buffer> => readFile(path);
