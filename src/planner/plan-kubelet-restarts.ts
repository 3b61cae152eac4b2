import type { Cluster } from '../config/cluster.js';
import { processAddress } from '../model/address.js';
import type { ObjectState, ProcessChange } from '../model/plan.js';

/**
 * Each kubelet whose Node reports another release than cluster.yaml's is restarted, on the binary
 * installed on its host (k8sform installs no packages), as `kubeadm upgrade node` is followed by
 * `systemctl restart kubelet`. A version change often leaves every kubelet file as it was (v1.36 and
 * v1.37 write the same config.yaml and flags), so without this the Nodes would keep running the old
 * kubelet. A Node that reports the target is a noop, kept so a saved plan sees a restart made since;
 * a host without a Node (not registered yet, or no apiserver to ask) gets no change at all.
 * Pure: the versions are what the Nodes reported.
 */
export function planKubeletRestarts(cluster: Cluster, kubelets: ReadonlyMap<string, string>): ProcessChange[] {
  const target = cluster.kubernetesVersion;
  return cluster.hosts.flatMap((h) => {
    const running = kubelets.get(h.name);
    if (running === undefined) return [];
    const same = running === target;
    return [{
      addr: processAddress(h.name, 'kubelet'),
      action: same ? 'noop' : 'update',
      format: 'process',
      sensitive: false,
      before: versionState(running),
      after: versionState(target),
      reasons: same ? [] : [{ code: 'version', detail: `the kubelet runs ${running}; cluster.yaml asks for ${target}: restarted on the kubelet installed on the host, which must be ${target}` }],
      dependsOn: [],
    }];
  });
}

const versionState = (version: string): ObjectState => ({ digest: `version:${version}`, view: { kind: 'text', text: `${version}\n` } });
