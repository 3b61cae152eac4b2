import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { repoPath } from '../../test/support/paths.js';
import { holdsSecret, withholdSecretText } from './secret-text.js';

const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
const ed = generateKeyPairSync('ed25519').privateKey;
const KEYS = {
  'PKCS#8': ec.export({ type: 'pkcs8', format: 'pem' }).toString(),
  SEC1: ec.export({ type: 'sec1', format: 'pem' }).toString(),
  'PKCS#1': rsa.export({ type: 'pkcs1', format: 'pem' }).toString(),
  encrypted: ed.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'p' }).toString(),
  // Armour put together here, so no scanner of this repository mistakes the fixture for a key.
  OpenSSH: [`-----BEGIN OPENSSH ${'PRIVATE'} KEY-----`, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', `-----END OPENSSH ${'PRIVATE'} KEY-----`, ''].join('\n'),
};

/** What secret scanners (gitleaks' private-key and Kubernetes token rules) look for. */
const SCANNERS = [/-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY( BLOCK)?-----/, /\b[a-z0-9]{6}\.[a-z0-9]{16}\b/, /LS0tLS1CRUdJTi/];
const bodyLines = (pem: string) => pem.split('\n').filter((l) => l && !l.startsWith('-----'));

for (const [name, pem] of Object.entries(KEYS)) {
  test(`a ${name} private key is withheld wherever it appears in a text`, () => {
    const inText = [
      `apiVersion: v1\nkind: Pod\n${pem}spec: {}\n`,
      // Pasted as comments into a manifest, as YAML block scalar, escaped inside a JSON string.
      `kind: Pod\n${pem.replace(/^/gm, '# ')}\nspec: {}\n`,
      `data:\n  key: |\n${pem.replace(/^/gm, '    ')}`,
      JSON.stringify({ key: pem }),
      // Cut short: the END line never comes.
      `kind: Pod\n${pem.split('\n').slice(0, 2).join('\n')}\n`,
      // base64, as kubeconfigs embed keys.
      `users:\n- user:\n    client-key-data: ${Buffer.from(pem).toString('base64')}\n`,
    ];
    for (const text of inText) {
      const out = withholdSecretText(text);
      assert.ok(holdsSecret(text));
      for (const line of bodyLines(pem)) assert.ok(!out.includes(line), `${JSON.stringify(out)} still holds ${line}`);
      for (const scanner of SCANNERS) assert.doesNotMatch(out, scanner);
      assert.match(out, /private key withheld by k8sform, sha256 [0-9a-f]{12}\]/);
    }
  });
}

test('text around a withheld key is kept, and the same key always reads the same', () => {
  const text = `before\n# ${KEYS.SEC1.trimEnd().replace(/\n/g, '\n# ')}\nafter\n`;
  const out = withholdSecretText(text);
  assert.match(out, /^before\n# \[private key withheld by k8sform, sha256 [0-9a-f]{12}\]\nafter\n$/);
  assert.equal(withholdSecretText(text), out);
  assert.notEqual(withholdSecretText(text.replace(KEYS.SEC1.split('\n')[1]!, KEYS['PKCS#8'].split('\n')[1]!)), out, 'another key shows as a changed line');
});

test('bootstrap tokens keep their id and lose their secret', () => {
  // Put together here, so no scanner of this repository takes the fixture for a credential.
  const token = ['abcdef', '0123456789abcdef'].join('.');
  for (const text of [`token: ${token}\n`, `args: ["--token=${token}"]`, `kubeadm join --token ${token}.\n`]) {
    const out = withholdSecretText(text);
    assert.doesNotMatch(out, /0123456789abcdef/);
    assert.match(out, /abcdef\.\[token secret withheld by k8sform, sha256 [0-9a-f]{12}\]/);
  }
  assert.notEqual(withholdSecretText('abcdef.0123456789abcdef'), withholdSecretText('abcdef.0123456789abcdeg'));
});

test('what only resembles a secret is kept', () => {
  for (const text of [
    'server: https://abcdef.0123456789abcdef.example.com:6443', // a DNS name with more labels
    'image: xabcdef.0123456789abcdef', // a longer word
    'name: abcdef.0123456789abcdefg',
    'description: the PRIVATE KEY of the CA stays on the control planes',
    `certificate-authority-data: ${Buffer.from('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n').toString('base64')}`,
    '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----\n',
  ]) assert.equal(withholdSecretText(text), text);
});

test('every rendered file that is not a key or kubeconfig is shown unchanged', () => {
  const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
  const rendered = files(repoPath('test', 'golden')).filter((f) => f.includes('/expected/'));
  assert.ok(rendered.length > 300);
  for (const file of rendered) {
    const text = readFileSync(file, 'utf8');
    if (!/\.(key|conf)$/.test(file)) assert.equal(withholdSecretText(text), text, file);
    for (const scanner of SCANNERS) assert.doesNotMatch(withholdSecretText(text), scanner, file);
  }
});

test('an encryption key of an EncryptionConfiguration is withheld in YAML, in JSON and escaped inside a JSON string; a Secret\'s kind is not', () => {
  const secret = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 1)).toString('base64');
  const short = Buffer.alloc(16, 9).toString('base64');
  const yaml = `kind: EncryptionConfiguration\nresources:\n- providers:\n  - aescbc:\n      keys:\n      - name: key1\n        secret: ${secret}\n      - name: key0\n        secret: "${short}"\n`;
  for (const text of [yaml, JSON.stringify({ text: yaml }), JSON.stringify({ keys: [{ name: 'key1', secret }] })]) {
    const out = withholdSecretText(text);
    assert.ok(!out.includes(secret) && !out.includes(short), out);
    assert.equal(out.match(/\[encryption key withheld by k8sform, sha256 [0-9a-f]{12}\]/g)?.length, text.includes(short) ? 2 : 1, out);
    assert.ok(holdsSecret(text));
  }
  // Other fields named like it are left alone: a Secret's kind, a token Secret's token-secret (withheld as a token), a short value.
  for (const text of ['kind: Secret\ntype: Opaque\n', 'secretName: my-tls-certificate-secret-name\n', 'secret: short\n']) assert.equal(withholdSecretText(text), text);
});
