import type { Reason } from '../model/plan.js';
import type { HostSeen } from '../state/observation.js';
import type { ProcessStart } from '../state/observe-host.js';

/**
 * How much later than a process's start a file must have changed to count as not loaded by it: the
 * start is known to the second only (the kernel gives boot time in whole seconds), a file's
 * modification time too, and a restart always comes seconds after the files it loads.
 */
export const START_MARGIN_SECONDS = 2;

/** A file a process reads at start, changed since the process started. */
export interface ChangedSinceStart {
  readonly path: string;
  /** Its modification time, in seconds since the epoch. */
  readonly at: number;
}

/** The files among `paths` changed on the host after `start`, newest first. */
export function filesChangedSince(seen: HostSeen, paths: Iterable<string>, start: ProcessStart): ChangedSinceStart[] {
  return [...paths]
    .flatMap((path) => {
      const at = seen.files.get(path)?.modifiedAt;
      return at !== undefined && at > start.startedAt + START_MARGIN_SECONDS ? [{ path, at }] : [];
    })
    .sort((a, b) => b.at - a.at || (a.path < b.path ? -1 : 1));
}

/** Why a process that runs with what it read before is restarted. `changed` is not empty. */
export function startedBefore(process: string, start: ProcessStart, changed: readonly ChangedSinceStart[]): Reason {
  const files = changed.map((f) => f.path).join(', ');
  return {
    code: 'started-before',
    detail: `${process} started at ${isoSeconds(start.startedAt)}, before ${files} changed (last at ${isoSeconds(changed[0]!.at)}), so it runs with what it read before: restarted to load ${changed.length > 1 ? 'them' : 'it'} (an apply stopped before restarting it, or the file was changed by hand)`,
  };
}

export const isoSeconds = (seconds: number) => new Date(Math.floor(seconds) * 1000).toISOString().replace('.000Z', 'Z');
