import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { before, test } from 'node:test';
import { compareAddresses, fileAddress, formatAddress } from '../../src/model/address.js';
import type { Desired, DesiredFile } from '../../src/model/desired.js';
import { dependencyOrder } from '../../src/model/dependency-order.js';
import type { Change } from '../../src/model/plan.js';
import { existingMaterial } from '../../src/planner/existing-material.js';
import { planObservation } from '../../src/planner/plan-observation.js';
import { managedPaths } from '../../src/render/managed-paths.js';
import { CERTIFICATE_AUTHORITIES, certPath, keyPath } from '../../src/render/pki/certificates.js';
import { render } from '../../src/render/render.js';
import type { HostSeen, Observation } from '../../src/state/observation.js';
import { ABSENT, sha256, type ObservedFile } from '../../src/state/observe-host.js';
import { cachedKeySource, counterSerials, seededRandom } from '../support/deterministic-inputs.js';
import { testLoadedCluster } from '../support/test-clusters.js';

/**
 * A control plane holding a CA certificate without its key: what an apply killed inside a new
 * cluster's first step left before k8sform wrote each CA's key first, which the next apply
 * recovers with a new CA; and every other such host (a CA in use, kubeadm's external-CA mode, a
 * lost key), which stays refused, saying why.
 */
const NOW = new Date('2026-03-01T00:00:00Z');
const HOSTS = [
  '{ name: cp-1, role: control-plane, address: 10.0.0.1 }',
  '{ name: cp-2, role: control-plane, address: 10.0.0.2 }',
  '{ name: cp-3, role: control-plane, address: 10.0.0.3 }',
  '{ name: w-1, role: worker, address: 10.0.1.1 }',
];
const loaded = testLoadedCluster(HOSTS);
const { cluster } = loaded;
const CA_CRT = '/etc/kubernetes/pki/ca.crt';
const CA_KEY = '/etc/kubernetes/pki/ca.key';

type Files = Map<string, ObservedFile>;
const present = (host: string, path: string, content: string | Buffer, mode = 0o600): ObservedFile => {
  const bytes = Buffer.from(content);
  return { host, path, exists: true, mode, uid: 0, gid: 0, content: bytes, digest: sha256(bytes) };
};
const absent = (host: string, path: string): ObservedFile => ({ host, path, exists: false, digest: ABSENT });
const at = (host: string, path: string) => formatAddress(fileAddress(host, path));

/** The hosts as files plus, per host, its record and the processes running. */
function observation(files: Files, extra: Record<string, Partial<HostSeen>> = {}): Observation {
  const hosts = new Map<string, HostSeen>();
  for (const h of cluster.hosts) {
    const own = new Map([...files.values()].filter((f) => f.host === h.name).map((f) => [f.path, f]));
    hosts.set(h.name, { files: own, directories: new Map(), unsafeDirectories: [], ...extra[h.name] });
  }
  return { hosts };
}
const filesOf = (o: Observation) => new Map([...o.hosts].map(([h, s]) => [h, s.files]));

const plan = (o: Observation) => planObservation(loaded, o, NOW, [], { keys: cachedKeySource });
async function refusal(o: Observation): Promise<string> {
  try {
    await plan(o);
  } catch (e) {
    return (e as Error).message;
  }
  assert.fail('expected a refusal');
}

let rendered: Desired<DesiredFile>[];
/** Every managed path of every host, absent. */
let empty: Files;
/**
 * What an apply killed just before it wrote cp-1's pki/ca.key left, when each CA certificate was
 * written before its key (k8sform before the key came first): cp-1's files in that order (address
 * order, each file after what it depends on, a CA certificate depending on nothing) up to that
 * point; nothing on any other host, and no record anywhere (a killed apply writes none).
 */
let killed: Files;
before(async () => {
  empty = new Map();
  for (const h of cluster.hosts) for (const path of managedPaths(cluster, h)) empty.set(at(h.name, path), absent(h.name, path));
  rendered = (await render(cluster, { now: NOW, keys: cachedKeySource, serials: counterSerials(), random: seededRandom('u') })).desired
    .filter((d): d is Desired<DesiredFile> => d.spec.kind === 'file');
  const caCerts = new Set(CERTIFICATE_AUTHORITIES.map(certPath));
  const oldOrder = dependencyOrder(rendered.filter((d) => d.spec.host === 'cp-1').sort((a, b) => compareAddresses(a.addr, b.addr))
    .map((d) => ({ addr: d.addr, action: 'create', dependsOn: caCerts.has(d.spec.path) ? [] : d.dependsOn, spec: d.spec }) as unknown as Change & { spec: DesiredFile }));
  const prefix = oldOrder.slice(0, oldOrder.findIndex((c) => c.addr.name === CA_KEY));
  killed = new Map(empty);
  for (const c of prefix) killed.set(formatAddress(c.addr), present('cp-1', c.spec.path, c.spec.content, c.spec.mode));
  // The state the hardening report found: the CA certificates, kubeconfigs and manifests, no CA key, no kubelet configuration.
  for (const p of [CA_CRT, '/etc/kubernetes/admin.conf', '/etc/kubernetes/kubelet.conf', '/etc/kubernetes/manifests/kube-apiserver.yaml']) assert.ok(killed.get(at('cp-1', p))?.exists, p);
  for (const p of [...CERTIFICATE_AUTHORITIES.map(keyPath), '/var/lib/kubelet/config.yaml']) assert.equal(killed.get(at('cp-1', p))?.exists, false, p);
});

