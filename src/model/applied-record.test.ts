import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileAddress, formatAddress } from './address.js';
import { nextAppliedRecord, parseAppliedRecord, sameRecord, type AppliedRecord } from './applied-record.js';
import type { Action, Change, FileState } from './plan.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const state = (digest: string): FileState => ({ digest, mode: 0o600, uid: 0, gid: 0, view: { kind: 'text', text: '' } });
const change = (host: string, path: string, action: Action, after?: string, before?: string): Change =>
  ({ addr: fileAddress(host, path), action, format: 'env', sensitive: false, reasons: [], dependsOn: [], ...(before ? { before: state(before) } : {}), ...(after ? { after: state(after) } : {}) });
const entry = (digest: string) => ({ digest, mode: 0o600, uid: 0, gid: 0 });

test('the next record: applied changes and no-ops of this host, deleted files dropped, what did not take effect left as it was', () => {
  const previous: AppliedRecord = { formatVersion: 1, configDigest: 'old', appliedAt: 'then', files: { '/kept': entry('k'), '/gone': entry('g'), '/failed': entry('f0') } };
  const changes = [
    change('cp-1', '/new', 'create', 'n'),
    change('cp-1', '/noop', 'noop', 'same', 'same'),
    change('cp-1', '/gone', 'delete', undefined, 'g'),
    change('cp-1', '/failed', 'update', 'f1', 'f0'),
    change('cp-2', '/other-host', 'create', 'o'),
  ];
  const done = new Set(['/new', '/gone'].map((p) => formatAddress(fileAddress('cp-1', p))));
  const next = nextAppliedRecord(previous, 'cp-1', changes, done, undefined, NOW);
  assert.deepEqual(next, { formatVersion: 1, appliedAt: NOW.toISOString(), files: { '/failed': entry('f0'), '/kept': entry('k'), '/new': entry('n'), '/noop': entry('same') } });
  assert.equal(nextAppliedRecord(previous, 'cp-1', changes, done, 'full', NOW).configDigest, 'full');
  assert.ok(sameRecord(next, { ...next, appliedAt: 'later' }), 'the time alone is no reason to write');
  assert.ok(!sameRecord(undefined, next) && !sameRecord(next, { ...next, configDigest: 'x' }));
});

test('a record that is not one (garbage, another version, wrong types) counts as none; a good one round-trips', () => {
  for (const bad of ['', 'null', '{', '{"formatVersion":2,"appliedAt":"t","files":{}}', '{"formatVersion":1,"files":{}}', '{"formatVersion":1,"appliedAt":"t","files":null}']) {
    assert.equal(parseAppliedRecord(Buffer.from(bad)), undefined, bad);
  }
  assert.equal(parseAppliedRecord(undefined), undefined);
  const good: AppliedRecord = { formatVersion: 1, configDigest: 'c', appliedAt: 't', files: { '/a': entry('a') } };
  assert.deepEqual(parseAppliedRecord(Buffer.from(JSON.stringify(good))), good);
  // An entry with a wrong type is dropped: that file then counts as not recorded.
  assert.deepEqual(parseAppliedRecord(Buffer.from('{"formatVersion":1,"appliedAt":"t","files":{"/a":{"digest":"a","mode":"0600","uid":0,"gid":0}}}'))?.files, {});
});
