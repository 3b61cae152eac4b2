import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createPublicKey, sign, verify } from 'node:crypto';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
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

// Keys made by Node's key-generation job deadlocked here in about 2 runs of 3 at this size: the
// collector ran the job's destructor while a JWK export of its key held the key's mutex. A small
// young generation makes collections frequent; a hang ends the child at its timeout, a failure here.
test('making and encoding many keys in a row never waits on itself', () => {
  const keySource = fileURLToPath(new URL('../render/pki/key-source.js', import.meta.url));
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
