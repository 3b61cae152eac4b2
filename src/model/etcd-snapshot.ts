import { createHash, type Hash } from 'node:crypto';
import { K8SFORM_HOST_DIR } from './k8sform-host-dir.js';

/** What `etcd snapshot` saved: where from, how much, and the digest a restore checks it by. */
export interface EtcdSnapshotSaved {
  readonly file: string;
  /** The control plane whose member sent it, and that member's client URL. */
  readonly host: string;
  readonly endpoint: string;
  /** The etcd revision the snapshot holds. */
  readonly revision: number;
  /** The storage version etcd reports with the snapshot (3.6+), e.g. 3.6.0. */
  readonly etcdVersion?: string;
  readonly bytes: number;
  /** sha256 of the whole file, as `sha256sum` prints it. */
  readonly sha256: string;
}

/** Length of the sha256 etcd appends to the database in a snapshot (etcdutl checks it on restore). */
const TRAILER = 32;
/** bbolt's meta page starts with a 16-byte page header, then this magic number (little-endian on the architectures Kubernetes ships). */
const BOLT_MAGIC = 0xed0cdaed;
const BOLT_MAGIC_OFFSET = 16;

/**
 * Checks a snapshot as it streams by: a bbolt database followed by the sha256 of the database,
 * which is what etcd's Maintenance.Snapshot sends and `etcdutl snapshot restore` verifies. Also
 * digests the whole stream, which is the file's sha256.
 */
export class EtcdSnapshotCheck {
  private readonly whole: Hash = createHash('sha256');
  private readonly database: Hash = createHash('sha256');
  private head = Buffer.alloc(0);
  /** The last TRAILER bytes seen: the database's digest if the stream ends here. */
  private tail = Buffer.alloc(0);
  private count = 0;

  update(chunk: Buffer): void {
    this.whole.update(chunk);
    this.count += chunk.length;
    if (this.head.length < BOLT_MAGIC_OFFSET + 4) this.head = Buffer.concat([this.head, chunk.subarray(0, BOLT_MAGIC_OFFSET + 4 - this.head.length)]);
    const joined = Buffer.concat([this.tail, chunk]);
    const cut = Math.max(0, joined.length - TRAILER);
    this.database.update(joined.subarray(0, cut));
    this.tail = joined.subarray(cut);
  }

  /** The file's size and sha256, or why the stream is not a whole etcd snapshot. */
  finish(): { readonly bytes: number; readonly sha256: string } | { readonly problem: string } {
    if (this.head.length < BOLT_MAGIC_OFFSET + 4 || this.head.readUInt32LE(BOLT_MAGIC_OFFSET) !== BOLT_MAGIC) return { problem: 'not an etcd snapshot (no bbolt database at its start)' };
    if (this.tail.length < TRAILER || !this.database.digest().equals(this.tail)) return { problem: 'its database does not match the sha256 at its end (cut short or corrupted)' };
    return { bytes: this.count, sha256: this.whole.digest('hex') };
  }
}

/** Where apply keeps the snapshots it takes before steps that change etcd, on the control plane that holds them (0700, root's). */
export const ETCD_SNAPSHOT_DIR = `${K8SFORM_HOST_DIR}/etcd-snapshots`;
