import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parse } from 'yaml';
import { loadClusterFile } from '../../src/engine/load-cluster.js';
import { writeOutputDir } from '../../src/providers/output-dir.js';
import { outputEntries } from '../../src/render/output-layout.js';
import { render } from '../../src/render/render.js';
import { deterministicInputs } from '../support/deterministic-inputs.js';
import { repoPath } from '../support/paths.js';

/**
 * An independent check of real rendered files with openssl (not our own parser): every leaf
 * verifies against the CA kubeadm documents for it, SANs and usages are what kubeadm gives, every
 * key matches its certificate, every kubeconfig's client key matches its client certificate.
 */
const openssl = (...args: string[]) => execFileSync('openssl', args, { encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });

// Which CA signs which leaf, as the kubeadm documentation lists it (written out here on purpose).
const SIGNERS: Record<string, string> = {
  'apiserver.crt': 'ca.crt',
  'apiserver-kubelet-client.crt': 'ca.crt',
  'front-proxy-client.crt': 'front-proxy-ca.crt',
  'etcd/server.crt': 'etcd/ca.crt',
  'etcd/peer.crt': 'etcd/ca.crt',
  'etcd/healthcheck-client.crt': 'etcd/ca.crt',
  'apiserver-etcd-client.crt': 'etcd/ca.crt',
};

const cases = [
  { name: 'ha', file: 'examples/clusters/ha/cluster.yaml', host: 'cp-1', keyText: 'Private-Key: (2048 bit', pemType: 'RSA PRIVATE KEY' },
  { name: 'hardened', file: 'examples/clusters/hardened/cluster.yaml', host: 'cp-2', keyText: 'ASN1 OID: prime256v1', pemType: 'EC PRIVATE KEY' },
];

