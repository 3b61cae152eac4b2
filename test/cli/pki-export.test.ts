import assert from 'node:assert/strict';
import { createPrivateKey, createPublicKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Decrypter, armor, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { Ajv } from 'ajv';
import { k8sform, oneLineRefusal, withoutProgress, type CliRun } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';

const work = mkdtempIn();
after(() => rmSync(work, { recursive: true, force: true }));

function mkdtempIn(): string {
  const dir = join(tmpdir(), `k8sform-pki-export-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  return dir;
}

/** The files of the cluster's identity, as kubeadm lays them out under /etc/kubernetes/pki. */
const CERTS = ['ca.crt', 'front-proxy-ca.crt', 'etcd/ca.crt'];
const KEYS = ['ca.key', 'front-proxy-ca.key', 'etcd/ca.key', 'sa.key'];
const EVERY = [...CERTS, ...KEYS, 'sa.pub'];

const validate = new Ajv({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(repoPath('schemas', 'pki-export-json.schema.json'), 'utf8')) as object);

/** The local example (ECDSA keys, so apply is quick) in a directory of its own. */
function localCluster(name: string, certificates = '{ keyAlgorithm: ecdsa-p256 }') {
  const dir = join(work, name);
  mkdirSync(dir);
  const config = readFileSync(repoPath('examples/clusters/local/cluster.yaml'), 'utf8').replace('  networking:', `  certificates: ${certificates}\n  networking:`);
  writeFileSync(join(dir, 'cluster.yaml'), config);
  const pki = join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/pki');
  return { dir, pki, config: join(dir, 'cluster.yaml'), run: (...args: string[]) => k8sform(args, dir) };
}

/** No key material in what the CLI printed: no PEM private key, no age file or secret key, not a line of any key's body. */
function noSecrets(r: CliRun, keys: readonly string[], context: string): void {
  const out = r.stdout + r.stderr;
  assert.doesNotMatch(out, /PRIVATE KEY|AGE-SECRET-KEY|BEGIN AGE/, `${context}: key material printed`);
  for (const key of keys) {
    for (const line of key.split('\n').filter((l) => l.length > 20 && !l.startsWith('-----'))) assert.ok(!out.includes(line), `${context}: a line of a key printed`);
  }
}

const modeOf = (path: string) => (statSync(path).mode & 0o7777).toString(8);
const hostKeys = (pki: string) => KEYS.map((k) => readFileSync(join(pki, k), 'utf8'));
const tree = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : []);

const original = localCluster('original');
before(async () => {
  assert.equal((await original.run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
});

test('pki export refuses a cluster that is not set up, in one line, and writes nothing', async () => {
  const fresh = localCluster('fresh');
  const line = oneLineRefusal(await fresh.run('pki', 'export', '-o', 'out'), 'not set up', { afterProgress: true });
  assert.match(line, /^cluster local-demo: the control planes hold no \/etc\/kubernetes\/pki\/ca\.crt, .*\/etc\/kubernetes\/pki\/sa\.key: the cluster is not set up/);
  assert.equal(existsSync(join(fresh.dir, 'out')), false, 'nothing written');
});

test('pki export writes the CAs with their keys and the service-account key pair in kubeadm\'s layout: 0700 directories, 0600 files, the hosts\' bytes; the output names them and their fingerprints, never a key', async () => {
  const r = await original.run('pki', 'export', '-o', 'out');
  assert.equal(r.status, 0, r.stderr);
  const out = join(original.dir, 'out');
  assert.deepEqual(tree(out), [...EVERY, 'etcd'].sort());
  assert.equal(modeOf(out), '700');
  assert.equal(modeOf(join(out, 'etcd')), '700');
  for (const f of EVERY) {
    assert.equal(modeOf(join(out, f)), '600', f);
    // sa.pub too: render derives it from sa.key the same way.
    assert.equal(readFileSync(join(out, f), 'utf8'), readFileSync(join(original.pki, f), 'utf8'), `${f} is the host's, byte for byte`);
    assert.match(r.stdout, new RegExp(`^  out/${f.replace('.', '\\.')} +0600  `, 'm'), `${f} is listed`);
  }
  for (const [name, cert] of [['ca', 'ca.crt'], ['front-proxy-ca', 'front-proxy-ca.crt'], ['etcd-ca', 'etcd/ca.crt']] as const) {
    const fingerprint = new X509Certificate(readFileSync(join(original.pki, cert))).fingerprint256;
    assert.match(r.stdout, new RegExp(`^  ${name} +${fingerprint}  `, 'm'), `${name}'s fingerprint`);
  }
  assert.match(r.stdout, /^ {4}serviceAccountKey: \{ keyFile: out\/sa\.key \}$/m);
  noSecrets(r, hostKeys(original.pki), 'text');

  const json = await original.run('pki', 'export', '-o', 'json-out', '--json', '--quiet');
  assert.equal(json.status, 0, json.stderr);
  assert.equal(json.stderr, '');
  const report = JSON.parse(json.stdout) as { files: { path: string; mode: string; encrypted: boolean }[]; authorities: { name: string }[]; recipients: string[] };
  assert.ok(validate(report), new Ajv().errorsText(validate.errors));
  assert.deepEqual(report.files.map((f) => f.path).sort(), EVERY.slice().sort());
  assert.ok(report.files.every((f) => f.mode === '0600' && !f.encrypted));
  assert.deepEqual(report.authorities.map((a) => a.name), ['ca', 'front-proxy-ca', 'etcd-ca']);
  assert.ok(!validate({ ...report, recipients: ['AGE-SECRET-KEY-1X'] }), 'the schema bites');
  noSecrets(json, hostKeys(original.pki), 'json');
});

