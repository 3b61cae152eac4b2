// The hosts the SSH benches plan against: N real sshd hosts (network and mount namespaces, as the
// e2e tests make them) holding a 3-control-plane + (N-3)-worker cluster whose host files are applied,
// so a plan of them has nothing to do.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestHosts, TEST_HOST_PREFLIGHT } from '../dist/test/e2e/support/test-hosts.js';

export const CLI = fileURLToPath(new URL('../dist/src/cli/k8sform.cjs', import.meta.url));

/** Starts the hosts (named `<name>-cp-1`, `<name>-w-1`, ...) and applies the cluster's host files; `stop` removes them. */
export async function startAppliedCluster(n, name) {
  const lab = await startTestHosts(Array.from({ length: n }, (_, i) => (i < 3 ? `${name}-cp-${i + 1}` : `${name}-w-${i - 2}`)));
  const dir = mkdtempSync(join(tmpdir(), `k8sform-${name}-`));
  const stop = async () => {
    await lab.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const file = join(dir, 'cluster.yaml');
    writeFileSync(file, `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: ${name} }
spec:
  kubernetesVersion: v1.34.2
  controlPlaneEndpoint: api.${name}.test:6443
${TEST_HOST_PREFLIGHT}  ssh: { identityFile: ${lab.identityFile}, knownHostsFile: ${lab.knownHostsFile} }
  hosts:
${lab.hosts.map((h) => `    - { name: ${h.name}, role: ${h.name.includes('-cp-') ? 'control-plane' : 'worker'}, address: ${h.address} }`).join('\n')}
`);
    const apply = spawnSync(CLI, ['apply', '--auto-approve', '--target', 'host', '-f', file], { encoding: 'utf8', maxBuffer: 1 << 30 });
    if (apply.status !== 0) throw new Error(`apply failed:\n${apply.stdout}${apply.stderr}`);
    return { lab, dir, file, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
