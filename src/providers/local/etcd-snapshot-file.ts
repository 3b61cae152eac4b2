import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { UserError } from '../../errors.js';
import { EtcdSnapshotCheck } from '../../model/etcd-snapshot.js';
import { snapshotRevision } from '../../model/etcd-snapshot-revision.js';

/** A local etcd snapshot that checked out: whole, as etcdutl verifies it before a restore. */
export interface EtcdSnapshotFile {
  readonly file: string;
  readonly bytes: number;
  readonly sha256: string;
  /** The etcd revision it holds. */
  readonly revision: number;
}

const PIECE = 1 << 20;

/**
 * Reads a snapshot the user named, piece by piece (it may be gigabytes): a regular file (opened
 * without blocking, so a FIFO cannot hang k8sform) holding a bbolt database followed by its
 * sha256, as `etcdctl snapshot save` and `k8sform etcd snapshot` write it. Throws a UserError
 * naming the file otherwise.
 */
export function readEtcdSnapshotFile(path: string): EtcdSnapshotFile {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UserError(`${path}: cannot read the snapshot: ${code === 'ENOENT' ? 'no such file' : code ?? (e as Error).message}`);
  }
  try {
    if (!fstatSync(fd).isFile()) throw new UserError(`${path}: not a regular file`);
    const check = new EtcdSnapshotCheck();
    const piece = Buffer.alloc(PIECE);
    for (let at = 0, n; (n = readSync(fd, piece, 0, PIECE, at)) > 0; at += n) check.update(piece.subarray(0, n));
    const whole = check.finish();
    if ('problem' in whole) throw new UserError(`${path}: ${whole.problem}`);
    let revision: number;
    try {
      revision = snapshotRevision((offset, length) => {
        const buffer = Buffer.alloc(length);
        return buffer.subarray(0, readSync(fd, buffer, 0, length, offset));
      });
    } catch (e) {
      throw new UserError(`${path}: not a snapshot etcd can restore: ${(e as Error).message}`);
    }
    return { file: path, ...whole, revision };
  } finally {
    closeSync(fd);
  }
}
