import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (tests run from dist/, fixtures live in the source tree). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const repoPath = (...parts: string[]) => join(REPO_ROOT, ...parts);
/** The `k8sform` command, as package.json's bin names it: starts from the startup snapshot when the build made one. */
export const CLI = repoPath('dist', 'src', 'cli', 'k8sform.cjs');
/** The Node script the command runs when it has no snapshot, which loads the bundle with its code cache. */
export const BINARY = repoPath('dist', 'src', 'cli', 'k8sform.cjs');
