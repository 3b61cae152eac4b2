import { formatAddress } from '../model/address.js';
import { isEffective, type Action, type Change, type Plan } from '../model/plan.js';
import type { ResourceKindName } from '../model/resource-kinds.js';
import { unifiedDiff } from './unified-diff.js';

const reasons = (c: Change) => c.reasons.map((r) => `${r.code}: ${r.detail}`).join('; ');

/**
 * What a change of a kind without text does, in `# ADDRESS: WHAT: REASONS (KIND)`; undefined for the
 * kinds whose text is diffed. The reasons say the rest: a directory's mode 0755 → 0700, a process
 * restarted on another release or to load a file, a host joining, promoted or leaving etcd.
 */
const WITHOUT_TEXT: Record<ResourceKindName, ((action: Action) => { readonly what: string; readonly kind: string }) | undefined> = {
  file: undefined,
  object: undefined,
  dir: (action) => ({ what: action, kind: 'directory' }),
  binary: (action) => ({ what: action === 'create' ? 'install' : action, kind: 'binary' }),
  process: () => ({ what: 'restart', kind: 'process' }),
  member: (action) => ({ what: action === 'delete' ? 'remove' : action === 'create' ? 'join' : 'promote', kind: 'etcd member' }),
  storage: () => ({ what: 'write again', kind: 'stored Secrets' }),
};

/**
 * `k8sform diff`: a unified diff of every effective change's text with git-style headers
 * (`a/host[cp-1]/etc/kubernetes/...`, `a/cluster/v1/ConfigMap/...`), one line for what has no text.
 */
export function renderPlanDiff(plan: Plan, color: boolean): string {
  const out: string[] = [];
  for (const c of plan.changes.filter(isEffective)) {
    const path = formatAddress(c.addr);
    const heading = WITHOUT_TEXT[c.addr.kind]?.(c.action);
    const text = (s: typeof c.before) => (s?.view.kind === 'text' ? s.view.text : undefined);
    if (heading) {
      out.push(`# ${path}: ${heading.what}: ${reasons(c)} (${heading.kind})\n`);
    } else if (!c.sensitive && (c.before?.view.kind ?? 'text') === 'text' && (c.after?.view.kind ?? 'text') === 'text') {
      const body = unifiedDiff(`${c.addr.scope}/${c.addr.name.replace(/^\//, '')}`, c.action === 'create' ? undefined : text(c.before), c.action === 'delete' ? undefined : text(c.after), color);
      out.push(body || `# ${path}: ${reasons(c)} (content unchanged)\n`);
    } else {
      out.push(`# ${path}: ${c.action} (${c.sensitive ? 'sensitive: ' : ''}${c.format}, not shown as text; see k8sform plan)\n`);
    }
  }
  return out.join('');
}
