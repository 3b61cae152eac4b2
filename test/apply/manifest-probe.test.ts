import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCluster } from '../support/test-clusters.js';
import type { DesiredFile } from '../../src/model/desired.js';
import { render } from '../../src/render/render.js';
import { deterministicInputs } from '../support/deterministic-inputs.js';
import { containers, probeOf } from '../../src/apply/gates/manifest-probe.js';

const cluster = testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }']);

test('every rendered static pod has a probe the gate can run from the host, etcd asking for quorum', async () => {
  const { desired } = await render(cluster, deterministicInputs());
  const manifest = (name: string) => (desired.find((d) => d.spec.kind === 'file' && d.spec.path === `/etc/kubernetes/manifests/${name}.yaml`)!.spec as DesiredFile).content;
  assert.deepEqual(probeOf(manifest('etcd'), 'etcd', '10.0.0.1'), { scheme: 'HTTP', host: '127.0.0.1', port: 2381, path: '/health?serializable=false' });
  assert.deepEqual(probeOf(manifest('kube-apiserver'), 'kube-apiserver', '10.0.0.1'), { scheme: 'HTTPS', host: '10.0.0.1', port: 6443, path: '/readyz' });
  assert.deepEqual(probeOf(manifest('kube-controller-manager'), 'kube-controller-manager', '10.0.0.1'), { scheme: 'HTTPS', host: '127.0.0.1', port: 10257, path: '/healthz' });
  assert.deepEqual(probeOf(manifest('kube-scheduler'), 'kube-scheduler', '10.0.0.1'), { scheme: 'HTTPS', host: '127.0.0.1', port: 10259, path: '/readyz' });
  assert.equal(probeOf('spec: { containers: [ { name: x } ] }', 'kube-scheduler', '10.0.0.1'), undefined, 'no probe: the gate fails closed');
});

test('a manifest and its mirror pod are the same version when every container has the same name, image and command', () => {
  const a = { spec: { containers: [{ name: 'kube-apiserver', image: 'r/kube-apiserver:v1.34.2', command: ['kube-apiserver', '--a=1'] }] } };
  assert.equal(containers(a), containers(structuredClone(a)));
  assert.notEqual(containers(a), containers({ spec: { containers: [{ ...a.spec.containers[0]!, command: ['kube-apiserver', '--a=2'] }] } }));
  assert.notEqual(containers(a), containers({ spec: { containers: [{ ...a.spec.containers[0]!, image: 'r/kube-apiserver:v1.34.3' }] } }));
});
