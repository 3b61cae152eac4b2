import type { SSHSettings } from '../../model/cluster.js';
import { onDemand } from '../../model/on-demand.js';
import { readInputBytes } from '../local/input-file.js';
import { expandHome } from './home-path.js';

const ssh2Module = onDemand<typeof import('ssh2')>('ssh2');

/**
 * The most k8sform reads of an identity or known_hosts file: a key is a few KiB, and a known_hosts
 * file of many thousand hosts far below this; /dev/zero named by mistake is refused, never read.
 */
export const SSH_FILE_CAP = 16 * 1024 * 1024;

/** Reads an identity or known_hosts file as the ssh provider does (regular files only, within the cap). */
export const readSSHFile = async (path: string): Promise<Buffer> => readInputBytes(path, SSH_FILE_CAP);

/** A file system error in words, without the path. */
export function describeFsError(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (err.code === 'ENOENT') return 'no such file';
  if (err.code === 'EACCES') return 'permission denied';
  if (err.code === 'EISDIR') return 'is a directory';
  return (err.message ?? String(e)).replace(/\s*\n\s*/g, ' ');
}

/** Why the bytes of an identity file cannot sign in (a public key, a passphrase, not a key); undefined when they can. */
export function identityKeyProblem(privateKey: Buffer): string | undefined {
  const parsed = ssh2Module().utils.parseKey(privateKey);
  const key = Array.isArray(parsed) ? (parsed[0] as typeof parsed) : parsed;
  if (key instanceof Error) {
    return /passphrase/i.test(key.message)
      ? 'it is passphrase-protected; load it into ssh-agent and leave identityFile unset'
      : 'it is not a private key in a format ssh understands';
  }
  if (!key.isPrivateKey()) return 'it is a public key; point it at the private key';
  return undefined;
}

/** What is wrong with the local files SSH settings name, checked before any host is contacted. */
export interface SSHFileProblem {
  readonly field: 'identityFile' | 'knownHostsFile';
  readonly severity: 'error' | 'warning';
  readonly message: string;
}

/**
 * Checks the identity file (readable, a usable private key) and the known_hosts file (readable;
 * absent is a warning: --trust-new-host-keys creates it on first contact).
 */
export async function sshFileProblems(ssh: SSHSettings): Promise<SSHFileProblem[]> {
  const problems: SSHFileProblem[] = [];
  if (ssh.identityFile) {
    const path = expandHome(ssh.identityFile);
    try {
      const why = identityKeyProblem(await readSSHFile(path));
      if (why) problems.push({ field: 'identityFile', severity: 'error', message: `${path} cannot be used: ${why}` });
    } catch (e) {
      problems.push({ field: 'identityFile', severity: 'error', message: `cannot read ${path}: ${describeFsError(e)}` });
    }
  }
  const knownHosts = expandHome(ssh.knownHostsFile);
  try {
    await readSSHFile(knownHosts);
  } catch (e) {
    const absent = (e as NodeJS.ErrnoException).code === 'ENOENT';
    problems.push(
      absent
        ? { field: 'knownHostsFile', severity: 'warning', message: `${knownHosts} does not exist yet: plan and apply refuse every host until it lists their keys (--trust-new-host-keys records them on first contact)` }
        : { field: 'knownHostsFile', severity: 'error', message: `cannot read ${knownHosts}: ${describeFsError(e)}` },
    );
  }
  return problems;
}
