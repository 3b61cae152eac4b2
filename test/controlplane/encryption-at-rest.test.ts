// A real etcd + kube-apiserver started from a rendered cluster with spec.apiServer.encryptionAtRest:
// Secrets are read back raw from etcd, where they must be stored encrypted with the key that writes,
// and stay so through a rotation of the key as k8sform orders it (the new key read only, then writing),
// every Secret written again by k8sform's rewrite, which reads from etcd how each is stored, and the
// old key removed once etcd holds none stored with it.
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
import type { EncryptionEntry, EncryptionKey, ObservedEncryption, StoredSecretsSeen } from '../../src/model/encryption-at-rest.js';
import type { Cluster } from '../../src/model/cluster.js';
import { formatAddress } from '../../src/model/address.js';
import { loadClusterFile } from '../../src/engine/load-cluster.js';
import { observeEtcd } from '../../src/engine/observe-etcd.js';
import { observeStoredSecrets } from '../../src/engine/observe-stored-secrets.js';
import { clientIdentity } from '../../src/engine/client-identity.js';
import { rewriteSecrets } from '../../src/apply/rewrite-secrets.js';
import type { GateContext } from '../../src/apply/gates/gate-context.js';
import { planStoredSecrets } from '../../src/planner/plan-stored-secrets.js';
import { refuseEncryptionOrder } from '../../src/planner/plan-refusals.js';
import { EtcdClient, type EtcdAccess } from '../../src/providers/etcd/etcd-client.js';
import { ApiConnections } from '../../src/providers/kube-api/api-connections.js';
import { KubeClient } from '../../src/providers/kube-api/kube-client.js';
import { renderPlanDiff, renderPlanJson, renderPlanMarkdown, renderPlanText } from '../../src/views/index.js';
import { toSnapshot } from '../../src/state/snapshot.js';

const VERSION = REAL_BINARIES_VERSION;
const work = mkdtempSync(join(tmpdir(), 'k8sform-encryption-'));
let rendered: RenderedCluster;
let cp: ControlPlane | undefined;
const connections = new ApiConnections();

before(async () => {
  const binaries = await ensureBinaries(VERSION, ['etcd', 'kube-apiserver']);
  rendered = renderSingleControlPlane(work, {
    version: VERSION, address: ownLoopbackAddress(), bindPort: await freePort(), apiServer: ['encryptionAtRest: { provider: secretbox, keys: [key1] }'],
  });
  cp = await startControlPlane({ dir: rendered.dir, host: rendered.host, address: rendered.address, version: VERSION, binaries });
});

