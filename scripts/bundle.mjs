// Bundles the compiled CLI (dist/src/cli/main.js) into one CommonJS file, dist/src/cli/k8sform-bundle.cjs,
// which the `k8sform` binary (dist/src/cli/k8sform.cjs, from src/cli/k8sform.cts) runs, then makes
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
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
const cliDir = dirname(binary);
// The command users run (package.json's bin): k8sform.sh, which starts from the snapshot or runs the binary.
const command = join(cliDir, 'k8sform');
const packageVersion = JSON.parse(readFileSync(here('../package.json'), 'utf8')).version;
// V8 flags the snapshot is made and started with (Node refuses a snapshot under other flags, so the
// command reads them from the snapshot's record). An 8x interrupt budget (V8's default is 66 KiB of
// bytecode) keeps V8 from optimizing functions of a command that ends within milliseconds; that
// compiling cost more than it saved: ECDSA `render` 58.5-59.5 ms against 61.1-62.6 ms (medians of
// 31). Long commands still get optimized code, a little later.
const SNAPSHOT_V8_FLAGS = ['--interrupt-budget=540672'];

rmSync(here('../dist/src/cli/k8sform.mjs'), { force: true }); // the binary before it became k8sform.cjs
rmSync(codeCache, { force: true });
for (const file of ['k8sform.blob', 'k8sform.blob.for']) rmSync(join(cliDir, file), { force: true }); // made for the bundle before

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

chmodSync(binary, 0o755); // tsc writes it without the execute bit
copyFileSync(here('../src/cli/k8sform.sh'), command);
chmodSync(command, 0o755);

// The snapshot's builder runs as a bare script (no `module` or `exports`, which tsc's CommonJS output
// uses, and a `require` of Node's own modules only), so it replaces tsc's output with one plain
// script that holds the binary's compileBundle too.
rmSync(join(cliDir, 'k8sform-snapshot.cjs.map'), { force: true }); // tsc's, for the output replaced here
await build({
  entryPoints: [here('../src/cli/k8sform-snapshot.cts')],
  outfile: join(cliDir, 'k8sform-snapshot.cjs'),
  bundle: true,
  format: 'iife',
  platform: 'node',
  target: 'node20',
  logLevel: 'error',
});

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
  makeStartupSnapshot(work);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * The startup snapshot the `k8sform` command starts from (src/cli/k8sform-snapshot.cts, k8sform.sh):
 * built from the bundle (not its code cache, see there) after a render of the ECDSA example and a validate, and
 * recorded with the node binary and directory it was made for. Like the code cache, it is made here,
 * on the machine that runs it, and left out when anything fails: the command then runs k8sform.cjs.
 */
function makeStartupSnapshot(dir) {
  const builder = join(cliDir, 'k8sform-snapshot.cjs');
  const blob = join(cliDir, 'k8sform.blob');
  const made = `${blob}.new`;
  try {
    const onPath = execFileSync('sh', ['-c', 'command -v node'], { encoding: 'utf8' }).trim();
    if (!onPath || realpathSync(onPath) !== realpathSync(process.execPath)) {
      throw new Error(`\`node\` on PATH (${onPath || 'none'}) is not the Node building it (${process.execPath})`);
    }
    const training = [
      ['render', '-f', here('../examples/clusters/hardened/cluster.yaml'), '--out', join(dir, 'snapshot-render')],
      ['validate', '-f', here('../examples/clusters/hardened/cluster.yaml')],
    ];
    execFileSync(process.execPath, [...SNAPSHOT_V8_FLAGS, '--snapshot-blob', made, '--build-snapshot', builder], {
      stdio: ['ignore', 'ignore', 'pipe'],
      // Without NODE_OPTIONS: a snapshot is tied to the V8 flags it was made with, and the command uses it only without any.
      env: { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1', CI: 'true', NODE_NO_WARNINGS: '1', K8SFORM_SNAPSHOT_TRAINING: JSON.stringify(training) },
      timeout: 120_000,
    });
    renameSync(made, blob);
    writeFileSync(`${blob}.for`, `${process.execPath}\n${cliDir}\n${SNAPSHOT_V8_FLAGS.join(' ')}\n`);
    const version = execFileSync(process.execPath, [...SNAPSHOT_V8_FLAGS, '--snapshot-blob', blob, '--', '--version'], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }).trim();
    if (version !== packageVersion) throw new Error(`k8sform --version from the snapshot printed ${JSON.stringify(version)}`);
  } catch (e) {
    for (const file of [made, blob, `${blob}.for`]) rmSync(file, { force: true });
    console.error(`warning: no startup snapshot (the CLI works without it, only starts slower): ${e.stderr?.toString() || e.message}`);
  }
}
