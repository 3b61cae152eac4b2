import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { test } from 'node:test';
import { parsePrivateKey } from './certificate-meaning.js';

test('a private key is parsed once per PEM: the same frozen meaning comes back, and a bad PEM fails every time', () => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pem = privateKey.export({ type: 'sec1', format: 'pem' }).toString();
  const first = parsePrivateKey(pem);
  assert.deepEqual({ type: first.type, pemType: first.pemType }, { type: 'ECDSA P-256', pemType: 'EC PRIVATE KEY' });
  assert.equal(parsePrivateKey(pem), first);
  assert.ok(Object.isFrozen(first));
  const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'sec1', format: 'pem' }).toString();
  assert.notEqual(parsePrivateKey(other).publicKeySha256, first.publicKeySha256);
  const bad = pem.replace(/[A-Za-z0-9+/]{10}\n/, '!!!!!!!!!!\n');
  assert.throws(() => parsePrivateKey(bad));
  assert.throws(() => parsePrivateKey(bad), 'a failure is not remembered as a meaning');
});
