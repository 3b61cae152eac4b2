import { createHash } from 'node:crypto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { KubeObject } from '../../model/desired.js';
import { kubeProxyObjects } from './kube-proxy.js';
import { testCluster } from './test-cluster.js';

const find = (objects: KubeObject[], kind: string) => objects.find((o) => o.kind === kind)!;
type Data = { 'config.conf': string; 'kubeconfig.conf': string };

test('kube-proxy objects are the ones kubeadm creates, with the right RBAC', () => {
  const objects = kubeProxyObjects(testCluster());
  assert.deepEqual(objects.map((o) => `${o.kind}/${o.metadata.name}`), [
    'ServiceAccount/kube-proxy', 'ClusterRoleBinding/kubeadm:node-proxier', 'Role/kube-proxy', 'RoleBinding/kube-proxy', 'ConfigMap/kube-proxy', 'DaemonSet/kube-proxy',
  ]);
  const crb = find(objects, 'ClusterRoleBinding');
  assert.deepEqual(crb.roleRef, { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'system:node-proxier' });
  assert.deepEqual(crb.subjects, [{ kind: 'ServiceAccount', name: 'kube-proxy', namespace: 'kube-system' }]);
  assert.deepEqual(find(objects, 'RoleBinding').subjects, [{ kind: 'Group', name: 'system:bootstrappers:kubeadm:default-node-token' }]);
});

test('the ConfigMap carries mode, cluster CIDR and the in-cluster kubeconfig, without trailing newlines', () => {
  const cluster = testCluster({ networking: { podSubnet: '10.244.0.0/16' }, addons: { kubeProxy: { mode: 'nftables' } } });
  const cm = find(kubeProxyObjects(cluster), 'ConfigMap');
  const data = cm.data as Data;
  assert.deepEqual(cm.metadata.labels, { app: 'kube-proxy' });
  assert.match(data['config.conf'], /^apiVersion: kubeproxy\.config\.k8s\.io\/v1alpha1\nbindAddress: 0\.0\.0\.0\n/);
  assert.match(data['config.conf'], /\nclusterCIDR: 10\.244\.0\.0\/16\n/);
  assert.match(data['config.conf'], /\nmode: nftables\n/);
  assert.match(data['config.conf'], /\n {2}maxPerCore: null\n/);
  assert.match(data['config.conf'], /\n {2}sourceVip: ""$/);
  assert.match(data['kubeconfig.conf'], /^apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n {4}certificate-authority: \/var\/run\/secrets\/kubernetes\.io\/serviceaccount\/ca\.crt\n {4}server: https:\/\/10\.0\.0\.11:6443\n/);
  assert.match(data['kubeconfig.conf'], /tokenFile: \/var\/run\/secrets\/kubernetes\.io\/serviceaccount\/token$/);
  const hash = createHash('sha256').update(data['config.conf'] + data['kubeconfig.conf']).digest('hex');
  assert.deepEqual(cm.metadata.annotations, { 'kubeadm.kubernetes.io/component-config.hash': `sha256:${hash}` });
});

test('without a pod subnet clusterCIDR is empty; an IPv6 control plane binds to ::', () => {
  const cluster = testCluster({
    networking: { serviceSubnet: 'fd00:10:96::/112' },
    hosts: [{ name: 'cp-1', role: 'control-plane', address: 'fd00::11' }],
  });
  const conf = (find(kubeProxyObjects(cluster), 'ConfigMap').data as Data)['config.conf'];
  assert.match(conf, /\nclusterCIDR: ""\n/);
  assert.match(conf, /\nbindAddress: '::'\n/);
});

test('the DaemonSet runs the release image with the kubeadm pod spec', () => {
  const ds = find(kubeProxyObjects(testCluster({ imageRepository: 'mirror.example.com/k8s' })), 'DaemonSet') as unknown as {
    spec: { template: { spec: { containers: { image: string; command: string[] }[]; tolerations: unknown; serviceAccountName: string; hostNetwork: boolean } } };
  };
  const pod = ds.spec.template.spec;
  assert.equal(pod.containers[0]!.image, 'mirror.example.com/k8s/kube-proxy:v1.34.1');
  assert.deepEqual(pod.containers[0]!.command, ['/usr/local/bin/kube-proxy', '--config=/var/lib/kube-proxy/config.conf', '--hostname-override=$(NODE_NAME)']);
  assert.deepEqual(pod.tolerations, [{ operator: 'Exists' }]);
  assert.equal(pod.serviceAccountName, 'kube-proxy');
  assert.equal(pod.hostNetwork, true);
});
