import { stringify } from 'smol-toml';
import type { Cluster, Host } from '../../model/cluster.js';
import type { Desired, DesiredFile } from '../../model/desired.js';
import { CNI_BIN_DIR, CONTAINERD_CONFIG_PATH, CRI_PLUGIN, REGISTRY_CONFIG_DIR, criSocketPath, registryHostsPath } from '../../model/node-software.js';
import { deepMerge } from '../kubelet/kubelet-config.js';
import { desiredFile } from '../desired-file.js';

/**
 * containerd's config.toml as a kubeadm node needs it: the CRI plugin running containers with runc
 * under the kubelet's cgroup driver, the sandbox (pause) image of the release (else containerd's
 * built-in one, which the kubelet would garbage-collect), the CNI directories network add-ons use,
 * and the runtime listening where the kubelet connects. Config version 2 is read by containerd 1.6,
 * 1.7 and 2.x (2.x converts it on start), so one rendering serves every supported containerd.
 * `extra` (spec.nodeSoftware.containerd.config) is merged over it.
 */
export function containerdConfigToml(cluster: Cluster, extra: Readonly<Record<string, unknown>> = {}): string {
  const rendered = {
    version: 2,
    grpc: { address: criSocketPath(cluster.kubelet.criSocket) },
    plugins: {
      [CRI_PLUGIN]: {
        sandbox_image: `${cluster.imageRepository}/pause:${cluster.release.pauseVersion}`,
        containerd: {
          default_runtime_name: 'runc',
          runtimes: { runc: { runtime_type: 'io.containerd.runc.v2', options: { SystemdCgroup: cluster.kubelet.cgroupDriver === 'systemd' } } },
        },
        cni: { bin_dir: CNI_BIN_DIR, conf_dir: '/etc/cni/net.d' },
        registry: { config_path: REGISTRY_CONFIG_DIR },
      },
    },
  };
  return `# Written by k8sform from cluster.yaml (spec.nodeSoftware.containerd): changes here are undone by the next apply.\n${stringify(deepMerge(rendered, extra))}\n`;
}

/** The host's containerd config.toml where cluster.yaml has apply write it; none otherwise. */
export function renderContainerdConfig(cluster: Cluster, host: Host): Desired<DesiredFile>[] {
  const containerd = cluster.nodeSoftware?.containerd;
  return containerd ? [desiredFile(host.name, CONTAINERD_CONFIG_PATH, 'containerd-config', containerdConfigToml(cluster, containerd.config))] : [];
}

/** The containerd paths k8sform manages under this cluster.yaml: config.toml, and each mirrored registry's hosts.toml. */
export function containerdConfigPaths(cluster: Cluster): string[] {
  const containerd = cluster.nodeSoftware?.containerd;
  return containerd ? [CONTAINERD_CONFIG_PATH, ...Object.keys(containerd.registryMirrors).map(registryHostsPath)] : [];
}
