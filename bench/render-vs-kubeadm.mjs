// Render of one control plane's certificates and kubeconfigs against kubeadm's own:
// `kubeadm init phase certs all` + `kubeadm init phase kubeconfig all` (two processes, as an operator
// runs them) against `k8sform render` of the single-node example (one process, which also writes the
// static-pod manifests and kubelet files), for each key type. Both write every key and certificate of a
// brand-new control plane: 16 keys. `render --target host` is timed too: the host files alone
// (certificates, keys, kubeconfigs, manifests, kubelet files), without the 30 cluster objects that
// kubeadm's two phases do not write. The in-process render time (no Node start-up) is printed too.
// Needs the kubeadm binary built by scripts/k8s-binaries/build.sh; run after `npm run build`:
//   node bench/render-vs-kubeadm.mjs [runs]
// Both write under TMPDIR. Where creating a file costs a varying share of the run (on a virtual
// machine's disk it went from 0.02 to 0.7 ms a file within one session), TMPDIR=/dev/shm measures
// the two processes rather than the disk.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { loadClusterFile } from '../dist/src/engine/load-cluster.js';
import { render } from '../dist/src/render/render.js';
import { clusterConfiguration } from '../dist/src/render/objects/upload-config.js';
import { systemRandomSource, systemSerialSource } from '../dist/src/render/inputs.js';
import { systemKeySource } from '../dist/src/render/pki/key-source.js';

const runs = Number(process.argv[2] ?? 5);
const example = new URL('../examples/clusters/single-node/cluster.yaml', import.meta.url).pathname;
const cli = new URL('../dist/src/cli/k8sform.cjs', import.meta.url).pathname;
const cache = process.env.K8SFORM_BINARIES_CACHE ?? '/var/cache/k8sform/k8s-binaries';
const loaded = loadClusterFile(example);
const kubeadm = join(cache, loaded.cluster.kubernetesVersion, 'bin', 'kubeadm');
if (!existsSync(kubeadm)) {
  console.error(`kubeadm ${loaded.cluster.kubernetesVersion} is not built: run scripts/k8s-binaries/build.sh ${loaded.cluster.kubernetesVersion}`);
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'k8sform-bench-render-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// Milliseconds: at ECDSA's scale (tens of ms) seconds to two places hide a tenth of the time.
const ms = (x) => `${x.toFixed(1)} ms`;

function timed(fn) {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** A copy of the example whose every key is of this type. */
function clusterFile(keyAlgorithm) {
  const file = join(work, `cluster-${keyAlgorithm}.yaml`);
  const text = execFileSync('cat', [example], { encoding: 'utf8' }).replace(/\n  ssh:\n/, `\n  certificates:\n    keyAlgorithm: ${keyAlgorithm}\n  ssh:\n`);
  writeFileSync(file, text);
  return file;
}

/** kubeadm's configuration for the same control plane: the ClusterConfiguration k8sform uploads, and its node. */
function kubeadmConfig(cluster, certificatesDir) {
  const host = cluster.hosts[0];
  const init = {
    apiVersion: 'kubeadm.k8s.io/v1beta4', kind: 'InitConfiguration',
    localAPIEndpoint: { advertiseAddress: host.internalAddress, bindPort: cluster.apiServer.bindPort },
    nodeRegistration: { name: host.name, criSocket: cluster.kubelet.criSocket },
  };
  const file = join(work, `kubeadm-${cluster.certificates.keyAlgorithm}.yaml`);
  writeFileSync(file, [init, { ...clusterConfiguration(cluster), certificatesDir }].map((d) => stringify(d)).join('---\n'));
  return file;
}

console.log(`render of one control plane (examples/clusters/single-node), ${cpus().length} cores, ${runs} runs each, interleaved; medians`);
if (process.env.NODE_EXTRA_CA_CERTS) {
  // Node reads and parses that bundle at every start: a fixed cost of the machine, not of k8sform.
  console.log(`  note: NODE_EXTRA_CA_CERTS is set (${process.env.NODE_EXTRA_CA_CERTS}); every k8sform start reads it first (about 0.1 s for a system bundle): unset it to measure k8sform alone`);
}
for (const keyAlgorithm of ['rsa-2048', 'ecdsa-p256']) {
  const file = clusterFile(keyAlgorithm);
  const { cluster } = loadClusterFile(file);
  const t = { kubeadm: [], k8sform: [], hostFiles: [], inProcess: [] };
  for (let i = 0; i < runs; i++) {
    const dir = join(work, `run-${keyAlgorithm}-${i}`);
    const config = kubeadmConfig(cluster, join(dir, 'kubeadm', 'pki'));
    t.kubeadm.push(timed(() => {
      execFileSync(kubeadm, ['init', 'phase', 'certs', 'all', '--config', config], { stdio: 'ignore' });
      execFileSync(kubeadm, ['init', 'phase', 'kubeconfig', 'all', '--config', config, '--kubeconfig-dir', join(dir, 'kubeadm')], { stdio: 'ignore' });
    }));
    t.k8sform.push(timed(() => execFileSync(cli, ['render', '-f', file, '--out', join(dir, 'k8sform')], { stdio: 'ignore' })));
    t.hostFiles.push(timed(() => execFileSync(cli, ['render', '-f', file, '--target', 'host', '--out', join(dir, 'k8sform-host')], { stdio: 'ignore' })));
    const start = process.hrtime.bigint();
    await render(cluster, { now: new Date(), keys: systemKeySource, serials: systemSerialSource, random: systemRandomSource });
    t.inProcess.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const ratio = (xs) => `${(median(xs) / median(t.kubeadm)).toFixed(2)}x`;
  console.log(`  ${keyAlgorithm.padEnd(10)} kubeadm certs+kubeconfig ${ms(median(t.kubeadm))}   k8sform render ${ms(median(t.k8sform))} (in process ${ms(median(t.inProcess))}) ratio ${ratio(t.k8sform)}   render --target host ${ms(median(t.hostFiles))} ratio ${ratio(t.hostFiles)}`);
}
rmSync(work, { recursive: true, force: true });
