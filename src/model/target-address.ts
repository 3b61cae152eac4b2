import { parseAddress } from './address.js';

// A `--target` value names addresses: a whole address, or a prefix of them.

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