test('pki export refuses a directory that is not empty unless --force, which replaces only its own files', async () => {
  const out = join(original.dir, 'busy');
  mkdirSync(out);
  writeFileSync(join(out, 'notes.txt'), 'mine\n');
  assert.match(oneLineRefusal(await original.run('pki', 'export', '-o', 'busy'), 'not empty'), /^busy: already exists and is not empty; .*--force/);
  assert.deepEqual(tree(out), ['notes.txt'], 'nothing written');
  writeFileSync(join(out, 'ca.crt'), 'stale\n', { mode: 0o644 });
  const forced = await original.run('pki', 'export', '-o', 'busy', '--force', '--quiet');
  assert.equal(forced.status, 0, forced.stderr);
  assert.deepEqual(tree(out), [...EVERY, 'etcd', 'notes.txt'].sort());
  assert.equal(readFileSync(join(out, 'notes.txt'), 'utf8'), 'mine\n');
  assert.equal(readFileSync(join(out, 'ca.crt'), 'utf8'), readFileSync(join(original.pki, 'ca.crt'), 'utf8'));
  assert.equal(modeOf(join(out, 'ca.crt')), '600');
  // An output path that is not a directory is refused too.
  writeFileSync(join(original.dir, 'a-file'), '');
  assert.match(oneLineRefusal(await original.run('pki', 'export', '-o', 'a-file', '--force'), 'a file'), /^a-file: is a regular file, not a directory/);
});

test('pki export --recipient writes each private key encrypted to every recipient as NAME.age (armored), certificates and sa.pub in the clear; any recipient\'s identity decrypts the host\'s key', async () => {
  const identities = [await generateX25519Identity(), await generateX25519Identity()];
  const recipients = await Promise.all(identities.map((i) => identityToRecipient(i)));
  const r = await original.run('pki', 'export', '-o', 'sealed', ...recipients.flatMap((x) => ['--recipient', x]));
  assert.equal(r.status, 0, r.stderr);
  const out = join(original.dir, 'sealed');
  assert.deepEqual(tree(out), [...CERTS, 'sa.pub', ...KEYS.map((k) => `${k}.age`), 'etcd'].sort());
  for (const key of KEYS) {
    const sealed = readFileSync(join(out, `${key}.age`), 'utf8');
    assert.match(sealed, /^-----BEGIN AGE ENCRYPTED FILE-----\n[A-Za-z0-9+/=\n]+-----END AGE ENCRYPTED FILE-----\n$/, key);
    assert.equal(modeOf(join(out, `${key}.age`)), '600');
    for (const identity of identities) {
      const d = new Decrypter();
      d.addIdentity(identity);
      assert.equal(await d.decrypt(armor.decode(sealed), 'text'), readFileSync(join(original.pki, key), 'utf8'), `${key} decrypts to the host's key`);
    }
  }
  assert.match(r.stdout, /^ {2}sealed\/ca\.key\.age +0600 +private key, encrypted to 2 age recipient\(s\)$/m);
  noSecrets(r, hostKeys(original.pki), 'encrypted');

  // --force into it without --recipient: the keys in the clear, their encrypted copies gone (and the other way round).
  assert.equal((await original.run('pki', 'export', '-o', 'sealed', '--force', '-q')).status, 0);
  assert.deepEqual(tree(out), [...EVERY, 'etcd'].sort());
  assert.equal((await original.run('pki', 'export', '-o', 'sealed', '--force', '-q', '--recipient', recipients[0]!)).status, 0);
  assert.deepEqual(tree(out), [...CERTS, 'sa.pub', ...KEYS.map((k) => `${k}.age`), 'etcd'].sort(), 'no key left in the clear');
});

