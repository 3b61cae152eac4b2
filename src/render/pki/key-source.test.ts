import assert from 'node:assert/strict';
import { createPublicKey } from 'node:crypto';
import { test } from 'node:test';
import { aheadOfTimeKeySource, loadKeyPair, systemKeySource, type KeyPair, type KeySource } from './key-source.js';

test('system keys are written as kubeadm writes them: PKCS#1 RSA, SEC1 EC, PKIX public', async () => {
  const rsa = await systemKeySource.generate('rsa-2048', 'x');
  assert.match(rsa.privatePem, /^-----BEGIN RSA PRIVATE KEY-----\n/);
  assert.match(rsa.publicPem, /^-----BEGIN PUBLIC KEY-----\n/);
  assert.equal(createPublicKey(rsa.publicPem).asymmetricKeyDetails?.modulusLength, 2048);
  const ec = await systemKeySource.generate('ecdsa-p256', 'x');
  assert.match(ec.privatePem, /^-----BEGIN EC PRIVATE KEY-----\n/);
  assert.equal(createPublicKey(ec.publicPem).asymmetricKeyDetails?.namedCurve, 'prime256v1');
});

test('loadKeyPair round-trips an existing key and refuses key types kubeadm does not write', async () => {
  const ec = await systemKeySource.generate('ecdsa-p256', 'x');
  const loaded = await loadKeyPair(ec.privatePem);
  assert.equal(loaded.algorithm, 'ecdsa-p256');
  assert.equal(loaded.publicPem, ec.publicPem);
  const { generateKeyPairSync } = await import('node:crypto');
  const ed = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await assert.rejects(loadKeyPair(ed), /unsupported key type ed25519/);
});

test('the ahead-of-time source hands out distinct keys and generates no more than expected', async () => {
  let generated = 0;
  const counting: KeySource = {
    async generate(algorithm) {
      generated++;
      return { algorithm, privatePem: `key-${generated}` } as unknown as KeyPair;
    },
  };
  const source = aheadOfTimeKeySource(counting, 5, 3);
  const keys = [];
  for (let i = 0; i < 5; i++) keys.push((await source.generate('rsa-2048', `k${i}`)).privatePem);
  assert.equal(new Set(keys).size, 5);
  assert.equal(generated, 5);
  await source.generate('rsa-2048', 'one more than expected');
  assert.equal(generated, 6, 'beyond the expectation it falls back to generating on demand');
});
