/**
 * The handful of error classes k8sform raises. The CLI entry maps each to an exit code in one place
 * (src/cli/exit-codes.ts); everything else just throws the right class.
 */

/** A problem with what the user gave us: cluster.yaml, a flag, a plan file. Exit 1. */
export class UserError extends Error {
  override readonly name = 'UserError';
  /** One line per problem, already formatted with its location. */
  readonly lines: readonly string[];
  constructor(lines: string | readonly string[]) {
    const all = typeof lines === 'string' ? [lines] : lines;
    super(all.join('\n'));
    this.lines = all;
  }
}

/** A host or the apiserver misbehaved or could not be reached. Exit 1. */
export class RemoteError extends Error {
  override readonly name = 'RemoteError';
  /** `target` names the host or address; empty when the message already does. */
  constructor(readonly target: string, message: string) {
    super(target ? `${target}: ${message}` : message);
  }
}

/**
 * The SSH session ended before the remote script reported its exit status (the connection was cut,
 * the host rebooted). What the script printed before that is kept: it says what was done.
 */
export class SessionBrokenError extends RemoteError {
  constructor(target: string, message: string, readonly partialStdout: Buffer) {
    super(target, message);
  }
}

/** A plan no longer matches the config, the hosts or the apiserver it was made from. Exit 1. */
export class StalePlanError extends Error {
  override readonly name = 'StalePlanError';
  /** `applied`: changes an apply made before it found the plan stale (they stand). */
  constructor(readonly changed: readonly string[], applied?: number) {
    super(`the plan is stale; changed since it was made:\n${changed.map((c) => `  ${c}`).join('\n')}\n${applied ? `applied before the failure: ${applied} change(s). ` : ''}Run k8sform plan again.`);
  }
}

/** Another k8sform run holds the lock on a host. Exit 1. */
export class LockHeldError extends Error {
  override readonly name = 'LockHeldError';
}

/** A bug in k8sform itself: an invariant broke. Exit 70 (EX_SOFTWARE). */
export class InternalError extends Error {
  override readonly name = 'InternalError';
}
