import { formatAddress, type Address } from '../model/address.js';
import type { PlannedRollout, RolloutStep } from '../model/rollout.js';
import type { Change, Plan } from '../model/plan.js';
import { kindOf } from '../model/resource-kinds.js';

const TEXT_FORMATS = new Set(['static-pod', 'kubelet-config', 'env', 'apiserver-config', 'systemd-unit', 'containerd-config']);

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
  return c.action === 'create' ? anyNewToken(c.addr) : formatAddress(c.addr);
}

const anyNewToken = (a: Address) => formatAddress(a).replace(/^(cluster\.object\[v1\/Secret\/kube-system\/bootstrap-token-)[a-z0-9]{6}\]$/, '$1(new)]');

/** Keys sorted and addresses printed (new tokens as any), so that two rollouts compare by content. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (!v || typeof v !== 'object') return v;
  if ('scope' in v && 'kind' in v && 'name' in v) return anyNewToken(v as Address);
  return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]));
}

/**
 * How apply would roll the plan out, where it differs from what the saved plan showed (and its
 * reviewers read): the first step that differs, or undefined when they are the same. Bootstrap tokens'
 * random ids aside, the same changes with the same cluster.yaml always roll out the same way, so
 * this only fires when the plan file was edited or came from another k8sform.
 */
export function rolloutDifference(saved: PlannedRollout, fresh: PlannedRollout): string | undefined {
  if (JSON.stringify(canonical(saved.settings)) !== JSON.stringify(canonical(fresh.settings))) return 'the rollout settings differ from the saved plan\'s';
  const shape = (s: RolloutStep) => JSON.stringify(canonical(s));
  const count = Math.max(saved.steps.length, fresh.steps.length);
  for (let i = 0; i < count; i++) {
    const [a, b] = [saved.steps[i], fresh.steps[i]];
    if (!a || !b || shape(a) !== shape(b)) return `the rollout differs from the saved plan's from step ${i + 1} (${(b ?? a)!.title})`;
  }
  return undefined;
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
  if (!kindOf(a).viewedFromDigest) return undefined;
  for (const side of ['before', 'after'] as const) {
    const [saved, now] = [a[side], b[side]];
    if (saved && now && saved.digest === now.digest && JSON.stringify(saved.view) !== JSON.stringify(now.view)) {
      return `what the plan file shows of it (${side}) is not what its digest holds: the plan file was edited after it was made`;
    }
  }
  return undefined;
}
