import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { k8sform } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-registry-mirrors-'));
after(() => rmSync(work, { recursive: true, force: true }));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test('registry mirrors on the hosts: apply writes each registry\'s hosts.toml; a registry removed from cluster.yaml has its file deleted, a hosts.toml written by hand is left alone, and the next plan is empty', async () => {
  const dir = join(work, 'local');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  mkdirSync(join(dir, 'bin'));
  for (const name of ['kubelet', 'kubectl']) writeFileSync(join(dir, 'bin', name), `${name} of this test\n`);
  const spec = (registries: string) => readFileSync(repoPath('examples/clusters/local/cluster.yaml'), 'utf8').replace('  kubernetesVersion: v1.37.2\n', `  kubernetesVersion: v1.37.2
  nodeSoftware:
    source: { directory: bin }
    checksums: { v1.37.2: { kubelet: ${sha256('kubelet of this test\n')}, kubectl: ${sha256('kubectl of this test\n')} } }
    containerd: { registryMirrors: ${registries} }
`);
  // Host files only: the local example's control plane never runs an apiserver.
  const run = (...args: string[]) => k8sform([...args, '--target', 'host'], dir);
  const certs = (host: string, registry: string) => join(dir, '.k8sform/hosts', host, 'etc/containerd/certs.d', registry, 'hosts.toml');

  writeFileSync(join(dir, 'cluster.yaml'), spec('{ docker.io: [{ url: "https://mirror.gcr.io" }] }'));
  const first = await run('apply', '--auto-approve');
  assert.equal(first.status, 0, first.stderr);
  for (const host of ['cp-1', 'worker-1']) {
    assert.match(readFileSync(certs(host, 'docker.io'), 'utf8'), /^\[host\."https:\/\/mirror\.gcr\.io"\]\ncapabilities = \[ "pull", "resolve" \]$/m, host);
  }
  mkdirSync(join(certs('worker-1', 'ghcr.io'), '..'), { recursive: true });
  writeFileSync(certs('worker-1', 'ghcr.io'), 'server = "https://ghcr.io"\n');

  writeFileSync(join(dir, 'cluster.yaml'), spec('{ quay.io: [{ url: "https://quay-mirror.internal" }] }'));
  const plan = await run('plan', '--json');
  assert.equal(plan.status, 0, plan.stderr);
  const changes = (JSON.parse(plan.stdout) as { resource_changes: { address: string; action: string }[] }).resource_changes.filter((c) => c.action !== 'noop').map((c) => `${c.action} ${c.address}`).sort();
  assert.deepEqual(changes, ['cp-1', 'worker-1'].flatMap((h) => [
    `create host[${h}].file[/etc/containerd/certs.d/quay.io/hosts.toml]`,
    `delete host[${h}].file[/etc/containerd/certs.d/docker.io/hosts.toml]`,
  ]).sort(), 'the hand-written ghcr.io file is not part of the plan');
  const second = await run('apply', '--auto-approve');
  assert.equal(second.status, 0, second.stderr);
  assert.deepEqual([existsSync(certs('worker-1', 'docker.io')), existsSync(certs('worker-1', 'quay.io'))], [false, true]);
  assert.equal(readFileSync(certs('worker-1', 'ghcr.io'), 'utf8'), 'server = "https://ghcr.io"\n');
  const again = await run('plan', '--detailed-exitcode');
  assert.equal(again.status, 0, `${again.stdout}\n${again.stderr}`);
});
