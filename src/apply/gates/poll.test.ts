import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GateFailed, pollUntil } from './poll.js';

test('a gate\'s looks are reported when what they see changes, not on every look; the last one is in the failure', async () => {
  const looks: (true | string | Error)[] = ['no mirror pod', 'no mirror pod', new Error('connect ECONNREFUSED'), 'probe: 503', 'probe: 503', true];
  const seen: string[] = [];
  let asked = 0;
  await pollUntil('etcd on cp-1 healthy', 10, new AbortController().signal, async () => {
    const look = looks[asked++]!;
    if (look instanceof Error) throw look;
    return look;
  }, { everyMs: 1, seen: (s) => seen.push(s) });
  assert.equal(asked, looks.length);
  assert.deepEqual(seen, ['no mirror pod', 'connect ECONNREFUSED', 'probe: 503']);

  const failed = pollUntil('etcd on cp-1 healthy', 0, new AbortController().signal, async () => 'probe: 503', { everyMs: 1 });
  await assert.rejects(failed, (e) => e instanceof GateFailed && e.message === 'etcd on cp-1 healthy did not happen within 0s (last seen: probe: 503)');
});
