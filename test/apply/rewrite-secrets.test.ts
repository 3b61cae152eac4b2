import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCluster } from '../support/test-clusters.js';
import { rewriteSecrets } from '../../src/apply/rewrite-secrets.js';
import type { GateContext } from '../../src/apply/gates/gate-context.js';
import type { KubeObject } from '../../src/model/desired.js';
import type { EtcdClient } from '../../src/providers/etcd/etcd-client.js';
import type { KubeClient } from '../../src/providers/kube-api/kube-client.js';

const cluster = testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }'], { spec: 'apiServer: { encryptionAtRest: { provider: secretbox, keys: [key2, key1] } }' });
const DATA = 'what the Secret holds';

/**
 * A cluster whose Secrets are stored as `stored` says (`undefined`: in the clear), behind an etcd
 * that reports them by key and an apiserver that stores a Secret it is given with key2, unless
 * `storesAgain` is false. `events` decides what happens to a Secret at its read or write.
 */
function fakeCluster(stored: Record<string, string | undefined>, events: { deletedBeforeRead?: string[]; deletedBeforeWrite?: string[]; conflicts?: Record<string, number> } = {}, storesAgain = true) {
  const secrets = new Map(Object.entries(stored).map(([name, key]) => [name, { key, version: 1 }]));
  const conflicts = new Map(Object.entries(events.conflicts ?? {}));
  const writes: string[] = [];
  for (const name of events.deletedBeforeRead ?? []) secrets.delete(name);
  const etcd = {
    endpoint: 'https://10.0.0.1:2379 via host[cp-1]',
    storedWith: async (prefix: string, each: (key: string, storedWith: string | undefined) => void) => {
      for (const [name, s] of [...Object.keys(stored)].map((n) => [n, secrets.get(n)] as const)) if (s) each(`${prefix}default/${name}`, s.key);
    },
  } as unknown as EtcdClient;
  const api = {
    get: async (ref: KubeObject) => {
      const s = secrets.get(ref.metadata.name);
      if (!s) return undefined;
      if (events.deletedBeforeWrite?.includes(ref.metadata.name)) secrets.delete(ref.metadata.name);
      return { ...ref, metadata: { ...ref.metadata, resourceVersion: String(s.version) }, data: { value: Buffer.from(DATA).toString('base64') } };
    },
    replace: async (obj: KubeObject) => {
      const s = secrets.get(obj.metadata.name);
      if (!s) throw new Error(`replace Secret default/${obj.metadata.name}: not found`);
      const left = conflicts.get(obj.metadata.name) ?? 0;
      if (left > 0 || obj.metadata.resourceVersion !== String(s.version)) {
        conflicts.set(obj.metadata.name, left - 1);
        s.version++;
        return 'conflict';
      }
      writes.push(obj.metadata.name);
      if (storesAgain) s.key = 'key2';
      s.version++;
      return 'replaced';
    },
  } as unknown as KubeClient;
  const ctx: GateContext = {
    cluster, transports: new Map(), api: () => api, say: () => undefined,
    etcd: { on: () => etcd, at: () => etcd },
    observeEtcd: async () => ({ seen: { endpoint: etcd.endpoint, members: [{ id: '1', name: 'cp-1', peerURLs: [], clientURLs: [], isLearner: false }] }, client: etcd }),
    observeHost: () => Promise.reject(new Error('no host is read')),
  };
  return { ctx, secrets, writes };
}

test('every Secret stored with another key or in the clear is read and written back, once; one deleted meanwhile needs nothing, and a conflict is read again', async () => {
  const { ctx, secrets, writes } = fakeCluster(
    { a: 'key1', b: undefined, c: 'key2', d: 'key1', e: 'key1', f: 'key0' },
    { deletedBeforeRead: ['d'], deletedBeforeWrite: ['f'], conflicts: { e: 2 } },
  );
  const result = await rewriteSecrets(ctx, new AbortController().signal);
  assert.deepEqual(result, { written: 3, gone: 1 });
  assert.deepEqual(writes, ['a', 'b', 'e'], 'c was stored with key2 already: not written');
  assert.deepEqual([...secrets].map(([name, s]) => [name, s.key]), [['a', 'key2'], ['b', 'key2'], ['c', 'key2'], ['e', 'key2']]);
  assert.ok(!JSON.stringify(result).includes(DATA));
});

test('a Secret that keeps changing, or one the apiserver does not store again, fails the step, saying so without its data', async () => {
  const busy = fakeCluster({ a: 'key1' }, { conflicts: { a: 10 } });
  await assert.rejects(rewriteSecrets(busy.ctx, new AbortController().signal), (e: Error) => /^Secret default\/a changed 5 times while it was being written again/.test(e.message) && !e.message.includes(DATA));
  const stuck = fakeCluster({ a: 'key1', b: undefined }, {}, false);
  await assert.rejects(rewriteSecrets(stuck.ctx, new AbortController().signal), /2 Secrets are still stored otherwise than with key2 after 2 were written again/);
  const interrupted = new AbortController();
  interrupted.abort();
  await assert.rejects(rewriteSecrets(fakeCluster({ a: 'key1' }).ctx, interrupted.signal), /interrupted/);
});
