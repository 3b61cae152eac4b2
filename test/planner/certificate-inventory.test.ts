import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { parseCluster } from '../../src/config/load.js';
import type { Desired, DesiredFile } from '../../src/model/desired.js';
import { certificateFiles, type CertificateFile } from '../../src/render/certificate-files.js';
import { render } from '../../src/render/render.js';
import { residual } from '../../src/views/certificate-table.js';
import { cachedKeySource, counterSerials, seededRandom } from '../support/deterministic-inputs.js';
import { certificatesIn } from '../../src/planner/certificate-inventory.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const cluster = parseCluster(`apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: t }
spec:
  kubernetesVersion: v1.34.2
  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.1 }
    - { name: w-1, role: worker, address: 10.0.1.1 }
`, '/tmp/c.yaml').cluster;
let files: Desired<DesiredFile>[];
const content = (host: string, path: string) => files.find((f) => f.spec.host === host && f.spec.path === path)!.spec.content;
const pem = (path: string, name: string): CertificateFile => ({ path, name, format: 'pem', expected: true });

before(async () => {
  const out = await render(cluster, { now: NOW, keys: cachedKeySource, serials: counterSerials(), random: seededRandom('c'), existing: undefined });
  files = out.desired.filter((d): d is Desired<DesiredFile> => d.spec.kind === 'file');
});

test('the catalogue lists every certificate and client-certificate kubeconfig k8sform writes, per host', () => {
  for (const h of cluster.hosts) {
    const listed = new Set(certificateFiles(cluster, h).map((f) => f.path));
    const written = files.filter((f) => f.spec.host === h.name && (f.spec.format === 'certificate' || (f.spec.format === 'kubeconfig' && f.spec.content.includes('client-certificate-data'))));
    assert.ok(written.length > 0);
    for (const f of written) assert.ok(listed.has(f.spec.path), `${h.name}: ${f.spec.path} is not in the catalogue`);
  }
});

test('a PEM file gives its first certificate; a CA is marked as one', () => {
  const [ca] = certificatesIn('cp-1', pem('/etc/kubernetes/pki/ca.crt', 'ca'), { state: 'text', text: content('cp-1', '/etc/kubernetes/pki/ca.crt') });
  assert.equal(ca!.subject, 'CN=kubernetes');
  assert.equal(ca!.isCA, true);
  // The kubelet's bundle: certificate, then its key (cut out on the host before it gets here), then a second certificate.
  const bundle = `${content('cp-1', '/etc/kubernetes/pki/apiserver.crt')}${content('cp-1', '/etc/kubernetes/pki/ca.crt')}`;
  const [leaf] = certificatesIn('cp-1', pem('/var/lib/kubelet/pki/kubelet.crt', 'kubelet.crt'), { state: 'text', text: bundle });
  assert.equal(leaf!.subject, 'CN=kube-apiserver');
  assert.equal(leaf!.issuer, 'CN=kubernetes');
  assert.equal(leaf!.isCA, false);
  assert.equal(leaf!.notAfter, '2027-03-01T00:00:00.000Z');
  assert.equal(certificatesIn('cp-1', pem('/var/lib/kubelet/pki/kubelet.crt', 'kubelet.crt'), { state: 'text', text: bundle }).length, 1, 'a leaf\'s bundled CA is not listed as its own');
});

test('a CA file trusting two CAs, as during a rotation, lists both in order', () => {
  const twoCAs = `${content('cp-1', '/etc/kubernetes/pki/front-proxy-ca.crt')}${content('cp-1', '/etc/kubernetes/pki/ca.crt')}`;
  const listed = certificatesIn('cp-1', pem('/etc/kubernetes/pki/front-proxy-ca.crt', 'front-proxy-ca'), { state: 'text', text: twoCAs });
  assert.deepEqual(listed.map((c) => [c.name, c.subject, c.isCA]), [['front-proxy-ca', 'CN=front-proxy-ca', true], ['front-proxy-ca', 'CN=kubernetes', true]]);
});

test('a kubeconfig gives its embedded client certificate; a token user gives none', () => {
  const conf: CertificateFile = { path: '/etc/kubernetes/admin.conf', name: 'admin.conf', format: 'kubeconfig', expected: true };
  const [admin] = certificatesIn('cp-1', conf, { state: 'text', text: content('cp-1', '/etc/kubernetes/admin.conf') });
  assert.deepEqual([admin!.source, admin!.subject, admin!.issuer], ['kubeconfig', 'O=kubeadm:cluster-admins, CN=kubernetes-admin', 'CN=kubernetes']);
  assert.deepEqual(certificatesIn('w-1', { ...conf, path: '/etc/kubernetes/bootstrap-kubelet.conf' }, { state: 'text', text: content('w-1', '/etc/kubernetes/bootstrap-kubelet.conf') }), []);
});

test('missing, irregular and unreadable files are reported, never thrown; optional files that are absent are left out', () => {
  const ca = pem('/etc/kubernetes/pki/ca.crt', 'ca');
  assert.equal(certificatesIn('h', ca, { state: 'absent' })[0]!.problem, 'missing');
  assert.deepEqual(certificatesIn('h', { ...ca, expected: false }, { state: 'absent' }), []);
  assert.equal(certificatesIn('h', ca, { state: 'not-a-regular-file' })[0]!.problem, 'not a regular file');
  assert.equal(certificatesIn('h', ca, { state: 'text', text: 'garbage' })[0]!.problem, 'not a PEM certificate');
  assert.equal(certificatesIn('h', ca, { state: 'text', text: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n' })[0]!.problem, 'not a PEM certificate');
  const conf: CertificateFile = { path: '/etc/kubernetes/admin.conf', name: 'admin.conf', format: 'kubeconfig', expected: true };
  assert.equal(certificatesIn('h', conf, { state: 'text', text: 'users: 3\n' })[0]!.problem, 'not a readable kubeconfig');
  assert.equal(certificatesIn('h', conf, { state: 'text', text: 'users: [\n' })[0]!.problem, 'not a readable kubeconfig');
});

test('residual time reads like kubeadm\'s', () => {
  assert.deepEqual([-5, 0, 59, 3599, 47 * 3600, 364 * 86400, 730 * 86400, 3650 * 86400].map((s) => residual({ residualSeconds: s })),
    ['expired', 'expired', '59s', '59m', '47h', '364d', '2y', '10y']);
});
