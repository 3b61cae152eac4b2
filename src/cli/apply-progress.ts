import { Listr } from 'listr2';
import { notAttempted, WORKER_PARALLELISM, type HostOutcome, type HostRun } from '../apply/execute.js';

/**
 * Runs the apply schedule with listr2: an updating tree on a terminal, one line per event in CI
 * (or wherever stdout is not a TTY). A failed control-plane host stops the phases after it.
 */
export async function runWithProgress(phases: readonly HostRun[][], interactive: boolean): Promise<HostOutcome[]> {
  const outcomes: HostOutcome[] = [];
  const task = (r: HostRun) => ({
    title: `host[${r.host}]: ${r.changes} change${r.changes === 1 ? '' : 's'}`,
    task: async () => {
      const outcome = await r.run();
      outcomes.push(outcome);
      if (outcome.error) throw new Error(outcome.error);
    },
  });
  for (const [i, phase] of phases.entries()) {
    const list = new Listr(phase.map(task), {
      concurrent: Math.min(WORKER_PARALLELISM, phase.length),
      exitOnError: false,
      renderer: interactive ? 'default' : 'simple',
      rendererOptions: { collapseErrors: false },
    });
    await list.run().catch(() => undefined);
    if (outcomes.some((o) => o.error)) return [...outcomes, ...notAttempted(phases.slice(i + 1))];
  }
  return outcomes;
}
