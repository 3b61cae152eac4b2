import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { testCluster } from '../../test/support/test-clusters.js';
import { repoPath } from '../../test/support/paths.js';
import type { Cluster } from '../model/cluster.js';
import type { HostFacts } from '../model/host-facts.js';
import type { HostSeen } from '../state/observation.js';
import type { ObservedFile } from '../state/observe-host.js';
import { KUBELET_CONF, manifestPath } from '../model/kubeadm-paths.js';
import { PREFLIGHT_CHECKS, PREFLIGHT_CHECK_NAMES, type HostUnderCheck, type StartingComponent } from './preflight-checks.js';
import { preflight, preflightFindings } from './preflight.js';
import { refusalOf } from '../../test/support/refusal.js';

const HOSTS = ['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: w-1, role: worker, address: 10.0.0.2 }'];
const cluster = testCluster(HOSTS);
/** The same cluster at v1.36 (cgroup v1 refused by its kubelet unless failCgroupV1 is false). */
const at136 = (c: Cluster): Cluster => ({ ...c, kubernetesVersion: 'v1.36.3', release: { ...c.release, minor: 36 } });
const T = 1_800_000_000;

/** A host fit to run a node of `cluster`: every check passes on it. */
const HEALTHY: HostFacts = {
  clock: { host: T + 0.05, sentAt: T, receivedAt: T + 0.1 },
  swapDevices: 0,
  sysctls: { 'net.ipv4.ip_forward': '1', 'net.ipv6.conf.default.forwarding': '0', 'net.bridge.bridge-nf-call-iptables': '1', 'net.bridge.bridge-nf-call-ip6tables': '1' },
  overlayFilesystem: true,
  cgroupVersion: 2,
  systemd: true,
  containerRuntime: { socket: '/run/containerd/containerd.sock', state: 'answers', detail: 'containerd 2.1.4' },
  listeningPorts: [22],
  missingTools: [],
  kubelet: { path: '/usr/bin/kubelet', versionLine: 'Kubernetes v1.34.2' },
  disk: { mount: '/', totalKiB: 100 * 1024 * 1024, availableKiB: 60 * 1024 * 1024 },
  cpus: 4,
  memoryKiB: 8 * 1024 * 1024,
  kernelRelease: '6.12.48+deb13-amd64',
};

const under = (facts: Partial<HostFacts>, opts: { role?: 'control-plane' | 'worker'; starting?: StartingComponent[]; clockMedian?: number; applying?: boolean } = {}): HostUnderCheck => {
  const host = cluster.hosts.find((h) => h.role === (opts.role ?? 'control-plane'))!;
  return { host, facts: { ...HEALTHY, ...facts }, starting: new Set(opts.starting ?? []), clockMedian: opts.clockMedian ?? 0, applying: opts.applying ?? false };
};
/** What one check says of a host, as `severity: message`. */
const run = (name: string, h: HostUnderCheck, c: Cluster = cluster) => PREFLIGHT_CHECKS.find((x) => x.name === name)!.run(c, h).map((p) => `${p.severity}: ${p.message}`);

test('the catalogue: unique names, the ones spec.preflight.ignore accepts, each documented in docs/preflight.md, and a healthy host passes every check in either role', () => {
  assert.equal(new Set(PREFLIGHT_CHECK_NAMES).size, PREFLIGHT_CHECK_NAMES.length);
  const schema = JSON.parse(readFileSync(repoPath('schemas/cluster.schema.json'), 'utf8')) as { definitions: { ClusterSpec: { properties: { preflight: { properties: { ignore: { items: { enum: string[] } } } } } } } };
  assert.deepEqual(schema.definitions.ClusterSpec.properties.preflight.properties.ignore.items.enum, PREFLIGHT_CHECK_NAMES);
  const doc = readFileSync(repoPath('docs/preflight.md'), 'utf8');
  for (const c of PREFLIGHT_CHECKS) {
    assert.ok(doc.includes(`| \`${c.name}\` |`), `docs/preflight.md has no row for ${c.name}`);
    assert.ok(c.checks.trim().length > 0);
    for (const role of ['control-plane', 'worker'] as const) {
      assert.deepEqual(c.run(cluster, under({}, { role, starting: ['kubelet', 'kube-apiserver', 'etcd'] })), [], `${c.name} on a healthy ${role}`);
    }
  }
});

