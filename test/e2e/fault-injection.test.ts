import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { withoutProgress } from '../corpus/run-cli.js';
import { CLI } from '../support/paths.js';
import { startTestHosts, type TestHosts } from './support/test-hosts.js';

/**
 * Faults injected into a 3-control-plane + 2-worker apply against real sshd hosts: every SSH
 * connection cut at each step boundary and inside steps, a full disk and a read-only file system.
 * After each: apply exits 1 with a true report, no temporary file is left, every replaced file has
 * its backup, the next plan shows exactly what is left, and apply converges.
 */
let lab: TestHosts;
let dir: string;
const NAMES = ['f-cp-1', 'f-cp-2', 'f-cp-3', 'f-w-1', 'f-w-2'];
const host = (name: string) => lab.get(name);
const all = () => NAMES.map(host);

before(async () => {
  lab = await startTestHosts(NAMES);
  dir = mkdtempSync(join(tmpdir(), 'k8sform-faults-'));
});
after(async () => {
  await lab?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Run { status: number | null; stdout: string; stderr: string }
const k8sform = (file: string, ...args: string[]): Run => {
  const r = spawnSync(CLI, [...args, '-f', file], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 180_000 });
  return { status: r.status, stdout: r.stdout, stderr: withoutProgress(r.stderr) };
};
const ok = (r: Run, what: string) => assert.equal(r.status, 0, `${what} failed:\n${r.stdout}\n${r.stderr}`);

/** Two versions of one cluster that differ in every control-plane component, and in every kubelet. */
function clusterFile(version: 'a' | 'b'): string {
  const v = version === 'a' ? '30' : '31';
  const file = join(dir, `faults-${version}.yaml`);
  writeFileSync(file, `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: faults }
spec:
  kubernetesVersion: v1.34.2
  controlPlaneEndpoint: api.faults.test:6443
  certificates: { keyAlgorithm: ecdsa-p256 }
  etcd: { local: { extraArgs: { heartbeat-interval: "1${v}" } } }
  apiServer: { extraArgs: { audit-log-maxage: "${v}" } }
  controllerManager: { extraArgs: { node-monitor-grace-period: "${v}s" } }
  scheduler: { extraArgs: { v: "${version === 'a' ? 2 : 3}" } }
  kubelet: { config: { maxPods: 1${v} } }
  ssh: { identityFile: ${lab.identityFile}, knownHostsFile: ${lab.knownHostsFile} }
  hosts:
${all().map((h) => `    - { name: ${h.name}, role: ${h.name.includes('-cp-') ? 'control-plane' : 'worker'}, address: ${h.address} }`).join('\n')}
`);
  return file;
}

interface JsonPlan {
  resource_changes: { address: string; scope: string; name: string; action: string; before?: { digest: string } }[];
  rollout: { step: number; title: string; units: { host: string; changes: string[] }[] }[];
}
const planJson = (file: string): JsonPlan => {
  const r = k8sform(file, 'plan', '--json', '--target', 'host');
  ok(r, 'plan --json');
  return JSON.parse(r.stdout) as JsonPlan;
};
const pending = (p: JsonPlan) => p.resource_changes.filter((c) => c.action !== 'noop').map((c) => c.address).sort();

/** Kills every established SSH connection on every host, as a network failure would. */
const cutEverything = () => Promise.all(all().map((h) => h.run(`for p in $(ss -tnpH state established '( sport = :22 )' | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u); do kill -9 "$p"; done`)));

/** Waits until no host script runs any more, then lists k8sform temporaries left anywhere. */
async function temporaries(): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    // A host script keeps running after its connection is gone until its next write to it fails.
    const busy = await Promise.all(all().map((h) => h.run("pgrep -f '[.]k8sform[.]XXXXXX' >/dev/null")));
    if (busy.every((r) => r.code !== 0)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  // Every name k8sform gives a temporary: files being written, and the lock's.
  const found = await Promise.all(all().map(async (h) => (await h.runOk("find /etc/kubernetes /var/lib/kubelet \\( -name '.k8sform*' -o -name 'k8sform.lock.*' \\) 2>/dev/null || true")).split('\n').filter(Boolean).map((f) => `${h.name}:${f}`)));
  return found.flat();
}

/** Runs apply and cuts every connection when `when` says so (given stdout so far); returns what apply said. */
function applyWithCut(file: string, when: (stdout: string) => boolean, delayMs: number): Promise<Run & { cut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(CLI, ['apply', '--auto-approve', '--target', 'host', '-f', file], { env: { ...process.env, NO_COLOR: '1' } });
    let [stdout, stderr, cut] = ['', '', false];
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (!cut && when(stdout)) {
        cut = true;
        setTimeout(() => void cutEverything(), delayMs);
      }
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr, cut }));
  });
}

