import assert from 'node:assert/strict';
import { chmodSync, cpSync, lstatSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { k8sform, oneLineRefusal } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-etcd-dir-'));
after(() => rmSync(work, { recursive: true, force: true }));

const ETCD_DIR = 'host[cp-1].dir[/var/lib/etcd]';
interface JsonChange { address: string; kind: string; action: string; origin: string | null; reasons: { code: string; detail: string }[]; before: { mode: string } | null; after: { mode: string } | null }
const effective = (stdout: string) => (JSON.parse(stdout) as { resource_changes: JsonChange[] }).resource_changes.filter((c) => c.action !== 'noop');

test('the etcd data directory: created 0700 by the first apply, then nothing to do; a mode loosened by hand is drift, fixed by apply; a link there is refused', async () => {
  const dir = join(work, 'local');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);
  const etcdDir = join(dir, '.k8sform/hosts/cp-1/var/lib/etcd');

  const first = effective((await run('plan', '--json', '--target', 'host', '--quiet')).stdout);
  const create = first.find((c) => c.address === ETCD_DIR)!;
  assert.deepEqual([create.kind, create.action, create.after?.mode], ['dir', 'create', '0700']);
  assert.ok(!first.some((c) => c.address.startsWith('host[worker-1].dir[')), 'workers run no etcd');
  const applied = await run('apply', '--auto-approve', '--target', 'host', '--quiet');
  assert.equal(applied.status, 0, applied.stderr);
  assert.ok(lstatSync(etcdDir).isDirectory());
  assert.equal(statSync(etcdDir).mode & 0o7777, 0o700);
  const second = await run('plan', '--target', 'host', '--detailed-exitcode', '--quiet');
  assert.equal(second.status, 0, second.stdout);

  chmodSync(etcdDir, 0o755);
  const drift = effective((await run('plan', '--json', '--target', 'host', '--quiet')).stdout);
  assert.deepEqual(drift.map((c) => [c.address, c.action, c.origin, c.reasons, c.before?.mode]), [[ETCD_DIR, 'update', 'drift', [{ code: 'mode', detail: '0755 → 0700' }], '0755']]);
  const text = (await run('plan', '--target', 'host', '--quiet')).stdout;
  assert.match(text, /# host\[cp-1\]\.dir\[\/var\/lib\/etcd\] will be updated in-place\n {6}because: mode: 0755 → 0700\n {6}drift: /);
  assert.match((await run('plan', '--target', 'host', '--format', 'markdown', '--quiet')).stdout, /\| `~` \| `host\[cp-1\]\.dir\[\/var\/lib\/etcd\]` \| \*\*drift\*\* mode: 0755 → 0700 \|/);
  assert.match((await run('diff', '--target', ETCD_DIR, '--quiet')).stdout, /^# host\[cp-1\]\.dir\[\/var\/lib\/etcd\]: update: mode: 0755 → 0700 \(directory\)\n$/);
  // A saved plan naming the directory alone (--target takes dir addresses) applies it.
  assert.equal((await run('plan', '--target', ETCD_DIR, '--out', 'dir.plan', '--quiet')).status, 0);
  const fixed = await run('apply', 'dir.plan', '--quiet');
  assert.equal(fixed.status, 0, fixed.stderr);
  assert.equal(statSync(etcdDir).mode & 0o7777, 0o700);
  assert.equal((await run('plan', '--target', 'host', '--detailed-exitcode', '--quiet')).status, 0);

  // A link where the directory belongs is never followed, nor replaced (not even with --replace-symlinks).
  renameSync(etcdDir, `${etcdDir}-disk`);
  symlinkSync('etcd-disk', etcdDir);
  for (const args of [['plan', '--target', 'host'], ['apply', '--auto-approve', '--target', 'host', '--replace-symlinks']]) {
    const line = oneLineRefusal(await run(...args, '--quiet'), args.join(' '));
    assert.equal(line, `${ETCD_DIR}: is a symbolic link to etcd-disk; k8sform never follows a link: make it a real directory (a bind mount relocates one safely), then plan again`);
  }
  assert.equal(statSync(`${etcdDir}-disk`).mode & 0o7777, 0o700);
  rmSync(etcdDir);
  mkdirSync(etcdDir, { mode: 0o700 });
});
