import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testLoadedCluster } from '../../test/support/test-clusters.js';
import type { EncryptionEntry } from '../model/encryption-at-rest.js';
import { ENCRYPTION_CONFIG_PATH, encryptionConfigYaml, encryptionEntries } from '../render/encryption-config.js';
import { withholdSecretText } from '../crypto/secret-text.js';
import { sha256, type ObservedFile } from '../state/observe-host.js';
import { observeEncryption, withKeysFile } from './encryption-keys.js';
import { encryptionReasons } from './encryption-reasons.js';
import { refuseEncryptionOrder } from './plan-refusals.js';
import { refusalOf } from '../../test/support/refusal.js';

const KEY1 = Buffer.alloc(32, 0x11).toString('base64');
const KEY2 = Buffer.alloc(32, 0x22).toString('base64');
const OTHER = Buffer.alloc(32, 0x33).toString('base64');
const key = (name: string, secret: string, provider = 'secretbox'): EncryptionEntry => ({ provider, name, secret });
const IDENTITY: EncryptionEntry = { provider: 'identity' };

const controlPlanes = ['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: cp-2, role: control-plane, address: 10.0.0.2 }'];
const encrypted = (keys: string, provider = 'secretbox') => testLoadedCluster(controlPlanes, { spec: `apiServer: { encryptionAtRest: { provider: ${provider}, keys: [${keys}] } }` });
const unencrypted = testLoadedCluster(controlPlanes);

const file = (host: string, path: string, content: string): ObservedFile => ({ host, path, exists: true, mode: 0o600, uid: 0, gid: 0, content: Buffer.from(content), digest: sha256(content) });
/** Each host's files: its encryption configuration (entries, or raw text) and whether its apiserver runs. */
function hostFiles(byHost: Record<string, { config?: readonly EncryptionEntry[] | string; apiserver?: boolean }>) {
  return new Map(Object.entries(byHost).map(([host, h]) => {
    const files = new Map<string, ObservedFile>();
    if (h.config !== undefined) files.set(ENCRYPTION_CONFIG_PATH, file(host, ENCRYPTION_CONFIG_PATH, typeof h.config === 'string' ? h.config : encryptionConfigYaml(h.config)));
    if (h.apiserver) files.set('/etc/kubernetes/manifests/kube-apiserver.yaml', file(host, '/etc/kubernetes/manifests/kube-apiserver.yaml', 'kind: Pod\n'));
    return [host, files] as const;
  }));
}

const refusal = refusalOf;

test('the keys the control planes hold are found, one control plane lacking one is given it, and each apiserver\'s order is kept', () => {
  const seen = observeEncryption(encrypted('key2, key1').cluster, hostFiles({
    'cp-1': { config: [key('key1', KEY1), key('key2', KEY2), IDENTITY], apiserver: true },
    'cp-2': { config: [key('key1', KEY1), IDENTITY], apiserver: true },
  }))!;
  assert.deepEqual([...seen.keys.values()], [key('key1', KEY1), key('key2', KEY2)]);
  assert.deepEqual(seen.apiservers.get('cp-2'), [key('key1', KEY1), IDENTITY]);
  // A control plane without an apiserver yet (joining) holds keys but writes nothing.
  const joining = observeEncryption(encrypted('key1').cluster, hostFiles({ 'cp-1': { config: [key('key1', KEY1), IDENTITY], apiserver: true }, 'cp-2': {} }))!;
  assert.deepEqual([...joining.apiservers.keys()], ['cp-1']);
  // An apiserver without a configuration stores Secrets as they are.
  assert.deepEqual(observeEncryption(encrypted('key1').cluster, hostFiles({ 'cp-1': { apiserver: true } }))!.apiservers.get('cp-1'), [IDENTITY]);
  assert.equal(observeEncryption(unencrypted.cluster, hostFiles({ 'cp-1': { apiserver: true } })), undefined);
});

