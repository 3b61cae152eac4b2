import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (tests run from dist/, fixtures live in the source tree). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const repoPath = (...parts: string[]) => join(REPO_ROOT, ...parts);
/** The `k8sform` command, as package.json's bin names it: loads the bundle with its code cache. */
export const CLI = repoPath('dist', 'src', 'cli', 'k8sform.cjs');