test('a CA certificate an interrupted first apply left without its key is replaced by a new CA, with reason ca-unfinished; the host then converges', async () => {
  const first = await plan(observation(killed));
  const cp1 = (p: string) => first.plan.changes.find((c) => formatAddress(c.addr) === at('cp-1', p))!;
  for (const spec of CERTIFICATE_AUTHORITIES) {
    const crt = cp1(certPath(spec));
    assert.equal(crt.action, 'replace', certPath(spec));
    assert.deepEqual(crt.reasons.map((r) => r.code), ['ca-unfinished']);
    assert.match(crt.reasons[0]!.detail, new RegExp(`^no control plane holds ${keyPath(spec)}, and nothing shows the CA was ever used .*host\\[cp-1\\].*: left by an interrupted first apply, so a new CA replaces it$`));
    assert.equal(cp1(keyPath(spec)).action, 'create');
  }
  // One step writes the rest of cp-1's files, keys first, as a new control plane's: nothing runs there to gate or restart.
  assert.deepEqual(first.steps.map((s) => s.title), ['host[cp-1] files', 'host[cp-2] files', 'host[cp-3] files', 'worker files', 'cluster objects']);
  assert.ok(first.steps.every((s) => s.units.every((u) => u.gate === undefined)));

  // Applied: every CA is a pair again and signs what cp-1 holds; the next plan changes nothing.
  const after = new Map(killed);
  for (const c of first.plan.changes.filter((x) => x.action !== 'noop' && x.addr.kind === 'file')) {
    const host = c.addr.scope.slice('host['.length, -1);
    after.set(formatAddress(c.addr), present(host, c.addr.name, first.contents.get(formatAddress(c.addr))!, (c.after as { mode: number }).mode));
  }
  const text = (p: string) => after.get(at('cp-1', p))!.content!.toString();
  const ca = new X509Certificate(text(CA_CRT));
  assert.ok(new X509Certificate(text('/etc/kubernetes/pki/apiserver.crt')).verify(ca.publicKey), 'the new CA signs the apiserver certificate');
  const material = existingMaterial(cluster, filesOf(observation(after)), {}, NOW, observation(after).hosts);
  assert.equal(material.unfinished, undefined);
  assert.deepEqual(Object.keys(material.cas ?? {}).sort(), ['ca', 'etcd-ca', 'front-proxy-ca']);
  const again = await plan(observation(after));
  assert.deepEqual(again.plan.changes.filter((c) => c.action !== 'noop' && c.addr.kind === 'file').map((c) => formatAddress(c.addr)), []);
});

test('only the CA whose key is missing is replaced: one written with its key stays', async () => {
  // The same kill a little later: the cluster CA's key was written, the etcd and front-proxy CAs' not.
  const later = new Map(killed).set(at('cp-1', CA_KEY), present('cp-1', CA_KEY, rendered.find((d) => formatAddress(d.addr) === at('cp-1', CA_KEY))!.spec.content));
  const material = existingMaterial(cluster, filesOf(observation(later)), {}, NOW, observation(later).hosts);
  assert.deepEqual(Object.keys(material.cas ?? {}), ['ca']);
  assert.deepEqual(Object.keys(material.unfinished ?? {}).sort(), ['etcd-ca', 'front-proxy-ca']);
});

