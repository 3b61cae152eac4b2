import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';

/** Programs the test hosts need, and the Debian package that ships each. */
const REQUIRED: readonly { readonly program: string; readonly pkg: string }[] = [
  { program: '/usr/sbin/sshd', pkg: 'openssh-server' },
  { program: 'ssh-keygen', pkg: 'openssh-client' },
  { program: 'ip', pkg: 'iproute2' },
  { program: 'unshare', pkg: 'util-linux' },
  { program: 'nsenter', pkg: 'util-linux' },
  { program: 'sudo', pkg: 'sudo' },
  { program: 'useradd', pkg: 'passwd' },
];

/** PATH plus the sbin directories a non-login root shell may lack. */
export const TOOL_PATH = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/local/sbin', '/usr/sbin', '/sbin'].join(':');

let checked = false;

/**
 * Makes sure this machine can run real test hosts: root, and the programs above (installed with
 * apt-get when missing and possible). Throws otherwise, so the tests fail instead of skipping.
 */
export function ensurePrerequisites(): void {
  if (checked) return;
  if (process.getuid?.() !== 0) {
    throw new Error('e2e test hosts need root (network namespaces, sshd, test users): run the tests as root');
  }
  let missing = missingPrograms();
  if (missing.length > 0 && findProgram('apt-get')) {
    const packages = [...new Set(missing.map((m) => m.pkg))];
    const apt = (...args: string[]) =>
      execFileSync('apt-get', args, {
        env: { ...process.env, PATH: TOOL_PATH, DEBIAN_FRONTEND: 'noninteractive' },
        stdio: ['ignore', 'ignore', 'pipe'],
        timeout: 600_000,
      });
    apt('update', '-qq');
    apt('install', '-y', '-qq', '--no-install-recommends', ...packages);
    missing = missingPrograms();
  }
  if (missing.length > 0) {
    const packages = [...new Set(missing.map((m) => m.pkg))].join(' ');
    throw new Error(`e2e test hosts need ${missing.map((m) => m.program).join(', ')}: install ${packages}`);
  }
  checked = true;
}

function missingPrograms() {
  return REQUIRED.filter((r) => !findProgram(r.program));
}

export function findProgram(program: string): string | undefined {
  for (const dir of program.startsWith('/') ? [''] : TOOL_PATH.split(':')) {
    const path = join(dir, program);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}
