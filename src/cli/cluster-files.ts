import { UserError } from '../errors.js';
import { matchInputFiles } from '../engine/load-cluster.js';

/**
 * The cluster files `-f` names: the file itself, or every file a glob such as
 * `clusters/*\/cluster.yaml` matches, in natural order. A path that exists is never read as a glob,
 * so a file whose name holds `[` or `*` still works.
 */
export function clusterFiles(pattern: string): string[] {
  if (pattern === '') throw new UserError('-f: an empty path; name a cluster.yaml (the default is ./cluster.yaml)');
  const matches = matchInputFiles(pattern);
  if (!matches.length) throw new UserError(`-f ${pattern}: no file matches`);
  return matches;
}

/** For the commands that work on one cluster at a time: the single file `-f` names. */
export function oneClusterFile(pattern: string, command: string): string {
  const files = clusterFiles(pattern);
  if (files.length > 1) {
    throw new UserError(`-f ${pattern}: matches ${files.length} files (${listed(files)}); ${command} works on one cluster at a time: name one file`);
  }
  return files[0]!;
}

/** The first few files, then how many more, so the refusal stays one line. */
export function listed(files: readonly string[], shown = 3): string {
  return files.length <= shown ? files.join(', ') : `${files.slice(0, shown).join(', ')} and ${files.length - shown} more`;
}
