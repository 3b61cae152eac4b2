// No-op plan against N real sshd hosts (each in its own network and mount namespace, as the e2e
// tests make them), against two baselines measured in the same run, one ssh process per host, all
// hosts at once: OpenSSH's own client reading exactly the managed files (their contents' digest,
// and their and the managed directories' modes and owners: the transport's limit), and the same
// client running k8sform's exact read script (which also reads processes' start times, the kubelet's
// rotated certificates and the backup folder, and sends the files' bytes back).
// The hosts hold an applied 3-control-plane + (N-3)-worker cluster, so the plan has nothing to do.
// Then the same plan with one kubelet setting changed (every host's config.yaml differs, a kubelet
// restart step per host), against the no-op plan.
// Prints per N the medians, the ratios plan / baseline, and the plan's peak RSS. Needs root and a
// build (npm run build); run: node bench/noop-plan-ssh.mjs [runs] [N ...]   (default 5 runs; 10 100 300)
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadClusterFile } from '../dist/src/engine/load-cluster.js';
import { hostReads } from '../dist/src/engine/observe-cluster.js';
import { observeHost } from '../dist/src/state/observe-host.js';
import { CLI, startAppliedCluster } from './applied-cluster.mjs';

const runs = Number(process.argv[2] ?? 5);
const sizes = process.argv.slice(3).map(Number);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;

/** The script k8sform runs on a host to read it, captured from the real code path. */
async function readScript(cluster, host) {
  let script = '';
  const recorder = { host: host.name, root: '', exec: async (s) => ((script = s), { code: 1, stdout: Buffer.alloc(0), stderr: '' }) };
  await observeHost(recorder, ...hostReads(cluster, host, '')).catch(() => undefined);
  return script;
}

/** Runs a command to its end; resolves with its stderr when it exits with one of `ok`. */
function run(command, args, ok = [0]) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => (ok.includes(code) ? resolve(stderr) : reject(new Error(`${command} ${args.slice(0, 3).join(' ')}... exit ${code}: ${stderr}`))));
  });
}

async function measure(n) {
  const { lab, file, stop } = await startAppliedCluster(n, 'bench');
  try {
    const { cluster } = loadClusterFile(file);
    const scripts = await Promise.all(cluster.hosts.map((h) => readScript(cluster, h)));
    const quoted = (paths) => paths.map((p) => `'${p}'`).join(' ');
    const managedReads = cluster.hosts.map((h) => {
      const [paths, , directories] = hostReads(cluster, h, '');
      return `cat -- ${quoted(paths)} 2>/dev/null | sha256sum; stat -c '%n %a %u %g' -- ${quoted([...paths, ...directories])} 2>/dev/null | sha256sum; true`;
    });
    const ssh = (h, script) => run('ssh', ['-T', '-o', 'BatchMode=yes', '-o', 'StrictHostKeyChecking=yes', '-o', `UserKnownHostsFile=${lab.knownHostsFile}`, '-i', lab.identityFile, `root@${h.address}`, script]);
    const [managed, baseline, plan, rss] = [[], [], [], []];
    for (let i = 0; i < runs; i++) {
      let start = process.hrtime.bigint();
      await Promise.all(cluster.hosts.map((h, j) => ssh(h, managedReads[j])));
      managed.push(seconds(start));
      start = process.hrtime.bigint();
      await Promise.all(cluster.hosts.map((h, j) => ssh(h, scripts[j])));
      baseline.push(seconds(start));
      start = process.hrtime.bigint();
      const timed = await run('/usr/bin/time', ['-f', '%M', CLI, 'plan', '--target', 'host', '--detailed-exitcode', '-f', file]);
      plan.push(seconds(start));
      rss.push(Number(timed.trim().split('\n').pop()) / 1024);
    }
    // One kubelet setting changed: --detailed-exitcode exits 2 when the plan has changes.
    const changedFile = file.replace(/\.yaml$/, '-kubelet.yaml');
    writeFileSync(changedFile, readFileSync(file, 'utf8').replace('\n  hosts:\n', '\n  kubelet: { config: { maxPods: 200 } }\n  hosts:\n'));
    const changed = [];
    for (let i = 0; i < runs; i++) {
      const start = process.hrtime.bigint();
      await run(CLI, ['plan', '--target', 'host', '--detailed-exitcode', '-f', changedFile], [2]);
      changed.push(seconds(start));
    }
    const [m, b, p, c] = [median(managed), median(baseline), median(plan), median(changed)];
    console.log(`N=${String(n).padStart(3)}  no-op plan ${p.toFixed(2)} s   OpenSSH reading the managed files ${m.toFixed(2)} s (ratio ${(p / m).toFixed(2)}x)   OpenSSH running k8sform's read ${b.toFixed(2)} s (ratio ${(p / b).toFixed(2)}x)   plan peak RSS ${median(rss).toFixed(0)} MB   a kubelet setting changed on every host: plan ${c.toFixed(2)} s (${(c / p).toFixed(2)}x the no-op plan)   (medians of ${runs})`);
  } finally {
    await stop();
  }
}

if (process.env.NODE_EXTRA_CA_CERTS) {
  // Node reads and parses that bundle at every start: a fixed cost of the machine, not of k8sform.
  console.log(`note: NODE_EXTRA_CA_CERTS is set (${process.env.NODE_EXTRA_CA_CERTS}); every k8sform start reads it first (about 0.1 s for a system bundle): unset it to measure k8sform alone`);
}
for (const n of sizes.length ? sizes : [10, 100, 300]) await measure(n);
