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