test('control planes holding different keys of one name, or a configuration that cannot be read, stop the plan naming the hosts and quoting no key', () => {
  const differ = refusal(() => observeEncryption(encrypted('key1').cluster, hostFiles({ 'cp-1': { config: [key('key1', KEY1), IDENTITY] }, 'cp-2': { config: [key('key1', OTHER), IDENTITY] } })));
  assert.match(differ, /^\/etc\/kubernetes\/enc\/enc\.yaml: control-plane hosts hold different encryption keys named key1: \{host\[cp-1\]\} vs \{host\[cp-2\]\}; .*picks neither/);
  const broken = refusal(() => observeEncryption(encrypted('key1').cluster, hostFiles({ 'cp-1': { config: `kind: EncryptionConfiguration\nresources:\n- resources: [secrets]\n  providers:\n  - secretbox:\n      keys:\n      - name: key1\n        secret: ${KEY1.slice(0, 20)}\n` } })));
  assert.match(broken, /^host\[cp-1\]\.file\[\/etc\/kubernetes\/enc\/enc\.yaml\]: is not an encryption configuration k8sform can read \(key key1 of the secretbox provider is not 32 bytes of base64\); k8sform never makes new keys/);
  const notYaml = refusal(() => observeEncryption(encrypted('key1').cluster, hostFiles({ 'cp-2': { config: `kind: EncryptionConfiguration\nsecret: ${KEY1}\n  bad: [` } })));
  assert.match(notYaml, /^host\[cp-2\]\.file\[\/etc\/kubernetes\/enc\/enc\.yaml\]: is not an encryption configuration k8sform can read \(not valid YAML\)/);
  for (const m of [differ, broken, notYaml]) for (const k of [KEY1, OTHER, KEY1.slice(0, 20)]) assert.ok(!m.includes(k), m);
});

test('a snapshot\'s stand-ins are read as the keys they stand for, and agree where the keys did', () => {
  const withheld = withholdSecretText(encryptionConfigYaml([key('key1', KEY1), IDENTITY]));
  assert.ok(!withheld.includes(KEY1));
  const seen = observeEncryption(encrypted('key1').cluster, hostFiles({ 'cp-1': { config: withheld, apiserver: true }, 'cp-2': { config: withheld, apiserver: true } }))!;
  const standIn = seen.keys.get('key1')!.secret;
  assert.match(standIn, /^\[encryption key withheld by k8sform, sha256 [0-9a-f]{12}\]$/);
  // Rendered again from the stand-in, the file is the snapshot's text: an offline plan sees no change.
  assert.equal(encryptionConfigYaml([key('key1', standIn), IDENTITY]), withheld);
});

test('removing a key, changing its provider or turning encryption off is refused at the field, with the way forward', () => {
  const holding = (config: readonly EncryptionEntry[]) => ({ encryption: observeEncryption(encrypted('key1').cluster, hostFiles({ 'cp-1': { config, apiserver: true }, 'cp-2': { config, apiserver: true } })) });
  const written = holding([key('key1', KEY1), IDENTITY]);
  assert.doesNotThrow(() => refuseEncryptionOrder(encrypted('key1'), written));
  assert.doesNotThrow(() => refuseEncryptionOrder(encrypted('key2, key1'), written), 'a new key put first is learned before it writes');
  assert.match(refusal(() => refuseEncryptionOrder(encrypted('key2'), written)), /^c\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keys: key1 is left out, but host\[cp-1\], host\[cp-2\] still write Secrets with it: keep it listed after the new key \(keys: \[key2, key1\]\)/);
  const rotated = holding([key('key2', KEY2), key('key1', KEY1), IDENTITY]);
  assert.match(refusal(() => refuseEncryptionOrder(encrypted('key2'), rotated)), /spec\.apiServer\.encryptionAtRest\.keys: key1 is left out, but k8sform cannot tell whether Secrets are still stored with it, which would become unreadable: etcd was not read/);
  assert.match(refusal(() => refuseEncryptionOrder(encrypted('key1', 'aescbc'), written)), /spec\.apiServer\.encryptionAtRest\.provider: aescbc, but the control planes hold key key1 for secretbox: a key keeps its provider/);
  const off = { encryption: observeEncryption(unencrypted.cluster, hostFiles({ 'cp-1': { config: [key('key1', KEY1), IDENTITY], apiserver: true } })) };
  assert.match(refusal(() => refuseEncryptionOrder(unencrypted, off)), /^c\.yaml:\d+:\d+: spec\.apiServer: encryptionAtRest is not set, but the control planes hold encryption keys \(key1\) Secrets may be stored with: turning encryption at rest off is not supported/);
});