test('swap is an error unless the kubelet is told to start with it', () => {
  assert.deepEqual(run('swap', under({ swapDevices: 1 })), ['error: swap is on (1 in /proc/swaps): the kubelet refuses to start with swap on']);
  assert.deepEqual(run('swap', under({ swapDevices: 1 }), testCluster(HOSTS, { spec: 'kubelet: { config: { failSwapOn: false } }' })), []);
});

test('IPv4 forwarding must be on; IPv6 forwarding too once a subnet is IPv6', () => {
  assert.deepEqual(run('ip-forward', under({ sysctls: { ...HEALTHY.sysctls, 'net.ipv4.ip_forward': '0' } })), ["error: net.ipv4.ip_forward is 0, not 1: the node would not forward its Pods' traffic"]);
  assert.deepEqual(run('ip-forward', under({ sysctls: {} })), ["error: net.ipv4.ip_forward is missing, not 1: the node would not forward its Pods' traffic"]);
  const ipv6 = testCluster(['{ name: cp-1, role: control-plane, address: "fd00::1" }'], { spec: 'networking: { podSubnet: "fd00:10:244::/56", serviceSubnet: "fd00:10:96::/112" }' });
  assert.deepEqual(run('ip-forward', under({ sysctls: { 'net.ipv4.ip_forward': '0', 'net.ipv6.conf.default.forwarding': '0' } }), ipv6), ["error: net.ipv6.conf.default.forwarding is 0, not 1: the node would not forward its Pods' traffic"]);
});

test('bridge netfilter and overlay are warnings', () => {
  assert.deepEqual(run('bridge-netfilter', under({ sysctls: { 'net.ipv4.ip_forward': '1' } })), ["warning: net.bridge.bridge-nf-call-iptables does not exist (the br_netfilter module is not loaded): traffic between Pods on one bridge bypasses kube-proxy's Service rules"]);
  assert.deepEqual(run('overlay', under({ overlayFilesystem: false })), ["warning: overlay is not in /proc/filesystems: containerd's overlayfs snapshotter cannot mount image layers"]);
});

test('cgroup v1: a warning before v1.35; from v1.35 an error unless failCgroupV1 is false', () => {
  const v1 = under({ cgroupVersion: 1 });
  assert.deepEqual(run('cgroups', v1), ['warning: the host uses cgroup v1, which Kubernetes deprecates']);
  assert.deepEqual(run('cgroups', v1, at136(cluster)), ['error: the host uses cgroup v1, which the kubelet of v1.36.3 refuses to start on']);
  assert.deepEqual(run('cgroups', v1, at136(testCluster(HOSTS, { spec: 'kubelet: { config: { failCgroupV1: false } }' }))), ['warning: the host uses cgroup v1, which Kubernetes deprecates']);
});

test('the cgroup driver must match the init: systemd needs systemd; cgroupfs beside systemd is a warning', () => {
  assert.deepEqual(run('cgroup-driver', under({ systemd: false })), ["error: the kubelet's cgroupDriver is systemd, but systemd is not this host's init (no /run/systemd/system)"]);
  const cgroupfs = testCluster(HOSTS, { spec: 'kubelet: { cgroupDriver: cgroupfs }' });
  assert.deepEqual(run('cgroup-driver', under({ systemd: false }), cgroupfs), []);
  assert.deepEqual(run('cgroup-driver', under({}), cgroupfs), ["warning: the kubelet's cgroupDriver is cgroupfs on a host whose init is systemd: two managers of one cgroup tree"]);
  // The fix names containerd's SystemdCgroup only where containerd's configuration is the operator's.
  const fix = (c: Cluster) => PREFLIGHT_CHECKS.find((x) => x.name === 'cgroup-driver')!.run(c, under({ systemd: false }))[0]?.fix;
  assert.equal(fix(cluster), 'set spec.kubelet.cgroupDriver: cgroupfs (and SystemdCgroup = false in containerd\'s config.toml), or boot the host with systemd');
  assert.equal(fix(testCluster(HOSTS, { spec: 'nodeSoftware: {}' })), 'set spec.kubelet.cgroupDriver: cgroupfs, or boot the host with systemd');
});

