/** Reads `length` bytes of a snapshot file at `offset` (fewer at its end). */
export type ReadAt = (offset: number, length: number) => Buffer;

// bbolt's on-disk layout (go.etcd.io/bbolt): every page starts with a 16-byte header (id u64, flags
// u16, count u16, overflow u32); pages 0 and 1 are meta pages; branch and leaf elements are 16 bytes
// each, with their keys at an offset from the element.
const PAGE_HEADER = 16;
const ELEMENT = 16;
const BRANCH = 0x01;
const LEAF = 0x02;
const META = 0x04;
const BUCKET_LEAF = 0x01;
const META_SIZE = 64;
const MAGIC = 0xed0cdaed;
const DEFAULT_PAGE_SIZE = 4096;
/** etcd's bucket of revisions: keys are the main revision (u64, big-endian), `_`, the sub revision. */
const KEY_BUCKET = Buffer.from('key');

/**
 * The revision an etcd snapshot holds: the last key of its `key` bucket, as `etcdutl snapshot
 * status` reports it. A snapshot's stream carries no header with it, so it is read from the
 * database. Throws an Error saying what is wrong when the file is not a bbolt database etcd wrote.
 */
export function snapshotRevision(read: ReadAt): number {
  const meta = currentMeta(read);
  const page = (id: bigint) => readPage(read, meta, id);
  const bucket = findBucket(page(meta.root), page, KEY_BUCKET);
  if (!bucket) throw new Error('its database has no key bucket');
  const last = lastKey(bucket, page);
  return last === undefined ? 0 : Number(last.readBigUInt64BE(0));
}

interface Meta {
  readonly size: number;
  readonly root: bigint;
}

/** The page size and root bucket of the newer valid meta page (bbolt writes them in turn). */
function currentMeta(read: ReadAt): Meta {
  const first = meta(read(0, PAGE_HEADER + META_SIZE));
  // Where meta 0 cannot be read, the page size is taken to be the system's, as bbolt does.
  const second = meta(read(first?.size ?? DEFAULT_PAGE_SIZE, PAGE_HEADER + META_SIZE));
  const chosen = [first, second].filter((m): m is NonNullable<typeof m> => m !== undefined).sort((a, b) => (a.txid > b.txid ? -1 : 1))[0];
  if (!chosen) throw new Error('not a bbolt database (no valid meta page)');
  return chosen;
}

function meta(b: Buffer): (Meta & { readonly txid: bigint }) | undefined {
  if (b.length < PAGE_HEADER + META_SIZE || !(b.readUInt16LE(8) & META)) return undefined;
  const m = b.subarray(PAGE_HEADER);
  if (m.readUInt32LE(0) !== MAGIC || fnv64a(m.subarray(0, 56)) !== m.readBigUInt64LE(56)) return undefined;
  return { size: m.readUInt32LE(8), root: m.readBigUInt64LE(16), txid: m.readBigUInt64LE(48) };
}

function readPage(read: ReadAt, meta: Meta, id: bigint): Buffer {
  const at = Number(id) * meta.size;
  const header = read(at, PAGE_HEADER);
  if (header.length < PAGE_HEADER || header.readBigUInt64LE(0) !== id) throw new Error(`its database is cut short or corrupted (page ${id})`);
  return read(at, (header.readUInt32LE(12) + 1) * meta.size);
}

/** The page of the bucket named `name` in the bucket whose root page is `root` (inline buckets included). */
function findBucket(root: Buffer, page: (id: bigint) => Buffer, name: Buffer): Buffer | undefined {
  let p = root;
  for (;;) {
    const flags = p.readUInt16LE(8);
    const count = p.readUInt16LE(10);
    if (flags & BRANCH) {
      let child: bigint | undefined;
      for (let i = 0; i < count && Buffer.compare(elementKey(p, i), name) <= 0; i++) child = p.readBigUInt64LE(PAGE_HEADER + i * ELEMENT + 8);
      if (child === undefined) return undefined;
      p = page(child);
      continue;
    }
    if (!(flags & LEAF)) throw new Error('its database is corrupted (a bucket page that is neither branch nor leaf)');
    for (let i = 0; i < count; i++) {
      const e = PAGE_HEADER + i * ELEMENT;
      if (!(p.readUInt32LE(e) & BUCKET_LEAF) || !elementKey(p, i).equals(name)) continue;
      const value = p.subarray(e + p.readUInt32LE(e + 4) + p.readUInt32LE(e + 8), e + p.readUInt32LE(e + 4) + p.readUInt32LE(e + 8) + p.readUInt32LE(e + 12));
      const rootId = value.readBigUInt64LE(0);
      // A bucket small enough is stored inline: its page follows its header in the value.
      return rootId === 0n ? value.subarray(16) : page(rootId);
    }
    return undefined;
  }
}

/** The greatest key of a bucket: the last element of its rightmost leaf. */
function lastKey(root: Buffer, page: (id: bigint) => Buffer): Buffer | undefined {
  let p = root;
  for (;;) {
    const count = p.readUInt16LE(10);
    if (count === 0) return undefined;
    if (p.readUInt16LE(8) & BRANCH) p = page(p.readBigUInt64LE(PAGE_HEADER + (count - 1) * ELEMENT + 8));
    else return elementKey(p, count - 1);
  }
}

/** Element i's key: branch elements (pos, ksize, pgid) and leaf ones (flags, pos, ksize, vsize) differ. */
function elementKey(p: Buffer, i: number): Buffer {
  const e = PAGE_HEADER + i * ELEMENT;
  const [pos, size] = p.readUInt16LE(8) & BRANCH ? [p.readUInt32LE(e), p.readUInt32LE(e + 4)] : [p.readUInt32LE(e + 4), p.readUInt32LE(e + 8)];
  return p.subarray(e + pos, e + pos + size);
}

/** FNV-1a, 64 bits: bbolt's checksum of a meta page. */
function fnv64a(b: Buffer): bigint {
  let h = 0xcbf29ce484222325n;
  for (const byte of b) h = BigInt.asUintN(64, (h ^ BigInt(byte)) * 0x100000001b3n);
  return h;
}
