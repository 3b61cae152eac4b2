import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testLoadedCluster } from '../../test/support/test-clusters.js';
import { formatAddress } from '../model/address.js';
import type { ObservedRotation } from '../model/ca-rotation.js';
import type { EtcdMember } from '../model/etcd-membership.js';
import type { StaticPodComponent } from '../model/rollout.js';
import type { RunningVersions } from '../model/running-versions.js';
import { etcdMembershipOrRefuse, refuseClusterCARotationWithUpgrade, refuseRotationOrder, refuseSkew, refuseUnreachableApiserver, type FileSeen } from './plan-refusals.js';
import { refusalOf } from '../../test/support/refusal.js';

const controlPlanes = (n: number) => Array.from({ length: n }, (_, i) => `{ name: cp-${i + 1}, role: control-plane, address: 10.0.0.${i + 1} }`);
const three = testLoadedCluster(controlPlanes(3));
const rotatingCA = testLoadedCluster(controlPlanes(3), { spec: 'certificates: { rotateCA: { ca: trust-both } }' });

/** Files present, as `host:path`. */
const filesSeen = (...present: string[]): FileSeen => (host, path) => present.includes(`${host}:${path}`);
const running = (apiservers: Record<string, string>, kubelets: Record<string, string> = {}): RunningVersions => ({
  controlPlanes: new Map(Object.entries(apiservers).map(([h, v]) => [h, new Map<StaticPodComponent, string>([['kube-apiserver', v], ['kube-controller-manager', v]])])),
  kubelets: new Map(Object.entries(kubelets)),
});
const member = (i: number): EtcdMember => ({ id: String(1000 + i), name: `cp-${i}`, peerURLs: [`https://10.0.0.${i}:2380`], clientURLs: [`https://10.0.0.${i}:2379`], isLearner: false });
const messages = refusalOf;

test('an unreachable apiserver is refused only on a cluster that ran: an apiserver answered once, and a control plane holds its CA and files', () => {
  const down = { endpoint: 'https://api.example.com:6443', readiness: 'connection refused' };
  const written = filesSeen('cp-1:/etc/kubernetes/pki/ca.crt', 'cp-1:/etc/kubernetes/admin.conf');
  assert.doesNotThrow(() => refuseUnreachableApiserver(three.cluster, filesSeen(), down, true), 'nothing on the hosts to ask about');
  assert.doesNotThrow(() => refuseUnreachableApiserver(three.cluster, filesSeen('cp-2:/etc/kubernetes/pki/ca.crt'), down, true), 'a CA alone is not a cluster that ran');
  assert.doesNotThrow(() => refuseUnreachableApiserver(three.cluster, written, { ...down, readiness: 'ok' }, true));
  assert.doesNotThrow(() => refuseUnreachableApiserver(three.cluster, written, undefined, true), 'no CA to reach it with yet');
  assert.doesNotThrow(() => refuseUnreachableApiserver(three.cluster, written, down, false), 'a first apply cut short after the first control plane, before its apiserver answered (its etcd waits for peers)');
  for (const trace of ['/etc/kubernetes/admin.conf', '/etc/kubernetes/kubelet.conf', '/etc/kubernetes/manifests/kube-apiserver.yaml']) {
    const why = messages(() => refuseUnreachableApiserver(three.cluster, filesSeen('cp-3:/etc/kubernetes/pki/ca.crt', `cp-3:${trace}`), down, true));
    assert.match(why, /^the apiserver at https:\/\/api\.example\.com:6443 cannot be reached \(connection refused\).*plan the host files only with --target host\.$/, trace);
  }
});

test('the membership changes come back; losing quorum is refused at spec.hosts', () => {
  const up = { endpoint: 'https://10.0.0.1:2379 via host[cp-1]', members: [1, 2, 3].map(member), healthy: ['1001', '1002', '1003'] };
  const grown = testLoadedCluster(controlPlanes(4));
  assert.deepEqual(etcdMembershipOrRefuse(grown, up, true, filesSeen()).filter((c) => c.action !== 'noop').map((c) => `${c.action} ${formatAddress(c.addr)}`), ['create host[cp-4].member[etcd]']);
  const shrunk = testLoadedCluster(controlPlanes(1));
  const unhealthy = { ...up, healthy: ['1001'] };
  assert.match(messages(() => etcdMembershipOrRefuse(shrunk, unhealthy, true, filesSeen())), /^c\.yaml:\d+:\d+: spec\.hosts: /);
});

