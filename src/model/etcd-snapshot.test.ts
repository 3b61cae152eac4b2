import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { EtcdSnapshotCheck } from './etcd-snapshot.js';
import { snapshotRevision } from './etcd-snapshot-revision.js';
import { bucketValue, database, leaf, meta, PAGE, readerOf, revisionKey, snapshotOf } from '../../test/support/bbolt-file.js';

test('the revision of a snapshot is the last key of its key bucket, through branch pages', () => {
  assert.equal(snapshotRevision(readerOf(database())), 576);
});

test('a key bucket stored inline in its parent is read from there', () => {
  const root = leaf(2, [{ key: Buffer.from('key'), bucket: true, value: bucketValue(0, leaf(0, [{ key: revisionKey(9), value: Buffer.from('x') }], true)) }]);
  assert.equal(snapshotRevision(readerOf(Buffer.concat([meta(0, 2, 1), meta(1, 2, 2), root]))), 9);
  const empty = leaf(2, [{ key: Buffer.from('key'), bucket: true, value: bucketValue(0, leaf(0, [], true)) }]);
  assert.equal(snapshotRevision(readerOf(Buffer.concat([meta(0, 2, 1), meta(1, 2, 2), empty]))), 0);
});

test('the newer meta page decides, and one whose checksum fails is passed over', () => {
  // The newer meta (txid 9) points at page 2, the older one at a page that is not there.
  assert.equal(snapshotRevision(readerOf(database({ metas: [meta(0, 2, 9), meta(1, 99, 3)] }))), 576);
  assert.equal(snapshotRevision(readerOf(database({ metas: [meta(0, 99, 9, { corrupt: true }), meta(1, 2, 3)] }))), 576);
  assert.throws(() => snapshotRevision(readerOf(database({ metas: [meta(0, 2, 9, { corrupt: true }), meta(1, 2, 3, { corrupt: true })] }))), /not a bbolt database \(no valid meta page\)/);
});

test('a database without a key bucket, cut short, or not bbolt at all is refused with what is wrong', () => {
  const noKeys = Buffer.concat([meta(0, 2, 1), meta(1, 2, 2), leaf(2, [{ key: Buffer.from('meta'), bucket: true, value: bucketValue(0, leaf(0, [], true)) }])]);
  assert.throws(() => snapshotRevision(readerOf(noKeys)), /has no key bucket/);
  assert.throws(() => snapshotRevision(readerOf(database().subarray(0, 5 * PAGE))), /cut short or corrupted \(page 5\)/);
  assert.throws(() => snapshotRevision(readerOf(Buffer.from('{"not":"a database"}'))), /not a bbolt database/);
});

test('a snapshot streamed in pieces of any size checks out, and its sha256 is the whole file\'s', () => {
  const file = snapshotOf(database());
  for (const piece of [1, 31, 32, 33, 4096, 43_690, file.length]) {
    const check = new EtcdSnapshotCheck();
    for (let at = 0; at < file.length; at += piece) check.update(file.subarray(at, at + piece));
    assert.deepEqual(check.finish(), { bytes: file.length, sha256: createHash('sha256').update(file).digest('hex') }, `pieces of ${piece}`);
  }
});

test('a stream cut short, altered, or not a bbolt database is reported', () => {
  const file = snapshotOf(database());
  const finish = (bytes: Buffer) => {
    const check = new EtcdSnapshotCheck();
    check.update(bytes);
    return check.finish();
  };
  assert.deepEqual(finish(file.subarray(0, file.length - 100)), { problem: 'its database does not match the sha256 at its end (cut short or corrupted)' });
  const altered = Buffer.from(file);
  altered[3 * PAGE + 100] ^= 1;
  assert.deepEqual(finish(altered), { problem: 'its database does not match the sha256 at its end (cut short or corrupted)' });
  assert.deepEqual(finish(snapshotOf(Buffer.from('SQLite format 3\0 and more bytes'))), { problem: 'not an etcd snapshot (no bbolt database at its start)' });
  assert.deepEqual(finish(Buffer.alloc(0)), { problem: 'not an etcd snapshot (no bbolt database at its start)' });
});
