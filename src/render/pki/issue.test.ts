import assert from 'node:assert/strict';
import { X509Certificate as NodeCert, webcrypto } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import { x509 } from '../../../test/support/x509.js';
import { certificateFields } from '../../crypto/certificate-fields.js';
import { children, encoding, readElement } from '../../crypto/der.js';
import { encodeName, nameText, textOfRelativeNames } from '../../crypto/distinguished-name.js';
import { cachedKeySource } from '../../../test/support/deterministic-inputs.js';
import type { Subject } from './certificates.js';
import { describeCertificate, issueCertificate, issuerCertificate, relativeNames, type IssueRequest } from './issue.js';
import type { KeyPair } from './key-source.js';

// The reference: the same certificate made with @peculiar/x509's generator, the general ASN.1
// library issuance used before. RSA PKCS #1 v1.5 signatures are deterministic, so equal inputs
// must give byte-identical certificates; ECDSA ones are random, so their signed parts are compared.

const toName = (s: Subject) => new x509.Name([...(s.organization ?? []).map((o) => ({ '2.5.4.10': [o] })), { '2.5.4.3': [s.commonName] }]);
/** The library signs with WebCrypto keys. */
async function cryptoKeys(k: KeyPair): Promise<{ privateKey: webcrypto.CryptoKey; publicKey: webcrypto.CryptoKey }> {
  const alg = k.algorithm === 'ecdsa-p256' ? { name: 'ECDSA', namedCurve: 'P-256' } : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  return {
    privateKey: await webcrypto.subtle.importKey('pkcs8', k.privateKey.export({ type: 'pkcs8', format: 'der' }), alg, true, ['sign']),
    publicKey: await webcrypto.subtle.importKey('spki', k.spki, alg, true, ['verify']),
  };
}
const algorithmOf = (key: KeyPair) => (key.algorithm === 'ecdsa-p256' ? { name: 'ECDSA', hash: 'SHA-256' } : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' });

async function reference(r: IssueRequest, issuerPem?: string): Promise<string> {
  const isCA = r.issuer === undefined;
  const F = x509.KeyUsageFlags;
  const extensions: x509.Extension[] = [new x509.KeyUsagesExtension(F.digitalSignature | F.keyEncipherment | (isCA ? F.keyCertSign : 0), true)];
  const EKU = { serverAuth: x509.ExtendedKeyUsage.serverAuth, clientAuth: x509.ExtendedKeyUsage.clientAuth };
  if (r.usages?.length) extensions.push(new x509.ExtendedKeyUsageExtension(r.usages.map((u) => EKU[u]), false));
  extensions.push(new x509.BasicConstraintsExtension(isCA, undefined, true));
  if (isCA) {
    const id = await (await x509.PublicKey.create((await cryptoKeys(r.key)).publicKey)).getKeyIdentifier(r.keyIdHash ?? 'SHA-1');
    extensions.push(new x509.SubjectKeyIdentifierExtension(Buffer.from(id).subarray(0, 20).toString('hex'), false));
  } else {
    const issuer = new x509.X509Certificate(issuerPem!);
    const id = issuer.getExtension(x509.SubjectKeyIdentifierExtension)?.keyId;
    extensions.push(id ? new x509.AuthorityKeyIdentifierExtension(id, false) : await x509.AuthorityKeyIdentifierExtension.create(issuer, false));
  }
  const names = isCA ? { dns: [r.subject.commonName], ips: [] } : r.altNames;
  if (names && (names.dns.length || names.ips.length)) {
    extensions.push(new x509.SubjectAlternativeNameExtension([...names.dns.map((value) => ({ type: 'dns' as const, value })), ...names.ips.map((value) => ({ type: 'ip' as const, value }))], false));
  }
  const signer = r.issuer?.key ?? r.key;
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: r.serial, subject: toName(r.subject), issuer: issuerPem ? new x509.X509Certificate(issuerPem).subjectName : toName(r.subject),
    notBefore: r.notBefore, notAfter: r.notAfter, signingAlgorithm: algorithmOf(signer), publicKey: (await cryptoKeys(r.key)).publicKey, signingKey: (await cryptoKeys(signer)).privateKey, extensions,
  });
  return `${cert.toString('pem')}\n`;
}

