import type { ResourceKindName } from '../model/resource-kinds.js';
import { summarize, type Action, type Change, type Plan } from '../model/plan.js';
import type { Palette } from './colors.js';

/** The order actions are explained in the legend. */
export const LEGEND_ORDER: readonly Exclude<Action, 'noop'>[] = ['create', 'update', 'replace', 'delete'];

export const SYMBOL: Record<Action, string> = { noop: '', create: '+', update: '~', replace: '-/+', delete: '-' };

export const LEGEND: Record<Action, string> = {
  noop: 'no change',
  create: 'create',
  update: 'update in-place',
  replace: 'destroy and then create replacement',
  delete: 'destroy',
};

/** Completes `# <address> ...`. */
export const WILL_BE: Record<Action, string> = {
  noop: 'is up to date',
  create: 'will be created',
  update: 'will be updated in-place',
  replace: 'will be replaced',
  delete: 'will be destroyed',
};

/** Completes `# host[NAME].member[etcd] ...`: what happens to the membership. */
export const MEMBERSHIP_WILL_BE: Record<Action, string> = {
  noop: 'is a voting member',
  create: 'will join etcd (added as a learner, then promoted)',
  update: 'will be promoted to a voting member',
  replace: 'will join etcd again',
  delete: 'will be removed from etcd',
};

/** Completes `# <address> ...` for a change of each kind. */
const KIND_WILL_BE: Record<ResourceKindName, (action: Action) => string> = {
  file: (action) => WILL_BE[action],
  dir: (action) => (action === 'delete' ? 'will be emptied into the backup folder' : WILL_BE[action]),
  binary: (action) => (action === 'create' ? 'will be installed' : WILL_BE[action]),
  process: (action) => (action === 'delete' ? 'will be stopped' : 'will be restarted'),
  member: (action) => MEMBERSHIP_WILL_BE[action],
  object: (action) => WILL_BE[action],
  storage: (action) => (action === 'noop' ? 'are stored with the key that writes' : 'will be written again with the key that writes'),
};

/** Completes `# <address> ...` for any change. */
export const willBe = (c: Pick<Change, 'addr' | 'action'>): string => KIND_WILL_BE[c.addr.kind](c.action);

const ON_HOST = "changed on the host since k8sform's last apply (not by cluster.yaml)";

/** Says what drift means for a file, a directory, a process or an object, after `drift: `. */
export const driftWording = (c: Pick<Change, 'addr' | 'reasons'>): string =>
  c.reasons.some((r) => r.code === 'started-before') ? "a file it reads changed on the host since k8sform's last apply, and it was not restarted (not by cluster.yaml)" : DRIFT[c.addr.kind];

const DRIFT: Record<ResourceKindName, string> = {
  file: ON_HOST,
  dir: ON_HOST,
  binary: ON_HOST,
  process: "another kubelet was started on the host since k8sform's last apply (not by cluster.yaml)",
  member: "the etcd member list changed since k8sform applied this cluster.yaml (not by cluster.yaml)",
  object: "changed in the cluster since k8sform last applied it (not by cluster.yaml)",
  storage: 'Secrets were written with another key since (not by cluster.yaml)',
};

export const NO_CHANGES = 'No changes. Every managed file matches cluster.yaml.';

/** `+`, `~`, `-/+`, `-`, right-aligned in three columns as Terraform prints them. */
export function coloredSymbol(action: Action, p: Palette): string {
  const s = SYMBOL[action];
  const painted = action === 'replace' ? `${p.red('-')}/${p.green('+')}` : { noop: p.dim, create: p.green, update: p.yellow, delete: p.red }[action](s);
  return ' '.repeat(3 - s.length) + painted;
}

/** `1 to add, 2 to change, 1 to destroy`: a replacement counts as one add and one destroy. */
export function countsText(plan: Plan): string {
  const s = summarize(plan);
  return `${s.add} to add, ${s.change} to change, ${s.destroy} to destroy`;
}

export const summaryLine = (plan: Plan) => `Plan: ${countsText(plan)}.`;

/** `0600`, as chmod and ls -l people think in. */
export const octalMode = (mode: number) => mode.toString(8).padStart(4, '0');

/** After a plan limited to hosts: the objects were left out, not found unchanged. */
export const hostFilesOnlyNote = (targets: readonly string[]): string => `\nHost files only (--target ${targets.join(' --target ')}): cluster objects were not read or compared.\n`;
