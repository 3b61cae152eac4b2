import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse, stringify } from 'yaml';
import { repoPath } from '../support/paths.js';
import { kubeletConfiguration } from '../../src/render/kubelet/kubelet-config.js';
import { clusterConfiguration } from '../../src/render/objects/upload-config.js';
import { kubeletConfigOverrides, kubeletSettings, specFromKubeadm } from '../../src/config/from-kubeadm.js';
import { parseCluster } from '../../src/config/load.js';

const examples = readdirSync(repoPath('examples/clusters')).filter((name) => name !== 'local');

test('every example: the ClusterConfiguration and KubeletConfiguration k8sform uploads, imported back, give a cluster.yaml that uploads the same ones', () => {
  for (const name of examples) {
    const path = repoPath('examples/clusters', name, 'cluster.yaml');
    const original = parseCluster(readFileSync(path, 'utf8'), path).cluster;
    const given = parse(readFileSync(path, 'utf8')) as { metadata: unknown; spec: { ssh?: unknown; hosts: Record<string, unknown>[] } };
    const hosts = given.spec.hosts.map(({ labels: _l, taints: _t, ...h }) => h);
    const nodes = original.hosts.map((h) => ({ name: h.name, labels: { 'kubernetes.io/hostname': h.name, ...h.labels }, taints: h.taints.map((t) => ({ key: t.key, value: t.value, effect: t.effect })) }));
    const spec = specFromKubeadm({ clusterConfiguration: clusterConfiguration(original), kubeProxyMode: original.addons.kubeProxy.mode, nodes }, { ssh: given.spec.ssh, hosts });
    const live = kubeletConfiguration(original);
    const settings = kubeletSettings(live);
    if (settings) spec.kubelet = settings;
    const doc = (s: Record<string, unknown>) => stringify({ apiVersion: 'k8sform/v1alpha1', kind: 'Cluster', metadata: given.metadata, spec: s });
    const overrides = kubeletConfigOverrides(live, kubeletConfiguration(parseCluster(doc(spec), path).cluster));
    if (Object.keys(overrides).length) spec.kubelet = { ...(spec.kubelet as object), config: overrides };
    const imported = parseCluster(doc(spec), path).cluster;
    assert.deepEqual(clusterConfiguration(imported), clusterConfiguration(original), name);
    assert.deepEqual(kubeletConfiguration(imported), live, name);
    assert.deepEqual(imported.hosts.map((h) => [h.name, h.labels, h.taints.map((t) => t.key)]), original.hosts.map((h) => [h.name, h.labels, h.taints.map((t) => t.key)]), `${name}: labels and taints from the Nodes`);
  }
});

test('defaults leave no trace: a kubeadm cluster with kubeadm defaults imports as the version, the endpoint and the hosts', () => {
  const spec = specFromKubeadm({
    clusterConfiguration: {
      apiVersion: 'kubeadm.k8s.io/v1beta4', kind: 'ClusterConfiguration', kubernetesVersion: 'v1.37.2', clusterName: 'kubernetes', imageRepository: 'registry.k8s.io',
      caCertificateValidityPeriod: '87600h0m0s', certificateValidityPeriod: '8760h0m0s', encryptionAlgorithm: 'RSA-2048', certificatesDir: '/etc/kubernetes/pki',
      etcd: { local: { dataDir: '/var/lib/etcd' } }, networking: { dnsDomain: 'cluster.local', serviceSubnet: '10.96.0.0/12' }, apiServer: {}, controllerManager: {}, scheduler: {}, dns: {}, proxy: {},
    },
    kubeProxyMode: '',
    nodes: [{ name: 'cp-1', labels: { 'node-role.kubernetes.io/control-plane': '', 'kubernetes.io/os': 'linux' }, taints: [{ key: 'node-role.kubernetes.io/control-plane', effect: 'NoSchedule' }] }],
  }, { hosts: [{ name: 'cp-1', role: 'control-plane', address: '10.0.0.1' }] });
  assert.deepEqual(spec, {
    kubernetesVersion: 'v1.37.2',
    networking: { serviceSubnet: '10.96.0.0/12', dnsDomain: 'cluster.local' },
    hosts: [{ name: 'cp-1', role: 'control-plane', address: '10.0.0.1' }],
  });
});
