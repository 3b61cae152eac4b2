import assert from 'node:assert/strict';
import { test } from 'node:test';
import { binaryAddress } from '../model/address.js';
import type { BinaryChange } from '../model/plan.js';
import { changeBody } from './change-body.js';

const V180 = 'ab3bda535f9d90766cccc90d3dddb5482003dd744d7f22bcf98186bf8eea8be6';
const V191 = 'b98f74a0f8522f0a83867178729c1aa70f2158f90c45a2ca8fa791db1c76b303';
const URL = 'https://github.com/containernetworking/plugins/releases/download/v1.9.1/cni-plugins-linux-amd64-v1.9.1.tgz';

test('a file of a release archive is shown by its release, the archive\'s sha256 and URL, and its name in the archive', () => {
  const installed = (sha256: string) => ({ digest: `extracted:${sha256}:bridge`, mode: 0o755, uid: 0, gid: 0 });
  const upgrade: BinaryChange = {
    addr: binaryAddress('worker-1', '/opt/cni/bin/bridge'), action: 'update', format: 'binary', sensitive: false, dependsOn: [],
    reasons: [{ code: 'version', detail: 'the CNI plugin bridge v1.8.0 → v1.9.1' }],
    before: { ...installed(V180), view: { kind: 'binary', release: 'v1.8.0', sha256: V180, member: 'bridge' } },
    after: { ...installed(V191), view: { kind: 'binary', release: 'v1.9.1', sha256: V191, source: URL, member: 'bridge' } },
  };
  assert.deepEqual(changeBody(upgrade, false), [
    '~ release: v1.8.0 -> v1.9.1',
    `~ sha256: ${V180} -> ${V191}`,
    `+ from: ${URL}`,
    '  member: bridge (the sha256 is its archive\'s)',
  ]);
  const debian = { ...upgrade, reasons: [], before: { digest: 'c'.repeat(64), mode: 0o755, uid: 0, gid: 0, view: { kind: 'binary' as const, sha256: 'c'.repeat(64) } } };
  assert.deepEqual(changeBody(debian, false), [
    '~ release: unknown (no checksum names this digest) -> v1.9.1',
    `~ sha256: ${'c'.repeat(64)} -> ${V191}`,
    `+ from: ${URL}`,
    '+ member: bridge (the sha256 is its archive\'s)',
  ]);
});
