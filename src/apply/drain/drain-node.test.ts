import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { KubeClient } from '../../providers/kube-api/kube-client.js';
import { DrainRefused, drainNode, drainedLine, uncordon } from './drain-node.js';
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

/** A client holding one Node and the given Pods; evictions succeed and remove the Pod. */
function nodeClient(unschedulable: boolean, pods: Record<string, unknown>[]) {
  const node = { apiVersion: 'v1', kind: 'Node', metadata: { name: 'worker-1' }, spec: { unschedulable } };
  const client = {
    async get() { return node; },
    async mergePatch(_ref: unknown, patch: { spec: { unschedulable: boolean | null } }) { node.spec.unschedulable = patch.spec.unschedulable === true; },
    async list() { return pods; },
    async evict(pod: Record<string, unknown>) { pods.splice(pods.indexOf(pod), 1); return 'evicted'; },
  } as unknown as KubeClient;
  return { client, node };
}
const pod = (name: string, owner?: string) => ({
  apiVersion: 'v1', kind: 'Pod', metadata: { name, namespace: 'default', uid: name, ...(owner ? { ownerReferences: [{ kind: owner, name: 'x', controller: true }] } : {}) },
});

test('drainNode cordons the Node, evicts its Pods and says it cordoned it', async () => {
  const { client, node } = nodeClient(false, [pod('web-1', 'ReplicaSet'), pod('proxy', 'DaemonSet')]);
  const lines: string[] = [];
  const drained = await drainNode(client, 'worker-1', { timeoutSeconds: 5 }, new AbortController().signal, (l) => lines.push(l));
  assert.equal(node.spec.unschedulable, true);
  assert.deepEqual({ cordonedHere: drained.cordonedHere, evicted: drained.evicted }, { cordonedHere: true, evicted: 1 });
  assert.match(drainedLine('worker-1', drained), /^drained Node worker-1: 1 Pod\(s\) evicted in \d+s$/);
  assert.deepEqual(lines, []);
});

test('a refused drain uncordons the Node it cordoned, says so, and rethrows the refusal', async () => {
  const { client, node } = nodeClient(false, [pod('bare')]);
  const lines: string[] = [];
  await assert.rejects(drainNode(client, 'worker-1', { timeoutSeconds: 5 }, new AbortController().signal, (l) => lines.push(l)), (e: Error) => e instanceof DrainRefused && /default\/bare is not managed by a controller/.test(e.message));
  assert.equal(node.spec.unschedulable, false);
  assert.deepEqual(lines, ['uncordoned Node worker-1']);
});

test('a Node an operator cordoned stays cordoned, whether the drain passes or is refused', async () => {
  const passed = nodeClient(true, []);
  const drained = await drainNode(passed.client, 'worker-1', { timeoutSeconds: 5 }, new AbortController().signal, () => assert.fail('nothing to report'));
  assert.equal(drained.cordonedHere, false);
  assert.match(drainedLine('worker-1', drained), /\(it was already cordoned, and stays so\)$/);
  const refused = nodeClient(true, [pod('bare')]);
  await assert.rejects(drainNode(refused.client, 'worker-1', { timeoutSeconds: 5 }, new AbortController().signal, () => assert.fail('nothing to report')), DrainRefused);
  assert.equal(refused.node.spec.unschedulable, true);
});

test('a drain whose apiserver keeps refusing touches nothing and says what it answered', async () => {
  const { client, node } = nodeClient(false, [pod('web-1', 'ReplicaSet')]);
  const down = Object.assign(client, { async get() { throw new Error('connect ECONNREFUSED 10.214.0.11:6443'); } });
  await assert.rejects(drainNode(down, 'worker-1', { timeoutSeconds: 5 }, new AbortController().signal, () => {}, 0), (e: Error) => e instanceof GateFailed && /^Node worker-1 read did not happen within .*ECONNREFUSED/.test(e.message));
  assert.equal(node.spec.unschedulable, false);
});

test('a drain reads the Node and its Pods again while the apiserver refuses for a moment, then drains', async () => {
  const { client, node } = nodeClient(false, [pod('web-1', 'ReplicaSet')]);
  const refusals = { get: 1, list: 1 };
  const flaky = Object.assign(client, {
    async get() { if (refusals.get-- > 0) throw new Error('cp-1: cannot reach 10.214.0.11:6443 from this host: (SSH) Channel open failure: Connection refused'); return node; },
    async list() { if (refusals.list-- > 0) throw new Error('connect ECONNREFUSED 10.214.0.11:6443'); return [pod('web-1', 'ReplicaSet')].filter(() => node.spec.unschedulable && !evictedOnce); },
    async evict() { evictedOnce = true; return 'evicted'; },
  });
  let evictedOnce = false;
  const drained = await drainNode(flaky, 'worker-1', { timeoutSeconds: 10 }, new AbortController().signal, () => {}, 5);
  assert.equal(refusals.get, -1, 'the Node read again after its refusal');
  assert.ok(refusals.list < 0, 'the Pods listed again after the refusal');
  assert.equal(node.spec.unschedulable, true);
  assert.equal(drained.evicted, 1);
});
