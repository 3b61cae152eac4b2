import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { k8sform, oneLineRefusal, PROGRESS_LINE } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-etcd-snapshot-'));
after(() => rmSync(work, { recursive: true, force: true }));

// The snapshot itself, from real etcd members over SSH, is proven on the lab's nodes
// (test/lab/cluster-proof.test.ts); these are the refusals, which touch nothing.

test('etcd snapshot of external etcd is refused at spec.etcd.external before any host is connected to', async () => {
  const r = await k8sform(['etcd', 'snapshot', '-o', join(work, 'external.db')], repoPath('examples/clusters/external-etcd'));
  assert.match(oneLineRefusal(r, 'external etcd'), /^cluster\.yaml:14:7: spec\.etcd\.external: etcd is external: k8sform snapshots the stacked etcd of the control planes; snapshot an external etcd with its own tools \(etcdctl snapshot save\)$/);
  assert.deepEqual(readdirSync(work), [], 'nothing written');
});

test('an output file that exists is kept unless --force, and refused before any host is connected to', async () => {
  const existing = join(work, 'existing.db');
  writeFileSync(existing, 'an older snapshot\n');
  // The HA example's hosts are not there: a connection attempt would be an error of its own.
  const r = await k8sform(['etcd', 'snapshot', '-o', existing], repoPath('examples/clusters/ha'));
  assert.equal(oneLineRefusal(r, 'existing output'), `${existing}: already exists; choose another -o or pass --force to replace it`);
  assert.equal(readFileSync(existing, 'utf8'), 'an older snapshot\n');
  rmSync(existing);
});

test('a cluster not set up has no etcd to snapshot; one whose member does not answer says so; neither leaves a file', async () => {
  const dir = join(work, 'local');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const out = join(dir, 'etcd.db');
  const before = await k8sform(['etcd', 'snapshot', '-o', out], dir);
  assert.equal(oneLineRefusal(before, 'not set up', { afterProgress: true }), 'no control plane runs etcd yet (no etcd CA or etcd manifest on any): there is nothing to snapshot before the first apply');
  // Only the control plane is connected to.
  assert.deepEqual(before.stderr.split('\n').filter((l) => PROGRESS_LINE.test(l)).map((l) => l.replace(/^\S+ \S+\s+/, '')).filter((l) => /connect/.test(l)), ['etcd snapshot: 1 host, connecting', 'host[cp-1] connected']);

  assert.equal((await k8sform(['apply', '--auto-approve', '--target', 'host', '--quiet'], dir)).status, 0);
  // The local hosts are directories: no etcd listens for them.
  const down = await k8sform(['etcd', 'snapshot', '-o', out, '--quiet'], dir);
  assert.match(oneLineRefusal(down, 'no member answers'), /^no etcd member answers: https:\/\/127\.0\.0\.1:2379 via host\[cp-1\]: /);
  assert.deepEqual(readdirSync(dir).filter((f) => f.includes('etcd.db')), [], 'no snapshot and no temporary file');
});
