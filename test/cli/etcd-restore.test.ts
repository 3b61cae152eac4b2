import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { k8sform, oneLineRefusal } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';
import { database, snapshotOf } from '../support/bbolt-file.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-etcd-restore-'));
after(() => rmSync(work, { recursive: true, force: true }));

// The restore itself, of real etcd members over SSH, is proven on the lab's nodes
// (test/lab/cluster-proof.test.ts); these are the refusals and a restore that cannot start.

const snapshot = join(work, 'etcd.db');
writeFileSync(snapshot, snapshotOf(database()), { mode: 0o600 });

test('etcd restore of external etcd is refused at spec.etcd.external before the file is read or any host connected to', async () => {
  const r = await k8sform(['etcd', 'restore', '--from', join(work, 'missing.db')], repoPath('examples/clusters/external-etcd'));
  assert.equal(oneLineRefusal(r, 'external etcd'), 'cluster.yaml:14:7: spec.etcd.external: etcd is external: k8sform restores the stacked etcd of the control planes; restore an external etcd with its own tools (etcdutl snapshot restore)');
});

test('a file that is missing, not a regular file, not a snapshot, or cut short is refused naming it, before any host is connected to', async () => {
  // The HA example's hosts are not there: a connection attempt would be an error of its own.
  const ha = repoPath('examples/clusters/ha');
  const cut = join(work, 'cut.db');
  const whole = snapshotOf(database());
  writeFileSync(cut, whole.subarray(0, whole.length - 100));
  const other = join(work, 'other.db');
  writeFileSync(other, 'SQLite format 3\0 and more bytes');
  const dir = join(work, 'a-directory');
  mkdirSync(dir);
  const cases: [string, string][] = [
    [join(work, 'missing.db'), `${join(work, 'missing.db')}: cannot read the snapshot: no such file`],
    [dir, `${dir}: not a regular file`],
    [other, `${other}: not an etcd snapshot (no bbolt database at its start)`],
    [cut, `${cut}: its database does not match the sha256 at its end (cut short or corrupted)`],
  ];
  for (const [from, message] of cases) {
    const r = await k8sform(['etcd', 'restore', '--from', from, '--auto-approve'], ha);
    assert.equal(oneLineRefusal(r, from), message);
  }
});

test('a restore shows its plan and asks; off a terminal without --auto-approve it stops there, having changed nothing', async () => {
  const dir = join(work, 'asks');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  // Before the first apply there is no member to restore.
  const before = await k8sform(['etcd', 'restore', '--from', snapshot, '--quiet'], dir);
  assert.equal(oneLineRefusal(before, 'not set up'), 'host[cp-1]: no etcd manifest with an image at /etc/kubernetes/manifests/etcd.yaml: a restore needs every control plane\'s member; bring the control planes up with k8sform apply first');
  assert.equal((await k8sform(['apply', '--auto-approve', '--target', 'host', '--quiet'], dir)).status, 0);
  const manifests = () => readdirSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/manifests')).sort();
  const held = manifests();
  const r = await k8sform(['etcd', 'restore', '--from', snapshot, '--quiet'], dir);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stdout, /^k8sform etcd restore replaces the data of every etcd member with .*etcd\.db\n\(revision 576, \d+ bytes, sha256 [0-9a-f]{64}\)\.\nEverything written to the cluster after the snapshot was taken is lost\.\n/);
  assert.match(r.stdout, /\n {7}cp-1: --name cp-1 --initial-advertise-peer-urls https:\/\/127\.0\.0\.1:2380 \(registry\.k8s\.io\/etcd:[^)]+\)\n {5}--initial-cluster cp-1=https:\/\/127\.0\.0\.1:2380 --initial-cluster-token k8sform-restore-\d{8}T\d{6}Z\n/);
  assert.equal(r.stderr.trim(), 'etcd restore needs --auto-approve when not run on a terminal');
  assert.deepEqual(manifests(), held);
  assert.equal(existsSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/k8sform.lock')), false, 'not locked: it stopped before taking the lock');
});

test('a restore whose etcdutl cannot run on a control plane changes nothing there and releases the lock', async () => {
  const dir = join(work, 'fails');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  assert.equal((await k8sform(['apply', '--auto-approve', '--target', 'host', '--quiet'], dir)).status, 0);
  const host = join(dir, '.k8sform/hosts/cp-1');
  const manifests = () => readdirSync(join(host, 'etc/kubernetes/manifests')).sort();
  const held = manifests();
  const member = readdirSync(join(host, 'var/lib/etcd'));
  // This machine's ctr has no etcd image of the cluster (or no containerd answers it): the restore cannot start.
  const r = await k8sform(['etcd', 'restore', '--from', snapshot, '--auto-approve', '--quiet'], dir);
  const why = oneLineRefusal(r, 'no etcdutl', { afterProgress: true });
  assert.match(why, /^cannot upload the snapshot and restore it beside the member: host\[cp-1\]: (ctr \(containerd's client\) is not installed|cannot mount the etcd image registry\.k8s\.io\/etcd:\S+ with ctr): .*; nothing was changed$/);
  assert.deepEqual(manifests(), held);
  assert.deepEqual(readdirSync(join(host, 'var/lib/etcd')), member, 'no restored copy left beside the member');
  assert.deepEqual(readdirSync(join(host, 'var/lib/k8sform/etcd-restore')), [], 'the uploaded snapshot removed');
  assert.equal(existsSync(join(host, 'etc/kubernetes/k8sform.lock')), false, 'the lock released');
  assert.ok(!readFileSync(snapshot).equals(Buffer.alloc(0)));
});
