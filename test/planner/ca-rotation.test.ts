import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { before, test } from 'node:test';
import type { Cluster } from '../../src/model/cluster.js';
import { parseCluster } from '../../src/config/load.js';
import { fileAddress, formatAddress } from '../../src/model/address.js';
import type { Desired, DesiredFile, DesiredObject, PlannedFile } from '../../src/model/desired.js';
import type { Change } from '../../src/model/plan.js';
import type { RenderInputs } from '../../src/render/inputs.js';
import { managedPaths } from '../../src/render/managed-paths.js';
import { fileBytes } from '../../src/render/file-bytes.js';
import { render, renderOnDemand } from '../../src/render/render.js';
import { systemKeySource } from '../../src/render/pki/key-source.js';
import { existingMaterial } from '../../src/planner/existing-material.js';
import { parseKubeconfig, pemCertificates } from '../../src/state/file-view.js';
import { ABSENT, sha256, symlinkDigest, type ObservedFile } from '../../src/state/observe-host.js';
import { issueCertificate, issuerCertificate } from '../../src/render/pki/issue.js';
import { loadKeyPair } from '../../src/render/pki/key-source.js';
import { planKubeletStore } from '../../src/planner/plan-kubelet-store.js';
import { cachedKeySource, counterSerials, seededRandom } from '../support/deterministic-inputs.js';
import { runCA } from '../../src/engine/run-ca.js';
import { caRotationRefusals } from '../../src/planner/ca-rotation-order.js';
import { completeFiles, planFiles } from '../../src/planner/plan-files.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const PKI = '/etc/kubernetes/pki';
const CRT = `${PKI}/front-proxy-ca.crt`;
const KEY = `${PKI}/front-proxy-ca.key`;
const NEXT_CRT = `${PKI}/front-proxy-ca-next.crt`;
const NEXT_KEY = `${PKI}/front-proxy-ca-next.key`;
const CLIENT = `${PKI}/front-proxy-client.crt`;
const CONTROL_PLANES = ['cp-1', 'cp-2', 'cp-3'];

const clusterIn = (phase?: string, ca = 'frontProxyCA') => parseCluster(`apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: t }
spec:
  kubernetesVersion: v1.34.2
  controlPlaneEndpoint: api.example.com:6443
${phase ? `  certificates: { rotateCA: { ${ca}: ${phase} } }\n` : ''}  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.1 }
    - { name: cp-2, role: control-plane, address: 10.0.0.2 }
    - { name: cp-3, role: control-plane, address: 10.0.0.3 }
    - { name: w-1, role: worker, address: 10.0.1.1 }
`, '/tmp/c.yaml').cluster;

type Observed = Map<string, ObservedFile>;
const inputs = (cluster: Cluster, observed: Observed): RenderInputs => ({
  now: NOW, keys: systemKeySource, serials: counterSerials(), random: seededRandom('r'), existing: existingMaterial(cluster, byHost(observed), {}, NOW),
});

function byHost(observed: Observed): Map<string, Map<string, ObservedFile>> {
  const out = new Map<string, Map<string, ObservedFile>>();
  for (const f of observed.values()) {
    if (!out.has(f.host)) out.set(f.host, new Map());
    out.get(f.host)!.set(f.path, f);
  }
  return out;
}

const present = (host: string, path: string, content: Buffer, mode = 0o600): ObservedFile => ({ host, path, exists: true, mode, uid: 0, gid: 0, content, digest: sha256(content) });

/** Plans `cluster` against the hosts the way plan does, refusing phases out of order first. */
async function plan(cluster: Cluster, observed: Observed) {
  const i = inputs(cluster, observed);
  const refusals = caRotationRefusals(cluster, i.existing?.rotations ?? {});
  if (refusals.length) throw new Error(refusals.map((r) => r.message).join('\n'));
  const { desired } = await renderOnDemand(cluster, i);
  const files = desired.filter((d): d is Desired<PlannedFile> => d.spec.kind === 'file');
  const objects = desired.filter((d): d is Desired<DesiredObject> => d.spec.kind === 'object');
  return { ...(await completeFiles(planFiles(cluster, files, { now: NOW, observed }), fileBytes)), objects };
}

