import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareAddresses, formatAddress } from '../../model/address.js';
import type { BootstrapToken } from './bootstrap-tokens.js';
import { renderClusterObjects } from './render-objects.js';
import { testCluster } from './test-cluster.js';

const TOKEN: BootstrapToken = { id: 'abcdef', secret: '0123456789abcdef', usages: ['authentication'], groups: [] };
const INPUTS = { caCertPem: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n', tokens: [TOKEN] };
const names = (cluster = testCluster()) => renderClusterObjects(cluster, INPUTS).map((d) => d.addr.name);

test('objects are sorted by address, addresses are unique and only token Secrets are sensitive', () => {
  const desired = renderClusterObjects(testCluster(), INPUTS);
  const sorted = [...desired].sort((a, b) => compareAddresses(a.addr, b.addr));
  assert.deepEqual(desired.map((d) => formatAddress(d.addr)), sorted.map((d) => formatAddress(d.addr)));
  assert.equal(new Set(desired.map((d) => formatAddress(d.addr))).size, desired.length);
  assert.deepEqual(desired.filter((d) => d.spec.sensitive).map((d) => d.addr.name), ['v1/Secret/kube-system/bootstrap-token-abcdef']);
  for (const d of desired) assert.equal(d.spec.sensitive, d.spec.manifest.kind === 'Secret');
});

test('everything kubeadm init creates is there', () => {
  assert.deepEqual(names(), [
    'apps/v1/DaemonSet/kube-system/kube-proxy',
    'apps/v1/Deployment/kube-system/coredns',
    'rbac.authorization.k8s.io/v1/ClusterRole/kubeadm:get-nodes',
    'rbac.authorization.k8s.io/v1/ClusterRole/system:coredns',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:cluster-admins',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:get-nodes',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:kubelet-bootstrap',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:node-autoapprove-bootstrap',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:node-autoapprove-certificate-rotation',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:node-proxier',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/system:coredns',
    'rbac.authorization.k8s.io/v1/Role/kube-public/kubeadm:bootstrap-signer-clusterinfo',
    'rbac.authorization.k8s.io/v1/Role/kube-system/kube-proxy',
    'rbac.authorization.k8s.io/v1/Role/kube-system/kubeadm:kubelet-config',
    'rbac.authorization.k8s.io/v1/Role/kube-system/kubeadm:nodes-kubeadm-config',
    'rbac.authorization.k8s.io/v1/RoleBinding/kube-public/kubeadm:bootstrap-signer-clusterinfo',
    'rbac.authorization.k8s.io/v1/RoleBinding/kube-system/kube-proxy',
    'rbac.authorization.k8s.io/v1/RoleBinding/kube-system/kubeadm:kubelet-config',
    'rbac.authorization.k8s.io/v1/RoleBinding/kube-system/kubeadm:nodes-kubeadm-config',
    'v1/ConfigMap/kube-public/cluster-info',
    'v1/ConfigMap/kube-system/coredns',
    'v1/ConfigMap/kube-system/kube-proxy',
    'v1/ConfigMap/kube-system/kubeadm-config',
    'v1/ConfigMap/kube-system/kubelet-config',
    'v1/Node/cp-1',
    'v1/Secret/kube-system/bootstrap-token-abcdef',
    'v1/Service/kube-system/kube-dns',
    'v1/ServiceAccount/kube-system/coredns',
    'v1/ServiceAccount/kube-system/kube-proxy',
  ]);
});

test('disabled addons are left out', () => {
  const all = names(testCluster({ addons: { kubeProxy: { enabled: false }, coreDNS: { enabled: false } } }));
  assert.equal(all.some((n) => /kube-proxy|coredns|kube-dns|node-proxier/.test(n)), false);
  assert.ok(all.includes('v1/ConfigMap/kube-system/kubeadm-config'));
});

test('every object but Nodes is labelled managed-by k8sform, keeping kubeadm labels', () => {
  const desired = renderClusterObjects(testCluster(), INPUTS);
  const label = (d: (typeof desired)[number]) => (d.spec.manifest.metadata.labels as Record<string, string> | undefined)?.['app.kubernetes.io/managed-by'];
  for (const d of desired) assert.equal(label(d), d.spec.manifest.kind === 'Node' ? undefined : 'k8sform', d.addr.name);
  assert.ok(desired.some((d) => d.spec.manifest.kind === 'Node'));
  const ds = desired.find((d) => d.spec.manifest.kind === 'DaemonSet')!;
  assert.deepEqual(ds.spec.manifest.metadata.labels, { 'k8s-app': 'kube-proxy', 'app.kubernetes.io/managed-by': 'k8sform' });
});

test('bindings follow the roles k8sform renders; workloads follow their ServiceAccount and ConfigMap', () => {
  const deps = Object.fromEntries(renderClusterObjects(testCluster(), INPUTS).map((d) => [d.addr.name, d.dependsOn.map((a) => a.name)]));
  assert.deepEqual(deps['rbac.authorization.k8s.io/v1/RoleBinding/kube-system/kubeadm:kubelet-config'], ['rbac.authorization.k8s.io/v1/Role/kube-system/kubeadm:kubelet-config']);
  assert.deepEqual(deps['rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:get-nodes'], ['rbac.authorization.k8s.io/v1/ClusterRole/kubeadm:get-nodes']);
  // Built-in ClusterRoles are not rendered, so nothing to wait for.
  assert.deepEqual(deps['rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:kubelet-bootstrap'], []);
  assert.deepEqual(deps['apps/v1/DaemonSet/kube-system/kube-proxy'], ['v1/ConfigMap/kube-system/kube-proxy', 'v1/ServiceAccount/kube-system/kube-proxy']);
  assert.deepEqual(deps['apps/v1/Deployment/kube-system/coredns'], ['v1/ConfigMap/kube-system/coredns', 'v1/ServiceAccount/kube-system/coredns']);
});

test('rendering is pure: same inputs, same output', () => {
  assert.deepEqual(renderClusterObjects(testCluster(), INPUTS), renderClusterObjects(testCluster(), INPUTS));
});
