import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { describeKey } from '../../src/state/certificate-meaning.js';
import { keyTypeOf, loadKeyPair, systemKeySource } from '../../src/render/pki/key-source.js';

test('system keys are written as kubeadm writes them: PKCS#1 RSA, SEC1 EC, PKIX public', async () => {
  const rsa = await systemKeySource.generate('rsa-2048', 'x');
  assert.match(rsa.privatePem, /^-----BEGIN RSA PRIVATE KEY-----\n/);
  assert.match(rsa.publicPem, /^-----BEGIN PUBLIC KEY-----\n/);
  assert.equal(createPublicKey(rsa.publicPem).asymmetricKeyDetails?.modulusLength, 2048);
  const ec = await systemKeySource.generate('ecdsa-p256', 'x');
  assert.match(ec.privatePem, /^-----BEGIN EC PRIVATE KEY-----\n/);
  assert.equal(createPublicKey(ec.publicPem).asymmetricKeyDetails?.namedCurve, 'prime256v1');
  // The public forms are exported once and shared: they must be exactly what OpenSSL writes for the private key.
  for (const key of [rsa, ec, await loadKeyPair(ec.privatePem)]) {
    const own = createPublicKey(key.privateKey);
    assert.equal(key.publicPem, own.export({ type: 'spki', format: 'pem' }));
    assert.deepEqual(key.spki, own.export({ type: 'spki', format: 'der' }));
    assert.equal(key.algorithm === 'ecdsa-p256' ? 'ec' : 'rsa', key.privateKey.asymmetricKeyType);
    // The KeyObject is made when first asked for, once.
    assert.equal(key.privateKey, key.privateKey);
  }
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

test('keyTypeOf names a key as certificate views do', async () => {
  for (const algorithm of ['rsa-2048', 'ecdsa-p256'] as const) {
    assert.equal(keyTypeOf(algorithm), describeKey(createPublicKey((await systemKeySource.generate(algorithm, 'x')).publicPem)));
  }
  assert.equal(keyTypeOf('rsa-4096'), 'RSA 4096');
});

// P-256 keys made by Node's key-generation job deadlocked here in about 2 runs of 3 at this size: the
// collector ran the job's destructor while a JWK export of its key held the key's mutex. A small
// young generation makes collections frequent; a hang ends the child at its timeout, a failure here.
test('making and encoding many keys in a row never waits on itself', () => {
  const keySource = fileURLToPath(new URL('../../src/render/pki/key-source.js', import.meta.url));
  const script = `
    const { systemKeySource } = await import(${JSON.stringify(keySource)});
    for (let i = 0; i < 20000; i++) await systemKeySource.generate('ecdsa-p256', 'k');
    console.log('made 20000');`;
  for (let run = 0; run < 3; run++) {
    const child = spawnSync(process.execPath, ['--max-semi-space-size=1', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(child.signal, null, `run ${run + 1} did not finish within 30 s: it waits on itself`);
    assert.equal(child.status, 0, child.stderr);
    assert.equal(child.stdout, 'made 20000\n');
  }
});