test('the container runtime must listen and answer; a socket no client could ask passes', () => {
  const socket = '/run/containerd/containerd.sock';
  assert.deepEqual(run('container-runtime', under({ containerRuntime: { socket, state: 'absent' } })), [`error: no container runtime listens at ${socket} (spec.kubelet.criSocket unix://${socket})`]);
  assert.deepEqual(run('container-runtime', under({ containerRuntime: { socket, state: 'silent', detail: 'ctr: context deadline exceeded' } })), [`error: the container runtime at ${socket} did not answer: ctr: context deadline exceeded`]);
  assert.deepEqual(run('container-runtime', under({ containerRuntime: { socket, state: 'socket' } })), []);
});

test('containerd answering without its CRI plugin is an error where its config.toml is the operator\'s, with the fix; a warning where apply writes one that enables it', () => {
  const socket = '/run/containerd/containerd.sock';
  const facts = under({ containerRuntime: { socket, state: 'no-cri', detail: 'not loaded' } });
  assert.deepEqual(run('container-runtime', facts), [`error: containerd at ${socket} answers, but its CRI plugin, which the kubelet talks to, is not loaded`]);
  assert.match(PREFLIGHT_CHECKS.find((x) => x.name === 'container-runtime')!.run(cluster, facts)[0]!.fix, /remove "cri" from disabled_plugins in \/etc\/containerd\/config\.toml/);
  assert.deepEqual(run('container-runtime', facts, testCluster(HOSTS, { spec: 'nodeSoftware: {}' })), [`warning: containerd at ${socket} runs without its CRI plugin (not loaded): the config.toml apply writes enables it`]);
  assert.deepEqual(run('container-runtime', facts, testCluster(HOSTS, { spec: 'nodeSoftware: { containerd: { manageConfig: false } }' })).map((p) => p.split(':')[0]), ['error']);
});

test('a registry mirror\'s ca missing on the host is an error naming the registry, the mirror and the hosts.toml containerd would refuse; present, or no ca, passes', () => {
  const mirrors = testCluster(HOSTS, { spec: 'nodeSoftware: { containerd: { registryMirrors: { "registry.example.com:5000": [{ url: "https://m1.example.com", ca: /etc/pki/m1.crt }, { url: "https://m2.example.com" }], docker.io: [{ url: "https://m3.example.com", ca: /etc/pki/m3.crt }] } } }' });
  assert.deepEqual(run('registry-ca', under({ missingFiles: ['/etc/pki/m1.crt'] }), mirrors), [
    "error: /etc/pki/m1.crt, the CA certificate of registry.example.com:5000's mirror https://m1.example.com, is not a file on the host: containerd would refuse /etc/containerd/certs.d/registry.example.com:5000/hosts.toml, and pulls of registry.example.com:5000's images would fail",
  ]);
  assert.deepEqual(run('registry-ca', under({ missingFiles: ['/etc/pki/m3.crt', '/etc/pki/m1.crt'] }), mirrors).length, 2);
  assert.deepEqual(run('registry-ca', under({ missingFiles: [] }), mirrors), []);
  // Facts read without asking for any file (no ca named) say nothing missing.
  assert.deepEqual(run('registry-ca', under({}), mirrors), []);
});

test('the kubelet in the PATH must be of kubernetesVersion: another release is a warning in a plan (packages go on after review), an error in apply', () => {
  assert.deepEqual(run('kubelet', under({ kubelet: undefined })), ['error: no kubelet in the PATH']);
  const older = { kubelet: { path: '/usr/bin/kubelet', versionLine: 'Kubernetes v1.33.4' } };
  assert.deepEqual(run('kubelet', under(older)), ['warning: the kubelet at /usr/bin/kubelet is v1.33.4, and kubernetesVersion is v1.34.2: apply refuses to start until it is']);
  assert.deepEqual(run('kubelet', under(older, { applying: true })), ['error: the kubelet at /usr/bin/kubelet is v1.33.4, and kubernetesVersion is v1.34.2']);
  assert.deepEqual(run('kubelet', under({ kubelet: { path: '/usr/bin/kubelet', versionLine: 'exec format error' } })), ['error: `/usr/bin/kubelet --version` said "exec format error", not a Kubernetes version']);
  const [fix] = PREFLIGHT_CHECKS.find((c) => c.name === 'kubelet')!.run(cluster, under({ kubelet: undefined }));
  assert.match(fix!.fix, /install the v1\.34\.2 kubelet on the host/);
});

