import assert from 'node:assert/strict';
import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { test } from 'node:test';
import { keyEncodings } from './key-encoding.js';
import { kubeadmPrivatePem } from './withheld-key.js';

// A snapshot withholds a key by the digest of its kubeadm encoding by OpenSSL (kubeadmPrivatePem):
// render's own encoding must be the same bytes, or a withheld key would always read as changed.
const openssl = (key: KeyObject) => ({
  privatePem: kubeadmPrivatePem(key),
  spki: createPublicKey(key).export({ type: 'spki', format: 'der' }),
});

test('P-256 keys are encoded byte for byte as OpenSSL encodes them, scalars and coordinates with leading zero bytes included', () => {
  // Each of d, x and y starts with a zero byte in about 1 key of 256: go on until every one has, twice.
  const leadingZeros = { d: 0, x: 0, y: 0 };
  let keys = 0;
  while (Object.values(leadingZeros).some((n) => n < 2)) {
    assert.ok(++keys < 20_000, `no leading zero bytes after ${keys} keys: ${JSON.stringify(leadingZeros)}`);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const jwk = privateKey.export({ format: 'jwk' });
    for (const field of ['d', 'x', 'y'] as const) if (Buffer.from(jwk[field]!, 'base64url')[0] === 0) leadingZeros[field]++;
    assert.deepEqual(keyEncodings(privateKey), openssl(privateKey));
  }
});

test('RSA keys are encoded byte for byte as OpenSSL encodes them (PKCS#1 private key, SubjectPublicKeyInfo)', () => {
  for (let i = 0; i < 40; i++) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: i % 10 === 0 ? 2048 : 1024 });
    assert.deepEqual(keyEncodings(privateKey), openssl(privateKey));
  }
});

test('a key of another kind is refused by name', () => {
  assert.throws(() => keyEncodings(generateKeyPairSync('ed25519').privateKey), /unsupported key type ed25519/);
  assert.throws(() => keyEncodings(generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey), /unsupported key type ec/);
});
