import type { Cluster, Host } from '../../model/cluster.js';

/**
 * The node-specific kubelet flags kubeadm writes to kubeadm-flags.env, sorted by name. Beyond
 * kubeadm, k8sform always pins --hostname-override and --node-ip to the host's declared name and
 * internalAddress, so a node registers as cluster.yaml says whatever its hostname or routes.
 */
export function kubeletFlags(cluster: Cluster, host: Host): [string, string][] {
  const flags: [string, string][] = [
    ['hostname-override', host.name],
    ['node-ip', host.internalAddress],
  ];
  if (!cluster.release.nodeLocalCRISocket) flags.push(['container-runtime-endpoint', cluster.kubelet.criSocket]);
  if (cluster.release.podInfraContainerImageFlag) {
    flags.push(['pod-infra-container-image', `${cluster.imageRepository}/pause:${cluster.release.pauseVersion}`]);
  }
  return flags.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** `KUBELET_KUBEADM_ARGS="--a=b --c=d"` as kubeadm writes it (Go %q quoting). */
export function kubeletFlagsEnv(cluster: Cluster, host: Host): string {
  const args = kubeletFlags(cluster, host).map(([k, v]) => `--${k}=${v}`).join(' ');
  return `KUBELET_KUBEADM_ARGS=${JSON.stringify(args)}\n`;
}

/** /var/lib/kubelet/instance-config.yaml (NodeLocalCRISocket): the node's own CRI socket. */
export function instanceConfig(cluster: Cluster): string {
  return `containerRuntimeEndpoint: ${JSON.stringify(cluster.kubelet.criSocket)}\n`;
}
