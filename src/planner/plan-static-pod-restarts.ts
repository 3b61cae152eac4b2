import { controlPlaneHosts, type Cluster } from '../config/cluster.js';
import { processAddress } from '../model/address.js';
import type { ObjectState, ProcessChange } from '../model/plan.js';
import { STATIC_POD_ORDER } from '../model/rollout.js';
import { manifestPath, staticPodInputs } from '../render/static-pods/index.js';
import type { HostSeen } from '../state/observation.js';

/**
 * How much later than a process's start a file must have changed to count as not loaded by it: the
 * start is known to the second only (the kernel gives boot time in whole seconds), a file's
 * modification time too, and a restart always comes seconds after the files it loads.
 */
export const START_MARGIN_SECONDS = 2;

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
      const changedSince = [...(inputs.get(component) ?? [])]
        .filter((path) => path !== manifestPath(component))
        .flatMap((path) => {
          const at = seen.files.get(path)?.modifiedAt;
          return at !== undefined && at > start.startedAt + START_MARGIN_SECONDS ? [{ path, at }] : [];
        })
        .sort((a, b) => b.at - a.at || (a.path < b.path ? -1 : 1));
      const newest = changedSince[0];
      if (!newest) return [];
      const files = changedSince.map((f) => f.path).join(', ');
      return [{
        addr: processAddress(h.name, component),
        action: 'update',
        format: 'process',
        sensitive: false,
        before: state(`process-start:${start.ticks}`, iso(start.startedAt)),
        after: state(`loads:${newest.at}`, `after ${iso(newest.at)}`),
        reasons: [{
          code: 'started-before',
          detail: `${component} started at ${iso(start.startedAt)}, before ${files} changed (last at ${iso(newest.at)}), so it runs with what it read before: restarted to load ${changedSince.length > 1 ? 'them' : 'it'} (an apply stopped before restarting it, or the file was changed by hand)`,
        }],
        dependsOn: [],
      }];
    });
  });
}

const iso = (seconds: number) => new Date(Math.floor(seconds) * 1000).toISOString().replace('.000Z', 'Z');
const state = (digest: string, text: string): ObjectState => ({ digest, view: { kind: 'text', text: `${text}\n` } });