for (const c of cases) {
  describe(`openssl check: ${c.name}`, () => {
    let root: string;
    let pki: string;
    before(async () => {
      root = mkdtempSync(join(tmpdir(), 'k8sform-openssl-'));
      const { cluster, caMaterial } = loadClusterFile(repoPath(c.file));
      writeOutputDir(join(root, 'out'), outputEntries((await render(cluster, deterministicInputs(c.name, new Date()), caMaterial)).desired));
      pki = join(root, 'out', 'hosts', c.host, 'etc', 'kubernetes', 'pki');
    });
    after(() => rmSync(root, { recursive: true, force: true }));

    test('every leaf verifies against its kubeadm CA, and no other CA', () => {
      for (const [leaf, ca] of Object.entries(SIGNERS)) {
        assert.match(openssl('verify', '-CAfile', join(pki, ca), join(pki, leaf)), /: OK\n$/, leaf);
        const wrongCA = ca === 'ca.crt' ? 'front-proxy-ca.crt' : 'ca.crt';
        assert.throws(() => openssl('verify', '-CAfile', join(pki, wrongCA), join(pki, leaf)), `${leaf} must not verify against ${wrongCA}`);
      }
    });

    test('CAs are self-signed CAs with certificate signing', () => {
      for (const ca of ['ca.crt', 'front-proxy-ca.crt', 'etcd/ca.crt']) {
        const text = openssl('x509', '-noout', '-ext', 'basicConstraints,keyUsage', '-in', join(pki, ca));
        assert.match(text, /CA:TRUE/, ca);
        assert.match(text, /Certificate Sign/, ca);
        assert.match(openssl('verify', '-CAfile', join(pki, ca), join(pki, ca)), /OK/);
      }
    });

    test('extended key usages are kubeadm\'s', () => {
      const eku = (f: string) => openssl('x509', '-noout', '-ext', 'extendedKeyUsage', '-in', join(pki, f));
      assert.match(eku('apiserver.crt'), /TLS Web Server Authentication\n/);
      assert.doesNotMatch(eku('apiserver.crt'), /Client/);
      for (const f of ['apiserver-kubelet-client.crt', 'front-proxy-client.crt', 'apiserver-etcd-client.crt', 'etcd/healthcheck-client.crt']) {
        assert.match(eku(f), /TLS Web Client Authentication/, f);
        assert.doesNotMatch(eku(f), /Server/, f);
      }
      for (const f of ['etcd/server.crt', 'etcd/peer.crt']) assert.match(eku(f), /TLS Web Server Authentication, TLS Web Client Authentication/, f);
    });

    test('every private key matches its certificate and has the configured type', () => {
      const pub = (args: string[]) => openssl(...args);
      for (const leaf of [...Object.keys(SIGNERS), 'ca.crt', 'front-proxy-ca.crt', 'etcd/ca.crt']) {
        const key = join(pki, leaf.replace(/\.crt$/, '.key'));
        assert.equal(pub(['x509', '-noout', '-pubkey', '-in', join(pki, leaf)]), pub(['pkey', '-pubout', '-in', key]), leaf);
        assert.ok(readFileSync(key, 'utf8').startsWith(`-----BEGIN ${c.pemType}-----`), `${key} PEM type`);
        assert.match(openssl('pkey', '-noout', '-text', '-in', key), new RegExp(c.keyText.replace(/[()]/g, '\\$&')));
      }
      assert.equal(pub(['pkey', '-pubout', '-in', join(pki, 'sa.key')]), readFileSync(join(pki, 'sa.pub'), 'utf8'));
    });

    test('each kubeconfig\'s client key matches its certificate, which the cluster CA signed', () => {
      const dir = join(pki, '..');
      // super-admin.conf is written only on the first control plane, where kubeadm init runs.
      const first = c.host === 'cp-1';
      assert.equal(existsSync(join(dir, 'super-admin.conf')), first, `super-admin.conf on ${c.host}`);
      for (const conf of ['admin.conf', ...(first ? ['super-admin.conf'] : []), 'controller-manager.conf', 'scheduler.conf', 'kubelet.conf']) {
        const kc = parse(readFileSync(join(dir, conf), 'utf8'));
        const user = kc.users[0].user;
        const certFile = join(root, `${conf}.crt`);
        const keyFile = join(root, `${conf}.key`);
        writeFileSync(certFile, Buffer.from(user['client-certificate-data'], 'base64'));
        writeFileSync(keyFile, Buffer.from(user['client-key-data'], 'base64'), { mode: 0o600 });
        assert.equal(openssl('x509', '-noout', '-pubkey', '-in', certFile), openssl('pkey', '-pubout', '-in', keyFile), conf);
        assert.match(openssl('verify', '-CAfile', join(pki, 'ca.crt'), certFile), /OK/, conf);
        assert.equal(Buffer.from(kc.clusters[0].cluster['certificate-authority-data'], 'base64').toString(), readFileSync(join(pki, 'ca.crt'), 'utf8'), conf);
      }
    });
  });
}

