import assert from 'node:assert/strict';
import { test } from 'node:test';
import { webcrypto } from 'node:crypto';
import type { Host } from '../../src/model/cluster.js';
import { certificateRequestFields } from '../../src/crypto/certificate-request-fields.js';
import { judgeServingRequests, type ServingRequest } from '../../src/planner/serving-certificate-requests.js';
import { x509 } from '../support/x509.js';

// Requests are made with @peculiar/x509, as a kubelet's Go code would make them: the reader under
// test is k8sform's own DER reading.
const keys = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']) as webcrypto.CryptoKeyPair;
async function requestPem(subject: string, names: { type: 'dns' | 'ip' | 'email' | 'url'; value: string }[]): Promise<string> {
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name: subject,
    keys,
    signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    extensions: names.length ? [new x509.SubjectAlternativeNameExtension(names)] : [],
  });
  return csr.toString('pem');
}

const host = (name: string, address: string, internalAddress = address): Host =>
  ({ name, role: 'worker', address, internalAddress, labels: {}, taints: [], transport: { kind: 'ssh' } }) as unknown as Host;
const hosts = [host('cp-1', '10.0.0.11'), host('w-1', 'w-1.example.com', '10.0.0.21'), host('w-6', 'fd00::6')];

async function request(name: string, over: Partial<ServingRequest> & { node?: string; subject?: string; names?: Parameters<typeof requestPem>[1] } = {}): Promise<ServingRequest> {
  const node = over.node ?? 'w-1';
  return {
    name,
    signerName: 'kubernetes.io/kubelet-serving',
    username: `system:node:${node}`,
    groups: ['system:nodes', 'system:authenticated'],
    usages: ['digital signature', 'server auth'],
    conditions: [],
    requestPem: await requestPem(over.subject ?? `O=system:nodes, CN=system:node:${node}`, over.names ?? [{ type: 'dns', value: node }, { type: 'ip', value: '10.0.0.21' }]),
    ...over,
  };
}

test('the request reader finds the subject and every requested name, as the reference library wrote them', async () => {
  const pem = await requestPem('O=system:nodes, CN=system:node:w-1', [{ type: 'dns', value: 'w-1' }, { type: 'ip', value: '10.0.0.21' }, { type: 'ip', value: 'fd00:0:0::6' }, { type: 'email', value: 'a@b.c' }]);
  assert.deepEqual(certificateRequestFields(pem), { subject: 'O=system:nodes, CN=system:node:w-1', dnsNames: ['w-1'], ipAddresses: ['10.0.0.21', 'fd00::6'], otherNames: 1 });
  assert.deepEqual(certificateRequestFields(await requestPem('CN=x', [])), { subject: 'CN=x', dnsNames: [], ipAddresses: [], otherNames: 0 });
  assert.throws(() => certificateRequestFields('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n'), /not a PEM certificate request/);
});

test('a kubelet of a host in cluster.yaml asking, as its Node, for its own names and serving alone is approved', async () => {
  const verdicts = judgeServingRequests([
    await request('csr-w1'),
    await request('csr-w1-address-as-name', { names: [{ type: 'dns', value: 'w-1' }, { type: 'dns', value: 'w-1.example.com' }, { type: 'ip', value: '10.0.0.21' }] }),
    await request('csr-cp1', { node: 'cp-1', names: [{ type: 'dns', value: 'cp-1' }, { type: 'ip', value: '10.0.0.11' }], usages: ['digital signature', 'key encipherment', 'server auth'] }),
    await request('csr-w6', { node: 'w-6', names: [{ type: 'ip', value: 'fd00:0:0:0:0:0:0:6' }] }),
  ], hosts);
  assert.deepEqual(verdicts, [
    { request: 'csr-w1', host: 'w-1', approve: true },
    { request: 'csr-w1-address-as-name', host: 'w-1', approve: true },
    { request: 'csr-cp1', host: 'cp-1', approve: true },
    { request: 'csr-w6', host: 'w-6', approve: true },
  ]);
});

test('anything else is left pending with the reason, never denied; decided requests and other signers are not judged', async () => {
  const verdicts = judgeServingRequests([
    await request('csr-other-name', { names: [{ type: 'dns', value: 'w-1' }, { type: 'dns', value: 'api.example.com' }] }),
    await request('csr-other-ip', { names: [{ type: 'ip', value: '10.0.0.11' }] }),
    await request('csr-not-a-host', { node: 'w-9', names: [{ type: 'dns', value: 'w-9' }] }),
    await request('csr-not-a-node', { username: 'system:serviceaccount:default:x' }),
    await request('csr-without-group', { groups: ['system:authenticated'] }),
    await request('csr-client-usage', { usages: ['digital signature', 'server auth', 'client auth'] }),
    await request('csr-no-server-usage', { usages: ['digital signature'] }),
    await request('csr-other-subject', { subject: 'O=system:masters, CN=system:node:w-1' }),
    await request('csr-email', { names: [{ type: 'dns', value: 'w-1' }, { type: 'email', value: 'x@example.com' }] }),
    await request('csr-no-name', { names: [] }),
    { ...(await request('csr-garbled')), requestPem: 'garbage' },
    await request('csr-approved', { conditions: ['Approved'] }),
    await request('csr-denied', { conditions: ['Denied'] }),
    await request('csr-client', { signerName: 'kubernetes.io/kube-apiserver-client-kubelet' }),
  ], hosts);
  assert.deepEqual(verdicts.map((v) => [v.request, v.approve, 'why' in v ? v.why : '']), [
    ['csr-other-name', false, 'asks for api.example.com, which cluster.yaml does not give host[w-1]'],
    ['csr-other-ip', false, 'asks for 10.0.0.11, which cluster.yaml does not give host[w-1]'],
    ['csr-not-a-host', false, 'was made by the kubelet of w-9, which is not a host in cluster.yaml'],
    ['csr-not-a-node', false, 'was made by system:serviceaccount:default:x, not by a node\'s kubelet'],
    ['csr-without-group', false, 'was made by system:node:w-1, not by a node\'s kubelet'],
    ['csr-client-usage', false, 'asks for the usages digital signature, server auth, client auth, not for serving alone'],
    ['csr-no-server-usage', false, 'asks for the usages digital signature, not for serving alone'],
    ['csr-other-subject', false, 'asks for the subject O=system:masters, CN=system:node:w-1, not O=system:nodes, CN=system:node:w-1'],
    ['csr-email', false, 'asks for names other than DNS names and IP addresses'],
    ['csr-no-name', false, 'asks for no name or address'],
    ['csr-garbled', false, 'cannot be read (not a PEM certificate request)'],
  ]);
});
