// Time from process start to the first byte on stderr (the first progress line) for `k8sform plan`
// against N local hosts (directories; see README.md "Without servers"), in CI mode, and the
// whole run's time. Usage: node bench/first-progress.mjs [N...]   (default 3 30 100)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/src/cli/k8sform.cjs', import.meta.url));

function cluster(n, dir) {
  const cps = Math.min(3, n);
  const hosts = Array.from({ length: n }, (_, i) => {
    const cp = i < cps;
    const name = cp ? `cp-${i + 1}` : `worker-${i - cps + 1}`;
    return `    - { name: ${name}, role: ${cp ? 'control-plane' : 'worker'}, address: 10.0.${Math.floor(i / 250)}.${(i % 250) + 1}, transport: local, local: { root: ${join(dir, name)} } }`;
  });
  return `apiVersion: k8sform/v1alpha1\nkind: Cluster\nmetadata:\n  name: bench\nspec:\n  kubernetesVersion: v1.34.2\n  controlPlaneEndpoint: 10.0.0.1:6443\n  networking:\n    podSubnet: 10.244.0.0/16\n  hosts:\n${hosts.join('\n')}\n`;
}

function run(dir) {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    let first;
    const child = spawn(CLI, ['plan', '--target', 'host', '--json'], { cwd: dir, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.once('data', () => (first = process.hrtime.bigint()));
    child.stderr.resume();
    child.on('close', (code) => resolve({ code, first: Number(first - start) / 1e6, total: Number(process.hrtime.bigint() - start) / 1e6 }));
  });
}

for (const n of (process.argv.slice(2).length ? process.argv.slice(2) : ['3', '30', '100']).map(Number)) {
  const dir = mkdtempSync(join(tmpdir(), 'k8sform-first-'));
  writeFileSync(join(dir, 'cluster.yaml'), cluster(n, dir));
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await run(dir));
  const med = (k) => runs.map((r) => r[k]).sort((a, b) => a - b)[1].toFixed(0);
  console.log(`N=${n}: first stderr byte ${med('first')} ms, whole plan ${med('total')} ms (median of 3; exit ${runs[0].code})`);
  rmSync(dir, { recursive: true, force: true });
}
