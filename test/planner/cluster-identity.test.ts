import assert from 'node:assert/strict';
import { createPublicKey, X509Certificate } from 'node:crypto';
import { before, test } from 'node:test';
import { UserError } from '../../src/errors.js';
import type { CAMaterial } from '../../src/model/ca-material.js';
import type { ObservedRotation } from '../../src/model/ca-rotation.js';
import { ageEncryptArmored, ageRecipientProblems } from '../../src/crypto/age.js';
import { clusterIdentity } from '../../src/planner/cluster-identity.js';
import type { ExistingMaterial } from '../../src/render/inputs.js';
import { issueCertificate } from '../../src/render/pki/issue.js';
import { systemKeySource } from '../../src/render/pki/key-source.js';
import { testLoadedCluster } from '../support/test-clusters.js';
import type { EncryptionEntry } from '../../src/model/encryption-at-rest.js';
import { ENCRYPTION_CONFIG_PATH, encryptionConfigYaml } from '../../src/render/encryption-config.js';
import { sha256, type ObservedFile } from '../../src/state/observe-host.js';
import { Decrypter, armor, generateX25519Identity, identityToRecipient } from 'age-encryption';

const HOSTS = ['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: w-1, role: worker, address: 10.0.1.1 }'];
const EXTERNAL = 'etcd: { external: { endpoints: [https://10.0.0.5:2379], caFile: /e/ca.crt, certFile: /e/c.crt, keyFile: /e/c.key } }';
const NOW = new Date('2026-03-01T00:00:00Z');

let cas: Record<string, CAMaterial>;
let saKey: string;
before(async () => {
  const made = async (cn: string) => {
    const key = await systemKeySource.generate('ecdsa-p256', cn);
    const cert = await issueCertificate({ subject: { commonName: cn }, key, serial: '1', notBefore: NOW, notAfter: new Date(NOW.getTime() + 86_400_000) });
    return { certPem: cert.pem, keyPem: key.privatePem };
  };
  cas = { ca: await made('kubernetes'), 'front-proxy-ca': await made('front-proxy-ca'), 'etcd-ca': await made('etcd-ca') };
  saKey = (await systemKeySource.generate('rsa-2048', 'sa')).privatePem;
});

/** The one-line refusal clusterIdentity gives for `material` (a UserError without key material). */
async function refusal(material: ExistingMaterial, spec?: string): Promise<string> {
  try {
    await clusterIdentity(testLoadedCluster(HOSTS, spec ? { spec } : {}), material);
  } catch (e) {
    assert.ok(e instanceof UserError, String(e));
    assert.ok(!e.message.includes('\n') && !/PRIVATE KEY/.test(e.message), e.message);
    return e.message;
  }
  return assert.fail('not refused');
}

test('the identity is every CA of the cluster with its key and the service-account key pair, as the hosts hold them, in kubeadm\'s layout', async () => {
  const identity = await clusterIdentity(testLoadedCluster(HOSTS), { cas, serviceAccountKeyPem: saKey });
  assert.deepEqual(identity.files.map((f) => [f.path, f.kind]), [
    ['ca.crt', 'certificate'], ['ca.key', 'private-key'],
    ['front-proxy-ca.crt', 'certificate'], ['front-proxy-ca.key', 'private-key'],
    ['etcd/ca.crt', 'certificate'], ['etcd/ca.key', 'private-key'],
    ['sa.key', 'private-key'], ['sa.pub', 'public-key'],
  ]);
  const content = (p: string) => identity.files.find((f) => f.path === p)!.content;
  assert.equal(content('ca.key'), cas.ca!.keyPem);
  assert.equal(content('etcd/ca.crt'), cas['etcd-ca']!.certPem);
  assert.equal(content('sa.key'), saKey, 'byte for byte');
  assert.equal(createPublicKey(content('sa.pub')).export({ type: 'spki', format: 'der' }).toString('hex'), createPublicKey(saKey).export({ type: 'spki', format: 'der' }).toString('hex'));
  assert.match(content('sa.pub'), /^-----BEGIN PUBLIC KEY-----\n/);
  assert.deepEqual(identity.authorities.map((a) => [a.name, a.field, a.certFile, a.keyFile, a.subject]), [
    ['ca', 'ca', 'ca.crt', 'ca.key', 'CN=kubernetes'],
    ['front-proxy-ca', 'frontProxyCA', 'front-proxy-ca.crt', 'front-proxy-ca.key', 'CN=front-proxy-ca'],
    ['etcd-ca', 'etcdCA', 'etcd/ca.crt', 'etcd/ca.key', 'CN=etcd-ca'],
  ]);
  assert.equal(identity.authorities[0]!.sha256Fingerprint, new X509Certificate(cas.ca!.certPem).fingerprint256);

  // With external etcd there is no etcd CA of the cluster's own.
  const external = await clusterIdentity(testLoadedCluster(HOSTS, { spec: EXTERNAL }), { cas, serviceAccountKeyPem: saKey });
  assert.ok(!external.files.some((f) => f.path.startsWith('etcd/')));
  assert.deepEqual(external.authorities.map((a) => a.name), ['ca', 'front-proxy-ca']);
});

