import { formatAddress } from '../model/address.js';
import type { Plan } from '../model/plan.js';
import { changeBody } from './change-body.js';
import { effectiveChanges } from './ordered-changes.js';
import { rolloutLines, type RolloutView } from './rollout-steps.js';
import { NO_CHANGES, SYMBOL, countsText } from './wording.js';

/** The plan as a pull-request comment: summary heading, one table row and one collapsible diff per change. */
export function renderPlanMarkdown(plan: Plan, rollout?: RolloutView): string {
  const changes = effectiveChanges(plan);
  const title = `### k8sform plan for \`${plan.cluster}\` (${plan.kubernetesVersion})`;
  if (!changes.length) return `${title}: no changes\n\n${NO_CHANGES}\n`;
  const out = [`${title}: ${countsText(plan)}`, '', '| action | address | reasons |', '| :---: | --- | --- |'];
  for (const c of changes) {
    const reasons = c.reasons.map((r) => escapeHtml(`${r.code}: ${r.detail}`)).join('<br>');
    out.push(`| \`${cell(SYMBOL[c.action])}\` | \`${cell(formatAddress(c.addr))}\` | ${cell(reasons)} |`);
  }
  if (rollout?.steps.length) out.push('', '**Rollout**, in order; apply stops at the first gate that fails and restores that host\'s files:', '', ...rolloutLines(rollout).map((l) => escapeHtml(l)));
  for (const c of changes) {
    const body = changeBody(c, false).join('\n');
    const fence = fenceFor(body);
    out.push('', `<details><summary>${escapeHtml(formatAddress(c.addr))}</summary>`, '', `${fence}diff`, body, fence, '', '</details>');
  }
  return `${out.join('\n')}\n`;
}

/** A table cell: `|` would end the cell and a newline the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A code fence longer than any backtick run in the body, so file contents cannot close it. */
function fenceFor(body: string): string {
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}