/** The hosts after apply wrote (or deleted) every file of `selected` hosts' changes. */
function applied(observed: Observed, changes: readonly Change[], contents: Map<string, Buffer>, hosts = CONTROL_PLANES): Observed {
  const out = new Map(observed);
  for (const c of changes.filter((x) => x.action !== 'noop' && hosts.some((h) => x.addr.scope === `host[${h}]`))) {
    const addr = formatAddress(c.addr);
    const host = c.addr.scope.slice('host['.length, -1);
    out.set(addr, c.action === 'delete' ? { host, path: c.addr.name, exists: false, digest: ABSENT } : present(host, c.addr.name, contents.get(addr)!, (c.after as { mode: number }).mode));
  }
  return out;
}

const effective = (changes: readonly Change[], host = 'cp-1') => changes.filter((c) => c.action !== 'noop' && c.addr.scope === `host[${host}]`).map((c) => `${c.action} ${c.addr.name}`).sort();
const file = (o: Observed, host: string, path: string) => o.get(formatAddress(fileAddress(host, path)));
const fingerprints = (o: Observed, host: string, path: string) => pemCertificates(file(o, host, path)!.content!.toString()).map((p) => new X509Certificate(p).fingerprint256);
const signedBy = (o: Observed, host: string, leaf: string, ca: string) => new X509Certificate(file(o, host, leaf)!.content!).verify(new X509Certificate(ca).publicKey);

const reasonOf = (changes: readonly Change[], path: string) => changes.find((c) => c.addr.scope === 'host[cp-2]' && c.addr.name === path)!.reasons[0]!.detail;

let steady: Observed;
let oldCA: string;
before(async () => {
  const cluster = clusterIn();
  steady = new Map();
  for (const h of cluster.hosts) for (const path of managedPaths(cluster, h)) steady.set(formatAddress(fileAddress(h.name, path)), { host: h.name, path, exists: false, digest: ABSENT });
  const rendered = await render(cluster, { now: NOW, keys: cachedKeySource, serials: counterSerials(), random: seededRandom('p') });
  for (const d of rendered.desired.filter((x): x is Desired<DesiredFile> => x.spec.kind === 'file')) steady.set(formatAddress(d.addr), present(d.spec.host, d.spec.path, Buffer.from(d.spec.content), d.spec.mode));
  oldCA = file(steady, 'cp-1', CRT)!.content!.toString();
});

