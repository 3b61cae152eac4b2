// Builds k8sform's startup snapshot: the build (scripts/bundle.mjs) runs
//   node V8-FLAGS --snapshot-blob dist/src/cli/k8sform.blob --build-snapshot dist/src/cli/k8sform-snapshot.cjs
// and Node saves the heap this file leaves behind. The `k8sform` command (k8sform.sh) starts Node
// from it, so a command begins with the CLI's modules already evaluated, the functions the training
// commands ran already compiled, and the parts of Node they loaded (node:crypto's key and X.509
// code) already loaded; it skips reading, hashing and deserializing the bundle and its code cache.
// Node runs this file as a bare script: `require` knows only Node's own modules, and there is no
// `module` or `exports`. So the build bundles it with esbuild into one plain script, k8sform.cjs's
// compileBundle included (tsc's CommonJS output would touch `exports` and require k8sform.cjs).
// Nothing a command reads of its surroundings may be kept from the build: the CLI reads the
// environment, the working directory, the terminal and the clock when a command runs, never when
// its modules load, and each command builds its own program (runCli). The training commands leave
// only memoized parses behind, which are keyed by their text.
import { createRequire } from 'node:module';
import { startupSnapshot } from 'node:v8';
import { BUNDLE, compileBundle } from './k8sform.cjs';

/** The command lines to run before the heap is saved: a JSON array of argument arrays. */
function trainingCommands(): string[][] {
  const text = process.env.K8SFORM_SNAPSHOT_TRAINING;
  if (!text) throw new Error('K8SFORM_SNAPSHOT_TRAINING names no training commands');
  return JSON.parse(text) as string[][];
}

// While building, the bundle's modules can load only Node's own modules (all its modules load at
// start-up); once started from the snapshot, they resolve from the bundle's place like any module
// (ssh2 and listr2, loaded on demand from node_modules).
// Without the code cache: it holds the code of every trained command (plan, apply, ...), which would
// make the snapshot larger and so slower to start from (46 against 42 ms for `validate`); the
// training below compiles what the short commands need.
let runtimeRequire: NodeJS.Require | undefined;
const cli = compileBundle(BUNDLE, null).run((id: string) => (runtimeRequire ?? require)(id));

startupSnapshot.setDeserializeMainFunction(() => {
  runtimeRequire = createRequire(BUNDLE);
  // Started as `node --snapshot-blob BLOB -- ARGS`: process.argv is the runtime, then ARGS.
  void cli.runCli([process.argv[0]!, 'k8sform', ...process.argv.slice(1)]);
});

void (async () => {
  for (const args of trainingCommands()) {
    await cli.runCli([process.argv[0]!, 'k8sform', ...args]);
    if (process.exitCode) {
      process.stderr.write(`k8sform ${args.join(' ')} exited with ${process.exitCode} while training the startup snapshot\n`);
      return;
    }
  }
  process.exitCode = undefined;
})();
