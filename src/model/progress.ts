/**
 * What a long run reports while it works, per host and per phase (never per file: a no-op plan
 * must not pay for it). Events carry host names, counts, step titles and the gates' status lines
 * only, never file contents, so no key or token secret can reach a progress line. The engine emits; the CLI decides how (or
 * whether) to show them.
 * Lives in model/ because apply/ (below engine/) emits the rollout events too.
 */
export type ProgressEvent =
  /** The hosts of cluster.yaml, before any connection is opened. */
  | { readonly kind: 'connecting'; readonly hosts: readonly string[] }
  | { readonly kind: 'host-connected'; readonly host: string }
  /** The connection failed; why is printed once, with the error, at the end. */
  | { readonly kind: 'host-failed'; readonly host: string }
  /** Every managed file of the host was read (one round trip). */
  | { readonly kind: 'host-read'; readonly host: string; readonly files: number }
  /** Whether the apiserver answered: it decides whether cluster objects are compared. */
  | { readonly kind: 'apiserver'; readonly endpoint: string; readonly ready: boolean }
  | { readonly kind: 'rendered'; readonly files: number; readonly objects: number }
  /** The host's files were compared with what cluster.yaml renders. */
  | { readonly kind: 'host-compared'; readonly host: string; readonly changes: number }
  | { readonly kind: 'compared'; readonly changes: number }
  /** apply's rollout is about to start: every step it will run, in order. */
  | { readonly kind: 'rollout'; readonly steps: readonly StepTitle[] }
  | { readonly kind: 'step-started'; readonly step: number; readonly of: number; readonly title: string }
  /** A host's files of the step are written; its gate is being waited on. */
  | { readonly kind: 'step-gated'; readonly step: number; readonly host: string; readonly gate: string }
  /**
   * What the gate saw on a look that did not pass, when it differs from the look before: where a
   * long wait goes. A status line (an HTTP answer, a condition, a pod's state), as a failed gate reports it.
   */
  | { readonly kind: 'gate-seen'; readonly step: number; readonly host?: string; readonly seen: string }
  | { readonly kind: 'step-done'; readonly step: number }
  /** The gate failed (or apply was interrupted) and the host's files of the step were put back. */
  | { readonly kind: 'step-rolled-back'; readonly step: number; readonly host: string }
  | { readonly kind: 'step-failed'; readonly step: number; readonly host?: string };

export interface StepTitle {
  readonly number: number;
  readonly title: string;
}

export interface Progress {
  emit(event: ProgressEvent): void;
}

/** For --quiet and for tests: reports nothing. */
export const noProgress: Progress = { emit: () => {} };
