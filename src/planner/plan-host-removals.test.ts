import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCluster } from '../../test/support/test-clusters.js';
import { formatAddress } from '../model/address.js';
import type { DepartingSeen, HostSeen } from '../state/observation.js';
import type { ObservedDirectory, ObservedFile } from '../state/observe-host.js';
import { removedNode } from '../model/plan.js';
import { planHostRemovals } from './plan-host-removals.js';

const cluster = testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }'], { spec: 'rollout: { kubeletStopCommand: "service kubelet stop" }' });
const file = (host: string, path: string, exists = true): ObservedFile => (exists
  ? { host, path, exists, mode: 0o600, uid: 0, gid: 0, digest: 'a'.repeat(64), content: Buffer.from('kind: Pod\n') }
  : { host, path, exists, digest: 'absent' });
const dir = (host: string, path: string): ObservedDirectory => ({ host, path, exists: true, mode: 0o700, uid: 0, gid: 0, digest: 'directory:0700:0:0' });
const machine = (host: string, files: ObservedFile[], directories: ObservedDirectory[] = []): HostSeen => ({
  files: new Map(files.map((f) => [f.path, f])), directories: new Map(directories.map((d) => [d.path, d])), unsafeDirectories: [],
});
const summary = (changes: ReturnType<typeof planHostRemovals>) => changes.map((c) => `${c.action} ${formatAddress(c.addr)} <- ${c.dependsOn.map(formatAddress).join(',')}`);

test('a reachable machine that left: its Node is deleted, its kubelet stopped, what its record lists and is still there moved to the backup, each in order', () => {
  const departing = new Map<string, DepartingSeen>([['cp-2', {
    address: '10.0.0.2',
    host: machine('cp-2', [file('cp-2', '/etc/kubernetes/manifests/etcd.yaml'), file('cp-2', '/etc/kubernetes/admin.conf', false)], [dir('cp-2', '/var/lib/etcd')]),
  }]]);
  const changes = planHostRemovals(cluster, departing, new Map([['cp-2', 'v1.37.2']]), new Set(['cp-2']));
  // Each part after the one before it, so a --target naming one takes along what must come first.
  assert.deepEqual(summary(changes), [
    'delete cluster.object[v1/Node/cp-2] <- host[cp-2].member[etcd]',
    'delete host[cp-2].process[kubelet] <- cluster.object[v1/Node/cp-2],host[cp-2].file[/etc/kubernetes/manifests/etcd.yaml]',
    'delete host[cp-2].file[/etc/kubernetes/manifests/etcd.yaml] <- cluster.object[v1/Node/cp-2]',
    'delete host[cp-2].dir[/var/lib/etcd] <- host[cp-2].process[kubelet]',
  ]);
  assert.ok(changes.every((c) => c.reasons.length === 1 && c.reasons[0]!.code === 'left'));
  assert.match(changes[0]!.reasons[0]!.detail, /^cp-2 is a registered Node but no host in cluster\.yaml: its Node is deleted$/);
  assert.match(changes[1]!.reasons[0]!.detail, /service kubelet stop/);
  assert.equal(changes[1]!.before?.digest, 'version:v1.37.2');
  assert.equal(changes[0]!.before?.view.kind === 'text' && changes[0]!.before.view.text, 'Node cp-2 (InternalIP 10.0.0.2)\n');
  assert.equal(removedNode(changes[0]!), 'cp-2');
  assert.equal(removedNode(changes[1]!), undefined);
});

test('a machine that cannot be reached only loses its Node, and the reason says it is left as it is', () => {
  const changes = planHostRemovals(cluster, new Map([['w-9', { address: '10.0.0.9', leftAlone: 'it cannot be read (host[w-9]: connection refused): run kubeadm reset there, or retire it' }]]), new Map());
  assert.deepEqual(summary(changes), ['delete cluster.object[v1/Node/w-9] <- ']);
  assert.match(changes[0]!.reasons[0]!.detail, /the machine at 10\.0\.0\.9 is left as it is: it cannot be read \(host\[w-9\]: connection refused\): run kubeadm reset there, or retire it$/);
});

test('nothing leaves when every Node is a host in cluster.yaml', () => {
  assert.deepEqual(planHostRemovals(cluster, undefined, new Map()), []);
});
