import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadClusterFile } from '../../src/engine/load-cluster.js';
import { APPLIED_RECORD_PATH } from '../../src/model/applied-record.js';
import type { KubeObject } from '../../src/model/desired.js';
import { observeDeparting } from '../../src/engine/observe-departing.js';
import { closeSession, openSession, type Session } from '../../src/engine/session.js';
import { startTestHosts, type TestHosts, TEST_HOST_PREFLIGHT } from './support/test-hosts.js';

/**
 * How plan finds the machines that left cluster.yaml, against real OpenSSH servers: each Node no host
 * names is reached at its InternalIP with spec.ssh's settings, and only when the machine answering
 * there is the one the Node registered from (its machine ID) are its files read and its connection
 * kept for apply. The test hosts share this machine's root file system, so its /etc/machine-id is
 * theirs: a Node reporting another ID stands for a machine whose address was taken by another.
 */
let hosts: TestHosts;
let dir: string;
let session: Session | undefined;

before(async () => {
  hosts = await startTestHosts(['kept-1', 'gone-1', 'gone-2']);
  dir = mkdtempSync(join(tmpdir(), 'k8sform-departing-'));
});
after(async () => {
  if (session) await closeSession(session);
  await hosts?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const node = (name: string, address: string | undefined, machineID: string): KubeObject => ({
  apiVersion: 'v1', kind: 'Node', metadata: { name },
  status: { addresses: address ? [{ type: 'InternalIP', address }, { type: 'Hostname', address: name }] : [], nodeInfo: { machineID } },
} as KubeObject);

test('a Node no host names is read at its InternalIP when the machine there is the one it registered from, and left alone otherwise', async () => {
  const file = join(dir, 'cluster.yaml');
  const kept = hosts.get('kept-1');
  writeFileSync(file, `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: departing }
spec:
  kubernetesVersion: v1.37.2
${TEST_HOST_PREFLIGHT}  ssh: { identityFile: ${hosts.identityFile}, knownHostsFile: ${hosts.knownHostsFile} }
  hosts:
    - { name: kept-1, role: control-plane, address: ${kept.address} }
`);
  const { cluster } = loadClusterFile(file);
  session = await openSession(cluster, { trustNewHostKeys: false });

  // What an earlier apply left on gone-1 and gone-2: its record, a file it lists, the kubelet's credentials.
  const record = JSON.stringify({ formatVersion: 1, appliedAt: '2026-11-01T00:00:00.000Z', files: { '/etc/kubernetes/manifests/etcd.yaml': { digest: 'x'.repeat(64), mode: 0o600, uid: 0, gid: 0 } } });
  for (const name of ['gone-1', 'gone-2']) {
    await hosts.get(name).runOk(`mkdir -p /etc/kubernetes/manifests /var/lib/kubelet/pki && echo 'kind: Pod' > /etc/kubernetes/manifests/etcd.yaml && echo conf > /etc/kubernetes/kubelet.conf && cat > ${APPLIED_RECORD_PATH}`, record);
  }
  const thisMachine = readFileSync('/etc/machine-id', 'utf8').trim();
  const another = 'f'.repeat(32);
  const seen = await observeDeparting(cluster, session, [
    node('kept-1', kept.address, thisMachine),
    node('gone-1', hosts.get('gone-1').address, thisMachine),
    node('gone-2', hosts.get('gone-2').address, another),
    node('renamed', kept.address, thisMachine),
    node('unreachable', hosts.unusedAddress, thisMachine),
    node('unregistered', undefined, thisMachine),
  ]);

  assert.deepEqual([...seen.keys()], ['gone-1', 'gone-2', 'renamed', 'unreachable', 'unregistered'], 'every Node but the kept host\'s, in natural order');
  const gone1 = seen.get('gone-1')!;
  assert.equal(gone1.leftAlone, undefined);
  assert.equal(gone1.address, hosts.get('gone-1').address);
  const files = gone1.host!.files;
  assert.equal(files.get('/etc/kubernetes/manifests/etcd.yaml')?.exists, true, 'a file the record lists');
  assert.equal(files.get('/etc/kubernetes/kubelet.conf')?.exists, true, 'the kubelet\'s own credentials');
  assert.ok(gone1.host!.directories.has('/var/lib/kubelet/pki'), 'the kubelet\'s certificate directory');
  assert.equal(gone1.host!.record?.toString('utf8'), record);

  assert.equal(seen.get('gone-2')!.host, undefined);
  assert.equal(seen.get('gone-2')!.leftAlone, `the machine answering at ${hosts.get('gone-2').address} has the machine ID ${thisMachine}, not ${another} as Node gone-2 reports: another machine has that address now`);
  assert.match(seen.get('renamed')!.leftAlone!, /^that is host\[kept-1\]'s address in cluster\.yaml/);
  assert.match(seen.get('unreachable')!.leftAlone!, /^it cannot be read \(.+\): run kubeadm reset there, or retire it$/);
  assert.match(seen.get('unregistered')!.leftAlone!, /reports no InternalIP/);

  // Apply reaches only the machine plan read: every other connection is already closed.
  assert.deepEqual([...session.departing.keys()], ['gone-1']);
  assert.equal((await session.departing.get('gone-1')!.exec('cat /etc/kubernetes/kubelet.conf')).stdout.toString('utf8').trim(), 'conf');
});
