import { performance } from 'node:perf_hooks';
import { progressText, plainProgressLine } from '../views/progress-lines.js';
import type { ProgressReporter } from './progress.js';

/**
 * For CI logs and pipes: one timestamped line per event, written at once (a log keeps every line,
 * so nothing is redrawn). Elapsed time counts from the process start, as a user's stopwatch would.
 */
export function plainProgress(command: string, out: NodeJS.WritableStream): ProgressReporter {
  return {
    emit: (e) => {
      out.write(plainProgressLine(progressText(command, e), new Date(), performance.now()));
    },
    stop: () => Promise.resolve(),
  };
}
