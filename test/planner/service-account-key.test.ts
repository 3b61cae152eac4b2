import assert from 'node:assert/strict';
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { test } from 'node:test';
import { UserError } from '../../src/errors.js';
import { fileAddress, formatAddress } from '../../src/model/address.js';
import type { LoadedCluster } from '../../src/model/loaded-cluster.js';
import type { ReadInputFile } from '../../src/model/input-file.js';
import { parseCluster } from '../../src/config/load.js';
import { planObservation } from '../../src/planner/plan-observation.js';
import { render } from '../../src/render/render.js';
import type { Observation } from '../../src/state/observation.js';
import { sha256, type ObservedFile } from '../../src/state/observe-host.js';
import { cachedKeySource, counterSerials, seededRandom } from '../support/deterministic-inputs.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const SA_KEY = '/etc/kubernetes/pki/sa.key';
const SA_PUB = '/etc/kubernetes/pki/sa.pub';
const CONTROL_PLANES = ['cp-1', 'cp-2'];

const rsa = (bits = 2048) => generateKeyPairSync('rsa', { modulusLength: bits });
const pkcs1 = (k: ReturnType<typeof rsa>) => k.privateKey.export({ type: 'pkcs1', format: 'pem' }) as string;
const pkcs8 = (k: ReturnType<typeof rsa>) => k.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const spki = (pem: string) => createPublicKey(createPrivateKey(pem)).export({ type: 'spki', format: 'der' }).toString('hex');
const USER = rsa();

/** A cluster.yaml naming /keys/sa.key as its service-account key, read from `files` (path → text). */
function loadedWith(files: Record<string, string>, field = '  certificates: { keyAlgorithm: ecdsa-p256, serviceAccountKey: { keyFile: /keys/sa.key } }'): LoadedCluster {
  const read: ReadInputFile = (path) => (path in files ? { text: files[path]! } : { why: 'cannot read: no such file' });
  return parseCluster(`apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: t }
spec:
  kubernetesVersion: v1.34.2
  controlPlaneEndpoint: api.example.com
${field}
  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.1 }
    - { name: cp-2, role: control-plane, address: 10.0.0.2 }
`, '/c/cluster.yaml', 'cluster.yaml', { readFile: read });
}

const loadError = (files: Record<string, string>) => {
  try {
    loadedWith(files);
  } catch (e) {
    assert.ok(e instanceof UserError, String(e));
    return e.message;
  }
  assert.fail('loaded');
};

test('spec.certificates.serviceAccountKey: a readable PEM private key of a type kubeadm writes is loaded; anything else is one located line without the key', () => {
  assert.equal(loadedWith({ '/keys/sa.key': pkcs1(USER) }).serviceAccountKeyPem, pkcs1(USER));
  assert.equal(loadedWith({ '/keys/sa.key': pkcs8(USER) }).serviceAccountKeyPem, pkcs8(USER), 'PKCS#8 too');
  const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'sec1', format: 'pem' }) as string;
  assert.equal(loadedWith({ '/keys/sa.key': ec }).serviceAccountKeyPem, ec);
  assert.equal(loadedWith({}, '  certificates: { keyAlgorithm: ecdsa-p256 }').serviceAccountKeyPem, undefined, 'none named, none loaded');

  const at = /^cluster\.yaml:7:\d+: spec\.certificates\.serviceAccountKey\.keyFile: /;
  const cases: [Record<string, string>, RegExp][] = [
    [{}, /\/keys\/sa\.key: cannot read: no such file$/],
    [{ '/keys/sa.key': 'not a key\n' }, /\/keys\/sa\.key is not a PEM private key$/],
    [{ '/keys/sa.key': createPublicKey(USER.privateKey).export({ type: 'spki', format: 'pem' }) as string }, /is not a PEM private key$/],
    [{ '/keys/sa.key': pkcs1(rsa(1024)) }, /is an RSA key of 1024 bits; a service-account key is RSA of 2048, 3072 or 4096 bits, or ECDSA P-256$/],
    [{ '/keys/sa.key': generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey.export({ type: 'sec1', format: 'pem' }) as string }, /is an ECDSA key on curve secp384r1; /],
    [{ '/keys/sa.key': generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string }, /is an ed25519 key; /],
  ];
  for (const [files, says] of cases) {
    const message = loadError(files);
    assert.match(message, at, message);
    assert.match(message, says, message);
    assert.doesNotMatch(message, /PRIVATE KEY|\n/, 'one line, no key');
  }
});

