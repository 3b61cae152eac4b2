import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'yaml';
import type { EncryptionEntry, ObservedEncryption } from '../model/encryption-at-rest.js';
import { seededRandom, deterministicInputs } from '../../test/support/deterministic-inputs.js';
import { testCluster } from './objects/test-cluster.js';
import { ENCRYPTION_CONFIG_PATH, encryptionConfigYaml, encryptionEntries, encryptionOrder } from './encryption-config.js';
import { render } from './render.js';

const KEY1 = Buffer.alloc(32, 1).toString('base64');
const KEY2 = Buffer.alloc(32, 2).toString('base64');
const key = (name: string, secret: string): EncryptionEntry => ({ provider: 'secretbox', name, secret });
const IDENTITY: EncryptionEntry = { provider: 'identity' };

/** What the control planes were seen holding: by host, its configuration's entries (undefined: an apiserver without one). */
function seen(byHost: Record<string, readonly EncryptionEntry[]>): ObservedEncryption {
  const keys = new Map(Object.values(byHost).flat().flatMap((e) => ('name' in e ? [[e.name, e] as const] : [])));
  return { keys, apiservers: new Map(Object.entries(byHost)) };
}

test('the EncryptionConfiguration encrypts Secrets with the first key, reads the others, and identity last', () => {
  const yaml = encryptionConfigYaml([key('key2', KEY2), key('key1', KEY1), IDENTITY]);
  assert.equal(yaml, [
    'apiVersion: apiserver.config.k8s.io/v1',
    'kind: EncryptionConfiguration',
    'resources:',
    '- providers:',
    '  - secretbox:',
    '      keys:',
    '      - name: key2',
    `        secret: ${KEY2}`,
    '      - name: key1',
    `        secret: ${KEY1}`,
    '  - identity: {}',
    '  resources:',
    '  - secrets',
    '',
  ].join('\n'));
  assert.deepEqual(parse(yaml), {
    apiVersion: 'apiserver.config.k8s.io/v1',
    kind: 'EncryptionConfiguration',
    resources: [{ resources: ['secrets'], providers: [{ secretbox: { keys: [{ name: 'key2', secret: KEY2 }, { name: 'key1', secret: KEY1 }] } }, { identity: {} }] }],
  });
  // A name YAML would read as a number stays a string.
  assert.deepEqual(parse(encryptionConfigYaml([key('2026', KEY1), IDENTITY])).resources[0].providers[0].secretbox.keys, [{ name: '2026', secret: KEY1 }]);
});

test('a new key is 32 random bytes from the inputs; a key the control planes hold is kept', () => {
  const spec = { provider: 'secretbox' as const, keys: ['key2', 'key1'] };
  const entries = encryptionEntries(spec, seen({}), seededRandom('a'));
  const again = encryptionEntries(spec, seen({}), seededRandom('a'));
  assert.deepEqual(entries, again);
  for (const e of entries.filter((x) => 'secret' in x) as { secret: string }[]) assert.equal(Buffer.from(e.secret, 'base64').length, 32);
  assert.notEqual((entries[0] as { secret: string }).secret, (entries[1] as { secret: string }).secret);
  const held = { keys: new Map([['key1', key('key1', KEY1) as { provider: string; name: string; secret: string }]]), apiservers: new Map() };
  const kept = encryptionEntries(spec, held, seededRandom('b'));
  assert.equal((kept[1] as { secret: string }).secret, KEY1);
});

