// A one-minor upgrade against kubeadm's: the HA example's 3 control planes and 2 workers on the lab,
// brought up at FROM, then upgraded to TO, once with `k8sform apply` (kubernetesVersion changed in
// cluster.yaml) and once with kubeadm's own procedure (`lab kubeadm-upgrade`: `kubeadm upgrade
// apply` on the first control plane, `kubeadm upgrade node` on each other host, control planes
// first, each host's kubelet restarted after its kubeadm step). Both start once the hosts hold TO's
// kubelet, kubectl (and kubeadm) and images (`lab install`, as upgraded packages and a pre-pull
// give them), and end when every Node is Ready on TO's kubelet. Neither drains. Meanwhile an API probe
// reads through the control-plane endpoint (the lab's load balancer) once a second, each time on a
// new connection, and counts the requests that failed.
// Runs alternate between the two, so drift on this shared machine hits both alike; the ratio is
// k8sform's median over kubeadm's, of runs made in this same session.
// Needs root, `npm run build`, and warm caches (the first run builds both releases, kubeadm
// included); `lab down` runs between runs.
// Usage: sudo node bench/upgrade-vs-kubeadm.mjs [runs] [from] [to]
// With BENCH_LOGS=DIR, each upgrade's output (apply's timestamped step lines) is kept in DIR.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const runs = Number(process.argv[2] ?? 1);
const from = process.argv[3] ?? 'v1.36.3';
const to = process.argv[4] ?? 'v1.37.2';
const lab = fileURLToPath(new URL('../scripts/lab/lab', import.meta.url));
const cli = fileURLToPath(new URL('../dist/src/cli/k8sform.cjs', import.meta.url));
const example = fileURLToPath(new URL('../examples/clusters/ha/cluster.yaml', import.meta.url));
const { LAB_DIR } = await import(new URL('../dist/scripts/lab/src/state.js', import.meta.url).href);
const { ADMIN_KUBECONFIG } = await import(new URL('../dist/scripts/lab/src/cluster-access.js', import.meta.url).href);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = mkdtempSync(join(tmpdir(), 'k8sform-bench-upgrade-'));
// The same cluster for both: the example without its add-on manifests (the lab wires the pod
// network), its apiservers shutting down gracefully behind the load balancer as
// docs/rollouts-and-upgrades.md says a load-balanced control plane needs for restarts without errors.
const example_ = readFileSync(example, 'utf8').replace(/^ {4}manifests: .*\n/m, '')
  .replace(/^( {6}profiling: "false" .*\n)(?= {2}controllerManager:)/m, '$1      shutdown-delay-duration: 10s\n      shutdown-watch-termination-grace-period: 5s\n');
if (/manifests:/.test(example_) || !example_.includes('shutdown-delay-duration')) throw new Error('the example is not as this bench expects');
const withVersion = (v) => {
  const text = example_.replace(/^( {2}kubernetesVersion: )v\S+$/m, `$1${v}`);
  if (!text.includes(`kubernetesVersion: ${v}`)) throw new Error('the example names no kubernetesVersion');
  const file = join(dir, `cluster-${v}.yaml`);
  writeFileSync(file, text);
  return file;
};
const fromFile = withVersion(from);
const toFile = withVersion(to);

