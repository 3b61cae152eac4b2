import type { JsonWebKey, KeyObject } from 'node:crypto';
import type { KeyAlgorithm } from '../model/cluster.js';
import { certificatePem } from './certificate-fields.js';
import { bitString, explicit, nullValue, objectIdentifier, octetString, sequence, unsignedInteger } from './der.js';
import { KEY_OID } from './oids.js';

/** A private key in the encodings kubeadm writes and certificates carry. */
export interface KeyEncodings {
  /** As kubeadm writes it: PKCS#1 `RSA PRIVATE KEY` or SEC1 `EC PRIVATE KEY`. */
  readonly privatePem: string;
  /** Its public key as DER SubjectPublicKeyInfo. */
  readonly spki: Buffer;
}

/**
 * The encodings of an RSA or P-256 key, written here from the key's JWK fields, byte for byte what
 * OpenSSL writes (a test holds them to it over many keys): OpenSSL's encoders cost a render about
 * 0.5 ms a key, most of it finding the encoder each time, and the JWK export about 0.02 ms.
 * A key generated here passes the fields it was made from, and is not exported at all.
 */
export function keyEncodings(privateKey: KeyObject, jwk: JsonWebKey = privateKey.export({ format: 'jwk' })): KeyEncodings {
  const encodings = jwkEncodings(jwk);
  if (!encodings) throw unsupportedKey(privateKey);
  return encodings;
}

/** The encodings of a key from its JWK fields alone, or undefined for a key type kubeadm does not write. */
export function jwkEncodings(jwk: JsonWebKey): KeyEncodings | undefined {
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return ecEncodings(jwk);
  if (jwk.kty === 'RSA') return rsaEncodings(jwk);
  return undefined;
}

/** The algorithm of an existing PEM private key, or undefined for one kubeadm would not write. */
export function keyAlgorithmOf(key: KeyObject): KeyAlgorithm | undefined {
  if (key.asymmetricKeyType === 'ec') return key.asymmetricKeyDetails?.namedCurve === 'prime256v1' ? 'ecdsa-p256' : undefined;
  if (key.asymmetricKeyType !== 'rsa') return undefined;
  const bits = key.asymmetricKeyDetails?.modulusLength;
  return bits === 2048 || bits === 3072 || bits === 4096 ? (`rsa-${bits}` as KeyAlgorithm) : undefined;
}

/** The error for a key of a type kubeadm does not write. */
export const unsupportedKey = (key: KeyObject): Error => new Error(`unsupported key type ${key.asymmetricKeyType} (k8sform uses RSA 2048/3072/4096 or ECDSA P-256)`);

const bytes = (field: string | undefined): Buffer => Buffer.from(field!, 'base64url');

/** SEC1 ECPrivateKey with the curve and public key, as OpenSSL writes it; RFC 5480 SubjectPublicKeyInfo. */
function ecEncodings(jwk: JsonWebKey): KeyEncodings {
  const curve = objectIdentifier(KEY_OID.prime256v1);
  // The uncompressed point; the coordinates and the scalar are padded to the curve's 32 bytes in JWK, as in SEC1.
  const point = Buffer.concat([Buffer.from([4]), bytes(jwk.x), bytes(jwk.y)]);
  const privateDer = sequence(unsignedInteger(Uint8Array.of(1)), octetString(bytes(jwk.d)), explicit(0, curve), explicit(1, bitString(point)));
  return { privatePem: certificatePem(privateDer, 'EC PRIVATE KEY'), spki: sequence(sequence(objectIdentifier(KEY_OID.ecPublicKey), curve), bitString(point)) };
}

/** PKCS#1 RSAPrivateKey (two primes, version 0); SubjectPublicKeyInfo of the PKCS#1 RSAPublicKey. */
function rsaEncodings(jwk: JsonWebKey): KeyEncodings {
  const int = (field: string | undefined) => unsignedInteger(bytes(field));
  const privateDer = sequence(unsignedInteger(Uint8Array.of(0)), ...[jwk.n, jwk.e, jwk.d, jwk.p, jwk.q, jwk.dp, jwk.dq, jwk.qi].map(int));
  const spki = sequence(sequence(objectIdentifier(KEY_OID.rsaEncryption), nullValue()), bitString(sequence(int(jwk.n), int(jwk.e))));
  return { privatePem: certificatePem(privateDer, 'RSA PRIVATE KEY'), spki };
}