test('the order follows the phase the running apiservers are in', () => {
  const spec = (...keys: string[]) => ({ provider: 'secretbox' as const, keys });
  // A new cluster: no apiserver runs, the first key writes at once.
  assert.deepEqual(encryptionOrder(spec('key1'), seen({})), ['key1', undefined]);
  assert.deepEqual(encryptionOrder(spec('key1'), undefined), ['key1', undefined]);
  // Turned on for a running cluster: every apiserver learns the key before any writes with it.
  assert.deepEqual(encryptionOrder(spec('key1'), seen({ 'cp-1': [IDENTITY], 'cp-2': [IDENTITY] })), [undefined, 'key1']);
  assert.deepEqual(encryptionOrder(spec('key1'), seen({ 'cp-1': [IDENTITY, key('key1', KEY1)], 'cp-2': [IDENTITY] })), [undefined, 'key1']);
  assert.deepEqual(encryptionOrder(spec('key1'), seen({ 'cp-1': [IDENTITY, key('key1', KEY1)], 'cp-2': [IDENTITY, key('key1', KEY1)] })), ['key1', undefined]);
  // A rotation: key2 is read only until every apiserver has it, then it writes.
  const before = [key('key1', KEY1), IDENTITY];
  assert.deepEqual(encryptionOrder(spec('key2', 'key1'), seen({ 'cp-1': before, 'cp-2': before })), ['key1', 'key2', undefined]);
  const learned = [key('key1', KEY1), key('key2', KEY2), IDENTITY];
  assert.deepEqual(encryptionOrder(spec('key2', 'key1'), seen({ 'cp-1': learned, 'cp-2': before })), ['key1', 'key2', undefined]);
  assert.deepEqual(encryptionOrder(spec('key2', 'key1'), seen({ 'cp-1': learned, 'cp-2': learned })), ['key2', 'key1', undefined]);
  // Stopped half-way through the second phase: it is finished.
  assert.deepEqual(encryptionOrder(spec('key2', 'key1'), seen({ 'cp-1': [key('key2', KEY2), key('key1', KEY1), IDENTITY], 'cp-2': learned })), ['key2', 'key1', undefined]);
});

test('every control plane gets the same 0600 configuration, and its apiserver the flag and a read-only mount; without the field nothing changes', async () => {
  const hosts = [
    { name: 'cp-1', role: 'control-plane', address: '10.0.0.11' },
    { name: 'cp-2', role: 'control-plane', address: '10.0.0.12' },
    { name: 'w-1', role: 'worker', address: '10.0.0.21' },
  ];
  const cluster = testCluster({ hosts, controlPlaneEndpoint: 'api.example.com', apiServer: { encryptionAtRest: { provider: 'aescbc', keys: ['key1'] } } });
  const { desired } = await render(cluster, deterministicInputs());
  const configs = desired.filter((d) => d.spec.kind === 'file' && d.spec.path === ENCRYPTION_CONFIG_PATH).map((d) => d.spec as { host: string; content: string; mode: number; sensitive: boolean; format: string });
  assert.deepEqual(configs.map((c) => c.host), ['cp-1', 'cp-2']);
  assert.equal(configs[0]!.content, configs[1]!.content);
  assert.deepEqual(configs.map((c) => [c.mode, c.sensitive, c.format]), [[0o600, true, 'encryption-config'], [0o600, true, 'encryption-config']]);
  const providers = (parse(configs[0]!.content) as { resources: { providers: Record<string, { keys?: { name: string; secret: string }[] }>[] }[] }).resources[0]!.providers;
  assert.deepEqual(providers.map((p) => Object.keys(p)[0]), ['aescbc', 'identity']);
  assert.deepEqual(providers[0]!.aescbc!.keys!.map((k) => [k.name, Buffer.from(k.secret, 'base64').length]), [['key1', 32]]);
  const manifest = desired.find((d) => d.spec.kind === 'file' && d.spec.host === 'cp-1' && d.spec.path === '/etc/kubernetes/manifests/kube-apiserver.yaml')!;
  const pod = parse((manifest.spec as { content: string }).content) as { spec: { containers: { command: string[]; volumeMounts: unknown[] }[]; volumes: unknown[] } };
  assert.ok(pod.spec.containers[0]!.command.includes('--encryption-provider-config=/etc/kubernetes/enc/enc.yaml'));
  assert.deepEqual(pod.spec.containers[0]!.volumeMounts.filter((m) => (m as { name: string }).name === 'enc'), [{ mountPath: '/etc/kubernetes/enc', name: 'enc', readOnly: true }]);
  assert.deepEqual(pod.spec.volumes.filter((v) => (v as { name: string }).name === 'enc'), [{ hostPath: { path: '/etc/kubernetes/enc', type: 'DirectoryOrCreate' }, name: 'enc' }]);
  // The configuration is written before the manifest that names it.
  assert.ok(manifest.dependsOn.some((a) => a.kind === 'file' && a.name === ENCRYPTION_CONFIG_PATH));

  const plain = await render(testCluster({ hosts, controlPlaneEndpoint: 'api.example.com' }), deterministicInputs());
  assert.ok(!plain.desired.some((d) => d.spec.kind === 'file' && (d.spec.path === ENCRYPTION_CONFIG_PATH || (d.spec.format === 'static-pod' && /encryption|\/enc\b/.test((d.spec as { content: string }).content)))));
});