test('no identity to export from a cluster not set up, or while a CA is rotated (located at its rotateCA field)', async () => {
  assert.match(await refusal({}), /^cluster t: the control planes hold no \/etc\/kubernetes\/pki\/ca\.crt, \/etc\/kubernetes\/pki\/front-proxy-ca\.crt, \/etc\/kubernetes\/pki\/etcd\/ca\.crt, \/etc\/kubernetes\/pki\/sa\.key: the cluster is not set up/);
  assert.match(await refusal({ cas }), /hold no \/etc\/kubernetes\/pki\/sa\.key: /);
  const { 'front-proxy-ca': _, ...withoutFrontProxy } = cas;
  assert.match(await refusal({ cas: withoutFrontProxy, serviceAccountKeyPem: saKey }), /hold no \/etc\/kubernetes\/pki\/front-proxy-ca\.crt: /);
  const rotation = { old: cas['front-proxy-ca']!, next: cas['front-proxy-ca']!, hosts: new Map(), notReissued: [] } as unknown as ObservedRotation;
  const { 'front-proxy-ca': __, ...others } = cas;
  assert.match(await refusal({ cas: others, rotations: { 'front-proxy-ca': rotation }, serviceAccountKeyPem: saKey }, 'certificates: { rotateCA: { frontProxyCA: reissue } }'),
    /^c\.yaml:7:\d+: spec\.certificates\.rotateCA\.frontProxyCA: the control planes are rotating the front-proxy-ca \(two CAs in \/etc\/kubernetes\/pki\/front-proxy-ca\.crt\); finish the rotation first/);
  // A rotation cluster.yaml no longer asks for is located at the nearest field there is.
  assert.match(await refusal({ cas: others, rotations: { 'front-proxy-ca': rotation }, serviceAccountKeyPem: saKey }), /^c\.yaml:\d+:\d+: spec\.certificates\.rotateCA\.frontProxyCA: the control planes are rotating/);
});

test('age recipients: native age public keys pass; anything else is one line each, a secret key never echoed; what is encrypted decrypts with any recipient\'s identity', async () => {
  const identities = [await generateX25519Identity(), await generateX25519Identity()];
  const recipients = await Promise.all(identities.map((i) => identityToRecipient(i)));
  assert.deepEqual(ageRecipientProblems('--recipient', recipients), []);
  const secret = identities[0]!;
  const problems = ageRecipientProblems('--recipient', [recipients[0]!.slice(0, -1) + (recipients[0]!.endsWith('q') ? 'p' : 'q'), 'ssh-ed25519 AAAA', secret, 'age1']);
  assert.equal(problems.length, 4, problems.join('\n'));
  assert.match(problems[0]!, /^--recipient age1\S+: not a valid age recipient \(/, 'a bad checksum');
  assert.match(problems[1]!, /^--recipient ssh-ed25519 AAAA: not an age public key/);
  assert.match(problems[2]!, /^--recipient: an age secret key/);
  assert.ok(!problems.some((p) => p.includes(secret) || p.includes('\n')));

  const sealed = await ageEncryptArmored('-----BEGIN EC PRIVATE KEY-----\nx\n', recipients);
  assert.match(sealed, /^-----BEGIN AGE ENCRYPTED FILE-----\n/);
  for (const identity of identities) {
    const d = new Decrypter();
    d.addIdentity(identity);
    assert.equal(await d.decrypt(armor.decode(sealed), 'text'), '-----BEGIN EC PRIVATE KEY-----\nx\n');
  }
});

test('the keys of encryption at rest are exported as the configuration a control plane holds that has them all, byte for byte; none held, no file; no control plane with them all, refused', async () => {
  const loaded = testLoadedCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: cp-2, role: control-plane, address: 10.0.0.2 }'], { spec: 'apiServer: { encryptionAtRest: { provider: aescbc, keys: [key2, key1] } }' });
  const [k1, k2] = [Buffer.alloc(32, 1).toString('base64'), Buffer.alloc(32, 2).toString('base64')];
  const entry = (name: string, secret: string) => ({ provider: 'aescbc', name, secret });
  const configFile = (host: string, entries: readonly EncryptionEntry[]): [string, Map<string, ObservedFile>] => {
    const content = encryptionConfigYaml(entries);
    return [host, new Map([[ENCRYPTION_CONFIG_PATH, { host, path: ENCRYPTION_CONFIG_PATH, exists: true, mode: 0o600, uid: 0, gid: 0, content: Buffer.from(content), digest: sha256(content) }]])];
  };
  const material = { cas, serviceAccountKeyPem: saKey };

  const none = await clusterIdentity(loaded, material, new Map([['cp-1', new Map()], ['cp-2', new Map()]]));
  assert.equal(none.encryption, undefined);
  assert.ok(!none.files.some((f) => f.kind === 'encryption-config'));

  // An apply part-way through phase 1 of a rotation: cp-2 holds both keys, so its file is the one.
  const partWay = new Map([configFile('cp-1', [entry('key1', k1), { provider: 'identity' }]), configFile('cp-2', [entry('key1', k1), entry('key2', k2), { provider: 'identity' }])]);
  const identity = await clusterIdentity(loaded, material, partWay);
  assert.deepEqual(identity.encryption, { keysFile: 'encryption-config.yaml', provider: 'aescbc', keys: ['key1', 'key2'] });
  assert.deepEqual(identity.files.at(-1), { path: 'encryption-config.yaml', kind: 'encryption-config', content: partWay.get('cp-2')!.get(ENCRYPTION_CONFIG_PATH)!.content!.toString('utf8') });

  // Neither holds both: no file would read every Secret.
  const split = new Map([configFile('cp-1', [entry('key1', k1), { provider: 'identity' }]), configFile('cp-2', [entry('key2', k2), { provider: 'identity' }])]);
  await assert.rejects(clusterIdentity(loaded, material, split), (e: Error) => {
    assert.match(e.message, /^\/etc\/kubernetes\/enc\/enc\.yaml: no control plane's encryption configuration holds every key the control planes hold \(key1, key2\), .*apply until every control plane holds them, then export$/);
    assert.ok(!e.message.includes(k1) && !e.message.includes(k2));
    return true;
  });
});
