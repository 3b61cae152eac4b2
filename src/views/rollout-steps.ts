import { formatDuration } from '../model/duration.js';
import { restartsContainerd } from '../model/node-software.js';
import { ETCD_SNAPSHOT_DIR } from '../model/etcd-snapshot.js';
import { NEW_KUBELET_SETTLE_SECONDS, STABLE_SECONDS, type Gate, type PlannedRollout, type RolloutSettings, type RolloutStep } from '../model/rollout.js';

/** One line per step, numbered as apply will print them while it runs. */
export function rolloutLines(view: PlannedRollout): string[] {
  return view.steps.map((s) => `${s.number}. ${stepText(s, view.settings)}`);
}

export function stepText(step: RolloutStep, settings: RolloutSettings): string {
  const changes = step.units.reduce((n, u) => n + u.changes.length, 0);
  const hosts = step.units.filter((u) => u.host).map((u) => u.host!);
  const who = step.units.length > 1 ? ` on ${hosts.join(', ')}, ${step.parallelism} at a time` : '';
  const what = changes ? `${changes} change${changes === 1 ? '' : 's'}${who}` : '';
  const gate = step.units.find((u) => u.gate)?.gate;
  // A changed kubelet process is a kubelet of another release (see kubeletGate).
  const newRelease = step.units.some((u) => u.changes.some((a) => a.kind === 'process'));
  const containerd = step.units.some((u) => restartsContainerd(u.changes));
  return [`${step.title}:`, [what, gate ? gateText(gate, settings, newRelease, containerd) : ''].filter(Boolean).join('; ')].join(' ');
}

/** `containerd`: the step writes containerd's configuration, so containerd restarts before the kubelet. */
export function gateText(gate: Gate, settings: RolloutSettings, newRelease = false, containerd = false): string {
  const text = kubeletGateText(gate, settings, newRelease, containerd);
  return containerd && (gate.kind === 'kubelet' || gate.kind === 'kubelet-start') ? `then ${containerdText(settings)}, ${text}` : text;
}

const containerdText = (settings: RolloutSettings) => `restart containerd (${settings.containerdRestartCommand}) and wait for its CRI to answer (up to ${formatDuration(settings.kubeletTimeoutSeconds)})`;

function kubeletGateText(gate: Gate, settings: RolloutSettings, newRelease: boolean, containerd: boolean): string {
  switch (gate.kind) {
    case 'static-pod':
      if (gate.restart) return `then restart the ${gate.component} static pod so it reads the renewed files (its manifest is moved out of /etc/kubernetes/manifests until the pod stopped, then back) and wait until ${gate.component === 'etcd' ? 'the member is healthy with quorum' : 'its probe passes'} (up to ${formatDuration(settings.staticPodTimeoutSeconds)}; rolled back if not)`;
      if (gate.component === 'etcd') return `then wait until the etcd mirror pod runs the new manifest and the member is healthy with quorum, with the host's kube-apiserver stopped while etcd restarts when another control plane serves the API (up to ${formatDuration(settings.staticPodTimeoutSeconds)}; rolled back if not)`;
      return `then wait until the ${gate.component} mirror pod runs the new manifest and its probe passes (up to ${formatDuration(settings.staticPodTimeoutSeconds)}; rolled back if not)`;
    case 'kubelet':
      if (newRelease) {
        return `then restart the kubelet (${settings.kubeletRestartCommand}) and wait for /healthz and the Node Ready at the new version (up to ${formatDuration(settings.kubeletTimeoutSeconds)}), `
          + `then on a control plane for its static pods to settle under the new kubelet, which may start them again: at least ${NEW_KUBELET_SETTLE_SECONDS} s after the restart, the last ${STABLE_SECONDS} s with the same containers and passing probes (up to ${formatDuration(settings.staticPodTimeoutSeconds)}); rolled back if not`;
      }
      return `then restart the kubelet (${settings.kubeletRestartCommand}) and wait for /healthz and the Node Ready (up to ${formatDuration(settings.kubeletTimeoutSeconds)}; rolled back if not)`;
    case 'workloads':
      return `wait until ${gate.workloads.map((w) => w.name.split('/').slice(2).join('/')).join(', ')} rolled out (up to ${formatDuration(settings.workloadTimeoutSeconds)})`;
    case 'etcd-join':
      return `add ${gate.host} to etcd as a learner first, then ${gate.startKubelet ? `${containerd ? `${containerdText(settings)}, then ` : ''}${startText(settings)}, then ` : ''}wait until its member has started and caught up, promote it and wait until it answers (up to ${formatDuration(settings.staticPodTimeoutSeconds)}; its files are rolled back and the member removed if not)`;
    case 'kubelet-start':
      if (gate.bootstrap) return `then start the kubelet (${settings.kubeletStartCommand}), which registers its Node after TLS bootstrap (apply waits for it at its end); its files are rolled back and the kubelet stopped if the command fails`;
      return `then ${startText(settings)}; its files are rolled back and the kubelet stopped if not`;
    case 'etcd-leave':
      return `remove member ${gate.member} from etcd, once the members left are checked to keep quorum with healthy voters`;
    case 'etcd-snapshot':
      return `save a snapshot of etcd from a healthy voting member on ${gate.host} under ${ETCD_SNAPSHOT_DIR}, the newest ${gate.keep} kept there; the next step starts only once it is saved (or no member runs, so there is nothing to save)`;
    case 'host-removal':
      return `delete Node ${gate.host} (drained first with --drain), move k8sform's files there into the backup folder so its static pods stop, wait until its Pods are gone (up to ${formatDuration(settings.kubeletTimeoutSeconds)}), then stop its kubelet (${settings.kubeletStopCommand}); not rolled back`;
  }
}

const startText = (settings: RolloutSettings) => `start the kubelet (${settings.kubeletStartCommand}) and wait for /healthz (up to ${formatDuration(settings.kubeletTimeoutSeconds)})`;
