import { InternalError, LockHeldError, RemoteError, StalePlanError, UserError } from '../errors.js';

/** The one place errors become exit codes and messages. */
export const EXIT = { ok: 0, error: 1, changes: 2, internal: 70 } as const;

export function exitCodeFor(e: unknown): number {
  if (e instanceof UserError || e instanceof RemoteError || e instanceof StalePlanError || e instanceof LockHeldError) return EXIT.error;
  return EXIT.internal;
}

/** The text printed for an error: the cause only, never a stack trace (except for our own bugs). */
export function messageFor(e: unknown): string {
  if (e instanceof UserError || e instanceof RemoteError || e instanceof StalePlanError || e instanceof LockHeldError) return e.message;
  const detail = e instanceof InternalError ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e);
  return `k8sform: internal error (a bug; please report it with this output):\n${detail}`;
}
