import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testLoadedCluster } from '../../test/support/test-clusters.js';
import { refusalOf } from '../../test/support/refusal.js';
import { formatAddress } from '../model/address.js';
import { countStored, secretsEtcdPrefix, storedWithOf, UNRECOGNISED_KEY, type EncryptionEntry, type ObservedEncryption, type StoredSecretsSeen } from '../model/encryption-at-rest.js';
import type { Change } from '../model/plan.js';
import { refuseEncryptionOrder } from './plan-refusals.js';
import { planStoredSecrets } from './plan-stored-secrets.js';
import { rolloutSchedule } from './schedule.js';
import { everyApiserverWritesWith, storedSecretsWanted } from './stored-secrets.js';

const KEY1 = Buffer.alloc(32, 0x11).toString('base64');
const KEY2 = Buffer.alloc(32, 0x22).toString('base64');
const key = (name: string, secret: string): EncryptionEntry => ({ provider: 'secretbox', name, secret });
const IDENTITY: EncryptionEntry = { provider: 'identity' };

const controlPlanes = ['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: cp-2, role: control-plane, address: 10.0.0.2 }'];
const encrypted = (keys: string, etcd = '') => testLoadedCluster(controlPlanes, { spec: `apiServer: { encryptionAtRest: { provider: secretbox, keys: [${keys}] } }${etcd}` });
const EXTERNAL = '\n  etcd: { external: { endpoints: [https://10.9.0.1:2379], caFile: /etc/etcd/ca.crt, certFile: /etc/etcd/c.crt, keyFile: /etc/etcd/c.key } }';

/** What the control planes' configurations say: each running apiserver's entries, in order. */
function holding(...byHost: (readonly EncryptionEntry[])[]): ObservedEncryption {
  const entries = byHost.flat().filter((e): e is EncryptionEntry & { name: string; secret: string } => 'name' in e);
  return { keys: new Map(entries.map((e) => [e.name, e])), apiservers: new Map(byHost.map((e, i) => [`cp-${i + 1}`, e])) };
}
const LEARNING = [key('key1', KEY1), key('key2', KEY2), IDENTITY];
const WRITING = [key('key2', KEY2), key('key1', KEY1), IDENTITY];
const stored = (storedWith: Record<string, number>, inTheClear = 0): StoredSecretsSeen => ({ endpoint: 'https://10.0.0.1:2379 via host[cp-1]', stored: { storedWith: new Map(Object.entries(storedWith)), inTheClear } });

test('a stored value is counted by the key its prefix names, or as stored in the clear, from its first bytes alone', () => {
  const value = (prefix: string) => Buffer.concat([Buffer.from(prefix, 'latin1'), Buffer.from([0x3a, 0x00, 0xff, 0x3a, 0x10])]);
  assert.equal(storedWithOf(value('k8s:enc:secretbox:v1:key1:')), 'key1');
  assert.equal(storedWithOf(value('k8s:enc:aescbc:v1:key-2.a_b:')), 'key-2.a_b');
  assert.equal(storedWithOf(value('k8s:\x00')), undefined, 'protobuf, as identity stores it');
  assert.equal(storedWithOf(Buffer.from('{"kind":"Secret"}')), undefined, 'JSON, as identity stores it');
  assert.equal(storedWithOf(value('k8s:enc:kms:v2:\x1b[31m:')), UNRECOGNISED_KEY, 'a name no key of k8sform could have is not passed on');
  assert.equal(storedWithOf(Buffer.from(`k8s:enc:secretbox:v1:${'k'.repeat(200)}:`)), UNRECOGNISED_KEY, 'a name cut off by the bytes read');
  assert.deepEqual(countStored(['key1', undefined, 'key2', 'key1']), { storedWith: new Map([['key1', 2], ['key2', 1]]), inTheClear: 1 });
  assert.equal(secretsEtcdPrefix(undefined), '/registry/secrets/');
  assert.equal(secretsEtcdPrefix('/other/'), '/other/secrets/');
});

test('etcd is read for how Secrets are stored only while it decides something: every apiserver writes with the first key, or a key held is left out', () => {
  const { cluster } = encrypted('key2, key1');
  assert.equal(storedSecretsWanted(cluster, holding(LEARNING, LEARNING)), false, 'phase 1 done, phase 2 not: nothing to write again yet');
  assert.equal(storedSecretsWanted(cluster, holding(WRITING, LEARNING)), false, 'phase 2 half done');
  assert.equal(storedSecretsWanted(cluster, holding(WRITING, WRITING)), true);
  assert.equal(storedSecretsWanted(encrypted('key2').cluster, holding(LEARNING, LEARNING)), true, 'a key held is left out');
  assert.equal(storedSecretsWanted(encrypted('key2', EXTERNAL).cluster, holding(WRITING, WRITING)), false, 'external etcd is not read');
  assert.equal(storedSecretsWanted(testLoadedCluster(controlPlanes).cluster, undefined), false);
  assert.equal(everyApiserverWritesWith({ provider: 'secretbox', keys: ['key2', 'key1'] }, holding()), false, 'no apiserver runs');
});

