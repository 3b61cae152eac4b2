import { readFileSync } from 'node:fs';
import type { Cluster } from '../../../src/model/cluster.js';
import { containerdConfigToml } from '../../../src/render/containerd/containerd-config.js';
import { CRI_PLUGIN as CRI } from '../../../src/model/node-software.js';
import { deepMerge } from '../../../src/render/kubelet/kubelet-config.js';

export { CNI_BIN_DIR } from '../../../src/model/node-software.js';
/** Where Debian's containernetworking-plugins package puts the CNI plugins. */
export const DEBIAN_CNI_BIN_DIR = '/usr/lib/cni';

/**
 * What containerd needs on this machine beyond a node's usual configuration: without
 * CAP_SYS_RESOURCE (as on some VMs) nothing may lower an OOM score, and runc fails to start the
 * sandboxes the kubelet asks for at -998, so requested scores are clamped at containerd's own.
 * A cluster.yaml whose containerd configuration k8sform writes must carry it (see labContainerdProblem).
 */
export function labContainerdSettings(): Record<string, unknown> {
  return canLowerOomScore() ? {} : { plugins: { [CRI]: { restrict_oom_score_adj: true } } };
}

/**
 * containerd's configuration on a lab node whose configuration the lab writes (every node, except
 * a bare one whose cluster.yaml has k8sform write it): k8sform's own rendering, with this machine's
 * needs and cluster.yaml's extra settings, so that a later k8sform plan finds nothing to change.
 */
export function containerdConfig(cluster: Cluster): string {
  return containerdConfigToml(cluster, deepMerge(labContainerdSettings(), cluster.nodeSoftware?.containerd?.config ?? {}));
}

/** Why cluster.yaml's containerd configuration (written by apply) would not run on this machine; undefined when it does. */
export function labContainerdProblem(cluster: Cluster): string | undefined {
  const extra = cluster.nodeSoftware?.containerd?.config as { plugins?: Record<string, { restrict_oom_score_adj?: boolean }> } | undefined;
  if (!extra || canLowerOomScore() || extra.plugins?.[CRI]?.restrict_oom_score_adj === true) return undefined;
  return `spec.nodeSoftware.containerd.config: this machine's root cannot lower OOM scores (no CAP_SYS_RESOURCE), so containerd must clamp them; add plugins: { ${CRI}: { restrict_oom_score_adj: true } }`;
}

/** Whether this machine's root holds CAP_SYS_RESOURCE (bit 24), which lowering an OOM score needs. */
function canLowerOomScore(): boolean {
  const eff = /^CapEff:\s*([0-9a-f]+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return eff !== undefined && (BigInt(`0x${eff}`) & (1n << 24n)) !== 0n;
}
