import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'yaml';
import { testCluster } from '../../../test/support/test-clusters.js';
import { renderStaticPods } from './index.js';
import { declaresUid, staticPodUid } from '../../model/static-pod-uid.js';

const cluster = testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: cp-2, role: control-plane, address: 10.0.0.2 }']);
const uids = (c = cluster, host = 0) => new Map(renderStaticPods(c, c.hosts[host]!).map((d) => [d.spec.path, (parse(d.spec.content) as { metadata: { uid: string } }).metadata.uid]));

test('every static pod manifest gives its UID: a digest of its path and its content without it, the same for the same manifest on another host, another for other content', () => {
  const [cp1, cp2] = [uids(cluster, 0), uids(cluster, 1)];
  assert.equal(cp1.size, 4);
  for (const [path, uid] of cp1) assert.match(uid, /^[0-9a-f]{32}$/, path);
  assert.equal(new Set(cp1.values()).size, 4, 'one UID per component');
  for (const d of renderStaticPods(cluster, cluster.hosts[0]!)) {
    const without = d.spec.content.replace(/^  uid: [0-9a-f]{32}\n/m, '');
    assert.notEqual(without, d.spec.content);
    assert.equal(cp1.get(d.spec.path), staticPodUid(d.spec.path, without), d.spec.path);
  }
  // kube-scheduler's manifest is the same on every control plane; the apiserver's names its host's address.
  assert.equal(cp2.get('/etc/kubernetes/manifests/kube-scheduler.yaml'), cp1.get('/etc/kubernetes/manifests/kube-scheduler.yaml'));
  assert.notEqual(cp2.get('/etc/kubernetes/manifests/kube-apiserver.yaml'), cp1.get('/etc/kubernetes/manifests/kube-apiserver.yaml'));
  // Another flag: another UID, so the kubelet replaces the pod; the other components keep theirs.
  const flagged = testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: cp-2, role: control-plane, address: 10.0.0.2 }'], { spec: 'scheduler: { extraArgs: { v: "4" } }' });
  const changed = uids(flagged, 0);
  assert.notEqual(changed.get('/etc/kubernetes/manifests/kube-scheduler.yaml'), cp1.get('/etc/kubernetes/manifests/kube-scheduler.yaml'));
  assert.equal(changed.get('/etc/kubernetes/manifests/kube-apiserver.yaml'), cp1.get('/etc/kubernetes/manifests/kube-apiserver.yaml'));
});

test('declaresUid: a manifest that gives metadata.uid; kubeadm\'s (none), an empty one, and text that is not YAML do not', () => {
  const [manifest] = renderStaticPods(cluster, cluster.hosts[0]!);
  assert.equal(declaresUid(manifest!.spec.content), true);
  assert.equal(declaresUid(manifest!.spec.content.replace(/^  uid: .*\n/m, '')), false);
  assert.equal(declaresUid(manifest!.spec.content.replace(/^  uid: .*$/m, "  uid: ''")), false);
  assert.equal(declaresUid('{ not yaml'), false);
});
