// A real etcd + kube-apiserver started from a rendered cluster with spec.apiServer.encryptionAtRest:
// Secrets are read back raw from etcd, where they must be stored encrypted with the key that writes,
// and stay so through a rotation of the key as k8sform orders it (the new key read only, then writing),
// every Secret written again, and the old key removed.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parse } from 'yaml';
import { ensureBinaries, REAL_BINARIES_VERSION } from './binaries.js';
import { ownLoopbackAddress, renderSingleControlPlane, type RenderedCluster } from './render.js';
import { freePort, startControlPlane, type ControlPlane } from './runner.js';
import { ENCRYPTION_CONFIG_PATH, encryptionConfigYaml, encryptionEntries } from '../../src/render/encryption-config.js';
import { loadCluster } from '../../src/config/load.js';
import { parseEncryptionConfig } from '../../src/model/encryption-config.js';
import { heldEncryptionConfig } from '../../src/planner/cluster-identity.js';
import { readInputFile } from '../../src/providers/local/input-file.js';
import { sha256 } from '../../src/state/observe-host.js';
import { keysIn } from '../support/encryption-keys.js';
import { systemRandomSource } from '../../src/render/inputs.js';
import type { EncryptionEntry, EncryptionKey, ObservedEncryption } from '../../src/model/encryption-at-rest.js';

const VERSION = REAL_BINARIES_VERSION;
const work = mkdtempSync(join(tmpdir(), 'k8sform-encryption-'));
let rendered: RenderedCluster;
let cp: ControlPlane | undefined;

before(async () => {
  const binaries = await ensureBinaries(VERSION, ['etcd', 'kube-apiserver']);
  rendered = renderSingleControlPlane(work, {
    version: VERSION, address: ownLoopbackAddress(), bindPort: await freePort(), apiServer: ['encryptionAtRest: { provider: secretbox, keys: [key1] }'],
  });
  cp = await startControlPlane({ dir: rendered.dir, host: rendered.host, address: rendered.address, version: VERSION, binaries });
});

