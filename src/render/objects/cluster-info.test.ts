import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clusterInfoObjects } from './cluster-info.js';
import { testCluster } from './test-cluster.js';

const CA = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

test('cluster-info holds the server and CA only, printed as client-go 1.34 writes it', () => {
  const [cm] = clusterInfoObjects(testCluster({ controlPlaneEndpoint: 'api.example.com' }), CA);
  assert.deepEqual(cm!.metadata, { name: 'cluster-info', namespace: 'kube-public' });
  assert.equal(
    (cm!.data as { kubeconfig: string }).kubeconfig,
    `apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: ${Buffer.from(CA).toString('base64')}
    server: https://api.example.com:6443
  name: ""
contexts: null
current-context: ""
kind: Config
users: null
`,
  );
});

test('anonymous may get cluster-info and nothing else', () => {
  const [, role, binding] = clusterInfoObjects(testCluster(), CA);
  assert.deepEqual([role!.kind, role!.metadata], ['Role', { name: 'kubeadm:bootstrap-signer-clusterinfo', namespace: 'kube-public' }]);
  assert.deepEqual(role!.rules, [{ apiGroups: [''], resources: ['configmaps'], resourceNames: ['cluster-info'], verbs: ['get'] }]);
  assert.deepEqual(binding!.roleRef, { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'kubeadm:bootstrap-signer-clusterinfo' });
  assert.deepEqual(binding!.subjects, [{ kind: 'User', name: 'system:anonymous' }]);
});
