import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nearestSupported, releaseFor } from './releases.js';

test('supported releases', () => {
  assert.equal(releaseFor('v1.34.2')?.minor, 34);
  assert.equal(releaseFor('v1.32.0')?.minor, 32);
  assert.equal(releaseFor('v1.31.9'), undefined);
  assert.equal(releaseFor('v1.35.0'), undefined);
  assert.equal(releaseFor('v1.34.0-rc.1'), undefined);
  assert.equal(releaseFor('v1.34.4')?.minor, 34, 'the newest checked patch');
  assert.equal(releaseFor('v1.34.99'), undefined, 'a patch nobody checked (or that does not exist) is refused');
});

test('nearest supported versions name the newest checked patch of the closest minors', () => {
  assert.deepEqual(nearestSupported('v1.34.99'), ['v1.34.4']);
  assert.deepEqual(nearestSupported('v1.31.9'), ['v1.32.13']);
  assert.deepEqual(nearestSupported('v1.36.1'), ['v1.34.4']);
  assert.deepEqual(nearestSupported('v2.0.0'), ['v1.34.4']);
});
