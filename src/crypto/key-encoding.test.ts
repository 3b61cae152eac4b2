import assert from 'node:assert/strict';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { test } from 'node:test';
import { keyEncodings } from './key-encoding.js';
import { generateP256Key } from './p256-keygen.js';
import { kubeadmPrivatePem } from './withheld-key.js';

// A snapshot withholds a key by the digest of its kubeadm encoding by OpenSSL (kubeadmPrivatePem):
// render's own encoding must be the same bytes, or a withheld key would always read as changed.
const openssl = (key: KeyObject) => ({
  privatePem: kubeadmPrivatePem(key),
  spki: createPublicKey(key).export({ type: 'spki', format: 'der' }),
});

/**
 * A key of OpenSSL's own generation, handed over as DER and imported: a KeyObject straight from
 * generateKeyPairSync can deadlock its own JWK export (see p256-keygen.ts).
 */
function opensslKey(type: 'ec' | 'rsa', modulusLength = 2048): KeyObject {
  const publicKeyEncoding = { type: 'spki', format: 'der' } as const;
  if (type === 'ec') {
    const sec1 = { type: 'sec1', format: 'der' } as const;
    return createPrivateKey({ key: generateKeyPairSync('ec', { namedCurve: 'prime256v1', privateKeyEncoding: sec1, publicKeyEncoding }).privateKey, ...sec1 });
  }
  const pkcs1 = { type: 'pkcs1', format: 'der' } as const;
  return createPrivateKey({ key: generateKeyPairSync('rsa', { modulusLength, privateKeyEncoding: pkcs1, publicKeyEncoding }).privateKey, ...pkcs1 });
}

test('P-256 keys are encoded byte for byte as OpenSSL encodes them, scalars and coordinates with leading zero bytes included', () => {
  // Each of d, x and y starts with a zero byte in about 1 key of 256: go on until every one has, twice,
  // for keys made here from their fields (p256-keygen.ts pads a short scalar) and for keys read back.
  const leadingZeros = { d: 0, x: 0, y: 0 };
  let keys = 0;
  while (Object.values(leadingZeros).some((n) => n < 2)) {
    assert.ok(++keys < 20_000, `no leading zero bytes after ${keys} keys: ${JSON.stringify(leadingZeros)}`);
    const { privateKey, jwk } = generateP256Key();
    for (const field of ['d', 'x', 'y'] as const) if (Buffer.from(jwk[field]!, 'base64url')[0] === 0) leadingZeros[field]++;
    assert.deepEqual(keyEncodings(privateKey, jwk), openssl(privateKey));
    assert.deepEqual(keyEncodings(privateKey), openssl(privateKey));
  }
  for (let i = 0; i < 200; i++) {
    const privateKey = opensslKey('ec');
    assert.deepEqual(keyEncodings(privateKey), openssl(privateKey));
  }
});

test('RSA keys are encoded byte for byte as OpenSSL encodes them (PKCS#1 private key, SubjectPublicKeyInfo)', () => {
  for (let i = 0; i < 40; i++) {
    const privateKey = opensslKey('rsa', i % 10 === 0 ? 2048 : 1024);
    assert.deepEqual(keyEncodings(privateKey), openssl(privateKey));
  }
});

test('a key of another kind is refused by name', () => {
  assert.throws(() => keyEncodings(generateKeyPairSync('ed25519').privateKey), /unsupported key type ed25519/);
  assert.throws(() => keyEncodings(generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey), /unsupported key type ec/);
});
