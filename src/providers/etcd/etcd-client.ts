import { RemoteError } from '../../errors.js';
import type { EtcdMember } from '../../model/etcd-membership.js';
import { EtcdSnapshotCheck } from '../../model/etcd-snapshot.js';
import { STORED_PREFIX_BYTES, storedWithOf } from '../../model/encryption-at-rest.js';
import type { KubeClient } from '../kube-api/kube-client.js';

/** The stacked etcd members as k8sform reaches them: through the SSH connection to a control-plane host. */
export interface EtcdAccess {
  /** The member on a control plane of cluster.yaml, at its advertised client URL. */
  on(host: string): EtcdClient;
  /** The member serving `clientURL` (another host's), reached from `via`'s network. */
  at(clientURL: string, via: string): EtcdClient;
}

interface MemberJson { ID?: string | number; name?: string; peerURLs?: string[]; clientURLs?: string[]; isLearner?: boolean }

/**
 * etcd's v3 cluster API through its JSON gateway (served on the client port, the same TLS and
 * client-certificate authentication as gRPC): list, add as learner, promote, remove, status, snapshot. The
 * HTTPS client underneath is the one k8sform talks to the apiserver with, tunnelled the same way.
 */
export class EtcdClient {
  constructor(private readonly http: KubeClient, readonly endpoint: string) {}

  async members(): Promise<EtcdMember[]> {
    return membersOf(await this.http.create('/v3/cluster/member/list', {}));
  }

  /** Adds a member that replicates without voting, as kubeadm joins control planes; returns the new list. */
  async addLearner(peerURL: string): Promise<EtcdMember[]> {
    return membersOf(await this.http.create('/v3/cluster/member/add', { peerURLs: [peerURL], isLearner: true }));
  }

  /** Makes a learner a voting member; etcd refuses until it has caught up with the leader. */
  async promote(id: string): Promise<EtcdMember[]> {
    return membersOf(await this.http.create('/v3/cluster/member/promote', { ID: id }));
  }

  async remove(id: string): Promise<EtcdMember[]> {
    return membersOf(await this.http.create('/v3/cluster/member/remove', { ID: id }));
  }

  /**
   * A consistent snapshot of this member's database, as `etcdctl snapshot save` takes it (the
   * database, then its sha256): each piece goes to `onBytes` as it arrives. Once the stream ends it
   * is checked as `etcdutl snapshot restore` checks a snapshot; throws if it is not whole. Returns
   * its size and sha256, and the storage version etcd sends with it (3.6 and later). The messages
   * carry no revision: the database holds it.
   */
  async snapshot(onBytes: (bytes: Buffer) => Promise<void>): Promise<{ readonly version?: string; readonly bytes: number; readonly sha256: string }> {
    let messages = 0;
    let version: string | undefined;
    const check = new EtcdSnapshotCheck();
    await this.http.stream('/v3/maintenance/snapshot', {}, async (result) => {
      const m = (result ?? {}) as SnapshotMessage;
      messages++;
      version ||= m.version;
      if (!m.blob) return;
      const bytes = Buffer.from(m.blob, 'base64');
      check.update(bytes);
      await onBytes(bytes);
    });
    if (messages === 0) throw new RemoteError(`etcd ${this.endpoint}`, 'the snapshot stream ended without a message');
    const whole = check.finish();
    if ('problem' in whole) throw new RemoteError(`etcd ${this.endpoint}`, `the snapshot it sent is ${whole.problem}`);
    return version ? { version, ...whole } : whole;
  }

  /**
   * How each value under `prefix` is stored (see storedWithOf), given to `each` with its key, a page
   * at a time. etcd's range API returns whole values (it has no way to return part of one), so each
   * page is read and each value at once cut to its first bytes; no value leaves this method, and its
   * errors are etcd's own, which quote none.
   */
  async storedWith(prefix: string, each: (key: string, storedWith: string | undefined) => void): Promise<void> {
    const end = prefixEnd(Buffer.from(prefix)).toString('base64');
    let from = Buffer.from(prefix);
    for (;;) {
      const page = (await this.http.create('/v3/kv/range', { key: from.toString('base64'), range_end: end, limit: RANGE_PAGE })) as { kvs?: { key?: string; value?: string }[]; more?: boolean };
      const kvs = page.kvs ?? [];
      for (const kv of kvs) each(Buffer.from(kv.key ?? '', 'base64').toString('utf8'), storedWithOf(Buffer.from((kv.value ?? '').slice(0, PREFIX_BASE64_CHARS), 'base64')));
      if (!page.more || !kvs.length) return;
      from = Buffer.concat([Buffer.from(kvs.at(-1)!.key ?? '', 'base64'), Buffer.from([0])]);
    }
  }

  /** This endpoint's own member status: throws when it does not answer. */
  async status(): Promise<{ readonly leader: string; readonly isLearner: boolean }> {
    const r = (await this.http.create('/v3/maintenance/status', {})) as { leader?: string | number; isLearner?: boolean; errors?: string[] };
    if (r.errors?.length) throw new RemoteError(`etcd ${this.endpoint}`, r.errors.join('; '));
    return { leader: String(r.leader ?? '0'), isLearner: r.isLearner === true };
  }
}

/** Values per range request: Secrets may be up to 1 MiB each, and a page is held whole while it is read. */
const RANGE_PAGE = 100;
/** Base64 characters that hold a value's first STORED_PREFIX_BYTES. */
const PREFIX_BASE64_CHARS = Math.ceil(STORED_PREFIX_BYTES / 3) * 4;

/** The first key after every key that starts with `prefix`, as etcd's clients compute a prefix's range end. */
function prefixEnd(prefix: Buffer): Buffer {
  const end = Buffer.from(prefix);
  for (let i = end.length - 1; i >= 0; i--) {
    if (end[i]! < 0xff) {
      end[i] = end[i]! + 1;
      return end.subarray(0, i + 1);
    }
  }
  return Buffer.from([0]);
}

interface SnapshotMessage {
  blob?: string;
  version?: string;
}

function membersOf(body: unknown): EtcdMember[] {
  const members = (body as { members?: MemberJson[] } | undefined)?.members ?? [];
  return members.map((m) => ({
    id: String(m.ID ?? '0'),
    name: m.name ?? '',
    peerURLs: m.peerURLs ?? [],
    clientURLs: m.clientURLs ?? [],
    isLearner: m.isLearner === true,
  }));
}
