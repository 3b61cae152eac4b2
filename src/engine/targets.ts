import { formatAddress, parseAddress } from '../model/address.js';
import type { Change } from '../model/plan.js';

/** The changes at or below any target address, plus everything they depend on. */
export function selectTargets(changes: readonly Change[], targets: readonly string[]): Change[] {
  if (targets.length === 0) return [...changes];
  const byAddr = new Map(changes.map((c) => [formatAddress(c.addr), c]));
  const chosen = new Set<string>();
  const add = (key: string) => {
    const c = byAddr.get(key);
    if (!c || chosen.has(key)) return;
    chosen.add(key);
    for (const d of c.dependsOn) add(formatAddress(d));
  };
  for (const t of targets) for (const key of byAddr.keys()) if (matchesTarget(key, t)) add(key);
  return changes.filter((c) => chosen.has(formatAddress(c.addr)));
}

/** `host` matches every host, `host[cp-1]` one host, a full address itself. */
export function matchesTarget(address: string, target: string): boolean {
  if (target === 'host') return address.startsWith('host[');
  return address === target || address.startsWith(`${target}.`);
}

/** Checks a --target value; a one-line error says what is accepted. */
export function validTarget(text: string): boolean {
  return parseAddress(text) !== undefined;
}

/** Whether the targets leave cluster objects out (an explicit host-files-only plan). */
export const hostFilesOnly = (targets: readonly string[]): boolean => targets.length > 0 && targets.every((t) => t.startsWith('host'));
