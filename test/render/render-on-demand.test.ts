import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadClusterFile } from '../support/test-clusters.js';
import { isIssued, type IssuedFile } from '../../src/model/desired.js';
import { parseCertificate, parsePrivateKey } from '../../src/state/certificate-meaning.js';
import { certificateView, parseKubeconfig } from '../../src/state/file-view.js';
import { cachedKeySource, deterministicInputs } from '../support/deterministic-inputs.js';
import { countingKeySource } from '../support/counting-keys.js';
import { repoPath } from '../support/paths.js';
import { fileBytes } from '../../src/render/file-bytes.js';
import { renderOnDemand } from '../../src/render/render.js';

// Milliseconds on purpose: certificates keep whole seconds, and so must their description.
const NOW = new Date('2026-01-15T12:00:00.789Z');
// As views are saved (parsed certificates carry array subclasses).
const plain = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;
const issuedFiles = (desired: Awaited<ReturnType<typeof renderOnDemand>>['desired']) => desired.flatMap((d) => (d.spec.kind === 'file' && isIssued(d.spec) ? [d.spec] : []));

for (const name of ['ha-3cp-2workers', 'v1.32-ipv6', 'ecdsa-hardened']) {
  test(`${name}: what render describes is exactly what it makes on demand`, async () => {
    const { cluster, caMaterial } = loadClusterFile(repoPath('test', 'golden', name, 'cluster.yaml'));
    const issued = issuedFiles((await renderOnDemand(cluster, deterministicInputs(name, NOW), caMaterial)).desired);
    assert.ok(issued.length >= 12, `${issued.length} issued files`);
    const bytes = await fileBytes(issued);
    const of = (f: IssuedFile, path = f.path) => bytes[issued.findIndex((g) => g.host === f.host && g.path === path)]!;
    issued.forEach((f, i) => {
      const meaning = f.issued.meaning;
      const where = `${f.host}:${f.path}`;
      switch (meaning.kind) {
        case 'certificate':
          assert.deepEqual(plain(certificateView(bytes[i]!)), plain(meaning.certificate), where);
          break;
        case 'private-key': {
          const key = parsePrivateKey(bytes[i]!);
          assert.equal(key.type, meaning.keyType, where);
          assert.equal(key.publicKeySha256, parseCertificate(of(f, f.path.replace(/\.key$/, '.crt'))).publicKeySha256, `${where} belongs to its certificate`);
          break;
        }
        case 'kubeconfig': {
          const { clientCertificatePem, clientKeyPem, token: _none, ...parts } = parseKubeconfig(bytes[i]!);
          // How plan compares a worker's kubelet.conf is not in the file.
          const { writtenByKubelet: _how, ...described } = meaning.kubeconfig;
          assert.deepEqual(plain({ ...parts, clientCertificate: certificateView(clientCertificatePem!) }), plain(described), where);
          assert.equal(parsePrivateKey(clientKeyPem!).publicKeySha256, parseCertificate(clientCertificatePem!).publicKeySha256, `${where}: key and certificate match`);
          break;
        }
      }
    });
  });
}

test('nothing is generated until a file is asked for; a certificate and its key share one key', async () => {
  const { cluster } = loadClusterFile(repoPath('test', 'golden', 'single-node', 'cluster.yaml'));
  const counted = countingKeySource(cachedKeySource);
  const issued = issuedFiles((await renderOnDemand(cluster, { ...deterministicInputs('lazy', NOW), keys: counted.keys })).desired);
  assert.deepEqual(counted.labels.sort(), ['ca', 'etcd-ca', 'front-proxy-ca', 'sa'], 'a brand-new cluster\'s CAs and sa.key are made at once: everything needs them');
  counted.labels.length = 0;
  const pair = issued.filter((f) => f.path.startsWith('/etc/kubernetes/pki/apiserver.'));
  assert.equal(pair.length, 2);
  const [crt, key] = await fileBytes(pair);
  await fileBytes(pair);
  assert.deepEqual(counted.labels, ['lab-1/apiserver'], 'one key for the pair, made once');
  assert.equal(parsePrivateKey(key!).publicKeySha256, parseCertificate(crt!).publicKeySha256);
});
