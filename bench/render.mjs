// Render benchmark: the HA example (3 control planes, 2 workers: 40 keys) rendered with keys
// generated one at a time (baseline) and ahead of time in parallel (what the CLI uses).
// Prints per-run times, medians and the ratio; run after `npm run build`: node bench/render.mjs [runs]
import { cpus } from 'node:os';
import { loadCluster } from '../dist/src/config/load.js';
import { render } from '../dist/src/render/render.js';
import { systemRandomSource, systemSerialSource } from '../dist/src/render/inputs.js';
import { aheadOfTimeKeySource, systemKeySource } from '../dist/src/render/pki/key-source.js';
import { expectedKeyCount } from '../dist/src/render/render.js';

const runs = Number(process.argv[2] ?? 5);
const { cluster } = loadCluster(new URL('../examples/clusters/ha/cluster.yaml', import.meta.url).pathname);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(keys) {
  const start = process.hrtime.bigint();
  await render(cluster, { now: new Date(), keys, serials: systemSerialSource, random: systemRandomSource });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const variants = {
  sequential: () => systemKeySource,
  ahead: () => aheadOfTimeKeySource(systemKeySource, expectedKeyCount(cluster), cpus().length * 2),
};
const results = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
for (let i = 0; i < runs; i++) {
  for (const [name, make] of Object.entries(variants)) results[name].push(await time(make()));
}
console.log(`render of examples/clusters/ha (${expectedKeyCount(cluster)} keys, ${cpus().length} cores), ${runs} runs each, interleaved`);
for (const [name, xs] of Object.entries(results)) console.log(`  ${name.padEnd(10)} median ${median(xs).toFixed(0)} ms   runs: ${xs.map((x) => x.toFixed(0)).join(', ')}`);
console.log(`  ratio sequential/ahead: ${(median(results.sequential) / median(results.ahead)).toFixed(2)}x`);
