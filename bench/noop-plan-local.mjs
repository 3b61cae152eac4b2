// No-op plan benchmark: the local example (two hosts whose "/" is a directory), applied once, then
// `k8sform plan --target host` run as a process (what a user waits for, Node start-up included),
// and in process: the same plan with a key source that counts the keys it makes (0 expected), and
// as the baseline the read alone that every plan starts with (open the hosts and read every managed
// path), so what planning adds on top of reading shows. Medians; run after `npm run build`:
// node bench/noop-plan-local.mjs [runs]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadClusterFile } from '../dist/src/engine/load-cluster.js';
import { computePlan } from '../dist/src/engine/compute-plan.js';
import { closeSession, openSession } from '../dist/src/engine/session.js';
import { isEffective } from '../dist/src/model/plan.js';
import { managedPaths } from '../dist/src/render/managed-paths.js';
import { systemKeySource } from '../dist/src/render/pki/key-source.js';
import { observeHost } from '../dist/src/state/observe-host.js';

const runs = Number(process.argv[2] ?? 5);
const cli = fileURLToPath(new URL('../dist/src/cli/k8sform.cjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'k8sform-bench-'));
const file = join(dir, 'cluster.yaml');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

function k8sform(args) {
  const start = process.hrtime.bigint();
  const r = spawnSync(cli, [...args, '-f', file], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (r.status !== 0) throw new Error(`k8sform ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
  return { ms: ms(start), stdout: r.stdout };
}

async function inProcess(work) {
  const loaded = loadClusterFile(file);
  const start = process.hrtime.bigint();
  const session = await openSession(loaded.cluster, { trustNewHostKeys: false });
  try {
    const result = await work(loaded, session);
    return { ms: ms(start), result };
  } finally {
    await closeSession(session);
  }
}

const readOnly = () => inProcess((loaded, session) => Promise.all(loaded.cluster.hosts.map((h) => observeHost(session.transports.get(h.name), managedPaths(loaded.cluster, h)))));
const planOnly = () => inProcess(async (loaded, session) => {
  let keys = 0;
  const counting = { generate: (algorithm, label) => (keys++, systemKeySource.generate(algorithm, label)) };
  const { plan } = await computePlan(loaded, session, new Date(), ['host'], { keys: counting });
  return { keys, effective: plan.changes.filter(isEffective).length };
});

try {
  writeFileSync(file, readFileSync(new URL('../examples/clusters/local/cluster.yaml', import.meta.url)));
  k8sform(['apply', '--auto-approve', '--target', 'host']);
  const results = { process: [], plan: [], read: [] };
  let counted;
  for (let i = 0; i < runs; i++) {
    const p = k8sform(['plan', '--target', 'host']);
    if (!p.stdout.startsWith('No changes.')) throw new Error(`not a no-op plan:\n${p.stdout}`);
    results.process.push(p.ms);
    const planned = await planOnly();
    results.plan.push(planned.ms);
    counted = planned.result;
    results.read.push((await readOnly()).ms);
  }
  console.log(`no-op plan of examples/clusters/local (2 hosts), ${runs} runs each, interleaved`);
  console.log(`  k8sform plan --target host (process)  median ${median(results.process).toFixed(0)} ms   runs: ${results.process.map((x) => x.toFixed(0)).join(', ')}`);
  console.log(`  plan in process                       median ${median(results.plan).toFixed(0)} ms   keys generated: ${counted.keys}, changes: ${counted.effective}`);
  console.log(`  baseline: read every managed path     median ${median(results.read).toFixed(0)} ms`);
  console.log(`  planning on top of the read: ${(median(results.plan) - median(results.read)).toFixed(0)} ms (${(median(results.plan) / median(results.read)).toFixed(2)}x the read)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
