import { createHash } from 'node:crypto';

/**
 * A PEM private key of any kind (PKCS#1, PKCS#8, SEC1, encrypted, OpenSSH, PGP), up to its END
 * line, or to the end of the text when that line is missing. Lines may carry a prefix (`# `, YAML
 * indentation) and the line breaks may be escaped (`\n` inside a JSON or YAML string).
 */
const PEM_PRIVATE_KEY = /-----BEGIN ([A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?)-----[\s\S]*?(?:-----END \1-----|$)/g;
/** Base64 of a PEM block (`client-key-data`, a Secret's data): "-----BEGIN" encodes to this. */
const BASE64_PEM = /LS0tLS1CRUdJTi[A-Za-z0-9+/]*={0,2}/g;
/**
 * A bootstrap token (kubeadm's `[a-z0-9]{6}.[a-z0-9]{16}`) standing alone: not part of a longer
 * word or of a DNS name with further labels.
 */
const BOOTSTRAP_TOKEN = /(?<![A-Za-z0-9_.-])([a-z0-9]{6})\.([a-z0-9]{16})(?![A-Za-z0-9_-]|\.[A-Za-z0-9])/g;

/**
 * A key of an EncryptionConfiguration's aescbc, aesgcm or secretbox provider: the base64 value of a
 * `secret` field (16 bytes or more), in YAML or JSON, quotes escaped or not.
 */
const ENCRYPTION_SECRET = /((?<![A-Za-z0-9_-])(?:\\?")?secret(?:\\?")?[ \t]*:[ \t]*(?:\\?["'])?)([A-Za-z0-9+/]{22,}={0,2})(?![A-Za-z0-9+/=])/g;

/** 12 hex digits of SHA-256: enough to tell two withheld values apart in a diff, nothing to recover them by. */
const fingerprint = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 12);

/** The stand-ins, as `[WHAT withheld by k8sform, sha256 FINGERPRINT]`; a token keeps its id before it. */
const KEY = 'private key';
const BASE64_KEY = 'base64 private key';
const TOKEN_SECRET = 'token secret';
const ENCRYPTION_KEY = 'encryption key';
const standIn = (what: string, secret: string) => `[${what} withheld by k8sform, sha256 ${fingerprint(secret)}]`;
const STAND_IN = new RegExp(`\\[(${KEY}|${BASE64_KEY}|${TOKEN_SECRET}|${ENCRYPTION_KEY}) withheld by k8sform, sha256 [0-9a-f]{12}\\]`);

/**
 * The text with every private key, bootstrap token secret and encryption key in it replaced by a stand-in that
 * says what was withheld and carries a short fingerprint, so a changed key still shows as a
 * changed line. The stand-ins have no PEM armour and no token shape: secret scanners do not read
 * them as credentials, and people can tell that something was withheld.
 * Every text from a host, the apiserver or a user's file passes through this before a view, a
 * saved plan or an error can show it.
 */
export function withholdSecretText(text: string): string {
  return text
    .replace(PEM_PRIVATE_KEY, (pem) => standIn(KEY, pem))
    .replace(BASE64_PEM, (b64) => (/PRIVATE KEY/.test(Buffer.from(b64, 'base64').toString('latin1')) ? standIn(BASE64_KEY, b64) : b64))
    .replace(BOOTSTRAP_TOKEN, (_, id: string, secret: string) => `${id}.${standIn(TOKEN_SECRET, secret)}`)
    .replace(ENCRYPTION_SECRET, (_, field: string, secret: string) => `${field}${standIn(ENCRYPTION_KEY, secret)}`);
}

/** The stand-in withholdSecretText writes for an encryption key (`secret` of an EncryptionConfiguration). */
export const withheldEncryptionKey = (secret: string): string => standIn(ENCRYPTION_KEY, secret);

/** Whether the text holds a stand-in withholdSecretText wrote. */
export const holdsWithheldSecret = (text: string): boolean => STAND_IN.test(text);

/** Whether the text holds something withholdSecretText would withhold. */
export const holdsSecret = (text: string): boolean => withholdSecretText(text) !== text;
