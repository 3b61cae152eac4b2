import assert from 'node:assert/strict';
import { test } from 'node:test';
import { binaryChecksum, extractedDigest, parseExtractedDigest, releaseOfDigest, softwareSource, type NodeSoftware } from './node-software.js';
import { OFFICIAL_ARCHIVE_CHECKSUMS } from './official-archive-checksums.js';
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
  const software: NodeSoftware = { source: { kind: 'url', template: 'https://m.example/{version}/{arch}/{name}' }, checksums: { 'v1.34.2': { 'kubelet/arm64': 'a'.repeat(64), kubelet: 'b'.repeat(64) }, 'v9.9.9': { kubectl: 'c'.repeat(64) } }, archives: [] };
  assert.deepEqual(binaryChecksum(software, 'v1.34.2', 'arm64', 'kubelet'), { sha256: 'a'.repeat(64), from: 'cluster.yaml' });
  assert.deepEqual(binaryChecksum(software, 'v1.34.2', 'amd64', 'kubelet'), { sha256: 'b'.repeat(64), from: 'cluster.yaml' });
  assert.deepEqual(binaryChecksum(software, 'v1.34.2', 'amd64', 'kubectl'), { sha256: OFFICIAL_CHECKSUMS['v1.34.2']!.amd64.kubectl, from: 'official' });
  assert.equal(binaryChecksum(software, 'v9.9.9', 'amd64', 'kubelet'), undefined);
  assert.equal(releaseOfDigest(software, 'kubectl', 'c'.repeat(64)), 'v9.9.9');
  assert.equal(releaseOfDigest(software, 'kubelet', 'c'.repeat(64)), undefined, 'a kubectl digest is no kubelet release');
  assert.equal(releaseOfDigest(software, 'kubelet', OFFICIAL_CHECKSUMS['v1.33.1']!.arm64.kubelet), 'v1.33.1');
  assert.equal(softwareSource(software.source, 'v1.34.2', 'arm64', 'kubelet'), 'https://m.example/v1.34.2/arm64/kubelet');
});

test('the official archives: crictl and CNI plugin releases for both architectures, each a distinct sha256, in release order', () => {
  const parts = (v: string) => v.slice(1).split('.').map(Number);
  const inOrder = (versions: string[]) => [...versions].sort((a, b) => parts(a).reduce((d, x, i) => d || x - parts(b)[i]!, 0));
  for (const byVersion of Object.values(OFFICIAL_ARCHIVE_CHECKSUMS)) {
    const versions = Object.keys(byVersion);
    assert.ok(versions.length >= 4);
    assert.deepEqual(inOrder(versions), versions);
    const digests = versions.flatMap((v) => [byVersion[v]!.amd64, byVersion[v]!.arm64]);
    assert.ok(digests.every((d) => /^[0-9a-f]{64}$/.test(d)));
    assert.equal(new Set(digests).size, digests.length, 'no digest twice');
  }
  // The releases' own files: crictl-v1.34.0-linux-amd64.tar.gz.sha256, cni-plugins-linux-arm64-v1.9.1.tgz.sha256.
  assert.equal(OFFICIAL_ARCHIVE_CHECKSUMS.crictl['v1.34.0']!.amd64, 'a8ff2a3edb37a98daf3aba7c3b284fe0aa5bff24166d896ab9ef64c8913c9f51');
  assert.equal(OFFICIAL_ARCHIVE_CHECKSUMS['cni-plugins']['v1.9.1']!.arm64, '56171987d3947707c3563db2f4001bccaf50fd63468611b9f3cbecb1375ee7ec');
});

test('an archive\'s checksum comes from cluster.yaml by architecture, then by name, then from the official table, and names its release back; a file extracted from it is known by both', () => {
  const software: NodeSoftware = { source: { kind: 'url', template: '' }, checksums: { 'v1.35.0': { 'crictl/arm64': 'a'.repeat(64) }, 'v1.9.9': { 'cni-plugins': 'b'.repeat(64) } }, archives: [] };
  assert.deepEqual(binaryChecksum(software, 'v1.35.0', 'arm64', 'crictl'), { sha256: 'a'.repeat(64), from: 'cluster.yaml' });
  assert.deepEqual(binaryChecksum(software, 'v1.35.0', 'amd64', 'crictl'), { sha256: OFFICIAL_ARCHIVE_CHECKSUMS.crictl['v1.35.0']!.amd64, from: 'official' });
  assert.equal(binaryChecksum(software, 'v1.35.0', 'amd64', 'cni-plugins'), undefined, 'a crictl release is no CNI plugins release');
  assert.equal(releaseOfDigest(software, 'cni-plugins', 'b'.repeat(64)), 'v1.9.9');
  assert.equal(releaseOfDigest(software, 'crictl', 'b'.repeat(64)), undefined);
  assert.equal(releaseOfDigest(software, 'cni-plugins', OFFICIAL_ARCHIVE_CHECKSUMS['cni-plugins']['v1.8.0']!.amd64), 'v1.8.0');
  assert.equal(releaseOfDigest(software, 'kubelet', OFFICIAL_ARCHIVE_CHECKSUMS['cni-plugins']['v1.8.0']!.amd64), undefined);
  assert.equal(softwareSource({ kind: 'url', template: 'https://m.example/crictl-{version}-linux-{arch}.tar.gz' }, 'v1.35.0', 'arm64', 'crictl'), 'https://m.example/crictl-v1.35.0-linux-arm64.tar.gz');
  const digest = extractedDigest('c'.repeat(64), 'host-local');
  assert.equal(digest, `extracted:${'c'.repeat(64)}:host-local`);
  assert.deepEqual(parseExtractedDigest(digest), { archive: 'c'.repeat(64), member: 'host-local' });
  assert.equal(parseExtractedDigest('c'.repeat(64)), undefined);
  assert.equal(parseExtractedDigest(`symlink:${'c'.repeat(64)}`), undefined);
});
