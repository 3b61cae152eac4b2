import { createHash } from 'node:crypto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { KubeObject } from '../../model/desired.js';
import { canonicalYaml } from '../canonical-yaml.js';
import { kubeletConfiguration } from '../kubelet/kubelet-config.js';
import { testCluster } from './test-cluster.js';
import { goDuration, kubeadmConfigObjects, kubeletConfigObjects } from './upload-config.js';

const clusterConfigurationText = (objects: KubeObject[]) => (objects[0]!.data as { ClusterConfiguration: string }).ClusterConfiguration;

test('the default ClusterConfiguration matches a kubeadm v1.34 upload', () => {
  const cluster = testCluster({ controlPlaneEndpoint: '10.0.0.10:6443', networking: { podSubnet: '10.244.0.0/16' } });
  assert.equal(
    clusterConfigurationText(kubeadmConfigObjects(cluster)),
    `apiServer: {}
apiVersion: kubeadm.k8s.io/v1beta4
caCertificateValidityPeriod: 87600h0m0s
certificateValidityPeriod: 8760h0m0s
certificatesDir: /etc/kubernetes/pki
clusterName: kubernetes
controlPlaneEndpoint: 10.0.0.10:6443
controllerManager: {}
dns: {}
encryptionAlgorithm: RSA-2048
etcd:
  local:
    dataDir: /var/lib/etcd
imageRepository: registry.k8s.io
kind: ClusterConfiguration
kubernetesVersion: v1.34.1
networking:
  dnsDomain: cluster.local
  podSubnet: 10.244.0.0/16
  serviceSubnet: 10.96.0.0/12
proxy: {}
scheduler: {}
`,
  );
});

test('extra args become sorted {name, value} lists; SANs, external etcd, ECDSA and disabled addons show', () => {
  const cluster = testCluster({
    certificates: { keyAlgorithm: 'ecdsa-p256', certSANs: ['api.example.com'], validity: '2160h30m', renewBefore: '1h' },
    apiServer: { extraArgs: { 'z-flag': '1', 'audit-log-path': '/var/log/audit.log' } },
    scheduler: { extraArgs: { v: '2' } },
    etcd: { external: { endpoints: ['https://10.0.0.5:2379'], caFile: '/e/ca.crt', certFile: '/e/c.crt', keyFile: '/e/c.key' } },
    addons: { kubeProxy: { enabled: false }, coreDNS: { enabled: false } },
  });
  const text = clusterConfigurationText(kubeadmConfigObjects(cluster));
  assert.match(text, /^apiServer:\n {2}certSANs:\n {2}- api\.example\.com\n {2}extraArgs:\n {2}- name: audit-log-path\n {4}value: \/var\/log\/audit\.log\n {2}- name: z-flag\n {4}value: "1"\n/);
  assert.match(text, /\ncertificateValidityPeriod: 2160h30m0s\n/);
  assert.match(text, /\nencryptionAlgorithm: ECDSA-P256\n/);
  assert.match(text, /\netcd:\n {2}external:\n {4}caFile: \/e\/ca\.crt\n {4}certFile: \/e\/c\.crt\n {4}endpoints:\n {4}- https:\/\/10\.0\.0\.5:2379\n {4}keyFile: \/e\/c\.key\n/);
  assert.match(text, /\nscheduler:\n {2}extraArgs:\n {2}- name: v\n {4}value: "2"\n$/);
  assert.match(text, /\ndns:\n {2}disabled: true\n/);
  assert.match(text, /\nproxy:\n {2}disabled: true\n/);
});

test('goDuration prints like Go time.Duration', () => {
  assert.deepEqual([0, 0.5, 1.5, 30, 90, 3600, 31536000].map(goDuration), ['0s', '500ms', '1.5s', '30s', '1m30s', '1h0m0s', '8760h0m0s']);
});

test('kubeadm-config is readable by bootstrappers then nodes; kubelet-config by nodes then bootstrappers', () => {
  const cluster = testCluster();
  const [, kcRole, kcBinding] = kubeadmConfigObjects(cluster);
  const [, klRole, klBinding] = kubeletConfigObjects(cluster);
  assert.deepEqual(kcRole!.metadata, { name: 'kubeadm:nodes-kubeadm-config', namespace: 'kube-system' });
  assert.deepEqual(kcRole!.rules, [{ apiGroups: [''], resources: ['configmaps'], resourceNames: ['kubeadm-config'], verbs: ['get'] }]);
  assert.deepEqual(kcBinding!.subjects, [
    { kind: 'Group', name: 'system:bootstrappers:kubeadm:default-node-token' },
    { kind: 'Group', name: 'system:nodes' },
  ]);
  assert.deepEqual(klRole!.rules, [{ apiGroups: [''], resources: ['configmaps'], resourceNames: ['kubelet-config'], verbs: ['get'] }]);
  assert.deepEqual(klBinding!.roleRef, { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'kubeadm:kubelet-config' });
  assert.deepEqual(klBinding!.subjects, [
    { kind: 'Group', name: 'system:nodes' },
    { kind: 'Group', name: 'system:bootstrappers:kubeadm:default-node-token' },
  ]);
});

test('kubelet-config holds the cluster KubeletConfiguration, signed only when no user overrides exist', () => {
  const cluster = testCluster();
  const [cm] = kubeletConfigObjects(cluster);
  const kubelet = (cm!.data as { kubelet: string }).kubelet;
  assert.deepEqual(cm!.metadata.name, 'kubelet-config');
  assert.equal(kubelet, canonicalYaml(kubeletConfiguration(cluster)));
  const annotations = cm!.metadata.annotations as Record<string, string>;
  assert.equal(annotations['kubeadm.kubernetes.io/component-config.hash'], `sha256:${createHash('sha256').update(kubelet).digest('hex')}`);

  const [custom] = kubeletConfigObjects(testCluster({ kubelet: { config: { maxPods: 200 } } }));
  assert.equal('annotations' in custom!.metadata, false);
  assert.match((custom!.data as { kubelet: string }).kubelet, /\nmaxPods: 200\n/);
});
