import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import { shQuote } from '../model/shell-quote.js';

/** What /bin/sh makes of each quoted string: printed back, NUL-separated. */
function throughShell(strings: readonly string[]): string[] {
  const script = strings.map((s) => `printf '%s\\0' ${shQuote(s)}`).join('\n');
  return execFileSync('/bin/sh', ['-c', script], { encoding: 'utf8' }).split('\0').slice(0, -1);
}

const HOSTILE = ["'", "''", "'\\''", '"', '\\', '$(id)', '`id`', '${IFS}', '$HOME', '; rm -rf /', '&& true', '| cat', '\n--authorization-mode=AlwaysAllow', '\r\n', '\t', '*', '?', '[a]', '~', '#', '!', '-n', '--', ' ', '', '\u001b[2J', 'ünïcødé ✓', "a'b\"c\\d$e`f"];

test('shQuote: every hostile string reaches the shell as one word, byte for byte', () => {
  assert.deepEqual(throughShell(HOSTILE), HOSTILE);
});

test('shQuote: any string without a NUL byte survives /bin/sh unchanged (property)', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 64 }).filter((s) => !s.includes('\0')), { minLength: 1, maxLength: 50 }), (strings) => {
      assert.deepEqual(throughShell(strings), strings);
    }),
    { numRuns: 100 },
  );
});
