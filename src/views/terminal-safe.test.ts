import assert from 'node:assert/strict';
import { test } from 'node:test';
import { terminalSafe } from './terminal-safe.js';

test('control sequences are shown, not obeyed; colours, tabs and newlines stay', () => {
  assert.equal(terminalSafe('a\x1b]0;owned\x07b\x1b[2Kc\r\u009b1A'), 'a\\x1b]0;owned\\x07b\\x1b[2Kc\\x0d\\x9b1A');
  assert.equal(terminalSafe('\x1b[31m~\x1b[0m\tkept\n'), '\x1b[31m~\x1b[0m\tkept\n');
});