test('render writes the service-account key cluster.yaml brings as sa.key, and sa.pub from it', async () => {
  const loaded = loadedWith({ '/keys/sa.key': pkcs8(USER) });
  const { desired } = await render(loaded.cluster, { now: NOW, keys: cachedKeySource, serials: counterSerials(), random: seededRandom('sa'), existing: { serviceAccountKeyPem: loaded.serviceAccountKeyPem } }, loaded.caMaterial);
  const content = (host: string, path: string) => {
    const d = desired.find((x) => formatAddress(x.addr) === formatAddress(fileAddress(host, path)));
    assert.ok(d && d.spec.kind === 'file', `${host} ${path}`);
    return String(d.spec.content);
  };
  for (const host of CONTROL_PLANES) {
    assert.equal(spki(content(host, SA_KEY)), spki(pkcs8(USER)), `${host}: sa.key is the user's key`);
    assert.equal(createPublicKey(content(host, SA_PUB)).export({ type: 'spki', format: 'der' }).toString('hex'), spki(pkcs8(USER)), `${host}: sa.pub is its public key`);
  }
});

const present = (host: string, path: string, text: string): ObservedFile => {
  const bytes = Buffer.from(text);
  return { host, path, exists: true, mode: 0o600, uid: 0, gid: 0, content: bytes, digest: sha256(bytes) };
};

/** Control planes that hold `saKey` as sa.key (undefined: nothing at all, a new cluster). */
const seenWith = (saKey?: string): Observation => ({
  hosts: new Map(CONTROL_PLANES.map((h) => [h, { files: new Map(saKey ? [[SA_KEY, present(h, SA_KEY, saKey)]] : []), directories: new Map(), unsafeDirectories: [] }])),
} as unknown as Observation);

const planned = (loaded: LoadedCluster, seen: Observation) => planObservation(loaded, seen, NOW, ['host'], { keys: cachedKeySource });
const changeOf = (p: Awaited<ReturnType<typeof planned>>, host: string, path: string) => p.plan.changes.find((c) => formatAddress(c.addr) === formatAddress(fileAddress(host, path)));

test('plan: control planes without sa.key get the one cluster.yaml brings; the same key (in any PEM encoding) is no change; another key is refused at spec.certificates.serviceAccountKey', async () => {
  const loaded = loadedWith({ '/keys/sa.key': pkcs8(USER) });

  const fresh = await planned(loaded, seenWith());
  for (const host of CONTROL_PLANES) {
    assert.equal(changeOf(fresh, host, SA_KEY)?.action, 'create');
    assert.equal(spki(fresh.contents.get(formatAddress(fileAddress(host, SA_KEY)))!.toString()), spki(pkcs8(USER)), `${host}: the user's key is written`);
  }

  // The hosts hold the same key, as kubeadm writes it (PKCS#1): kept byte for byte.
  const same = await planned(loaded, seenWith(pkcs1(USER)));
  for (const host of CONTROL_PLANES) assert.equal(changeOf(same, host, SA_KEY)?.action, 'noop', `${host}: same key, no change`);

  const other = pkcs1(rsa());
  await assert.rejects(planned(loaded, seenWith(other)), (e: Error) => {
    assert.ok(e instanceof UserError);
    assert.match(e.message, /^cluster\.yaml:7:\d+: spec\.certificates\.serviceAccountKey: the control planes hold another service-account key \(\/etc\/kubernetes\/pki\/sa\.key\); k8sform does not replace the cluster's service-account key$/);
    return true;
  });

  // Without the field, the key the hosts hold is kept as before.
  const plain = loadedWith({}, '  certificates: { keyAlgorithm: ecdsa-p256 }');
  const kept = await planned(plain, seenWith(other));
  for (const host of CONTROL_PLANES) assert.equal(changeOf(kept, host, SA_KEY)?.action, 'noop');
});