const listAfter = (text: string, label: RegExp) => [...text.matchAll(label)].flatMap((m) => m[1]!.split(', ').filter(Boolean));

describe('a 3 + 2 apply cut at every step boundary and inside steps', () => {
  before(async () => {
    ok(k8sform(clusterFile('a'), 'apply', '--auto-approve', '--target', 'host'), 'first apply');
    // Every fsync on the hosts takes half a second, so a step's writes are spread out in time.
    await Promise.all(all().map((h) => h.runOk(`cp /usr/bin/sync /etc/k8sform-test/sync.real && printf '#!/bin/sh\\nsleep 0.5\\nexec /etc/k8sform-test/sync.real "$@"\\n' > /etc/k8sform-test/sync
      chmod 755 /etc/k8sform-test/sync && mount --bind /etc/k8sform-test/sync /usr/bin/sync`)));
  });
  after(async () => {
    await Promise.all(all().map((h) => h.run('umount /usr/bin/sync 2>/dev/null; true')));
  });

  test('each run is cut after its first step (or inside its second); the report, the hosts and the next plan agree; apply converges', async (t) => {
    const file = clusterFile('b');
    const first = planJson(file);
    const steps = first.rollout.length;
    assert.ok(steps >= 15, `a rollout of every component on every host: ${first.rollout.map((s) => s.title).join(', ')}`);
    const before = new Map(first.resource_changes.filter((c) => c.before).map((c) => [c.address, c.before!.digest]));
    const written = new Set<string>();
    for (let run = 0; ; run++) {
      const plan = planJson(file);
      const left = pending(plan);
      if (plan.rollout.length <= 1) break;
      assert.ok(run < steps, `every run completes at least one step: ${left.join(' ')}`);
      // Most runs cut at the boundary after step 1: its file is acknowledged and the script is in
      // its last fsync, so the next run starts at the next step and every boundary is cut once.
      // Every third run cuts inside step 2 instead, while its write is not yet acknowledged.
      const inside = run % 3 === 2;
      const r = await applyWithCut(file, inside ? (out) => out.includes('[2/') : (out) => out.includes('[1/'), inside ? 0 : 700);
      assert.ok(r.cut, `the apply was cut: ${r.stdout}\n${r.stderr}`);
      if (r.status === 0) {
        t.diagnostic(`run ${run}: the cut came after the apply had finished its writes`);
      } else {
        assert.equal(r.status, 1, `${r.stdout}\n${r.stderr}`);
        assert.doesNotMatch(r.stderr, /\n\s+at |internal error/, 'no stack trace');
      }
      const reportedWritten = listAfter(r.stderr, /written on host\[[^\]]+\] in this step: (.*)/g);
      const unknown = listAfter(r.stderr, /not acknowledged by host\[[^\]]+\] before the connection broke \([^)]*\): (.*)/g);
      const started = Math.max(...[...r.stdout.matchAll(/^\[(\d+)\/\d+\]/gm)].map((m) => Number(m[1])), 0);
      t.diagnostic(`run ${run} (${inside ? 'inside step 2' : 'after step 1'}): ${left.length} pending, step ${started}/${plan.rollout.length} started; written ${reportedWritten.length}, unknown ${unknown.length}`);
      assert.deepEqual(await temporaries(), [], 'no temporary file left on any host');
      const lockId = /k8sform force-unlock (\S+)/.exec(r.stdout + r.stderr)?.[1];
      if (lockId) ok(k8sform(file, 'force-unlock', lockId), 'force-unlock');
      const now = pending(planJson(file));
      const stepAddresses = (n: number) => plan.rollout.filter((s) => s.step === n).flatMap((s) => s.units.flatMap((u) => u.changes));
      for (let n = 1; n < started; n++) for (const a of stepAddresses(n)) assert.ok(!now.includes(a), `${a} of completed step ${n} is done`);
      for (let n = started + 1; n <= plan.rollout.length; n++) for (const a of stepAddresses(n)) assert.ok(now.includes(a), `${a} of step ${n}, never started, is still to do`);
      for (const a of reportedWritten) assert.ok(!now.includes(a), `${a} was reported written and is`);
      for (const a of stepAddresses(started)) if (!reportedWritten.includes(a) && !unknown.includes(a) && r.status !== 0) assert.ok(now.includes(a), `${a} was not reported written, so it must still be to do`);
      for (const a of left.filter((x) => !now.includes(x))) written.add(a);
    }
    // What is left goes out in one uncut apply; then nothing is left.
    ok(k8sform(file, 'apply', '--auto-approve', '--target', 'host'), 'the last apply');
    assert.deepEqual(pending(planJson(file)), [], 'converged');
    // Every file replaced on the way has its old version in one of the runs' backups.
    for (const address of pending(first)) {
      const [, name, path] = /^host\[([^\]]+)\]\.file\[(.*)\]$/.exec(address)!;
      const digests = await host(name!).runOk(`for f in /etc/kubernetes/tmp/k8sform-backup-*${path}; do [ -f "$f" ] && sha256sum < "$f" | cut -d' ' -f1; done; true`);
      assert.ok(digests.split('\n').includes(before.get(address)!), `${address}: its old version is backed up`);
    }
  });
});