function runLab(args) {
  const r = spawnSync('bash', [lab, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`lab ${args.join(' ')} failed:\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
  return r;
}
const kubectl = (args) => spawnSync(join(LAB_DIR, 'bin', to, 'kubectl'), ['--kubeconfig', ADMIN_KUBECONFIG, '--request-timeout=5s', ...args], { encoding: 'utf8' });

/** Runs a command to its end without blocking the event loop; its stdout and stderr together. */
function runAsync(program, args) {
  return new Promise((resolve) => {
    const c = spawn(program, args, { env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    c.stdout.on('data', (d) => (out += d));
    c.stderr.on('data', (d) => (out += d));
    c.on('close', (status) => resolve({ status, out }));
  });
}

/** Reads the API once a second on a new connection until stopped; counts the failures. */
function apiProbe() {
  let running = true;
  const failures = [];
  let requests = 0;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      const r = await new Promise((resolve) => {
        const c = spawn(join(LAB_DIR, 'bin', from, 'kubectl'), ['--kubeconfig', ADMIN_KUBECONFIG, 'get', '--raw', '/api/v1/namespaces/kube-system', '--request-timeout=5s'], { stdio: ['ignore', 'ignore', 'pipe'] });
        let err = '';
        c.stderr.on('data', (d) => (err += d));
        c.on('close', (code) => resolve({ code, err }));
      });
      requests++;
      if (r.code !== 0) failures.push(`${new Date(started).toISOString()} ${r.err.trim().split('\n').pop()}`);
      await new Promise((res) => setTimeout(res, Math.max(0, 1000 - (Date.now() - started))));
    }
  })();
  return { async stop() { running = false; await loop; return { requests, failures }; } };
}

/** Seconds until every Node is Ready and reports the kubelet of `version`. */
async function nodesReadyOn(version) {
  for (;;) {
    const r = kubectl(['get', 'nodes', '-o', 'json']);
    if (r.status === 0) {
      const nodes = JSON.parse(r.stdout).items;
      if (nodes.length === 5 && nodes.every((n) => n.status.nodeInfo.kubeletVersion === version && n.status.conditions.some((c) => c.type === 'Ready' && c.status === 'True'))) return;
    }
    await new Promise((res) => setTimeout(res, 1000));
  }
}

const rows = { k8sform: { upgrade: [], total: [], failed: [] }, kubeadm: { upgrade: [], total: [], failed: [] } };
try {
  runLab(['down']);
  for (let i = 0; i < runs; i++) {
    for (const tool of i % 2 === 0 ? ['k8sform', 'kubeadm'] : ['kubeadm', 'k8sform']) {
      runLab(['up', '-f', fromFile, ...(tool === 'kubeadm' ? ['--kubeadm'] : [])]);
      runLab(['install', '-f', toFile, ...(tool === 'kubeadm' ? ['--kubeadm'] : [])]);
      const probe = apiProbe();
      const t0 = Date.now();
      // Not spawnSync: the probe's loop runs on this process's event loop meanwhile.
      const [program, args] = tool === 'k8sform' ? [cli, ['apply', '--auto-approve', '-f', toFile]] : ['bash', [lab, 'kubeadm-upgrade', '-f', toFile]];
      const r = await runAsync(program, args);
      if (r.status !== 0) throw new Error(`${tool}'s upgrade failed:\n${r.out.slice(-6000)}`);
      const upgrade = (Date.now() - t0) / 1000;
      if (process.env.BENCH_LOGS) writeFileSync(join(process.env.BENCH_LOGS, `run-${i + 1}-${tool}.log`), `started ${new Date(t0).toISOString()}\n${r.out}`);
      await nodesReadyOn(to);
      const total = (Date.now() - t0) / 1000;
      const { requests, failures } = await probe.stop();
      rows[tool].upgrade.push(upgrade);
      rows[tool].total.push(total);
      rows[tool].failed.push(failures.length);
      process.stderr.write(`run ${i + 1} ${tool}: upgrade ${upgrade.toFixed(1)} s, every Node Ready on ${to} at ${total.toFixed(1)} s; the API failed ${failures.length} of ${requests} requests${failures.length ? `:\n  ${failures.join('\n  ')}` : ''}\n`);
      runLab(['down']);
    }
  }
} finally {
  spawnSync('bash', [lab, 'down'], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
}

console.log(`upgrade of examples/clusters/ha (3 control planes, 2 workers) on the lab from ${from} to ${to}, ${runs} runs each, medians; ratio k8sform / kubeadm`);
const line = (name, key, unit) => {
  const [a, b] = [median(rows.k8sform[key]), median(rows.kubeadm[key])];
  console.log(`  ${name.padEnd(40)} k8sform ${a.toFixed(1).padStart(6)}   kubeadm ${b.toFixed(1).padStart(6)}${unit ? `   ${(a / b).toFixed(2)}x` : ''}`);
};
line('apply / kubeadm upgrade procedure (s)', 'upgrade', true);
line('every Node Ready on the new kubelet (s)', 'total', true);
line('failed API requests', 'failed', false);
for (const tool of ['k8sform', 'kubeadm']) console.log(`  ${tool} runs (s to every Node Ready): ${rows[tool].total.map((x) => x.toFixed(1)).join(', ')}; failed requests: ${rows[tool].failed.join(', ')}`);
