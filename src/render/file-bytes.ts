import { isIssued, type DesiredFile, type PlannedFile } from '../model/desired.js';

/**
 * The bytes of rendered files: as rendered, or issued now for key material. Every file is asked for
 * before any is awaited, so serials are drawn in the order given while keys are generated in
 * parallel (RSA key generation runs on libuv's thread pool).
 */
export function fileBytes(files: readonly PlannedFile[]): Promise<string[]> {
  return Promise.all(files.map((f) => (isIssued(f) ? f.issued.bytes() : f.content)));
}

/** A planned file with its bytes in place. */
export function withContent(file: PlannedFile, content: string): DesiredFile {
  if (!isIssued(file)) return file;
  const { issued: _made, ...rest } = file;
  return { ...rest, content };
}
