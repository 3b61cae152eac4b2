import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileAddress, formatAddress, objectAddress, type Address } from '../model/address.js';
import type { Change } from '../model/plan.js';
import { UserError } from '../errors.js';
import { selectTargets } from './select-targets.js';

const change = (addr: Address, more: Partial<Change> = {}): Change => ({ addr, action: 'update', format: 'text', sensitive: false, reasons: [], dependsOn: [], ...more } as Change);
const ca = change(fileAddress('cp-1', '/etc/kubernetes/pki/ca.crt'));
const key = change(fileAddress('cp-1', '/etc/kubernetes/pki/apiserver.key'), { reasons: [{ code: 'paired', detail: 'replaced with its certificate' }] });
const cert = change(fileAddress('cp-1', '/etc/kubernetes/pki/apiserver.crt'), { format: 'certificate', dependsOn: [ca.addr, key.addr] });
const worker = change(fileAddress('w-1', '/var/lib/kubelet/config.yaml'));
const object = change(objectAddress('v1', 'ConfigMap', 'kubeadm-config', 'kube-system'));
const all = [ca, key, cert, worker, object];
const selected = (...targets: string[]) => selectTargets(all, targets).map((c) => formatAddress(c.addr));

test('no target: everything; a host prefix: its changes; cluster: the objects', () => {
  assert.equal(selected().length, all.length);
  assert.deepEqual(selected('host[w-1]'), ['host[w-1].file[/var/lib/kubelet/config.yaml]']);
  assert.deepEqual(selected('cluster'), ['cluster.object[v1/ConfigMap/kube-system/kubeadm-config]']);
  assert.deepEqual(selected('host').length, 4);
});

test('a target brings what it depends on, and a key replaced with its certificate brings the certificate', () => {
  assert.deepEqual(selected(formatAddress(cert.addr)), [ca, key, cert].map((c) => formatAddress(c.addr)));
  assert.deepEqual(selected(formatAddress(key.addr)), [ca, key, cert].map((c) => formatAddress(c.addr)), 'a new key under the old certificate would not match');
});

test('a target that names nothing is an error listing the nearest addresses', () => {
  assert.throws(() => selected('host[cp-9]'), (e: unknown) => e instanceof UserError && /^--target host\[cp-9\]: matches nothing k8sform manages; nearest: host\[cp-1\], host\[w-1\], /.test(e.message));
});
