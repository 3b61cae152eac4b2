import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { before, test } from 'node:test';
import { InternalError, UserError } from '../../src/errors.js';
import { fileAddress, formatAddress } from '../../src/model/address.js';
import type { Desired, DesiredFile } from '../../src/model/desired.js';
import type { LoadedCluster } from '../../src/model/loaded-cluster.js';
import type { Change } from '../../src/model/plan.js';
import { planObservation } from '../../src/planner/plan-observation.js';
import { existingMaterial } from '../../src/planner/existing-material.js';
import { runCA, runCAWritten } from '../../src/engine/run-ca.js';
import { caByName } from '../../src/render/pki/certificates.js';
import { refuseInvalidCAs } from '../../src/planner/plan-refusals.js';
import { managedPaths } from '../../src/render/managed-paths.js';
import { issueCertificate, issuerCertificate } from '../../src/render/pki/issue.js';
import { loadKeyPair } from '../../src/render/pki/key-source.js';
import { render, renderOnDemand } from '../../src/render/render.js';
import { parseCluster } from '../../src/config/load.js';
import type { Observation } from '../../src/state/observation.js';
import { ABSENT, sha256, symlinkDigest, type ObservedFile } from '../../src/state/observe-host.js';
import { parseKubeconfig, pemCertificates } from '../../src/state/file-view.js';
import { cachedKeySource, counterSerials, seededRandom } from '../support/deterministic-inputs.js';
import { testLoadedCluster } from '../support/test-clusters.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const DAY = 86_400_000;
const PKI = '/etc/kubernetes/pki';
const [FP_CRT, FP_KEY, FP_NEXT_CRT, FP_NEXT_KEY, FP_CLIENT] = ['front-proxy-ca.crt', 'front-proxy-ca.key', 'front-proxy-ca-next.crt', 'front-proxy-ca-next.key', 'front-proxy-client.crt'].map((f) => `${PKI}/${f}`) as [string, string, string, string, string];
const HOSTS = ['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: cp-2, role: control-plane, address: 10.0.0.2 }', '{ name: w-1, role: worker, address: 10.0.1.1 }'];
const CONTROL_PLANES = ['cp-1', 'cp-2'];

const loadedIn = (phase?: string, ca = 'frontProxyCA') => testLoadedCluster(HOSTS, phase ? { spec: `certificates: { rotateCA: { ${ca}: ${phase} } }` } : {});

/** Every managed file, by printable address. */
type Files = Map<string, ObservedFile>;
const present = (host: string, path: string, content: Buffer | string, mode = 0o600): ObservedFile => {
  const bytes = Buffer.from(content);
  return { host, path, exists: true, mode, uid: 0, gid: 0, content: bytes, digest: sha256(bytes) };
};
const file = (o: Files, host: string, path: string) => o.get(formatAddress(fileAddress(host, path)));
const text = (o: Files, host: string, path: string) => file(o, host, path)!.content!.toString();
const withFile = (o: Files, f: ObservedFile): Files => new Map(o).set(formatAddress(fileAddress(f.host, f.path)), f);

function byHost(o: Files): Map<string, Map<string, ObservedFile>> {
  const hosts = new Map<string, Map<string, ObservedFile>>();
  for (const f of o.values()) {
    if (!hosts.has(f.host)) hosts.set(f.host, new Map());
    hosts.get(f.host)!.set(f.path, f);
  }
  return hosts;
}

const observation = (o: Files, api?: Observation['api']): Observation => ({ hosts: new Map([...byHost(o)].map(([h, files]) => [h, { files, directories: new Map(), unsafeDirectories: [] }])), ...(api ? { api } : {}) });

const plan = (loaded: LoadedCluster, o: Files, now = NOW, api?: Observation['api']) => planObservation(loaded, observation(o, api), now, [], { keys: cachedKeySource });

/** The hosts after apply wrote or deleted every file the plan changes. */
function applied(o: Files, changes: readonly Change[], contents: Map<string, Buffer>, hosts?: readonly string[]): Files {
  const out = new Map(o);
  for (const c of changes.filter((x) => x.action !== 'noop' && x.addr.kind === 'file' && (!hosts || hosts.some((h) => x.addr.scope === `host[${h}]`)))) {
    const addr = formatAddress(c.addr);
    const host = c.addr.scope.slice('host['.length, -1);
    out.set(addr, c.action === 'delete' ? { host, path: c.addr.name, exists: false, digest: ABSENT } : present(host, c.addr.name, contents.get(addr)!, (c.after as { mode: number }).mode));
  }
  return out;
}