test('a front-proxy CA rotation goes trust-both, reissue, drop-old, each phase one plan whose second run is empty', async () => {
  const oldFp = new X509Certificate(oldCA).fingerprint256;

  // trust-both: a new CA waits in -next and is trusted after the old one, which still signs.
  const trust = await plan(clusterIn('trust-both'), steady);
  assert.deepEqual(effective(trust.changes), [`create ${NEXT_CRT}`, `create ${NEXT_KEY}`, `replace ${CRT}`]);
  const crtChange = trust.changes.find((c) => formatAddress(c.addr) === 'host[cp-1].file[/etc/kubernetes/pki/front-proxy-ca.crt]')!;
  assert.equal(crtChange.after!.view.kind, 'certificate');
  assert.equal(crtChange.after!.view.kind === 'certificate' && crtChange.after!.view.alsoTrusted?.length, 1, 'the plan shows the CA now trusted beside the old one');
  assert.match(crtChange.reasons[0]!.detail, /^trusts a new CA beside the one that signs/);
  const inTrust = applied(steady, trust.changes, trust.contents);
  const newFp = fingerprints(inTrust, 'cp-1', NEXT_CRT)[0]!;
  for (const h of CONTROL_PLANES) {
    assert.deepEqual(fingerprints(inTrust, h, CRT), [oldFp, newFp], `${h} trusts old then new`);
    assert.equal(file(inTrust, h, NEXT_KEY)!.mode, 0o600, 'the new CA key is private');
  }
  assert.equal(new Set(CONTROL_PLANES.map((h) => fingerprints(inTrust, h, NEXT_CRT)[0])).size, 1, 'one new CA for every control plane');
  assert.deepEqual(effective((await plan(clusterIn('trust-both'), inTrust)).changes), [], 'trust-both twice changes nothing');

  // reissue: the new CA signs; the front-proxy client certificate is issued again; the old CA is still trusted.
  const reissue = await plan(clusterIn('reissue'), inTrust);
  assert.deepEqual(effective(reissue.changes), [`replace ${CRT}`, `replace ${KEY}`, `replace ${PKI}/front-proxy-client.crt`, `replace ${PKI}/front-proxy-client.key`]);
  assert.match(reasonOf(reissue.changes, CRT), /^the new CA signs; the old one is still trusted/);
  assert.match(reasonOf(reissue.changes, KEY), /^differs from the key the cluster signs with/);
  const inReissue = applied(inTrust, reissue.changes, reissue.contents);
  const newPem = file(inReissue, 'cp-1', NEXT_CRT)!.content!.toString();
  for (const h of CONTROL_PLANES) {
    assert.deepEqual(fingerprints(inReissue, h, CRT), [newFp, oldFp], `${h} trusts new then old`);
    assert.ok(signedBy(inReissue, h, CLIENT, newPem), `${h}'s front-proxy client certificate is signed by the new CA`);
  }
  assert.deepEqual(effective((await plan(clusterIn('reissue'), inReissue)).changes), []);

  // drop-old: the new CA alone; the -next copy goes; extension apiservers are told to trust the new CA only.
  const drop = await plan(clusterIn('drop-old'), inReissue);
  assert.deepEqual(effective(drop.changes), [`delete ${NEXT_CRT}`, `delete ${NEXT_KEY}`, `replace ${CRT}`]);
  assert.match(reasonOf(drop.changes, CRT), /^trusts only the CA that signs/);
  const trustObject = drop.objects.find((o) => o.spec.manifest.metadata.name === 'extension-apiserver-authentication')!;
  const data = (trustObject.spec.manifest as unknown as { data: Record<string, string> }).data;
  assert.deepEqual(pemCertificates(data['requestheader-client-ca-file']!).map((p) => new X509Certificate(p).fingerprint256), [newFp]);
  assert.equal(trustObject.spec.manifest.metadata.labels, undefined, 'the apiserver\'s ConfigMap is never marked for pruning');
  const done = applied(inReissue, drop.changes, drop.contents);
  for (const h of CONTROL_PLANES) assert.deepEqual(fingerprints(done, h, CRT), [newFp]);
  assert.deepEqual(effective((await plan(clusterIn('drop-old'), done)).changes), []);

  // Removing the field afterwards changes nothing, and the trust object is no longer asked for.
  const after = await plan(clusterIn(), done);
  assert.deepEqual(effective(after.changes), []);
  assert.equal(after.objects.some((o) => o.spec.manifest.metadata.name === 'extension-apiserver-authentication'), false);
  // The other CAs were never touched.
  for (const path of [`${PKI}/ca.crt`, `${PKI}/etcd/ca.crt`]) assert.equal(file(done, 'cp-2', path)!.digest, file(steady, 'cp-2', path)!.digest);
});

test('phases out of order are refused, saying which comes first; removing the field during trust-both abandons the rotation', async () => {
  await assert.rejects(plan(clusterIn('reissue'), steady), /reissue, but no rotation of the front-proxy CA is under way .*begin with trust-both/);
  const trust = await plan(clusterIn('trust-both'), steady);
  const inTrust = applied(steady, trust.changes, trust.contents);
  await assert.rejects(plan(clusterIn('drop-old'), inTrust), /drop-old, but host\[cp-1\], host\[cp-2\], host\[cp-3\] still sign with the old front-proxy CA.*apply reissue first/);

  const abandon = await plan(clusterIn(), inTrust);
  assert.deepEqual(effective(abandon.changes), [`delete ${NEXT_CRT}`, `delete ${NEXT_KEY}`, `replace ${CRT}`]);
  const back = applied(inTrust, abandon.changes, abandon.contents);
  assert.equal(file(back, 'cp-1', CRT)!.content!.toString(), oldCA, 'back to the old CA alone');

  const reissue = await plan(clusterIn('reissue'), inTrust);
  const inReissue = applied(inTrust, reissue.changes, reissue.contents);
  await assert.rejects(plan(clusterIn('trust-both'), inReissue), /trust-both, but host\[cp-1\], host\[cp-2\], host\[cp-3\] already sign with the new front-proxy CA.*continue the rotation with reissue, then drop-old/);
  await assert.rejects(plan(clusterIn(), inReissue), /not set, but host\[cp-1\], host\[cp-2\], host\[cp-3\] already sign with the new front-proxy CA/);
});

