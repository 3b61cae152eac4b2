import assert from 'node:assert/strict';
import { test } from 'node:test';
import { colorsEnabled, palette } from './colors.js';

const tty = { isTTY: true } as NodeJS.WriteStream;
const pipe = { isTTY: false } as NodeJS.WriteStream;

test('a TTY gets colours, a pipe does not', () => {
  assert.equal(colorsEnabled(tty, {}), true);
  assert.equal(colorsEnabled(pipe, {}), false);
});

test('NO_COLOR wins with any value, even an empty one and even over FORCE_COLOR', () => {
  assert.equal(colorsEnabled(tty, { NO_COLOR: '' }), false);
  assert.equal(colorsEnabled(tty, { NO_COLOR: '1', FORCE_COLOR: '1' }), false);
});

test('FORCE_COLOR forces colours onto a pipe, unless it is 0', () => {
  assert.equal(colorsEnabled(pipe, { FORCE_COLOR: '1' }), true);
  assert.equal(colorsEnabled(pipe, { FORCE_COLOR: '' }), true);
  assert.equal(colorsEnabled(tty, { FORCE_COLOR: '0' }), false);
});

test('the palette is the identity when colours are off', () => {
  assert.equal(palette(false).red('x'), 'x');
  assert.equal(palette(true).red('x'), '\x1b[31mx\x1b[39m');
});
