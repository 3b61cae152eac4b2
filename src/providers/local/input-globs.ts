import { statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { naturalCompare } from '../../model/address.js';
import { onDemand } from '../../model/on-demand.js';

// Loaded only for a pattern that is not a file.
const fastGlob = onDemand<typeof import('fast-glob')>('fast-glob');

/**
 * The files `pattern` names, relative to `baseDir` (or absolute): the file itself when it exists,
 * else every file a glob such as `addons/*.yaml` matches, in natural order. A path that exists is
 * never read as a glob, so a file whose name holds `[` or `*` still works; a pattern without glob
 * characters that names nothing is returned as it is, for its reader to say it is missing.
 */
export function matchInputFiles(pattern: string, baseDir = '.'): string[] {
  if (exists(isAbsolute(pattern) ? pattern : join(baseDir, pattern))) return [pattern];
  const fg = fastGlob();
  if (!fg.isDynamicPattern(pattern)) return [pattern];
  return fg.sync(pattern, { cwd: baseDir, onlyFiles: true, unique: true, dot: false }).sort(naturalCompare);
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