test('an apply of trust-both that reached one control plane is finished with the same new CA, and reissue waits for it', async () => {
  const trust = await plan(clusterIn('trust-both'), steady);
  const partial = applied(steady, trust.changes, trust.contents, ['cp-1']);
  await assert.rejects(plan(clusterIn('reissue'), partial), /reissue, but host\[cp-2\], host\[cp-3\] do not trust the new front-proxy CA yet.*apply trust-both first/);
  const again = await plan(clusterIn('trust-both'), partial);
  assert.deepEqual(effective(again.changes, 'cp-1'), []);
  assert.deepEqual(effective(again.changes, 'cp-2'), [`create ${NEXT_CRT}`, `create ${NEXT_KEY}`, `replace ${CRT}`]);
  const finished = applied(partial, again.changes, again.contents);
  assert.deepEqual(fingerprints(finished, 'cp-3', NEXT_CRT), fingerprints(partial, 'cp-1', NEXT_CRT), 'the new CA cp-1 holds, not another one');
});

test('a drop-old stopped after removing the -next copy on a host is finished from the bundle', async () => {
  const trust = await plan(clusterIn('trust-both'), steady);
  const inTrust = applied(steady, trust.changes, trust.contents);
  const reissue = await plan(clusterIn('reissue'), inTrust);
  const inReissue = applied(inTrust, reissue.changes, reissue.contents);
  // Every host's -next copy is gone (apply's first step), its bundle not yet rewritten.
  const stopped = new Map(inReissue);
  for (const h of CONTROL_PLANES) for (const p of [NEXT_CRT, NEXT_KEY]) stopped.set(formatAddress(fileAddress(h, p)), { host: h, path: p, exists: false, digest: ABSENT });
  const drop = await plan(clusterIn('drop-old'), stopped);
  assert.deepEqual(effective(drop.changes), [`replace ${CRT}`]);
});

test('hosts in no phase of a rotation, a third CA, or a new CA whose key is on no host stop the plan with the hosts named', async () => {
  const trust = await plan(clusterIn('trust-both'), steady);
  const inTrust = applied(steady, trust.changes, trust.contents);
  const on = (o: Observed, host: string, path: string, content: Buffer | undefined) => {
    const copy = new Map(o);
    copy.set(formatAddress(fileAddress(host, path)), content ? present(host, path, content, 0o644) : { host, path, exists: false, digest: ABSENT });
    return copy;
  };
  // cp-2's bundle lists the CAs but its key signs with neither order's CA: it is in no phase.
  const keyless = on(inTrust, 'cp-2', KEY, file(inTrust, 'cp-2', `${PKI}/ca.key`)!.content);
  await assert.rejects(plan(clusterIn('trust-both'), keyless), /host\[cp-2\]: .*front-proxy-ca\.crt, .*front-proxy-ca\.key and .*front-proxy-ca-next\.crt are in no phase of a rotation/);
  // A third CA (the cluster CA) in cp-3's bundle.
  const third = on(inTrust, 'cp-3', CRT, Buffer.concat([file(inTrust, 'cp-3', CRT)!.content!, file(inTrust, 'cp-3', `${PKI}/ca.crt`)!.content!]));
  await assert.rejects(plan(clusterIn('trust-both'), third), /hold 3 different CAs across the control planes; a rotation has two/);
  // The new CA's key gone from every host.
  let lost = inTrust;
  for (const h of CONTROL_PLANES) lost = on(lost, h, NEXT_KEY, undefined);
  await assert.rejects(plan(clusterIn('trust-both'), lost), /no control plane holds the key of the new CA in .*front-proxy-ca-next\.crt/);
});