describe('a full disk and a read-only file system', () => {
  const file = () => clusterFile('a');
  const cp = () => host('f-cp-1');
  const manifest = '/etc/kubernetes/manifests/kube-apiserver.yaml';
  /** Applies `file`, which must fail on f-cp-1 with `cause`, one clean message and the old manifest whole. */
  const applyStopsCleanly = async (file: string, cause: RegExp) => {
    const old = await cp().runOk(`sha256sum < ${manifest}`);
    const r = k8sform(file, 'apply', '--auto-approve', '--target', 'host');
    assert.equal(r.status, 1, `${r.stdout}\n${r.stderr}`);
    assert.doesNotMatch(r.stderr, /\n\s+at |internal error/);
    assert.match(r.stderr, /host\[f-cp-1\]/);
    assert.match(r.stderr, cause);
    assert.equal(await cp().runOk(`sha256sum < ${manifest}`), old, 'the manifest is its old version, whole');
    return r;
  };

  for (const [what, setup, cause] of [
    ['the manifests directory is full', `d=/etc/kubernetes/manifests; mkdir -p /etc/k8sform-test/full && cp -a $d/. /etc/k8sform-test/full/
      mount -t tmpfs -o size=256k tmpfs $d && cp -a /etc/k8sform-test/full/. $d/ && (dd if=/dev/zero of=$d/.filler bs=4k 2>/dev/null || true)`, /No space left on device/],
    ['the manifests directory is read-only', 'd=/etc/kubernetes/manifests; mount --bind $d $d && mount -o remount,bind,ro $d', /Read-only file system/],
  ] as const) {
    test(`${what}: apply stops on that host with the cause, the old manifest intact and no temporary; once fixed it converges`, async () => {
      ok(k8sform(file(), 'apply', '--auto-approve', '--target', 'host'), 'converge first');
      const changed = clusterFile('b');
      await cp().runOk(setup);
      try {
        const r = await applyStopsCleanly(changed, cause);
        assert.deepEqual(await temporaries(), []);
        const lockId = /k8sform force-unlock (\S+)/.exec(r.stdout + r.stderr)?.[1];
        assert.equal(lockId, undefined, 'the lock was released: the other hosts and the connection are fine');
      } finally {
        await cp().run('umount /etc/kubernetes/manifests; rm -f /etc/kubernetes/manifests/.filler; true');
      }
      ok(k8sform(changed, 'apply', '--auto-approve', '--target', 'host'), 'apply once the disk is fixed');
      assert.deepEqual(pending(planJson(changed)), []);
    });
  }

  test('/etc/kubernetes is full: apply fails on that host with the cause and leaves no temporary, not even the lock\'s; with space freed it converges, leaving none', async () => {
    ok(k8sform(file(), 'apply', '--auto-approve', '--target', 'host'), 'converge first');
    const changed = clusterFile('b');
    // A tmpfs over /etc/kubernetes holding its files and a filler, so the lock file cannot be written.
    await cp().runOk(`d=/etc/kubernetes; rm -rf /etc/k8sform-test/full-etc; mkdir -p /etc/k8sform-test/full-etc && cp -a $d/. /etc/k8sform-test/full-etc/
      mount -t tmpfs -o size=1m tmpfs $d && cp -a /etc/k8sform-test/full-etc/. $d/ && (dd if=/dev/zero of=$d/.filler bs=4k 2>/dev/null || true)`);
    try {
      await applyStopsCleanly(changed, /No space left on device/);
      assert.deepEqual(await temporaries(), []);
      await cp().runOk('rm -f /etc/kubernetes/.filler');
      ok(k8sform(changed, 'apply', '--auto-approve', '--target', 'host'), 'apply once space is freed');
      assert.deepEqual(pending(planJson(changed)), []);
      assert.deepEqual(await temporaries(), [], 'the converging run leaves no temporary either');
    } finally {
      await cp().run('umount /etc/kubernetes; true');
    }
    // The host's own /etc/kubernetes, under the tmpfs all along, is as the first apply left it.
    ok(k8sform(changed, 'apply', '--auto-approve', '--target', 'host'), 'converge again');
  });
});
