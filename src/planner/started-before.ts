import type { ObjectState, Reason } from '../model/plan.js';
import type { HostSeen } from '../state/observation.js';
import type { ProcessStart } from '../state/observe-host.js';

/**
 * How much later than a process's start a file must have changed to count as not loaded by it. The
 * start is known to the second only (the kernel gives boot time in whole seconds), and so is a
 * file's modification time; a host clock stepped back since the start moves the start earlier by
 * that much. A file left unloaded by an interrupted apply or a change by hand is typically minutes
 * or days newer than the process, so a wide margin misses nothing that matters.
 */
export const START_MARGIN_SECONDS = 10;

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

/**
 * The states of a process to restart because it started before a file it reads changed: when it
 * started (in clock ticks after boot, exact, so a saved plan's re-check sees the same digest), and
 * the change it is to load.
 */
export function startStates(start: ProcessStart, changed: readonly ChangedSinceStart[]): { before: ObjectState; after: ObjectState } {
  return { before: textState(`process-start:${start.ticks}`, isoSeconds(start.startedAt)), after: textState(`loads:${changed[0]!.at}`, `after ${isoSeconds(changed[0]!.at)}`) };
}

/** The state of a running process that has loaded every file it reads: the same for any start, so a restart since a saved plan does not make it stale. */
export const loadedState = (start: ProcessStart): ObjectState => textState(LOADED, `running since ${isoSeconds(start.startedAt)}`);
export const LOADED = 'loaded';

/** The newest change a restart for `started-before` is to load, in seconds since the epoch, from its after digest. */
export const loadsAt = (digest: string | undefined): number | undefined => (digest?.startsWith('loads:') ? Number(digest.slice('loads:'.length)) : undefined);

const textState = (digest: string, text: string): ObjectState => ({ digest, view: { kind: 'text', text: `${text}\n` } });

export const isoSeconds = (seconds: number) => new Date(Math.floor(seconds) * 1000).toISOString().replace('.000Z', 'Z');
