import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkHostKey, keyTypeOfBlob, knownHostsLine, knownKeysFor, sha256Fingerprint } from './known-hosts.js';

// Fixtures made with ssh-keygen (OpenSSH 9.2): two ed25519 keys, the first one's `ssh-keygen -l`
// fingerprint, and `ssh-keygen -H` of "node-1.example.com KEY" and "[10.0.0.5]:2222 KEY".
const KEY = 'AAAAC3NzaC1lZDI1NTE5AAAAINZbArU+6gvz6vrBP+xMDL+KgPsmCs2HUDthcCefujSw';
const OTHER = 'AAAAC3NzaC1lZDI1NTE5AAAAIFQd/JM7cqYgKEnXFSleJgEf++x/+hMar7om3T/MFjY0';
const KEY_FINGERPRINT = 'SHA256:X2nDryfdfBq57a/JSERwWNbUH1zrpwA1bCx6JkKAz/o';
const HASHED = [
  `|1|aglErLSblmGQLd+NnVTfw2Ajxhk=|hw99f2HvLdG9lkhFBARmDormpn8= ssh-ed25519 ${KEY}`,
  `|1|9GWkiegvZEfVuTMQPaUx2aiXrW0=|EpdIXKIp0FHDa+InJvejo68k3Og= ssh-ed25519 ${KEY}`,
].join('\n');

const blob = (base64: string) => Buffer.from(base64, 'base64');
const check = (text: string, host: string, port: number, key = KEY) => checkHostKey(text, host, port, 'ssh-ed25519', blob(key));

test('fingerprint and key type agree with ssh-keygen', () => {
  assert.equal(sha256Fingerprint(blob(KEY)), KEY_FINGERPRINT);
  assert.equal(keyTypeOfBlob(blob(KEY)), 'ssh-ed25519');
  assert.equal(keyTypeOfBlob(Buffer.from([0, 0, 9])), '');
});

test('plain entries: host lists, ports, case, match/unknown/changed', () => {
  const text = `# comment\n\nNode-1,10.0.0.1 ssh-ed25519 ${KEY} root@somewhere\n[10.0.0.5]:2222 ssh-ed25519 ${KEY}\n`;
  assert.equal(check(text, 'node-1', 22), 'match');
  assert.equal(check(text, '10.0.0.1', 22), 'match');
  assert.equal(check(text, '10.0.0.1', 22, OTHER), 'changed');
  assert.equal(check(text, '10.0.0.1', 2222), 'unknown');
  assert.equal(check(text, '10.0.0.5', 2222), 'match');
  assert.equal(check(text, '10.0.0.5', 22), 'unknown');
  // A key of another type does not make the host "changed".
  assert.equal(checkHostKey(text, '10.0.0.1', 22, 'ecdsa-sha2-nistp256', blob(OTHER)), 'unknown');
});

test('wildcards and negation', () => {
  const text = `*.lab,!bad.lab ssh-ed25519 ${KEY}\n10.0.0.? ssh-ed25519 ${OTHER}\n`;
  assert.equal(check(text, 'cp-1.lab', 22), 'match');
  assert.equal(check(text, 'bad.lab', 22), 'unknown');
  assert.equal(check(text, '10.0.0.7', 22, OTHER), 'match');
  assert.equal(check(text, '10.0.0.17', 22, OTHER), 'unknown');
});

test('hashed entries made by ssh-keygen -H', () => {
  assert.equal(check(HASHED, 'node-1.example.com', 22), 'match');
  assert.equal(check(HASHED, '10.0.0.5', 2222), 'match');
  assert.equal(check(HASHED, '10.0.0.5', 22), 'unknown');
  assert.equal(check(HASHED, 'node-1.example.com', 22, OTHER), 'changed');
});

test('marker lines and garbage are skipped without failing', () => {
  const text = [
    `@cert-authority *.lab ssh-ed25519 ${OTHER}`,
    `@revoked * ssh-ed25519 ${OTHER}`,
    'just-a-host',
    '|1|broken ssh-ed25519 AAAA',
    `cp-1.lab ssh-ed25519 ${KEY}`,
  ].join('\n');
  assert.deepEqual(knownKeysFor(text, 'cp-1.lab', 22).map((k) => k.keyBlob.toString('base64')), [KEY]);
  assert.equal(check(text, 'other.example', 22), 'unknown');
});

test('a key on a @revoked line for the host is refused, even where a plain line trusts it', () => {
  const text = [`cp-1.lab,cp-2.lab ssh-ed25519 ${KEY}`, `cp-3.lab ssh-ed25519 ${OTHER}`, `@revoked cp-1.lab,cp-3.lab ssh-ed25519 ${KEY}`, `@revoked *.old ssh-ed25519 ${OTHER}`].join('\n');
  assert.equal(check(text, 'cp-1.lab', 22), 'revoked');
  assert.equal(check(text, 'cp-2.lab', 22), 'match', 'the revoked line names other hosts');
  assert.equal(check(text, 'cp-3.lab', 22), 'revoked', 'a revoked key presented by a host that had another key is refused, not "changed"');
  assert.equal(check(text, 'web.old', 22, OTHER), 'revoked', 'an unknown host presenting a revoked key is not "unknown" (so never recorded)');
  assert.equal(check(text, 'web.old', 22), 'unknown');
});

test('a host covered only by a @cert-authority line is not "unknown" (so never recorded on first use); a plain line still wins', () => {
  const text = [`@cert-authority *.lab ssh-ed25519 ${OTHER}`, `cp-1.lab ssh-ed25519 ${KEY}`].join('\n');
  assert.equal(check(text, 'cp-2.lab', 22), 'cert-authority');
  assert.equal(check(text, 'cp-1.lab', 22), 'match');
  assert.equal(check(text, 'cp-1.lab', 22, OTHER), 'changed');
  assert.equal(check(text, 'web.example', 22), 'unknown', 'the CA line names other hosts');
});

test('lines to append use [host]:port off port 22 and read back as a match', () => {
  assert.equal(knownHostsLine('10.0.0.1', 22, 'ssh-ed25519', blob(KEY)), `10.0.0.1 ssh-ed25519 ${KEY}`);
  const line = knownHostsLine('fd00::1', 2222, 'ssh-ed25519', blob(KEY));
  assert.equal(line, `[fd00::1]:2222 ssh-ed25519 ${KEY}`);
  assert.equal(check(`${line}\n`, 'fd00::1', 2222), 'match');
});