test('with node software, apply installs the kubelet: none or another release passes; a host that is to download it needs curl or wget', () => {
  const software = testCluster(HOSTS, { spec: 'nodeSoftware: {}' });
  const older = { kubelet: { path: '/usr/bin/kubelet', versionLine: 'Kubernetes v1.33.4' }, downloaders: ['wget'] };
  assert.deepEqual(run('kubelet', under(older, { applying: true }), software), []);
  assert.deepEqual(run('kubelet', under({ kubelet: undefined, downloaders: [] }), software), ['error: neither curl nor wget is in the PATH, and the host downloads the kubelet and kubectl (spec.nodeSoftware.source.url) with one']);
  const uploaded = testCluster(HOSTS, { spec: 'nodeSoftware: { source: { directory: bin }, checksums: {} }' });
  assert.deepEqual(run('kubelet', under({ kubelet: undefined, downloaders: [] }), uploaded), [], 'uploaded over SSH: nothing to download with');
  const archives = testCluster(HOSTS, { spec: 'nodeSoftware: { source: { directory: bin }, crictl: { version: v1.35.0 }, cniPlugins: { version: v1.9.1, source: { directory: cni.tgz } } }' });
  assert.deepEqual(run('kubelet', under({ kubelet: undefined, downloaders: [] }), archives), ['error: neither curl nor wget is in the PATH, and the host downloads the crictl archive (spec.nodeSoftware.crictl.source) with one']);
});

test('ports are checked only for the components k8sform starts on the host', () => {
  const busy = { listeningPorts: [22, 2379, 6443, 10250, 10257] };
  assert.deepEqual(run('ports', under(busy, { starting: [] })), [], 'everything runs already');
  assert.deepEqual(run('ports', under(busy, { starting: ['kube-apiserver', 'kube-scheduler', 'etcd', 'kubelet'] })), [
    'error: port 6443 is in use, and kube-apiserver is to start here and listen on it',
    'error: port 2379 is in use, and etcd is to start here and listen on it',
    'error: port 10250 is in use, and kubelet is to start here and listen on it',
  ]);
  const moved = testCluster(HOSTS, { spec: 'apiServer: { bindPort: 8443 }' });
  assert.deepEqual(run('ports', under(busy, { starting: ['kube-apiserver'] }), moved), [], 'the apiserver listens on bindPort');
});

test('missing tools are named with their packages', () => {
  const [p] = PREFLIGHT_CHECKS.find((c) => c.name === 'tools')!.run(cluster, under({ missingTools: ['flock', 'losetup', 'sha256sum'] }));
  assert.equal(p!.message, 'not found in the PATH: flock, losetup, sha256sum');
  assert.equal(p!.fix, 'install coreutils, util-linux (apt-get install coreutils util-linux; the same packages on other distributions)');
  assert.deepEqual(run('tools', under({ missingTools: ['tar', 'gzip'] })), [], 'nothing to unpack without crictl or the CNI plugins');
  const unpacking = testCluster(HOSTS, { spec: 'nodeSoftware: { cniPlugins: { version: v1.9.1 } }' });
  const [q] = PREFLIGHT_CHECKS.find((c) => c.name === 'tools')!.run(unpacking, under({ missingTools: ['gzip', 'mount'] }));
  assert.equal(q!.message, 'not found in the PATH: gzip, mount');
  assert.equal(q!.fix, 'install gzip, mount (apt-get install gzip mount; the same packages on other distributions)');
});

