import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { Cluster, Host } from '../model/cluster.js';
import { localTransport, type LocalHost } from '../providers/local/local-transport.js';
import { HOST_LOCK_PATH } from '../providers/lock/host-lock.js';
import type { HostTransport } from '../model/host-transport.js';
import { ClusterLock, newLockInfo } from './cluster-lock.js';

// The lock scripts run for real, through the local transport's /bin/sh on temporary roots; only the
// moment a renewal starts is held back, to make the interleaving that matters happen every time.

const dirs: string[] = [];
// The renewal timer is unref'd (it must not keep a finished apply alive): hold the loop open meanwhile.
const keepAlive = setInterval(() => {}, 1000);
after(() => {
  clearInterval(keepAlive);
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

type Event = 'renew-start' | 'renew-end' | 'release-start';

function lab(names: readonly string[]) {
  const events: { host: string; event: Event }[] = [];
  let openGate!: () => void;
  const gate = new Promise<void>((r) => (openGate = r));
  let renewing!: () => void;
  const renewStarted = new Promise<void>((r) => (renewing = r));
  const transports = new Map<string, HostTransport>();
  const hosts: Host[] = [];
  for (const name of names) {
    const root = mkdtempSync(join(tmpdir(), `k8sform-lock-${name}-`));
    dirs.push(root);
    const host = { name, role: 'control-plane', address: name, internalAddress: '10.0.0.1', labels: {}, taints: [], transport: { kind: 'local', root } } satisfies LocalHost;
    hosts.push(host);
    const local = localTransport(host);
    transports.set(name, {
      ...local,
      exec: async (script, stdin) => {
        if (script.includes('answer renewed')) {
          events.push({ host: name, event: 'renew-start' });
          renewing();
          await gate;
          const r = await local.exec(script, stdin);
          events.push({ host: name, event: 'renew-end' });
          return r;
        }
        if (script.includes('answer released')) events.push({ host: name, event: 'release-start' });
        return local.exec(script, stdin);
      },
    });
  }
  const cluster = { hosts } as unknown as Cluster;
  const lockFile = (name: string) => join(transports.get(name)!.root, HOST_LOCK_PATH);
  return { cluster, transports, events, openGate, renewStarted, lockFile };
}

// Each test waits on the renewal timer with the loop held open: a timeout makes a wait that never ends a failure.
test('release waits for a renewal in flight, so the renewal cannot put back a lock file release removed', { timeout: 30_000 }, async () => {
  const l = lab(['cp-1', 'cp-2']);
  const lock = await ClusterLock.acquire(l.cluster, l.transports, newLockInfo(new Date()));
  assert.ok(existsSync(l.lockFile('cp-1')) && existsSync(l.lockFile('cp-2')));
  lock.startRenewing(() => assert.fail('the lock was not broken'), 5);
  await l.renewStarted;
  const released = lock.release();
  // Give release every chance to run ahead while the renewal is held.
  await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(l.events.filter((e) => e.event === 'release-start'), [], 'release began while a renewal was in flight');
  l.openGate();
  assert.deepEqual(await released, []);
  const order = l.events.map((e) => e.event);
  assert.ok(order.lastIndexOf('renew-end') < order.indexOf('release-start'), `renewal finished after release began: ${order.join(', ')}`);
  // Long enough for several more ticks: none may run once released.
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(existsSync(l.lockFile('cp-1')), false);
  assert.equal(existsSync(l.lockFile('cp-2')), false);
  assert.equal(l.events.filter((e) => e.event === 'renew-start').length, 2, 'a renewal ran after release');
});

test('renewal stamps the lock on every host and reports a host whose lock was removed under it', { timeout: 30_000 }, async () => {
  const l = lab(['cp-1', 'cp-2']);
  l.openGate();
  const lock = await ClusterLock.acquire(l.cluster, l.transports, newLockInfo(new Date()));
  const before = JSON.parse(readFileSync(l.lockFile('cp-1'), 'utf8')) as { id: string; renewed: number };
  assert.equal(before.id, lock.info.id);
  assert.ok(before.renewed > 0, 'acquire stamps the host clock');
  unlinkSync(l.lockFile('cp-2'));
  const lost = await new Promise<string>((resolve) => lock.startRenewing(resolve, 5));
  assert.equal(lost, 'the lock was broken (force-unlock?) on host[cp-2]');
  assert.equal(JSON.parse(readFileSync(l.lockFile('cp-1'), 'utf8')).id, lock.info.id);
  assert.deepEqual(await lock.release(), []);
  assert.equal(existsSync(l.lockFile('cp-1')), false);
  assert.equal(existsSync(l.lockFile('cp-2')), false, 'a renewal must not recreate a lock it lost');
});
