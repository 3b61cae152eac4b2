import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatAddress, objectAddress } from '../model/address.js';
import type { Desired, DesiredObject, KubeObject } from '../model/desired.js';
import { pendingObjects } from './plan-objects.js';

const desired = (manifest: KubeObject): Desired<DesiredObject> => ({
  addr: objectAddress(manifest.apiVersion, manifest.kind, manifest.metadata.name, manifest.metadata.namespace),
  spec: { kind: 'object', manifest, sensitive: false },
  dependsOn: [],
});
const objects = [
  desired({ apiVersion: 'v1', kind: 'Node', metadata: { name: 'cp-1' } }),
  desired({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'kubeadm-config', namespace: 'kube-system' }, data: { a: 'b' } } as KubeObject),
];

test('without an apiserver every object but the Nodes is created once the control plane is up', () => {
  const changes = pendingObjects(objects, undefined);
  assert.deepEqual(changes.map((c) => `${c.action} ${formatAddress(c.addr)}`), ['create cluster.object[v1/ConfigMap/kube-system/kubeadm-config]']);
  assert.deepEqual(changes[0]!.reasons, [{ code: 'after-control-plane', detail: 'the control plane does not exist yet; created once it is up' }]);
  assert.ok(changes[0]!.after?.digest, 'what will be applied is shown');
});

test('an apiserver that does not answer yet is named', () => {
  const [c] = pendingObjects(objects, 'https://10.0.0.1:6443');
  assert.equal(c!.reasons[0]!.detail, 'the apiserver at https://10.0.0.1:6443 is not ready, or kubeadm:cluster-admins does not exist yet; created once the control plane is up');
});
