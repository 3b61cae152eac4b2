// Bundles the compiled CLI (dist/src/cli/main.js) into one CommonJS file, dist/src/cli/k8sform-bundle.cjs,
// which the `k8sform` binary (dist/src/cli/k8sform.cjs, from src/cli/k8sform.cts; package.json bin) runs, then makes
// V8's code cache for it by running the CLI on the examples.
// - One file: Node resolves and reads every module of a program separately; the CLI's ~300 modules
//   took about 0.35 s to load before any work began, one file about half that.
// - CommonJS: only a classic script can be compiled with a code cache (vm.Script); an ES module entry
//   also starts Node's ESM loader, a few milliseconds more.
// - ASCII: Node decodes an ASCII file to a string about twice as fast as one with a single other
//   character, so the build refuses a bundle that is not (a comment is the usual culprit).
// - The code cache holds V8's bytecode for every function the training commands ran; commands
//   outside them compile what they need as they go.
// - commander requires node:child_process (with node:net and node:dgram, about 2 ms) at load, for
//   executable subcommands k8sform has none of; the bundle loads it on first use instead.
// The bundle sits beside main.js so the paths it reads relative to itself (schemas/) stay the same.
// ssh2 loads native bindings (.node files) by relative path, so it stays in node_modules.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** commander's `require('node:child_process')`, made lazy: its `childProcess.spawn` calls resolve it when reached. */
const commanderChildProcess = {
  name: 'commander-child-process-on-demand',
  setup(b) {
    b.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const eager = "const childProcess = require('node:child_process');";
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes(eager)) {
        return { errors: [{ text: `${args.path} no longer contains ${eager}: update the commander-child-process-on-demand plugin in scripts/bundle.mjs` }] };
      }
      const lazy = "const childProcess = { spawn: (...a) => require('node:child_process').spawn(...a) };";
      return { contents: text.replace(eager, lazy), loader: 'js' };
    });
  },
};

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
// Where the binary (compiled by tsc just before) reads the bundle and its cache from.
const binary = here('../dist/src/cli/k8sform.cjs');
const { BUNDLE: bundle, CODE_CACHE: codeCache } = createRequire(import.meta.url)(binary);

rmSync(codeCache, { force: true });

await build({
  entryPoints: [here('../dist/src/cli/main.js')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['ssh2', 'cpu-features'],
  // A script compiled by vm.Script cannot import(): should one appear, it becomes a require.
  supported: { 'dynamic-import': false },
  // The modules find schemas/ relative to themselves; the URL is made when first asked for.
  define: { 'import.meta.url': '__k8sformModule.url' },
  banner: { js: "var __k8sformModule = { get url() { return require('node:url').pathToFileURL(__filename).href; } };" },
  logLevel: 'error',
  plugins: [commanderChildProcess],
});

chmodSync(binary, 0o755); // tsc writes it without the execute bit; it is package.json's bin

const text = readFileSync(bundle, 'latin1');
const wide = text.search(/[^\x00-\x7f]/);
if (wide >= 0) {
  const line = text.slice(0, wide).split('\n').length;
  console.error(`${bundle}:${line}: a character outside ASCII (${JSON.stringify(text.slice(wide - 30, wide + 10))}); use ASCII in the source it comes from (usually a comment)`);
  process.exit(1);
}

// The training commands: a render with ECDSA keys (what a first apply renders), and on the local
// example (no apiserver there) plan, apply of the host files, a saved no-op plan, show, diff and
// certs. Each run starts from the cache so far and adds what it compiled. A command that fails or
// hangs (a machine without `sh` or a writable temporary directory) leaves the cache of the runs
// before it: the CLI works without one, only starts slower, so an install does not fail for it
// (test/cli/code-cache.test.ts holds this build to a cache that is used).
const work = mkdtempSync(join(tmpdir(), 'k8sform-code-cache-'));
try {
  const local = join(work, 'cluster.yaml');
  copyFileSync(here('../examples/clusters/local/cluster.yaml'), local);
  const runs = [
    ['render', '-f', here('../examples/clusters/hardened/cluster.yaml'), '--out', join(work, 'render')],
    ['plan', '-f', local],
    ['apply', '--auto-approve', '--target', 'host', '-f', local],
    ['plan', '--target', 'host', '--out', join(work, 'saved.plan'), '-f', local],
    ['show', join(work, 'saved.plan')],
    ['diff', '--target', 'host', '-f', local],
    ['certs', '-f', local],
  ];
  for (const args of runs) {
    try {
      execFileSync(process.execPath, [here('train-code-cache.cjs'), ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1', CI: 'true' }, timeout: 120_000 });
    } catch (e) {
      console.error(`warning: k8sform ${args.join(' ')} failed while making the code cache, which stops here (the CLI works without it, only starts slower):\n${e.stderr ?? e.message}`);
      break;
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
