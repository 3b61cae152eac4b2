import type { Cluster } from './cluster.js';
import { controlPlaneHosts } from './cluster.js';
import { etcdPeerURL } from './etcd-membership.js';
import { BACKUP_ROOT } from './kubeadm-paths.js';
import { K8SFORM_HOST_DIR } from './k8sform-host-dir.js';

/** One member as `etcdutl snapshot restore` recreates it: the name and peer URL its manifest gives it. */
export interface RestoredMember {
  readonly host: string;
  readonly name: string;
  readonly peerURL: string;
  /** The member's data directory (spec.etcd.local.dataDir). */
  readonly dataDir: string;
  /** The etcd image its manifest runs, whose etcdutl restores it. */
  readonly image: string;
}

/** What `k8sform etcd restore` will do, shown before it asks. */
export interface EtcdRestorePlan {
  /** The local snapshot, as checked. */
  readonly snapshot: { readonly file: string; readonly bytes: number; readonly sha256: string; readonly revision: number };
  readonly members: readonly RestoredMember[];
  /** --initial-cluster: every member, as the manifests list them. */
  readonly initialCluster: string;
  /** A new cluster token, so the restored members never join with a member of the old cluster. */
  readonly token: string;
  /** The name the data before the restore keeps, beside the restored `member` in each data directory. */
  readonly keptAs: string;
}

/** Where the restore keeps the control planes' static pod manifests while they are stopped. */
export const STOPPED_MANIFESTS_DIR = `${BACKUP_ROOT}/k8sform-restore-stopped-manifests`;
/** Where the snapshot is uploaded to on each control plane, and removed from once restored (0700, root's). */
export const RESTORE_STAGE_DIR = `${K8SFORM_HOST_DIR}/etcd-restore`;

/** `20261128T120102Z`: names what one restore leaves behind. */
export const restoreStamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/**
 * The restore of every control plane's member from one snapshot, as etcd's disaster-recovery
 * procedure does it: the same member names and peer URLs, a new cluster token. `images` is the
 * etcd image each control plane's manifest runs.
 */
export function etcdRestorePlan(cluster: Cluster, images: ReadonlyMap<string, string>, snapshot: EtcdRestorePlan['snapshot'], now: Date): EtcdRestorePlan {
  if (cluster.etcd.mode !== 'local') throw new Error('etcd restore needs the stacked etcd');
  const dataDir = cluster.etcd.dataDir;
  const members = controlPlaneHosts(cluster).map((h) => ({ host: h.name, name: h.name, peerURL: etcdPeerURL(h), dataDir, image: images.get(h.name)! }));
  const stamp = restoreStamp(now);
  return {
    snapshot,
    members,
    initialCluster: members.map((m) => `${m.name}=${m.peerURL}`).join(','),
    token: `k8sform-restore-${stamp}`,
    keptAs: `member.before-restore-${stamp}`,
  };
}
