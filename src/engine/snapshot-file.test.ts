import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readSnapshotFile, writeSnapshotFile } from './snapshot-file.js';
import type { Observation } from '../state/observation.js';
import { fromSnapshot, toSnapshot } from '../state/snapshot.js';

// Made for this run: no key is kept in the repository.
const KEY = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const KEY_BODY = KEY.split('\n')[1]!;

test('machines that left cluster.yaml travel in a snapshot, their keys withheld like any host\'s, and come back as plan read them', () => {
  const file = (path: string, content: string) => ({ host: 'w-9', path, exists: true, mode: 0o600, uid: 0, gid: 0, digest: 'b'.repeat(64), content: Buffer.from(content) });
  const seen: Observation = {
    hosts: new Map(),
    departing: new Map([
      ['w-9', { address: '10.0.0.9', host: { files: new Map([['/etc/kubernetes/pki/x.key', file('/etc/kubernetes/pki/x.key', KEY)], ['/etc/kubernetes/a.yaml', file('/etc/kubernetes/a.yaml', 'a: 1\n')]]), directories: new Map(), unsafeDirectories: [], record: Buffer.from('{}') } }],
      ['w-8', { address: '10.0.0.8', leftAlone: 'connection refused' }],
    ]),
  };
  const dir = mkdtempSync(join(tmpdir(), 'k8sform-snapshot-'));
  try {
    const path = join(dir, 'snap.json');
    writeSnapshotFile(path, toSnapshot({ cluster: 'c', configDigest: 'c'.repeat(64), takenAt: new Date(0) }, seen));
    const back = fromSnapshot(readSnapshotFile(path)).observation.departing!;
    assert.deepEqual([...back.keys()], ['w-9', 'w-8']);
    assert.deepEqual(back.get('w-8'), { address: '10.0.0.8', leftAlone: 'connection refused' });
    const files = back.get('w-9')!.host!.files;
    assert.equal(files.get('/etc/kubernetes/a.yaml')!.content!.toString(), 'a: 1\n');
    assert.equal(files.get('/etc/kubernetes/pki/x.key')!.digest, 'b'.repeat(64), 'digests stay those of the real bytes');
    assert.ok(!files.get('/etc/kubernetes/pki/x.key')!.content!.toString().includes(KEY_BODY), 'the key is withheld');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('how the apiserver serves the add-ons\' kinds travels in a snapshot, so an offline plan refuses what a live one would', () => {
  const kinds = new Map([['apps/v1/Deployment', 'namespaced'], ['example.com/v1/Gadget', 'unserved'], ['v1/Namespace', 'cluster']] as const);
  const seen: Observation = { hosts: new Map(), api: { endpoint: 'cp-1:6443', readiness: 'ok', kubelets: new Map(), objects: { live: new Map(), dryRun: new Map(), managed: [], kinds } } };
  const dir = mkdtempSync(join(tmpdir(), 'k8sform-snapshot-'));
  try {
    const path = join(dir, 'snap.json');
    writeSnapshotFile(path, toSnapshot({ cluster: 'c', configDigest: 'c'.repeat(64), takenAt: new Date(0) }, seen));
    assert.deepEqual(fromSnapshot(readSnapshotFile(path)).observation.api!.objects!.kinds, kinds);
    const without: Observation = { hosts: new Map(), api: { ...seen.api!, objects: { live: new Map(), dryRun: new Map(), managed: [] } } };
    writeSnapshotFile(path, toSnapshot({ cluster: 'c', configDigest: 'c'.repeat(64), takenAt: new Date(0) }, without));
    assert.equal(fromSnapshot(readSnapshotFile(path)).observation.api!.objects!.kinds, undefined, 'no add-ons, no kinds');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('how etcd stores the Secrets travels in a snapshot as counts by key, and comes back as plan read it', () => {
  const seen: Observation = { hosts: new Map(), secrets: { endpoint: 'https://10.0.0.1:2379 via host[cp-1]', stored: { storedWith: new Map([['key1', 3], ['__proto__', 1]]), inTheClear: 2 } } };
  const failed: Observation = { hosts: new Map(), secrets: { endpoint: 'host[cp-1]', error: 'connection refused' } };
  const dir = mkdtempSync(join(tmpdir(), 'k8sform-snapshot-'));
  try {
    for (const [name, observation] of [['counted', seen], ['failed', failed], ['not read', { hosts: new Map() }]] as const) {
      const path = join(dir, `${name}.json`);
      writeSnapshotFile(path, toSnapshot({ cluster: 'c', configDigest: 'c'.repeat(64), takenAt: new Date(0) }, observation));
      assert.deepEqual(fromSnapshot(readSnapshotFile(path)).observation.secrets, observation.secrets, name);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('what a host is travels in a snapshot with the node software read (machine, downloaders, binaries), so an offline plan plans the binaries a live one would', () => {
  const facts = {
    clock: { host: 1, sentAt: 1, receivedAt: 2 }, swapDevices: 0, sysctls: {}, overlayFilesystem: true, cgroupVersion: 2 as const, systemd: true,
    containerRuntime: { socket: '/run/containerd/containerd.sock', state: 'answers' as const, detail: 'containerd 1.7.24' }, missingTools: [], kernelRelease: '6.12.0',
    machine: 'aarch64', downloaders: ['curl'], binaries: { '/usr/bin/kubelet': { digest: 'e'.repeat(64), mode: 0o755, uid: 0, gid: 0 }, '/usr/bin/kubectl': { digest: 'absent' } },
  };
  const seen: Observation = { hosts: new Map([['w-1', { files: new Map(), directories: new Map(), unsafeDirectories: [], facts }]]) };
  const dir = mkdtempSync(join(tmpdir(), 'k8sform-snapshot-'));
  try {
    const path = join(dir, 'snap.json');
    writeSnapshotFile(path, toSnapshot({ cluster: 'c', configDigest: 'c'.repeat(64), takenAt: new Date(0) }, seen));
    assert.deepEqual(fromSnapshot(readSnapshotFile(path)).observation.hosts.get('w-1')!.facts, facts);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