test('a control plane does not join while no etcd member answers on a running cluster', () => {
  const silent = { endpoint: 'https://10.0.0.1:2379 via host[cp-1]', error: 'context deadline exceeded' };
  const manifests = filesSeen('cp-1:/etc/kubernetes/manifests/etcd.yaml', 'cp-2:/etc/kubernetes/manifests/etcd.yaml');
  assert.equal(
    messages(() => etcdMembershipOrRefuse(three, silent, true, manifests)),
    'host[cp-3] would join the running etcd cluster, but no member answered at https://10.0.0.1:2379 via host[cp-1] (context deadline exceeded): k8sform adds a member before starting it, so bring etcd back first',
  );
  assert.doesNotThrow(() => etcdMembershipOrRefuse(three, silent, false, manifests), 'without an apiserver either, the cluster is being set up (or is down): nothing runs to join');
  const everyManifest = filesSeen(...[1, 2, 3].map((i) => `cp-${i}:/etc/kubernetes/manifests/etcd.yaml`));
  assert.doesNotThrow(() => etcdMembershipOrRefuse(three, silent, true, everyManifest), 'no host joins');
});

test('the cluster CA is not rotated in the apply that upgrades its control planes', () => {
  assert.doesNotThrow(() => refuseClusterCARotationWithUpgrade(rotatingCA, running({ 'cp-1': 'v1.34.2', 'cp-2': 'v1.34.2' })));
  assert.doesNotThrow(() => refuseClusterCARotationWithUpgrade(three, running({ 'cp-1': 'v1.33.6' })), 'no rotation asked for');
  assert.match(
    messages(() => refuseClusterCARotationWithUpgrade(rotatingCA, running({ 'cp-1': 'v1.34.2', 'cp-2': 'v1.33.6', 'cp-3': 'v1.33.6' }))),
    /^c\.yaml:\d+:\d+: spec\.certificates\.rotateCA\.ca: host\[cp-2\], host\[cp-3\] run another release than kubernetesVersion v1\.34\.2: apply the version change first, then the rotation of the cluster CA$/,
  );
});

test('a rotation phase the control planes are not ready for is refused at its field', () => {
  const reissue = testLoadedCluster(controlPlanes(2), { spec: 'certificates: { rotateCA: { etcdCA: reissue } }' });
  assert.match(messages(() => refuseRotationOrder(reissue, {})), /^c\.yaml:\d+:\d+: spec\.certificates\.rotateCA\.etcdCA: reissue, but no rotation of the etcd CA is under way/);
  const halfway: ObservedRotation = { old: { certPem: 'old' }, next: { certPem: 'next', keyPem: 'withheld' }, hosts: new Map([['cp-1', 'trust-both'], ['cp-2', 'old']]), notReissued: [], untrusting: [] };
  assert.match(messages(() => refuseRotationOrder(reissue, { 'etcd-ca': halfway })), /rotateCA\.etcdCA: reissue, but host\[cp-2\] do not trust the new etcd CA yet/);
  assert.doesNotThrow(() => refuseRotationOrder(reissue, { 'etcd-ca': { ...halfway, hosts: new Map([['cp-1', 'trust-both'], ['cp-2', 'trust-both']]) } }));
});

test('a version the skew policy rules out is refused at kubernetesVersion, one line per component', () => {
  assert.doesNotThrow(() => refuseSkew(three, running({ 'cp-1': 'v1.33.6' }, { 'cp-1': 'v1.33.6' })));
  const lines = messages(() => refuseSkew(three, running({ 'cp-1': 'v1.32.3', 'cp-2': 'v1.32.3' }))).split('\n');
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /^c\.yaml:\d+:\d+: spec\.kubernetesVersion: v1\.34\.2 breaks the version skew policy: host\[cp-1\]: kube-apiserver runs v1\.32\.3/);
});
