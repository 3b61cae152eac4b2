import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testLoadedCluster } from '../../test/support/test-clusters.js';
import { UserError } from '../errors.js';
import { formatAddress } from '../model/address.js';
import type { BinarySeen, HostFacts } from '../model/host-facts.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import type { HostSeen } from '../state/observation.js';
import { planBinaries } from './plan-binaries.js';

// dl.k8s.io's published digests of v1.34.1 and v1.34.2 (kubelet, kubectl; amd64), as the official table holds them.
const KUBELET_1_34_1 = '5a72c596c253ea0b0e5bcc6f29903fd41d1d542a7cadf3700c165a2a041a8d82';
const KUBELET_1_34_2 = '9c5e717b774ee9b9285ce47e7d2150c29e84837eb19a7eaa24b60b1543c9d58f';
const KUBECTL_1_34_2 = '9591f3d75e1581f3f7392e6ad119aab2f28ae7d6c6e083dc5d22469667f27253';
const OWN_BUILD = 'b'.repeat(64);

const HOSTS = ['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: w-1, role: worker, address: 10.0.0.3 }'];
const loaded = (nodeSoftware = 'nodeSoftware: {}') => testLoadedCluster(HOSTS, { spec: nodeSoftware });

/** A host as plan reads it, with only what planBinaries looks at. */
const seen = (machine: string, binaries: Record<string, BinarySeen>): HostSeen => ({
  files: new Map(), directories: new Map(), unsafeDirectories: [],
  facts: { machine, binaries } as Partial<HostFacts> as HostFacts,
});
const file = (digest: string, mode = 0o755): BinarySeen => ({ digest, mode, uid: 0, gid: 0 });
const summary = (l: LoadedCluster, hosts: ReadonlyMap<string, HostSeen>) =>
  planBinaries(l, hosts).map((c) => [formatAddress(c.addr), c.action, c.reasons.map((r) => `${r.code}: ${r.detail}`).join('; ')]);

test('without nodeSoftware no binary is planned, whatever the hosts hold', () => {
  assert.deepEqual(planBinaries(testLoadedCluster(HOSTS), new Map([['cp-1', seen('x86_64', {})]])), []);
});

test('each host gets the kubelet and kubectl of kubernetesVersion for its architecture, from the official release by default', () => {
  const hosts = new Map([
    ['cp-1', seen('x86_64', { '/usr/bin/kubelet': file(KUBELET_1_34_1), '/usr/bin/kubectl': file(KUBECTL_1_34_2) })],
    ['w-1', seen('aarch64', { '/usr/bin/kubelet': { digest: 'absent' }, '/usr/bin/kubectl': { digest: 'absent' } })],
  ]);
  assert.deepEqual(summary(loaded(), hosts), [
    ['host[cp-1].binary[/usr/bin/kubelet]', 'update', 'version: kubelet v1.34.1 → v1.34.2'],
    ['host[cp-1].binary[/usr/bin/kubectl]', 'noop', ''],
    ['host[w-1].binary[/usr/bin/kubelet]', 'create', 'missing: /usr/bin/kubelet is not installed'],
    ['host[w-1].binary[/usr/bin/kubectl]', 'create', 'missing: /usr/bin/kubectl is not installed'],
  ]);
  const [upgrade, , arm] = planBinaries(loaded(), hosts);
  assert.deepEqual(upgrade!.before, { digest: KUBELET_1_34_1, mode: 0o755, uid: 0, gid: 0, view: { kind: 'binary', release: 'v1.34.1', sha256: KUBELET_1_34_1 } });
  assert.deepEqual(upgrade!.after, { digest: KUBELET_1_34_2, mode: 0o755, uid: 0, gid: 0, view: { kind: 'binary', release: 'v1.34.2', sha256: KUBELET_1_34_2, source: 'https://dl.k8s.io/release/v1.34.2/bin/linux/amd64/kubelet' } });
  assert.equal(arm!.after!.view.kind === 'binary' && arm!.after!.view.source, 'https://dl.k8s.io/release/v1.34.2/bin/linux/arm64/kubelet');
  assert.notEqual(arm!.after!.digest, KUBELET_1_34_2, 'the arm64 build has its own digest');
  assert.match(arm!.after!.digest, /^[0-9a-f]{64}$/);
});

