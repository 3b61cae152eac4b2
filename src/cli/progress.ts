import { noProgress, type Progress } from '../model/progress.js';
import { plainProgress } from './progress-plain.js';
import { ttyProgress } from './progress-tty.js';

/** What a command's progress covers: hosts read, rendered and compared, or only connected. */
export type ProgressScope = 'plan' | 'connect';

export interface ProgressReporter extends Progress {
  /** Ends the display (a terminal one keeps its final state): before the result goes to stdout. */
  stop(): Promise<void>;
}

/** A CI system sets CI (GitHub Actions, GitLab, Buildkite, ...); `CI=false` or `CI=0` opts out. */
export function inCi(env: NodeJS.ProcessEnv): boolean {
  return !!env.CI && env.CI !== 'false' && env.CI !== '0';
}

/**
 * Progress goes to stderr so stdout keeps only the result (`--json` stays parseable): nothing with
 * --quiet, plain timestamped lines in CI, when stderr is not a terminal (or one without a width) or when several run at once
 * (each line starting with its `label`), a live task list otherwise.
 */
export function progressFor(command: string, quiet: boolean, scope: ProgressScope, label?: string): ProgressReporter {
  if (quiet) return { ...noProgress, stop: () => Promise.resolve() };
  // A terminal that reports no width (some `script`, `kubectl exec -t` and CI runners) would wrap a
  // live list one character per line.
  const width = process.stderr.isTTY ? process.stderr.columns : 0;
  if (label !== undefined || inCi(process.env) || !(width > 0)) return plainProgress(command, process.stderr, label);
  return ttyProgress(command, scope);
}
