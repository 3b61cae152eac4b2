import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseClusterText } from '../../src/engine/load-cluster.js';
import { CNI_BIN_DIR, containerdConfig, labContainerdProblem, labContainerdSettings } from '../../scripts/lab/src/containerd.js';
import { containerdConfigToml } from '../../src/render/containerd/containerd-config.js';
import { addonImages, clusterImages, recipeOf } from '../../scripts/lab/src/images.js';
import { PRIVATE_DIRS } from '../../scripts/lab/src/hosts.js';
import { haproxyConfig } from '../../scripts/lab/src/load-balancer.js';
import { cniConfig } from '../../scripts/lab/src/pod-network.js';
import { checkLabCluster, diskUsageWarning, endpointPlan, isPrivateIPv4 } from '../../scripts/lab/src/requirements.js';
import { repoPath } from '../support/paths.js';

// Pinned to v1.34.2, the release whose images the expectations below name.
const HA = readFileSync(repoPath('examples/clusters/ha/cluster.yaml'), 'utf8').replace(/kubernetesVersion: v[\d.]+/, 'kubernetesVersion: v1.34.2');
/** Variants of the HA example, read as if in its directory (its add-on manifests are named relative to it). */
const load = (text: string) => parseClusterText(text, repoPath('examples/clusters/ha/cluster.yaml'), 'cluster.yaml').cluster;

test('only private IPv4 addresses count as lab addresses', () => {
  for (const a of ['10.0.0.1', '172.16.0.1', '172.31.255.254', '192.168.1.1']) assert.ok(isPrivateIPv4(a), a);
  for (const a of ['172.15.0.1', '172.32.0.1', '192.169.0.1', '8.8.8.8', '203.0.113.10', 'fd00::1', 'cp-1']) assert.ok(!isPrivateIPv4(a), a);
});

test('the HA example runs in the lab as written, at its own version too: its endpoint name gets a load balancer at a free address next to cp-1', () => {
  const cluster = load(HA);
  assert.doesNotThrow(() => checkLabCluster(cluster, 'cluster.yaml'));
  assert.deepEqual(endpointPlan(cluster), { name: 'api.prod-eu1.example.com', loadBalancer: { address: '10.0.0.250', port: 6443 } });
  assert.doesNotThrow(() => checkLabCluster(load(readFileSync(repoPath('examples/clusters/ha/cluster.yaml'), 'utf8')), 'cluster.yaml'));
});

test('an endpoint that is a host needs no load balancer; another IP becomes the load balancer; used addresses are skipped', () => {
  const single = load(HA.replace('controlPlaneEndpoint: api.prod-eu1.example.com:6443', 'controlPlaneEndpoint: 10.0.0.11:6443'));
  assert.deepEqual(endpointPlan(single), {});
  const ip = load(HA.replace('controlPlaneEndpoint: api.prod-eu1.example.com:6443', 'controlPlaneEndpoint: 10.0.0.100:6443'));
  assert.deepEqual(endpointPlan(ip), { loadBalancer: { address: '10.0.0.100', port: 6443 } });
  const crowded = load(HA.replace('address: 10.0.1.22', 'address: 10.0.0.250'));
  assert.equal(endpointPlan(crowded).loadBalancer?.address, '10.0.0.249');
});

test('what the lab cannot run is refused with what to write in cluster.yaml instead', () => {
  const bad = load(HA.replace('    podSubnet: 10.244.0.0/16\n', '')
    .replace('address: 10.0.1.22', 'address: 203.0.113.22'));
  assert.throws(() => checkLabCluster(bad, 'cluster.yaml'), (e: Error) => {
    assert.match(e.message, /^cluster\.yaml cannot run in the lab:/);
    assert.match(e.message, /spec\.networking\.podSubnet: .*set a pod subnet/);
    assert.match(e.message, /host worker-2: 203\.0\.113\.22 is not a private IPv4 address/);
    return true;
  });
});

test('from v1.35 the lab needs failCgroupV1: false, since its nodes use cgroup v1 hierarchies; earlier releases need nothing', () => {
  const withoutSetting = HA.replace(/ {2}kubelet:\n {4}config:\n {6}failCgroupV1: false\n/, '  kubelet:\n');
  const at = (version: string, config = '    criSocket: unix:///run/containerd/containerd.sock\n') => load(withoutSetting.replace('kubernetesVersion: v1.34.2', `kubernetesVersion: ${version}`)
    .replace('  kubelet:\n', `  kubelet:\n${config}`));
  assert.notEqual(withoutSetting, HA, 'the HA example sets failCgroupV1: false');
  assert.doesNotThrow(() => checkLabCluster(at('v1.34.5'), 'cluster.yaml'));
  for (const version of ['v1.35.4', 'v1.37.2']) {
    assert.throws(() => checkLabCluster(at(version), 'cluster.yaml'),
      new RegExp(`spec\\.kubelet\\.config\\.failCgroupV1: the lab's nodes use cgroup v1, where a ${version.replace(/\./g, '\\.')} kubelet refuses to start by default; set it to false`));
    assert.throws(() => checkLabCluster(at(version, '    config: { failCgroupV1: true }\n'), 'cluster.yaml'), /failCgroupV1/);
    assert.doesNotThrow(() => checkLabCluster(at(version, '    config: { failCgroupV1: false }\n'), 'cluster.yaml'));
  }
});

