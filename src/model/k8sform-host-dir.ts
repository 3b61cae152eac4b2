import { shQuote } from './shell-quote.js';

/** k8sform's own state on a host (the etcd snapshots apply saves, a restore's upload): root's alone. */
export const K8SFORM_HOST_DIR = '/var/lib/k8sform';

/**
 * Shell lines that make `dir` (under K8SFORM_HOST_DIR, below the host's `root`) and its parent
 * directories 0700, refusing either when it is a symbolic link or not a directory (what is written
 * there is as secret as etcd's data), and set `$var` to it.
 */
export function privateHostDirLines(root: string, dir: string, variable: string): string[] {
  return [
    `${variable}=${shQuote(root + dir)}`,
    `for d in ${shQuote(root + K8SFORM_HOST_DIR)} "$${variable}"; do`,
    '  mkdir -p "$d"',
    '  [ -d "$d" ] && [ ! -L "$d" ] || { echo "$d is not a directory" >&2; exit 1; }',
    '  chmod 0700 "$d"',
    'done',
  ];
}