const signedPart = (pem: string) => { const der = new NodeCert(pem).raw; return encoding(der, children(der, readElement(der))[0]!); };
const NOW = new Date('2026-11-26T12:34:56.789Z');
const YEAR = 365 * 86_400_000;

for (const algorithm of ['rsa-2048', 'ecdsa-p256'] as const) {
  test(`${algorithm}: a CA and its leaves are encoded as the general ASN.1 library encodes them, and verify under their CA`, async () => {
    const caKey = await cachedKeySource.generate(algorithm, 'issue-test-ca');
    for (const keyIdHash of ['SHA-1', 'SHA-256'] as const) {
      const caRequest = { subject: { commonName: 'kubernetes' }, key: caKey, serial: 'f3a', notBefore: NOW, notAfter: new Date(NOW.getTime() + 10 * YEAR), keyIdHash };
      const ca = await issueCertificate(caRequest);
      const caRef = await reference(caRequest);
      if (algorithm === 'rsa-2048') assert.equal(ca.pem, caRef, `CA, ${keyIdHash} key id`);
      assert.deepEqual(signedPart(ca.pem), signedPart(caRef));
      assert.ok(new NodeCert(ca.pem).verify(new NodeCert(ca.pem).publicKey), 'self-signed');
      assert.equal(ca.subject, new x509.X509Certificate(ca.pem).subject);
      assert.deepEqual(issuerCertificate(ca.pem), { subjectName: ca.subjectName, subject: ca.subject, subjectKeyId: ca.subjectKeyId, notAfter: ca.notAfter });

      const leafKey = await cachedKeySource.generate(algorithm, 'issue-test-leaf');
      const leaves: IssueRequest[] = [
        { subject: { commonName: 'kube-apiserver' }, usages: ['serverAuth'], altNames: { dns: ['kubernetes', 'kubernetes.default.svc.cluster.local'], ips: ['10.96.0.1', '192.168.1.10', 'fd00:10:96::1'] }, serial: '80', notAfter: new Date(NOW.getTime() + YEAR) } as never,
        { subject: { commonName: 'kubernetes-admin', organization: ['kubeadm:cluster-admins', 'system:masters'] }, usages: ['clientAuth'], serial: '7fffffffffffffff', notAfter: new Date(NOW.getTime() + YEAR) } as never,
        { subject: { commonName: 'etcd-peer' }, usages: ['serverAuth', 'clientAuth'], altNames: { dns: ['cp-1', 'localhost'], ips: ['127.0.0.1', '::1'] }, serial: '1', notAfter: new Date('2051-03-04T05:06:07Z') } as never,
        { subject: { commonName: 'système*café', organization: ['a&b'] }, usages: ['clientAuth'], serial: '00ff', notAfter: new Date(NOW.getTime() + YEAR) } as never,
      ];
      for (const partial of leaves) {
        const r: IssueRequest = { ...partial, key: leafKey, notBefore: NOW, issuer: { cert: ca, key: caKey } };
        const leaf = await issueCertificate(r);
        const ref = await reference(r, ca.pem);
        if (algorithm === 'rsa-2048') assert.equal(leaf.pem, ref, r.subject.commonName);
        assert.deepEqual(signedPart(leaf.pem), signedPart(ref), r.subject.commonName);
        const node = new NodeCert(leaf.pem);
        assert.ok(node.checkIssued(new NodeCert(ca.pem)) && node.verify(new NodeCert(ca.pem).publicKey), `${r.subject.commonName} is signed by the CA`);
        // Issuing under the CA read back from its PEM gives the same signed part.
        const again = await issueCertificate({ ...r, issuer: { cert: issuerCertificate(ca.pem), key: caKey } });
        assert.deepEqual(signedPart(again.pem), signedPart(leaf.pem));
        // What plan compares a host's certificate with is what the certificate says when parsed.
        const parsed = new x509.X509Certificate(leaf.pem);
        const view = describeCertificate(r, algorithm);
        const sans = parsed.getExtension(x509.SubjectAlternativeNameExtension)?.names.toJSON() ?? [];
        assert.deepEqual({ subject: view.subject, issuer: view.issuer, dns: view.dnsNames, ips: view.ipAddresses, notAfter: view.notAfter },
          { subject: parsed.subject, issuer: parsed.issuer, dns: sans.filter((n) => n.type === 'dns').map((n) => n.value), ips: sans.filter((n) => n.type === 'ip').map((n) => n.value), notAfter: parsed.notAfter.toISOString() });
      }
    }
  });
}