test('a CA certificate without its key that something used, or that k8sform did not leave so, stays refused, saying why', async () => {
  const key = rendered.find((d) => formatAddress(d.addr) === at('cp-1', CA_KEY))!.spec;
  const config = rendered.find((d) => formatAddress(d.addr) === at('cp-1', '/var/lib/kubelet/config.yaml'))!.spec;
  const record = (files: Record<string, string>) => Buffer.from(JSON.stringify({
    formatVersion: 1, appliedAt: '2026-02-01T00:00:00Z', files: Object.fromEntries(Object.entries(files).map(([p, digest]) => [p, { digest, mode: 0o600, uid: 0, gid: 0 }])),
  }));
  const crt = killed.get(at('cp-1', CA_CRT))!;
  const cases: [string, Observation, RegExp][] = [
    ['k8sform wrote the key there (a lost key)', observation(killed, { 'cp-1': { record: record({ [CA_KEY]: sha256(key.content), [CA_CRT]: crt.digest }) } }),
      /host\[cp-1\]'s record of k8sform's last apply lists \/etc\/kubernetes\/pki\/ca\.key: the key was written there and removed since/],
    ['the certificate changed since k8sform wrote it', observation(killed, { 'cp-1': { record: record({ [CA_CRT]: sha256('another CA') }) } }),
      /host\[cp-1\]'s record of k8sform's last apply lists another \/etc\/kubernetes\/pki\/ca\.crt/],
    ['the host has been a node (kubeadm external-CA mode, after init)', observation(new Map(killed).set(at('cp-1', config.path), present('cp-1', config.path, config.content, 0o644))),
      /host\[cp-1\] has been a node \(\/var\/lib\/kubelet\/config\.yaml exists\)/],
    ['the kubelet holds a certificate of its own', observation(new Map(killed).set(at('cp-1', '/var/lib/kubelet/pki/kubelet-client-current.pem'), present('cp-1', '/var/lib/kubelet/pki/kubelet-client-current.pem', 'x'))),
      /host\[cp-1\] has been a node \(\/var\/lib\/kubelet\/pki\/kubelet-client-current\.pem exists\)/],
    ['an apiserver runs there', observation(killed, { 'cp-1': { processes: new Map([['kube-apiserver', { ticks: 1, startedAt: 1 }], ['kubelet', { ticks: 1, startedAt: 1 }]]) } }),
      /kube-apiserver runs on host\[cp-1\]/],
    ['another control plane holds it too', observation(new Map(killed).set(at('cp-2', CA_CRT), { ...crt, host: 'cp-2' })),
      /2 hosts hold \/etc\/kubernetes\/pki\/ca\.crt \(host\[cp-1\], host\[cp-2\]\), and a first apply gives a new CA to one control plane, with its key, before any other host/],
    ['a worker holds it', observation(new Map(killed).set(at('w-1', CA_CRT), { ...crt, host: 'w-1' })),
      /2 hosts hold \/etc\/kubernetes\/pki\/ca\.crt \(host\[cp-1\], host\[w-1\]\)/],
  ];
  for (const [what, o, why] of cases) {
    const message = await refusal(o);
    assert.equal(message.split('\n').length, 1, what);
    assert.match(message, /^host\[cp-1\](, host\[cp-2\])?: \/etc\/kubernetes\/pki\/ca\.crt exists but \/etc\/kubernetes\/pki\/ca\.key does not: k8sform needs the CA key to sign certificates \(external-CA mode is not supported\); it is not what an interrupted first apply leaves, which the next apply would replace: /, what);
    assert.match(message, why, what);
    assert.match(message, /Put the key back from another control plane or a backup, or bring the CA with its key in spec\.certificates\.ca$/, what);
  }
  // Without the hosts' records and processes (force-unlock reads files only), nothing is taken for an interrupted apply.
  assert.throws(() => existingMaterial(cluster, filesOf(observation(killed)), {}, NOW), (e: Error) => /ca\.key does not: .*not supported\)\. Put the key back/.test(e.message));
});

test('a CA certificate whose key cluster.yaml brings gets that key; another CA in cluster.yaml is refused', async () => {
  const spec = (path: string) => rendered.find((d) => formatAddress(d.addr) === at('cp-1', path))!.spec.content;
  const given = { certPem: spec(CA_CRT), keyPem: spec(CA_KEY) };
  // The other two CAs were k8sform's, left unfinished: made anew.
  const histories = observation(killed).hosts;
  const material = existingMaterial(cluster, filesOf(observation(killed)), { ca: given }, NOW, histories);
  assert.deepEqual(Object.keys(material.unfinished ?? {}).sort(), ['etcd-ca', 'front-proxy-ca']);
  assert.deepEqual(material.cas?.ca, { certPem: killed.get(at('cp-1', CA_CRT))!.content!.toString(), keyPem: given.keyPem });
  const other = rendered.find((d) => formatAddress(d.addr) === at('cp-1', '/etc/kubernetes/pki/front-proxy-ca.crt'))!.spec.content;
  assert.throws(() => existingMaterial(cluster, filesOf(observation(killed)), { ca: { certPem: other, keyPem: spec('/etc/kubernetes/pki/front-proxy-ca.key') } }, NOW, histories),
    /^RemoteError: host\[cp-1\]: \/etc\/kubernetes\/pki\/ca\.crt is not the CA in spec\.certificates\.ca; k8sform does not replace a cluster's CA$/);
});
