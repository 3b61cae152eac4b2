import { warningLine } from './plan-warnings.js';
import { CLUSTER_SCOPE, formatAddress } from '../model/address.js';
import { isFileState, type Action, type Change, type Plan } from '../model/plan.js';
import { changeBody } from './change-body.js';
import { unifiedDiff } from './unified-diff.js';
import { effectiveChanges } from './ordered-changes.js';
import { rolloutLines } from './rollout-steps.js';
import type { PlannedRollout } from '../model/rollout.js';
import { countsText, hostFilesOnlyNote, NO_CHANGES, SYMBOL } from './wording.js';
import { hostFilesOnly } from '../model/target-address.js';
import type { SnapshotSource } from '../model/snapshot-source.js';
import { snapshotLine } from './snapshot-note.js';

/**
 * GitHub refuses a comment over 65,536 characters; this leaves 1,536 for a wrapper a CI job adds
 * around the plan (the recipes' marker and footer with a link to the run take under 700).
 */
export const MARKDOWN_CAP = 64_000;

/**
 * The plan as a pull-request comment: a summary by host and kind, one table row per change, then
 * one collapsible diff per change. Over `maxLength` it is shortened by what a reviewer learns least
 * from: first created keys, certificates and kubeconfigs become one table row and one line per
 * host; then a text file created alike on several hosts is shown, after the first host's, as its
 * difference from it; then diffs are left out lowest rank first (`rankOf`), the longest first within
 * a rank; then table rows from the end. The comment says what was shortened and where the whole plan is.
 */
export function renderPlanMarkdown(plan: Plan, rollout?: PlannedRollout, maxLength = MARKDOWN_CAP, snapshot?: SnapshotSource): string {
  if (!snapshot) return planMarkdown(plan, rollout, maxLength);
  // A pull request's comment says first that the plan is offline and how old what it saw is.
  const note = `> ${escapeHtml(snapshotLine(snapshot))}\n\n`;
  return note + planMarkdown(plan, rollout, maxLength - note.length);
}

/**
 * How much a reviewer learns from a change's diff: 0, a key's type or contents withheld (its
 * address says nearly as much); 1, a certificate or kubeconfig by meaning; 2, anything else (a
 * text diff such as a static-pod manifest or kubelet config, a cluster object, a process, a
 * membership, a deletion).
 */
export type DiffRank = 0 | 1 | 2;

export function rankOf(c: Change): DiffRank {
  const material = materialOf(c);
  return material === undefined ? 2 : material === 'key' || material === 'secret' ? 0 : 1;
}

/** Key material a change's diff shows only by meaning, or not at all. */
type Material = 'key' | 'certificate' | 'kubeconfig' | 'secret';
const MATERIALS: readonly Material[] = ['key', 'certificate', 'kubeconfig', 'secret'];

function materialOf(c: Change): Material | undefined {
  if (c.action === 'delete') return undefined;
  const kind = c.after?.view.kind;
  if (kind === 'private-key' || kind === 'public-key') return 'key';
  if (kind === 'certificate' || kind === 'kubeconfig') return kind;
  // A sensitive file's or object's text is withheld, whatever it is (change-body.ts).
  if (c.sensitive && kind === 'text') return 'secret';
  return undefined;
}

