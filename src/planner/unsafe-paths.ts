import { dirAddress, fileAddress, formatAddress } from '../model/address.js';
import type { ObservedDirectory, ObservedFile, UnsafeDirectory } from '../state/observe-host.js';

/**
 * Why k8sform will not write a host, one located line each. A write through a symbolic link lands
 * wherever the link points (a `pki` link to another directory would put a new `ca.key` there), so
 * a link or non-directory above a managed path is always refused: the host must be fixed (a bind
 * mount relocates a directory safely). Pure.
 */
export function unsafeDirectoryProblems(host: string, dirs: readonly UnsafeDirectory[]): string[] {
  return dirs.map((d) => `host[${host}]: ${d.path} is ${d.what}; k8sform never writes through a link or into a non-directory: make it a real directory (a bind mount relocates one safely), then plan again`);
}

/**
 * A managed path holding something other than a regular file. A link is replaced (the link
 * itself, never its target) only when the user opted in; anything else is never touched.
 */
export function notRegularProblem(o: ObservedFile, replaceSymlinks: boolean): string | undefined {
  const what = o.notRegular!;
  const addr = formatAddress(fileAddress(o.host, o.path));
  if (what.linkTarget !== undefined) {
    if (replaceSymlinks) return undefined;
    return `${addr}: is ${what.what}; k8sform never writes through a link: remove the link, or pass --replace-symlinks to replace the link itself (never its target) with a regular file`;
  }
  return `${addr}: is ${what.what}, not a regular file; k8sform will not replace it: remove it by hand`;
}

/**
 * A managed directory path holding something else. A link is never followed nor replaced, not even
 * with --replace-symlinks: where it points may hold etcd's data, which k8sform never moves.
 */
export function notDirectoryProblem(o: ObservedDirectory): string {
  const what = o.notDirectory!;
  const addr = formatAddress(dirAddress(o.host, o.path));
  if (what.linkTarget !== undefined) return `${addr}: is ${what.what}; k8sform never follows a link: make it a real directory (a bind mount relocates one safely), then plan again`;
  return `${addr}: is ${what.what}, not a directory; k8sform will not replace it: move it away by hand, then plan again`;
}