test('phase 3: once every apiserver writes with the first key, the Secrets stored otherwise are written again, counted by key; never before, and a noop when none is left', () => {
  const { cluster } = encrypted('key2, key1');
  const only = (cs: Change[]) => {
    assert.equal(cs.length, 1);
    return cs[0]!;
  };
  const rotation = only(planStoredSecrets(cluster, holding(WRITING, WRITING), stored({ key1: 3, key2: 40 })));
  assert.equal(formatAddress(rotation.addr), 'cluster.storage[secrets]');
  assert.equal(rotation.action, 'update');
  assert.deepEqual(rotation.reasons, [{ code: 'stored-with', detail: 'key rotation, phase 3 of 4: 3 Secrets stored with key1 are written again with key2' }]);
  assert.deepEqual([rotation.before?.digest, rotation.after?.digest], ['stored-with:key1', 'stored-with:key2'], 'the digests name keys, not counts: Secrets written meanwhile leave a saved plan as it was');
  const mixed = only(planStoredSecrets(cluster, holding(WRITING, WRITING), stored({ key1: 1, key0: 2 }, 4)));
  assert.equal(mixed.reasons[0]!.detail, 'key rotation, phase 3 of 4: 2 Secrets stored with key0, 1 Secret stored with key1 and 4 Secrets stored in the clear are written again with key2');
  const turningOn = only(planStoredSecrets(encrypted('key1').cluster, holding([key('key1', KEY1), IDENTITY]), stored({ key1: 2 }, 1)));
  assert.equal(turningOn.reasons[0]!.detail, 'turning encryption on, step 3 of 3: 1 Secret stored in the clear is written again with key1');
  const done = only(planStoredSecrets(cluster, holding(WRITING, WRITING), stored({ key2: 43 })));
  assert.equal(done.action, 'noop');
  assert.deepEqual(planStoredSecrets(cluster, holding(WRITING, LEARNING), stored({ key1: 3 })), [], 'cp-2 still writes with key1');
  assert.deepEqual(planStoredSecrets(cluster, holding(WRITING, WRITING), { endpoint: 'x', error: 'connection refused' }), [], 'etcd did not answer');
  for (const c of [rotation, mixed, turningOn]) assert.ok(!JSON.stringify(c).includes(KEY1) && !JSON.stringify(c).includes(KEY2));
});

test('the Secrets are written again in a step of their own, after the control planes and the cluster objects', () => {
  const { cluster } = encrypted('key2, key1');
  const rewrite = planStoredSecrets(cluster, holding(WRITING, WRITING), stored({ key1: 3 }));
  const steps = rolloutSchedule(cluster, rewrite, new Map());
  assert.deepEqual(steps.map((s) => [s.title, s.units.map((u) => [u.host, u.changes.map(formatAddress), u.gate])]), [['secrets rewrite', [[undefined, ['cluster.storage[secrets]'], undefined]]]]);
});

test('phase 4: a key left out is dropped when etcd holds no Secret stored with it; while some are, or etcd cannot tell, the refusal says so and how to go on', () => {
  const loaded = encrypted('key2');
  const material = { encryption: holding(WRITING, WRITING) };
  assert.doesNotThrow(() => refuseEncryptionOrder(loaded, material, stored({ key2: 43 })));
  assert.match(refusalOf(() => refuseEncryptionOrder(loaded, material, stored({ key1: 3, key2: 40 }))), /^c\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keys: key1 is left out, but etcd holds 3 Secrets stored with it, which would become unreadable: keep it listed \(keys: \[key2, key1\]\); the next apply writes them again with key2 \(key rotation, phase 3 of 4\), then key1 can be removed$/);
  assert.match(refusalOf(() => refuseEncryptionOrder(loaded, material, { endpoint: 'host[cp-1], host[cp-2]', error: 'https://10.0.0.1:2379 via host[cp-1]: connection refused' })), /key1 is left out, but k8sform cannot tell whether Secrets are still stored with it, which would become unreadable: no etcd member answered \(https:\/\/10\.0\.0\.1:2379 via host\[cp-1\]: connection refused\); keep it listed \(keys: \[key2, key1\]\)$/);
  assert.match(refusalOf(() => refuseEncryptionOrder(loaded, material, undefined)), /cannot tell whether Secrets are still stored with it, which would become unreadable: etcd was not read/);
  assert.match(refusalOf(() => refuseEncryptionOrder(encrypted('key2', EXTERNAL), material, undefined)), /cannot tell whether Secrets are still stored with it, which would become unreadable: etcd is external, and k8sform reads only a stacked etcd/);
  // An apiserver that still writes with the key is refused first, whatever etcd holds.
  assert.match(refusalOf(() => refuseEncryptionOrder(loaded, { encryption: holding(LEARNING, LEARNING) }, stored({}))), /key1 is left out, but host\[cp-1\], host\[cp-2\] still write Secrets with it/);
});