/** `10 keys, 12 certificates and 1 kubeconfig`: how many of each, in a fixed order. */
function materialCounts(materials: readonly Material[]): string {
  const parts = MATERIALS.flatMap((m) => {
    const n = materials.filter((x) => x === m).length;
    return n ? [`${n} ${m}${n === 1 ? '' : 's'}`] : [];
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join('');
}

/** File names a summed-up line lists before `N more`: enough to recognise them, short. */
const NAMES_LISTED = 6;

/** A collapsible diff: the change's address, then its body in a fence file contents cannot close. */
function detailsBlock(address: string, body: string): string {
  const fence = fenceFor(body);
  return ['', `<details><summary>${escapeHtml(address)}</summary>`, '', `${fence}diff`, body, fence, '', '</details>'].join('\n');
}

/** The text of a created, non-sensitive text file: what a file created alike on another host is compared with. */
function createdText(c: Change): string | undefined {
  return c.action === 'create' && c.addr.kind === 'file' && !c.sensitive && c.after?.view.kind === 'text' ? c.after.view.text : undefined;
}

/** Files alike when created at the same path with the same mode and owner. */
const alikeKey = (c: Change) => (isFileState(c.after) ? `${c.addr.name}\u0000${c.after.mode}:${c.after.uid}:${c.after.gid}` : '');

function planMarkdown(plan: Plan, rollout: PlannedRollout | undefined, maxLength: number): string {
  const changes = effectiveChanges(plan);
  const title = `### k8sform plan for \`${plan.cluster}\` (${plan.kubernetesVersion})`;
  // A plan limited to hosts says so first: its objects were left out, not found unchanged.
  const limited = hostFilesOnly(plan.targets ?? []) ? [`> ${escapeHtml(hostFilesOnlyNote(plan.targets!).trim())}`, ''] : [];
  // Preflight warnings come first: they are about the hosts, whatever the changes.
  const warned = (plan.warnings ?? []).flatMap((w) => [`> **Warning** ${escapeHtml(warningLine(w))}<br>fix: ${escapeHtml(w.fix)}`, '']);
  if (!changes.length) return `${[`${title}: no changes`, '', ...limited, ...warned, NO_CHANGES].join('\n')}\n`;
  const head = [`${title}: ${countsText(plan)}`, '', ...limited, ...warned, ...summaryByScope(changes)];
  const rows = changes.map((c) => `| \`${cell(SYMBOL[c.action])}\` | \`${cell(formatAddress(c.addr))}\` | ${c.origin === 'drift' ? '**drift** ' : ''}${cell(c.reasons.map((r) => escapeHtml(`${r.code}: ${r.detail}`)).join('<br>'))} |`);
  const steps = rollout?.steps.length ? ['', '**Rollout**, in order; apply stops at the first gate that fails and restores that host\'s files:', '', ...rolloutLines(rollout).map((l) => escapeHtml(l))] : [];
  const details = changes.map((c) => detailsBlock(formatAddress(c.addr), changeBody(c, false).join('\n')));
  // Lengths are added up rather than composed each time: every line costs its length plus a newline.
  const lineCost = (lines: readonly string[]) => lines.reduce((n, l) => n + l.length + 1, 0);

  // 1. Created keys, certificates and kubeconfigs, by host (or the cluster's objects): one table
  //    row and one line per scope in place of theirs.
  const summable = new Map<string, number[]>();
  changes.forEach((c, i) => {
    if (c.action === 'create' && materialOf(c)) summable.set(c.addr.scope, [...(summable.get(c.addr.scope) ?? []), i]);
  });
  const summedOf = (scope: string) => summable.get(scope)!.map((i) => changes[i]!);
  const summedRow = (scope: string) => {
    const codes = [...new Set(summedOf(scope).flatMap((c) => c.reasons.map((r) => r.code)))];
    return `| \`${SYMBOL.create}\` | \`${cell(scope)}\`: ${materialCounts(summedOf(scope).map((c) => materialOf(c)!))} | ${cell(codes.join(', '))} |`;
  };
  const summedLine = (scope: string) => {
    const names = summedOf(scope).map((c) => c.addr.name.slice(c.addr.name.lastIndexOf('/') + 1));
    const listed = names.length > NAMES_LISTED ? [...names.slice(0, NAMES_LISTED), `${names.length - NAMES_LISTED} more`] : names;
    return `\`${cell(scope)}\`: ${materialCounts(summedOf(scope).map((c) => materialOf(c)!))} created, ${names.length === 1 ? 'its diff' : 'their diffs'} left out (${escapeHtml(listed.join(', '))}).`;
  };
  const summedUp = new Set<string>();
  const summedIndices = new Set<number>();
  const isSummed = (i: number) => summedIndices.has(i);
  /** What the note says was summed up, kept as scopes are summed so that measuring stays cheap. */
  let summedText = '';

  // 2. Text files created alike on several hosts (static-pod manifests, kubelet configs): each
  //    after the first shown as its difference from the first.
  const firstAlike = new Map<string, number>();
  const alike = new Map<number, { readonly first: number; readonly block: string }>();
  changes.forEach((c, i) => {
    const text = createdText(c);
    if (text === undefined) return;
    const first = firstAlike.get(alikeKey(c));
    if (first === undefined) return void firstAlike.set(alikeKey(c), i);
    const was = createdText(changes[first]!)!;
    const from = formatAddress(changes[first]!.addr);
    const diff = unifiedDiff(c.addr.name, was, text, false);
    const body = diff ? [`(created like ${from}, with these differences from it)`, diff.replace(/\n$/, '')] : [`(created the same as ${from})`];
    alike.set(i, { first, block: detailsBlock(formatAddress(c.addr), body.join('\n')) });
  });
  const alikeGroups = new Map<number, number[]>();
  for (const [i, { first }] of alike) alikeGroups.set(first, [...(alikeGroups.get(first) ?? []), i]);
  const shownAlike = new Set<number>();
  const blockOf = (i: number) => (shownAlike.has(i) ? alike.get(i)!.block : details[i]!);

  // 3. Diffs left out, and 4. table rows from the end.
  const kept = new Set(details.keys());
  const tableRows = () => rows.flatMap((r, i) => (isSummed(i) ? (summable.get(changes[i]!.addr.scope)![0] === i ? [summedRow(changes[i]!.addr.scope)] : []) : [r]));
  const tableHead = ['', '| action | address | reasons |', '| :---: | --- | --- |'];
  const moreRow = (keptRows: number, all: number) => (keptRows < all ? [`| | _${all - keptRows} more_ | |`] : []);
  const detailLines = () =>
    details.flatMap((_, i) => {
      if (isSummed(i)) return summable.get(changes[i]!.addr.scope)![0] === i ? ['', summedLine(changes[i]!.addr.scope)] : [];
      return kept.has(i) ? [blockOf(i)] : [];
    });
  const perScope = () => {
    const hosts = [...summedUp].filter((s) => s !== CLUSTER_SCOPE).length;
    const each = hosts ? [hosts === 1 ? 'one for their host' : 'one per host'] : [];
    return [...each, ...(summedUp.has(CLUSTER_SCOPE) ? ["one for the cluster's objects"] : [])].join(' and ');
  };
  const noteFor = (keptRows: number, all: number) => {
    const left = details.length - kept.size;
    const parts = [
      ...(summedText ? [summedText] : []),
      ...(shownAlike.size ? [`${shownAlike.size} ${shownAlike.size === 1 ? 'file' : 'files'} created alike on several hosts ${shownAlike.size === 1 ? 'is' : 'are'} shown as ${shownAlike.size === 1 ? 'its difference' : 'their differences'} from the first host's`] : []),
      ...(left || keptRows < all ? [`${left} of ${details.length} diffs${keptRows < all ? ` and ${all - keptRows} table rows` : ''} are left out`] : []),
    ];
    return parts.length ? ['', `> **Shortened to fit a comment:** ${parts.join('; ')}. The whole plan: \`k8sform show PLAN-FILE\` on the plan this job saved (\`k8sform plan --out\`), or \`k8sform plan\`.`] : [];
  };
  let size = lineCost([...head, ...tableHead, ...steps, ...rows, ...details]);
  const rowCount = () => rows.length - summedIndices.size + summedUp.size;
  const fits = (keptRows = rowCount()) => size + lineCost([...moreRow(keptRows, rowCount()), ...noteFor(keptRows, rowCount())]) <= maxLength;

  const summing = (scope: string) => lineCost(summable.get(scope)!.flatMap((i) => [rows[i]!, details[i]!])) - lineCost([summedRow(scope), '', summedLine(scope)]);
  for (const scope of [...summable.keys()].sort((a, b) => summing(b) - summing(a))) {
    if (fits()) break;
    summedUp.add(scope);
    for (const i of summable.get(scope)!) summedIndices.add(i);
    summedText = `${materialCounts([...summedIndices].map((i) => materialOf(changes[i]!)!))} created are summed up in a table row and a line each, ${perScope()}`;
    size -= summing(scope);
  }
  const likening = (first: number) => alikeGroups.get(first)!.reduce((n, i) => n + details[i]!.length - alike.get(i)!.block.length, 0);
  for (const first of [...alikeGroups.keys()].sort((a, b) => likening(b) - likening(a))) {
    if (fits()) break;
    for (const i of alikeGroups.get(first)!) shownAlike.add(i);
    size -= likening(first);
  }
  // The least telling diffs go first, the longest first within a rank; a file others are shown
  // against takes them along.
  const ranks = changes.map(rankOf);
  const order = [...details.keys()].filter((i) => !isSummed(i)).sort((a, b) => ranks[a]! - ranks[b]! || blockOf(b).length - blockOf(a).length);
  for (const i of order) {
    if (fits()) break;
    for (const j of [i, ...(alikeGroups.get(i) ?? []).filter((j) => shownAlike.has(j))]) {
      if (!kept.delete(j)) continue;
      size -= blockOf(j).length + 1;
    }
  }
  const table = tableRows();
  let keptRows = table.length;
  while (keptRows > 0 && !fits(keptRows)) size -= table[--keptRows]!.length + 1;
  return `${[...head, ...tableHead, ...table.slice(0, keptRows), ...moreRow(keptRows, table.length), ...steps, ...detailLines(), ...noteFor(keptRows, table.length)].join('\n')}\n`;
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
