import { formatAddress } from '../model/address.js';
import { matchesTarget } from '../model/target-address.js';
import { UserError } from '../errors.js';
import type { Change } from '../model/plan.js';

/**
 * The changes at or below any target address, plus everything they depend on. A target that names
 * nothing k8sform manages (`known`: every managed address, Nodes not yet registered included) is an
 * error listing the nearest addresses, never an empty plan that reads as "No changes".
 */
export function selectTargets(changes: readonly Change[], targets: readonly string[], known: readonly string[] = changes.map((c) => formatAddress(c.addr))): Change[] {
  if (targets.length === 0) return [...changes];
  refuseUnmatchedTargets(targets, known);
  const byAddr = new Map(changes.map((c) => [formatAddress(c.addr), c]));
  // A key replaced with its certificate is written with it: a new key under the old certificate
  // would leave a component with a pair that does not match.
  const certificateOfKey = new Map<string, string>();
  for (const c of changes) {
    if (c.format !== 'certificate') continue;
    for (const d of c.dependsOn) if (byAddr.get(formatAddress(d))?.reasons.some((r) => r.code === 'paired')) certificateOfKey.set(formatAddress(d), formatAddress(c.addr));
  }
  const chosen = new Set<string>();
  const add = (key: string) => {
    const c = byAddr.get(key);
    if (!c || chosen.has(key)) return;
    chosen.add(key);
    for (const d of c.dependsOn) add(formatAddress(d));
    const pair = certificateOfKey.get(key);
    if (pair) add(pair);
  };
  for (const t of targets) for (const key of byAddr.keys()) if (matchesTarget(key, t)) add(key);
  return changes.filter((c) => chosen.has(formatAddress(c.addr)));
}

/** A target that matches none of the `known` addresses is an error that lists the nearest ones. */
export function refuseUnmatchedTargets(targets: readonly string[], known: readonly string[]): void {
  const unmatched = targets.filter((t) => !known.some((a) => matchesTarget(a, t)));
  if (unmatched.length) {
    throw new UserError(unmatched.map((t) => `--target ${t}: matches nothing k8sform manages; nearest: ${nearest(t, known).join(', ')}`));
  }
}

/** The three addresses or host prefixes closest to `text` by edit distance (then by name). */
function nearest(text: string, known: readonly string[]): string[] {
  const scopes = known.map((a) => a.slice(0, a.indexOf('.')));
  return [...new Set([...scopes, ...known])].map((a) => [editDistance(text, a), a] as const).sort((x, y) => x[0] - y[0] || (x[1] < y[1] ? -1 : 1)).slice(0, 3).map(([, a]) => a);
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}
