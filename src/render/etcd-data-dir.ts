import type { Cluster, Host } from '../model/cluster.js';
import { dirAddress } from '../model/address.js';
import type { Desired, DesiredDirectory } from '../model/desired.js';

/** etcd's own recommendation for its data directory (fileutil.PrivateDirMode). */
export const ETCD_DATA_DIR_MODE = 0o700;

/**
 * The etcd data directory of a control plane with local etcd, root's and 0700: it holds the whole
 * cluster state, every Secret included.
 *
 * kubeadm (v1.34, `etcdutil.CreateDataDirectory`, called by the init etcd phase and by
 * control-plane join before the etcd manifest is written) runs `os.MkdirAll(dataDir, 0700)`:
 * a new directory is 0700, an existing one keeps its mode. `kubeadm upgrade` only copies the
 * directory for its backup (`cp -r`), and etcd (`fileutil.TouchDirAll`) only warns when an existing
 * one is not 0700. Without this directory the kubelet's hostPath `DirectoryOrCreate` would make it
 * 0755. k8sform declares it instead, so plan shows it and apply makes it before the manifest,
 * and it also brings an existing directory back to 0700 (etcd's warning, as a change to review).
 * Only the directory itself is managed: its contents are etcd's, and it is never deleted.
 */
export function renderEtcdDataDir(cluster: Cluster, host: Host): Desired<DesiredDirectory>[] {
  if (cluster.etcd.mode !== 'local' || host.role !== 'control-plane') return [];
  const path = cluster.etcd.dataDir;
  return [{ addr: dirAddress(host.name, path), spec: { kind: 'dir', host: host.name, path, mode: ETCD_DATA_DIR_MODE, owner: { uid: 0, gid: 0 } }, dependsOn: [] }];
}
