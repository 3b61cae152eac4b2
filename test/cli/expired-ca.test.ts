import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { issueCertificate } from '../../src/render/pki/issue.js';
import { systemKeySource } from '../../src/render/pki/key-source.js';
import { pemCertificates } from '../../src/state/file-view.js';
import { k8sform, oneLineRefusal, withoutProgress } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-expired-ca-'));
after(() => rmSync(work, { recursive: true, force: true }));

const DAY = 86_400_000;

/**
 * The local example with its host files applied, then the CA `name` (`ca`, `front-proxy-ca`) on
 * cp-1 replaced by one that ended `agoDays` ago by this machine's clock, which the CLI reads.
 */
async function withExpiredCA(name: string, commonName: string, agoDays: number) {
  const dir = join(work, name);
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  const pki = join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/pki');
  const key = await systemKeySource.generate('rsa-2048', `expired-${name}`);
  const now = Date.now();
  const expired = await issueCertificate({ subject: { commonName }, key, serial: '5', notBefore: new Date(now - 3650 * DAY), notAfter: new Date(now - agoDays * DAY) });
  writeFileSync(join(pki, `${name}.crt`), expired.pem);
  writeFileSync(join(pki, `${name}.key`), key.privatePem, { mode: 0o600 });
  return { dir, run, pki, now, expired, config: join(dir, 'cluster.yaml') };
}

test('plan refuses a front-proxy CA that expired, in one located line; reissue then replaces it, and the next plan is empty', async () => {
  const { run, pki, now, config } = await withExpiredCA('front-proxy-ca', 'front-proxy-ca', 365);

  for (const args of [['plan'], ['apply', '--auto-approve']]) {
    const command = args[0]!;
    const why = oneLineRefusal(await run(...args, '--target', 'host'), command, { afterProgress: true });
    assert.match(why, /^cluster\.yaml:\d+:\d+: spec\.certificates\.rotateCA\.frontProxyCA: the front-proxy CA the control planes hold \(\/etc\/kubernetes\/pki\/front-proxy-ca\.crt\) expired on \S+, so every certificate it signs would be invalid: set spec\.certificates\.rotateCA\.frontProxyCA: reissue, .*then drop-old$/, command);
  }

  writeFileSync(config, readFileSync(config, 'utf8').replace('  hosts:\n', '  certificates: { rotateCA: { frontProxyCA: reissue } }\n  hosts:\n'));
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  const client = new X509Certificate(readFileSync(join(pki, 'front-proxy-client.crt')));
  assert.ok(client.verify(new X509Certificate(readFileSync(join(pki, 'front-proxy-ca-next.crt'))).publicKey), 'signed by the new CA');
  assert.ok(Date.parse(client.validTo) > Date.parse(client.validFrom), 'it ends after it begins');
  assert.ok(Date.parse(client.validTo) > now + 300 * DAY, 'with its full validity');
  const again = await run('plan', '--target', 'host');
  assert.equal(again.status, 0, withoutProgress(again.stderr));
  assert.match(again.stdout, /^No changes\./m, 'the next plan wants nothing again');

  // drop-old, then no rotateCA: the new CA alone, and nothing left to do.
  writeFileSync(config, readFileSync(config, 'utf8').replace('frontProxyCA: reissue', 'frontProxyCA: drop-old'));
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  writeFileSync(config, readFileSync(config, 'utf8').replace('  certificates: { rotateCA: { frontProxyCA: drop-old } }\n', ''));
  const done = await run('plan', '--target', 'host');
  assert.match(done.stdout, /^No changes\./m, withoutProgress(done.stderr));
  assert.ok(Date.parse(new X509Certificate(readFileSync(join(pki, 'front-proxy-ca.crt'))).validTo) > now, 'the CA left is the new one');
});

test('an expired cluster CA: reissue straight away gives every kubeconfig and the worker a certificate of the new CA', async () => {
  const { dir, run, pki, expired, config } = await withExpiredCA('ca', 'kubernetes', 1);
  assert.match(oneLineRefusal(await run('plan', '--target', 'host'), 'plan', { afterProgress: true }), /spec\.certificates\.rotateCA\.ca: the cluster CA the control planes hold \(\/etc\/kubernetes\/pki\/ca\.crt\) expired on /);

  writeFileSync(config, readFileSync(config, 'utf8').replace('  hosts:\n', '  certificates: { rotateCA: { ca: reissue } }\n  hosts:\n'));
  const applied = await run('apply', '--auto-approve', '--target', 'host', '--quiet');
  assert.equal(applied.status, 0, withoutProgress(applied.stderr));
  const newCA = new X509Certificate(readFileSync(join(pki, 'ca-next.crt')));
  const admin = readFileSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/admin.conf'), 'utf8');
  const clientData = /client-certificate-data: (\S+)/.exec(admin)![1]!;
  assert.ok(new X509Certificate(Buffer.from(clientData, 'base64')).verify(newCA.publicKey), 'admin.conf\'s client certificate is of the new CA');
  const workerCA = readFileSync(join(dir, '.k8sform/hosts/worker-1/etc/kubernetes/pki/ca.crt'), 'utf8');
  assert.deepEqual(pemCertificates(workerCA).map((p) => new X509Certificate(p).fingerprint256), [newCA.fingerprint256, new X509Certificate(expired.pem).fingerprint256], 'the worker trusts the new CA, then the old one, as in reissue');
  const again = await run('plan', '--target', 'host');
  assert.match(again.stdout, /^No changes\./m, withoutProgress(again.stderr));
});
