import { promises as fsPromises } from 'node:fs';
import { dirname } from 'node:path';
import { checkHostKey, keyTypeOfBlob, knownHostsLine, knownKeysFor, sha256Fingerprint } from './known-hosts.js';

/** How host keys are checked: against one known_hosts file, optionally recording new hosts. */
export interface HostKeyPolicy {
  readonly knownHostsFile: string;
  /** ssh's StrictHostKeyChecking=accept-new: record unknown hosts, still refuse changed keys. */
  readonly trustNewHostKeys: boolean;
  readonly readFile: (path: string) => Promise<Buffer>;
}

/** The known_hosts text; a missing file is an empty one (nothing trusted yet). */
export async function readKnownHosts(policy: HostKeyPolicy): Promise<string> {
  try {
    return (await policy.readFile(policy.knownHostsFile)).toString('utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw e;
  }
}

// ssh2 algorithm names for each known_hosts key type it can verify.
const ALGORITHMS_FOR_KEY_TYPE: Record<string, string[]> = {
  'ssh-ed25519': ['ssh-ed25519'],
  'ecdsa-sha2-nistp256': ['ecdsa-sha2-nistp256'],
  'ecdsa-sha2-nistp384': ['ecdsa-sha2-nistp384'],
  'ecdsa-sha2-nistp521': ['ecdsa-sha2-nistp521'],
  'ssh-rsa': ['rsa-sha2-512', 'rsa-sha2-256', 'ssh-rsa'],
};

/**
 * Host key algorithms to ask for first: those of keys already recorded for the host, as ssh does.
 * Otherwise a host known by its ECDSA key would present its Ed25519 key and look unknown.
 */
export function preferredHostKeyAlgorithms(knownHostsText: string, address: string, port: number): string[] {
  const types = new Set(knownKeysFor(knownHostsText, address, port).map((k) => k.keyType));
  return [...types].flatMap((t) => ALGORITHMS_FOR_KEY_TYPE[t] ?? []);
}

/**
 * Accepts the presented key (recording it when trusted and new) or returns why it was refused,
 * in one line; the caller prefixes which endpoint it was.
 */
export async function verifyHostKey(
  policy: HostKeyPolicy,
  knownHostsText: string,
  address: string,
  port: number,
  keyBlob: Buffer,
): Promise<string | undefined> {
  const keyType = keyTypeOfBlob(keyBlob);
  const presented = sha256Fingerprint(keyBlob);
  const file = policy.knownHostsFile;
  switch (checkHostKey(knownHostsText, address, port, keyType, keyBlob)) {
    case 'match':
      return undefined;
    case 'revoked':
      return `host key ${presented} (${keyType}) is marked @revoked in ${file}; refusing to connect (never recorded, even with --trust-new-host-keys)`;
    case 'cert-authority':
      return (
        `${file} trusts this host through a @cert-authority line (host certificates), which k8sform does not verify; ` +
        `add the host's own key (ssh-keyscan -p ${port} ${address} >> ${file}) after checking that it presents ${presented} (${keyType})`
      );
    case 'changed': {
      const expected = knownKeysFor(knownHostsText, address, port)
        .filter((k) => k.keyType === keyType)
        .map((k) => sha256Fingerprint(k.keyBlob));
      return (
        `HOST KEY CHANGED: ${file} expects ${expected.join(' or ')} (${keyType}) but the host presented ${presented}; ` +
        `refusing to connect (if the host was reinstalled, remove its old line from ${file})`
      );
    }
    case 'unknown': {
      if (!policy.trustNewHostKeys) {
        return `host key ${presented} (${keyType}) is not in ${file}; check the fingerprint and rerun with --trust-new-host-keys to add it`;
      }
      const separator = knownHostsText === '' || knownHostsText.endsWith('\n') ? '' : '\n';
      await fsPromises.mkdir(dirname(file), { recursive: true, mode: 0o700 });
      await fsPromises.appendFile(file, `${separator}${knownHostsLine(address, port, keyType, keyBlob)}\n`, { mode: 0o600 });
      return undefined;
    }
  }
}
