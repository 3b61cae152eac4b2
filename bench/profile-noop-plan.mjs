// Where a no-op plan's time goes: a CPU profile of `plan --target host` against N real sshd hosts
// (network and mount namespaces, as the e2e tests make them) holding an applied 3-control-plane +
// (N-3)-worker cluster. The CLI runs from its modules (not the bundle) so each sample is charged to
// the folder of src/ or the package it ran in. Prints the plan's wall time and its on-CPU time by
// where it was spent; idle is the time k8sform waited on the hosts (their sshd and shells share
// this machine's cores). Needs root and a build (npm run build, and once
// `node dist/test/e2e/support/prepare-machine.js`); run: node bench/profile-noop-plan.mjs [N] [runs]
// (default 100 hosts, 3 profiled runs; the figures of the median run are printed).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppliedCluster } from './applied-cluster.mjs';

const n = Number(process.argv[2] ?? 100);
const runs = Number(process.argv[3] ?? 3);
const main = fileURLToPath(new URL('../dist/src/cli/main.js', import.meta.url));

const LOADING = 'loading modules (one file each here; the bundle with its code cache loads faster)';

/**
 * Where a sample's time belongs: the innermost function of the stack that is k8sform's (a folder of
 * src/) or a package's, so that work done inside Node (crypto, buffers, streams) for them is theirs;
 * module loading; or V8's own work (idle, garbage collection).
 */
function placeOf(node, parentOf) {
  const leaf = node.callFrame.functionName;
  if (!node.callFrame.url && ['(idle)', '(garbage collector)', '(program)', '(root)'].includes(leaf)) {
    return { '(idle)': 'idle (waiting on the hosts)', '(garbage collector)': 'garbage collection' }[leaf] ?? 'V8 and native code outside JavaScript';
  }
  for (let at = node; at; at = parentOf.get(at.id)) {
    const { url, functionName } = at.callFrame;
    if (url.startsWith('node:internal/modules') || /^(compile|ModuleWrap$|link$)/.test(functionName)) return LOADING;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
    if (pkg) return `package ${pkg[1]}`;
    const own = /\/dist\/src\/([^/]+)\//.exec(url);
    if (own) return `src/${own[1]}`;
  }
  return 'Node.js internals';
}

/** The innermost frame of k8sform's or a package's code on a sample's stack, as `function file:line`. */
function ownerOf(node, parentOf) {
  for (let at = node; at; at = parentOf.get(at.id)) {
    const { url, functionName, lineNumber } = at.callFrame;
    if (/\/(dist\/src|node_modules)\//.test(url)) return `${functionName || '(anonymous)'} ${url.replace(/^.*\/(dist\/src|node_modules)\//, '$1/')}:${lineNumber + 1}`;
  }
  return undefined;
}

/** Self time per place and per function, in ms, from a .cpuprofile. */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node])));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const places = new Map();
  const functions = new Map();
  const placeFunctions = new Map();
  for (const [id, ms] of self) {
    const node = byId.get(id);
    const place = placeOf(node, parentOf);
    places.set(place, (places.get(place) ?? 0) + ms);
    const { callFrame } = node;
    if (callFrame.url) {
      const name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*\/(dist|node_modules)\//, '$1/')}:${callFrame.lineNumber + 1}`;
      functions.set(name, (functions.get(name) ?? 0) + ms);
    }
    // The function of k8sform's or of the package the sample is charged to, for the breakdown of each place.
    const owner = ownerOf(node, parentOf);
    if (owner) {
      const inPlace = placeFunctions.get(place) ?? new Map();
      inPlace.set(owner, (inPlace.get(owner) ?? 0) + ms);
      placeFunctions.set(place, inPlace);
    }
  }
  return { total: (profile.endTime - profile.startTime) / 1000, places, functions, placeFunctions };
}

const { dir, file, stop } = await startAppliedCluster(n, 'profile');
try {
  const summaries = [];
  for (let i = 0; i < runs; i++) {
    const out = join(dir, `run-${i}`);
    const start = process.hrtime.bigint();
    const plan = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${out}`, '--input-type=module', '-e',
      `const { runCli } = await import(${JSON.stringify(main)}); await runCli(['node', 'k8sform', 'plan', '--target', 'host', '--detailed-exitcode', '-f', ${JSON.stringify(file)}]);`],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const wall = Number(process.hrtime.bigint() - start) / 1e9;
    if (plan.status !== 0) throw new Error(`the plan is not a no-op (exit ${plan.status}):\n${plan.stdout.slice(-2000)}${plan.stderr.slice(-2000)}`);
    const [name] = readdirSync(out);
    summaries.push({ wall, ...summarise(JSON.parse(readFileSync(join(out, name), 'utf8'))) });
  }
  const median = [...summaries].sort((a, b) => a.wall - b.wall)[Math.floor(summaries.length / 2)];
  console.log(`N=${n}: no-op plan ${median.wall.toFixed(2)} s wall (median of ${runs}), profiled ${(median.total / 1000).toFixed(2)} s`);
  console.log('\nTime by where it ran (0.5% and more; work inside Node counts for the code that asked for it):');
  for (const [place, ms] of [...median.places].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= median.total / 200)) {
    console.log(`  ${(ms / 1000).toFixed(2).padStart(7)} s  ${((100 * ms) / median.total).toFixed(1).padStart(5)}%  ${place}`);
  }
  console.log('\nWithin the four largest places of k8sform and its packages, the functions their time is charged to (with what they called inside Node):');
  for (const [place] of [...median.places].filter(([p]) => p.startsWith('src/') || p.startsWith('package ')).sort((a, b) => b[1] - a[1]).slice(0, 4)) {
    console.log(`  ${place}`);
    for (const [name, ms] of [...(median.placeFunctions.get(place) ?? new Map())].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
      console.log(`    ${(ms / 1000).toFixed(2).padStart(7)} s  ${name}`);
    }
  }
  console.log('\nThe 15 functions with the most self time:');
  for (const [name, ms] of [...median.functions].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${(ms / 1000).toFixed(2).padStart(7)} s  ${name}`);
  }
} finally {
  await stop();
}
