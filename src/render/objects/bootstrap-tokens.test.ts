import { createHash } from 'node:crypto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RandomSource } from '../inputs.js';
import { bootstrapTokenSecret, resolveBootstrapTokens, rfc3339 } from './bootstrap-tokens.js';
import { testCluster } from './test-cluster.js';

/** Deterministic bytes: sha256(seed/counter) blocks. */
function seededRandom(seed: string): RandomSource {
  let counter = 0;
  return {
    bytes(count) {
      const out = new Uint8Array(count);
      for (let i = 0; i < count; i += 32) out.set(createHash('sha256').update(`${seed}/${counter++}`).digest().subarray(0, count - i), i);
      return out;
    },
  };
}

const NOW = new Date('2025-09-30T12:34:56.789Z');
const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');
const secretData = (m: object) => (m as { data: Record<string, string> }).data;

test('generated tokens have the kubeadm format and are deterministic for a seed', () => {
  const cluster = testCluster({ bootstrapTokens: [{ ttl: '24h' }, { ttl: '1h' }] });
  const a = resolveBootstrapTokens(cluster, NOW, seededRandom('s1'));
  const b = resolveBootstrapTokens(cluster, NOW, seededRandom('s1'));
  const c = resolveBootstrapTokens(cluster, NOW, seededRandom('s2'));
  assert.equal(a.length, 2);
  for (const t of a) assert.match(`${t.id}.${t.secret}`, /^[a-z0-9]{6}\.[a-z0-9]{16}$/);
  assert.deepEqual(a, b);
  assert.notEqual(a[0]!.secret, c[0]!.secret);
  assert.notEqual(a[0]!.id, a[1]!.id);
});

test('bytes from 252 up are drawn again instead of wrapping round the alphabet', () => {
  const script = [[252, 253, 254, 255, 0, 1], [2, 3, 4, 5], [35, 36, 71, 107, 143, 179, 215, 251, 10, 11, 12, 13, 14, 15, 16, 17]];
  const random: RandomSource = { bytes: (n) => { const next = script.shift()!; assert.equal(next.length, n); return Uint8Array.from(next); } };
  const [token] = resolveBootstrapTokens(testCluster({ bootstrapTokens: [{}] }), NOW, random);
  assert.equal(token!.id, '012345');
  assert.equal(token!.secret, 'z0zzzzzzabcdefgh');
});

test('existing tokens are reused in order; only missing ones are generated', () => {
  const cluster = testCluster({ bootstrapTokens: [{ ttl: '24h' }, { ttl: '24h' }] });
  const expires = new Date('2025-10-01T00:00:00Z');
  const tokens = resolveBootstrapTokens(cluster, NOW, seededRandom('x'), [{ id: 'abcdef', secret: '0123456789abcdef', expires }]);
  assert.deepEqual([tokens[0]!.id, tokens[0]!.secret, tokens[0]!.expires], ['abcdef', '0123456789abcdef', expires]);
  assert.notEqual(tokens[1]!.id, 'abcdef');
});

test('expiration is now + ttl in RFC3339 UTC without fractions; ttl 0 never expires', () => {
  const cluster = testCluster({ bootstrapTokens: [{ ttl: '24h' }, { ttl: '0s' }] });
  const [day, forever] = resolveBootstrapTokens(cluster, NOW, seededRandom('t'));
  assert.equal(rfc3339(day!.expires!), '2025-10-01T12:34:56Z');
  assert.equal(decode(secretData(bootstrapTokenSecret(day!)).expiration!), '2025-10-01T12:34:56Z');
  assert.equal(forever!.expires, undefined);
  assert.equal('expiration' in secretData(bootstrapTokenSecret(forever!)), false);
});

test('the Secret carries base64 token fields exactly as kubeadm writes them', () => {
  const secret = bootstrapTokenSecret({
    id: 'abcdef', secret: '0123456789abcdef', expires: NOW, description: 'join',
    usages: ['signing', 'authentication'], groups: ['system:bootstrappers:a', 'system:bootstrappers:b'],
  });
  assert.equal(secret.metadata.name, 'bootstrap-token-abcdef');
  assert.equal(secret.metadata.namespace, 'kube-system');
  assert.equal(secret.type, 'bootstrap.kubernetes.io/token');
  const data = secretData(secret);
  for (const v of Object.values(data)) assert.equal(Buffer.from(decode(v)).toString('base64'), v);
  assert.deepEqual(Object.fromEntries(Object.entries(data).map(([k, v]) => [k, decode(v)])), {
    'token-id': 'abcdef',
    'token-secret': '0123456789abcdef',
    description: 'join',
    expiration: '2025-09-30T12:34:56Z',
    'usage-bootstrap-signing': 'true',
    'usage-bootstrap-authentication': 'true',
    'auth-extra-groups': 'system:bootstrappers:a,system:bootstrappers:b',
  });
});

test('no description and no groups leave their keys out', () => {
  const data = secretData(bootstrapTokenSecret({ id: 'abcdef', secret: '0123456789abcdef', usages: ['authentication'], groups: [] }));
  assert.deepEqual(Object.keys(data).sort(), ['token-id', 'token-secret', 'usage-bootstrap-authentication']);
});
