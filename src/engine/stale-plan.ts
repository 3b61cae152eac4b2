import { formatAddress } from '../model/address.js';
import type { Change, Plan } from '../model/plan.js';

const TEXT_FORMATS = new Set(['static-pod', 'kubelet-config', 'env']);

/**
 * What differs between a saved plan and the plan made now from the same config: a resource whose
 * observed bytes changed, an action that changed, or a text file that would now be written
 * differently. Fresh certificates and keys differ byte for byte by nature, so those are compared
 * by action only. An entry with nothing to do that is in only one of the two plans is no difference:
 * a running component's noop leaves the plan while its kubelet restarts it (a kube-scheduler that
 * lost its leader lease exits), and either way there is nothing to apply. An empty list means the
 * saved plan can be applied exactly.
 */
export function stalePlanDifferences(saved: Plan, fresh: Plan): string[] {
  const now = new Map(fresh.changes.map((c) => [slot(c), c]));
  const then = new Map(saved.changes.map((c) => [slot(c), c]));
  const out: string[] = [];
  for (const addr of [...new Set([...then.keys(), ...now.keys()])].sort()) {
    const a = then.get(addr);
    const b = now.get(addr);
    if (!a || !b) {
      if ((a ?? b)!.action === 'noop') continue;
      out.push(`${addr}: ${a ? 'no longer' : 'now'} part of the plan`);
      continue;
    }
    const why = difference(a, b);
    if (why) out.push(`${addr}: ${why}`);
  }
  return out;
}

/** A new bootstrap token's id is random: a planned token creation matches any other by position. */
function slot(c: Change): string {
  const addr = formatAddress(c.addr);
  return c.action === 'create' && c.addr.name.startsWith('v1/Secret/kube-system/bootstrap-token-') ? addr.replace(/bootstrap-token-[a-z0-9]{6}/, 'bootstrap-token-(new)') : addr;
}

function difference(a: Change, b: Change): string | undefined {
  if ((a.before?.digest ?? 'absent') !== (b.before?.digest ?? 'absent')) return 'changed on the host since the plan was made';
  if (a.action !== b.action) return `planned ${a.action}, would now ${b.action}`;
  if (TEXT_FORMATS.has(b.format) && a.after?.digest !== b.after?.digest) return 'would now be written differently';
  return editedView(a, b);
}

/**
 * A file's or object's view is made from the bytes its digest names, so the same digest always
 * shows the same way. A saved plan whose view differs from the one made now for the same digest
 * was edited after it was made: what people reviewed is not what apply would do.
 */
function editedView(a: Change, b: Change): string | undefined {
  if (a.addr.kind !== 'file' && a.addr.kind !== 'object') return undefined;
  for (const side of ['before', 'after'] as const) {
    const [saved, now] = [a[side], b[side]];
    if (saved && now && saved.digest === now.digest && JSON.stringify(saved.view) !== JSON.stringify(now.view)) {
      return `what the plan file shows of it (${side}) is not what its digest holds: the plan file was edited after it was made`;
    }
  }
  return undefined;
}