test('the clock: an error past the certificates\' backdating from this machine; a warning past 1 s from the other hosts, only beyond what the round trips explain', () => {
  assert.deepEqual(run('clock', under({ clock: { host: T - 400, sentAt: T, receivedAt: T + 0.1 } })), ['error: the host\'s clock is 400 s behind this machine\'s: certificates k8sform signs would not be valid there yet or already']);
  const odd = { clock: { host: T + 3.05, sentAt: T, receivedAt: T + 0.1 } };
  assert.deepEqual(run('clock', under(odd)), ['warning: the host\'s clock is 3.0 s ahead of the other hosts\''], 'the others\' median is 0');
  assert.deepEqual(run('clock', under({ clock: { host: T + 3.05, sentAt: T, receivedAt: T + 6 } })), [], 'a slow round trip may explain it');
  assert.deepEqual(run('clock', under(odd, { clockMedian: 3 })), [], 'the host is the median');
  // Across hosts: the median of three, two of them together.
  const three = new Map([['cp-1', seen({})], ['w-1', seen(odd)], ['w-2', seen({})]]);
  const threeHosts = testCluster([...HOSTS, '{ name: w-2, role: worker, address: 10.0.0.3 }']);
  assert.deepEqual(preflightFindings(threeHosts, three).filter((f) => f.check === 'clock').map((f) => `${f.host}: ${f.message}`), ['w-1: the host\'s clock is 3.0 s ahead of the other hosts\'']);
});

test('disk space: an error below the kubelet\'s hard eviction threshold for the node\'s file system, a warning below the images\'; both as kubelet.config sets them', () => {
  const disk = (gibFree: number) => ({ disk: { mount: '/var', totalKiB: 100 * 1024 * 1024, availableKiB: gibFree * 1024 * 1024 } });
  assert.deepEqual(run('disk', under(disk(9))), ['error: 9.0 GiB of 100.0 GiB (9%) free on /var, which holds /var/lib: the kubelet evicts Pods below 10% (evictionHard nodefs.available)']);
  assert.deepEqual(run('disk', under(disk(12))), ['warning: 12.0 GiB of 100.0 GiB (12%) free on /var, which holds /var/lib: the kubelet removes images and evicts Pods using them below 15% (evictionHard imagefs.available)']);
  assert.deepEqual(run('disk', under(disk(15))), []);
  const tuned = testCluster(HOSTS, { spec: 'kubelet: { config: { evictionHard: { nodefs.available: 1%, imagefs.available: 20Gi } } }' });
  assert.deepEqual(run('disk', under(disk(9)), tuned), ['warning: 9.0 GiB of 100.0 GiB (9%) free on /var, which holds /var/lib: the kubelet removes images and evicts Pods using them below 20Gi (evictionHard imagefs.available)']);
  assert.deepEqual(run('disk', under(disk(0.5)), tuned)[0]?.slice(0, 6), 'error:');
});

test('a control plane needs kubeadm\'s CPUs and memory; a worker does not', () => {
  const small = { cpus: 1, memoryKiB: 1024 * 1024 };
  assert.deepEqual(run('resources', under(small)), ['error: 1 CPU, and a control plane needs at least 2', 'error: 1024 MB of memory, and a control plane needs at least 1700 MB']);
  assert.deepEqual(run('resources', under(small, { role: 'worker' })), []);
});

test('a kernel kubeadm does not support is a warning', () => {
  assert.deepEqual(run('kernel', under({ kernelRelease: '4.19.0-27-amd64' })), ['warning: kernel 4.19.0-27-amd64 is not one Kubernetes supports (5.4, 5.10, 5.15, 6.x and later)']);
  for (const ok of ['5.4.0-216-generic', '5.10.0-35-amd64', '5.15.0-139-generic', '6.1.0-37-amd64', '10.0.1']) assert.deepEqual(run('kernel', under({ kernelRelease: ok })), [], ok);
});

const seen = (facts: Partial<HostFacts> | undefined, present: string[] = []): HostSeen => ({
  files: new Map(present.map((path) => [path, { host: '', path, exists: true, digest: 'x' } satisfies ObservedFile])),
  directories: new Map(),
  unsafeDirectories: [],
  ...(facts ? { facts: { ...HEALTHY, ...facts } } : {}),
});

