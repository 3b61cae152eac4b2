import type { LoadedCluster } from '../model/loaded-cluster.js';
import { controlPlaneHosts } from '../model/cluster.js';
import { manifestPath } from '../model/kubeadm-paths.js';
import type { EtcdSnapshotSaved } from '../model/etcd-snapshot.js';
import { snapshotRevision, type ReadAt } from '../model/etcd-snapshot-revision.js';
import { RemoteError, UserError } from '../errors.js';
import type { EtcdClient } from '../providers/etcd/etcd-client.js';
import { openOutputFile, refuseTakenOutput } from '../providers/local/output-file.js';
import { systemKeySource, type KeySource } from '../render/pki/key-source.js';
import { controlPlaneMaterial } from './control-plane-material.js';
import { etcdAccess } from './etcd-access.js';
import { observeEtcd } from './observe-etcd.js';
import { etcdSnapshotSource } from '../model/etcd-snapshot-source.js';
import { runCA } from './run-ca.js';
import type { Session } from './session.js';

export interface SnapshotOptions {
  /** The local file written (0600). */
  readonly out: string;
  /** Replace a file already there. */
  readonly overwrite: boolean;
  readonly keys?: KeySource;
}

/**
 * A consistent snapshot of the stacked etcd, saved to a local file: taken from the member of the
 * first control plane (in cluster.yaml's order) that is a healthy voting member, through the SSH
 * connection to that host, with a client certificate the etcd CA signs for this run. The stream
 * is checked as etcdutl checks a snapshot on restore before the file appears under its name.
 * `session` needs connections to the control planes only.
 */
export async function saveEtcdSnapshot(loaded: LoadedCluster, session: Session, now: Date, opts: SnapshotOptions): Promise<EtcdSnapshotSaved> {
  const { cluster } = loaded;
  refuseSnapshotInput(loaded, opts);
  const { material, hosts } = await controlPlaneMaterial(loaded, session, now);
  const ca = runCA(material, 'etcd-ca', now);
  const running = controlPlaneHosts(cluster).filter((h) => hosts.get(h.name)?.files.get(manifestPath('etcd'))?.exists);
  if (!ca || running.length === 0) throw new RemoteError('', 'no control plane runs etcd yet (no etcd CA or etcd manifest on any): there is nothing to snapshot before the first apply');
  const access = etcdAccess(cluster, ca, session, now, opts.keys ?? systemKeySource);
  const { host: chosen, member } = etcdSnapshotSource(running, (await observeEtcd(access, running))!.seen);
  const client = access.on(chosen.name);
  const { revision, version, bytes, sha256 } = await streamTo(client, opts);
  return { file: opts.out, host: chosen.name, endpoint: member.clientURLs[0] ?? client.endpoint, revision, ...(version ? { etcdVersion: version } : {}), bytes, sha256 };
}

/**
 * What stops a snapshot before any host is connected to: external etcd (not k8sform's to read), an
 * output path that is taken (without `overwrite`) or is not a regular file.
 */
export function refuseSnapshotInput(loaded: LoadedCluster, opts: Pick<SnapshotOptions, 'out' | 'overwrite'>): void {
  if (loaded.cluster.etcd.mode !== 'local') {
    throw new UserError(`${loaded.locateField(['spec', 'etcd', 'external'])}: etcd is external: k8sform snapshots the stacked etcd of the control planes; snapshot an external etcd with its own tools (etcdctl snapshot save)`);
  }
  refuseTakenOutput(opts.out, opts.overwrite);
}

function revisionOf(read: ReadAt, client: EtcdClient): number {
  try {
    return snapshotRevision(read);
  } catch (e) {
    throw new RemoteError(`etcd ${client.endpoint}`, `the snapshot it sent is not one etcd can restore: ${(e as Error).message}`);
  }
}

/** The snapshot into the output file, which appears only once the whole stream checks out. */
async function streamTo(client: EtcdClient, opts: SnapshotOptions) {
  const out = await openOutputFile(opts.out, { overwrite: opts.overwrite, mode: 0o600, what: 'the etcd snapshot' });
  try {
    const taken = await client.snapshot((bytes) => out.write(bytes));
    const revision = revisionOf(out.read, client);
    await out.commit();
    return { ...taken, revision };
  } catch (e) {
    await out.discard();
    throw e;
  }
}
