import { progressText, plainProgressLine } from '../views/progress-lines.js';
import type { ProgressReporter } from './progress.js';

/**
 * For CI logs and pipes: one timestamped line per event, written at once (a log keeps every line,
 * so nothing is redrawn); `label` starts every line when several runs share the log (a fleet's
 * clusters). Elapsed time counts from the process start, as a user's stopwatch would.
 */
export function plainProgress(command: string, out: NodeJS.WritableStream, label?: string): ProgressReporter {
  return {
    emit: (e) => {
      out.write(plainProgressLine(`${label ? `${label}: ` : ''}${progressText(command, e)}`, new Date(), performance.now()));
    },
    stop: () => Promise.resolve(),
  };
}
