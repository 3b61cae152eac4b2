import { Option, type Command } from 'commander';
import { MAX_DURATION_SECONDS, parseDuration } from '../model/duration.js';
import { UserError } from '../errors.js';
import { DEFAULT_CONFIG } from './load-config.js';
import { targetProblem } from '../model/target-address.js';
import { PLAN_FORMATS } from '../views/fleet-plan.js';

/** --format of plan and show: commander refuses any other value, and --help and completion list them. */
export const planFormatOption = () => new Option('--format <format>', 'how to print the plan').choices(PLAN_FORMATS).default('text').conflicts('json');

export interface ConnectionOptions {
  readonly file: string;
  readonly trustNewHostKeys: boolean;
  /** No progress on stderr. */
  readonly quiet: boolean;
}

export interface CommonOptions extends ConnectionOptions {
  readonly target: string[];
}

export interface PlanningOptions extends CommonOptions {
  readonly replaceSymlinks: boolean;
}

/** A repeatable option's values, in order. */
export const collect = (value: string, previous: string[]) => [...previous, value];

/** The options every command that connects to hosts shares: which cluster, host-key trust, progress. */
export function withConnectionOptions(cmd: Command): Command {
  return cmd
    .option('-f, --file <path>', 'cluster definition', DEFAULT_CONFIG)
    .option('--trust-new-host-keys', 'accept and record host keys not yet in known_hosts (a changed key is always refused)', false)
    .option('-q, --quiet', 'no progress on stderr (errors and warnings still are)', false);
}

/** `--target`, repeatable: the addresses (or prefixes) a command is limited to. */
export const targetOption = () =>
  new Option('--target <address>', 'limit to an address or prefix (host, host[cp-1], cluster, host[cp-1].file[/etc/...], host[cp-1].dir[/var/lib/etcd]); repeatable').argParser(collect).default([]);

/** The connection options plus `--target`, for commands that work on addresses. */
export function withHostOptions(cmd: Command): Command {
  return withConnectionOptions(cmd).addOption(targetOption());
}

/** The host options plus what decides how files are planned: plan, diff and apply. */
export function withPlanningOptions(cmd: Command): Command {
  return withHostOptions(cmd)
    .option('--replace-symlinks', 'replace a managed file that is a symbolic link with a regular file (the link itself, never its target); without it such a host is refused', false);
}

/**
 * A duration flag's value in seconds (days allowed: `30d`, `8h`, `1d12h`), at most 100 years, and
 * longer than zero when `positive`; a one-line error otherwise.
 */
export function durationFlag(flag: string, value: string, opts: { readonly positive?: boolean } = {}): number {
  const seconds = parseDuration(value, { days: true });
  if (seconds === undefined) throw new UserError(`${flag} ${value}: not a duration; use days, hours or minutes such as 30d, 8h or 1d12h`);
  if (seconds > MAX_DURATION_SECONDS) throw new UserError(`${flag} ${value}: at most 100 years (876000h)`);
  if (opts.positive && seconds === 0) throw new UserError(`${flag} ${value}: must be longer than zero`);
  return seconds;
}

export function checkTargets(targets: readonly string[]): void {
  const bad = targets.flatMap((t) => {
    const problem = targetProblem(t);
    return problem ? [`--target ${t}: ${problem}`] : [];
  });
  if (bad.length) throw new UserError(bad);
}
