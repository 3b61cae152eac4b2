import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { test } from 'node:test';
import { parseCertificate, parsePrivateKey } from './certificate-meaning.js';
import { x509 } from '../../test/support/x509.js';

test('a private key is parsed once per PEM: the same frozen meaning comes back, and a bad PEM fails every time', () => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pem = privateKey.export({ type: 'sec1', format: 'pem' }).toString();
  const first = parsePrivateKey(pem);
  assert.deepEqual({ type: first.type, pemType: first.pemType }, { type: 'ECDSA P-256', pemType: 'EC PRIVATE KEY' });
  assert.equal(parsePrivateKey(pem), first);
  assert.ok(Object.isFrozen(first));
  const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'sec1', format: 'pem' }).toString();
  assert.notEqual(parsePrivateKey(other).publicKeySha256, first.publicKeySha256);
  const bad = pem.replace(/[A-Za-z0-9+/]{10}\n/, '!!!!!!!!!!\n');
  assert.throws(() => parsePrivateKey(bad));
  assert.throws(() => parsePrivateKey(bad), 'a failure is not remembered as a meaning');
});

test('a certificate\'s meaning from Node\'s parse says what the ASN.1 parse says: names as RFC 4514 spells them, IPv6 compressed, odd names and other kinds of alternative names included', async () => {
  const { webcrypto } = await import('node:crypto');
  const alg = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify']);
  const make = async (name: string, sans: x509.JsonGeneralName[], ca = false) => (await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01', name, notBefore: new Date('2026-01-01T00:00:00Z'), notAfter: new Date('2027-01-01T00:00:00Z'), keys, signingAlgorithm: alg,
    extensions: [
      new x509.BasicConstraintsExtension(ca, undefined, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth, x509.ExtendedKeyUsage.clientAuth]),
      ...(sans.length ? [new x509.SubjectAlternativeNameExtension(sans)] : []),
    ],
  })).toString('pem');
  const cases = [
    await make('O=system:nodes, CN=system:node:w-1', [{ type: 'dns', value: 'w-1' }, { type: 'ip', value: '10.0.0.1' }, { type: 'ip', value: 'fd00:10:96::1' }, { type: 'ip', value: '::1' }]),
    await make('CN=kubernetes', [{ type: 'dns', value: 'kubernetes' }], true),
    await make('CN=alice\\, admin, O=devs+OU=qa', [{ type: 'dns', value: '*.example.com' }]),
    await make('CN=alice@example.com', [{ type: 'email', value: 'alice@example.com' }, { type: 'url', value: 'spiffe://x/y' }]),
    await make('CN=user', []),
  ];
  for (const pem of cases) {
    const asn1 = new x509.X509Certificate(pem);
    const sans = asn1.getExtension(x509.SubjectAlternativeNameExtension)?.names.toJSON() ?? [];
    const m = parseCertificate(pem);
    assert.deepEqual(
      { subject: m.subject, issuer: m.issuer, dns: m.dnsNames, ips: m.ipAddresses, from: m.notBefore, to: m.notAfter, ca: m.isCA, eku: m.extKeyUsage },
      { subject: asn1.subject, issuer: asn1.issuer, dns: sans.filter((n) => n.type === 'dns').map((n) => n.value), ips: sans.filter((n) => n.type === 'ip').map((n) => n.value),
        from: '2026-01-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z', ca: asn1.getExtension(x509.BasicConstraintsExtension)?.ca ?? false, eku: ['serverAuth', 'clientAuth'] },
      asn1.subject,
    );
    assert.equal(m.publicKey, 'ECDSA P-256');
  }
  assert.deepEqual(parseCertificate(cases[0]!).ipAddresses, ['10.0.0.1', 'fd00:10:96::1', '::1']);
  assert.equal(parseCertificate(cases[2]!).subject, asn1Subject(cases[2]!), 'an escaped comma and a multi-valued name as RFC 4514 spells them');
});

const asn1Subject = (pem: string) => new x509.X509Certificate(pem).subject;
