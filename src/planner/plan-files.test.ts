import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Cluster } from '../model/cluster.js';
import { parseCluster } from '../config/load.js';
import { fileAddress, formatAddress } from '../model/address.js';
import type { Desired, DesiredFile, PlannedFile } from '../model/desired.js';
import type { Change } from '../model/plan.js';
import type { ExistingMaterial, RenderInputs } from '../render/inputs.js';
import { managedPaths } from '../render/managed-paths.js';
import { fileBytes } from '../render/file-bytes.js';
import { render, renderOnDemand } from '../render/render.js';
import { existingMaterial } from './existing-material.js';
import { ABSENT, sha256, symlinkDigest, type ObservedFile } from '../state/observe-host.js';
import { parse, stringify } from 'yaml';
import { cachedKeySource, counterSerials, seededRandom } from '../../test/support/deterministic-inputs.js';
import { systemKeySource } from '../render/pki/key-source.js';
import { completeFiles, planFiles, type PlanContext } from './plan-files.js';
import { AUDIT_POLICY, CONFIG_FILES, loadWithConfigFiles } from '../../test/support/apiserver-config-files.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const YAML = (extra = '', sans = '[api.example.com]') => `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: t }
spec:
  kubernetesVersion: v1.34.2
  controlPlaneEndpoint: api.example.com:6443
  certificates: { certSANs: ${sans} }
${extra}  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.1 }
    - { name: cp-2, role: control-plane, address: 10.0.0.2 }
    - { name: cp-3, role: control-plane, address: 10.0.0.3 }
    - { name: w-1, role: worker, address: 10.0.1.1 }
