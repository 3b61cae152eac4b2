import { formatAddress } from '../model/address.js';
import type { Plan } from '../model/plan.js';
import { changeBody } from './change-body.js';
import { palette } from './colors.js';
import { effectiveChanges } from './ordered-changes.js';
import { rolloutLines } from './rollout-steps.js';
import type { PlannedRollout } from '../model/rollout.js';
import { driftWording, hostFilesOnlyNote, LEGEND, LEGEND_ORDER, NO_CHANGES, coloredSymbol, summaryLine, willBe } from './wording.js';
import { hostFilesOnly } from '../model/target-address.js';
import { warningLines } from './plan-warnings.js';

/** The plan as people review it in a terminal, in Terraform's layout. */
export function renderPlanText(plan: Plan, opts: { color: boolean; rollout?: PlannedRollout }): string {
  const p = palette(opts.color);
  const changes = effectiveChanges(plan);
  const limited = hostFilesOnly(plan.targets ?? []) ? hostFilesOnlyNote(plan.targets!) : '';
  const warned = warningLines(plan).map((l) => (l.startsWith('Warning:') ? p.yellow(l) : l));
  const warnings = warned.length ? `\n${warned.join('\n')}\n` : '';
  if (!changes.length) return `${p.green(NO_CHANGES)}\n${limited}${warnings}`;
  const out = [
    'k8sform compared cluster.yaml with what the hosts hold. Actions are shown with these symbols:',
    // Only the symbols this plan uses, so the legend stays short.
    ...LEGEND_ORDER.filter((a) => changes.some((c) => c.action === a)).map((a) => `${coloredSymbol(a, p)} ${LEGEND[a]}`),
    '',
    'k8sform will perform the following actions:',
    '',
  ];
  for (const c of changes) {
    out.push(p.bold(`  # ${formatAddress(c.addr)} ${willBe(c)}`));
    out.push(...c.reasons.map((r) => `      because: ${r.code}: ${r.detail}`));
    if (c.origin === 'drift') out.push(p.yellow(`      drift: ${driftWording(c)}`));
    out.push(`${coloredSymbol(c.action, p)} ${c.format} ${c.addr.name}${c.sensitive ? ' (sensitive)' : ''}`);
    out.push(...changeBody(c, opts.color).map((l) => `    ${l}`), '');
  }
  if (opts.rollout?.steps.length) {
    out.push(p.bold('apply will roll these changes out in order, stopping at the first gate that fails and restoring that host\'s files:'));
    out.push(...rolloutLines(opts.rollout).map((l) => `  ${l}`), '');
  }
  out.push(p.bold(summaryLine(plan)));
  return `${out.join('\n')}\n${limited}${warnings}`;
}
