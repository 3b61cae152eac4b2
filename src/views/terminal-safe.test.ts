import assert from 'node:assert/strict';
import { test } from 'node:test';
import { palette } from './colors.js';
import { jsonSafe, terminalSafe } from './terminal-safe.js';

test('control sequences are shown, not obeyed; tabs and newlines stay', () => {
  assert.equal(terminalSafe('a\x1b]0;owned\x07b\x1b[2Kc\r\u009b1A'), 'a\\x1b]0;owned\\x07b\\x1b[2Kc\\x0d\\x9b1A');
  assert.equal(terminalSafe('kept\tas\nit is'), 'kept\tas\nit is');
});

test("without colours no escape sequence from data passes; with them, only the palette's own", () => {
  // Every colour of the palette, so one added there without adding it here fails this test.
  const own = [...Object.values(palette(true)).map((paint) => paint('text')), '\x1b[0m', '\x1b[m', '\x1b[1;31m'].join(' ');
  assert.equal(terminalSafe(own, true), own);
  assert.equal(terminalSafe(own), own.replace(/\x1b/g, '\\x1b'));
  // Conceal, black on black, white on white, 256 and true colours: hidden text is shown as text.
  for (const hiding of ['\x1b[8m', '\x1b[30;40m', '\x1b[37;47m', '\x1b[38;5;0m', '\x1b[48;2;0;0;0m', '\x1b[31;8m', '\x1b[90m']) {
    assert.equal(terminalSafe(`${hiding}secret line`, true), `\\x1b${hiding.slice(1)}secret line`, JSON.stringify(hiding));
  }
});

test('bidirectional controls are shown, not obeyed', () => {
  assert.equal(terminalSafe('a\u202eb\u2066c\u200fd'), 'a\\u202eb\\u2066c\\u200fd');
});

test('JSON keeps its meaning with C1 and bidirectional controls escaped', () => {
  const value = { text: 'a\u009b31m\u202ebc\u2028', plain: 'ü and ✓ stay' };
  const json = jsonSafe(JSON.stringify(value));
  assert.doesNotMatch(json, /[\u0080-\u009f\u202e\u2028]/);
  assert.match(json, /\\u009b31m\\u202ebc\\u2028/);
  assert.deepEqual(JSON.parse(json), value);
});
