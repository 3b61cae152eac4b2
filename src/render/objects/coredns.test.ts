import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { KubeObject } from '../../model/desired.js';
import { coreDNSObjects, corefile } from './coredns.js';
import { testCluster } from './test-cluster.js';

const find = (objects: KubeObject[], kind: string) => objects.find((o) => o.kind === kind)!;
type Deployment = { spec: { replicas: number; template: { spec: { containers: { image: string }[] } } } };
const image = (objects: KubeObject[]) => (find(objects, 'Deployment') as unknown as Deployment).spec.template.spec.containers[0]!.image;

test('kube-dns takes the tenth address of a non-default service subnet', () => {
  const svc = find(coreDNSObjects(testCluster({ networking: { serviceSubnet: '172.20.0.0/16' } })), 'Service');
  assert.equal(svc.metadata.name, 'kube-dns');
  assert.equal((svc.spec as { clusterIP: string }).clusterIP, '172.20.0.10');
  assert.deepEqual(svc.metadata.labels, { 'k8s-app': 'kube-dns', 'kubernetes.io/cluster-service': 'true', 'kubernetes.io/name': 'CoreDNS' });
});

test('replicas come from the addon settings', () => {
  const deployment = find(coreDNSObjects(testCluster({ addons: { coreDNS: { replicas: 3 } } })), 'Deployment') as unknown as Deployment;
  assert.equal(deployment.spec.replicas, 3);
});

test('the image follows kubeadm GetDNSImage: a coredns/ sub-repository only on registry.k8s.io', () => {
  assert.equal(image(coreDNSObjects(testCluster())), 'registry.k8s.io/coredns/coredns:v1.12.1');
  assert.equal(image(coreDNSObjects(testCluster({ imageRepository: 'mirror.example.com/k8s' }))), 'mirror.example.com/k8s/coredns:v1.12.1');
});

test('the Corefile uses the cluster DNS domain', () => {
  const cm = find(coreDNSObjects(testCluster({ networking: { dnsDomain: 'corp.internal' } })), 'ConfigMap');
  const text = (cm.data as { Corefile: string }).Corefile;
  assert.equal(text, corefile('corp.internal'));
  assert.match(text, /\n {4}kubernetes corp\.internal in-addr\.arpa ip6\.arpa \{\n/);
  assert.match(text, /\n {4}cache 30 \{\n {7}disable success corp\.internal\n {7}disable denial corp\.internal\n {4}\}\n/);
  assert.ok(text.endsWith('    loadbalance\n}\n'));
});

test('system:coredns binds the coredns ServiceAccount', () => {
  const objects = coreDNSObjects(testCluster());
  const crb = find(objects, 'ClusterRoleBinding');
  assert.deepEqual(crb.roleRef, { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'system:coredns' });
  assert.deepEqual(crb.subjects, [{ kind: 'ServiceAccount', name: 'coredns', namespace: 'kube-system' }]);
  assert.deepEqual(find(objects, 'ServiceAccount').metadata, { name: 'coredns', namespace: 'kube-system' });
});