test('openssl check: HA apiserver SANs are exactly kubeadm\'s', async () => {
  const root = mkdtempSync(join(tmpdir(), 'k8sform-openssl-'));
  try {
    const { cluster } = loadClusterFile(repoPath('examples/clusters/ha/cluster.yaml'));
    writeOutputDir(join(root, 'out'), outputEntries((await render(cluster, deterministicInputs('sans', new Date()))).desired));
    const san = (host: string, f: string) =>
      openssl('x509', '-noout', '-ext', 'subjectAltName', '-in', join(root, 'out', 'hosts', host, 'etc/kubernetes/pki', f)).split('\n')[1]!.trim();
    assert.equal(
      san('cp-2', 'apiserver.crt'),
      'DNS:api.prod-eu1.example.com, DNS:cp-2, DNS:kubernetes, DNS:kubernetes.default, DNS:kubernetes.default.svc, DNS:kubernetes.default.svc.cluster.local, IP Address:10.96.0.1, IP Address:10.0.0.12, IP Address:203.0.113.10',
    );
    assert.equal(san('cp-3', 'etcd/server.crt'), 'DNS:cp-3, DNS:localhost, IP Address:10.0.0.13, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
    assert.equal(san('cp-3', 'etcd/peer.crt'), 'DNS:cp-3, DNS:localhost, IP Address:10.0.0.13, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

/**
 * Renders the single-node example at `version` (with `extraSpec` lines added to its spec) into a
 * temporary directory and hands `check` its control plane's pki directory.
 */
async function withSingleNodePki(version: string, extraSpec: string, check: (pki: string) => void): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'k8sform-openssl-'));
  try {
    const file = join(root, 'cluster.yaml');
    writeFileSync(file, readFileSync(repoPath('examples/clusters/single-node/cluster.yaml'), 'utf8')
      .replace(/kubernetesVersion: v[\d.]+/, `kubernetesVersion: ${version}`)
      .replace('  networking:', `${extraSpec}  networking:`));
    const { cluster } = loadClusterFile(file);
    writeOutputDir(join(root, 'out'), outputEntries((await render(cluster, deterministicInputs(version, new Date()))).desired));
    check(join(root, 'out', 'hosts', cluster.hosts[0]!.name, 'etc/kubernetes/pki'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Go derives a new CA's subject key id from the subjectPublicKey bits: SHA-1 until Go 1.25, then
 * SHA-256 cut to 160 bits (kubeadm 1.35+ is built with it). Leaves name the issuer by that id.
 * The expected ids are computed here from the public key openssl prints, not by k8sform's code.
 */
for (const [version, hash] of [['v1.34.2', 'sha1'], ['v1.37.2', 'sha256']] as const) {
  for (const keyAlgorithm of ['rsa-2048', 'ecdsa-p256']) {
    test(`openssl check: ${version} ${keyAlgorithm} CA key ids use ${hash}, and leaves carry their issuer's`, () =>
      withSingleNodePki(version, `  certificates: { keyAlgorithm: ${keyAlgorithm} }\n`, (pki) => {
        const ext = (f: string, name: string) => openssl('x509', '-noout', '-ext', name, '-in', join(pki, f)).split('\n')[1]!.trim().replace(/^keyid:/, '');
        for (const [ca, leaf] of [['ca.crt', 'apiserver.crt'], ['front-proxy-ca.crt', 'front-proxy-client.crt'], ['etcd/ca.crt', 'etcd/server.crt']]) {
          const spki = createPublicKey(openssl('x509', '-noout', '-pubkey', '-in', join(pki, ca!)));
          // The subjectPublicKey bits: PKCS#1 RSAPublicKey for RSA, the uncompressed point for EC.
          const bits = spki.asymmetricKeyType === 'rsa' ? spki.export({ type: 'pkcs1', format: 'der' }) : spki.export({ type: 'spki', format: 'der' }).subarray(-65);
          const expected = createHash(hash).update(bits).digest().subarray(0, 20).toString('hex').toUpperCase().match(/../g)!.join(':');
          assert.equal(ext(ca!, 'subjectKeyIdentifier'), expected, `${ca} subject key id`);
          assert.equal(ext(leaf!, 'authorityKeyIdentifier'), expected, `${leaf} authority key id`);
        }
      }));
  }
}

// kubeadm 1.36.1 (and 1.35.5, 1.34.8, 1.33.12) stopped making the apiserver's kubelet client a cluster admin.
for (const [version, subject] of [['v1.33.11', 'O=kubeadm:cluster-admins, CN=kube-apiserver-kubelet-client'], ['v1.33.12', 'CN=kube-apiserver-kubelet-client'], ['v1.35.4', 'O=kubeadm:cluster-admins, CN=kube-apiserver-kubelet-client'], ['v1.35.5', 'CN=kube-apiserver-kubelet-client'], ['v1.37.2', 'CN=kube-apiserver-kubelet-client']]) {
  test(`openssl check: ${version} apiserver-kubelet-client subject is ${subject}`, () =>
    withSingleNodePki(version, '', (pki) => {
      const cert = join(pki, 'apiserver-kubelet-client.crt');
      assert.equal(openssl('x509', '-noout', '-subject', '-nameopt', 'sep_comma_plus_space', '-in', cert).trim(), `subject=${subject}`);
    }));
}