after(async () => {
  await cp?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** The value etcd holds for a key, as the apiserver stored it, read through etcd's JSON gateway with the apiserver's etcd client certificate. */
function rawFromEtcd(key: string): Promise<Buffer> {
  const pki = join(cp!.etcKubernetes, 'pki');
  const url = new URL('/v3/kv/range', cp!.etcdEndpoint);
  const body = JSON.stringify({ key: Buffer.from(key).toString('base64') });
  return new Promise((resolve, reject) => {
    const req = https.request(url, {
      method: 'POST',
      ca: readFileSync(join(pki, 'etcd/ca.crt')),
      cert: readFileSync(join(pki, 'apiserver-etcd-client.crt')),
      key: readFileSync(join(pki, 'apiserver-etcd-client.key')),
      headers: { 'content-type': 'application/json' },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const r = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { kvs?: { value: string }[] };
        const value = r.kvs?.[0]?.value;
        if (value === undefined) reject(new Error(`etcd holds nothing at ${key}`));
        else resolve(Buffer.from(value, 'base64'));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const PLAIN = 'the data nobody may read from etcd';
const secretKey = (name: string) => `/registry/secrets/default/${name}`;

async function createSecret(name: string): Promise<void> {
  const r = await cp!.request('/api/v1/namespaces/default/secrets', { method: 'POST', body: { apiVersion: 'v1', kind: 'Secret', metadata: { name }, stringData: { value: PLAIN } } });
  assert.equal(r.status, 201, r.body);
}

async function readSecret(name: string): Promise<string> {
  const r = await cp!.request(`/api/v1/namespaces/default/secrets/${name}`);
  assert.equal(r.status, 200, r.body);
  return Buffer.from(r.json<{ data: { value: string } }>().data.value, 'base64').toString('utf8');
}

/** Asserts etcd holds the Secret encrypted with `keyName` (its prefix) and nothing of its data in the clear. */
async function assertStoredWith(name: string, keyName: string): Promise<void> {
  const raw = await rawFromEtcd(secretKey(name));
  assert.equal(raw.subarray(0, `k8s:enc:secretbox:v1:${keyName}:`.length).toString('latin1'), `k8s:enc:secretbox:v1:${keyName}:`, `${name} is stored with ${keyName}`);
  assert.ok(!raw.includes(PLAIN) && !raw.includes(Buffer.from(PLAIN).toString('base64')), `${name}'s data is not in etcd in the clear`);
}

/** The rendered configuration's entries, as the control plane holds them. */
function heldEntries(): EncryptionEntry[] {
  const config = parse(readFileSync(join(cp!.etcKubernetes, 'enc/enc.yaml'), 'utf8')) as { resources: { providers: Record<string, { keys?: { name: string; secret: string }[] }>[] }[] };
  return config.resources[0]!.providers.flatMap((p) => {
    const [provider, settings] = Object.entries(p)[0]!;
    return settings.keys ? settings.keys.map((k) => ({ provider, name: k.name, secret: k.secret })) : [{ provider }];
  });
}

/** What a plan would read from this control plane: its keys, and its running apiserver's order. */
function observed(entries: readonly EncryptionEntry[]): ObservedEncryption {
  const keys = new Map(entries.filter((e): e is EncryptionKey => 'name' in e).map((e) => [e.name, e]));
  return { keys, apiservers: new Map([[rendered.host, entries]]) };
}

/** Writes the configuration where the apiserver reads it and restarts the apiserver, as apply's kube-apiserver step does. */
async function rollOut(entries: readonly EncryptionEntry[]): Promise<void> {
  writeFileSync(join(cp!.etcKubernetes, 'enc/enc.yaml'), encryptionConfigYaml(entries), { mode: 0o600 });
  await cp!.stopApiserver();
  await cp!.startApiserver();
}

test('the rendered apiserver stores a Secret encrypted with the first key and reads it back', async () => {
  assert.ok(cp);
  assert.ok(cp.commands['kube-apiserver']!.some((a) => a.startsWith('--encryption-provider-config=') && a.endsWith('/etc/kubernetes/enc/enc.yaml')), cp.commands['kube-apiserver']!.join(' '));
  await createSecret('before-rotation');
  await assertStoredWith('before-rotation', 'key1');
  assert.equal(await readSecret('before-rotation'), PLAIN);
});

test('through a key rotation in k8sform\'s order, every Secret ends up stored with the new key and stays readable once the old key is gone', async () => {
  assert.ok(cp);
  const spec = { provider: 'secretbox' as const, keys: ['key2', 'key1'] };
  // Phase 1: key2 is learned; key1 still writes.
  const learning = encryptionEntries(spec, observed(heldEntries()), systemRandomSource);
  assert.deepEqual(learning.map((e) => ('name' in e ? e.name : e.provider)), ['key1', 'key2', 'identity']);
  await rollOut(learning);
  await createSecret('during-phase-1');
  await assertStoredWith('during-phase-1', 'key1');
  // Phase 2: every apiserver holds key2, which now writes.
  const writing = encryptionEntries(spec, observed(heldEntries()), systemRandomSource);
  assert.deepEqual(writing.map((e) => ('name' in e ? e.name : e.provider)), ['key2', 'key1', 'identity']);
  await rollOut(writing);
  await createSecret('after-phase-2');
  await assertStoredWith('after-phase-2', 'key2');
  await assertStoredWith('before-rotation', 'key1');
  // Phase 3: every Secret written again, unchanged, through the apiserver ("Ensure all secrets are encrypted").
  const all = await cp.request('/api/v1/secrets');
  assert.equal(all.status, 200, all.body);
  for (const s of all.json<{ items: { metadata: { name: string; namespace: string } }[] }>().items) {
    const path = `/api/v1/namespaces/${s.metadata.namespace}/secrets/${s.metadata.name}`;
    const current = await cp.request(path);
    const put = await cp.request(path, { method: 'PUT', body: current.json() });
    assert.equal(put.status, 200, put.body);
  }
  for (const name of ['before-rotation', 'during-phase-1', 'after-phase-2']) await assertStoredWith(name, 'key2');
  // Phase 4: key1 removed; everything is still readable, and still encrypted.
  await rollOut(writing.filter((e) => !('name' in e) || e.name !== 'key1'));
  for (const name of ['before-rotation', 'during-phase-1', 'after-phase-2']) {
    assert.equal(await readSecret(name), PLAIN);
    await assertStoredWith(name, 'key2');
  }
});

test('disaster recovery: with the control plane\'s keys lost its Secrets are unreadable (the apiserver does not become ready); the keys pki export writes, brought back through keysFile, make them readable again', async () => {
  assert.ok(cp);
  // What pki export writes: the configuration the control plane holds, byte for byte.
  const held = readFileSync(join(cp.etcKubernetes, 'enc/enc.yaml'), 'utf8');
  const loaded = loadCluster(rendered.clusterYaml, readInputFile);
  const exported = heldEncryptionConfig(loaded.cluster, new Map([[rendered.host, new Map([[ENCRYPTION_CONFIG_PATH, { host: rendered.host, path: ENCRYPTION_CONFIG_PATH, exists: true, mode: 0o600, uid: 0, gid: 0, content: Buffer.from(held), digest: sha256(held) }]])]]))!;
  assert.equal(exported.content, held);
  assert.deepEqual(exported.keys, ['key2']);

  // The control plane is lost: rebuilt without the keys, its apiserver gets a new key2, and the Secrets etcd holds cannot be read.
  const rebuild = (name: string, apiServer: string, files: Record<string, string> = {}) => {
    const dir = join(work, name);
    mkdirSync(dir);
    return readFileSync(join(renderSingleControlPlane(dir, { version: VERSION, address: rendered.address, bindPort: rendered.bindPort, apiServer: [apiServer], files }).dir, 'hosts', rendered.host, 'etc/kubernetes/enc/enc.yaml'), 'utf8');
  };
  const fresh = rebuild('lost', 'encryptionAtRest: { provider: secretbox, keys: [key2] }');
  assert.notEqual(keysIn(fresh).get('key2'), keysIn(held).get('key2'), 'a new key');
  writeFileSync(join(cp.etcKubernetes, 'enc/enc.yaml'), fresh, { mode: 0o600 });
  await cp.stopApiserver();
  // The apiserver never becomes ready: it cannot list the Secrets etcd holds.
  await assert.rejects(cp.startApiserver({ readyTimeoutMs: 30_000 }), /not ready after 30s[\s\S]*failed to decrypt data/);

  // Rebuilt with the exported keys (keysFile, relative to cluster.yaml): the same key, and every Secret reads again.
  const recovered = rebuild('recovered', 'encryptionAtRest: { provider: secretbox, keys: [key2], keysFile: encryption-config.yaml }', { 'encryption-config.yaml': exported.content });
  assert.deepEqual(keysIn(recovered), keysIn(held));
  await rollOut(parseEncryptionConfig(recovered));
  for (const name of ['before-rotation', 'during-phase-1', 'after-phase-2']) {
    assert.equal(await readSecret(name), PLAIN);
    await assertStoredWith(name, 'key2');
  }
});
