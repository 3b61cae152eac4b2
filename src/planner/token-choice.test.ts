import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { KubeObject } from '../model/desired.js';
import { chooseTokens } from './token-choice.js';

const now = new Date('2026-06-01T00:00:00Z');
const b64 = (s: string) => Buffer.from(s).toString('base64');
/** A bootstrap token Secret as the apiserver holds it; the secret is made up here, never a real one. */
const tokenSecret = (id: string, expiration?: string): KubeObject => ({
  apiVersion: 'v1', kind: 'Secret', type: 'bootstrap.kubernetes.io/token',
  metadata: { name: `bootstrap-token-${id}`, namespace: 'kube-system' },
  data: { 'token-id': b64(id), 'token-secret': b64(id.padEnd(16, '0')), ...(expiration && { expiration: b64(expiration) }) },
} as KubeObject);
const onWorkers = [{ id: 'wwwwww', secret: 'w'.repeat(16) }];
const ids = (t: ReturnType<typeof chooseTokens>) => t?.map((x) => x.id);

test('the valid tokens the apiserver holds are kept, whatever the workers carry', () => {
  assert.deepEqual(ids(chooseTokens([tokenSecret('bbbbbb'), tokenSecret('aaaaaa', '2027-01-01T00:00:00Z')], onWorkers, now)), ['aaaaaa', 'bbbbbb']);
});

test('with none valid, the workers\' token is kept unless the apiserver says it expired', () => {
  assert.deepEqual(ids(chooseTokens([], onWorkers, now)), ['wwwwww'], 'a new cluster: its Secret matches bootstrap-kubelet.conf');
  assert.deepEqual(ids(chooseTokens(undefined, onWorkers, now)), ['wwwwww'], 'no apiserver to ask');
  assert.deepEqual(ids(chooseTokens([tokenSecret('wwwwww', '2026-05-01T00:00:00Z')], onWorkers, now)), [], 'expired: a new token is made');
  assert.deepEqual(ids(chooseTokens([tokenSecret('aaaaaa', '2026-05-01T00:00:00Z')], onWorkers, now)), ['wwwwww'], 'another token expired');
  assert.equal(chooseTokens([], undefined, now), undefined, 'nothing to keep: new tokens are made');
});
