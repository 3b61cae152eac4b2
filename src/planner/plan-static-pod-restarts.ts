import { controlPlaneHosts, type Cluster } from '../config/cluster.js';
import { processAddress } from '../model/address.js';
import type { ObjectState, ProcessChange } from '../model/plan.js';
import { STATIC_POD_ORDER } from '../model/rollout.js';
import { manifestPath, staticPodInputs } from '../render/static-pods/index.js';
import type { HostSeen } from '../state/observation.js';
import { filesChangedSince, isoSeconds, startedBefore } from './started-before.js';

/**
 * Each control-plane component running since before a file it reads at start changed on its host
 * (a certificate, key, kubeconfig or CA bundle) is restarted, as apply restarts it when it writes
 * that file. This finds what an apply left undone when it stopped between two components that read
 * the same file (the etcd CA is read by etcd and kube-apiserver, and goes out with etcd), and a
 * renewal made by hand (`kubeadm certs renew` asks for these restarts too). The manifest itself is
 * left out: the kubelet recreates the pod when it changes. Nothing is planned for a component that
 * is not running (its gate or the kubelet is already on it) or on a host that was not asked.
 * Pure: what the hosts said is all it reads.
 */
export function planStaticPodRestarts(cluster: Cluster, hosts: ReadonlyMap<string, HostSeen>): ProcessChange[] {
  return controlPlaneHosts(cluster).flatMap((h) => {
    const seen = hosts.get(h.name);
    if (!seen?.processes) return [];
    const inputs = staticPodInputs(cluster, h);
    return STATIC_POD_ORDER.flatMap((component): ProcessChange[] => {
      const start = seen.processes!.get(component);
      if (!start) return [];
      const changed = filesChangedSince(seen, [...(inputs.get(component) ?? [])].filter((path) => path !== manifestPath(component)), start);
      if (!changed.length) return [];
      return [{
        addr: processAddress(h.name, component),
        action: 'update',
        format: 'process',
        sensitive: false,
        before: state(`process-start:${start.ticks}`, isoSeconds(start.startedAt)),
        after: state(`loads:${changed[0]!.at}`, `after ${isoSeconds(changed[0]!.at)}`),
        reasons: [startedBefore(component, start, changed)],
        dependsOn: [],
      }];
    });
  });
}

const state = (digest: string, text: string): ObjectState => ({ digest, view: { kind: 'text', text: `${text}\n` } });
