import { execFile } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { parse } from 'yaml';
import { CLI, repoPath } from '../support/paths.js';
export { toolPath } from '../support/tools.js';

export interface ScriptRun {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The CI recipes' YAML as the CI systems read it (anchors and aliases resolved). */
export function readRecipe(...parts: string[]): any {
  return parse(readFileSync(repoPath('examples', 'ci', ...parts), 'utf8'), { merge: true, maxAliasCount: -1 });
}

const root = mkdtempSync(join(tmpdir(), 'k8sform-ci-recipes-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** A new empty directory, removed when the test file ends. */
export const scratch = (prefix: string) => mkdtempSync(join(root, `${prefix}-`));

/** A fresh copy of examples/clusters/local, whose hosts are directories: returns its cluster.yaml. */
export function localCluster(): string {
  const dir = scratch('cluster');
  cpSync(repoPath('examples', 'clusters', 'local'), dir, { recursive: true, filter: (src) => !src.includes('.k8sform') });
  return join(dir, 'cluster.yaml');
}

/** The Conftest version scripts/tools/conftest.sh builds for the tests; the recipes' images name the same. */
export const conftestVersion = /conftest@\$\{1:-(v[\d.]+)\}/.exec(readFileSync(repoPath('scripts', 'tools', 'conftest.sh'), 'utf8'))![1]!;

/**
 * A checkout of the repository the recipe lives in: the files beside the CI configuration that its
 * jobs run (the policies of examples/ci/policy as policy/; for GitLab, .gitlab/ with the note script).
 */
export function checkout(recipe: 'github-actions' | 'gitlab'): string {
  const dir = scratch('checkout');
  cpSync(repoPath('examples', 'ci', 'policy'), join(dir, 'policy'), { recursive: true });
  if (recipe === 'gitlab') cpSync(repoPath('examples', 'ci', 'gitlab', '.gitlab'), join(dir, '.gitlab'), { recursive: true });
  return dir;
}

/**
 * Stand-ins for what the recipes install with `npm ci`: `npx k8sform` runs this checkout's build,
 * `npm ci` does nothing. The local example has no kubelet, so no apiserver ever answers: plans are
 * limited to the host files with --target host, the one flag the tests add. `conftest` (the policy
 * job's image, the GitHub step's container) is the one scripts/tools/conftest.sh built, passed as
 * K8SFORM_TEST_CONFTEST.
 */
function shimDir(): string {
  const dir = scratch('bin');
  const shims: Record<string, string> = {
    npx: `[ "$1" = k8sform ] || { echo "test shim: only 'npx k8sform' is expected, got: npx $*" >&2; exit 127; }
shift
if [ "$1" = plan ]; then set -- "$@" --target host; fi
exec "$K8SFORM_TEST_CLI" "$@"`,
    npm: `[ "$1" = ci ] || { echo "test shim: only 'npm ci' is expected, got: npm $*" >&2; exit 127; }`,
    conftest: `exec "\${K8SFORM_TEST_CONFTEST:?test shim: the test passed no conftest}" "$@"`,
  };
  for (const [name, body] of Object.entries(shims)) {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  }
  return dir;
}

let shims: string | undefined;

/**
 * Runs a recipe's shell script as the CI runners do (bash with errexit and pipefail) in cwd, with
 * only env and a PATH whose npx and npm are the stand-ins above.
 */
export function runScript(script: string, cwd: string, env: Record<string, string>): Promise<ScriptRun> {
  shims ??= shimDir();
  mkdirSync(cwd, { recursive: true });
  const fullEnv = {
    PATH: `${shims}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    HOME: env.HOME ?? scratch('home'),
    NO_COLOR: '1',
    K8SFORM_TEST_CLI: CLI,
    ...env,
  };
  return new Promise((resolve) => {
    execFile('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], { cwd, env: fullEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const status = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
      resolve({ status, stdout, stderr });
    });
  });
}

/** The `k8sform ...` command lines of a script, to check the flags the recipe relies on. */
export function k8sformCommands(script: string): string[] {
  return script.split('\n').map((l) => l.trim()).filter((l) => /^(npx )?k8sform /.test(l));
}

/** Reads a file the recipe should have produced, failing with the script's output when it did not. */
export function produced(path: string, run: ScriptRun): string {
  if (!existsSync(path)) throw new Error(`${path} was not produced; the script printed:\n${run.stdout}\n${run.stderr}`);
  return readFileSync(path, 'utf8');
}
