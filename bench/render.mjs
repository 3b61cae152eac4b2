// Render benchmark: the HA example (3 control planes, 2 workers) rendered in full, every key made
// (`k8sform render`; keys are generated in parallel as files are asked for), against the baseline
// render by meaning that plan starts from, where no leaf key exists until a file is written.
// Prints per-run times, medians, key counts and the ratio; run after `npm run build`: node bench/render.mjs [runs]
import { cpus } from 'node:os';
import { loadClusterFile } from '../dist/src/engine/load-cluster.js';
import { render, renderOnDemand } from '../dist/src/render/render.js';
import { systemRandomSource, systemSerialSource } from '../dist/src/render/inputs.js';
import { systemKeySource } from '../dist/src/render/pki/key-source.js';

const runs = Number(process.argv[2] ?? 5);
const { cluster } = loadClusterFile(new URL('../examples/clusters/ha/cluster.yaml', import.meta.url).pathname);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(fn) {
  let keys = 0;
  const counting = { generate: (algorithm, label) => (keys++, systemKeySource.generate(algorithm, label)) };
  const start = process.hrtime.bigint();
  await fn(cluster, { now: new Date(), keys: counting, serials: systemSerialSource, random: systemRandomSource });
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, keys };
}

const variants = { 'by meaning': renderOnDemand, full: render };
const results = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
const keys = {};
for (let i = 0; i < runs; i++) {
  for (const [name, fn] of Object.entries(variants)) {
    const r = await time(fn);
    results[name].push(r.ms);
    keys[name] = r.keys;
  }
}
console.log(`render of examples/clusters/ha (${cpus().length} cores), ${runs} runs each, interleaved; a brand-new cluster, so CAs and sa.key are made in both`);
for (const [name, xs] of Object.entries(results)) console.log(`  ${name.padEnd(10)} median ${median(xs).toFixed(0)} ms   keys: ${keys[name]}   runs: ${xs.map((x) => x.toFixed(0)).join(', ')}`);
console.log(`  ratio full/by meaning: ${(median(results.full) / median(results['by meaning'])).toFixed(2)}x`);
