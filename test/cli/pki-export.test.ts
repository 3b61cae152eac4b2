import assert from 'node:assert/strict';
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Decrypter, armor, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { Ajv } from 'ajv';
import { k8sform, oneLineRefusal, withoutProgress, type CliRun } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';
import { assertNoKey, keysIn } from '../support/encryption-keys.js';
import { gitleaksFindings } from '../support/tools.js';

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

/** The local example (ECDSA keys, so apply is quick) in a directory of its own; `apiServer`: its spec.apiServer. */
function localCluster(name: string, certificates = '{ keyAlgorithm: ecdsa-p256 }', apiServer?: string) {
  const dir = join(work, name);
  mkdirSync(dir);
  const config = readFileSync(repoPath('examples/clusters/local/cluster.yaml'), 'utf8').replace('  networking:', `  certificates: ${certificates}\n${apiServer ? `  apiServer: ${apiServer}\n` : ''}  networking:`);
  writeFileSync(join(dir, 'cluster.yaml'), config);
  const pki = join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/pki');
  return { dir, pki, enc: join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/enc/enc.yaml'), config: join(dir, 'cluster.yaml'), run: (...args: string[]) => k8sform(args, dir) };
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

test('pki export carries the keys of encryption at rest: encryption-config.yaml, the control plane\'s configuration byte for byte, 0600, encrypted to the recipients as the private keys are; listed by name, never printed', async () => {
  const encrypted = localCluster('encrypted', undefined, '{ encryptionAtRest: { provider: secretbox, keys: [key1] } }');
  assert.equal((await encrypted.run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  const held = readFileSync(encrypted.enc, 'utf8');
  const keys = [...keysIn(held).values()];
  assert.equal(keys.length, 1);
  const noKey = (what: string, r: CliRun) => {
    noSecrets(r, hostKeys(encrypted.pki), what);
    assertNoKey(what, r.stdout + r.stderr, keys);
  };

  const r = await encrypted.run('pki', 'export', '-o', 'out');
  assert.equal(r.status, 0, r.stderr);
  const out = join(encrypted.dir, 'out');
  assert.deepEqual(tree(out), [...EVERY, 'encryption-config.yaml', 'etcd'].sort());
  assert.equal(readFileSync(join(out, 'encryption-config.yaml'), 'utf8'), held, 'the control plane\'s configuration, byte for byte');
  assert.equal(modeOf(join(out, 'encryption-config.yaml')), '600');
  assert.match(r.stdout, /^ {2}out\/encryption-config\.yaml +0600 +encryption keys \(EncryptionConfiguration\), not encrypted$/m);
  assert.match(r.stdout, /^ {2}spec\.apiServer:\n {4}encryptionAtRest: \{ provider: secretbox, keys: \[key1\], keysFile: out\/encryption-config\.yaml \}$/m);
  noKey('text', r);

  const json = await encrypted.run('pki', 'export', '-o', 'json-out', '--json', '--quiet');
  assert.equal(json.status, 0, json.stderr);
  const report = JSON.parse(json.stdout) as { files: { path: string; kind: string; encrypted: boolean }[]; encryptionKeys?: unknown };
  assert.ok(validate(report), new Ajv().errorsText(validate.errors));
  assert.deepEqual(report.files.at(-1), { path: 'encryption-config.yaml', kind: 'encryption-config', mode: '0600', encrypted: false });
  assert.deepEqual(report.encryptionKeys, { keysFile: 'encryption-config.yaml', provider: 'secretbox', keys: ['key1'] });
  noKey('json', json);

  // Encrypted to every recipient, as the private keys are: no key left in the clear, any identity decrypts it.
  const identities = [await generateX25519Identity(), await generateX25519Identity()];
  const recipients = await Promise.all(identities.map((i) => identityToRecipient(i)));
  const sealed = await encrypted.run('pki', 'export', '-o', 'out', '--force', '--json', ...recipients.flatMap((x) => ['--recipient', x]));
  assert.equal(sealed.status, 0, sealed.stderr);
  assert.deepEqual(tree(out), [...CERTS, 'sa.pub', ...KEYS.map((k) => `${k}.age`), 'encryption-config.yaml.age', 'etcd'].sort(), 'the configuration in the clear is gone');
  const sealedReport = JSON.parse(sealed.stdout) as { files: { path: string; encrypted: boolean }[]; encryptionKeys: { keysFile: string } };
  assert.ok(validate(sealedReport), new Ajv().errorsText(validate.errors));
  assert.deepEqual(sealedReport.files.at(-1), { path: 'encryption-config.yaml.age', kind: 'encryption-config', mode: '0600', encrypted: true });
  assert.equal(sealedReport.encryptionKeys.keysFile, 'encryption-config.yaml.age');
  const armored = readFileSync(join(out, 'encryption-config.yaml.age'), 'utf8');
  assert.match(armored, /^-----BEGIN AGE ENCRYPTED FILE-----\n/);
  assert.equal(modeOf(join(out, 'encryption-config.yaml.age')), '600');
  for (const identity of identities) {
    const d = new Decrypter();
    d.addIdentity(identity);
    assert.equal(await d.decrypt(armor.decode(armored), 'text'), held);
  }
  noKey('encrypted', sealed);

  // What a backup job keeps: nothing a secret scanner finds, encrypted or not.
  const artifacts = join(encrypted.dir, 'artifacts');
  mkdirSync(artifacts);
  [r, json, sealed].forEach((x, i) => writeFileSync(join(artifacts, `${i}.log`), x.stdout + x.stderr));
  cpSync(out, join(artifacts, 'sealed'), { recursive: true });
  assert.deepEqual(gitleaksFindings(artifacts), []);
});

test('the keys of encryption at rest come back from the export: a cluster rebuilt with keysFile writes the same keys and plans nothing after; another key, a missing name, another provider or an age file are refused at their field, quoting no key', async () => {
  const source = localCluster('encrypted-source', undefined, '{ encryptionAtRest: { provider: aescbc, keys: [key2, key1] } }');
  assert.equal((await source.run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  assert.equal((await source.run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0, 'both keys held, key2 writing');
  const held = readFileSync(source.enc, 'utf8');
  const keys = keysIn(held);
  assert.deepEqual([...keys.keys()], ['key2', 'key1']);
  const identity = await generateX25519Identity();
  assert.equal((await source.run('pki', 'export', '-o', 'backup', '--recipient', await identityToRecipient(identity), '-q')).status, 0);
  assert.equal((await source.run('pki', 'export', '-o', 'plain', '-q')).status, 0);

  // The control planes are lost: new ones, with the CAs and the keys from the export (relative to cluster.yaml).
  const certificates = `{ keyAlgorithm: ecdsa-p256, ca: { certFile: plain/ca.crt, keyFile: plain/ca.key }, frontProxyCA: { certFile: plain/front-proxy-ca.crt, keyFile: plain/front-proxy-ca.key }, etcdCA: { certFile: plain/etcd/ca.crt, keyFile: plain/etcd/ca.key }, serviceAccountKey: { keyFile: plain/sa.key } }`;
  const rebuilt = localCluster('encrypted-rebuilt', certificates, '{ encryptionAtRest: { provider: aescbc, keys: [key2, key1], keysFile: plain/encryption-config.yaml } }');
  cpSync(join(source.dir, 'plain'), join(rebuilt.dir, 'plain'), { recursive: true });
  cpSync(join(source.dir, 'backup'), join(rebuilt.dir, 'backup'), { recursive: true });
  const noKey = (what: string, text: string) => assertNoKey(what, text, keys.values());
  // render (kubeadm's dry run) writes them too, instead of new ones.
  const rendered = await rebuilt.run('render', '--out', 'rendered');
  assert.equal(rendered.status, 0, rendered.stderr);
  noKey('render', rendered.stdout + rendered.stderr);
  assert.deepEqual(keysIn(readFileSync(join(rebuilt.dir, 'rendered/hosts/cp-1/etc/kubernetes/enc/enc.yaml'), 'utf8')), keys);
  const plan = await rebuilt.run('plan', '--target', 'host', '--out', 'rebuild.plan');
  assert.equal(plan.status, 0, plan.stderr);
  assert.match(plan.stdout, /\+ encryption-config \/etc\/kubernetes\/enc\/enc\.yaml \(sensitive\)/);
  const json = await rebuilt.run('show', 'rebuild.plan', '--json');
  for (const [what, text] of [['plan', plan.stdout + plan.stderr], ['show --json', json.stdout + json.stderr], ['saved plan', readFileSync(join(rebuilt.dir, 'rebuild.plan'), 'utf8')]] as const) noKey(what, text);
  const applied = await rebuilt.run('apply', 'rebuild.plan');
  assert.equal(applied.status, 0, applied.stderr);
  noKey('apply', applied.stdout + applied.stderr);
  assert.deepEqual(keysIn(readFileSync(rebuilt.enc, 'utf8')), keys, 'the same keys, in the same order: key2 writes');
  assert.equal(readFileSync(rebuilt.enc, 'utf8'), held);
  const again = await rebuilt.run('plan', '--target', 'host');
  assert.equal(again.status, 0, again.stderr);
  assert.match(again.stdout, /^No changes\./m);
  const snapshot = await rebuilt.run('snapshot', '-o', 'snap.json');
  assert.equal(snapshot.status, 0, snapshot.stderr);
  noKey('snapshot', readFileSync(join(rebuilt.dir, 'snap.json'), 'utf8'));

  const config = readFileSync(rebuilt.config, 'utf8');
  const refusedAs = async (what: string, edited: string, command: string[], says: RegExp) => {
    writeFileSync(rebuilt.config, edited);
    const r = await rebuilt.run(...command);
    assert.match(oneLineRefusal(r, what, { afterProgress: command[0] !== 'validate' }), says);
    noKey(what, r.stdout + r.stderr);
  };
  // Another key of the same name than the control planes hold: theirs is kept, the plan refused.
  const other = held.replace(keys.get('key1')!, randomBytes(32).toString('base64'));
  writeFileSync(join(rebuilt.dir, 'other.yaml'), other);
  await refusedAs('another key', config.replace('keysFile: plain/encryption-config.yaml', 'keysFile: other.yaml'), ['plan', '--target', 'host'],
    /^cluster\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keysFile: the control planes hold other keys named key1 \(\/etc\/kubernetes\/enc\/enc\.yaml\) than this file: /);
  await refusedAs('a name not in the file', config.replace('keys: [key2, key1]', 'keys: [key3, key2, key1]'), ['validate'],
    /^cluster\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keys\[0\]: key3 is not in \S+plain\/encryption-config\.yaml \(keysFile\), which holds only key2, key1: /);
  await refusedAs('another provider', config.replace('provider: aescbc', 'provider: secretbox'), ['validate'],
    /^cluster\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.provider: secretbox, but \S+ \(keysFile\) holds keys key2, key1 for aescbc: a key keeps its provider; use aescbc$/);
  await refusedAs('the age file', config.replace('keysFile: plain/encryption-config.yaml', 'keysFile: backup/encryption-config.yaml.age'), ['plan'],
    /^cluster\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keysFile: \S+backup\/encryption-config\.yaml\.age is encrypted with age \(as pki export --recipient writes it\): decrypt it first \(age -d -i IDENTITY_FILE -o \S+backup\/encryption-config\.yaml \S+\) and name the decrypted file$/);
  // A CA key still encrypted is refused the same way.
  await refusedAs('an age-encrypted CA key', config.replace('keyFile: plain/ca.key', 'keyFile: backup/ca.key.age'), ['validate'],
    /^cluster\.yaml:\d+:\d+: spec\.certificates\.ca\.keyFile: \S+backup\/ca\.key\.age is encrypted with age \(as pki export --recipient writes it\): decrypt it first \(age -d -i IDENTITY_FILE -o \S+backup\/ca\.key \S+\) and name the decrypted file$/);
  await refusedAs('a private key', config.replace('keysFile: plain/encryption-config.yaml', 'keysFile: plain/sa.key'), ['validate'],
    /^cluster\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keysFile: \S+plain\/sa\.key is not an EncryptionConfiguration k8sform can read \(not an EncryptionConfiguration\)$/);
  writeFileSync(rebuilt.config, config);
  assert.equal(readFileSync(rebuilt.enc, 'utf8'), held, 'nothing was written');
});