test('a -next certificate whose key was never written starts trust-both afresh; a cluster CA file holding two CAs, the first signing, is read as a rotation to finish', async () => {
  const trust = await plan(clusterIn('trust-both'), steady);
  const halfWritten = new Map(steady);
  halfWritten.set(formatAddress(fileAddress('cp-1', NEXT_CRT)), present('cp-1', NEXT_CRT, trust.contents.get(formatAddress(fileAddress('cp-1', NEXT_CRT)))!, 0o644));
  const again = await plan(clusterIn('trust-both'), halfWritten);
  assert.deepEqual(effective(again.changes), [`create ${NEXT_KEY}`, `replace ${CRT}`, `replace ${NEXT_CRT}`].sort());

  // A ca.crt listing a second root CA after the one its key matches is a rotation left in reissue (by hand): plan asks to finish it.
  const twoInCA = new Map(steady);
  for (const h of CONTROL_PLANES) {
    const path = `${PKI}/ca.crt`;
    twoInCA.set(formatAddress(fileAddress(h, path)), present(h, path, Buffer.concat([file(steady, h, path)!.content!, file(steady, h, CRT)!.content!]), 0o644));
  }
  await assert.rejects(plan(clusterIn(), twoInCA), /not set, but host\[cp-1\], host\[cp-2\], host\[cp-3\] already sign with the new cluster CA, so the old one cannot take over again: continue the rotation with reissue, then drop-old/);
});

test('an etcd CA rotation reissues every certificate the etcd CA signs, and k8sform\'s own etcd client is signed by a CA every member trusts at each step', async () => {
  const ETCD = `${PKI}/etcd`;
  const [crt, key, nextCrt, nextKey] = [`${ETCD}/ca.crt`, `${ETCD}/ca.key`, `${ETCD}/ca-next.crt`, `${ETCD}/ca-next.key`];
  const etcd = (phase?: string) => clusterIn(phase, 'etcdCA');
  const oldPem = file(steady, 'cp-1', crt)!.content!.toString();
  const client = (o: Observed) => runCA(existingMaterial(etcd(), byHost(o), {}, NOW), 'etcd-ca', NOW)!;
  assert.equal(client(steady).signing.certPem, oldPem);
  assert.equal(client(steady).trustPem, oldPem);

  const trust = await plan(etcd('trust-both'), steady);
  assert.deepEqual(effective(trust.changes), [`create ${nextCrt}`, `create ${nextKey}`, `replace ${crt}`]);
  // Half applied: cp-1 trusts both, the others only the old CA, so the old CA still signs k8sform's client.
  const partial = applied(steady, trust.changes, trust.contents, ['cp-1']);
  assert.equal(client(partial).signing.certPem, oldPem);
  const inTrust = applied(steady, trust.changes, trust.contents);
  const newPem = file(inTrust, 'cp-1', nextCrt)!.content!.toString();
  // Every member trusts both, but an apply may still abandon the rotation (back to the old CA alone),
  // so the old CA signs while its key is on a host; servers signed by either are accepted.
  assert.equal(client(inTrust).signing.certPem, oldPem);
  assert.deepEqual(pemCertificates(client(inTrust).trustPem), [...pemCertificates(oldPem), ...pemCertificates(newPem)]);
  const abandon = await plan(etcd(), inTrust);
  assert.deepEqual(effective(abandon.changes), [`delete ${nextCrt}`, `delete ${nextKey}`, `replace ${crt}`]);
  assert.equal(file(applied(inTrust, abandon.changes, abandon.contents), 'cp-1', crt)!.content!.toString(), oldPem, 'abandoned: the CA k8sform signed its client with is the one left');

  const reissue = await plan(etcd('reissue'), inTrust);
  const leaves = ['etcd/server', 'etcd/peer', 'etcd/healthcheck-client', 'apiserver-etcd-client'];
  assert.deepEqual(effective(reissue.changes), [`replace ${crt}`, `replace ${key}`, ...leaves.flatMap((l) => [`replace ${PKI}/${l}.crt`, `replace ${PKI}/${l}.key`])].sort());
  // Half applied: cp-1 signs with the new CA and trusts both; the others still hold the old key, so it signs.
  assert.equal(client(applied(inTrust, reissue.changes, reissue.contents, ['cp-1'])).signing.certPem, oldPem);
  const inReissue = applied(inTrust, reissue.changes, reissue.contents);
  for (const h of CONTROL_PLANES) for (const l of leaves) assert.ok(signedBy(inReissue, h, `${PKI}/${l}.crt`, newPem), `${h}'s ${l} is signed by the new etcd CA`);
  assert.equal(client(inReissue).signing.certPem, newPem);
  assert.deepEqual(effective((await plan(etcd('reissue'), inReissue)).changes), []);

  // A reissue whose kube-apiserver step failed on cp-3 (its files restored) after the etcd step had
  // gone out: drop-old would make cp-3's member refuse its apiserver, so it is refused until reissue finishes.
  const stopped = new Map(inReissue);
  for (const p of [`${PKI}/apiserver-etcd-client.crt`, `${PKI}/apiserver-etcd-client.key`]) stopped.set(formatAddress(fileAddress('cp-3', p)), file(inTrust, 'cp-3', p)!);
  await assert.rejects(plan(etcd('drop-old'), stopped), /^Error: drop-old, but host\[cp-3\]\.file\[\/etc\/kubernetes\/pki\/apiserver-etcd-client\.crt\] is still signed by the old etcd CA, which would no longer be trusted: apply reissue again$/);
  assert.deepEqual(effective((await plan(etcd('reissue'), stopped)).changes, 'cp-3'), [`replace ${PKI}/apiserver-etcd-client.crt`, `replace ${PKI}/apiserver-etcd-client.key`]);

  const drop = await plan(etcd('drop-old'), inReissue);
  assert.deepEqual(effective(drop.changes), [`delete ${nextCrt}`, `delete ${nextKey}`, `replace ${crt}`]);
  assert.equal(drop.objects.some((o) => o.spec.manifest.metadata.name === 'extension-apiserver-authentication'), false, 'no apiserver ConfigMap holds the etcd CA');
  const done = applied(inReissue, drop.changes, drop.contents);
  assert.equal(file(done, 'cp-3', crt)!.content!.toString(), newPem);
  assert.deepEqual(effective((await plan(etcd(), done)).changes), []);
  assert.equal(client(done).trustPem, newPem);
  // The other CAs were never touched.
  for (const path of [`${PKI}/ca.crt`, CRT, CLIENT]) assert.equal(file(done, 'cp-2', path)!.digest, file(steady, 'cp-2', path)!.digest);
});

