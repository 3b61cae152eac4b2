/**
 * sshd_config of an end-to-end test host: one address, one host key, keys only (no PAM, no passwords),
 * root by key. StrictModes is off because the key files live in the test's own directories,
 * whose ownership sshd's checks would reject.
 */
export function sshdConfig(o: { address: string; port: number; hostKey: string; authorizedKeys: string; extra?: readonly string[] }): string {
  return [
    `ListenAddress ${o.address}:${o.port}`,
    `HostKey ${o.hostKey}`,
    'PidFile none',
    `AuthorizedKeysFile ${o.authorizedKeys}`,
    'PermitRootLogin prohibit-password',
    'PasswordAuthentication no',
    'KbdInteractiveAuthentication no',
    'UsePAM no',
    'StrictModes no',
    'UseDNS no',
    'MaxStartups 100',
    ...(o.extra ?? []),
    '',
  ].join('\n');
}
