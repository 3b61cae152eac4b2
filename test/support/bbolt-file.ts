import { createHash } from 'node:crypto';

/**
 * bbolt files built byte by byte from bbolt's layout (go.etcd.io/bbolt: page headers, meta pages
 * with their FNV-1a checksum, branch and leaf elements), for tests of code that reads etcd
 * snapshots without a real etcd.
 */

export const PAGE = 4096;

/** FNV-1a 64, written here from its definition (offset basis, prime) to check bbolt's meta checksum independently. */
function fnv(b: Buffer): bigint {
  let h = 14695981039346656037n;
  for (const x of b) h = ((h ^ BigInt(x)) * 1099511628211n) % 2n ** 64n;
  return h;
}

export function meta(id: number, root: number, txid: number, opts: { corrupt?: boolean } = {}): Buffer {
  const p = Buffer.alloc(PAGE);
  p.writeBigUInt64LE(BigInt(id), 0);
  p.writeUInt16LE(0x04, 8);
  const m = p.subarray(16);
  m.writeUInt32LE(0xed0cdaed, 0);
  m.writeUInt32LE(2, 4);
  m.writeUInt32LE(PAGE, 8);
  m.writeBigUInt64LE(BigInt(root), 16);
  m.writeBigUInt64LE(BigInt(txid), 48);
  m.writeBigUInt64LE(fnv(m.subarray(0, 56)) + (opts.corrupt ? 1n : 0n), 56);
  return p;
}

export type Entry = { key: Buffer; value?: Buffer; bucket?: boolean };

/** A leaf page (or, without an id, the inline page of a bucket) with its elements in order. */
export function leaf(id: number, entries: Entry[], inline = false): Buffer {
  const p = Buffer.alloc(PAGE);
  p.writeBigUInt64LE(BigInt(id), 0);
  p.writeUInt16LE(0x02, 8);
  p.writeUInt16LE(entries.length, 10);
  let data = 16 + 16 * entries.length;
  entries.forEach((e, i) => {
    const at = 16 + 16 * i;
    const value = e.value ?? Buffer.alloc(0);
    p.writeUInt32LE(e.bucket ? 1 : 0, at);
    p.writeUInt32LE(data - at, at + 4);
    p.writeUInt32LE(e.key.length, at + 8);
    p.writeUInt32LE(value.length, at + 12);
    e.key.copy(p, data);
    value.copy(p, data + e.key.length);
    data += e.key.length + value.length;
  });
  return inline ? p.subarray(0, data) : p;
}

export function branch(id: number, children: { key: Buffer; page: number }[]): Buffer {
  const p = Buffer.alloc(PAGE);
  p.writeBigUInt64LE(BigInt(id), 0);
  p.writeUInt16LE(0x01, 8);
  p.writeUInt16LE(children.length, 10);
  let data = 16 + 16 * children.length;
  children.forEach((c, i) => {
    const at = 16 + 16 * i;
    p.writeUInt32LE(data - at, at);
    p.writeUInt32LE(c.key.length, at + 4);
    p.writeBigUInt64LE(BigInt(c.page), at + 8);
    c.key.copy(p, data);
    data += c.key.length;
  });
  return p;
}

/** etcd's revision key: main and sub revision, big-endian, joined by `_`. */
export function revisionKey(main: number, sub = 0): Buffer {
  const k = Buffer.alloc(17);
  k.writeBigUInt64BE(BigInt(main), 0);
  k.write('_', 8);
  k.writeBigUInt64BE(BigInt(sub), 9);
  return k;
}

export function bucketValue(root: number, inline?: Buffer): Buffer {
  const v = Buffer.alloc(16);
  v.writeBigUInt64LE(BigInt(root), 0);
  return inline ? Buffer.concat([v, inline]) : v;
}

export const readerOf = (file: Buffer) => (offset: number, length: number) => file.subarray(offset, offset + length);

/** meta 0, meta 1, root leaf (2) naming the key bucket at page 3, a branch over leaves 4 and 5. */
export function database(opts: { metas?: Buffer[] } = {}): Buffer {
  const metas = opts.metas ?? [meta(0, 2, 6), meta(1, 2, 7)];
  const root = leaf(2, [
    { key: Buffer.from('alarm'), bucket: true, value: bucketValue(0, leaf(0, [], true)) },
    { key: Buffer.from('key'), bucket: true, value: bucketValue(3) },
    { key: Buffer.from('meta'), bucket: true, value: bucketValue(0, leaf(0, [{ key: Buffer.from('consistent_index'), value: Buffer.alloc(8) }], true)) },
  ]);
  const keys = branch(3, [{ key: revisionKey(1), page: 4 }, { key: revisionKey(40), page: 5 }]);
  return Buffer.concat([...metas, root, keys, leaf(4, [{ key: revisionKey(1), value: Buffer.from('a') }, { key: revisionKey(2), value: Buffer.from('b') }]), leaf(5, [{ key: revisionKey(40), value: Buffer.from('c') }, { key: revisionKey(576, 1), value: Buffer.from('d') }])]);
}

/** A snapshot as etcd streams it: the database, then its sha256. */
export const snapshotOf = (db: Buffer) => Buffer.concat([db, createHash('sha256').update(db).digest()]);

