import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { KeyAlgorithm } from '../../model/cluster.js';
import { certificatePem } from '../../crypto/certificate-fields.js';
import { jwkEncodings, keyAlgorithmOf, keyEncodings, unsupportedKey, type KeyEncodings } from '../../crypto/key-encoding.js';
import { generateP256Key } from '../../crypto/p256-keygen.js';
import { generateRsaKey } from '../../crypto/rsa-keygen.js';
import { parseWithheldKey, withheldKeyText } from '../../crypto/withheld-key.js';

/** A generated or loaded key pair, usable for signing and for writing (PEM). */
export interface KeyPair {
  readonly algorithm: KeyAlgorithm;
  readonly privateKey: KeyObject;
  /** As kubeadm writes it: PKCS#1 `RSA PRIVATE KEY` or SEC1 `EC PRIVATE KEY`. */
  readonly privatePem: string;
  /** The public key as DER SubjectPublicKeyInfo: what certificates carry and key ids hash. */
  readonly spki: Buffer;
  /** PKIX `PUBLIC KEY` (the sa.pub format). */
  readonly publicPem: string;
}

/**
 * Where key material comes from. Render never generates keys itself, so tests can inject a source
 * that reuses keys across cases and production can inject fresh randomness.
 * `label` names the key's purpose (e.g. `cp-1/apiserver`); sources may use it to cache.
 */
export interface KeySource {
  generate(algorithm: KeyAlgorithm, label: string): Promise<KeyPair>;
}

/**
 * Fresh keys from the operating system's randomness (RSA from two primes, as Go makes them: see
 * rsa-keygen.ts). RSA primes are searched for on libuv's thread pool, in parallel; a P-256 key takes
 * about 0.1 ms, less than the round trip to the pool, so it is made on the main thread (p256-keygen.ts).
 */
export const systemKeySource: KeySource = {
  async generate(algorithm) {
    if (algorithm !== 'ecdsa-p256') return keyPairOf(await generateRsaKey(Number(algorithm.slice('rsa-'.length))), algorithm);
    const key = generateP256Key();
    // The fields it was made from give its encodings; only a key that signs is ever imported.
    return lazyKeyPair(() => key.privateKey, algorithm, jwkEncodings(key.jwk)!);
  },
};

/** How a key of this algorithm is shown ('RSA 2048', 'ECDSA P-256'), as certificate views name it. */
export function keyTypeOf(algorithm: KeyAlgorithm): string {
  return algorithm === 'ecdsa-p256' ? 'ECDSA P-256' : `RSA ${algorithm.slice('rsa-'.length)}`;
}

/**
 * Loads an existing private key (any PEM encoding) as a KeyPair. A key a snapshot withheld keeps its
 * real public key and gets a throwaway private key from `keys`, so an offline plan can describe the
 * certificates it would sign (bytes never written anywhere) without the key itself.
 */
export async function loadKeyPair(pem: string, keys: KeySource = systemKeySource): Promise<KeyPair> {
  const withheld = parseWithheldKey(pem);
  if (withheld) {
    const pub = createPublicKey({ key: withheld.spki, format: 'der', type: 'spki' });
    const algorithm = supportedAlgorithm(pub);
    const throwaway = await keys.generate(algorithm, `withheld:${withheld.sha256}`);
    const privatePem = withheldKeyText({ ...withheld, sha256: withheld.kubeadmSha256 });
    return { algorithm, privateKey: throwaway.privateKey, privatePem, spki: withheld.spki, publicPem: publicPemOf(withheld.spki) };
  }
  const key = createPrivateKey(pem);
  return keyPairOf(key, supportedAlgorithm(key));
}

/** A private key as a KeyPair; the algorithm is passed, as asking the key costs a render's cold start. */
function keyPairOf(key: KeyObject, algorithm: KeyAlgorithm): KeyPair {
  return lazyKeyPair(() => key, algorithm, keyEncodings(key));
}

/**
 * A KeyPair whose KeyObject is made when first asked for: a render writes every key but signs with
 * only its CAs', and importing a key costs about 0.1 ms of a cold start.
 */
function lazyKeyPair(privateKey: () => KeyObject, algorithm: KeyAlgorithm, { privatePem, spki }: KeyEncodings): KeyPair {
  return {
    algorithm,
    get privateKey() {
      return privateKey();
    },
    privatePem,
    spki,
    publicPem: publicPemOf(spki),
  };
}

/** sa.pub's encoding: the SubjectPublicKeyInfo DER in PEM armour. */
const publicPemOf = (spki: Buffer): string => certificatePem(spki, 'PUBLIC KEY');

function supportedAlgorithm(key: KeyObject): KeyAlgorithm {
  const algorithm = keyAlgorithmOf(key);
  if (!algorithm) throw unsupportedKey(key);
  return algorithm;
}
