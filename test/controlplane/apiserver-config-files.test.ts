// kube-apiserver's configuration files from cluster.yaml, put to work: a real etcd and kube-apiserver
// started from the rendered manifest's flags, with the audit policy, admission configuration and
// authentication configuration k8sform rendered. A request lands in the audit log; the PodSecurity
// defaults refuse a privileged Pod except in an exempted namespace; a JWT from an issuer served here
// (its discovery and keys over HTTPS, from a CA made here) logs in.
import assert from 'node:assert/strict';
import { createPrivateKey, generateKeyPairSync, sign, webcrypto, type KeyObject } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { after, before, test } from 'node:test';
import { admissionConfiguration } from '../support/apiserver-config-files.js';
import { x509 } from '../support/x509.js';
import { REAL_BINARIES_VERSION } from './binaries.js';
import { ownLoopbackAddress, renderSingleControlPlane, type RenderedCluster } from './render.js';
import { freePort, startControlPlane, type ControlPlane } from './runner.js';

const AUDIENCE = 'k8sform-controlplane-test';

const auditPolicy = `apiVersion: audit.k8s.io/v1
kind: Policy
omitStages: [RequestReceived]
rules:
  - level: None
    nonResourceURLs: [/healthz*, /livez*, /readyz*]
  - level: Metadata
`;

const admission = admissionConfiguration(['exempt']);

const authentication = (issuer: string, caPem: string) => `apiVersion: apiserver.config.k8s.io/v1
kind: AuthenticationConfiguration
jwt:
  - issuer:
      url: ${issuer}
      audiences: [${AUDIENCE}]
      certificateAuthority: |
${caPem.trim().split('\n').map((l) => `        ${l}`).join('\n')}
    claimMappings:
      username: { claim: sub, prefix: "jwt:" }
`;

let work: string;
let rendered: RenderedCluster;
let cp: ControlPlane;
let issuerServer: https.Server;
let issuer: string;
let signingKey: KeyObject;
let issuerCaPem: string;

/** A self-signed ECDSA certificate for 127.0.0.1: the issuer's serving certificate and the CA the apiserver trusts for it. */
async function issuerCertificate(): Promise<{ certPem: string; keyPem: string }> {
  const alg = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01', name: 'CN=k8sform test issuer', notBefore: new Date(Date.now() - 60_000), notAfter: new Date(Date.now() + 24 * 3600_000), keys, signingAlgorithm: alg,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyCertSign, true),
      new x509.SubjectAlternativeNameExtension([{ type: 'ip', value: '127.0.0.1' }]),
    ],
  }, webcrypto);
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  return { certPem: cert.toString('pem'), keyPem: createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }).export({ format: 'pem', type: 'pkcs8' }).toString() };
}

