import { Option, type Command } from 'commander';
import { UserError } from '../errors.js';
import { DEFAULT_CONFIG } from './load-config.js';
import { validTarget } from '../engine/targets.js';

export interface CommonOptions {
  readonly file: string;
  readonly target: string[];
  readonly trustNewHostKeys: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** The options every command that reaches hosts shares. */
export function withHostOptions(cmd: Command): Command {
  return cmd
    .option('-f, --file <path>', 'cluster definition', DEFAULT_CONFIG)
    .addOption(new Option('--target <address>', 'limit to an address or prefix (host, host[cp-1], cluster, host[cp-1].file[/etc/...]); repeatable').argParser(collect).default([]))
    .option('--trust-new-host-keys', 'accept and record host keys not yet in known_hosts (a changed key is always refused)', false);
}

export function checkTargets(targets: readonly string[]): void {
  const bad = targets.filter((t) => !validTarget(t));
  if (bad.length) throw new UserError(bad.map((t) => `--target ${t}: not an address; use host, host[NAME], cluster, or a full address such as host[cp-1].file[/etc/kubernetes/pki/ca.crt]`));
}
