// Bring-up against kubeadm: the HA example's 3 control planes and 2 workers on the lab, from hosts
// ready (containerd, the kubelet's packages, images imported) to every Node Ready, once with
// `k8sform apply` and once with kubeadm (`lab up --kubeadm`: `kubeadm init`, then `kubeadm join` on
// each other host, control planes first, as kubeadm's HA procedure does). Both use the lab's pod
// network (the example's flannel add-on is left out: kubeadm applies no add-on), so the time is
// that of bringing up Kubernetes itself: certificates, kubeconfigs, static pods, etcd membership,
// cluster objects (kube-proxy, CoreDNS, RBAC), TLS bootstrap and Node registration.
// Runs alternate between the two, so drift on this shared machine hits both alike; the ratio is
// k8sform's median over kubeadm's, of runs made in this same session.
// Needs root and warm caches (the first `up` builds everything, kubeadm included); `lab down` runs
// between runs.
// Usage: sudo node bench/bring-up-vs-kubeadm.mjs [runs]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const runs = Number(process.argv[2] ?? 2);
const lab = fileURLToPath(new URL('../scripts/lab/lab', import.meta.url));
const example = fileURLToPath(new URL('../examples/clusters/ha/cluster.yaml', import.meta.url));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = mkdtempSync(join(tmpdir(), 'k8sform-bench-kubeadm-'));
const file = join(dir, 'cluster.yaml');
// The same cluster for both: the example without its add-on manifests (the lab wires the pod network).
writeFileSync(file, readFileSync(example, 'utf8').replace(/^ {4}manifests: .*\n/m, ''));
if (/manifests:/.test(readFileSync(file, 'utf8'))) throw new Error('the example\'s add-on manifests were not left out');

function runLab(args) {
  const r = spawnSync('bash', [lab, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`lab ${args.join(' ')} failed:\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
  return r;
}
const timings = () => JSON.parse(runLab(['status']).stdout).timings;

const rows = { k8sform: { bringUp: [], ready: [], total: [] }, kubeadm: { bringUp: [], ready: [], total: [] } };
try {
  runLab(['down']);
  for (let i = 0; i < runs; i++) {
    for (const tool of i % 2 === 0 ? ['k8sform', 'kubeadm'] : ['kubeadm', 'k8sform']) {
      runLab(['up', '-f', file, ...(tool === 'kubeadm' ? ['--kubeadm'] : [])]);
      const t = timings();
      rows[tool].bringUp.push(t.apply);
      rows[tool].ready.push(t.componentsReady);
      rows[tool].total.push(t.apply + t.componentsReady);
      runLab(['down']);
      process.stderr.write(`run ${i + 1} ${tool}: bring-up ${t.apply.toFixed(1)} s, then every Node Ready ${t.componentsReady.toFixed(1)} s\n`);
    }
  }
} finally {
  spawnSync('bash', [lab, 'down'], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
}

console.log(`bring-up of examples/clusters/ha (3 control planes, 2 workers) on the lab, ${runs} runs each, medians (s); ratio k8sform / kubeadm`);
const line = (name, key) => {
  const [a, b] = [median(rows.k8sform[key]), median(rows.kubeadm[key])];
  console.log(`  ${name.padEnd(34)} k8sform ${a.toFixed(1).padStart(6)}   kubeadm ${b.toFixed(1).padStart(6)}   ${(a / b).toFixed(2)}x`);
};
line('apply / kubeadm init + joins', 'bringUp');
line('then every Node Ready', 'ready');
line('hosts ready → every Node Ready', 'total');
for (const tool of ['k8sform', 'kubeadm']) console.log(`  ${tool} runs (total): ${rows[tool].total.map((x) => x.toFixed(1)).join(', ')}`);