test('a disk nearly as full as the kubelet\'s image collection threshold is warned about, unless the collection is off', () => {
  const cluster = load(HA);
  assert.equal(diskUsageWarning(cluster, 60), undefined);
  assert.match(diskUsageWarning(cluster, 84)!, /^warning: this machine's disk is 84% used .* the kubelet collects images from 85%: it may delete the pause image the nodes need; set spec\.kubelet\.config\.imageGCHighThresholdPercent: 100/);
  const off = load(HA.replace('      failCgroupV1: false\n', '      failCgroupV1: false\n      imageGCHighThresholdPercent: 100\n'));
  assert.equal(diskUsageWarning(off, 84), undefined);
});

test('HAProxy passes TLS through to every control plane, keeps only ready apiservers in rotation and closes the connections of one taken out', () => {
  const cfg = haproxyConfig({ address: '10.0.0.250', port: 6443 }, [{ name: 'cp-1', address: '10.0.0.11', port: 6443 }, { name: 'cp-2', address: '10.0.0.12', port: 6443 }]);
  assert.match(cfg, /^ {2}mode tcp$/m);
  assert.match(cfg, /^ {2}bind 10\.0\.0\.250:6443$/m);
  assert.match(cfg, /^ {2}option httpchk GET \/readyz$/m);
  assert.match(cfg, /check check-ssl verify none on-marked-down shutdown-sessions$/m);
  assert.match(cfg, /^ {2}server cp-1 10\.0\.0\.11:6443\n {2}server cp-2 10\.0\.0\.12:6443$/m);
});

test('the pod network hands out the Node\'s podCIDR through the bridge plugin, without masquerading', () => {
  const cfg = JSON.parse(cniConfig('10.244.3.0/24')) as { plugins: { type: string; ipMasq?: boolean; ipam?: { ranges: { subnet: string }[][] } }[] };
  assert.equal(cfg.plugins[0]!.type, 'bridge');
  assert.equal(cfg.plugins[0]!.ipMasq, false);
  assert.equal(cfg.plugins[0]!.ipam!.ranges[0]![0]!.subnet, '10.244.3.0/24');
});

test('containerd uses the sandbox image kubeadm expects, the kubelet\'s cgroup driver and the CRI socket from cluster.yaml', () => {
  const cfg = containerdConfig(load(HA.replace('  kubelet:\n', '  kubelet:\n    criSocket: unix:///var/run/containerd/other.sock\n')));
  assert.match(cfg, /^sandbox_image = "registry\.k8s\.io\/pause:3\.10\.1"$/m);
  assert.match(cfg, /^SystemdCgroup = true$/m, 'the default cgroup driver, systemd');
  assert.match(containerdConfig(load(HA.replace('  kubelet:\n', '  kubelet:\n    cgroupDriver: cgroupfs\n'))), /^SystemdCgroup = false$/m);
  assert.match(cfg, /^address = "\/var\/run\/containerd\/other\.sock"$/m);
});

test('the lab writes k8sform\'s own rendering of containerd\'s config with what this machine needs; a cluster.yaml whose containerd config apply writes is refused without it, naming the setting', () => {
  const cluster = load(HA);
  assert.equal(containerdConfig(cluster), containerdConfigToml(cluster, labContainerdSettings()));
  const withSoftware = (config: string) => load(HA.replace('  kubelet:\n', `  nodeSoftware: { containerd: { config: ${config} } }\n  kubelet:\n`));
  const clamped = '{ plugins: { io.containerd.grpc.v1.cri: { restrict_oom_score_adj: true } } }';
  assert.equal(labContainerdProblem(withSoftware(clamped)), undefined);
  assert.equal(labContainerdProblem(cluster), undefined, 'no nodeSoftware: the lab writes the configuration itself');
  if (Object.keys(labContainerdSettings()).length) {
    assert.match(labContainerdProblem(withSoftware('{}')) ?? '', /^spec\.nodeSoftware\.containerd\.config: .*no CAP_SYS_RESOURCE.*restrict_oom_score_adj: true/);
  } else {
    assert.equal(labContainerdProblem(withSoftware('{}')), undefined, 'this machine lowers OOM scores: nothing to add');
  }
});

test('the images the lab provides are exactly those the rendered manifests and addons name', () => {
  assert.deepEqual(clusterImages(load(HA)), [
    'registry.k8s.io/coredns/coredns:v1.12.1',
    'registry.k8s.io/etcd:3.6.5-0',
    'registry.k8s.io/kube-apiserver:v1.34.2',
    'registry.k8s.io/kube-controller-manager:v1.34.2',
    'registry.k8s.io/kube-proxy:v1.34.2',
    'registry.k8s.io/kube-scheduler:v1.34.2',
    'registry.k8s.io/pause:3.10.1',
  ]);
  const mirrored = clusterImages(load(HA.replace('kubernetesVersion: v1.34.2', 'kubernetesVersion: v1.34.2\n  imageRepository: mirror.example.com/k8s')));
  assert.ok(mirrored.every((i) => i.startsWith('mirror.example.com/k8s/')), mirrored.join());
});

test('the HA example\'s pod network is the flannel example, whose Network is the HA example\'s podSubnet', () => {
  const cluster = load(HA);
  assert.deepEqual(cluster.addons.objects.map((o) => `${o.manifest.kind}/${o.manifest.metadata.namespace ?? ''}/${o.manifest.metadata.name}`), [
    'Namespace//kube-flannel', 'ClusterRole//flannel', 'ClusterRoleBinding//flannel', 'ServiceAccount/kube-flannel/flannel',
    'ConfigMap/kube-flannel/kube-flannel-cfg', 'DaemonSet/kube-flannel/kube-flannel-ds',
  ]);
  const cfg = cluster.addons.objects.find((o) => o.manifest.kind === 'ConfigMap')!.manifest as unknown as { data: Record<string, string> };
  const net = JSON.parse(cfg.data['net-conf.json']!) as { Network: string; Backend: { Type: string } };
  assert.equal(net.Network, cluster.networking.podSubnet);
  assert.equal(net.Backend.Type, 'host-gw');
  // The flannel CNI plugin of containernetworking/plugins v0.x serves CNI spec versions up to 0.4.0.
  assert.equal((JSON.parse(cfg.data['cni-conf.json']!) as { cniVersion: string }).cniVersion, '0.4.0');
});

test('the add-ons\' container and init container images are built when images.sh has a recipe; k8sform\'s own stay in clusterImages', () => {
  const cluster = load(HA);
  assert.deepEqual(addonImages(cluster.addons.objects), ['ghcr.io/flannel-io/flannel-cni-plugin:v1.9.1-flannel3', 'ghcr.io/flannel-io/flannel:v0.28.10']);
  const withoutAddons = HA.replace(/^ {4}manifests: .*\n/m, '');
  assert.notEqual(withoutAddons, HA);
  assert.deepEqual(clusterImages(cluster), clusterImages(load(withoutAddons)));
  const recipes = spawnSync('bash', [repoPath('scripts/lab/images.sh'), '--recipes'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  for (const ref of addonImages(cluster.addons.objects)) assert.ok(recipes.includes(recipeOf(ref)), `${ref}: ${recipes.join(' ')}`);
});

test('add-on images are found in any pod template, not in other fields named image', () => {
  const objects = [
    { apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'c', namespace: 'n' }, spec: { jobTemplate: { spec: { template: { spec: { containers: [{ name: 'a', image: 'example.com/job:1' }] } } } } } },
    { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p', namespace: 'n' }, spec: { initContainers: [{ name: 'i', image: 'example.com/init:2' }], containers: [{ name: 'a', image: 'example.com/job:1' }] } },
    { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'm', namespace: 'n' }, data: { image: 'example.com/not-an-image:3' } },
  ].map((manifest) => ({ manifest, source: 'a.yaml:1:1' }));
  assert.deepEqual(addonImages(objects), ['example.com/init:2', 'example.com/job:1']);
});

test('images.sh picks a recipe by the last path element of the repository, whatever the registry', () => {
  assert.equal(recipeOf('ghcr.io/flannel-io/flannel:v0.28.10'), 'flannel');
  assert.equal(recipeOf('k8sform.local/flannel-cni-plugin:v0.9.1'), 'flannel-cni-plugin');
  assert.equal(recipeOf('registry.local:5000/coredns/coredns:v1.12.1'), 'coredns');
  assert.equal(recipeOf('example.com/app@sha256:0123'), 'app');
  assert.equal(recipeOf('busybox'), 'busybox');
});

test('containerd looks for CNI plugins in the node\'s own /opt/cni/bin, where a network add-on installs its plugin', () => {
  assert.match(containerdConfig(load(HA)), /^bin_dir = "\/opt\/cni\/bin"$/m);
  assert.ok(PRIVATE_DIRS.includes(CNI_BIN_DIR));
});