test('a failure stops the plan on a host it changes, naming host, check and fix; elsewhere, or ignored, it is a warning the plan carries', () => {
  const hosts = new Map([['cp-1', seen({ swapDevices: 2 })], ['w-1', seen({ sysctls: {} })]]);
  assert.equal(refusalOf(() => preflight(cluster, hosts, 'plan', new Set(['host[cp-1]', 'host[w-1]']))), [
    'host[cp-1]: preflight check swap failed: swap is on (2 in /proc/swaps): the kubelet refuses to start with swap on',
    '  fix: run `swapoff -a` and remove the swap entries from /etc/fstab (and mask any swap unit), or set spec.kubelet.config.failSwapOn: false',
    "host[w-1]: preflight check ip-forward failed: net.ipv4.ip_forward is missing, not 1: the node would not forward its Pods' traffic",
    '  fix: run `sysctl -w net.ipv4.ip_forward=1` and persist it in /etc/sysctl.d/k8s.conf',
    'Nothing was written. A check that cannot pass on these hosts and does not matter to them can be named in spec.preflight.ignore: its failure is then a warning.',
  ].join('\n'));
  const onlyCp = refusalOf(() => preflight(cluster, hosts, 'plan', new Set(['host[cp-1]'])));
  assert.match(onlyCp, /^host\[cp-1\]: preflight check swap failed/);
  assert.doesNotMatch(onlyCp, /w-1/, 'a host the plan does not change does not stop it');
});

test('ignored checks and unchanged hosts give warnings, sorted by host and check; hosts without facts (a local directory) are not checked', () => {
  const hosts = new Map([['w-1', seen({ sysctls: {}, overlayFilesystem: false })], ['cp-1', seen({ swapDevices: 1 })]]);
  const ignoring = { ...cluster, preflight: { ignore: ['swap'] } };
  assert.deepEqual(preflight(ignoring, hosts, 'plan', new Set(['host[cp-1]'])).map((w) => `${w.host} ${w.check}: ${w.message}`), [
    'cp-1 swap: swap is on (1 in /proc/swaps): the kubelet refuses to start with swap on (ignored: spec.preflight.ignore names this check)',
    "w-1 bridge-netfilter: net.bridge.bridge-nf-call-iptables does not exist (the br_netfilter module is not loaded): traffic between Pods on one bridge bypasses kube-proxy's Service rules",
    "w-1 ip-forward: net.ipv4.ip_forward is missing, not 1: the node would not forward its Pods' traffic (not blocking: this plan changes nothing on the host)",
    "w-1 overlay: overlay is not in /proc/filesystems: containerd's overlayfs snapshotter cannot mount image layers",
  ]);
  assert.deepEqual(preflightFindings(cluster, new Map([['cp-1', seen(undefined)], ['w-1', seen(undefined)]])), []);
  // `upgrade plan` reports, it never refuses.
  assert.deepEqual(preflight(cluster, hosts, 'report', new Set(['host[cp-1]', 'host[w-1]'])).filter((w) => w.check === 'swap').map((w) => w.message), ['swap is on (1 in /proc/swaps): the kubelet refuses to start with swap on (an error for plan and apply)']);
});

test('which components start decides the ports checked: a file present or a process running means it runs already', () => {
  const busy = { listeningPorts: [2379, 2380, 6443, 10250, 10257, 10259] };
  const fresh = preflightFindings(cluster, new Map([['cp-1', seen(busy)]])).filter((f) => f.check === 'ports').map((f) => f.message.split(',')[0]);
  assert.deepEqual(fresh, ['port 10250 is in use', 'port 6443 is in use', 'port 10257 is in use', 'port 10259 is in use', 'port 2379 is in use', 'port 2380 is in use']);
  const written = seen(busy, [KUBELET_CONF, ...['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler'].map(manifestPath)]);
  assert.deepEqual(preflightFindings(cluster, new Map([['cp-1', written]])).filter((f) => f.check === 'ports'), []);
  const bootstrapping = { ...seen(busy, ['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler'].map(manifestPath)), processes: new Map([['kubelet', { ticks: 1, startedAt: T }]]) };
  assert.deepEqual(preflightFindings(cluster, new Map([['cp-1', bootstrapping]])).filter((f) => f.check === 'ports'), [], 'a kubelet still bootstrapping its kubeconfig holds its own port');
});
