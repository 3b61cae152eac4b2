import type { Address } from './address.js';

/** The control-plane components kubelet runs from static pod manifests, in the order they roll. */
export const STATIC_POD_ORDER = ['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler'] as const;
export type StaticPodComponent = (typeof STATIC_POD_ORDER)[number];

/**
 * How long after a kubelet of another release starts its static pods may still be killed and
 * started again. Such a kubelet computes each static pod's UID anew (a hash of its own Pod type), and
 * when it differs it kills the pod the old kubelet started and starts it again: on the lab this
 * began within about 20 s of the restart, a few seconds after the Node was Ready.
 */
export const NEW_KUBELET_SETTLE_SECONDS = 45;
/** How long every static pod must stay running, ready and answering with the same containers. */
export const STABLE_SECONDS = 10;

/**
 * What must hold before the rollout moves on. A gate always checks the version just written (never
 * the process that ran before it) and its health; when it fails, the unit's files are restored.
 */
export type Gate =
  /**
   * The mirror pod runs the manifest just written (its config.hash changed and its command is the
   * new one) and the manifest's own probe passes; for etcd, with quorum. With `restart`, the
   * manifest is unchanged but files the pod reads at start (certificates, keys, kubeconfigs) were
   * renewed: the pod is restarted and must stop, then pass its probe again.
   */
  | { readonly kind: 'static-pod'; readonly host: string; readonly component: StaticPodComponent; readonly restart?: boolean }
  /** The kubelet was restarted, answers /healthz and its Node is Ready with a fresh heartbeat. */
  | { readonly kind: 'kubelet'; readonly host: string }
  /** Every changed DaemonSet and Deployment finished rolling out. */
  | { readonly kind: 'workloads'; readonly workloads: readonly Address[] }
  /**
   * A control plane joins the etcd cluster: added as a learner before its files are written, then
   * promoted once its member has started and caught up, and answering. Rolled back: the member is removed.
   * `startKubelet`: its kubelet is started first, as for `kubelet-start` (a control plane added back
   * after a removal stopped it would otherwise never run its etcd).
   */
  | { readonly kind: 'etcd-join'; readonly host: string; readonly startKubelet?: boolean }
  /**
   * A host being set up (its kubelet configuration created, no Node of it registered) has its kubelet
   * started (enabled and restarted) once its files are written, as `kubeadm init` and `kubeadm join`
   * start it, whatever state an earlier removal left it in. A control plane's must then answer
   * /healthz. With `bootstrap` (a worker), its kubelet answers only after TLS bootstrap, with the
   * bootstrap token the cluster objects step may only now create, so nothing is waited for here: apply
   * waits for its Node to register at the end (kubeletsStarted), as `kubeadm join` waits for the TLS
   * bootstrap. Rolled back: its files removed, the kubelet stopped again. Only on hosts where plan
   * found a kubelet installed.
   */
  | { readonly kind: 'kubelet-start'; readonly host: string; readonly bootstrap?: boolean }
  /** A member is removed from the etcd cluster, only if the members left keep quorum with healthy voters. */
  | { readonly kind: 'etcd-leave'; readonly member: string }
  /**
   * A consistent snapshot of etcd, from a healthy voting member, is saved on `host` (under
   * ETCD_SNAPSHOT_DIR, the newest `keep` kept) before a step that changes etcd: the recovery point should the step leave
   * etcd's data lost or corrupted. Nothing after it starts unless it was saved; nothing to roll back.
   */
  | { readonly kind: 'etcd-snapshot'; readonly host: string; readonly keep: number }
  /**
   * A machine that left cluster.yaml leaves the cluster: drained (with --drain), its Node deleted,
   * k8sform's files moved into the backup folder (its static pods stop), its Pods gone, its kubelet
   * stopped. Not rolled back: once the Node is deleted there is nothing to go back to.
   */
  | { readonly kind: 'host-removal'; readonly host: string };

/** The hosts whose kubelet the rollout starts (hosts being set up): their Nodes register once it is done. */
export function kubeletsStarted(steps: readonly RolloutStep[]): string[] {
  return steps.flatMap((s) => s.units).flatMap((u) => u.gate?.kind === 'kubelet-start' || (u.gate?.kind === 'etcd-join' && u.gate.startKubelet) ? [u.gate.host] : []);
}

/** Changes applied together on one host (or to the cluster), then gated. */
export interface RolloutUnit {
  /** Undefined for cluster objects. */
  readonly host?: string;
  readonly changes: readonly Address[];
  readonly gate?: Gate;
}

/** One numbered step as `plan` shows it and `apply` runs it. */
export interface RolloutStep {
  readonly number: number;
  readonly title: string;
  /** Units of a step may run at once, `parallelism` at a time; steps run strictly in order. */
  readonly units: readonly RolloutUnit[];
  readonly parallelism: number;
}

export interface RolloutSettings {
  /** How long a static pod may take to run the new manifest and pass its probe (kubeadm: 5m). */
  readonly staticPodTimeoutSeconds: number;
  /** How long a restarted kubelet may take to be healthy with its Node Ready (kubeadm: 4m). */
  readonly kubeletTimeoutSeconds: number;
  /** How long DaemonSets and Deployments may take to roll out. */
  readonly workloadTimeoutSeconds: number;
  /** Worker hosts whose kubelet restarts at once; control planes always go one at a time. */
  readonly workerParallelism: number;
  /** Run as root on a host to restart its kubelet. */
  readonly kubeletRestartCommand: string;
  /** Run as root on a host that left cluster.yaml, to stop its kubelet for good. */
  readonly kubeletStopCommand: string;
  /** Run as root on a host being set up, once its files are written, to enable and start its kubelet. */
  readonly kubeletStartCommand: string;
  /** Run as root on a host whose containerd configuration changed, before its kubelet restarts or starts. */
  readonly containerdRestartCommand: string;
}

/** A plan's rollout as every view shows it and a saved plan keeps it: the steps and the timeouts their gates use. */
export interface PlannedRollout {
  readonly steps: readonly RolloutStep[];
  readonly settings: RolloutSettings;
}
