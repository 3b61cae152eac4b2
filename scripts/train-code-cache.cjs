// One training run for the CLI's code cache (see scripts/bundle.mjs): runs `k8sform ARGS...` the way
// the binary does, starting from the cache so far, and when it exits successfully writes the cache of
// every function compiled by now beside the bundle.
const { writeFileSync } = require('node:fs');
const binary = require.resolve('../dist/src/cli/k8sform.cjs');
const { compileBundle, codeCacheOf, CODE_CACHE } = require(binary);

const compiled = compileBundle();
process.argv = [process.argv[0], binary, ...process.argv.slice(2)];
process.on('exit', (code) => {
  if (code === 0) writeFileSync(CODE_CACHE, codeCacheOf(compiled));
});
void compiled.run().runCli(process.argv);
