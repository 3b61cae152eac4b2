import type { EtcdRestorePlan } from '../model/etcd-restore.js';
import { RESTORE_STAGE_DIR, STOPPED_MANIFESTS_DIR } from '../model/etcd-restore.js';
import { STATIC_POD_PATH } from '../model/kubeadm-paths.js';

/** What `etcd restore` will do, shown before it asks. */
export function renderEtcdRestorePlanText(plan: EtcdRestorePlan): string {
  const s = plan.snapshot;
  const hosts = plan.members.map((m) => `host[${m.host}]`).join(', ');
  const dataDir = plan.members[0]!.dataDir;
  return [
    `k8sform etcd restore replaces the data of every etcd member with ${s.file}`,
    `(revision ${s.revision}, ${s.bytes} bytes, sha256 ${s.sha256}).`,
    'Everything written to the cluster after the snapshot was taken is lost.',
    '',
    `  1. ${hosts}: upload the snapshot to ${RESTORE_STAGE_DIR} and restore it into ${dataDir}/.k8sform-restore with the etcdutl of the member's etcd image, as:`,
    ...plan.members.map((m) => `       ${m.host}: --name ${m.name} --initial-advertise-peer-urls ${m.peerURL} (${m.image})`),
    `     --initial-cluster ${plan.initialCluster} --initial-cluster-token ${plan.token}`,
    '     Nothing that runs is touched yet; a failure here leaves the cluster as it is.',
    `  2. ${hosts}: stop the static pods (their manifests moved from ${STATIC_POD_PATH} to ${STOPPED_MANIFESTS_DIR}) and wait until etcd, the apiserver, the controller-manager and the scheduler have stopped on every one.`,
    `  3. ${hosts}: swap the restored member in, keeping the data before it as ${dataDir}/${plan.keptAs}.`,
    `  4. ${hosts}: start the static pods again; wait until every member is healthy and every apiserver is ready.`,
    '',
  ].join('\n');
}

/** What `etcd restore` says once the control plane is back. */
export function renderEtcdRestoredText(plan: EtcdRestorePlan): string {
  return [
    `Restore complete! etcd holds ${plan.snapshot.file} (revision ${plan.snapshot.revision}) on ${plan.members.map((m) => `host[${m.host}]`).join(', ')}.`,
    `The data before the restore is kept as ${plan.members[0]!.dataDir}/${plan.keptAs} on each; remove it once the cluster is as it should be.`,
    'Run k8sform plan: it shows what differs from cluster.yaml now (what k8sform changed after the snapshot was taken).',
    '',
  ].join('\n');
}
