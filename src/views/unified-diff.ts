import { structuredPatch } from 'diff';
import { withholdSecretText } from '../crypto/secret-text.js';
import { palette } from './colors.js';

/**
 * A git-style unified diff (3 lines of context) of one file. `undefined` on one side means the file
 * is created or deleted, shown against /dev/null. Empty when both sides are the same text.
 */
export function unifiedDiff(path: string, beforeText: string | undefined, afterText: string | undefined, color: boolean): string {
  // Defence in depth: the planner withholds keys and token secrets from text views, but a saved plan
  // is a file anyone could have edited, and this is the last point before a terminal or a comment.
  const [before, after] = [beforeText, afterText].map((t) => t && withholdSecretText(t));
  const p = palette(color);
  const { hunks } = structuredPatch(path, path, before ?? '', after ?? '', undefined, undefined, { context: 3 });
  if (!hunks.length && before !== undefined && after !== undefined) return '';
  const name = path.replace(/^\/+/, '');
  const lines = [p.bold(before === undefined ? '--- /dev/null' : `--- a/${name}`), p.bold(after === undefined ? '+++ /dev/null' : `+++ b/${name}`)];
  for (const h of hunks) {
    lines.push(p.cyan(`@@ -${range(h.oldStart, h.oldLines)} +${range(h.newStart, h.newLines)} @@`));
    for (const l of h.lines) lines.push(l[0] === '+' ? p.green(l) : l[0] === '-' ? p.red(l) : l[0] === '\\' ? p.dim(l) : l);
  }
  return `${lines.join('\n')}\n`;
}

/** Git's hunk ranges: `,1` is implied, and an empty side starts before line 1. */
const range = (start: number, count: number) => (count === 0 ? `${start - 1},0` : count === 1 ? `${start}` : `${start},${count}`);
