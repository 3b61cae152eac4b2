import { readInputFile } from '../providers/local/input-file.js';
import { writeOutputFile } from '../providers/local/output-file.js';
import { parseJsonInput } from './json-input.js';
import { UserError } from '../errors.js';
import { createHash } from 'node:crypto';
import { holdsWithheldSecret } from '../crypto/secret-text.js';
import { addressFrom, formatAddress, type Address } from '../model/address.js';
import type { PlannedRollout } from '../model/rollout.js';
import { REASON_CODES, type Action, type Change, type Plan } from '../model/plan.js';
import { formatPath } from '../config/diagnostic.js';
import { precompiledCheck } from '../config/schema-validate.js';
import { schema, validate } from '../model/plan-file-schema.validate.generated.js';

const ACTIONS: readonly Action[] = ['noop', 'create', 'update', 'replace', 'delete'];

/** Saves a plan with its rollout (it holds no private key or token secret, but stays 0600 like Terraform's). */
export function writePlanFile(path: string, plan: Plan, rollout: PlannedRollout): void {
  writeOutputFile(path, `${JSON.stringify({ ...plan, targets: plan.targets ?? [], rollout }, null, 2)}\n`, { overwrite: true, mode: 0o600, what: 'the plan' });
}

export interface SavedPlan {
  /** The plan as saved; its `targets` are the --target values it was made with. */
  readonly plan: Plan;
  /** The rollout plan showed; absent from plans saved before plan files kept it. */
  readonly rollout?: PlannedRollout;
}

/** The saved plan's shape, checked before anything reads a field of it. */
const checkPlanFile = precompiledCheck(validate, schema);

/** Plans hold digests and views, never file bytes: even thousands of hosts stay far below this. */
const PLAN_FILE_CAP = 256 * 1024 * 1024;

/**
 * Whether a file change's text views are the bytes their digests name, so `show` cannot display
 * lines apply would not write (apply also compares every view with the plan it makes again). Text
 * with a withheld secret, or bytes that were not UTF-8, cannot be held to the digest here.
 */
function textMatchesDigest(c: Change): boolean {
  if (c.addr.kind !== 'file') return true;
  return [c.before, c.after].every((s) => {
    if (s?.view.kind !== 'text' || !/^[0-9a-f]{64}$/.test(s.digest) || s.view.text.includes('\ufffd') || holdsWithheldSecret(s.view.text)) return true;
    return createHash('sha256').update(s.view.text).digest('hex') === s.digest;
  });
}

/** Reads a saved plan, refusing anything that is not one (one-line error, nothing else touched). */
export function readPlanFile(path: string): SavedPlan {
  const { text, why } = readInputFile(path, PLAN_FILE_CAP);
  if (why !== undefined) throw new UserError(`${path}: ${why}`);
  const data = parseJsonInput(text, path, 'a k8sform plan file');
  const p = data as Partial<Plan> & { targets?: unknown };
  if (typeof p !== 'object' || p === null || p.formatVersion === undefined) throw new UserError(`${path}: not a k8sform plan file (no formatVersion)`);
  if (p.formatVersion !== 1) throw new UserError(`${path}: plan format version ${JSON.stringify(p.formatVersion)} is not supported by this k8sform (it reads version 1)`);
  if (typeof p.configDigest !== 'string' || !Array.isArray(p.changes) || typeof p.cluster !== 'string') {
    throw new UserError(`${path}: not a k8sform plan file (missing configDigest, cluster or changes)`);
  }
  // Parsed once here, at the edge: everything after trusts addresses, actions and reason codes.
  const changes = p.changes.map((c: Partial<Change> | null, i: number): Change => {
    const bad = (what: string) => new UserError(`${path}: change ${i}: ${what}`);
    if (!c || typeof c !== 'object') throw bad('not an object');
    const addr = addressFrom(c.addr);
    if (!addr) throw bad('not an address (host[NAME] with an absolute file path, or cluster with an object)');
    if (!ACTIONS.includes(c.action as Action)) throw bad(`action must be one of ${ACTIONS.join(', ')}`);
    if (!Array.isArray(c.reasons) || !c.reasons.every((r) => r && REASON_CODES.includes(r.code) && typeof r.detail === 'string')) throw bad('reasons must be a list of { code, detail } with known codes');
    return <Change>{ ...(c as Change), addr, dependsOn: Array.isArray(c.dependsOn) ? c.dependsOn.map((d) => addressFrom(d) ?? (() => { throw bad('dependsOn holds something that is not an address'); })()) : [] };
  });
  const [problem] = checkPlanFile(data);
  if (problem) throw new UserError(`${path}: not a k8sform plan file: ${formatPath(problem.path)}: ${problem.message}`);
  const edited = changes.findIndex((c) => !textMatchesDigest(c));
  if (edited >= 0) throw new UserError(`${path}: change ${edited}: the text it shows of ${formatAddress(changes[edited]!.addr)} is not the file its digest names: the plan file was edited after it was made; make the plan again`);
  const targets = Array.isArray(p.targets) ? p.targets.filter((t): t is string => typeof t === 'string') : [];
  const { targets: _, rollout, ...plan } = p as Plan & { rollout?: PlannedRollout };
  return { plan: { ...plan, ...(targets.length && { targets }), changes }, rollout: rollout && rolloutFrom(rollout, (what) => new UserError(`${path}: rollout: ${what}`)) };
}

/** The saved rollout with its addresses parsed like the changes' (its shape was checked by the schema). */
function rolloutFrom(rollout: PlannedRollout, bad: (what: string) => UserError): PlannedRollout {
  const address = (a: Address) => addressFrom(a) ?? (() => { throw bad(`${JSON.stringify(a).slice(0, 200)} is not an address`); })();
  const steps = rollout.steps.map((step) => ({
    ...step,
    units: step.units.map((u) => ({ ...u, changes: u.changes.map(address), ...(u.gate?.kind === 'workloads' && { gate: { ...u.gate, workloads: u.gate.workloads.map(address) } }) })),
  }));
  return { steps, settings: rollout.settings };
}