test('a build nobody named, a link, or the right build at another mode or owner is replaced or fixed', () => {
  const hosts = new Map([
    ['cp-1', seen('x86_64', { '/usr/bin/kubelet': file(OWN_BUILD), '/usr/bin/kubectl': { digest: `symlink:${'c'.repeat(64)}`, mode: 0o777, uid: 0, gid: 0 } })],
    ['w-1', seen('x86_64', { '/usr/bin/kubelet': file(KUBELET_1_34_2, 0o700), '/usr/bin/kubectl': { digest: KUBECTL_1_34_2, mode: 0o755, uid: 1000, gid: 0 } })],
  ]);
  assert.deepEqual(summary(loaded(), hosts), [
    ['host[cp-1].binary[/usr/bin/kubelet]', 'update', 'content: /usr/bin/kubelet is a build no checksum names; replaced by the v1.34.2 binary'],
    ['host[cp-1].binary[/usr/bin/kubectl]', 'update', 'symlink: /usr/bin/kubectl is a symbolic link: replaced by the v1.34.2 binary'],
    ['host[w-1].binary[/usr/bin/kubelet]', 'update', 'mode: mode 0700 → 0755'],
    ['host[w-1].binary[/usr/bin/kubectl]', 'update', 'owner: owner 1000:0 → 0:0'],
  ]);
  assert.deepEqual(planBinaries(loaded(), hosts)[0]!.before!.view, { kind: 'binary', sha256: OWN_BUILD }, 'no release is claimed for an unknown build');
});

test('cluster.yaml\'s checksums come before the official ones, by architecture before by name, and name a directory source\'s files', () => {
  const l = loaded(`nodeSoftware: { source: { directory: "bin/{version}-{arch}" }, checksums: { v1.34.2: { kubelet: "${OWN_BUILD}", "kubectl/arm64": "${'d'.repeat(64)}" } } }`);
  const hosts = new Map([['cp-1', seen('aarch64', { '/usr/bin/kubelet': file(OWN_BUILD), '/usr/bin/kubectl': { digest: 'absent' } })]]);
  const changes = planBinaries(l, hosts);
  assert.deepEqual(changes.map((c) => [c.action, c.after!.digest]), [['noop', OWN_BUILD], ['create', 'd'.repeat(64)]]);
  assert.deepEqual(changes[0]!.before!.view, { kind: 'binary', release: 'v1.34.2', sha256: OWN_BUILD }, 'a digest cluster.yaml names is that release');
  const source = changes[1]!.after!.view.kind === 'binary' ? changes[1]!.after!.view.source : undefined;
  assert.ok(source?.endsWith('/bin/v1.34.2-arm64/kubectl') && source.startsWith('/'), `relative to cluster.yaml, expanded: ${source}`);
});

test('a host of another architecture, a release without a checksum, or something else at the path is refused, each named', () => {
  const refusal = (l: LoadedCluster, hosts: ReadonlyMap<string, HostSeen>) => {
    try {
      planBinaries(l, hosts);
    } catch (e) {
      assert.ok(e instanceof UserError);
      return e.lines;
    }
    assert.fail('not refused');
  };
  assert.deepEqual(refusal(loaded(), new Map([['cp-1', seen('riscv64', {})], ['w-1', seen('x86_64', { '/usr/bin/kubelet': { digest: 'other' }, '/usr/bin/kubectl': { digest: 'absent' } })]])), [
    'host[cp-1]: the host is a riscv64 machine; the Kubernetes binaries are built for amd64 (x86_64) and arm64 (aarch64)',
    'host[w-1]: /usr/bin/kubelet is neither a file nor a link; move it away so that k8sform can install kubelet there',
  ]);
  assert.deepEqual(refusal(loaded(), new Map([['w-1', seen('x86_64', { '/usr/bin/kubelet': file(KUBELET_1_34_2), '/usr/bin/kubectl': { digest: 'directory:0755:0:0' } })]])), [
    'host[w-1]: /usr/bin/kubectl is neither a file nor a link; move it away so that k8sform can install kubectl there',
  ]);
  const l = loaded();
  const unreleased = { ...l, cluster: { ...l.cluster, kubernetesVersion: 'v1.99.0' } };
  const lines = refusal(unreleased, new Map([['w-1', seen('x86_64', {})]]));
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /^c\.yaml:\d+:\d+: spec\.nodeSoftware: no sha256 of kubelet v1\.99\.0 for amd64 \(host\[w-1\]\); add spec\.nodeSoftware\.checksums\.v1\.99\.0\["kubelet\/amd64"\]$/);
});

// The releases' published digests of their archives (crictl-v1.35.0-linux-amd64.tar.gz, cni-plugins-linux-amd64-v1.8.0.tgz and v1.9.1).
const CRICTL_1_35_0 = '2e141e5b22cb189c40365a11807d69b76b9b3caced89fac2f4ec879408ce2177';
const CNI_1_8_0 = 'ab3bda535f9d90766cccc90d3dddb5482003dd744d7f22bcf98186bf8eea8be6';
const CNI_1_9_1 = 'b98f74a0f8522f0a83867178729c1aa70f2158f90c45a2ca8fa791db1c76b303';

