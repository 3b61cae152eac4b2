import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { KubeClient } from '../../providers/kube-api/kube-client.js';
import { uncordon } from './drain-node.js';
import { GateFailed } from '../gates/poll.js';

/** A client whose merge patches fail `failures` times before they succeed. */
function flakyClient(failures: number) {
  const patches: unknown[] = [];
  const client = {
    async mergePatch(ref: unknown, patch: unknown) {
      if (failures-- > 0) throw new Error('connect ECONNREFUSED 10.214.1.11:6443');
      patches.push({ ref, patch });
    },
  } as unknown as KubeClient;
  return { client, patches };
}

test('uncordon tries again when the apiserver refuses for a moment, and then clears spec.unschedulable', async () => {
  const { client, patches } = flakyClient(1);
  await uncordon(client, 'cp-3');
  assert.deepEqual(patches, [{ ref: { apiVersion: 'v1', kind: 'Node', metadata: { name: 'cp-3' } }, patch: { spec: { unschedulable: null } } }]);
});

test('uncordon gives up after its retry time, saying what the apiserver answered', async () => {
  const { client, patches } = flakyClient(Infinity);
  await assert.rejects(uncordon(client, 'cp-3', 0), (e: Error) => e instanceof GateFailed && /Node cp-3 uncordoned did not happen within .*ECONNREFUSED/.test(e.message));
  assert.deepEqual(patches, []);
});
