import type { Cluster, Host } from '../model/cluster.js';
import { controlPlaneHosts } from '../model/cluster.js';
import { etcdPeerURL, hasPeerURL, memberName, type EtcdSeen } from '../model/etcd-membership.js';
import type { EtcdBootstrap } from '../render/static-pods/etcd.js';
import { manifestFlags } from '../state/manifest-flags.js';
import type { ObservedFile } from '../state/observe-host.js';
import { manifestPath } from '../model/kubeadm-paths.js';

type HostFiles = ReadonlyMap<string, ReadonlyMap<string, ObservedFile>>;

/**
 * How each control plane's etcd member is to start. etcd reads --initial-cluster and
 * --initial-cluster-state only when its data directory is empty, so:
 * - a host whose etcd manifest exists keeps the values it has (rewriting them would restart the
 *   member for nothing; kubeadm's own upgrades likewise leave a running member as it is);
 * - a host joining a running cluster lists the members there are, the hosts joining before it
 *   (in cluster.yaml order, as apply adds them) and itself, with `existing`, as kubeadm join writes it;
 * - otherwise (a brand-new cluster) it is absent: every control plane bootstraps together.
 * Pure: from the manifests and member list read.
 */
export function etcdBootstrap(cluster: Cluster, files: HostFiles, etcd: EtcdSeen | undefined): Map<string, EtcdBootstrap> {
  const out = new Map<string, EtcdBootstrap>();
  if (cluster.etcd.mode !== 'local') return out;
  const entry = (name: string, peerURL: string) => `${name}=${peerURL}`;
  const joined: string[] = (etcd?.members ?? []).map((m) => entry(memberName(m), m.peerURLs[0] ?? ''));
  for (const h of controlPlaneHosts(cluster)) {
    const kept = runningBootstrap(files.get(h.name)?.get(manifestPath('etcd')));
    if (kept) {
      out.set(h.name, kept);
    } else if (joinsRunningCluster(h, etcd)) {
      joined.push(entry(h.name, etcdPeerURL(h)));
      out.set(h.name, { initialCluster: joined.join(','), initialClusterState: 'existing' });
    }
  }
  return out;
}

/** A control plane that is not a member of the etcd cluster read (no cluster read: none joins). */
export function joinsRunningCluster(host: Host, etcd: EtcdSeen | undefined): boolean {
  return etcd?.members !== undefined && !etcd.members.some((m) => hasPeerURL(m, etcdPeerURL(host)));
}

function runningBootstrap(manifest: ObservedFile | undefined): EtcdBootstrap | undefined {
  if (!manifest?.exists || !manifest.content) return undefined;
  const flags = manifestFlags(manifest.content.toString('utf8'));
  const initialCluster = flags?.get('initial-cluster');
  if (initialCluster === undefined) return undefined;
  const state = flags!.get('initial-cluster-state');
  return { initialCluster, ...(state === 'new' || state === 'existing' ? { initialClusterState: state } : {}) };
}
