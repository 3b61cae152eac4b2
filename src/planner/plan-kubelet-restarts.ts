import type { Cluster } from '../model/cluster.js';
import { processAddress } from '../model/address.js';
import type { ObjectState, ProcessChange, Reason } from '../model/plan.js';
import type { HostSeen } from '../state/observation.js';
import { KUBELET_CONFIG_PATH, KUBELET_FLAGS_PATH } from '../model/kubeadm-paths.js';
import { filesChangedSince, startedBefore, startStates } from './started-before.js';

/**
 * The kubelet files only k8sform writes, which the kubelet reads at start. Not kubelet.conf: a
 * worker's kubelet writes it itself after TLS bootstrap, and kubeadm rewrites it after the kubelet
 * started, so a kubelet running since before it changed is normal.
 */
export const KUBELET_START_FILES = [KUBELET_CONFIG_PATH, KUBELET_FLAGS_PATH];

/**
 * Each kubelet whose Node reports another release than cluster.yaml's is restarted, on the binary
 * installed on its host (k8sform installs no packages), as `kubeadm upgrade node` is followed by
 * `systemctl restart kubelet`. A version change often leaves every kubelet file as it was (v1.36 and
 * v1.37 write the same config.yaml and flags), so without this the Nodes would keep running the old
 * kubelet. So is a kubelet running since before its config.yaml or kubeadm-flags.env last changed
 * (an apply stopped between writing them and the restart, or an edit by hand). A Node that reports
 * the target, on a kubelet started since, is a noop, kept so a saved plan sees a restart made since;
 * a host without a Node (not registered yet, or no apiserver to ask) gets no change at all.
 * Pure: the versions are what the Nodes reported, the start times what the hosts said.
 */
export function planKubeletRestarts(cluster: Cluster, kubelets: ReadonlyMap<string, string>, hosts: ReadonlyMap<string, HostSeen> = new Map()): ProcessChange[] {
  const target = cluster.kubernetesVersion;
  return cluster.hosts.flatMap((h) => {
    const running = kubelets.get(h.name);
    if (running === undefined) return [];
    const seen = hosts.get(h.name);
    const start = seen?.processes?.get('kubelet');
    const changed = seen && start ? filesChangedSince(seen, KUBELET_START_FILES, start) : [];
    const stale = start && changed.length ? startedBefore('the kubelet', start, changed) : undefined;
    const reasons: Reason[] = [
      ...(running === target ? [] : [{ code: 'version' as const, detail: `the kubelet runs ${running}; cluster.yaml asks for ${target}: restarted on the kubelet installed on the host, which must be ${target}` }]),
      ...(stale ? [stale] : []),
    ];
    // Its state is the release it runs, or, when that is right but it runs with files it read before, its start.
    const states = running === target && stale ? startStates(start!, changed) : { before: versionState(running), after: versionState(target) };
    return [{ addr: processAddress(h.name, 'kubelet'), action: reasons.length ? 'update' : 'noop', format: 'process', sensitive: false, ...states, reasons, dependsOn: [] }];
  });
}

const versionState = (version: string): ObjectState => ({ digest: `version:${version}`, view: { kind: 'text', text: `${version}\n` } });
