import { readFileSync } from 'node:fs';
import type { Cluster } from '../../../src/model/cluster.js';

/** Where Debian's containernetworking-plugins package puts the CNI plugins. */
export const DEBIAN_CNI_BIN_DIR = '/usr/lib/cni';
/** containerd's default CNI plugin directory, where network add-ons install their plugins: each host has its own. */
export const CNI_BIN_DIR = '/opt/cni/bin';

/**
 * containerd's configuration on every lab node: the CRI plugin with runc and the cgroup driver
 * cluster.yaml gives the kubelet, the sandbox (pause) image kubeadm of this version expects, and
 * the CNI plugins in the node's own /opt/cni/bin (copies of Debian's, beside which a network add-on
 * installs its own). Paths are containerd's defaults; each host mounts its own.
 */
export function containerdConfig(cluster: Cluster): string {
  const socket = cluster.kubelet.criSocket.replace(/^unix:\/\//, '');
  const cri = 'plugins."io.containerd.grpc.v1.cri"';
  return [
    'version = 2',
    'root = "/var/lib/containerd"',
    'state = "/run/containerd"',
    '',
    '[grpc]',
    `  address = ${JSON.stringify(socket)}`,
    '',
    '[plugins."io.containerd.internal.v1.opt"]',
    '  path = "/var/lib/containerd/opt"',
    '',
    `[${cri}]`,
    `  sandbox_image = ${JSON.stringify(`${cluster.imageRepository}/pause:${cluster.release.pauseVersion}`)}`,
    ...(canLowerOomScore() ? [] : [
      // Without CAP_SYS_RESOURCE (as on some VMs) nothing may lower an OOM score, and runc fails to
      // start the sandboxes the kubelet asks for at -998; clamp requested scores at containerd's own.
      '  restrict_oom_score_adj = true',
    ]),
    `[${cri}.containerd]`,
    '  snapshotter = "overlayfs"',
    '  default_runtime_name = "runc"',
    `[${cri}.containerd.runtimes.runc]`,
    '  runtime_type = "io.containerd.runc.v2"',
    `[${cri}.containerd.runtimes.runc.options]`,
    `  SystemdCgroup = ${cluster.kubelet.cgroupDriver === 'systemd'}`,
    `[${cri}.cni]`,
    `  bin_dir = ${JSON.stringify(CNI_BIN_DIR)}`,
    '  conf_dir = "/etc/cni/net.d"',
    '',
  ].join('\n');
}

/** Whether this machine's root holds CAP_SYS_RESOURCE (bit 24), which lowering an OOM score needs. */
function canLowerOomScore(): boolean {
  const eff = /^CapEff:\s*([0-9a-f]+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return eff !== undefined && (BigInt(`0x${eff}`) & (1n << 24n)) !== 0n;
}
