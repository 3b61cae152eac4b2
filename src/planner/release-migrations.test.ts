import assert from 'node:assert/strict';
import { test } from 'node:test';
import { releaseMigrations } from './release-migrations.js';

test('1.33 → 1.34 lists what kubeadm 1.34 writes differently', () => {
  const m = releaseMigrations('v1.33.13', 'v1.34.2');
  assert.ok(m.some((l) => l.startsWith('etcd image 3.5.24-0 → 3.6.5-0')), m.join('\n'));
  assert.ok(m.includes('pause (sandbox) image 3.10 → 3.10.1'));
  assert.ok(m.includes('CoreDNS v1.12.0 → v1.12.1'));
  assert.ok(m.some((l) => l.startsWith('the CRI socket moves from kubeadm-flags.env')));
  assert.ok(!m.some((l) => l.includes('kubelet.conf')), 'local mode is on in both');
});

test('a patch upgrade within a minor lists only what changed between the patches', () => {
  assert.deepEqual(releaseMigrations('v1.34.2', 'v1.34.2'), []);
  assert.deepEqual(releaseMigrations('v1.33.5', 'v1.33.6').map((l) => l.split(' (')[0]), ['etcd image 3.5.21-0 → 3.5.24-0']);
  assert.deepEqual(releaseMigrations('v1.34.3', 'v1.34.4'), ["extraArgs follow kubeadm's own flags in the order written, instead of being sorted in"]);
});

test('from a release k8sform does not render, everything is rewritten', () => {
  assert.match(releaseMigrations('v1.31.0', 'v1.32.13')[0]!, /older than anything k8sform renders/);
});

test('1.35 → 1.36 → 1.37 list the changes kubeadm of those releases makes', () => {
  const to36 = releaseMigrations('v1.35.4', 'v1.36.3');
  assert.ok(to36.some((l) => l.startsWith('etcd image 3.6.6-0 → 3.6.8-0')), to36.join('\n'));
  assert.ok(to36.includes('pause (sandbox) image 3.10.1 → 3.10.2'));
  assert.ok(to36.some((l) => l.startsWith('kube-controller-manager no longer mounts the FlexVolume plugin directory')));
  assert.ok(to36.some((l) => l.startsWith('apiserver-kubelet-client.crt is reissued without O=kubeadm:cluster-admins')));
  assert.ok(!to36.some((l) => l.includes('subject key ids')), 'both are built with Go 1.25 or newer');
  const to37 = releaseMigrations('v1.36.3', 'v1.37.2');
  assert.deepEqual(to37.map((l) => l.split(' (')[0]), ['etcd image 3.6.8-0 → 3.7.0-0', 'CoreDNS v1.14.2 → v1.14.6']);
  assert.ok(releaseMigrations('v1.34.4', 'v1.35.4').includes('new CAs get SHA-256 subject key ids instead of SHA-1 (existing CAs are kept as they are)'));
});
