import assert from 'node:assert/strict';
import { createPublicKey, sign, verify } from 'node:crypto';
import { test } from 'node:test';
import { generateP256Key } from './p256-keygen.js';

test('a generated P-256 key is on the curve, signs, and carries its own JWK fields', () => {
  for (let i = 0; i < 50; i++) {
    const { privateKey, jwk } = generateP256Key();
    assert.equal(privateKey.asymmetricKeyDetails?.namedCurve, 'prime256v1');
    assert.deepEqual(jwk, privateKey.export({ format: 'jwk' }));
    const message = Buffer.from(`message ${i}`);
    assert.ok(verify('sha256', message, createPublicKey(privateKey), sign('sha256', message, privateKey)));
  }
});