test('a changed configuration says which phase it takes, by key names alone', () => {
  const yaml = (...entries: EncryptionEntry[]) => encryptionConfigYaml(entries);
  const reasons = (a: string, b: string) => encryptionReasons(a, b).map((r) => `${r.code}: ${r.detail}`);
  const written = yaml(key('key1', KEY1), IDENTITY);
  assert.deepEqual(reasons(written, written), []);
  assert.deepEqual(reasons(yaml(IDENTITY, key('key1', KEY1)), written), ['content: turning encryption on, step 2 of 3: Secrets are now written with key key1, which every apiserver can read']);
  assert.deepEqual(reasons(written, yaml(key('key1', KEY1), key('key2', KEY2), IDENTITY)), ['content: key rotation, phase 1 of 4: learns key key2 to read Secrets with; Secrets are still written with key key1 until every apiserver holds the new key']);
  assert.deepEqual(reasons(yaml(key('key1', KEY1), key('key2', KEY2), IDENTITY), yaml(key('key2', KEY2), key('key1', KEY1), IDENTITY)), ['content: key rotation, phase 2 of 4: Secrets are now written with key key2, which every apiserver can read']);
  assert.deepEqual(reasons(yaml(IDENTITY), yaml(IDENTITY, key('key1', KEY1))), ['content: turning encryption on, step 1 of 3: learns key key1 to read Secrets with; Secrets are still written with no key (stored unencrypted) until every apiserver holds the new key']);
  assert.deepEqual(reasons(yaml(key('key2', KEY2), key('key1', KEY1), IDENTITY), yaml(key('key2', KEY2), IDENTITY)), ['content: key rotation, phase 4 of 4: key1 is removed']);
  assert.deepEqual(reasons(`${written}# edited\n`, written), ['content: differs from the encryption configuration k8sform writes (edited on the host?); its keys are kept']);
  for (const r of reasons(written, yaml(key('key1', KEY1), key('key2', KEY2), IDENTITY))) assert.ok(!r.includes(KEY1) && !r.includes(KEY2));
});

test('keys cluster.yaml brings (keysFile) fill in the names no control plane holds and are then what is written; the control planes\' own are kept, and another key of a name they hold is refused at keysFile', () => {
  const given = (entries: readonly EncryptionEntry[], keys = 'key2, key1') => ({
    ...encrypted(keys),
    encryptionKeys: new Map(entries.filter((e): e is EncryptionEntry & { name: string; secret: string } => 'name' in e).map((e) => [e.name, { provider: e.provider, name: e.name, secret: e.secret }])),
  });
  const noRandom = { bytes: () => assert.fail('no key is made where the file brings one') };
  // No control plane holds a key (a cluster rebuilt): the file's keys, in cluster.yaml's order.
  const rebuilt = given([key('key1', KEY1), key('key2', KEY2)]);
  const fromFile = withKeysFile(rebuilt, observeEncryption(rebuilt.cluster, hostFiles({ 'cp-1': {}, 'cp-2': {} })));
  assert.deepEqual(encryptionEntries(rebuilt.cluster.apiServer.encryptionAtRest!, fromFile, noRandom), [key('key2', KEY2), key('key1', KEY1), IDENTITY]);
  assert.equal(withKeysFile(encrypted('key1'), undefined), undefined, 'without a file, nothing changes');

  // The control planes hold key1, the same as the file's: kept; key2 from the file is learned first.
  const holding = hostFiles({ 'cp-1': { config: [key('key1', KEY1), IDENTITY], apiserver: true }, 'cp-2': { config: [key('key1', KEY1), IDENTITY], apiserver: true } });
  const merged = withKeysFile(rebuilt, observeEncryption(rebuilt.cluster, holding))!;
  assert.deepEqual(encryptionEntries(rebuilt.cluster.apiServer.encryptionAtRest!, merged, noRandom), [key('key1', KEY1), key('key2', KEY2), IDENTITY]);

  // Another key named key1 than they hold: refused, quoting neither.
  const other = given([key('key1', OTHER), key('key2', KEY2)]);
  const refused = refusal(() => withKeysFile(other, observeEncryption(other.cluster, holding)));
  assert.match(refused, /^c\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest(\.keysFile)?: the control planes hold other keys named key1 \(\/etc\/kubernetes\/enc\/enc\.yaml\) than this file: .*k8sform keeps them/);
  for (const k of [KEY1, KEY2, OTHER]) assert.ok(!refused.includes(k));

  // A snapshot's stand-in for the same key agrees with the file, and stays what is rendered (an offline plan is the live one).
  const withheld = withholdSecretText(encryptionConfigYaml([key('key1', KEY1), IDENTITY]));
  const offline = withKeysFile(rebuilt, observeEncryption(rebuilt.cluster, hostFiles({ 'cp-1': { config: withheld, apiserver: true }, 'cp-2': { config: withheld, apiserver: true } })))!;
  assert.match(offline.keys.get('key1')!.secret, /^\[encryption key withheld by k8sform/);
  assert.equal(offline.keys.get('key2')!.secret, KEY2);
});
