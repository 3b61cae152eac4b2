import { createPrivateKey, createPublicKey, generatePrime, randomBytes, sign, verify, type KeyObject } from 'node:crypto';

const E = 65537n;

/**
 * An RSA private key made from two primes of OpenSSL's prime generator, as Go's crypto/rsa (and so
 * kubeadm) makes one: OpenSSL 3's own RSA key generation follows FIPS 186-4's auxiliary-prime method,
 * which takes about twice as long here for keys of the same strength. The checks are FIPS 186-4's
 * (B.3.1 and B.3.3): an exact modulus length, gcd(e, p-1) = gcd(e, q-1) = 1, |p - q| > 2^(bits/2 - 100),
 * d > 2^(bits/2). The key then signs and verifies a random message before it is returned, so an
 * inconsistent one can never be written.
 */
export async function generateRsaKey(bits: number): Promise<KeyObject> {
  for (;;) {
    const [p, q] = await Promise.all([prime(bits / 2), prime(bits / 2)]);
    const key = keyFromPrimes(p, q, bits);
    if (key) return key;
  }
}

/** The key for primes `p` and `q`, or undefined when they fail one of FIPS 186-4's checks (draw again). */
export function keyFromPrimes(p: bigint, q: bigint, bits: number): KeyObject | undefined {
  const half = BigInt(bits / 2);
  const n = p * q;
  const distance = p > q ? p - q : q - p;
  if (n.toString(2).length !== bits || distance <= 1n << (half - 100n)) return undefined;
  if (gcd(E, p - 1n) !== 1n || gcd(E, q - 1n) !== 1n) return undefined;
  const lambda = ((p - 1n) * (q - 1n)) / gcd(p - 1n, q - 1n);
  const d = modInverse(E, lambda);
  if (d <= 1n << half) return undefined;
  const [big, small] = p > q ? [p, q] : [q, p];
  const key = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'RSA', n: b64(n), e: b64(E), d: b64(d), p: b64(big), q: b64(small),
      dp: b64(d % (big - 1n)), dq: b64(d % (small - 1n)), qi: b64(modInverse(small, big)),
    },
  });
  selfTest(key);
  return key;
}

/** Signs and verifies a random message: the private operation (CRT) must agree with the public key. */
function selfTest(key: KeyObject): void {
  const message = randomBytes(32);
  if (!verify('sha256', message, createPublicKey(key), sign('sha256', message, key))) throw new Error('a generated RSA key failed its signature self-test');
}

function prime(bits: number): Promise<bigint> {
  return new Promise((resolve, reject) => generatePrime(bits, { bigint: true }, (err, p) => (err ? reject(err) : resolve(p as bigint))));
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** a⁻¹ mod m by the extended Euclidean algorithm; `a` and `m` are coprime. */
export function modInverse(a: bigint, m: bigint): bigint {
  let [r0, r1, s0, s1] = [a % m, m, 1n, 0n];
  while (r1) {
    const quotient = r0 / r1;
    [r0, r1] = [r1, r0 - quotient * r1];
    [s0, s1] = [s1, s0 - quotient * s1];
  }
  if (r0 !== 1n) throw new Error('not invertible');
  return ((s0 % m) + m) % m;
}

/** Unsigned big-endian base64url, as JWK writes integers. */
function b64(x: bigint): string {
  const hex = x.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex').toString('base64url');
}
