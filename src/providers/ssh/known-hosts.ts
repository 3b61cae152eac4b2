import { createHash, createHmac } from 'node:crypto';

/**
 * OpenSSH known_hosts, read the way `ssh` reads it: plain and `[host]:port` names, comma-separated
 * patterns with `*`, `?` and `!negation`, and hashed `|1|salt|hash` names. A key on a
 * `@revoked` line for the host is refused whatever else the file says. k8sform trusts plain host keys
 * only: a host that only a `@cert-authority` line covers is refused with that reason, rather than
 * looking like a host never seen (which `--trust-new-host-keys` would record, bypassing the CA).
 */

export interface KnownHostKey {
  readonly keyType: string;
  readonly keyBlob: Buffer;
}

export type HostKeyStatus = 'match' | 'unknown' | 'changed' | 'revoked' | 'cert-authority';

/** The name ssh looks up and records: `host` on port 22, `[host]:port` otherwise. */
export function knownHostsName(host: string, port: number): string {
  const name = host.toLowerCase();
  return port === 22 ? name : `[${name}]:${port}`;
}

/** Every plain key recorded for `host:port`, in file order. Malformed lines are skipped. */
export function knownKeysFor(knownHostsText: string, host: string, port: number): KnownHostKey[] {
  return keysFor(knownHostsText, host, port, undefined);
}

/** Every key a `@revoked` line lists for `host:port`. */
export function revokedKeysFor(knownHostsText: string, host: string, port: number): KnownHostKey[] {
  return keysFor(knownHostsText, host, port, '@revoked');
}

/** Every CA key a `@cert-authority` line trusts to sign host certificates for `host:port`. */
export function certAuthoritiesFor(knownHostsText: string, host: string, port: number): KnownHostKey[] {
  return keysFor(knownHostsText, host, port, '@cert-authority');
}

function keysFor(knownHostsText: string, host: string, port: number, marker: '@revoked' | '@cert-authority' | undefined): KnownHostKey[] {
  const name = knownHostsName(host, port);
  const keys: KnownHostKey[] = [];
  for (const line of knownHostsText.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields[0]?.startsWith('@') ? fields.shift() !== marker : marker !== undefined) continue;
    const [hosts, keyType, base64] = fields;
    if (!hosts || hosts.startsWith('#') || !keyType || !base64) continue;
    if (hostsFieldMatches(hosts, name)) keys.push({ keyType, keyBlob: Buffer.from(base64, 'base64') });
  }
  return keys;
}

/**
 * `revoked` when a `@revoked` line lists this key for the host (even if a plain line trusts it);
 * `changed` only when the host has a key of the presented type and none of them is this key;
 * `cert-authority` when no plain line knows the host but a `@cert-authority` line covers it.
 */
export function checkHostKey(knownHostsText: string, host: string, port: number, keyType: string, keyBlob: Buffer): HostKeyStatus {
  if (revokedKeysFor(knownHostsText, host, port).some((k) => k.keyBlob.equals(keyBlob))) return 'revoked';
  const sameType = knownKeysFor(knownHostsText, host, port).filter((k) => k.keyType === keyType);
  if (sameType.some((k) => k.keyBlob.equals(keyBlob))) return 'match';
  if (sameType.length > 0) return 'changed';
  return certAuthoritiesFor(knownHostsText, host, port).length > 0 ? 'cert-authority' : 'unknown';
}

/** The line to append for a newly trusted key (unhashed, like `ssh -o HashKnownHosts=no`). */
export function knownHostsLine(host: string, port: number, keyType: string, keyBlob: Buffer): string {
  return `${knownHostsName(host, port)} ${keyType} ${keyBlob.toString('base64')}`;
}

/** `SHA256:<base64 without padding>`, as `ssh-keygen -l` prints it. */
export function sha256Fingerprint(keyBlob: Buffer): string {
  return `SHA256:${createHash('sha256').update(keyBlob).digest('base64').replace(/=+$/, '')}`;
}

/** The key type named inside an SSH wire-format public key (its first length-prefixed string). */
export function keyTypeOfBlob(keyBlob: Buffer): string {
  if (keyBlob.length < 4) return '';
  const length = keyBlob.readUInt32BE(0);
  return length <= keyBlob.length - 4 ? keyBlob.subarray(4, 4 + length).toString('latin1') : '';
}

function hostsFieldMatches(hosts: string, name: string): boolean {
  if (hosts.startsWith('|1|')) {
    const [salt, hash] = hosts.slice(3).split('|');
    if (!salt || !hash) return false;
    return createHmac('sha1', Buffer.from(salt, 'base64')).update(name).digest().equals(Buffer.from(hash, 'base64'));
  }
  // A matching negated pattern vetoes the line even when another pattern matches.
  let matched = false;
  for (const pattern of hosts.toLowerCase().split(',')) {
    const negated = pattern.startsWith('!');
    if (!globMatches(negated ? pattern.slice(1) : pattern, name)) continue;
    if (negated) return false;
    matched = true;
  }
  return matched;
}

function globMatches(pattern: string, name: string): boolean {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(name);
}
