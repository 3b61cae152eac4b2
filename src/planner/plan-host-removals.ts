import type { Cluster } from '../model/cluster.js';
import { dirAddress, memberAddress, naturalCompare, objectAddress, processAddress } from '../model/address.js';
import type { Change, DirChange, ProcessChange, Reason } from '../model/plan.js';
import type { DepartingSeen } from '../state/observation.js';
import { directoryState } from './plan-directories.js';
import { fileDeletion } from './plan-files.js';
import { BACKUP_ROOT } from '../model/kubeadm-paths.js';

/**
 * Each machine that left cluster.yaml leaves the cluster as `kubeadm reset` and `kubectl delete
 * node` take a host out: its Node is deleted (drained first with --drain), its kubelet stopped,
 * and every file and directory its record says k8sform wrote there, with the kubelet's own
 * credentials, moved into the run's backup folder (kubeadm reset deletes them; a backup keeps them
 * recoverable). Its etcd member, for a control plane, is removed by the membership plan first. Each
 * part depends on the one before it (member, Node, files, kubelet, directories), so a --target
 * naming one takes along what must happen first: never etcd's data emptied under a running member.
 * A machine that could not be read, or whose address a host in cluster.yaml has now (a renamed
 * host), only loses its Node, and the reason says why. Pure.
 */
export function planHostRemovals(cluster: Cluster, departing: ReadonlyMap<string, DepartingSeen> | undefined, kubelets: ReadonlyMap<string, string>, leavingMembers: ReadonlySet<string> = new Set()): Change[] {
  if (!departing) return [];
  const stop = cluster.rollout.kubeletStopCommand;
  return [...departing].sort(([a], [b]) => naturalCompare(a, b)).flatMap(([name, seen]): Change[] => {
    const left = (detail: string): Reason => ({ code: 'left', detail });
    const machine = seen.host ? '' : `; the machine${seen.address ? ` at ${seen.address}` : ''} is left as it is: ${seen.leftAlone}`;
    const node: Change = {
      addr: objectAddress('v1', 'Node', name), action: 'delete', format: 'object', sensitive: false, dependsOn: leavingMembers.has(name) ? [memberAddress(name)] : [],
      before: { digest: `node:${name}`, view: { kind: 'text', text: `Node ${name}${seen.address ? ` (InternalIP ${seen.address})` : ''}\n` } },
      reasons: [left(`${name} is a registered Node but no host in cluster.yaml: its Node is deleted${machine}`)],
    };
    if (!seen.host) return [node];
    const version = kubelets.get(name);
    const moved = left(`moved into ${BACKUP_ROOT}/k8sform-backup-<this apply> on ${name}, as kubeadm reset would remove it`);
    const files = [...seen.host.files.values()].filter((o) => o.exists && !o.notRegular).map((o) => ({ ...fileDeletion(o, moved), dependsOn: [node.addr] }));
    const kubelet: ProcessChange = {
      addr: processAddress(name, 'kubelet'), action: 'delete', format: 'process', sensitive: false, dependsOn: [node.addr, ...files.map((f) => f.addr)],
      before: { digest: `version:${version ?? 'unknown'}`, view: { kind: 'text', text: `kubelet ${version ?? '(version unknown)'}\n` } },
      reasons: [left(`stopped (${stop}) once the Node is deleted and its Pods are gone`)],
    };
    const directories = [...seen.host.directories.values()].filter((d) => d.exists && !d.notDirectory).map((d): DirChange => ({
      addr: dirAddress(name, d.path), action: 'delete', format: 'directory', sensitive: false, dependsOn: [kubelet.addr],
      before: directoryState(d.mode!, d.uid!, d.gid!),
      reasons: [left(`what it holds is moved into the backup folder once the kubelet is stopped, as kubeadm reset empties it: a machine joining again starts afresh`)],
    }));
    return [node, kubelet, ...files, ...directories];
  });
}
