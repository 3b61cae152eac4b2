import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failuresOfRollingRestart } from './support/k8sform-run.js';

const at = (second: number, error: string) => `2026-11-30T03:28:${String(second).padStart(2, '0')}.089Z: ${error}`;

test('a rolling restart may cut one request in flight per restarted apiserver, whatever form the closed connection takes', () => {
  for (const closed of ['Unable to connect to the server: EOF', 'Unable to connect to the server: unexpected EOF', 'Unable to connect to the server: write: broken pipe', 'Unable to connect to the server: read: connection reset by peer']) {
    assert.deepEqual(failuresOfRollingRestart([at(17, closed)], 1), [], closed);
  }
  assert.deepEqual(failuresOfRollingRestart([at(5, 'Unable to connect to the server: unexpected EOF'), at(40, 'Unable to connect to the server: EOF')], 3), []);
});

test('more closed connections than restarts, closed connections in consecutive seconds, or any other error are failures', () => {
  const two = [at(5, 'Unable to connect to the server: unexpected EOF'), at(40, 'Unable to connect to the server: EOF')];
  assert.deepEqual(failuresOfRollingRestart(two, 1), two);
  const consecutive = [at(5, 'Unable to connect to the server: EOF'), at(6, 'Unable to connect to the server: unexpected EOF')];
  assert.deepEqual(failuresOfRollingRestart(consecutive, 3), consecutive);
  const refused = at(9, 'The connection to the server 10.214.0.250:6443 was refused - did you specify the right host or port?');
  assert.deepEqual(failuresOfRollingRestart([refused], 3), [refused]);
  assert.deepEqual(failuresOfRollingRestart([at(9, 'Error from server (InternalError): an error on the server ("unexpected EOF") has prevented the request from succeeding')], 3).length, 1);
});
