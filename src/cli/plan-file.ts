import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { UserError } from '../errors.js';
import type { Plan } from '../model/plan.js';

/** Saves a plan (it holds no private key or token secret, but stays 0600 like Terraform's). */
export function writePlanFile(path: string, plan: Plan, targets: readonly string[]): void {
  const tmp = `${path}.tmp-${process.pid}`;
  try {
    writeFileSync(tmp, `${JSON.stringify({ ...plan, targets }, null, 2)}\n`, { mode: 0o600 });
    renameSync(tmp, path);
  } catch (e) {
    throw new UserError(`${path}: cannot write the plan: ${(e as Error).message}`);
  }
}

export interface SavedPlan {
  readonly plan: Plan;
  readonly targets: readonly string[];
}

/** Reads a saved plan, refusing anything that is not one (one-line error, nothing else touched). */
export function readPlanFile(path: string): SavedPlan {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UserError(`${path}: ${code === 'ENOENT' ? 'no such file' : code ? `cannot read: ${code}` : 'not a k8sform plan file (not JSON)'}`);
  }
  const p = data as Partial<Plan> & { targets?: unknown };
  if (typeof p !== 'object' || p === null || p.formatVersion === undefined) throw new UserError(`${path}: not a k8sform plan file (no formatVersion)`);
  if (p.formatVersion !== 1) throw new UserError(`${path}: plan format version ${String(p.formatVersion)} is not supported by this k8sform (it reads version 1)`);
  if (typeof p.configDigest !== 'string' || !Array.isArray(p.changes) || typeof p.cluster !== 'string') {
    throw new UserError(`${path}: not a k8sform plan file (missing configDigest, cluster or changes)`);
  }
  for (const [i, c] of p.changes.entries()) {
    if (!c || typeof c !== 'object' || !c.addr || typeof c.action !== 'string' || !Array.isArray(c.reasons)) {
      throw new UserError(`${path}: change ${i} is malformed`);
    }
  }
  const targets = Array.isArray(p.targets) ? p.targets.filter((t): t is string => typeof t === 'string') : [];
  return { plan: p as Plan, targets };
}
