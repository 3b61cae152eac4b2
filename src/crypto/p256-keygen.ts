import { createECDH, createPrivateKey, type JsonWebKey, type KeyObject } from 'node:crypto';

/** A P-256 private key and its JWK fields, the scalar and coordinates padded to the curve's 32 bytes. */
export interface P256Key {
  readonly privateKey: KeyObject;
  readonly jwk: JsonWebKey;
}

const COORDINATE_BYTES = 32;

/**
 * A fresh P-256 key from OpenSSL's EC key generation (a uniform scalar in [1, n-1]), made through
 * ECDH and imported as JWK rather than by `generateKeyPairSync('ec')`: Node 20's key-generation job
 * shares the key's mutex and locks it in its destructor, which the garbage collector may run while
 * a JWK export of that same key holds the mutex, and the process then waits on itself forever.
 * A key imported from JWK has no job behind it; the fields come back with it, so nothing is exported.
 */
export function generateP256Key(): P256Key {
  const ecdh = createECDH('prime256v1');
  const point = ecdh.generateKeys(); // uncompressed: 0x04 ‖ x ‖ y, each coordinate 32 bytes
  // getPrivateKey drops leading zero bytes (about 1 key in 256); JWK and SEC1 want all 32.
  const scalar = ecdh.getPrivateKey();
  const d = Buffer.concat([Buffer.alloc(COORDINATE_BYTES - scalar.length), scalar]);
  const jwk: JsonWebKey = {
    kty: 'EC',
    crv: 'P-256',
    d: d.toString('base64url'),
    x: point.subarray(1, 1 + COORDINATE_BYTES).toString('base64url'),
    y: point.subarray(1 + COORDINATE_BYTES).toString('base64url'),
  };
  // Imported when first asked for: importing costs about 0.1 ms, and only a CA's key ever signs.
  let privateKey: KeyObject | undefined;
  return {
    jwk,
    get privateKey() {
      return (privateKey ??= createPrivateKey({ key: jwk, format: 'jwk' }));
    },
  };
}
