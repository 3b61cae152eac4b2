import { formatDuration } from '../../model/duration.js';

/** A gate did not pass in time; `last` is what it saw on its final look. */
export class GateFailed extends Error {
  constructor(readonly what: string, readonly last: string, timeoutSeconds: number) {
    super(`${what} did not happen within ${formatDuration(timeoutSeconds)} (last seen: ${last})`);
  }
}

/** Apply was asked to stop (SIGINT/SIGTERM) while a gate was waiting. */
export class RolloutInterrupted extends Error {
  constructor() {
    super('interrupted');
  }
}

/**
 * Polls `check` every `everyMs` (a second) until it returns true; a string is what it saw instead. Errors
 * count as observations (an apiserver restarting refuses connections for a while). `seen` hears
 * each observation that differs from the one before: progress shows what a long wait waits on.
 */
export async function pollUntil(what: string, timeoutSeconds: number, signal: AbortSignal, check: () => Promise<true | string>, options: { readonly everyMs?: number; readonly seen?: (observation: string) => void } = {}): Promise<void> {
  const { everyMs = 1000, seen } = options;
  const deadline = Date.now() + timeoutSeconds * 1000;
  let last = 'nothing yet';
  for (;;) {
    if (signal.aborted) throw new RolloutInterrupted();
    let now: string;
    try {
      const r = await check();
      if (r === true) return;
      now = r;
    } catch (e) {
      now = (e as Error).message;
    }
    if (now !== last) seen?.(now);
    last = now;
    if (Date.now() >= deadline) throw new GateFailed(what, last, timeoutSeconds);
    await sleep(Math.min(everyMs, Math.max(0, deadline - Date.now())), signal);
  }
}

/**
 * `act`'s result, asked again every second while it throws (an apiserver restarting refuses for a
 * while), until `timeoutSeconds`; then GateFailed naming the last error.
 */
export async function retried<T>(what: string, timeoutSeconds: number, signal: AbortSignal, act: () => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  await pollUntil(what, timeoutSeconds, signal, async () => {
    result = { value: await act() };
    return true;
  });
  return result!.value;
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