test('a cluster CA rotation: kube-controller-manager signs from a single-certificate copy, every node trusts both CAs before any certificate of the new one is presented, the kubelets\' own certificates are replaced in reissue', async () => {
  const ca = (phase?: string) => clusterIn(phase, 'ca');
  const [crt, signer, kcm, kubeletConf] = [`${PKI}/ca.crt`, `${PKI}/ca-signer.crt`, '/etc/kubernetes/manifests/kube-controller-manager.yaml', '/etc/kubernetes/kubelet.conf'];
  const storeCert = '/var/lib/kubelet/pki/kubelet-client-current.pem';
  const oldPem = file(steady, 'cp-1', crt)!.content!.toString();
  const oldFp = new X509Certificate(oldPem).fingerprint256;
  const hosts = [...CONTROL_PLANES, 'w-1'];

  // A running cluster: each kubelet holds a client certificate the controller-manager signed with
  // the old CA, and the worker's kubelet wrote its kubelet.conf after TLS bootstrap, naming it.
  const running = new Map(steady);
  const issuer = { cert: issuerCertificate(oldPem), key: await loadKeyPair(file(steady, 'cp-1', `${PKI}/ca.key`)!.content!.toString()) };
  const storeOf = async (h: string, by = issuer) => {
    const cert = await issueCertificate({ subject: { commonName: `system:node:${h}`, organization: ['system:nodes'] }, key: await cachedKeySource.generate('rsa-2048', `store-${h}`), serial: '7', issuer: by, usages: ['clientAuth'], notBefore: NOW, notAfter: new Date(NOW.getTime() + 86_400_000) });
    const target = Buffer.from(`/var/lib/kubelet/pki/kubelet-client-${h}.pem`);
    return { host: h, path: storeCert, exists: true, uid: 0, gid: 0, digest: symlinkDigest(target), notRegular: { what: `a symbolic link to ${target}`, linkTarget: target.toString() }, certificatePem: cert.pem } satisfies ObservedFile;
  };
  for (const h of hosts) running.set(formatAddress(fileAddress(h, storeCert)), await storeOf(h));
  const bootstrapped = `apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: ${Buffer.from(oldPem).toString('base64')}\n    server: https://api.example.com:6443\n  name: default-cluster\ncontexts:\n- context:\n    cluster: default-cluster\n    namespace: default\n    user: default-auth\n  name: default-context\ncurrent-context: default-context\nkind: Config\npreferences: {}\nusers:\n- name: default-auth\n  user:\n    client-certificate: ${storeCert}\n    client-key: ${storeCert}\n`;
  running.set(formatAddress(fileAddress('w-1', kubeletConf)), present('w-1', kubeletConf, Buffer.from(bootstrapped)));
  assert.deepEqual(effective((await plan(ca(), running)).changes, 'w-1'), [], 'the worker\'s own kubelet.conf serves as it is: its names are the kubelet\'s, its server and CA the cluster\'s');
  const annotated = (o: { objects: readonly Desired<DesiredObject>[] }, name: string) => ((o.objects.find((d) => d.spec.manifest.metadata.name === name && /DaemonSet|Deployment/.test(d.spec.manifest.kind))!.spec.manifest.spec as { template: { metadata: { annotations?: Record<string, string> } } }).template.metadata.annotations ?? {})['k8sform.io/trusted-cluster-cas'];

  // trust-both: every CA bundle and kubeconfig trusts both; the controller-manager signs from a copy of the old CA alone.
  const trust = await plan(ca('trust-both'), running);
  const kcmFlag = (o: Observed, h: string) => /--cluster-signing-cert-file=(\S+)/.exec(file(o, h, kcm)!.content!.toString())![1];
  const inTrust = applied(running, trust.changes, trust.contents, hosts);
  assert.deepEqual(effective(trust.changes, 'cp-1').filter((c) => /ca-signer|ca-next|ca\.crt|manifests/.test(c)), [`create ${PKI}/ca-next.crt`, `create ${PKI}/ca-next.key`, `create ${signer}`, `replace ${crt}`, `update ${kcm}`]);
  const newFp = fingerprints(inTrust, 'cp-1', `${PKI}/ca-next.crt`)[0]!;
  for (const h of CONTROL_PLANES) {
    assert.deepEqual(fingerprints(inTrust, h, signer), [oldFp], `${h}: the controller-manager signs with the old CA, from a file of that CA alone`);
    assert.equal(kcmFlag(inTrust, h), signer);
    for (const conf of ['admin.conf', 'controller-manager.conf', 'scheduler.conf', 'kubelet.conf']) {
      assert.deepEqual(pemCertificates(parseKubeconfig(file(inTrust, h, `/etc/kubernetes/${conf}`)!.content!.toString()).caPem!).map((p) => new X509Certificate(p).fingerprint256), [oldFp, newFp], `${h} ${conf}`);
    }
  }
  assert.deepEqual(effective(trust.changes, 'w-1'), ['replace /etc/kubernetes/bootstrap-kubelet.conf', `replace ${kubeletConf}`, `replace ${crt}`], 'the worker\'s kubelet.conf is written to trust both; its own certificate stays');
  assert.deepEqual(fingerprints(inTrust, 'w-1', crt), [oldFp, newFp]);
  assert.ok(annotated(trust, 'kube-proxy') && annotated(trust, 'coredns'), 'in-cluster clients restart to read the CAs their service account now trusts');
  assert.equal(annotated(await plan(ca(), running), 'kube-proxy'), undefined, 'kubeadm\'s pod template outside a rotation');
  assert.deepEqual(planKubeletStore(ca('trust-both'), observedHosts(inTrust), existingMaterial(ca('trust-both'), byHost(inTrust), {}, NOW).rotations?.ca), [], 'the old CA still signs: the kubelets keep their certificates');
  for (const h of hosts) assert.deepEqual(effective((await plan(ca('trust-both'), inTrust)).changes, h), [], `trust-both twice changes nothing on ${h}`);
  // k8sform's own client is still signed by the old CA, and verifies apiservers by both.
  const client = runCA(existingMaterial(ca('trust-both'), byHost(inTrust), {}, NOW), 'ca', NOW)!;
  assert.equal(client.signing.certPem, oldPem);
  assert.equal(pemCertificates(client.trustPem).length, 2);

  // reissue waits for every node to trust the new CA: a worker trust-both did not reach is named.
  const cpsOnly = applied(running, trust.changes, trust.contents);
  await assert.rejects(plan(ca('reissue'), cpsOnly), /^Error: reissue, but host\[w-1\]\.file\[\/etc\/kubernetes\/kubelet\.conf\] does not trust the new cluster CA yet, so that kubelet would refuse the apiservers' new certificates: apply trust-both first$/);

  // reissue: the new CA signs everything again, the copy the controller-manager signs from with it; each kubelet's own certificate of the old CA is moved away.
  const reissue = await plan(ca('reissue'), inTrust);
  const inReissue = applied(inTrust, reissue.changes, reissue.contents, hosts);
  const newPem = file(inReissue, 'cp-1', `${PKI}/ca-next.crt`)!.content!.toString();
  for (const h of CONTROL_PLANES) {
    assert.deepEqual(fingerprints(inReissue, h, signer), [newFp], `${h}: the controller-manager signs with the new CA`);
    for (const leaf of ['apiserver.crt', 'apiserver-kubelet-client.crt']) assert.ok(signedBy(inReissue, h, `${PKI}/${leaf}`, newPem), `${h} ${leaf}`);
  }
  for (const h of hosts) {
    const client = parseKubeconfig(file(inReissue, h, kubeletConf)!.content!.toString()).clientCertificatePem!;
    assert.ok(new X509Certificate(client).verify(new X509Certificate(newPem).publicKey), `${h}: the kubelet starts from a client certificate of the new CA`);
  }
  const rotation = existingMaterial(ca('reissue'), byHost(inTrust), {}, NOW).rotations?.ca;
  const moved = planKubeletStore(ca('reissue'), observedHosts(inTrust), rotation);
  assert.deepEqual(moved.map((c) => `${c.addr.scope} ${c.action} ${c.addr.name}`), hosts.map((h) => `host[${h}] delete ${storeCert}`));
  assert.equal(moved[0]!.reasons[0]!.code, 'issuer');
  assert.deepEqual(planKubeletStore(ca('reissue'), observedHosts(running), { ...rotation!, old: { certPem: newPem } }), [], 'a certificate another CA signed is left alone');
  for (const h of hosts) assert.deepEqual(effective((await plan(ca('reissue'), inReissue)).changes, h), [], `reissue twice changes nothing on ${h}`);

  // drop-old waits until every kubelet holds a certificate of the new CA.
  await assert.rejects(plan(ca('drop-old'), inReissue), /^Error: drop-old, but host\[cp-1\]\.file\[\/var\/lib\/kubelet\/pki\/kubelet-client-current\.pem\], .*host\[w-1\]\.file\[\/var\/lib\/kubelet\/pki\/kubelet-client-current\.pem\] are still signed by the old cluster CA, which would no longer be trusted: apply reissue again$/);
  const renewed = new Map(inReissue);
  const newIssuer = { cert: issuerCertificate(newPem), key: await loadKeyPair(file(inReissue, 'cp-1', `${PKI}/ca.key`)!.content!.toString()) };
  for (const h of hosts) renewed.set(formatAddress(fileAddress(h, storeCert)), await storeOf(h, newIssuer));
  const drop = await plan(ca('drop-old'), renewed);
  const done = applied(renewed, drop.changes, drop.contents, hosts);
  assert.deepEqual(effective(drop.changes, 'cp-1').filter((c) => /ca-signer|ca-next|ca\.crt|manifests/.test(c)), [`delete ${PKI}/ca-next.crt`, `delete ${PKI}/ca-next.key`, `delete ${signer}`, `replace ${crt}`, `update ${kcm}`]);
  for (const h of CONTROL_PLANES) assert.equal(kcmFlag(done, h), crt, `${h}: the controller-manager signs from ca.crt again, as kubeadm has it`);
  for (const h of hosts) assert.deepEqual(fingerprints(done, h, crt), [newFp]);
  assert.equal(annotated(drop, 'kube-proxy'), undefined, 'in-cluster clients restart once more, to trust the new CA alone');
  const trustObject = drop.objects.find((o) => o.spec.manifest.metadata.name === 'extension-apiserver-authentication')!;
  assert.deepEqual(Object.keys((trustObject.spec.manifest as unknown as { data: Record<string, string> }).data), ['client-ca-file']);
  for (const h of hosts) assert.deepEqual(effective((await plan(ca(), done)).changes, h), [], `nothing left on ${h} once the field is removed`);
});

const observedHosts = (o: Observed) => new Map([...byHost(o)].map(([h, files]) => [h, { files, directories: new Map(), unsafeDirectories: [] }]));
