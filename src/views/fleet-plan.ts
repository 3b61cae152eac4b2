import { MARKDOWN_CAP } from './markdown-plan.js';
import { jsonSafe } from './terminal-safe.js';

/** One cluster file of a fleet plan: its rendered plan, or why it could not be planned. */
export type FleetEntry =
  | { readonly file: string; readonly cluster: string; readonly changed: boolean; readonly output: string }
  | { readonly file: string; readonly error: string };

/** How plan and show print a plan (--format). */
export const PLAN_FORMATS = ['text', 'json', 'markdown'] as const;
export type FleetFormat = (typeof PLAN_FORMATS)[number];

/** Each cluster's share of a pull-request comment, so the whole fleet still fits in one. */
export const fleetMarkdownShare = (clusters: number): number => Math.floor(MARKDOWN_CAP / Math.max(1, clusters)) - 200;

/**
 * A fleet's plans in file order, each under a heading naming its file, then one line that counts
 * them. JSON wraps each cluster's plan document (format_version "1") with its file.
 */
export function renderFleet(entries: readonly FleetEntry[], format: FleetFormat): string {
  if (format === 'json') {
    const clusters = entries.map((e) => ('error' in e ? { file: e.file, error: e.error } : { file: e.file, plan: JSON.parse(e.output) as unknown }));
    return `${jsonSafe(JSON.stringify({ format_version: '1', clusters }, null, 2))}\n`;
  }
  const sections = entries.map((e) => {
    const heading = format === 'markdown' ? `## \`${e.file}\`` : `=== ${e.file}${'error' in e ? '' : ` (cluster ${e.cluster})`} ===`;
    const body = 'error' in e ? (format === 'markdown' ? `**Could not be planned:**\n\n\`\`\`\n${e.error}\n\`\`\`\n` : `Could not be planned:\n${e.error}\n`) : e.output;
    return `${heading}\n\n${body}`;
  });
  return `${sections.join('\n')}\n${fleetSummary(entries)}\n`;
}

export function fleetSummary(entries: readonly FleetEntry[]): string {
  const failed = entries.filter((e) => 'error' in e).length;
  const changed = entries.filter((e) => !('error' in e) && e.changed).length;
  const n = entries.length;
  return `Fleet: ${n} cluster${n === 1 ? '' : 's'}: ${changed} with changes, ${n - changed - failed} without, ${failed} could not be planned.`;
}