const effective = (changes: readonly Change[], host = 'cp-1') => changes.filter((c) => c.action !== 'noop' && c.addr.kind === 'file' && c.addr.scope === `host[${host}]`).map((c) => `${c.action} ${c.addr.name}`).sort();
const fingerprints = (pem: string) => pemCertificates(pem).map((p) => new X509Certificate(p).fingerprint256);
const signedBy = (certPem: string, caPem: string) => new X509Certificate(certPem).verify(new X509Certificate(caPem).publicKey);

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof UserError, `a UserError, not ${String(e)}`);
    return e.message;
  }
  assert.fail('expected a refusal');
}

/** A self-signed CA valid from `notBefore` to `notAfter`, as PEM certificate and key. */
async function caValid(commonName: string, notBefore: Date, notAfter: Date, label = commonName) {
  const key = await cachedKeySource.generate('rsa-2048', `ca-validity/${label}`);
  const cert = await issueCertificate({ subject: { commonName }, key, serial: '99', notBefore, notAfter });
  return { certPem: cert.pem, keyPem: key.privatePem };
}

/** `o` with the CA in `crt`/`key` replaced, on every control plane, by `ca`. */
function holding(o: Files, ca: { certPem: string; keyPem: string }, crt = FP_CRT, key = FP_KEY): Files {
  let out = o;
  for (const h of CONTROL_PLANES) out = withFile(withFile(out, present(h, crt, ca.certPem, 0o644)), present(h, key, ca.keyPem));
  return out;
}

let steady: Files;
before(async () => {
  const cluster = loadedIn().cluster;
  steady = new Map();
  for (const h of cluster.hosts) for (const path of managedPaths(cluster, h)) steady.set(formatAddress(fileAddress(h.name, path)), { host: h.name, path, exists: false, digest: ABSENT });
  const rendered = await render(cluster, { now: NOW, keys: cachedKeySource, serials: counterSerials(), random: seededRandom('v') });
  for (const d of rendered.desired.filter((x): x is Desired<DesiredFile> => x.spec.kind === 'file')) steady.set(formatAddress(d.addr), present(d.spec.host, d.spec.path, d.spec.content, d.spec.mode));
});

test('a CA the control planes hold that expired is refused at rotateCA, whatever the phase but reissue, before an apiserver it left unreachable', async () => {
  const expired = holding(steady, await caValid('front-proxy-ca', new Date(NOW.getTime() - 3650 * DAY), new Date('2025-03-01T00:00:00Z'), 'expired'));
  const unreachable = { endpoint: 'api.example.com:6443 via host[cp-1]', readiness: 'tls: failed to verify certificate: x509: certificate has expired', kubelets: new Map() };
  for (const phase of [undefined, 'trust-both', 'drop-old']) {
    const why = await refusal(plan(loadedIn(phase), expired, NOW, unreachable));
    assert.equal(why.split('\n').length, 1, 'one line');
    assert.match(why, /^c\.yaml:\d+:\d+: spec\.certificates\.rotateCA\.frontProxyCA: the front-proxy CA the control planes hold \(\/etc\/kubernetes\/pki\/front-proxy-ca\.crt\) expired on 2025-03-01T00:00:00\.000Z, so every certificate it signs would be invalid: set spec\.certificates\.rotateCA\.frontProxyCA: reissue, which signs everything again with a new CA at once \(no trust-both: nothing can rely on a CA that is not valid\), then drop-old$/, String(phase));
  }
  const set = await refusal(plan(loadedIn('trust-both'), expired));
  const unset = await refusal(plan(loadedIn(), expired));
  assert.notEqual(set.split(':').slice(0, 3).join(':'), unset.split(':').slice(0, 3).join(':'), 'located at the field when it is written, else where it would go');
});

