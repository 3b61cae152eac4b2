#!/usr/bin/env node
// The `k8sform` binary: runs the bundled CLI (k8sform-bundle.cjs, made by scripts/bundle.mjs) with
// V8's compiled code for it when the build left some beside it. Without it Node parses and compiles
// the 1.7 MB bundle, then every function a command calls, at every start: about a third of a short
// command such as `render` (the time compiling goes away; running the code once still costs).
// The cache is made by the build, never by a run: code that is loaded is as trusted as the place it
// is read from, and the package directory is where the bundle itself is read from.
// A cache V8 refuses (another Node version, other V8 flags) or one made for another bundle is
// ignored: the command runs the same, only compiled as it goes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';

export const BUNDLE = join(__dirname, 'k8sform-bundle.cjs');
export const CODE_CACHE = `${BUNDLE}.v8cache`;

/** What happened to the code cache: used, none there, made for other bundle bytes, or refused by V8. */
export type CodeCacheUse = 'used' | 'absent' | 'stale' | 'rejected';

/** What the bundle (src/cli/main.ts) exports. */
export interface CliBundle {
  runCli(argv: readonly string[]): Promise<void>;
}

export interface CompiledBundle {
  readonly script: Script;
  readonly cache: CodeCacheUse;
  /** The SHA-256 of the bundle's bytes, which a cache file starts with. */
  readonly digest: Buffer;
  /**
   * Runs the bundle as a CommonJS module's body (its modules are evaluated; no command runs yet) and
   * returns its exports. `requireFor` is the `require` its modules get: by default one resolving
   * from the bundle's own place, as Node gives a module.
   */
  run(requireFor?: NodeJS.Require | ((id: string) => unknown)): CliBundle;
}

const DIGEST_BYTES = 32;

/**
 * Compiles the bundle as Node compiles a CommonJS module, taking V8's code from `cacheFile` when it
 * was made for these exact bytes. V8 itself checks only the source's length, so the file starts with
 * the SHA-256 of the bundle it was made from. `null` compiles without a cache.
 */
export function compileBundle(bundle = BUNDLE, cacheFile: string | null = CODE_CACHE): CompiledBundle {
  const bytes = readFileSync(bundle);
  const digest = createHash('sha256').update(bytes).digest();
  let cachedData: Buffer | undefined;
  let cache: CodeCacheUse = 'absent';
  const file = cacheFile === null ? undefined : readIfPresent(cacheFile);
  if (file?.subarray(0, DIGEST_BYTES).equals(digest)) cachedData = file.subarray(DIGEST_BYTES);
  else if (file) cache = 'stale';
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${bytes.toString('utf8')}\n})`;
  const script = new Script(wrapped, { filename: bundle, ...(cachedData ? { cachedData } : {}) });
  if (cachedData) cache = script.cachedDataRejected ? 'rejected' : 'used';
  return {
    script,
    cache,
    digest,
    run(requireFor = createRequire(bundle)) {
      const module = { exports: {} };
      const main = script.runInThisContext() as (...args: unknown[]) => void;
      main(module.exports, requireFor, module, bundle, dirname(bundle));
      return module.exports as CliBundle;
    },
  };
}

/** A file's bytes, or undefined when it cannot be read (no cache beside the bundle: compiled as it runs). */
function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The cache file for a compiled bundle, holding the code of every function it has run so far. */
export function codeCacheOf(compiled: CompiledBundle): Buffer {
  return Buffer.concat([compiled.digest, compiled.script.createCachedData()]);
}

// Run as the program, not required (by the build, tests, or bundled into the snapshot's builder,
// which has no `module`).
if (require.main?.filename === __filename) {
  let compiled: CompiledBundle;
  try {
    compiled = compileBundle();
  } catch (e) {
    // The one error this file can meet: an install whose build did not finish.
    process.stderr.write(`k8sform: cannot load ${BUNDLE}: ${(e as Error).message}; run \`npm run build\` in the k8sform package\n`);
    process.exit(70); // EXIT.internal (exit-codes.ts is an ES module, which this file cannot require)
  }
  void compiled.run().runCli(process.argv);
}
