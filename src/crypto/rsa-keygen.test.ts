import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { generatePrimeSync } from 'node:crypto';
import { test } from 'node:test';
import { generateRsaKey, keyFromPrimes, modInverse } from './rsa-keygen.js';
import { kubeadmPrivatePem } from './withheld-key.js';

test('RSA keys made from two primes have the asked modulus length and e = 65537, and OpenSSL itself checks them', async () => {
  for (const bits of [2048, 2048, 3072]) {
    const key = await generateRsaKey(bits);
    assert.equal(key.asymmetricKeyDetails?.modulusLength, bits);
    assert.equal(key.asymmetricKeyDetails?.publicExponent, 65537n);
    // `openssl rsa -check` verifies p and q are prime, n = pq, d·e ≡ 1 mod λ, and the CRT values.
    const check = spawnSync('openssl', ['rsa', '-check', '-noout'], { input: kubeadmPrivatePem(key), encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr);
    assert.match(check.stdout, /RSA key ok/);
  }
});

test('primes failing FIPS 186-4\'s checks are drawn again: equal, too close, or a short modulus', () => {
  const p = generatePrimeSync(1024, { bigint: true });
  assert.equal(keyFromPrimes(p, p, 2048), undefined, 'p = q');
  let close = p + 2n;
  while (!isProbablePrime(close)) close += 2n;
  assert.equal(keyFromPrimes(p, close, 2048), undefined, '|p - q| within 2^924');
  assert.equal(keyFromPrimes(generatePrimeSync(1000, { bigint: true }), generatePrimeSync(1000, { bigint: true }), 2048), undefined, 'a 2000-bit modulus');
  const q = generatePrimeSync(1024, { bigint: true });
  if ((p - 1n) % 65537n && (q - 1n) % 65537n) assert.ok(keyFromPrimes(p, q, 2048), 'two random 1024-bit primes make a key');
});

test('modInverse: a·a⁻¹ ≡ 1, and a non-invertible value throws', () => {
  const m = generatePrimeSync(512, { bigint: true });
  for (const a of [2n, 65537n, m - 1n, m / 3n]) assert.equal((a * modInverse(a, m)) % m, 1n);
  assert.throws(() => modInverse(6n, 9n), /not invertible/);
});

/** Fermat's test to bases 2, 3, 5, 7: enough to find the next prime after p for this test. */
function isProbablePrime(n: bigint): boolean {
  const pow = (b: bigint, e: bigint) => {
    let r = 1n;
    for (b %= n; e; e >>= 1n, b = (b * b) % n) if (e & 1n) r = (r * b) % n;
    return r;
  };
  return [2n, 3n, 5n, 7n].every((b) => pow(b, n - 1n) === 1n);
}
