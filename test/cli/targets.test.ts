import assert from 'node:assert/strict';
import { X509Certificate, createPrivateKey, createPublicKey } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { k8sform } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-targets-'));
after(() => rmSync(work, { recursive: true, force: true }));

const PKI = '.k8sform/hosts/cp-1/etc/kubernetes/pki';
const addr = (file: string) => `host[cp-1].file[/etc/kubernetes/pki/${file}]`;

/** Whether the key on cp-1 is the one the certificate was issued for. */
function pairMatches(dir: string, name: string): boolean {
  const cert = new X509Certificate(readFileSync(join(dir, PKI, `${name}.crt`)));
  const key = createPublicKey(createPrivateKey(readFileSync(join(dir, PKI, `${name}.key`)))).export({ type: 'spki', format: 'der' });
  return cert.publicKey.export({ type: 'spki', format: 'der' }).equals(key);
}

for (const only of ['apiserver.crt', 'apiserver.key']) {
  test(`--target naming only ${only} of a certificate being renewed plans and writes the certificate and its key together`, async () => {
    const dir = join(work, only);
    cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
    assert.equal((await k8sform(['apply', '--auto-approve', '--target', 'host'], dir)).status, 0);
    const before = readFileSync(join(dir, PKI, 'apiserver.key'));
    // A new SAN renews the apiserver's serving certificate, and with it its key.
    const config = readFileSync(join(dir, 'cluster.yaml'), 'utf8');
    writeFileSync(join(dir, 'cluster.yaml'), config.replace('  networking:', '  certificates: { certSANs: [api.example.com] }\n  networking:'));

    const plan = await k8sform(['plan', '--target', addr(only)], dir);
    assert.equal(plan.status, 0, plan.stderr);
    assert.deepEqual(plan.stdout.match(/# \S+ will be \w+/g), [`# ${addr('apiserver.crt')} will be replaced`, `# ${addr('apiserver.key')} will be replaced`]);

    const applied = await k8sform(['apply', '--auto-approve', '--target', addr(only)], dir);
    assert.equal(applied.status, 0, applied.stderr);
    assert.ok(!readFileSync(join(dir, PKI, 'apiserver.key')).equals(before), 'a new key was written');
    assert.ok(pairMatches(dir, 'apiserver'), 'the certificate on the host is issued for the key on the host');
    assert.match(new X509Certificate(readFileSync(join(dir, PKI, 'apiserver.crt'))).subjectAltName ?? '', /DNS:api\.example\.com/);
  });
}