test('crictl and the CNI plugins asked for are files of their release archives: planned by the archive\'s checksum and the member, in place while the host says it extracted them', () => {
  const l = loaded('nodeSoftware: { crictl: { version: v1.35.0 }, cniPlugins: { version: v1.9.1, plugins: [loopback, bridge] } }');
  const kube = { '/usr/bin/kubelet': file(KUBELET_1_34_2), '/usr/bin/kubectl': file(KUBECTL_1_34_2) };
  const hosts = new Map([
    ['cp-1', seen('x86_64', { ...kube, '/usr/bin/crictl': { digest: 'absent' }, '/opt/cni/bin/bridge': file('e'.repeat(64)), '/opt/cni/bin/loopback': file(`extracted:${CNI_1_8_0}:loopback`) })],
    ['w-1', seen('x86_64', { ...kube, '/usr/bin/crictl': file(`extracted:${CRICTL_1_35_0}:crictl`), '/opt/cni/bin/bridge': file(`extracted:${CNI_1_9_1}:bridge`), '/opt/cni/bin/loopback': file(`extracted:${CNI_1_9_1}:bridge`) })],
  ]);
  assert.deepEqual(summary(l, hosts).filter(([a]) => !/kube(let|ctl)\]$/.test(a!)), [
    ['host[cp-1].binary[/usr/bin/crictl]', 'create', 'missing: /usr/bin/crictl is not installed'],
    ['host[cp-1].binary[/opt/cni/bin/bridge]', 'update', 'content: /opt/cni/bin/bridge is not what k8sform extracted from a release archive it knows; replaced by v1.9.1\'s'],
    ['host[cp-1].binary[/opt/cni/bin/loopback]', 'update', 'version: the CNI plugin loopback v1.8.0 → v1.9.1'],
    ['host[w-1].binary[/usr/bin/crictl]', 'noop', ''],
    ['host[w-1].binary[/opt/cni/bin/bridge]', 'noop', ''],
    ['host[w-1].binary[/opt/cni/bin/loopback]', 'update', 'content: /opt/cni/bin/loopback is not what k8sform extracted from a release archive it knows; replaced by v1.9.1\'s'],
  ]);
  const changes = planBinaries(l, hosts);
  const crictl = changes.find((c) => formatAddress(c.addr) === 'host[cp-1].binary[/usr/bin/crictl]')!;
  assert.deepEqual(crictl.after, {
    digest: `extracted:${CRICTL_1_35_0}:crictl`, mode: 0o755, uid: 0, gid: 0,
    view: { kind: 'binary', release: 'v1.35.0', sha256: CRICTL_1_35_0, source: 'https://github.com/kubernetes-sigs/cri-tools/releases/download/v1.35.0/crictl-v1.35.0-linux-amd64.tar.gz', member: 'crictl' },
  });
  const loopback = changes.find((c) => formatAddress(c.addr) === 'host[cp-1].binary[/opt/cni/bin/loopback]')!;
  assert.deepEqual(loopback.before!.view, { kind: 'binary', release: 'v1.8.0', sha256: CNI_1_8_0, member: 'loopback' });
  assert.equal(loopback.after!.view.kind === 'binary' && loopback.after!.view.source, 'https://github.com/containernetworking/plugins/releases/download/v1.9.1/cni-plugins-linux-amd64-v1.9.1.tgz');
});

test('an archive without a checksum for a host\'s architecture is refused at its line, naming the checksum to add', () => {
  const l = loaded(`nodeSoftware: { cniPlugins: { version: v1.9.9, source: { directory: "cni-{version}-{arch}.tgz" } }, checksums: { v1.9.9: { "cni-plugins/amd64": "${'f'.repeat(64)}" } } }`);
  const hosts = new Map([['cp-1', seen('x86_64', {})], ['w-1', seen('aarch64', {})]]);
  assert.throws(() => planBinaries(l, hosts), (e: unknown) => {
    assert.ok(e instanceof UserError);
    assert.equal(e.lines.length, 1, e.lines.join('\n'));
    assert.match(e.lines[0]!, /^c\.yaml:\d+:\d+: spec\.nodeSoftware\.cniPlugins: no sha256 of the cni-plugins v1\.9\.9 archive for arm64 \(host\[w-1\]\); add spec\.nodeSoftware\.checksums\.v1\.9\.9\["cni-plugins\/arm64"\]$/);
    return true;
  });
  const amd64Only = new Map([['cp-1', seen('x86_64', {})]]);
  const bridge = planBinaries(l, amd64Only).find((c) => c.addr.name === '/opt/cni/bin/bridge')!;
  const view = bridge.after!.view.kind === 'binary' ? bridge.after!.view : undefined;
  assert.ok(view?.source?.startsWith('/') && view.source.endsWith('/cni-v1.9.9-amd64.tgz'), `a local archive, relative to cluster.yaml: ${view?.source}`);
  assert.equal(planBinaries(l, amd64Only).filter((c) => c.addr.name.startsWith('/opt/cni/bin/')).length, 16, 'the 16 standard plugins by default');
});
