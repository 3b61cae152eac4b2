import type { KubeObject } from './desired.js';
import type { StaticPodComponent } from './rollout.js';

/** What runs now, read from the hosts and the apiserver, never from cluster.yaml. */
export interface RunningVersions {
  /** Per control-plane host that has manifests: each static pod's image tag, as its manifest on the host says. */
  readonly controlPlanes: ReadonlyMap<string, ReadonlyMap<StaticPodComponent, string>>;
  /** The kubelet version each Node reports in its status, by Node name. */
  readonly kubelets: ReadonlyMap<string, string>;
}

/** The kubelet version a Node reports in its status (`status.nodeInfo.kubeletVersion`). */
export function reportedKubeletVersion(node: KubeObject | undefined): string | undefined {
  return (node?.status as { nodeInfo?: { kubeletVersion?: string } } | undefined)?.nodeInfo?.kubeletVersion;
}
