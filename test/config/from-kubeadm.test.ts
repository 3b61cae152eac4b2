import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse, stringify } from 'yaml';
import { repoPath } from '../support/paths.js';
import { kubeletConfiguration } from '../../src/render/kubelet/kubelet-config.js';
import { clusterConfiguration } from '../../src/render/objects/upload-config.js';
import { kubeletConfigOverrides, kubeletSettings, specFromKubeadm } from '../../src/config/from-kubeadm.js';
import { parseCluster } from '../../src/config/load.js';
import { loadClusterFile } from '../../src/engine/load-cluster.js';
import { clusterConfigurationFlag, encryptionFromKubeadm } from '../../src/config/encryption-from-kubeadm.js';

const examples = readdirSync(repoPath('examples/clusters')).filter((name) => name !== 'local');

test('every example: the ClusterConfiguration and KubeletConfiguration k8sform uploads, imported back, give a cluster.yaml that uploads the same ones', () => {
  for (const name of examples) {
    const path = repoPath('examples/clusters', name, 'cluster.yaml');
    const original = loadClusterFile(path).cluster;
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

const KEY1 = Buffer.alloc(32, 0x41).toString('base64');
const KEY2 = Buffer.alloc(32, 0x42).toString('base64');
const ENC = '/etc/kubernetes/enc/enc.yaml';
/** An EncryptionConfiguration as people write it after Kubernetes' task page: `providers` and `resources` of one entry. */
const config = (providers: string, resources = '- secrets') => `apiVersion: apiserver.config.k8s.io/v1\nkind: EncryptionConfiguration\nresources:\n  - resources:\n    ${resources.replaceAll('\n', '\n    ')}\n    providers:\n${providers}`;
const secretbox = (...names: string[]) => `      - secretbox:\n          keys:\n${names.map((n, i) => `            - name: ${n}\n              secret: ${[KEY1, KEY2][i]}\n`).join('')}`;
const IDENTITY = '      - identity: {}\n';

test('a kubeadm cluster whose kube-apiserver reads an EncryptionConfiguration k8sform writes imports as spec.apiServer.encryptionAtRest, by provider and key names; the flag and its volume are k8sform\'s to set', () => {
  // The flag in the manifest only, as Kubernetes' task page edits a kubeadm control plane.
  assert.deepEqual(encryptionFromKubeadm(undefined, [{ host: 'cp-1', flag: ENC, config: config(secretbox('key1') + IDENTITY) }, { host: 'cp-2', flag: ENC, config: config(secretbox('key1') + IDENTITY) }]), { provider: 'secretbox', keys: ['key1'] });
  // The order is kept: the first name writes.
  assert.deepEqual(encryptionFromKubeadm(undefined, [{ host: 'cp-1', flag: ENC, config: config(secretbox('key2', 'key1') + IDENTITY) }]), { provider: 'secretbox', keys: ['key2', 'key1'] });
  // Being turned on: identity first, then the key (plan finishes it: the key writes next).
  assert.deepEqual(encryptionFromKubeadm(undefined, [{ host: 'cp-1', flag: ENC, config: config(IDENTITY + secretbox('key1').replace('secretbox', 'aescbc')) }]), { provider: 'aescbc', keys: ['key1'] });
  // No flag anywhere: nothing to import; a file without the flag is not read as encryption.
  assert.equal(encryptionFromKubeadm(undefined, [{ host: 'cp-1' }, { host: 'cp-2', config: config(secretbox('key1')) }]), undefined);

  // Set through kubeadm's ClusterConfiguration too: the flag and the volume go, encryptionAtRest comes, and the file loads.
  const apiServer = {
    certSANs: ['k8s.example.com'],
    extraArgs: [{ name: 'encryption-provider-config', value: ENC }, { name: 'audit-log-maxage', value: '7' }],
    extraVolumes: [{ name: 'enc', hostPath: '/etc/kubernetes/enc', mountPath: '/etc/kubernetes/enc', readOnly: true, pathType: 'DirectoryOrCreate' }, { name: 'audit', hostPath: '/var/log/audit', mountPath: '/var/log/audit', pathType: 'DirectoryOrCreate' }],
  };
  const encryption = encryptionFromKubeadm(clusterConfigurationFlag(apiServer), [{ host: 'cp-1', flag: ENC, config: config(secretbox('key1') + IDENTITY) }])!;
  const spec = specFromKubeadm({ clusterConfiguration: { kubernetesVersion: 'v1.37.2', apiServer }, nodes: [], encryption }, { hosts: [{ name: 'cp-1', role: 'control-plane', address: '10.0.0.1' }] });
  assert.deepEqual(spec.apiServer, {
    extraArgs: { 'audit-log-maxage': '7' },
    extraVolumes: [{ name: 'audit', hostPath: '/var/log/audit', mountPath: '/var/log/audit', pathType: 'DirectoryOrCreate' }],
    encryptionAtRest: { provider: 'secretbox', keys: ['key1'] },
  });
  const text = stringify({ apiVersion: 'k8sform/v1alpha1', kind: 'Cluster', metadata: { name: 'imported' }, spec });
  assert.deepEqual(parseCluster(text, 'c.yaml').cluster.apiServer.encryptionAtRest, { provider: 'secretbox', keys: ['key1'] });
  assert.ok(!text.includes(KEY1), 'the key stays on the control planes');
});

test('an encryption configuration k8sform does not write is refused at import in one line naming the flag and what to do, quoting no key', () => {
  const refused = (flag: string | undefined, planes: Parameters<typeof encryptionFromKubeadm>[1], says: RegExp) => {
    assert.throws(() => encryptionFromKubeadm(flag, planes), (e: Error) => {
      assert.match(e.message, says);
      assert.ok(!e.message.includes('\n'), e.message);
      assert.ok(!e.message.includes(KEY1) && !e.message.includes(KEY2), e.message);
      return true;
    });
  };
  const one = (c: string) => [{ host: 'cp-1', flag: ENC, config: c }];
  refused(undefined, [{ host: 'cp-1', flag: '/etc/kubernetes/ssl/secrets_encryption.yaml', config: undefined }],
    /^host\[cp-1\]: kube-apiserver --encryption-provider-config=\/etc\/kubernetes\/ssl\/secrets_encryption\.yaml: k8sform manages the encryption configuration at \/etc\/kubernetes\/enc\/enc\.yaml only and does not move it: on every control plane, copy the file there \(mode 0600\) and point the flag and the kube-apiserver volume at \/etc\/kubernetes\/enc .*then import again$/);
  refused('/etc/enc.yaml', [{ host: 'cp-1', flag: '/etc/enc.yaml' }], /^the ClusterConfiguration \(kubeadm-config\) apiServer\.extraArgs: kube-apiserver --encryption-provider-config=\/etc\/enc\.yaml: k8sform manages/);
  refused(ENC, [{ host: 'cp-1' }], /^the ClusterConfiguration \(kubeadm-config\) sets kube-apiserver --encryption-provider-config=\/etc\/kubernetes\/enc\/enc\.yaml, but no control plane's kube-apiserver manifest does/);
  refused(undefined, [{ host: 'cp-1', flag: ENC }], /^host\[cp-1\]: kube-apiserver --encryption-provider-config=\/etc\/kubernetes\/enc\/enc\.yaml: the file does not exist on the host/);
  refused(undefined, one(`kind: EncryptionConfiguration\nresources: [\n secret: ${KEY1}`), /: not an EncryptionConfiguration k8sform can read \(not valid YAML\)$/);
  refused(undefined, one(config(secretbox('key1') + IDENTITY, '- secrets\n- configmaps')), /--encryption-provider-config=\/etc\/kubernetes\/enc\/enc\.yaml: encrypts configmaps besides Secrets, but k8sform encrypts Secrets only; k8sform cannot manage this configuration/);
  refused(undefined, one(config(secretbox('key1') + IDENTITY, "- '*.*'")), /encrypts \*\.\* besides Secrets/);
  refused(undefined, one(config('      - kms:\n          apiVersion: v2\n          name: vault\n          endpoint: unix:///var/run/kms.sock\n' + IDENTITY)), /: uses the kms provider, but k8sform writes secretbox or aescbc keys only/);
  refused(undefined, one(config(secretbox('key1').replace('secretbox', 'aesgcm') + IDENTITY)), /: uses the aesgcm provider, but k8sform writes secretbox or aescbc keys only/);
  refused(undefined, one(config(secretbox('key2') + secretbox('key1').replace('secretbox', 'aescbc') + IDENTITY)), /: holds keys of secretbox and aescbc, but k8sform writes keys of one provider/);
  refused(undefined, one(config(secretbox('key2') + IDENTITY + secretbox('key1'))), /: lists identity between keys or more than once/);
  refused(undefined, one(config(IDENTITY)), /: lists no key \(identity only\), so nothing is encrypted: remove the flag and its volume, or add a key, then import again$/);
  refused(undefined, [{ host: 'cp-1', flag: ENC, config: config(secretbox('key2', 'key1') + IDENTITY) }, { host: 'cp-2', flag: ENC, config: config(secretbox('key1') + IDENTITY) }],
    /^kube-apiserver --encryption-provider-config=\/etc\/kubernetes\/enc\/enc\.yaml: the control planes list different keys \(host\[cp-1\]: key2, key1; host\[cp-2\]: key1\): finish the change on every control plane/);
});
