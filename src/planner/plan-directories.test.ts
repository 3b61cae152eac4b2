import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dirAddress, formatAddress } from '../model/address.js';
import type { Desired, DesiredDirectory } from '../model/desired.js';
import { ABSENT, directoryDigest, type ObservedDirectory } from '../state/observe-host.js';
import { planDirectories } from './plan-directories.js';

const want: Desired<DesiredDirectory> = { addr: dirAddress('cp-1', '/var/lib/etcd'), spec: { kind: 'dir', host: 'cp-1', path: '/var/lib/etcd', mode: 0o700, owner: { uid: 0, gid: 0 } }, dependsOn: [] };
const seen = (o: Partial<ObservedDirectory>): Map<string, ObservedDirectory> => new Map([[formatAddress(want.addr), { host: 'cp-1', path: '/var/lib/etcd', exists: true, digest: ABSENT, ...o }]]);
const dir = (mode: number, uid = 0, gid = 0) => seen({ mode, uid, gid, digest: directoryDigest(mode, uid, gid) });

test('a missing etcd data directory is created 0700 root:root', () => {
  const [c] = planDirectories([want], seen({ exists: false }));
  assert.equal(c!.action, 'create');
  assert.equal(c!.before, undefined);
  assert.deepEqual(c!.after, { digest: 'directory:0700:0:0', mode: 0o700, uid: 0, gid: 0, view: { kind: 'directory' } });
  assert.deepEqual(c!.reasons, [{ code: 'missing', detail: '/var/lib/etcd does not exist' }]);
  assert.equal(c!.format, 'directory');
});

test('another mode or owner is updated in place, reported as file modes are; the right one is a noop', () => {
  const [loose] = planDirectories([want], dir(0o755));
  assert.equal(loose!.action, 'update');
  assert.deepEqual(loose!.reasons, [{ code: 'mode', detail: '0755 → 0700' }]);
  assert.equal(loose!.before!.digest, 'directory:0755:0:0');
  const [owned] = planDirectories([want], dir(0o700, 999, 999));
  assert.deepEqual(owned!.reasons, [{ code: 'owner', detail: '999:999 → 0:0' }]);
  const [same] = planDirectories([want], dir(0o700));
  assert.equal(same!.action, 'noop');
  assert.deepEqual(same!.after, same!.before);
});

test('a directory no longer desired is not planned at all: never deleted', () => {
  assert.deepEqual(planDirectories([], dir(0o700)), []);
});

test('a link or a file at the directory path is refused in one located line, never followed', () => {
  assert.throws(() => planDirectories([want], seen({ digest: 'not-a-directory', notDirectory: { what: 'a symbolic link to /srv/etcd', linkTarget: '/srv/etcd' } })),
    /^RemoteError: host\[cp-1\]\.dir\[\/var\/lib\/etcd\]: is a symbolic link to \/srv\/etcd; k8sform never follows a link/);
  assert.throws(() => planDirectories([want], seen({ digest: 'not-a-directory', notDirectory: { what: 'a regular file' } })),
    (e: Error) => e.message === 'host[cp-1].dir[/var/lib/etcd]: is a regular file, not a directory; k8sform will not replace it: move it away by hand, then plan again');
});
