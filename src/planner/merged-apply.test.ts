import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { KubeObject } from '../model/desired.js';
import { mergedApply } from './merged-apply.js';

const deployment = (spec: Record<string, unknown>): KubeObject => ({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'coredns', namespace: 'kube-system' }, spec });

test('keyed lists merge item by item: the defaults the apiserver filled into a container stay, the manifest wins where it speaks', () => {
  const live = deployment({
    replicas: 2,
    template: { spec: { containers: [{ name: 'coredns', image: 'a:1', imagePullPolicy: 'IfNotPresent', terminationMessagePath: '/dev/termination-log', ports: [{ containerPort: 53, protocol: 'UDP', name: 'dns' }] }] } },
  });
  const manifest = deployment({ replicas: 3, template: { spec: { containers: [{ name: 'coredns', image: 'a:2', ports: [{ containerPort: 53, protocol: 'UDP', name: 'dns' }] }] } } });
  assert.deepEqual(mergedApply(live, manifest).spec, {
    replicas: 3,
    template: { spec: { containers: [{ name: 'coredns', image: 'a:2', imagePullPolicy: 'IfNotPresent', terminationMessagePath: '/dev/termination-log', ports: [{ containerPort: 53, protocol: 'UDP', name: 'dns' }] }] } },
  });
});

test('an item only the live list has is dropped; lists without keys are replaced whole', () => {
  const live = deployment({ volumes: [{ name: 'a', emptyDir: {} }, { name: 'b', emptyDir: {} }], args: ['-x', '-y'], tolerations: [{ key: 'k', operator: 'Exists' }] });
  const manifest = deployment({ volumes: [{ name: 'b', emptyDir: { medium: 'Memory' } }], args: ['-z'], tolerations: [{ key: 'j', operator: 'Exists' }] });
  assert.deepEqual(mergedApply(live, manifest).spec, { volumes: [{ name: 'b', emptyDir: { medium: 'Memory' } }], args: ['-z'], tolerations: [{ key: 'j', operator: 'Exists' }] });
});
