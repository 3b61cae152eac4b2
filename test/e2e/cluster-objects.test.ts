import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parse } from 'yaml';
import { ensureBinaries } from '../controlplane/binaries.js';
import { CLI } from '../support/paths.js';
import { startTestHosts, type TestHost, type TestHosts } from './support/test-hosts.js';

/**
 * The whole path for cluster objects: k8sform writes the host files over SSH; the test then starts
 * etcd and kube-apiserver inside the control-plane host's namespaces from exactly the static-pod
 * manifests k8sform wrote (standing in for the kubelet); k8sform reaches that apiserver through
 * the SSH connection, bootstraps kubeadm:cluster-admins as super-admin, and applies the objects.
 */
let lab: TestHosts;
let dir: string;
let cp: TestHost;
let bin: Record<string, string>;
const pids: string[] = [];

before(async () => {
  bin = await ensureBinaries('v1.34.2', ['etcd', 'kube-apiserver']);
  lab = await startTestHosts(['obj-cp', 'obj-w']);
  cp = lab.get('obj-cp');
  dir = mkdtempSync(join(tmpdir(), 'k8sform-objects-e2e-'));
});
after(async () => {
  if (pids.length) await cp?.run(`kill ${pids.join(' ')} 2>/dev/null; sleep 1; kill -9 ${pids.join(' ')} 2>/dev/null; true`);
  await lab?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const run = (file: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, [CLI, ...args, '-f', file], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 300_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

/** Starts a static pod's command inside the host's namespaces, as the kubelet would (etcd data in the host's private /var/lib/kubelet). */
async function startStaticPod(name: string, binary: string) {
  const pod = parse(await cp.runOk(`cat /etc/kubernetes/manifests/${name}.yaml`)) as { spec: { containers: { command: string[] }[] } };
  const args = pod.spec.containers[0]!.command.slice(1).map((a) => (a.startsWith('--data-dir=') ? '--data-dir=/var/lib/kubelet/e2e-etcd' : a));
  const quoted = [binary, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  pids.push((await cp.runOk(`${quoted} > /var/lib/kubelet/${name}.log 2>&1 < /dev/null & echo $!`)).trim());
}

test('apply writes the files, waits for the apiserver, bootstraps cluster-admins, applies the objects; the next plan is empty', async () => {
  const file = join(dir, 'cluster.yaml');
  writeFileSync(file, `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: objects-e2e }
spec:
  kubernetesVersion: v1.34.2
  networking: { podSubnet: 10.244.0.0/16 }
  ssh: { identityFile: ${lab.identityFile}, knownHostsFile: ${lab.knownHostsFile} }
  hosts:
    - { name: obj-cp, role: control-plane, address: ${cp.address} }
    - { name: obj-w, role: worker, address: ${lab.get('obj-w').address} }
`);
  const fresh = run(file, 'plan', '--json');
  assert.equal(fresh.status, 0, fresh.stderr);
  const objects = (JSON.parse(fresh.stdout) as { resource_changes: { address: string; action: string; reasons: { code: string }[] }[] }).resource_changes.filter((c) => c.address.startsWith('cluster.'));
  assert.ok(objects.length > 20 && objects.every((c) => c.action === 'create' && c.reasons[0]!.code === 'after-control-plane'));

  // Host files first (objects would wait for an apiserver that nothing starts yet).
  assert.equal(run(file, 'apply', '--auto-approve', '--target', 'host').status, 0);
  await startStaticPod('etcd', bin.etcd!);
  await startStaticPod('kube-apiserver', bin['kube-apiserver']!);

  const apply = run(file, 'apply', '--auto-approve', '--wait-timeout', '90s');
  const logs = async () => (await cp.run('tail -n 8 /var/lib/kubelet/etcd.log /var/lib/kubelet/kube-apiserver.log')).stdout.toString();
  assert.equal(apply.status, 0, `${apply.stderr}\n${await logs()}`);
  assert.match(apply.stdout, /creating the kubeadm:cluster-admins binding with the super-admin identity/);
  assert.match(apply.stdout, /applied \d+ cluster object changes/);

  const again = run(file, 'plan', '--detailed-exitcode');
  assert.equal(again.status, 0, `${again.stdout}\n${again.stderr}`);

  // Drift made by someone else is shown field by field and repaired.
  const token = (JSON.parse(run(file, 'plan', '--json').stdout) as { resource_changes: { address: string }[] }).resource_changes.find((c) => c.address.includes('bootstrap-token-'))!;
  assert.ok(token, 'the bootstrap token Secret is managed');
  assert.doesNotMatch(run(file, 'plan', '--json').stdout, /token-secret": "[a-z0-9]{16}"|token-secret: [a-z0-9]{16}/);
  const bootstrapConf = await lab.get('obj-w').runOk('cat /etc/kubernetes/bootstrap-kubelet.conf');
  assert.match(bootstrapConf, new RegExp(`token: ${token.address.match(/bootstrap-token-([a-z0-9]{6})/)![1]}\\.[a-z0-9]{16}`), 'the worker joins with the token in the cluster');
});
