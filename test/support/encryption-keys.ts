import assert from 'node:assert/strict';

/** The keys an EncryptionConfiguration as k8sform writes it holds, by name. */
export function keysIn(text: string): Map<string, string> {
  return new Map([...text.matchAll(/- name: (\S+)\n\s+secret: (\S+)\n/g)].map((m) => [m[1]!, m[2]!]));
}

/** A key in any spelling it could leak in: base64 (or part of it), hex, its bytes as latin1. */
function spellings(secret: string): string[] {
  const bytes = Buffer.from(secret, 'base64');
  return [secret, secret.slice(0, 16), secret.slice(-20, -4), bytes.toString('hex').slice(0, 24), bytes.toString('base64url').slice(0, 16)];
}

/** Fails when `text` holds any of `keys` (base64 secrets) in any spelling. */
export function assertNoKey(what: string, text: string, keys: Iterable<string>): void {
  for (const k of keys) for (const s of spellings(k)) assert.ok(!text.includes(s), `${what} holds an encryption key (${s.length} characters of it)`);
}
