// What `k8sform upgrade plan` reports: the engine makes it, the views print it.
import type { StaticPodComponent } from './rollout.js';
import type { PlanWarning } from './plan.js';

/** One way a version change would break Kubernetes' version skew policy. */
export interface SkewViolation {
  /** The host or Node whose running version rules the change out. */
  readonly where: string;
  readonly message: string;
}

/** One component on one host (or in the cluster), as `kubeadm upgrade plan` lists it. */
export interface ComponentVersion {
  readonly component: UpgradeComponent;
  /** `host[NAME]`, `Node NAME` or `cluster`. */
  readonly where: string;
  /** What runs now; undefined when it does not run yet (or cannot be read). */
  readonly now?: string;
  readonly target: string;
}

export interface UpgradeReport {
  readonly cluster: string;
  /** The lowest kube-apiserver version running; undefined before the cluster exists. */
  readonly clusterVersion?: string;
  readonly target: string;
  /** What the skew policy allows next from clusterVersion, among the versions k8sform renders. */
  readonly allowedNext: readonly string[];
  readonly components: readonly ComponentVersion[];
  /** What kubeadm of the target writes differently from kubeadm of the running version. */
  readonly migrations: readonly string[];
  /** Why the target cannot be applied; empty when it can. */
  readonly violations: readonly SkewViolation[];
  readonly changes: number;
  readonly steps: number;
  /** What the preflight checks warn of, by host (in this report a failing check is a warning too). */
  readonly warnings: readonly PlanWarning[];
  /** apply installs the target's kubelet on every host (spec.nodeSoftware): nothing to install by hand first. */
  readonly installsKubelets?: boolean;
}

/** The static pods, the kubelet and the addons k8sform renders (schemas/upgrade-plan-json.schema.json lists them). */
export type UpgradeComponent = StaticPodComponent | 'kubelet' | 'kube-proxy' | 'CoreDNS';
