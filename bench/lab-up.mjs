// Lab bring-up benchmark: `scripts/lab/lab up` of the HA example (3 control planes, 2 workers) from
// nothing to every Node Ready, split into host setup (namespaces, sshd, containerd, kubelet, image
// import), `k8sform apply` (files over SSH, control plane start, cluster objects, Node registration)
// and the rest (the example's flannel add-on until every Node is Ready). The baseline, measured in the same run, is
// `lab up --no-apply`: host setup alone, which every phase is shown against.
// Needs root and warm caches (the first `up` builds everything); `lab down` runs between runs.
// Usage: sudo node bench/lab-up.mjs [runs]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const runs = Number(process.argv[2] ?? 3);
const lab = fileURLToPath(new URL('../scripts/lab/lab', import.meta.url));
const file = fileURLToPath(new URL('../examples/clusters/ha/cluster.yaml', import.meta.url));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function run(args) {
  const start = process.hrtime.bigint();
  const r = spawnSync('bash', [lab, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`lab ${args.join(' ')} failed:\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const timings = () => JSON.parse(spawnSync('bash', [lab, 'status'], { encoding: 'utf8' }).stdout).timings;

run(['down']);
const rows = { 'hosts only (--no-apply)': [], 'total up': [], 'host setup': [], 'k8sform apply': [], 'pod network + Ready': [], down: [] };
for (let i = 0; i < runs; i++) {
  rows['hosts only (--no-apply)'].push(run(['up', '--no-pod-network', '-f', file, '--no-apply']));
  rows.down.push(run(['down']));
  rows['total up'].push(run(['up', '--no-pod-network', '-f', file]));
  const t = timings();
  rows['host setup'].push(t.setup);
  rows['k8sform apply'].push(t.apply);
  rows['pod network + Ready'].push(t.componentsReady);
  rows.down.push(run(['down']));
}
const base = median(rows['hosts only (--no-apply)']);
console.log(`lab up of examples/clusters/ha (5 hosts), ${runs} runs, medians (s); ratio against hosts-only in the same run`);
for (const [name, xs] of Object.entries(rows)) {
  console.log(`  ${name.padEnd(24)} ${median(xs).toFixed(1).padStart(6)}  ${(median(xs) / base).toFixed(2)}x   runs: ${xs.map((x) => x.toFixed(1)).join(', ')}`);
}
