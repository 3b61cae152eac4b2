import { formatAddress } from '../model/address.js';
import type { Action, Change, Plan } from '../model/plan.js';
import { changeBody } from './change-body.js';
import { effectiveChanges } from './ordered-changes.js';
import { rolloutLines } from './rollout-steps.js';
import type { PlannedRollout } from '../model/rollout.js';
import { NO_CHANGES, SYMBOL, countsText } from './wording.js';
import type { SnapshotSource } from '../model/snapshot-source.js';
import { snapshotLine } from './snapshot-note.js';

/**
 * GitHub refuses a comment over 65,536 characters; this leaves room for a wrapper a CI job adds
 * around the plan (a header, a link to the run).
 */
export const MARKDOWN_CAP = 60_000;

/**
 * The plan as a pull-request comment: a summary by host and kind, one table row per change, then
 * one collapsible diff per change. Over `maxLength` the longest diffs are left out first, then table
 * rows, and the comment says so and where the whole plan is.
 */
export function renderPlanMarkdown(plan: Plan, rollout?: PlannedRollout, maxLength = MARKDOWN_CAP, snapshot?: SnapshotSource): string {
  if (!snapshot) return planMarkdown(plan, rollout, maxLength);
  // A pull request's comment says first that the plan is offline and how old what it saw is.
  const note = `> ${escapeHtml(snapshotLine(snapshot))}\n\n`;
  return note + planMarkdown(plan, rollout, maxLength - note.length);
}

function planMarkdown(plan: Plan, rollout: PlannedRollout | undefined, maxLength: number): string {
  const changes = effectiveChanges(plan);
  const title = `### k8sform plan for \`${plan.cluster}\` (${plan.kubernetesVersion})`;
  if (!changes.length) return `${title}: no changes\n\n${NO_CHANGES}\n`;
  const head = [`${title}: ${countsText(plan)}`, '', ...summaryByScope(changes)];
  const rows = changes.map((c) => `| \`${cell(SYMBOL[c.action])}\` | \`${cell(formatAddress(c.addr))}\` | ${c.origin === 'drift' ? '**drift** ' : ''}${cell(c.reasons.map((r) => escapeHtml(`${r.code}: ${r.detail}`)).join('<br>'))} |`);
  const steps = rollout?.steps.length ? ['', '**Rollout**, in order; apply stops at the first gate that fails and restores that host\'s files:', '', ...rolloutLines(rollout).map((l) => escapeHtml(l))] : [];
  const details = changes.map((c) => {
    const body = changeBody(c, false).join('\n');
    const fence = fenceFor(body);
    return ['', `<details><summary>${escapeHtml(formatAddress(c.addr))}</summary>`, '', `${fence}diff`, body, fence, '', '</details>'].join('\n');
  });
  const tableHead = ['', '| action | address | reasons |', '| :---: | --- | --- |'];
  const moreRow = (keptRows: number) => (keptRows < rows.length ? [`| | _${rows.length - keptRows} more_ | |`] : []);
  const compose = (keptRows: number, kept: ReadonlySet<number>, note: readonly string[]) =>
    `${[...head, ...tableHead, ...rows.slice(0, keptRows), ...moreRow(keptRows), ...steps, ...details.filter((_, i) => kept.has(i)), ...note].join('\n')}\n`;
  const kept = new Set(details.keys());
  const noteFor = (rowsLeft: number) => kept.size === details.length && rowsLeft === rows.length ? [] : ['', `> **Shortened to fit a comment:** ${details.length - kept.size} of ${details.length} diffs${rowsLeft < rows.length ? ` and ${rows.length - rowsLeft} table rows` : ''} are left out. The whole plan: \`k8sform show PLAN-FILE\` on the plan this job saved (\`k8sform plan --out\`), or \`k8sform plan\`.`];
  // Lengths are added up rather than composed each time: every line costs its length plus a newline.
  const lineCost = (lines: readonly string[]) => lines.reduce((n, l) => n + l.length + 1, 0);
  let size = lineCost([...head, ...tableHead, ...steps, ...rows, ...details]);
  const fits = (keptRows: number) => size + lineCost([...moreRow(keptRows), ...noteFor(keptRows)]) <= maxLength;
  // Leave out the longest diffs first, then table rows from the end, until the comment fits.
  for (const i of [...details.keys()].sort((a, b) => details[b]!.length - details[a]!.length)) {
    if (fits(rows.length)) break;
    kept.delete(i);
    size -= details[i]!.length + 1;
  }
  let keptRows = rows.length;
  while (keptRows > 0 && !fits(keptRows)) size -= rows[--keptRows]!.length + 1;
  return compose(keptRows, kept, noteFor(keptRows));
}

/** Counts per host (or the cluster's objects) and kind of file, so a big plan reads at a glance. */
function summaryByScope(changes: readonly Change[]): string[] {
  const groups = new Map<string, Record<Action, number>>();
  for (const c of changes) {
    const key = `${c.addr.scope}\u0000${c.addr.kind === 'object' ? 'object' : c.format}`;
    const counts = groups.get(key) ?? { noop: 0, create: 0, update: 0, replace: 0, delete: 0 };
    counts[c.action]++;
    groups.set(key, counts);
  }
  return [
    '| where | kind | `+` | `~` | `-/+` | `-` |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...[...groups].map(([key, n]) => {
      const [scope, kind] = key.split('\u0000');
      return `| \`${cell(scope!)}\` | ${cell(kind!)} | ${n.create} | ${n.update} | ${n.replace} | ${n.delete} |`;
    }),
  ];
}

/** A table cell: `|` would end the cell and a newline the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A code fence longer than any backtick run in the body, so file contents cannot close it. */
function fenceFor(body: string): string {
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}
