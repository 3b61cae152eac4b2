import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockAddress, blockPrefixLength, blockSize } from './test-hosts.js';

test('a set of test hosts keeps one /24 while its hosts, an unused address and the broadcast fit', () => {
  assert.equal(blockSize(1), 1);
  assert.equal(blockSize(240), 1); // .10 … .249, .250 unused
  assert.equal(blockSize(241), 2);
  assert.equal(blockSize(302), 2);
  assert.equal(blockSize(600), 4);
  assert.throws(() => blockSize(40_000), /do not fit the 10\.213\.0\.0\/16 test range/);
});

test('addresses of a block run on past .255 into its next /24', () => {
  assert.equal(blockAddress(7, 10), '10.213.7.10');
  assert.equal(blockAddress(6, 255), '10.213.6.255');
  assert.equal(blockAddress(6, 256 + 53), '10.213.7.53');
  assert.equal(blockAddress(248, 4 * 256 - 6), '10.213.251.250');
  assert.deepEqual([1, 2, 4, 8].map(blockPrefixLength), [24, 23, 22, 21]);
});