test('pki export refuses a recipient that is not an age public key before connecting, one line each, and writes nothing', async () => {
  const secret = await generateX25519Identity();
  for (const [recipient, says] of [
    ['age1notakey', /^--recipient age1notakey: not a valid age recipient/],
    ['ssh-ed25519', /^--recipient ssh-ed25519: not an age public key/],
    [secret, /^--recipient: an age secret key \(AGE-SECRET-KEY-\.\.\.\) was given where its public key belongs/],
  ] as const) {
    const r = await original.run('pki', 'export', '-o', 'never', '--recipient', recipient);
    assert.match(oneLineRefusal(r, recipient), says);
    assert.doesNotMatch(r.stderr, /AGE-SECRET-KEY-1[A-Z0-9]/, 'the secret key is not echoed');
    assert.doesNotMatch(r.stderr, /connect/, 'refused before connecting');
  }
  assert.equal(existsSync(join(original.dir, 'never')), false);
});

test('a cluster rebuilt from the export (spec.certificates.ca, frontProxyCA, etcdCA, serviceAccountKey) has the same identity and its next plan is empty; another service-account key is refused', async () => {
  const exported = join(original.dir, 'out');
  const files = (f: string) => join(exported, f);
  const rebuilt = localCluster('rebuilt', `{ keyAlgorithm: ecdsa-p256, ca: { certFile: ${files('ca.crt')}, keyFile: ${files('ca.key')} }, frontProxyCA: { certFile: ${files('front-proxy-ca.crt')}, keyFile: ${files('front-proxy-ca.key')} }, etcdCA: { certFile: ${files('etcd/ca.crt')}, keyFile: ${files('etcd/ca.key')} }, serviceAccountKey: { keyFile: ${files('sa.key')} } }`);
  const applied = await rebuilt.run('apply', '--auto-approve', '--target', 'host', '--quiet');
  assert.equal(applied.status, 0, applied.stderr);
  for (const f of [...CERTS, 'etcd/ca.key', 'ca.key', 'front-proxy-ca.key', 'sa.pub']) assert.equal(readFileSync(join(rebuilt.pki, f), 'utf8'), readFileSync(join(original.pki, f), 'utf8'), f);
  const spki = (pem: string) => createPublicKey(createPrivateKey(pem)).export({ type: 'spki', format: 'der' }).toString('hex');
  assert.equal(spki(readFileSync(join(rebuilt.pki, 'sa.key'), 'utf8')), spki(readFileSync(join(original.pki, 'sa.key'), 'utf8')), 'the same service-account key');
  const again = await rebuilt.run('plan', '--target', 'host');
  assert.equal(again.status, 0, withoutProgress(again.stderr));
  assert.match(again.stdout, /^No changes\./m);

  const other = join(rebuilt.dir, 'other-sa.key');
  writeFileSync(other, generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'sec1', format: 'pem' }) as string, { mode: 0o600 });
  writeFileSync(rebuilt.config, readFileSync(rebuilt.config, 'utf8').replace(files('sa.key'), other));
  for (const args of [['plan', '--target', 'host'], ['apply', '--auto-approve', '--target', 'host']]) {
    const r = await rebuilt.run(...args);
    assert.match(oneLineRefusal(r, args[0]!, { afterProgress: true }), /^cluster\.yaml:\d+:\d+: spec\.certificates\.serviceAccountKey: the control planes hold another service-account key \(\/etc\/kubernetes\/pki\/sa\.key\); k8sform does not replace the cluster's service-account key$/);
  }
  assert.equal(spki(readFileSync(join(rebuilt.pki, 'sa.key'), 'utf8')), spki(readFileSync(join(original.pki, 'sa.key'), 'utf8')), 'not replaced');
});

test('pki export refuses while a CA is being rotated, located at spec.certificates.rotateCA, and writes nothing', async () => {
  const rotating = localCluster('rotating');
  cpSync(join(original.dir, '.k8sform'), join(rotating.dir, '.k8sform'), { recursive: true });
  writeFileSync(rotating.config, readFileSync(rotating.config, 'utf8').replace('{ keyAlgorithm: ecdsa-p256 }', '{ keyAlgorithm: ecdsa-p256, rotateCA: { frontProxyCA: trust-both } }'));
  const r = await rotating.run('apply', '--auto-approve', '--target', 'host', '--quiet');
  assert.equal(r.status, 0, r.stderr);
  const line = oneLineRefusal(await rotating.run('pki', 'export', '-o', 'out'), 'rotating', { afterProgress: true });
  assert.match(line, /^cluster\.yaml:\d+:\d+: spec\.certificates\.rotateCA\.frontProxyCA: the control planes are rotating the front-proxy-ca .*; finish the rotation first/);
  assert.equal(existsSync(join(rotating.dir, 'out')), false, 'nothing written');
});
