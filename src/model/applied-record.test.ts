import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileAddress, formatAddress, objectAddress } from './address.js';
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

test('a control plane\'s record keeps, by object, the wish cluster.yaml made when each object was applied or already so; workers record none', () => {
  const object = (name: string, action: Action): Change => ({ addr: objectAddress('v1', 'ConfigMap', name, 'kube-system'), action, format: 'object', sensitive: false, reasons: [], dependsOn: [] });
  const previous: AppliedRecord = { formatVersion: 1, appliedAt: 'then', files: {}, objects: { 'v1/ConfigMap/kube-system/failed': 'f0', 'v1/ConfigMap/kube-system/dropped': 'd0', 'v1/ConfigMap/kube-system/untouched': 'u0' } };
  const changes = [object('created', 'create'), object('same', 'noop'), object('failed', 'update'), object('dropped', 'delete')];
  const done = new Set(['created', 'dropped'].map((n) => formatAddress(objectAddress('v1', 'ConfigMap', n, 'kube-system'))));
  const intents = new Map([['created', 'c1'], ['same', 's1'], ['failed', 'f1']].map(([n, d]) => [`v1/ConfigMap/kube-system/${n}`, d!]));
  const next = nextAppliedRecord(previous, 'cp-1', changes, done, undefined, NOW, intents);
  assert.deepEqual(next.objects, { 'v1/ConfigMap/kube-system/created': 'c1', 'v1/ConfigMap/kube-system/failed': 'f0', 'v1/ConfigMap/kube-system/same': 's1', 'v1/ConfigMap/kube-system/untouched': 'u0' });
  assert.ok(!sameRecord(previous, next) && !sameRecord(next, { ...next, objects: {} }));
  assert.equal(nextAppliedRecord(undefined, 'worker-1', changes, done, undefined, NOW).objects, undefined, 'no intents given, none recorded');
  assert.deepEqual(parseAppliedRecord(Buffer.from(JSON.stringify(next))), next);
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
