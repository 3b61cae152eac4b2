import assert from 'node:assert/strict';
import { test } from 'node:test';
import { binaryChecksum, binarySource, releaseOfDigest, type NodeSoftware } from './node-software.js';
import { OFFICIAL_CHECKSUMS } from './official-checksums.js';

test('the official table: every release with both binaries for both architectures, each a distinct sha256, in release order', () => {
  const versions = Object.keys(OFFICIAL_CHECKSUMS);
  assert.ok(versions.length >= 50, `${versions.length} releases`);
  const parts = (v: string) => v.slice(1).split('.').map(Number);
  assert.deepEqual([...versions].sort((a, b) => parts(a).reduce((d, x, i) => d || x - parts(b)[i]!, 0)), versions);
  const digests = versions.flatMap((v) => (['amd64', 'arm64'] as const).flatMap((arch) => (['kubelet', 'kubectl'] as const).map((name) => OFFICIAL_CHECKSUMS[v]![arch][name])));
  assert.ok(digests.every((d) => /^[0-9a-f]{64}$/.test(d)));
  assert.equal(new Set(digests).size, digests.length, 'no digest twice');
  // dl.k8s.io/release/v1.34.2/bin/linux/amd64/kubelet.sha256, as published.
  assert.equal(OFFICIAL_CHECKSUMS['v1.34.2']!.amd64.kubelet, '9c5e717b774ee9b9285ce47e7d2150c29e84837eb19a7eaa24b60b1543c9d58f');
});

test('a checksum comes from cluster.yaml by architecture, then by name, then from the official table; a digest names its release back', () => {
  const software: NodeSoftware = { source: { kind: 'url', template: 'https://m.example/{version}/{arch}/{name}' }, checksums: { 'v1.34.2': { 'kubelet/arm64': 'a'.repeat(64), kubelet: 'b'.repeat(64) }, 'v9.9.9': { kubectl: 'c'.repeat(64) } } };
  assert.deepEqual(binaryChecksum(software, 'v1.34.2', 'arm64', 'kubelet'), { sha256: 'a'.repeat(64), from: 'cluster.yaml' });
  assert.deepEqual(binaryChecksum(software, 'v1.34.2', 'amd64', 'kubelet'), { sha256: 'b'.repeat(64), from: 'cluster.yaml' });
  assert.deepEqual(binaryChecksum(software, 'v1.34.2', 'amd64', 'kubectl'), { sha256: OFFICIAL_CHECKSUMS['v1.34.2']!.amd64.kubectl, from: 'official' });
  assert.equal(binaryChecksum(software, 'v9.9.9', 'amd64', 'kubelet'), undefined);
  assert.equal(releaseOfDigest(software, 'kubectl', 'c'.repeat(64)), 'v9.9.9');
  assert.equal(releaseOfDigest(software, 'kubelet', 'c'.repeat(64)), undefined, 'a kubectl digest is no kubelet release');
  assert.equal(releaseOfDigest(software, 'kubelet', OFFICIAL_CHECKSUMS['v1.33.1']!.arm64.kubelet), 'v1.33.1');
  assert.equal(binarySource(software, 'v1.34.2', 'arm64', 'kubelet'), 'https://m.example/v1.34.2/arm64/kubelet');
});
