import type { Plan, PlanWarning } from '../model/plan.js';

/** A preflight warning in one line: the host, the check, what it found. */
export const warningLine = (w: PlanWarning) => `host[${w.host}]: preflight check ${w.check}: ${w.message}`;

/** The plan's preflight warnings as a terminal shows them, each followed by its fix; none: no lines. */
export function warningLines(plan: Pick<Plan, 'warnings'>): string[] {
  return (plan.warnings ?? []).flatMap((w) => [`Warning: ${warningLine(w)}`, `  fix: ${w.fix}`]);
}