/** An OpenID provider's discovery document and keys, over HTTPS on 127.0.0.1. */
async function serveIssuer(certPem: string, keyPem: string, publicJwk: object): Promise<{ server: https.Server; url: string }> {
  const server = https.createServer({ cert: certPem, key: keyPem }, (req, res) => {
    const body = req.url === '/.well-known/openid-configuration' ? { issuer: url, jwks_uri: `${url}/keys` } : req.url === '/keys' ? { keys: [publicJwk] } : undefined;
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url };
}

/** An ES256 JWT with these claims, signed with `key`. */
function jwt(claims: Record<string, unknown>, key: KeyObject): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${part({ alg: 'ES256', kid: 'test', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

/** A request to the apiserver with a bearer token and no client certificate. */
function bearerRequest(path: string, token: string, body: object): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  const ca = cp.credentials('admin.conf').ca;
  return new Promise((ok, fail) => {
    const req = https.request({
      host: cp.address, port: cp.port, path, method: 'POST', ca, agent: false, timeout: 10_000,
      checkServerIdentity: (_h, cert) => tls.checkServerIdentity(rendered.address, cert),
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('timeout', () => req.destroy(new Error(`POST ${path} timed out`)));
    req.on('error', fail);
    req.end(payload);
  });
}

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'k8sform-apiserver-config-'));
  const { certPem, keyPem } = await issuerCertificate();
  issuerCaPem = certPem;
  const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  signingKey = pair.privateKey;
  const served = await serveIssuer(certPem, keyPem, { ...pair.publicKey.export({ format: 'jwk' }), kid: 'test', alg: 'ES256', use: 'sig' });
  issuerServer = served.server;
  issuer = served.url;
  rendered = renderSingleControlPlane(work, {
    version: REAL_BINARIES_VERSION, address: ownLoopbackAddress(), bindPort: await freePort(),
    apiServer: ['auditPolicy: { policyFile: audit-policy.yaml }', 'admission: { configFile: admission.yaml }', 'authentication: { configFile: authentication.yaml }'],
    files: { 'audit-policy.yaml': auditPolicy, 'admission.yaml': admission, 'authentication.yaml': authentication(issuer, certPem) },
  });
  cp = await startControlPlane({ dir: rendered.dir, host: rendered.host, address: rendered.address });
});

after(async () => {
  await cp?.stop();
  issuerServer?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function eventually<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const t0 = Date.now();
  let last: unknown;
  while (Date.now() - t0 < timeoutMs) {
    try {
      const v = await probe();
      if (v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ''}`);
}

test('kube-apiserver starts with the rendered files: each named by its flag, as k8sform wrote them (0600)', () => {
  const command = cp.commands['kube-apiserver']!;
  const etc = join(rendered.dir, 'hosts', rendered.host, 'etc/kubernetes');
  for (const [flag, file, text] of [['audit-policy-file', 'audit-policy.yaml', auditPolicy], ['admission-control-config-file', 'admission-config.yaml', admission], ['authentication-config', 'authentication-config.yaml', authentication(issuer, issuerCaPem)]] as const) {
    assert.ok(command.includes(`--${flag}=${join(etc, file)}`), `--${flag} in ${command.join(' ')}`);
    assert.equal(statSync(join(etc, file)).mode & 0o777, 0o600, file);
    assert.equal(readFileSync(join(etc, file), 'utf8'), text);
  }
  for (const flag of ['--audit-log-maxage=30', '--audit-log-maxbackup=10', '--audit-log-maxsize=100']) assert.ok(command.includes(flag), flag);
});

test('a request is in the audit log', async () => {
  assert.ok(cp.auditLog, 'the manifest asks for an audit log');
  const created = await cp.request('/api/v1/namespaces/default/configmaps', { method: 'POST', body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'audited' }, data: { a: 'b' } } });
  assert.equal(created.status, 201, created.body);
  const event = await eventually('the ConfigMap creation in the audit log', 30_000, async () => {
    if (!existsSync(cp.auditLog!)) return undefined;
    const events = readFileSync(cp.auditLog!, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { verb: string; stage: string; level: string; objectRef?: { resource?: string; name?: string }; requestObject?: unknown; user: { username: string } });
    return events.find((e) => e.verb === 'create' && e.objectRef?.resource === 'configmaps' && e.objectRef.name === 'audited');
  });
  assert.equal(event.stage, 'ResponseComplete', 'RequestReceived is omitted by the policy');
  assert.equal(event.level, 'Metadata');
  assert.equal(event.requestObject, undefined, 'Metadata level: no request body');
  assert.equal(event.user.username, 'kubernetes-super-admin');
});

test('the PodSecurity defaults enforce restricted: a privileged Pod is refused, a restricted one admitted, and the exempted namespace admits the privileged one', async () => {
  const pod = (name: string, securityContext: object, podSecurityContext: object = {}) => ({
    apiVersion: 'v1', kind: 'Pod', metadata: { name },
    spec: { securityContext: podSecurityContext, containers: [{ name: 'c', image: 'registry.k8s.io/pause:3.10', securityContext }] },
  });
  const privileged = pod('privileged', { privileged: true });
  const restricted = pod('restricted', { allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } }, { runAsNonRoot: true, runAsUser: 65534, seccompProfile: { type: 'RuntimeDefault' } });
  for (const ns of ['apps', 'exempt']) {
    assert.equal((await cp.request('/api/v1/namespaces', { method: 'POST', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns } } })).status, 201);
    // No controller-manager runs to make it: the ServiceAccount admission plugin wants one.
    assert.equal((await cp.request(`/api/v1/namespaces/${ns}/serviceaccounts`, { method: 'POST', body: { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'default' } } })).status, 201);
  }
  const refused = await cp.request('/api/v1/namespaces/apps/pods', { method: 'POST', body: privileged });
  assert.equal(refused.status, 403, refused.body);
  assert.match(refused.json<{ message: string }>().message, /violates PodSecurity "restricted:latest": privileged \(container "c" must not set securityContext.privileged=true\)/);
  const admitted = await cp.request('/api/v1/namespaces/apps/pods', { method: 'POST', body: restricted });
  assert.equal(admitted.status, 201, admitted.body);
  const exempt = await cp.request('/api/v1/namespaces/exempt/pods', { method: 'POST', body: privileged });
  assert.equal(exempt.status, 201, exempt.body);
});

test('a JWT from the configured issuer logs in as the mapped user; one signed with another key does not', async () => {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: issuer, aud: AUDIENCE, sub: 'alice', iat: now, nbf: now - 60, exp: now + 600 };
  const review = { apiVersion: 'authentication.k8s.io/v1', kind: 'SelfSubjectReview' };
  // The apiserver fetches the issuer's discovery and keys in the background after it starts.
  const who = await eventually('the JWT to be accepted', 90_000, async () => {
    const r = await bearerRequest('/apis/authentication.k8s.io/v1/selfsubjectreviews', jwt(claims, signingKey), review);
    return r.status === 201 ? (JSON.parse(r.body) as { status: { userInfo: { username: string; groups: string[] } } }).status.userInfo : undefined;
  });
  assert.equal(who.username, 'jwt:alice');
  assert.ok(who.groups.includes('system:authenticated'), who.groups.join(','));
  const forged = await bearerRequest('/apis/authentication.k8s.io/v1/selfsubjectreviews', jwt(claims, generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey), review);
  assert.equal(forged.status, 401, forged.body);
  const otherAudience = await bearerRequest('/apis/authentication.k8s.io/v1/selfsubjectreviews', jwt({ ...claims, aud: 'someone-else' }, signingKey), review);
  assert.equal(otherAudience.status, 401, otherAudience.body);
});