test('a CA not valid yet is refused, pointing at the clock; each CA on its own line', async () => {
  const early = holding(steady, await caValid('front-proxy-ca', new Date(NOW.getTime() + DAY), new Date(NOW.getTime() + 3650 * DAY), 'early'));
  assert.match(await refusal(plan(loadedIn(), early)), /front-proxy CA the control planes hold \(\S+\) is not valid before 2026-03-02T00:00:00\.000Z \(if this machine's clock is behind, correct it instead\), so every certificate it signs would be invalid/);
  const both = holding(early, await caValid('etcd-ca', new Date(NOW.getTime() - 3650 * DAY), new Date(NOW.getTime() - DAY), 'etcd-expired'), `${PKI}/etcd/ca.crt`, `${PKI}/etcd/ca.key`);
  const lines = (await refusal(plan(loadedIn(), both))).split('\n');
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /rotateCA\.frontProxyCA: the front-proxy CA .* is not valid before/);
  assert.match(lines[1]!, /rotateCA\.etcdCA: the etcd CA the control planes hold \(\/etc\/kubernetes\/pki\/etcd\/ca\.crt\) expired on 2026-02-28T00:00:00\.000Z/);
});

test('from an expired CA, reissue signs everything with a new CA at once; drop-old then finishes the rotation; no certificate ends before it begins', async () => {
  const old = await caValid('front-proxy-ca', new Date(NOW.getTime() - 3650 * DAY), new Date(NOW.getTime() - 30 * DAY), 'expired-2');
  const expired = holding(steady, old);
  const reissue = await plan(loadedIn('reissue'), expired);
  assert.deepEqual(effective(reissue.plan.changes), [`create ${FP_NEXT_CRT}`, `create ${FP_NEXT_KEY}`, `replace ${FP_CLIENT}`, `replace ${PKI}/front-proxy-client.key`, `replace ${FP_CRT}`, `replace ${FP_KEY}`].sort());
  const inReissue = applied(expired, reissue.plan.changes, reissue.contents);
  const newPem = text(inReissue, 'cp-1', FP_NEXT_CRT);
  for (const h of CONTROL_PLANES) {
    assert.deepEqual(fingerprints(text(inReissue, h, FP_CRT)), [...fingerprints(newPem), ...fingerprints(old.certPem)], `${h} trusts new then old, as a reissue after trust-both does`);
    const client = new X509Certificate(text(inReissue, h, FP_CLIENT));
    assert.ok(signedBy(client.toString(), newPem), `${h}'s front-proxy client is signed by the new CA`);
    assert.ok(new Date(client.validTo) > new Date(client.validFrom));
    assert.equal(new Date(client.validTo).toISOString(), new Date(NOW.getTime() + 365 * DAY).toISOString(), 'its full validity: the new CA outlives it');
  }
  assert.deepEqual(effective((await plan(loadedIn('reissue'), inReissue)).plan.changes), [], 'reissue twice changes nothing');
  assert.match(await refusal(plan(loadedIn('trust-both'), inReissue)), /rotateCA\.frontProxyCA: trust-both, but the old front-proxy CA of the rotation expired on .*: continue with reissue/, 'no going back to the expired CA');
  const drop = await plan(loadedIn('drop-old'), inReissue);
  assert.deepEqual(effective(drop.plan.changes), [`delete ${FP_NEXT_CRT}`, `delete ${FP_NEXT_KEY}`, `replace ${FP_CRT}`]);
  const done = applied(inReissue, drop.plan.changes, drop.contents);
  assert.deepEqual(fingerprints(text(done, 'cp-2', FP_CRT)), fingerprints(newPem));
  assert.deepEqual(effective((await plan(loadedIn(), done)).plan.changes), [], 'nothing left once the field is removed');
  await assert.rejects(plan(loadedIn('reissue'), steady), /reissue, but no rotation of the front-proxy CA is under way .*begin with trust-both/, 'a CA still valid goes through trust-both');
});

test('an expired cluster CA: reissue moves the kubelets\' own certificates of it away, and every kubeconfig gets a client certificate of the new CA', async () => {
  const old = await caValid('kubernetes', new Date(NOW.getTime() - 3650 * DAY), new Date(NOW.getTime() - DAY), 'cluster-expired');
  let expired = holding(steady, old, `${PKI}/ca.crt`, `${PKI}/ca.key`);
  const storeCert = '/var/lib/kubelet/pki/kubelet-client-current.pem';
  const issuer = { cert: issuerCertificate(old.certPem), key: await loadKeyPair(old.keyPem) };
  const store = await issueCertificate({ subject: { commonName: 'system:node:cp-1', organization: ['system:nodes'] }, key: await cachedKeySource.generate('rsa-2048', 'ca-validity/store'), serial: '7', issuer, usages: ['clientAuth'], notBefore: new Date(NOW.getTime() - 300 * DAY), notAfter: new Date(NOW.getTime() - DAY) });
  const target = Buffer.from('/var/lib/kubelet/pki/kubelet-client-2025.pem');
  expired = withFile(expired, { host: 'cp-1', path: storeCert, exists: true, uid: 0, gid: 0, digest: symlinkDigest(target), notRegular: { what: `a symbolic link to ${target}`, linkTarget: target.toString() }, certificatePem: store.pem });
  assert.match(await refusal(plan(loadedIn(), expired)), /rotateCA\.ca: the cluster CA the control planes hold \(\/etc\/kubernetes\/pki\/ca\.crt\) expired on 2026-02-28T00:00:00\.000Z/);
  const reissue = await plan(loadedIn('reissue', 'ca'), expired);
  assert.ok(effective(reissue.plan.changes).includes(`delete ${storeCert}`), 'the kubelet\'s certificate of the expired CA is moved away');
  const done = applied(expired, reissue.plan.changes, reissue.contents);
  const newPem = text(done, 'cp-1', `${PKI}/ca-next.crt`);
  for (const h of CONTROL_PLANES) {
    for (const conf of ['admin.conf', 'kubelet.conf', 'controller-manager.conf']) {
      const client = parseKubeconfig(text(done, h, `/etc/kubernetes/${conf}`)).clientCertificatePem!;
      assert.ok(signedBy(client, newPem), `${h} ${conf}`);
      assert.ok(new Date(new X509Certificate(client).validTo) > NOW);
    }
  }
  assert.deepEqual(fingerprints(text(done, 'w-1', `${PKI}/ca.crt`)), [...fingerprints(newPem), ...fingerprints(old.certPem)], 'the worker trusts the new CA too');

  // k8sform's own client: during that apply, signed by the new CA the plan writes, trusting both.
  const held = runCA(existingMaterial(loadedIn('reissue', 'ca').cluster, byHost(expired), {}, NOW), 'ca', NOW);
  assert.equal(held!.signing.certPem, old.certPem);
  const during = runCAWritten(held, reissue.contents, caByName('ca'), NOW)!;
  assert.equal(during.signing.certPem, newPem);
  assert.deepEqual(fingerprints(during.trustPem), [...fingerprints(newPem), ...fingerprints(old.certPem)]);
  const valid = runCA(existingMaterial(loadedIn().cluster, byHost(steady), {}, NOW), 'ca', NOW);
  assert.equal(runCAWritten(valid, reissue.contents, caByName('ca'), NOW), undefined, 'a CA still valid signs k8sform\'s client itself');
  // Afterwards, and after an apply stopped on cp-1 alone (cp-2 still holds the old key), the new CA signs it.
  const stopped = applied(expired, reissue.plan.changes, reissue.contents, ['cp-1']);
  for (const o of [done, stopped]) assert.equal(runCA(existingMaterial(loadedIn('reissue', 'ca').cluster, byHost(o), {}, NOW), 'ca', NOW)!.signing.certPem, newPem);
});

test('a rotation whose old CA expired during trust-both is not abandoned nor kept signing with it: reissue goes on, even from a host trust-both did not reach', async () => {
  const LATER = new Date(NOW.getTime() + 60 * DAY);
  const shortLived = holding(steady, await caValid('front-proxy-ca', new Date(NOW.getTime() - DAY), new Date(NOW.getTime() + 40 * DAY), 'short'));
  const trust = await plan(loadedIn('trust-both'), shortLived);
  const partial = applied(shortLived, trust.plan.changes, trust.contents, ['cp-1']);
  await assert.rejects(plan(loadedIn('reissue'), partial), /reissue, but host\[cp-2\] do not trust the new front-proxy CA yet/, 'while the old CA is valid, reissue waits for trust-both everywhere');
  assert.match(await refusal(plan(loadedIn('trust-both'), partial, LATER)), /^c\.yaml:\d+:\d+: spec\.certificates\.rotateCA\.frontProxyCA: trust-both, but the old front-proxy CA of the rotation expired on 2026-04-10T00:00:00\.000Z, so it cannot sign again: continue with reissue \(the new CA signs everything again at once\), then drop-old$/);
  assert.match(await refusal(plan(loadedIn(), partial, LATER)), /rotateCA\.frontProxyCA: not set, but the old front-proxy CA of the rotation expired on/);
  const reissue = await plan(loadedIn('reissue'), partial, LATER);
  const done = applied(partial, reissue.plan.changes, reissue.contents);
  const newPem = text(done, 'cp-1', FP_NEXT_CRT);
  for (const h of CONTROL_PLANES) assert.ok(signedBy(text(done, h, FP_CLIENT), newPem), `${h}'s front-proxy client is signed by the new CA`);
  assert.deepEqual(effective((await plan(loadedIn('drop-old'), done, LATER)).plan.changes), [`delete ${FP_NEXT_CRT}`, `delete ${FP_NEXT_KEY}`, `replace ${FP_CRT}`]);
  // A rotation left until its new CA ended too (as every CA of this cluster had): each is named, the new one as such.
  const lines = (await refusal(plan(loadedIn('reissue'), partial, new Date(NOW.getTime() + 3700 * DAY)))).split('\n');
  assert.equal(lines.length, 3);
  assert.match(lines.find((l) => l.includes('rotateCA.frontProxyCA'))!, /rotateCA\.frontProxyCA: the new front-proxy CA of the rotation \(\/etc\/kubernetes\/pki\/front-proxy-ca-next\.crt\) expired on \S+, so it cannot sign, and this rotation cannot go on from it$/);
});

test('a CA from the user\'s files that is not valid at the plan\'s clock is refused at its certFile', async () => {
  // Loading checks the files against this machine's clock, so the CA is valid today.
  const today = new Date(Math.floor(Date.now() / DAY) * DAY);
  const ca = await caValid('front-proxy-ca', new Date(today.getTime() - DAY), new Date(today.getTime() + 10 * DAY), 'user');
  const files: Record<string, string> = { '/tmp/fp.crt': ca.certPem, '/tmp/fp.key': ca.keyPem };
  const yaml = `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: t }
spec:
  kubernetesVersion: v1.34.2
  controlPlaneEndpoint: api.example.com
  certificates:
    frontProxyCA: { certFile: fp.crt, keyFile: fp.key }
  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.1 }
`;
  const loaded = parseCluster(yaml, '/tmp/c.yaml', 'c.yaml', { readFile: (path) => (files[path] ? { text: files[path]! } : { why: 'no such file' }) });
  assert.doesNotThrow(() => refuseInvalidCAs(loaded, {}, today));
  const thrown = (at: Date) => {
    try {
      refuseInvalidCAs(loaded, {}, at);
    } catch (e) {
      assert.ok(e instanceof UserError);
      return e.message;
    }
    return assert.fail('expected a refusal');
  };
  const end = new Date(today.getTime() + 10 * DAY).toISOString();
  assert.equal(thrown(new Date(today.getTime() + 20 * DAY)).replace(/^c\.yaml:8:\d+: /, ''), `spec.certificates.frontProxyCA.certFile: the front-proxy CA in /tmp/fp.crt expired on ${end}, so every certificate it signs would be invalid: give a CA that is valid now (k8sform rotates only the CAs it generated)`);
  assert.match(thrown(new Date(today.getTime() - 2 * DAY)), /frontProxyCA\.certFile: the front-proxy CA in \/tmp\/fp\.crt is not valid before/);
});

test('a CA that ends within renewBefore has its certificates end with it, and a second plan does not ask for them again', async () => {
  const end = new Date(NOW.getTime() + 10 * DAY);
  const ending = holding(steady, await caValid('front-proxy-ca', new Date(NOW.getTime() - 3650 * DAY), end, 'ending'));
  const first = await plan(loadedIn(), ending);
  assert.deepEqual(effective(first.plan.changes), [`replace ${FP_CLIENT}`, `replace ${PKI}/front-proxy-client.key`], 'issued again by the CA the hosts hold');
  const done = applied(ending, first.plan.changes, first.contents);
  assert.equal(new Date(new X509Certificate(text(done, 'cp-1', FP_CLIENT)).validTo).toISOString(), end.toISOString(), 'capped at the CA\'s end');
  for (const at of [NOW, new Date(NOW.getTime() + 5 * DAY)]) assert.deepEqual(effective((await plan(loadedIn(), done, at)).plan.changes), [], `nothing again at ${at.toISOString()}: a renewal would end no later`);
  assert.match(await refusal(plan(loadedIn(), done, new Date(end.getTime() + DAY))), /front-proxy CA the control planes hold .* expired on/, 'once it has ended, the CA is refused');
});

test('render never signs a certificate that ends before it begins: a CA past its end is an internal error there', async () => {
  const cluster = loadedIn().cluster;
  const old = await caValid('front-proxy-ca', new Date(NOW.getTime() - 3650 * DAY), new Date(NOW.getTime() - DAY), 'render');
  await assert.rejects(
    renderOnDemand(cluster, { now: NOW, keys: cachedKeySource, serials: counterSerials(), random: seededRandom('v'), existing: { cas: { 'front-proxy-ca': old } } }),
    (e: Error) => e instanceof InternalError && /signed by CN=front-proxy-ca would end \(2026-02-28T00:00:00\.000Z\) before it begins \(2026-02-28T23:55:00\.000Z\)/.test(e.message),
  );
});
