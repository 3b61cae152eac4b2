import { controlPlaneHosts, type Cluster } from '../model/cluster.js';
import { processAddress } from '../model/address.js';
import type { ProcessChange } from '../model/plan.js';
import { STATIC_POD_ORDER } from '../model/rollout.js';
import type { StaticPodReads } from '../render/static-pods/index.js';
import type { HostSeen } from '../state/observation.js';
import { filesChangedSince, loadedState, startedBefore, startStates } from './started-before.js';
import { manifestPath } from '../model/kubeadm-paths.js';

/**
 * Each control-plane component running since before a file it reads at start changed on its host
 * (a certificate, key, kubeconfig or CA bundle) is restarted, as apply restarts it when it writes
 * that file. This finds what an apply left undone when it stopped between two components that read
 * the same file (the etcd CA is read by etcd and kube-apiserver, and goes out with etcd), and a
 * renewal made by hand (`kubeadm certs renew` asks for these restarts too). The manifest itself is
 * left out: the kubelet recreates the pod when it changes. A running component that loaded every
 * file is a noop; nothing is planned for one that is not running (its gate or the kubelet is
 * already on it) or on a host that was not asked. `reads`: by host, the files each static pod
 * reads, as render reports them.
 * Pure: what the hosts said is all it reads.
 */
export function planStaticPodRestarts(cluster: Cluster, hosts: ReadonlyMap<string, HostSeen>, reads: ReadonlyMap<string, StaticPodReads>): ProcessChange[] {
  return controlPlaneHosts(cluster).flatMap((h) => {
    const seen = hosts.get(h.name);
    if (!seen?.processes) return [];
    const inputs = reads.get(h.name);
    return STATIC_POD_ORDER.flatMap((component): ProcessChange[] => {
      const start = seen.processes!.get(component);
      if (!start) return [];
      const changed = filesChangedSince(seen, [...(inputs?.get(component) ?? [])].filter((path) => path !== manifestPath(component)), start);
      const base = { addr: processAddress(h.name, component), format: 'process', sensitive: false, dependsOn: [] } as const;
      // A component that loaded everything is a noop, kept so it can be targeted and a saved plan sees a change since.
      if (!changed.length) return [{ ...base, action: 'noop', before: loadedState(start), after: loadedState(start), reasons: [] }];
      return [{ ...base, action: 'update', ...startStates(start, changed), reasons: [startedBefore(component, start, changed)] }];
    });
  });
}
