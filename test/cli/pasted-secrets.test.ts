import assert from 'node:assert/strict';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { k8sform, oneLineRefusal } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';
import { gitleaksFindings } from '../support/tools.js';
import { artifactFindings, pullRequestOutputs } from '../support/pr-artifacts.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-pasted-'));
after(() => rmSync(work, { recursive: true, force: true }));

const EC_KEY = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const RSA_KEY = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
/** Made at run time: 16 characters of [a-z0-9], a valid bootstrap token secret. */
const TOKEN_SECRET = randomBytes(8).toString('hex');
/** Lines of key material: none of them may appear in anything k8sform prints or saves. */
const SECRET_LINES = [...[EC_KEY, RSA_KEY].flatMap((pem) => pem.split('\n').filter((l) => l && !l.startsWith('-----'))), TOKEN_SECRET];

function assertNoSecret(what: string, text: string): void {
  for (const line of SECRET_LINES) assert.ok(!text.includes(line), `${what} holds key material or a token secret: ${line}`);
  assert.doesNotMatch(text, /-----BEGIN [A-Z ]*PRIVATE KEY-----/, `${what} holds a PEM private key header`);
}

test('a private key or token pasted into a managed file is withheld from plan, diff, saved plans and show, which still see the change', async () => {
  const dir = join(work, 'local');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);
  assert.equal((await run('apply', '--auto-approve', '--target', 'host')).status, 0);

  // Someone pastes keys into a manifest as comments, and a bootstrap token into the kubelet's config.
  appendFileSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/manifests/kube-apiserver.yaml'), `# pasted:\n${`${EC_KEY}${RSA_KEY}`.replace(/^(?=.)/gm, '# ')}`);
  appendFileSync(join(dir, '.k8sform/hosts/worker-1/var/lib/kubelet/config.yaml'), `# join token: abcdef.${TOKEN_SECRET}\n`);

  const outputs = await pullRequestOutputs(run);
  for (const [name, r] of outputs) {
    assert.equal(r.status, 0, `${name}: ${r.stderr}`);
    assertNoSecret(name, r.stdout + r.stderr);
  }
  const saved = readFileSync(join(dir, 'saved.plan'), 'utf8');
  assertNoSecret('the saved plan', saved);
  assertNoSecret('the snapshot', readFileSync(join(dir, 'snap.json'), 'utf8'));
  // What a pull request's job keeps (its log, the saved plan, the snapshot): a secret scanner finds nothing.
  assert.deepEqual(artifactFindings(dir, outputs), []);
  assert.ok(gitleaksFindings(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/manifests')).some((f) => f.rule === 'private-key'), 'the scanner finds the key pasted on the host');
  for (const args of [['show', 'saved.plan'], ['show', 'saved.plan', '--json'], ['show', 'saved.plan', '--format', 'markdown']]) assertNoSecret(args.join(' '), (await run(...args)).stdout);

  // Reviewers still see that a key was there, and which lines change.
  const diff = outputs[3]![1].stdout;
  assert.equal(diff.match(/^-# \[private key withheld by k8sform, sha256 [0-9a-f]{12}\]$/gm)?.length, 2, diff);
  assert.match(diff, /^-# join token: abcdef\.\[token secret withheld by k8sform, sha256 [0-9a-f]{12}\]$/m);

  // Applying the saved plan removes the pasted lines: the plan compared the real bytes.
  const applied = await run('apply', 'saved.plan');
  assert.equal(applied.status, 0, applied.stderr);
  assertNoSecret('apply', applied.stdout + applied.stderr);
  assert.doesNotMatch(readFileSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/manifests/kube-apiserver.yaml'), 'utf8'), /PRIVATE KEY/);
  assert.match((await run('plan', '--target', 'host')).stdout, /No changes\./);
});

test('a saved plan edited to carry a key in its text is refused without showing it', async () => {
  const dir = join(work, 'edited');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);
  assert.equal((await run('plan', '--target', 'host', '--out', 'saved.plan')).status, 0);
  const plan = JSON.parse(readFileSync(join(dir, 'saved.plan'), 'utf8')) as { changes: { after?: { view: { kind: string; text?: string } } }[] };
  const manifest = plan.changes.find((c) => c.after?.view.kind === 'text')!;
  manifest.after!.view.text += EC_KEY;
  writeFileSync(join(dir, 'saved.plan'), JSON.stringify(plan));
  for (const args of [['show', 'saved.plan'], ['show', 'saved.plan', '--json'], ['show', 'saved.plan', '--format', 'markdown'], ['apply', 'saved.plan']]) {
    const shown = await run(...args);
    assert.match(oneLineRefusal(shown, args.join(' ')), /^saved\.plan: change \d+: the text it shows of host\[\S+\]\.file\[\S+\] is not the file its digest names: the plan file was edited after it was made/);
    assertNoSecret(args.join(' '), shown.stdout + shown.stderr);
  }
});

test('a file given as cluster.yaml that is not one is refused in one line that quotes nothing of it', async () => {
  const dir = join(work, 'foreign');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const shadow = 'root:$6$Vb2X8Tq1$Jx0Zk3lq9VnY2mPq8rT5sU1wX4yZ7aB0cD3eF6gH9iJ2kL5mN8oP1qR4sT7uV0wX3yZ6aB9cD2eF5gH8iJ1kL4m:20228:0:99999:7:::\ndaemon:*:20228:0:99999:7:::\n';
  writeFileSync(join(dir, 'shadow'), shadow);
  symlinkSync(join(dir, 'shadow'), join(dir, 'linked.yaml'));
  writeFileSync(join(dir, 'key.yaml'), EC_KEY);
  writeFileSync(join(dir, 'binary.yaml'), Buffer.from([0x30, 0x82, 0x01, 0x0a, 0x02, 0x82, 0x01, 0x01, 0x00, 0xc4]));
  const cases: [string, string, RegExp][] = [
    ['linked.yaml', 'a symlink to a shadow file', /^linked\.yaml:1:1: is not a k8sform cluster file: it has none of apiVersion, kind, metadata and spec/],
    ['key.yaml', 'a PEM private key', /^key\.yaml:1:1: is not a k8sform cluster file: the document is plain text/],
    ['binary.yaml', 'a DER file', /^binary\.yaml:1:\d+: is not a k8sform cluster file: it holds binary data/],
  ];
  for (const [file, what, says] of cases) {
    for (const command of ['validate', 'plan', 'render']) {
      const r = await k8sform([command, '-f', file, ...(command === 'render' ? ['--out', 'out'] : [])], dir);
      assert.match(oneLineRefusal(r, `${command} of ${what}`), says);
      assertNoSecret(`${command} of ${what}`, r.stdout + r.stderr);
      assert.ok(!r.stderr.includes('Vb2X8Tq1') && !r.stderr.includes('daemon'), `${command} of ${what} quotes the file: ${r.stderr}`);
    }
  }

  // A key pasted into a field of a real cluster file is not quoted back either; other values are, cut short.
  const config = readFileSync(join(dir, 'cluster.yaml'), 'utf8');
  writeFileSync(join(dir, 'pasted.yaml'), config.replace('address: 127.0.0.1', `address: ${JSON.stringify(EC_KEY)}`).replace('address: 127.0.0.2', `address: "10.0.0.1\\u202e${'x'.repeat(300)}"`));
  const pasted = await k8sform(['validate', '-f', 'pasted.yaml'], dir);
  assert.equal(pasted.status, 1);
  assertNoSecret('validate of a key pasted into a field', pasted.stderr);
  assert.match(pasted.stderr, /spec\.hosts\[0\]\.address: must be an IP address or a DNS name \(got a value holding a private key or token secret, not shown\)/);
  assert.match(pasted.stderr, /spec\.hosts\[1\]\.address: must be an IP address or a DNS name \(got "10\.0\.0\.1\\u202ex+\.\.\. \(311 characters\)\)/);
});

test('an encryption key pasted where a key name belongs, or a keysFile that is no EncryptionConfiguration or holds a broken key, is refused without quoting a key or the file', async () => {
  const dir = join(work, 'encryption');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  const withEncryption = (e: string) => writeFileSync(join(dir, 'cluster.yaml'), readFileSync(repoPath('examples/clusters/local/cluster.yaml'), 'utf8').replace('  networking:', `  apiServer:\n    encryptionAtRest: ${e}\n  networking:`));
  const refused = async (what: string, says: RegExp) => {
    for (const command of ['validate', 'plan']) {
      const r = await k8sform([command], dir);
      assert.match(oneLineRefusal(r, `${command}: ${what}`), says);
      for (const part of [key, key.slice(0, 16), key.slice(-20, -4), 'Vb2X8Tq1']) assert.ok(!r.stderr.includes(part) && !r.stdout.includes(part), `${command}: ${what} quotes a key or the file: ${r.stderr}`);
    }
  };
  withEncryption(`{ provider: secretbox, keys: ["${key}"] }`);
  await refused('a key as a key name', /^cluster\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keys\[0\]: must be a key name: .*\(got a value shaped like an encryption key \(32 bytes of base64\), not shown\)$/);
  writeFileSync(join(dir, 'short.yaml'), `apiVersion: apiserver.config.k8s.io/v1\nkind: EncryptionConfiguration\nresources:\n- resources: [secrets]\n  providers:\n  - secretbox:\n      keys:\n      - name: key1\n        secret: ${key.slice(0, 24)}\n`);
  withEncryption('{ provider: secretbox, keys: [key1], keysFile: short.yaml }');
  await refused('a key cut short', /^cluster\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keysFile: \S+short\.yaml is not an EncryptionConfiguration k8sform can read \(key key1 of the secretbox provider is not 32 bytes of base64\)$/);
  writeFileSync(join(dir, 'shadow'), `root:$6$Vb2X8Tq1$Jx0Zk3lq9VnY2mPq8rT5:20228:0:99999:7:::\nsecret: ${key}\n`);
  withEncryption('{ provider: secretbox, keys: [key1], keysFile: shadow }');
  await refused('a file of another kind', /^cluster\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keysFile: \S+shadow is not an EncryptionConfiguration k8sform can read \(not an EncryptionConfiguration\)$/);
});