`;
const load = (text: string) => parseCluster(text, '/tmp/c.yaml').cluster;
const inputs = (existing?: ExistingMaterial, keys = cachedKeySource): RenderInputs => ({ now: NOW, keys, serials: counterSerials(), random: seededRandom('p'), existing });
const files = async (cluster: Cluster, i: RenderInputs) => (await render(cluster, i)).desired.filter((d): d is Desired<DesiredFile> => d.spec.kind === 'file');

/** What the hosts hold after applying `desired`: every managed path, present or absent. */
function hostsAfter(cluster: Cluster, desired: readonly Desired<DesiredFile>[]): Map<string, ObservedFile> {
  const out = new Map<string, ObservedFile>();
  for (const h of cluster.hosts) {
    for (const path of managedPaths(cluster, h)) out.set(formatAddress(fileAddress(h.name, path)), { host: h.name, path, exists: false, digest: ABSENT });
  }
  for (const d of desired) {
    const content = Buffer.from(d.spec.content);
    out.set(formatAddress(d.addr), { host: d.spec.host, path: d.spec.path, exists: true, mode: d.spec.mode, uid: 0, gid: 0, content, digest: sha256(content) });
  }
  return out;
}

function byHost(observed: Map<string, ObservedFile>): Map<string, Map<string, ObservedFile>> {
  const out = new Map<string, Map<string, ObservedFile>>();
  for (const f of observed.values()) {
    if (!out.has(f.host)) out.set(f.host, new Map());
    out.get(f.host)!.set(f.path, f);
  }
  return out;
}

/** Plans `cluster` against `observed` the way plan does: render with the material found there, fresh keys made on demand. */
async function planAgainst(cluster: Cluster, observed: Map<string, ObservedFile>, now = NOW, opts: Partial<PlanContext> = {}) {
  const existing = existingMaterial(cluster, byHost(observed), {}, now);
  const desired = (await renderOnDemand(cluster, { ...inputs(existing, systemKeySource), now })).desired.filter((d): d is Desired<PlannedFile> => d.spec.kind === 'file');
  return completeFiles(planFiles(cluster, desired, { now, observed, ...opts }), fileBytes);
}

const effective = (changes: Change[]) => changes.filter((c) => c.action !== 'noop').map((c) => `${c.action} ${formatAddress(c.addr)}`);

let cluster: Cluster;
let applied: Map<string, ObservedFile>;
before(async () => {
  cluster = load(YAML());
  applied = hostsAfter(cluster, await files(cluster, inputs()));
});

test('an empty host gets every file created, with the reason "missing"', async () => {
  const empty = new Map([...applied].map(([k, f]) => [k, { ...f, exists: false, content: undefined, digest: ABSENT }]));
  const { changes, contents } = await planAgainst(cluster, empty);
  assert.ok(changes.every((c) => c.action === 'create' && c.reasons[0]!.code === 'missing'));
  assert.equal(contents.size, changes.length);
});

test('a fresh render with new keys and serials changes nothing: certificates are compared by meaning', async () => {
  const { changes, contents } = await planAgainst(cluster, applied);
  assert.deepEqual(effective(changes), []);
  assert.equal(contents.size, 0);
});

test('adding a SAN replaces exactly the apiserver certificate and key on each control plane', async () => {
  const { changes } = await planAgainst(load(YAML('', '[api.example.com, 203.0.113.7]')), applied);
  assert.deepEqual(effective(changes), ['cp-1', 'cp-2', 'cp-3'].flatMap((h) => [
    `replace host[${h}].file[/etc/kubernetes/pki/apiserver.crt]`,
    `replace host[${h}].file[/etc/kubernetes/pki/apiserver.key]`,
  ]));
  const crt = changes.find((c) => c.action === 'replace' && c.addr.name.endsWith('apiserver.crt'))!;
  assert.deepEqual(crt.reasons, [{ code: 'san-added', detail: 'IP:203.0.113.7' }]);
  assert.equal(crt.after?.view.kind, 'certificate');
});

test('certificates within renewBefore of expiry are renewed, kubeconfig client certificates included', async () => {
  const late = new Date(NOW.getTime() + (365 - 20) * 86400_000);
  const { changes } = await planAgainst(cluster, applied, late);
  const crt = changes.find((c) => c.addr.name === '/etc/kubernetes/pki/apiserver.crt' && c.addr.scope === 'host[cp-1]')!;
  assert.equal(crt.action, 'replace');
  assert.equal(crt.reasons[0]!.code, 'expiring');
  assert.equal(changes.find((c) => c.addr.name === '/etc/kubernetes/admin.conf' && c.addr.scope === 'host[cp-1]')!.action, 'replace');
  assert.equal(changes.find((c) => c.addr.name === '/etc/kubernetes/pki/ca.crt' && c.addr.scope === 'host[cp-1]')!.action, 'noop', 'CAs are never rotated by plan');
});

const tamper = (addr: string, f: (o: ObservedFile) => Partial<ObservedFile>) => {
  const copy = new Map(applied);
  const o = copy.get(addr)!;
  const next = { ...o, ...f(o) };
  copy.set(addr, { ...next, digest: next.content ? sha256(next.content) : ABSENT });
  return copy;
};

/** kubeadm's kubelet-finalize: kubelet.conf names the kubelet's rotated certificate instead of embedding one. */
const PEM = '/var/lib/kubelet/pki/kubelet-client-current.pem';
function finalized(host: string, pem: 'link' | 'absent', base = applied) {
  const copy = new Map(base);
  const addr = `host[${host}].file[/etc/kubernetes/kubelet.conf]`;
  const doc = parse(copy.get(addr)!.content!.toString()) as { users: { user: Record<string, string> }[] };
  doc.users[0]!.user = { 'client-certificate': PEM, 'client-key': PEM };
  const content = Buffer.from(stringify(doc));
  copy.set(addr, { ...copy.get(addr)!, content, digest: sha256(content) });
  const target = Buffer.from('/var/lib/kubelet/pki/kubelet-client-2026-02-01-10-00-00.pem');
  copy.set(`host[${host}].file[${PEM}]`, pem === 'link'
    ? { host, path: PEM, exists: true, uid: 0, gid: 0, digest: symlinkDigest(target), notRegular: { what: 'a symbolic link' } }
    : { host, path: PEM, exists: false, digest: ABSENT });
  return { addr, observed: copy };
}

test("a control plane's kubelet.conf naming the kubelet's rotated certificate, as kubeadm leaves it, is kept, and not renewed", async () => {
  const { addr, observed } = finalized('cp-2', 'link');
  assert.deepEqual(effective((await planAgainst(cluster, observed)).changes), []);
  const late = new Date(NOW.getTime() + (365 - 20) * 86400_000);
  const renewed = effective((await planAgainst(cluster, observed, late)).changes);
  assert.ok(!renewed.includes(`replace ${addr}`), 'the kubelet renews that certificate itself');
  assert.ok(renewed.includes('replace host[cp-1].file[/etc/kubernetes/kubelet.conf]'), 'an embedded one is renewed');
});

test('a kubelet.conf naming a rotated certificate that is not there, or with rotation off, is replaced by one that embeds it', async () => {
  const { addr, observed } = finalized('cp-2', 'absent');
  const missing = (await planAgainst(cluster, observed)).changes.find((c) => formatAddress(c.addr) === addr)!;
  assert.equal(missing.action, 'replace');
  assert.deepEqual(missing.reasons, [{ code: 'credentials', detail: `names ${PEM}, which does not exist` }]);
  const noRotation = load(YAML('  kubelet: { rotateCertificates: false }\n'));
  const base = hostsAfter(noRotation, await files(noRotation, inputs()));
  const off = finalized('cp-2', 'link', base);
  const changes = (await planAgainst(noRotation, off.observed)).changes;
  assert.deepEqual(effective(changes), [`replace ${off.addr}`]);
  assert.deepEqual(changes.find((c) => formatAddress(c.addr) === off.addr)!.reasons, [{ code: 'credentials', detail: 'no embedded client certificate' }]);
});

test("a worker's kubelet.conf is its kubelet's: left to TLS bootstrap while absent, kept as the kubelet wrote it, rewritten (embedding a certificate) only when its server or CA must change", async () => {
  const addr = 'host[w-1].file[/etc/kubernetes/kubelet.conf]';
  assert.equal(applied.get(addr)!.exists, false);
  assert.deepEqual(effective((await planAgainst(cluster, applied)).changes), [], 'no kubelet.conf is created for a worker');
  // As the kubelet writes it after TLS bootstrap: names of its own, the CA and server of bootstrap-kubelet.conf.
  const bootstrap = parse(applied.get('host[w-1].file[/etc/kubernetes/bootstrap-kubelet.conf]')!.content!.toString()) as { clusters: { cluster: Record<string, string> }[] };
  const written = (server: string) => Buffer.from(stringify({
    apiVersion: 'v1', kind: 'Config', preferences: {}, 'current-context': 'default-context',
    clusters: [{ name: 'default-cluster', cluster: { 'certificate-authority-data': bootstrap.clusters[0]!.cluster['certificate-authority-data'], server } }],
    contexts: [{ name: 'default-context', context: { cluster: 'default-cluster', namespace: 'default', user: 'default-auth' } }],
    users: [{ name: 'default-auth', user: { 'client-certificate': PEM, 'client-key': PEM } }],
  }));
  const withConf = (server: string, pem: 'link' | 'absent') => {
    const copy = new Map(applied);
    copy.set(addr, { host: 'w-1', path: '/etc/kubernetes/kubelet.conf', exists: true, mode: 0o600, uid: 0, gid: 0, content: written(server), digest: sha256(written(server)) });
    const target = Buffer.from('/var/lib/kubelet/pki/kubelet-client-2026-02-01-10-00-00.pem');
    copy.set(`host[w-1].file[${PEM}]`, pem === 'link' ? { host: 'w-1', path: PEM, exists: true, uid: 0, gid: 0, digest: symlinkDigest(target), notRegular: { what: 'a symbolic link' } } : { host: 'w-1', path: PEM, exists: false, digest: ABSENT });
    return copy;
  };
  assert.deepEqual(effective((await planAgainst(cluster, withConf('https://api.example.com:6443', 'link'))).changes), []);
  const moved = (await planAgainst(cluster, withConf('https://old.example.com:6443', 'link'))).changes.find((c) => formatAddress(c.addr) === addr)!;
  assert.equal(moved.action, 'replace');
  assert.deepEqual(moved.reasons, [{ code: 'server', detail: 'https://old.example.com:6443 → https://api.example.com:6443' }]);
  assert.equal(moved.after!.view.kind === 'kubeconfig' && moved.after!.view.clientCertificate?.subject, 'O=system:nodes, CN=system:node:w-1');
  const gone = (await planAgainst(cluster, withConf('https://api.example.com:6443', 'absent'))).changes.find((c) => formatAddress(c.addr) === addr)!;
  assert.deepEqual(gone.reasons, [{ code: 'credentials', detail: `names ${PEM}, which does not exist` }]);
});

test('only kubelet.conf may name a file: admin.conf doing so is replaced', async () => {
  const copy = new Map(applied);
  const addr = 'host[cp-1].file[/etc/kubernetes/admin.conf]';
  const doc = parse(copy.get(addr)!.content!.toString()) as { users: { user: Record<string, string> }[] };
  doc.users[0]!.user = { 'client-certificate': PEM, 'client-key': PEM };
  const content = Buffer.from(stringify(doc));
  copy.set(addr, { ...copy.get(addr)!, content, digest: sha256(content) });
  copy.set(`host[cp-1].file[${PEM}]`, { host: 'cp-1', path: PEM, exists: true, digest: symlinkDigest(Buffer.from('x')), notRegular: { what: 'a symbolic link' } });
  assert.deepEqual(effective((await planAgainst(cluster, copy)).changes), [`replace ${addr}`]);
});

test('a wrong mode is an in-place update that keeps the bytes', async () => {
  const addr = 'host[cp-2].file[/etc/kubernetes/pki/apiserver.key]';
  const { changes, contents } = await planAgainst(cluster, tamper(addr, () => ({ mode: 0o644 })));
  assert.deepEqual(effective(changes), [`update ${addr}`]);
  const c = changes.find((x) => formatAddress(x.addr) === addr)!;
  assert.deepEqual(c.reasons, [{ code: 'mode', detail: '0644 → 0600' }]);
  assert.deepEqual(contents.get(addr), applied.get(addr)!.content);
});

test('a deleted file is recreated; an edited manifest is restored with the flag named', async () => {
  const gone = 'host[w-1].file[/var/lib/kubelet/config.yaml]';
  assert.deepEqual(effective((await planAgainst(cluster, tamper(gone, () => ({ exists: false, content: undefined })))).changes), [`create ${gone}`]);
  const pod = 'host[cp-3].file[/etc/kubernetes/manifests/kube-apiserver.yaml]';
  const edited = tamper(pod, (o) => ({ content: Buffer.from(o.content!.toString().replace('--authorization-mode=Node,RBAC', '--authorization-mode=AlwaysAllow')) }));
  const { changes } = await planAgainst(cluster, edited);
  assert.deepEqual(effective(changes), [`update ${pod}`]);
  assert.deepEqual(changes.find((c) => formatAddress(c.addr) === pod)!.reasons, [
    { code: 'flag-changed', detail: '--authorization-mode=AlwaysAllow → --authorization-mode=Node,RBAC' },
  ]);
});

test('a manifest as kubeadm writes it, without the static pod UID, is updated for that UID alone', async () => {
  const pod = 'host[cp-2].file[/etc/kubernetes/manifests/kube-scheduler.yaml]';
  const kubeadms = tamper(pod, (o) => ({ content: Buffer.from(o.content!.toString().replace(/^  uid: [0-9a-f]{32}\n/m, '')) }));
  const { changes } = await planAgainst(cluster, kubeadms);
  assert.deepEqual(effective(changes), [`update ${pod}`]);
  assert.deepEqual(changes.find((c) => formatAddress(c.addr) === pod)!.reasons, [
    { code: 'pod-uid', detail: 'metadata.uid added: the kubelet then keeps the pod running when it is upgraded' },
  ]);
});

test('a key that does not match its certificate replaces the pair', async () => {
  const key = 'host[cp-1].file[/etc/kubernetes/pki/front-proxy-client.key]';
  const other = applied.get('host[cp-1].file[/etc/kubernetes/pki/apiserver-kubelet-client.key]')!.content;
  const { changes } = await planAgainst(cluster, tamper(key, () => ({ content: other })));
  assert.deepEqual(effective(changes), ['replace host[cp-1].file[/etc/kubernetes/pki/front-proxy-client.crt]', `replace ${key}`]);
  assert.equal(changes.find((c) => c.addr.name.endsWith('front-proxy-client.crt') && c.addr.scope === 'host[cp-1]')!.reasons[0]!.code, 'key-mismatch');
});

test('a certificate signed by another CA is replaced with reason "issuer"', async () => {
  const other = hostsAfter(cluster, await files(load(YAML().replace('name: t', 'name: other')), { ...inputs(undefined, systemKeySource) }));
  const crt = 'host[cp-1].file[/etc/kubernetes/pki/apiserver.crt]';
  const mixed = tamper(crt, () => ({ content: other.get(crt)!.content }));
  mixed.set('host[cp-1].file[/etc/kubernetes/pki/apiserver.key]', other.get('host[cp-1].file[/etc/kubernetes/pki/apiserver.key]')!);
  const { changes } = await planAgainst(cluster, mixed);
  assert.deepEqual(changes.find((c) => formatAddress(c.addr) === crt)!.reasons.map((r) => r.code), ['issuer']);
});

test('switching to external etcd deletes exactly the etcd files k8sform wrote', async () => {
  const external = load(YAML('  etcd: { external: { endpoints: [https://10.9.0.1:2379], caFile: /etc/etcd/ca.crt, certFile: /etc/etcd/c.crt, keyFile: /etc/etcd/c.key } }\n'));
  const { changes } = await planAgainst(external, applied);
  const deleted = changes.filter((c) => c.action === 'delete' && c.addr.scope === 'host[cp-1]').map((c) => c.addr.name);
  assert.deepEqual(deleted, [
    '/etc/kubernetes/manifests/etcd.yaml',
    '/etc/kubernetes/pki/apiserver-etcd-client.crt', '/etc/kubernetes/pki/apiserver-etcd-client.key',
    '/etc/kubernetes/pki/etcd/ca.crt', '/etc/kubernetes/pki/etcd/ca.key',
    '/etc/kubernetes/pki/etcd/healthcheck-client.crt', '/etc/kubernetes/pki/etcd/healthcheck-client.key',
    '/etc/kubernetes/pki/etcd/peer.crt', '/etc/kubernetes/pki/etcd/peer.key',
    '/etc/kubernetes/pki/etcd/server.crt', '/etc/kubernetes/pki/etcd/server.key',
  ]);
  assert.ok(changes.every((c) => c.action !== 'delete' || c.reasons[0]!.code === 'not-desired'));
  assert.equal(changes.find((c) => c.addr.scope === 'host[cp-1]' && c.addr.name.endsWith('kube-apiserver.yaml'))!.action, 'update');
});

test('super-admin.conf left on a joined control plane (written there by earlier k8sform versions) is deleted; the first keeps its own', async () => {
  const admin = applied.get('host[cp-1].file[/etc/kubernetes/super-admin.conf]')!;
  assert.ok(admin.exists, 'the first control plane has super-admin.conf');
  assert.equal(applied.get('host[cp-2].file[/etc/kubernetes/super-admin.conf]')?.exists, false, 'a joined control plane gets none');
  const leftover = new Map(applied);
  leftover.set('host[cp-2].file[/etc/kubernetes/super-admin.conf]', { ...admin, host: 'cp-2' });
  const { changes } = await planAgainst(cluster, leftover);
  assert.deepEqual(changes.filter((c) => c.action !== 'noop').map((c) => `${c.action} ${formatAddress(c.addr)} ${c.reasons.map((r) => r.code).join(',')}`),
    ['delete host[cp-2].file[/etc/kubernetes/super-admin.conf] not-desired']);
});

test('control planes holding different CAs are an error naming them', async () => {
  const other = hostsAfter(cluster, await files(cluster, inputs(undefined, systemKeySource)));
  const mixed = new Map(applied);
  for (const p of ['ca.crt', 'ca.key']) {
    const a = `host[cp-2].file[/etc/kubernetes/pki/${p}]`;
    mixed.set(a, other.get(a)!);
  }
  assert.throws(() => existingMaterial(cluster, byHost(mixed), {}, NOW), /different CA certificates: \{host\[cp-1\], host\[cp-3\]\} vs \{host\[cp-2\]\}/);
});

test('a managed file that is a link, a FIFO or too large to read: refused in one located line each, or replaced with consent', async () => {
  const set = (path: string, o: Partial<ObservedFile>) => {
    const key = formatAddress(fileAddress('cp-2', path));
    return [key, { ...applied.get(key)!, content: undefined, mode: undefined, ...o }] as const;
  };
  const linked = set('/etc/kubernetes/admin.conf', { uid: 0, gid: 0, digest: `symlink:${sha256('/srv/admin.conf')}`, notRegular: { what: 'a symbolic link to /srv/admin.conf', linkTarget: '/srv/admin.conf' } });
  const fifo = set('/etc/kubernetes/scheduler.conf', { digest: 'not-a-regular-file', notRegular: { what: 'a fifo' } });
  const refused = await planAgainst(cluster, new Map([...applied, linked, fifo])).then(() => undefined, (e: Error) => e.message);
  assert.equal(refused, [
    'host[cp-2].file[/etc/kubernetes/admin.conf]: is a symbolic link to /srv/admin.conf; k8sform never writes through a link: remove the link, or pass --replace-symlinks to replace the link itself (never its target) with a regular file',
    'host[cp-2].file[/etc/kubernetes/scheduler.conf]: is a fifo, not a regular file; k8sform will not replace it: remove it by hand',
  ].join('\n'));

  const huge = set('/etc/kubernetes/controller-manager.conf', { mode: 0o600, uid: 0, gid: 0, size: 500_000_000, digest: 'f'.repeat(64) });
  const { changes } = await planAgainst(cluster, new Map([...applied, linked, huge]), NOW, { replaceSymlinks: true });
  assert.deepEqual(effective(changes), ['replace host[cp-2].file[/etc/kubernetes/admin.conf]', 'replace host[cp-2].file[/etc/kubernetes/controller-manager.conf]']);
  const link = changes.find((c) => formatAddress(c.addr) === linked[0])!;
  assert.deepEqual(link.reasons.map((r) => r.code), ['symlink']);
  assert.deepEqual(link.before?.view, { kind: 'unreadable', why: 'a symbolic link to /srv/admin.conf' });
  assert.equal(link.before?.digest, `symlink:${sha256('/srv/admin.conf')}`);
  const big = changes.find((c) => formatAddress(c.addr) === huge[0])!;
  assert.match(big.reasons[0]!.detail, /^larger than 16 MiB \(500000000 bytes\)/);
});

test('an apiserver configuration file cluster.yaml does not ask for is deleted only where the record says k8sform wrote it; one put there by hand is left to whoever did', async () => {
  const path = '/etc/kubernetes/audit-policy.yaml';
  const content = Buffer.from('apiVersion: audit.k8s.io/v1\nkind: Policy\nrules: [{ level: Metadata }]\n');
  const key = formatAddress(fileAddress('cp-1', path));
  const observed = new Map([...applied, [key, { host: 'cp-1', path, exists: true, mode: 0o600, uid: 0, gid: 0, content, digest: sha256(content) }]]);
  assert.deepEqual(effective((await planAgainst(cluster, observed)).changes), [], 'no record of it: left alone');
  assert.deepEqual(effective((await planAgainst(cluster, observed, NOW, { recorded: (h, p) => h === 'cp-2' && p === path })).changes), [], 'recorded on another host only');
  const { changes } = await planAgainst(cluster, observed, NOW, { recorded: (h, p) => h === 'cp-1' && p === path });
  assert.deepEqual(effective(changes), [`delete ${key}`]);
  assert.equal(changes.find((c) => c.action === 'delete')!.format, 'apiserver-config');
});

test('a registry\'s hosts.toml: created for a registry cluster.yaml mirrors; once the registry is removed, deleted where the record says k8sform wrote it, left where someone else did', async () => {
  const mirrored = load(YAML('  nodeSoftware: { containerd: { registryMirrors: { docker.io: [{ url: "https://mirror.gcr.io" }] } } }\n'));
  const hosts = hostsAfter(mirrored, []);
  const path = '/etc/containerd/certs.d/docker.io/hosts.toml';
  const key = formatAddress(fileAddress('w-1', path));
  const created = (await planAgainst(mirrored, hosts)).changes.find((c) => formatAddress(c.addr) === key)!;
  assert.deepEqual([created.action, created.format, created.after?.mode], ['create', 'containerd-config', 0o644]);
  assert.match((created.after?.view as { text: string }).text, /^\[host\."https:\/\/mirror\.gcr\.io"\]$/m);

  const unmirrored = load(YAML('  nodeSoftware: {}\n'));
  const content = Buffer.from('[host."https://mirror.gcr.io"]\ncapabilities = [ "pull", "resolve" ]\n');
  const found = new Map([...hostsAfter(unmirrored, await files(unmirrored, inputs())), [key, { host: 'w-1', path, exists: true, mode: 0o644, uid: 0, gid: 0, content, digest: sha256(content) }]]);
  assert.deepEqual(effective((await planAgainst(unmirrored, found)).changes), [], 'no record of it: the operator\'s');
  const { changes } = await planAgainst(unmirrored, found, NOW, { recorded: (h, p) => h === 'w-1' && p === path });
  assert.deepEqual(effective(changes), [`delete ${key}`]);
  assert.equal(changes.find((c) => c.action === 'delete')!.format, 'containerd-config');
});

test('an apiserver configuration file cluster.yaml asks for is created, kept, or rewritten where it differs, as any text file', async () => {
  const asked = loadWithConfigFiles('auditPolicy: { policyFile: audit.yaml }', CONFIG_FILES).cluster;
  const written = hostsAfter(asked, await files(asked, inputs()));
  const key = formatAddress(fileAddress('cp-1', '/etc/kubernetes/audit-policy.yaml'));
  assert.deepEqual(effective((await planAgainst(asked, written)).changes), []);
  const edited = Buffer.from(`${AUDIT_POLICY}  - level: RequestResponse\n`);
  const drifted = new Map([...written, [key, { ...written.get(key)!, content: edited, digest: sha256(edited) }]]);
  const { changes } = await planAgainst(asked, drifted);
  assert.deepEqual(effective(changes), [`update ${key}`]);
  assert.deepEqual(changes.find((c) => c.action === 'update')!.after?.view, { kind: 'text', text: AUDIT_POLICY });
  const absent = new Map([...written, [key, { host: 'cp-1', path: '/etc/kubernetes/audit-policy.yaml', exists: false, digest: ABSENT }]]);
  assert.deepEqual(effective((await planAgainst(asked, absent)).changes), [`create ${key}`]);
});
