import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCluster } from '../../test/support/test-clusters.js';
import { formatAddress } from '../model/address.js';
import type { HostSeen } from '../state/observation.js';
import type { ObservedFile, ProcessStart } from '../state/observe-host.js';
import type { Cluster } from '../model/cluster.js';
import { staticPodReadsOf } from '../../test/support/static-pod-reads.js';
import { planStaticPodRestarts as restartsWith } from './plan-static-pod-restarts.js';

const planStaticPodRestarts = (cluster: Cluster, hosts: ReadonlyMap<string, HostSeen>) => restartsWith(cluster, hosts, staticPodReadsOf(cluster));
import { START_MARGIN_SECONDS } from './started-before.js';

const cluster = testCluster([
  '{ name: cp-1, role: control-plane, address: 10.0.0.1 }',
  '{ name: w-1, role: worker, address: 10.0.0.2 }',
]);
const T = 1_800_000_000;
const file = (host: string, path: string, modifiedAt: number): ObservedFile => ({ host, path, exists: true, digest: 'd', mode: 0o600, uid: 0, gid: 0, modifiedAt });
const host = (name: string, files: Record<string, number>, processes?: Record<string, number>): HostSeen => ({
  files: new Map(Object.entries(files).map(([p, at]) => [p, file(name, p, at)])),
  directories: new Map(),
  unsafeDirectories: [],
  ...(processes ? { processes: new Map(Object.entries(processes).map(([c, at]): [string, ProcessStart] => [c, { ticks: (at - T + 500) * 100, startedAt: at }])) } : {}),
});
const pki = '/etc/kubernetes/pki';

test('a component started before a file it reads at start changed is restarted; one started after it, or not running, is not', () => {
  const changes = planStaticPodRestarts(cluster, new Map([['cp-1', host('cp-1', {
    [`${pki}/etcd/ca.crt`]: T + 600,
    [`${pki}/ca.crt`]: T,
    '/etc/kubernetes/scheduler.conf': T + 10,
  }, { etcd: T + 700, 'kube-apiserver': T + 100, 'kube-controller-manager': T + 100 })]]));
  assert.deepEqual(changes.map((c) => [formatAddress(c.addr), c.action, c.before?.digest, c.after?.digest]), [
    ['host[cp-1].process[etcd]', 'noop', 'loaded', 'loaded'],
    ['host[cp-1].process[kube-apiserver]', 'update', `process-start:${600 * 100}`, `loads:${T + 600}`],
    ['host[cp-1].process[kube-controller-manager]', 'noop', 'loaded', 'loaded'],
  ], 'etcd restarted after its CA bundle changed; the controller-manager does not read the etcd CA; the scheduler is not running, so it has no change at all');
  const c = changes[1];
  assert.deepEqual(c!.reasons.map((r) => r.code), ['started-before']);
  assert.match(c!.reasons[0]!.detail, /^kube-apiserver started at 2027-01-15T08:\d\d:\d\dZ, before \/etc\/kubernetes\/pki\/etcd\/ca\.crt changed \(last at .*\), so it runs with what it read before: restarted to load it/);
});

test('every file changed since the start is named, newest first; the manifest is the kubelet\'s to act on, not a restart', () => {
  const [c, ...rest] = planStaticPodRestarts(cluster, new Map([['cp-1', host('cp-1', {
    '/etc/kubernetes/manifests/kube-scheduler.yaml': T + 900,
    '/etc/kubernetes/scheduler.conf': T + 300,
  }, { 'kube-scheduler': T + 100 })]]));
  assert.equal(rest.length, 0);
  const manifestOnly = planStaticPodRestarts(cluster, new Map([['cp-1', host('cp-1', { '/etc/kubernetes/manifests/kube-scheduler.yaml': T + 900 }, { 'kube-scheduler': T + 100 })]]));
  assert.deepEqual(manifestOnly.map((x) => x.action), ['noop']);
  assert.match(c!.reasons[0]!.detail, /before \/etc\/kubernetes\/scheduler\.conf changed/);
  const two = planStaticPodRestarts(cluster, new Map([['cp-1', host('cp-1', {
    [`${pki}/front-proxy-client.crt`]: T + 200,
    [`${pki}/apiserver.crt`]: T + 300,
  }, { 'kube-apiserver': T + 100 })]]));
  assert.match(two[0]!.reasons[0]!.detail, /before \/etc\/kubernetes\/pki\/apiserver\.crt, \/etc\/kubernetes\/pki\/front-proxy-client\.crt changed \(last at .*\), .*restarted to load them/);
});

test('a change within the margin of the start is not taken for a later one (both times are known to the second, and a clock may have been stepped)', () => {
  const plan = (delta: number) => planStaticPodRestarts(cluster, new Map([['cp-1', host('cp-1', { '/etc/kubernetes/scheduler.conf': T + 100 + delta }, { 'kube-scheduler': T + 100 })]]));
  assert.deepEqual(plan(START_MARGIN_SECONDS).map((c) => c.action), ['noop']);
  assert.deepEqual(plan(START_MARGIN_SECONDS + 1).map((c) => c.action), ['update']);
});

test('hosts whose processes were not read, and workers, get nothing', () => {
  assert.deepEqual(planStaticPodRestarts(cluster, new Map([
    ['cp-1', host('cp-1', { '/etc/kubernetes/scheduler.conf': T + 900 })],
    ['w-1', host('w-1', { '/etc/kubernetes/kubelet.conf': T + 900 }, { 'kube-scheduler': T })],
  ])), []);
});
