// Bundles the compiled CLI (dist/src/cli/main.js) into one file, dist/src/cli/k8sform.mjs, the
// `k8sform` binary. Node resolves and reads every module of a program separately: the CLI's ~300
// modules took about 0.35 s to load before any work began; one file loads in about half that.
// The bundle sits beside main.js so the paths it reads relative to itself (schemas/) stay the same.
// ssh2 loads native bindings (.node files) by relative path, so it stays in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../dist/src/cli/main.js', import.meta.url).pathname],
  outfile: new URL('../dist/src/cli/k8sform.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['ssh2', 'cpu-features'],
  // CommonJS dependencies bundled into an ES module still call require() for Node's built-ins.
  banner: { js: "import { createRequire as __k8sformCreateRequire } from 'node:module'; const require = __k8sformCreateRequire(import.meta.url);" },
  logLevel: 'error',
});
