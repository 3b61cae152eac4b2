import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * A private key as a snapshot holds it: never its bytes, only what plan compares it by — the digest
 * of the file, the digest the same key has in kubeadm's encoding (render writes that encoding, so a
 * file differs from what render wants exactly when the two digests differ) and the public key.
 * Plain text without any PEM armour, so nothing mistakes it for a key.
 */
export interface WithheldKey {
  /** SHA-256 of the key file's bytes. */
  readonly sha256: string;
  /** SHA-256 of the same key written as kubeadm writes it (PKCS#1 RSA, SEC1 EC). */
  readonly kubeadmSha256: string;
  /** The public key, SubjectPublicKeyInfo DER. */
  readonly spki: Buffer;
}

const HEADER = 'k8sform: private key withheld (snapshot)';

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/**
 * As kubeadm writes a key: PKCS#1 `RSA PRIVATE KEY` or SEC1 `EC PRIVATE KEY`, by OpenSSL, for a key
 * of any type read from a host (render writes its own keys through key-encoding.ts, the same bytes).
 */
export function kubeadmPrivatePem(key: KeyObject): string {
  return key.export({ type: key.asymmetricKeyType === 'ec' ? 'sec1' : 'pkcs1', format: 'pem' }).toString();
}

/** The stand-in for a PEM private key; throws (like createPrivateKey) when `pem` is not one. */
export function withholdKey(pem: string): string {
  const key = createPrivateKey(pem);
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return withheldKeyText({ sha256: sha256(pem), kubeadmSha256: sha256(kubeadmPrivatePem(key)), spki });
}

export function withheldKeyText(k: WithheldKey): string {
  return `${HEADER}\nsha256 ${k.sha256}\nkubeadm-sha256 ${k.kubeadmSha256}\npublic ${k.spki.toString('base64')}\n`;
}

/** The stand-in's fields, or undefined when `text` is not one. */
export function parseWithheldKey(text: string): WithheldKey | undefined {
  const m = /^k8sform: private key withheld \(snapshot\)\nsha256 ([0-9a-f]{64})\nkubeadm-sha256 ([0-9a-f]{64})\npublic ([A-Za-z0-9+/=]+)\n$/.exec(text);
  return m ? { sha256: m[1]!, kubeadmSha256: m[2]!, spki: Buffer.from(m[3]!, 'base64') } : undefined;
}

/** Whether a file's bytes are a snapshot's stand-in for a key (never a key a live host may hold). */
export const isWithheldKey = (content: Buffer): boolean => content.subarray(0, HEADER.length).toString('latin1') === HEADER;

/** The public key a PEM private key or its stand-in carries. */
export function publicKeyOf(text: string): KeyObject {
  const withheld = parseWithheldKey(text);
  return withheld ? createPublicKey({ key: withheld.spki, format: 'der', type: 'spki' }) : createPublicKey(createPrivateKey(text));
}
