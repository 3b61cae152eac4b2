import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'smol-toml';
import { testCluster } from '../../../test/support/test-clusters.js';
import { managedPaths } from '../managed-paths.js';
import { containerdConfigToml, renderContainerdConfig } from './containerd-config.js';

const withSoftware = (spec: string) => testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: w-1, role: worker, address: 10.0.0.2 }'], { spec });

test('containerd\'s config.toml for a kubeadm node: the CRI plugin with runc under the systemd cgroup driver, the release\'s pause image, the CNI and registry directories, the kubelet\'s socket', () => {
  const cluster = withSoftware('nodeSoftware: {}');
  // Reviewed against containerd's docs/cri/config.md (config version 2) and kubeadm's container runtime prerequisites.
  assert.equal(containerdConfigToml(cluster), `# Written by k8sform from cluster.yaml (spec.nodeSoftware.containerd): changes here are undone by the next apply.
version = 2

[grpc]
address = "/run/containerd/containerd.sock"

[plugins."io.containerd.grpc.v1.cri"]
sandbox_image = "registry.k8s.io/pause:${cluster.release.pauseVersion}"

[plugins."io.containerd.grpc.v1.cri".containerd]
default_runtime_name = "runc"

[plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc]
runtime_type = "io.containerd.runc.v2"

[plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc.options]
SystemdCgroup = true

[plugins."io.containerd.grpc.v1.cri".cni]
bin_dir = "/opt/cni/bin"
conf_dir = "/etc/cni/net.d"

[plugins."io.containerd.grpc.v1.cri".registry]
config_path = "/etc/containerd/certs.d"

`);
  const [file] = renderContainerdConfig(cluster, cluster.hosts[1]!);
  assert.equal(file?.spec.path, '/etc/containerd/config.toml');
  assert.equal(file?.spec.mode, 0o644);
  assert.equal(file?.spec.format, 'containerd-config');
});

test('containerd\'s config follows the cgroup driver, the image repository and the CRI socket, and cluster.yaml\'s extra settings merge over it table by table', () => {
  const cluster = withSoftware(`imageRepository: mirror.example.com/k8s
  kubelet: { cgroupDriver: cgroupfs, criSocket: unix:///var/run/cri/containerd.sock }
  nodeSoftware: { containerd: { config: { plugins: { io.containerd.grpc.v1.cri: { restrict_oom_score_adj: true, containerd: { runtimes: { runc: { options: { BinaryName: /usr/local/sbin/runc } } } } } } } } }`);
  const toml = JSON.parse(JSON.stringify(parse(containerdConfigToml(cluster, cluster.nodeSoftware!.containerd!.config)))) as { grpc: { address: string }; plugins: Record<string, { sandbox_image: string; restrict_oom_score_adj: boolean; containerd: { runtimes: { runc: { runtime_type: string; options: Record<string, unknown> } } } }> };
  const cri = toml.plugins['io.containerd.grpc.v1.cri']!;
  assert.equal(toml.grpc.address, '/var/run/cri/containerd.sock');
  assert.equal(cri.sandbox_image, `mirror.example.com/k8s/pause:${cluster.release.pauseVersion}`);
  assert.equal(cri.restrict_oom_score_adj, true);
  assert.deepEqual(cri.containerd.runtimes.runc, { runtime_type: 'io.containerd.runc.v2', options: { SystemdCgroup: false, BinaryName: '/usr/local/sbin/runc' } });
});

test('containerd\'s config is managed only with node software that does not leave it to the operator: otherwise it is never read, written or deleted', () => {
  const paths = (spec: string) => { const c = withSoftware(spec); return { managed: managedPaths(c, c.hosts[1]!).includes('/etc/containerd/config.toml'), rendered: renderContainerdConfig(c, c.hosts[1]!).length }; };
  assert.deepEqual(paths('nodeSoftware: {}'), { managed: true, rendered: 1 });
  assert.deepEqual(paths('nodeSoftware: { containerd: { manageConfig: false } }'), { managed: false, rendered: 0 });
  assert.deepEqual(paths('kubelet: {}'), { managed: false, rendered: 0 });
});