test('a leaf under a CA without a subject key id names it by the SHA-1 of the CA key, as Go does', async () => {
  const caKey = await cachedKeySource.generate('rsa-2048', 'issue-test-ca');
  const leafKey = await cachedKeySource.generate('rsa-2048', 'issue-test-leaf');
  const caPem = `${(await x509.X509CertificateGenerator.createSelfSigned({ serialNumber: '01', name: 'CN=old-ca', notBefore: NOW, notAfter: new Date(NOW.getTime() + YEAR), keys: await cryptoKeys(caKey), signingAlgorithm: algorithmOf(caKey), extensions: [new x509.BasicConstraintsExtension(true, undefined, true)] })).toString('pem')}\n`;
  const issuer = issuerCertificate(caPem);
  assert.equal(issuer.subjectKeyId, undefined);
  const r: IssueRequest = { subject: { commonName: 'leaf' }, key: leafKey, serial: '2', notBefore: NOW, notAfter: new Date(NOW.getTime() + YEAR), issuer: { cert: issuer, key: caKey }, usages: ['clientAuth'] };
  assert.equal((await issueCertificate(r)).pem, await reference(r, caPem));
});

// Without backslashes, double quotes and a leading `#`: the library reads those in a value as RFC 4514
// escapes, quoting and hex (it would write `>` for `\>`), where Go, and k8sform, write the value as given.
test('names: encoded and spelt as the general ASN.1 library does, for any attribute values', () => {
  const plain = (s: string) => !/["\\]|^#/.test(s);
  const value = fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^[ #,+<>;=A-Za-z0-9*&\r\n\t:]{0,10}$/), fc.string({ unit: 'grapheme', maxLength: 6 })).filter(plain);
  fc.assert(fc.property(value, fc.array(value, { maxLength: 3 }), (commonName, organization) => {
    const subject = { commonName, organization };
    const der = encodeName(relativeNames(subject));
    const ref = toName(subject);
    assert.deepEqual(der, Buffer.from(ref.toArrayBuffer()));
    assert.equal(nameText(der), ref.toString());
    assert.equal(textOfRelativeNames(relativeNames(subject)), ref.toString());
  }), { numRuns: 300 });
});

test('certificate fields: alternative names of other kinds are skipped, IPv6 is spelt compressed, and what is not a certificate is refused', async () => {
  const key = await cachedKeySource.generate('ecdsa-p256', 'issue-test-leaf');
  const pem = (await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01', name: 'CN=x', notBefore: NOW, notAfter: new Date('2049-12-31T23:59:59Z'), keys: await cryptoKeys(key), signingAlgorithm: algorithmOf(key),
    extensions: [new x509.SubjectAlternativeNameExtension([{ type: 'email', value: 'a@b' }, { type: 'dns', value: 'd' }, { type: 'url', value: 'spiffe://x' }, { type: 'ip', value: '2001:db8::1' }])],
  })).toString('pem');
  const f = certificateFields(new NodeCert(pem).raw);
  assert.deepEqual({ dns: f.dnsNames, ips: f.ipAddresses, notAfter: f.notAfter.toISOString() }, { dns: ['d'], ips: ['2001:db8::1'], notAfter: '2049-12-31T23:59:59.000Z' });
  assert.throws(() => issuerCertificate('no certificate here'));
});