after(async () => {
  connections.destroy();
  await cp?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** One request to etcd's JSON gateway with the apiserver's etcd client certificate. */
function etcdGateway(path: string, body: object): Promise<unknown> {
  const pki = join(cp!.etcKubernetes, 'pki');
  return new Promise((resolve, reject) => {
    const req = https.request(new URL(path, cp!.etcdEndpoint), {
      method: 'POST',
      ca: readFileSync(join(pki, 'etcd/ca.crt')),
      cert: readFileSync(join(pki, 'apiserver-etcd-client.crt')),
      key: readFileSync(join(pki, 'apiserver-etcd-client.key')),
      headers: { 'content-type': 'application/json' },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** A Secret put straight into etcd as JSON, as an apiserver without encryption (identity) stores one. */
async function putInTheClear(name: string): Promise<void> {
  const secret = { apiVersion: 'v1', kind: 'Secret', type: 'Opaque', metadata: { name, namespace: 'default', uid: '5a0e4c3e-0000-4000-8000-000000000001', creationTimestamp: '2026-01-01T00:00:00Z' }, data: { value: Buffer.from(PLAIN).toString('base64') } };
  await etcdGateway('/v3/kv/put', { key: Buffer.from(secretKey(name)).toString('base64'), value: Buffer.from(JSON.stringify(secret)).toString('base64') });
}

/** The value etcd holds for a key, as the apiserver stored it. */
async function rawFromEtcd(key: string): Promise<Buffer> {
  const r = (await etcdGateway('/v3/kv/range', { key: Buffer.from(key).toString('base64') })) as { kvs?: { value: string }[] };
  const value = r.kvs?.[0]?.value;
  if (value === undefined) throw new Error(`etcd holds nothing at ${key}`);
  return Buffer.from(value, 'base64');
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
    settings.keys?.forEach((k) => keysSeen.add(k.secret));
    return settings.keys ? settings.keys.map((k) => ({ provider, name: k.name, secret: k.secret })) : [{ provider }];
  });
}

/** What a plan would read from this control plane: its keys, and its running apiserver's order. */
function observed(entries: readonly EncryptionEntry[]): ObservedEncryption {
  const keys = new Map(entries.filter((e): e is EncryptionKey => 'name' in e).map((e) => [e.name, e]));
  return { keys, apiservers: new Map([[rendered.host, entries]]) };
}

/** etcd as plan and apply reach it: k8sform's etcd client, with the apiserver's etcd client certificate. */
function etcdAccess(): EtcdAccess {
  const pki = join(cp!.etcKubernetes, 'pki');
  const url = new URL(cp!.etcdEndpoint);
  const read = (f: string) => readFileSync(join(pki, f), 'utf8');
  const credentials = async () => ({ caPem: read('etcd/ca.crt'), certPem: read('apiserver-etcd-client.crt'), keyPem: read('apiserver-etcd-client.key') });
  const client = new EtcdClient(new KubeClient({ host: url.hostname, port: Number(url.port), credentials, connections, label: 'etcd' }), cp!.etcdEndpoint);
  return { on: () => client, at: () => client };
}

/** What apply's rollout gives its steps, for cluster.yaml with `keys`: the apiserver as super-admin, etcd as above. */
function rolloutContext(keys: string[]): GateContext {
  const loaded = loadClusterFile(rendered.clusterYaml).cluster;
  const cluster: Cluster = { ...loaded, apiServer: { ...loaded.apiServer, encryptionAtRest: { provider: 'secretbox', keys } } };
  const pki = join(cp!.etcKubernetes, 'pki');
  const ca = { certPem: readFileSync(join(pki, 'ca.crt'), 'utf8'), keyPem: readFileSync(join(pki, 'ca.key'), 'utf8') };
  const api = new KubeClient({ host: rendered.address, port: cp!.port, credentials: () => clientIdentity({ signing: ca, trustPem: ca.certPem }, 'super-admin', new Date()), connections });
  return {
    cluster, transports: new Map(), api: () => api, say: () => undefined, etcd: etcdAccess(), observeEtcd,
    observeHost: () => Promise.reject(new Error('no host is read')),
  };
}

/** How etcd stores the Secrets, as plan reads it. */
async function storedSecrets(ctx: GateContext): Promise<StoredSecretsSeen> {
  const seen = await observeStoredSecrets(ctx.cluster, ctx.etcd!, [{ ...ctx.cluster.hosts[0]!, name: rendered.host }]);
  assert.ok(seen?.stored, seen?.error);
  return seen;
}

/** No text holds a Secret's data (as it is, or base64) or any key this control plane held. */
function assertNothingSecretIn(texts: readonly string[]): void {
  const secrets = [PLAIN, Buffer.from(PLAIN).toString('base64'), ...keysSeen];
  for (const text of texts) for (const s of secrets) assert.ok(!text.includes(s), `${text.slice(0, 80)}... holds a secret`);
}
/** Every key secret the control plane's configuration held, as the test read it. */
const keysSeen = new Set<string>();

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
  // One Secret stored in the clear, as one written before encryption was turned on is.
  await putInTheClear('in-the-clear');
  assert.equal(await readSecret('in-the-clear'), PLAIN);
  const all = ['before-rotation', 'during-phase-1', 'after-phase-2', 'in-the-clear'];
  // Phase 3: plan reads from etcd how the Secrets are stored, and shows what apply writes again.
  const rotating = rolloutContext(['key2', 'key1']);
  const before = await storedSecrets(rotating);
  assert.deepEqual(before.stored!.storedWith, new Map([['key1', 2], ['key2', 1]]));
  assert.equal(before.stored!.inTheClear, 1);
  const [rewrite] = planStoredSecrets(rotating.cluster, observed(heldEntries()), before);
  assert.equal(formatAddress(rewrite!.addr), 'cluster.storage[secrets]');
  assert.deepEqual(rewrite!.reasons, [{ code: 'stored-with', detail: 'key rotation, phase 3 of 4: 2 Secrets stored with key1 and 1 Secret stored in the clear are written again with key2' }]);
  // Removing key1 now is refused, saying how many Secrets are left with it.
  const dropping = rolloutContext(['key2']);
  const refusal = (() => {
    try {
      refuseEncryptionOrder({ ...loadClusterFile(rendered.clusterYaml), cluster: dropping.cluster }, { encryption: observed(heldEntries()) }, before);
    } catch (e) {
      return (e as Error).message;
    }
    return assert.fail('removing key1 is refused');
  })();
  assert.match(refusal, /key1 is left out, but etcd holds 2 Secrets stored with it, which would become unreadable: keep it listed \(keys: \[key2, key1\]\); the next apply writes them again with key2/);
  // Everything plan shows or saves of it holds no Secret's data and no key: the views, a saved plan's and a snapshot's JSON, the refusal.
  const plan = { formatVersion: 1 as const, configDigest: 'c'.repeat(64), cluster: 'c', kubernetesVersion: VERSION, changes: [rewrite!] };
  const shown = [
    renderPlanText(plan, { color: false }), renderPlanJson(plan), renderPlanMarkdown(plan), renderPlanDiff(plan, false), JSON.stringify(plan),
    JSON.stringify(toSnapshot({ cluster: 'c', configDigest: 'c'.repeat(64), takenAt: new Date() }, { hosts: new Map(), secrets: before })), refusal,
  ];
  assert.match(shown[0]!, /# cluster\.storage\[secrets\] will be written again with the key that writes\n\s+because: stored-with: key rotation, phase 3 of 4: 2 Secrets stored with key1 and 1 Secret stored in the clear are written again with key2/);
  assertNothingSecretIn(shown);
  // apply's step: each Secret stored otherwise is read and put back through the apiserver.
  const result = await rewriteSecrets(rotating, new AbortController().signal);
  assert.deepEqual(result, { written: 3, gone: 0 });
  assertNothingSecretIn([JSON.stringify(result)]);
  for (const name of all) await assertStoredWith(name, 'key2');
  const rewritten = await storedSecrets(rotating);
  assert.deepEqual(rewritten.stored!.storedWith, new Map([['key2', 4]]));
  assert.equal(rewritten.stored!.inTheClear, 0);
  assert.equal(planStoredSecrets(rotating.cluster, observed(heldEntries()), rewritten)[0]!.action, 'noop');
  // Phase 4: etcd holds no Secret with key1, so it is removed; everything is still readable, and still encrypted.
  assert.doesNotThrow(() => refuseEncryptionOrder({ ...loadClusterFile(rendered.clusterYaml), cluster: dropping.cluster }, { encryption: observed(heldEntries()) }, rewritten));
  const dropped = encryptionEntries({ provider: 'secretbox', keys: ['key2'] }, observed(heldEntries()), systemRandomSource);
  assert.deepEqual(dropped.map((e) => ('name' in e ? e.name : e.provider)), ['key2', 'identity']);
  await rollOut(dropped);
  for (const name of all) {
    assert.equal(await readSecret(name), PLAIN);
    await assertStoredWith(name, 'key2');
  }
});

test('disaster recovery: with the control plane\'s keys lost its Secrets are unreadable (the apiserver does not become ready); the keys pki export writes, brought back through keysFile, make them readable again', async () => {
  assert.ok(cp);
  // What pki export writes: the configuration the control plane holds, byte for byte.
  const held = readFileSync(join(cp.etcKubernetes, 'enc/enc.yaml'), 'utf8');
  const loaded = loadCluster(rendered.clusterYaml, { readFile: readInputFile });
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
