import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCluster } from '../../test/support/test-clusters.js';
import { formatAddress } from '../model/address.js';
import type { HostSeen } from '../state/observation.js';
import { planKubeletRestarts } from './plan-kubelet-restarts.js';

const cluster = testCluster([
  '{ name: cp-1, role: control-plane, address: 10.0.0.1 }',
  '{ name: w-1, role: worker, address: 10.0.0.3 }',
  '{ name: w-2, role: worker, address: 10.0.0.4 }',
]);

test('a Node reporting another kubelet release than cluster.yaml\'s is a restart; the same release a noop; no Node, nothing', () => {
  assert.equal(cluster.kubernetesVersion, 'v1.34.2');
  const changes = planKubeletRestarts(cluster, new Map([['cp-1', 'v1.34.2'], ['w-1', 'v1.33.13'], ['elsewhere', 'v1.30.0']]));
  assert.deepEqual(changes.map((c) => [formatAddress(c.addr), c.action, c.before?.digest, c.after?.digest]), [
    ['host[cp-1].process[kubelet]', 'noop', 'version:v1.34.2', 'version:v1.34.2'],
    ['host[w-1].process[kubelet]', 'update', 'version:v1.33.13', 'version:v1.34.2'],
  ]);
  assert.deepEqual(changes[0]!.reasons, []);
  assert.deepEqual(changes[1]!.reasons.map((r) => r.code), ['version']);
  assert.match(changes[1]!.reasons[0]!.detail, /the kubelet runs v1\.33\.13; cluster\.yaml asks for v1\.34\.2: restarted on the kubelet installed on the host, which must be v1\.34\.2/);
  assert.deepEqual(planKubeletRestarts(cluster, new Map()), [], 'without an apiserver to ask, no Node and so no restart');
});

test('a kubelet running since before its config.yaml or flags changed is restarted, with both reasons when its release differs too; kubelet.conf, which the kubelet writes itself, does not count', () => {
  const T = 1_800_000_000;
  const host = (name: string, files: Record<string, number>): HostSeen => ({
    files: new Map(Object.entries(files).map(([path, modifiedAt]) => [path, { host: name, path, exists: true, digest: 'd', modifiedAt }])),
    directories: new Map(),
    unsafeDirectories: [],
    processes: new Map([['kubelet', { ticks: 100, startedAt: T }]]),
  });
  const changes = planKubeletRestarts(cluster, new Map([['cp-1', 'v1.34.2'], ['w-1', 'v1.33.13'], ['w-2', 'v1.34.2']]), new Map([
    ['cp-1', host('cp-1', { '/var/lib/kubelet/config.yaml': T + 60, '/var/lib/kubelet/kubeadm-flags.env': T - 60 })],
    ['w-1', host('w-1', { '/var/lib/kubelet/kubeadm-flags.env': T + 60 })],
    ['w-2', host('w-2', { '/etc/kubernetes/kubelet.conf': T + 60, '/var/lib/kubelet/config.yaml': T + 5 })],
  ]));
  assert.deepEqual(changes.map((c) => [formatAddress(c.addr), c.action, c.reasons.map((r) => r.code).join(',')]), [
    ['host[cp-1].process[kubelet]', 'update', 'started-before'],
    ['host[w-1].process[kubelet]', 'update', 'version,started-before'],
    ['host[w-2].process[kubelet]', 'noop', ''],
  ]);
  assert.match(changes[0]!.reasons[0]!.detail, /^the kubelet started at 2027-01-15T08:00:00Z, before \/var\/lib\/kubelet\/config\.yaml changed \(last at 2027-01-15T08:01:00Z\)/);
  assert.deepEqual(changes.map((c) => [c.before?.digest, c.after?.digest]), [
    ['process-start:100', `loads:${T + 60}`],
    ['version:v1.33.13', 'version:v1.34.2'],
    ['version:v1.34.2', 'version:v1.34.2'],
  ], 'the state is the release; when only the start is wrong, the start and the change it is to load');
});
