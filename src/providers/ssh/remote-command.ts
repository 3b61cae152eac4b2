/** Quotes `text` as one POSIX shell word. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * The command line for an ssh exec request that runs `script` as root. The script travels inside
 * the command itself (never in a temp file); data goes through stdin.
 */
export function rootShellCommand(script: string, loginUser: string): string {
  const shell = `sh -c ${shellQuote(script)}`;
  return loginUser === 'root' ? shell : `sudo -n ${shell}`;
}

/** Probes, once per connection, that `sudo -n sh` works without a password. */
export const SUDO_PROBE = 'sudo -n sh -c true';
