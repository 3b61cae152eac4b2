import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { localTransport } from '../local/local-transport.js';
import { acquireHostLock, HOST_LOCK_PATH, releaseHostLock, renewHostLock, type LockInfo } from './host-lock.js';

// The lock scripts run for real through /bin/sh on temporary roots standing in for a host's `/`.

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function host() {
  const root = mkdtempSync(join(tmpdir(), 'k8sform-host-lock-'));
  dirs.push(root);
  const transport = localTransport({ name: 'cp-1', role: 'control-plane', address: 'cp-1', internalAddress: '10.0.0.1', labels: {}, taints: [], transport: { kind: 'local', root } });
  return { root, transport, lockFile: join(root, HOST_LOCK_PATH) };
}

const lockInfo = (id: string): LockInfo => ({ id, owner: 'ci@runner', operation: 'apply', started: '2026-11-27T10:00:00.000Z', ttlSeconds: 300 });

test('a renewal racing a force-unlock never writes back the lock file the force-unlock removed', async () => {
  // Without mutual exclusion the renewal's check and its rewrite straddle the removal in about one
  // run of five here. One side starts 0–19 ms after the other, each side in turn, so both orders
  // and every overlap come up even when a loaded machine is slow to start either script.
  const h = host();
  const outcomes = { renewedThenReleased: 0, releasedFirst: 0 };
  const delayed = <T>(ms: number, f: () => Promise<T>) => new Promise((r) => setTimeout(r, ms)).then(f);
  for (let i = 0; i < 150; i++) {
    const id = `apply-${i}`;
    assert.deepEqual(await acquireHostLock(h.transport, lockInfo(id)), { state: 'acquired' });
    const [renewDelay, releaseDelay] = i % 2 ? [0, (i >> 1) % 20] : [(i >> 1) % 20, 0];
    const [renewed, released] = await Promise.all([
      delayed(renewDelay, () => renewHostLock(h.transport, id)),
      delayed(releaseDelay, () => releaseHostLock(h.transport, id)),
    ]);
    assert.equal(released, true, `run ${i}: the force-unlock found no lock to remove`);
    assert.equal(existsSync(h.lockFile), false, `run ${i}: the lock file came back after the force-unlock removed it (renewal said ${renewed})`);
    outcomes[renewed ? 'renewedThenReleased' : 'releasedFirst']++;
  }
  // Both orders happened, or the race was never run.
  assert.ok(outcomes.renewedThenReleased > 0 && outcomes.releasedFirst > 0, JSON.stringify(outcomes));
});

test('a host without flock(1) is named and left untouched', async () => {
  const h = host();
  // A PATH with every tool the scripts use but flock.
  const bin = mkdtempSync(join(tmpdir(), 'k8sform-no-flock-'));
  dirs.push(bin);
  for (const tool of ['mkdir', 'mktemp', 'sed', 'grep', 'ln', 'rm', 'mv', 'cat', 'date']) symlinkSync(`/usr/bin/${tool}`, join(bin, tool));
  const path = process.env.PATH;
  process.env.PATH = bin;
  try {
    await assert.rejects(acquireHostLock(h.transport, lockInfo('apply-1')), /^RemoteError: host\[cp-1\]: lock file \/etc\/kubernetes\/k8sform.lock: flock \(util-linux\) is not installed/);
  } finally {
    process.env.PATH = path;
  }
  assert.equal(existsSync(join(h.root, 'etc')), false, 'nothing may be created on a host that cannot be locked safely');
});

test('a login shell that prints first (a noisy .bashrc) changes no answer: taken, held, renewed and released as on a quiet host', async () => {
  const h = host();
  // What sshd runs the script under prints before it; the scripts themselves run for real.
  const noisy = new Proxy(h.transport, {
    get: (t, key) => key === 'exec'
      ? async (...args: Parameters<typeof t.exec>) => {
        const r = await t.exec(...args);
        return { ...r, stdout: Buffer.concat([Buffer.from('Welcome to cp-1!\nYou have new mail.\nk8sform-lock is a word in this banner\n'), r.stdout]) };
      }
      : Reflect.get(t, key),
  });
  assert.deepEqual(await acquireHostLock(noisy, lockInfo('apply-1')), { state: 'acquired' });
  const held = await acquireHostLock(noisy, lockInfo('apply-2'));
  assert.equal(held.state, 'held');
  assert.equal(held.state === 'held' && held.holder.id, 'apply-1');
  assert.equal(await renewHostLock(noisy, 'apply-1'), true);
  assert.equal(await releaseHostLock(noisy, 'apply-1'), true);
  assert.equal(existsSync(h.lockFile), false);
});

test('a lock path that is a directory, a link or a FIFO is refused, so no two runs can both take the lock', async () => {
  for (const [what, make] of [
    ['directory', (p: string) => mkdirSync(p)],
    ['symbolic link', (p: string) => symlinkSync('/tmp/elsewhere', p)],
    ['FIFO', (p: string) => execFileSync('mkfifo', [p])],
  ] as const) {
    const h = host();
    mkdirSync(join(h.root, 'etc/kubernetes'), { recursive: true });
    make(h.lockFile);
    for (const id of ['apply-1', 'apply-2']) {
      await assert.rejects(acquireHostLock(h.transport, lockInfo(id)), /k8sform\.lock is not a regular file: k8sform keeps its lock there; remove it/, what);
    }
    if (what === 'directory') assert.deepEqual(readdirSync(h.lockFile), [], 'nothing was linked into the directory');
  }
});
