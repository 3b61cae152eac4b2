import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { REAL_BINARIES_VERSION } from '../controlplane/binaries.js';
import { Ajv } from 'ajv';
import { CLI, repoPath } from '../support/paths.js';
import { kubectlPortForward, proveAggregationLayer } from './support/aggregation.js';
import { eventually, inHost, json, kubectl as kubectlFor, kubectlCommand, lab, labBuildInBackground, LAB_DIR, type BackgroundBuild } from './support/lab.js';
import { credentialProofs } from './support/credential-proofs.js';
import { rolloutProofs } from './support/rollout-proofs.js';
import { upgradeProofs } from './support/upgrade-proofs.js';
import { membershipProofs } from './support/membership-proofs.js';
import { caRotationProofs } from './support/ca-rotation-proofs.js';
import { securityAndAddonProofs, writeSecurityAndAddonFiles } from './support/security-addon-proofs.js';
import { editSpec } from './support/k8sform-run.js';
import { toolPath } from '../support/tools.js';
import { buildLabCrictl, labBinariesDirectory, labBinaryChecksums, labCniArchive, labCrictlArchive, LAB_ARCH, setNodeSoftwareVersion, type LabArchive } from './support/node-software.js';
import { labContainerdSettings } from '../../scripts/lab/src/containerd.js';
import { containerdConfigToml } from '../../src/render/containerd/containerd-config.js';
import { CONTAINERD_CONFIG_PATH, registryHostsPath } from '../../src/model/node-software.js';
import { registryHostsToml } from '../../src/render/containerd/registry-hosts.js';
import { BRIDGE_ADDRESS } from '../../scripts/lab/src/network.js';
import { createServer } from 'node:http';
import { loadClusterFile } from '../../src/engine/load-cluster.js';

/**
 * Proof on real nodes: the lab makes five hosts (sshd, containerd, runc, kubelet each), k8sform
 * writes the cluster over SSH, and this file checks that what it wrote boots a working cluster —
 * TLS bootstrap, serving certificates, static pods, etcd, addons, DNS, the aggregation layer, RBAC —
 * and that k8sform then sees nothing to change. The cluster is built at FROM and upgraded to VERSION
 * early on (skew refusals, `upgrade plan`, the rolling upgrade), so everything after is proved on
 * an upgraded cluster; then how apply rolls changes out on it (gates, rollback, lock, SIGTERM, an
 * apiserver that is down).
 */
/** The cluster starts at FROM and is upgraded to VERSION early on; the later proofs run on the upgraded cluster. */
const FROM = 'v1.36.3';
const VERSION = REAL_BINARIES_VERSION;
/**
 * The registry mirror of cluster.yaml, on the machine's bridge address: a registry name no image
 * outside this proof uses, so only the proof's pod pulls through it.
 */
const MIRROR = { registry: 'mirror-proof.k8sform.test', url: `http://${BRIDGE_ADDRESS}:5123` } as const;

/** The etcd images kubeadm pairs with FROM and VERSION. */
const ETCD_FROM = '3.6.8-0';
const ETCD_TO = '3.7.0-0';
const ENDPOINT = 'api.proof.k8sform.test';
/**
 * The extension apiserver of the aggregation-layer proof, built like the cluster's images: at
 * VERSION's own staging version (v1.37.2 -> v0.37.2), whose packages kube-apiserver's build has
 * already compiled.
 */
const SAMPLE_APISERVER = `k8sform.local/sample-apiserver:${VERSION.replace(/^v1\./, 'v0.')}`;
/**
 * What the lab's nodes need from the kubelet configuration: they use cgroup v1, which a v1.35+
 * kubelet refuses unless told otherwise; and they share this machine's disk with its build caches,
 * so the kubelet's image garbage collection (from 85% used) and disk-pressure eviction (under 15%
 * free) would act on usage that is not theirs: the collection even deletes the pause image, which
 * containerd 1.6 does not pin, and no sandbox can start after that.
 */
const LAB_KUBELET_CONFIG = JSON.stringify({
  failCgroupV1: false,
  imageGCHighThresholdPercent: 100,
  evictionHard: { 'memory.available': '100Mi', 'nodefs.available': '1%', 'imagefs.available': '1%', 'nodefs.inodesFree': '5%', 'imagefs.inodesFree': '5%' },
});
/**
 * What k8sform's first plan of an imported kubeadm cluster changes, each listed in docs/import.md,
 * "The first plan".
 */
const DELIBERATE_DIFFERENCES: readonly RegExp[] = [
  // k8sform labels what it manages; kubeadm's objects gain only the label (no rollout).
  /^update cluster\.object\[[^\]]+\] field: metadata\.labels$/,
  // k8sform makes its own bootstrap token, and keeps the workers' bootstrap kubeconfig with it.
  /^create cluster\.object\[v1\/Secret\/kube-system\/bootstrap-token-[a-z0-9]{6}\] missing: /,
  /^create host\[kworker-1\]\.file\[\/etc\/kubernetes\/bootstrap-kubelet\.conf\] missing: /,
  // --hostname-override always, and labels through the Node object rather than --node-labels.
  /^update host\[k(cp|worker)-1\]\.file\[\/var\/lib\/kubelet\/kubeadm-flags\.env\] content: /,
  // Each static pod is given its UID, which a kubelet of another release keeps (each pod restarts once, gated).
  /^update host\[kcp-1\]\.file\[\/etc\/kubernetes\/manifests\/(etcd|kube-apiserver|kube-controller-manager|kube-scheduler)\.yaml\] pod-uid: metadata\.uid added: [^;]+$/,
];
const HOSTS = [
  { name: 'cp-1', role: 'control-plane', address: '10.214.0.11' },
  { name: 'cp-2', role: 'control-plane', address: '10.214.0.12' },
  { name: 'cp-3', role: 'control-plane', address: '10.214.0.13' },
  { name: 'worker-1', role: 'worker', address: '10.214.1.21', labels: { 'node.example.com/pool': 'general' } },
  { name: 'worker-2', role: 'worker', address: '10.214.1.22', labels: { 'node.example.com/pool': 'gpu' }, taints: [{ key: 'nvidia.com/gpu', value: 'true', effect: 'NoSchedule' }] },
] as const;

const kubectl = (args: readonly string[], input?: string) => kubectlFor(FROM, args, input);
let dir: string;
let file: string;
let upOutput = '';
let failed = false;
/** VERSION's binaries and images (and the extension apiserver's), built while the first proofs run. */
let buildAhead: BackgroundBuild | undefined;
/** The CNI plugins' archive cluster.yaml names from the start; crictl, built while lab up makes the hosts. */
let cni: LabArchive;
let crictlBuild: Promise<string | Error>;

before(() => {
  // A run killed part-way (a cancelled CI job, an ended session) leaves its lab behind: hosts whose
  // processes are gone, with their state, mounts and addresses. The machine's one lab is this
  // test's own cluster then, so it is taken down before a fresh one is built.
  const state = join(LAB_DIR, 'state.json');
  if (existsSync(state) && (JSON.parse(readFileSync(state, 'utf8')) as { cluster?: string }).cluster === 'lab-proof') {
    const down = lab(['down'], { timeoutMs: 300_000 });
    process.stderr.write(`an earlier run left the lab-proof lab up: lab down exited ${down.code}\n`);
  }
  dir = mkdtempSync(join(tmpdir(), 'k8sform-lab-proof-'));
  file = join(dir, 'cluster.yaml');
  // lab up's own apply and every k8sform run render the cluster's Helm chart with this helm.
  process.env.K8SFORM_HELM = toolPath('helm');
  const extra = writeSecurityAndAddonFiles(dir, FROM, repoPath('examples/addons/flannel/kube-flannel.yml'));
  cni = labCniArchive(dir);
  crictlBuild = buildLabCrictl().catch((e: Error) => e);
  writeFileSync(file, `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: lab-proof }
spec:
  kubernetesVersion: ${FROM}
  controlPlaneEndpoint: ${ENDPOINT}:6443
  networking: { serviceSubnet: 10.96.0.0/12, podSubnet: 10.244.0.0/16, dnsDomain: cluster.local }
  # The apiserver keeps serving for 10 s after it is told to stop while its /readyz fails, so the
  # load balancer (checking /readyz every 2 s, down after 2 failures) takes it out of rotation
  # before it stops answering: what any load-balanced control plane needs for restarts without errors.
  # Then it ends its watches within 5 s and exits, rather than waiting for the kubelet to kill it
  # 30 s after it was told to stop (docs/rollouts-and-upgrades.md).
  apiServer: { verifyKubeletServingCerts: true, extraArgs: { shutdown-delay-duration: 10s, shutdown-watch-termination-grace-period: 5s }, ${extra.apiServer} }
  kubelet: { serverTLSBootstrap: true, config: ${LAB_KUBELET_CONFIG} }
  # The hosts are made bare (lab up --bare): apply installs the kubelet and kubectl, uploaded from
  # the lab's own builds (their checksums are added once lab up has built them), and writes
  # containerd's configuration with what this machine needs of it.
  # A mirror for a registry of its own, served by the proof on the machine (see MIRROR).
  # The CNI plugins too, Debian's packed as a release archive (the bare hosts' /opt/cni/bin is empty);
  # crictl, built meanwhile, is added before the first apply.
  nodeSoftware: { source: { directory: "${labBinariesDirectory()}" }, cniPlugins: { version: ${cni.version}, source: { directory: "${cni.directory}" } }, checksums: { ${cni.version}: { cni-plugins: "${cni.sha256}" } }, containerd: { config: ${JSON.stringify(labContainerdSettings())}, registryMirrors: { ${MIRROR.registry}: [{ url: "${MIRROR.url}" }] } } }
  ssh: { user: deploy, sudo: true, identityFile: ./id_ed25519, knownHostsFile: ./known_hosts }
  # The pod network is the flannel add-on (lab up --no-pod-network leaves it to cluster.yaml).
  addons: ${extra.addons}
  hosts:
${HOSTS.map((h) => `    - ${JSON.stringify(h)}`).join('\n')}
`);
});

after(() => {
  buildAhead?.stop();
  if (failed && upOutput) process.stderr.write(`lab up said:\n${upOutput.split('\n').slice(-60).join('\n')}\n`);
  lab(['down'], { timeoutMs: 300_000 });
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Marks the run as failed when the body throws, and copies every host's logs at once: later proofs
 * change the hosts, and the kubeadm proofs replace the lab before the file ends.
 */
const proof = (name: string, body: () => Promise<void> | void) => test(name, async () => {
  try {
    await body();
  } catch (e) {
    failed = true;
    const logs = lab(['logs', '--out', join(tmpdir(), `k8sform-lab-logs-${Date.now()}`)]);
    process.stderr.write(`lab logs of every host when "${name.slice(0, 60)}..." failed (kubelet, containerd, sshd, pods, kubelet credentials): ${logs.stdout.trim() || logs.stderr.trim()}\n`);
    throw e;
  }
});

interface Node { metadata: { name: string; labels: Record<string, string> }; spec: { taints?: { key: string; value?: string; effect: string }[] }; status: { conditions: { type: string; status: string }[] } }
interface Csr { spec: { signerName: string; username: string; groups: string[] }; status: { conditions?: { type: string; reason?: string }[]; certificate?: string }; metadata: { name: string } }
interface Pod { metadata: { name: string; annotations?: Record<string, string> }; spec: { nodeName: string }; status: { phase: string } }

proof('lab up builds five bare nodes (no kubelet, kubectl or unit, no crictl or CNI plugins, Debian\'s containerd configuration); apply installs them from cluster.yaml\'s nodeSoftware (crictl and the CNI plugins from their release archives) and restarts containerd onto its configuration; a first apply killed after the first control plane is finished by the next apply alone; every Node is Ready with its labels and taints', async () => {
  const hosts = lab(['up', '--bare', '--no-apply', '--no-pod-network', '-f', file], { timeoutMs: 60 * 60_000 });
  upOutput = `${hosts.stdout}\n${hosts.stderr}`;
  assert.equal(hosts.code, 0, upOutput.split('\n').slice(-40).join('\n'));
  for (const h of HOSTS) {
    const bare = inHost(h.name, ['sh', '-c', 'ls /usr/bin/kubelet /usr/bin/kubectl /usr/bin/crictl /usr/lib/systemd/system/kubelet.service 2>&1; ls -A /opt/cni/bin | wc -l']);
    assert.equal(bare.stdout.split('\n').filter((l) => /No such file/.test(l)).length, 4, `${h.name} is bare: ${bare.stdout}`);
    assert.equal(bare.stdout.trim().split('\n').pop(), '0', `${h.name} has no CNI plugins: ${bare.stdout}`);
    // Debian's containerd package's own configuration: no systemd cgroups, no pause image of the release.
    assert.doesNotMatch(inHost(h.name, ['cat', CONTAINERD_CONFIG_PATH]).stdout, /SystemdCgroup|sandbox_image/, `${h.name} has Debian's containerd config`);
  }
  const checksums = labBinaryChecksums(FROM);
  setNodeSoftwareVersion(file, FROM, checksums);
  const crictlBinary = await crictlBuild;
  if (crictlBinary instanceof Error) throw crictlBinary;
  const crictl = labCrictlArchive(dir, crictlBinary);
  editSpec(file, (set) => {
    set(['nodeSoftware', 'crictl'], { version: crictl.version, source: { directory: crictl.directory } });
    set(['nodeSoftware', 'checksums', crictl.version], { crictl: crictl.sha256 });
  });
  // What apply is to install, host by host, and where from.
  const planned = JSON.parse(spawnSync(CLI, ['plan', '--json', '-f', file], { encoding: 'utf8', timeout: 300_000 }).stdout) as { resource_changes: { address: string; action: string; after: { view: { release?: string; sha256: string; source?: string; member?: string } } | null }[] };
  const expand = (a: LabArchive) => a.directory.replace(/\{arch\}/g, LAB_ARCH).replace(/\{version\}/g, a.version);
  for (const h of HOSTS) {
    assert.equal(planned.resource_changes.find((x) => x.address === `host[${h.name}].file[${CONTAINERD_CONFIG_PATH}]`)?.action, 'update', `${h.name}: containerd's config replaced`);
    for (const name of ['kubelet', 'kubectl'] as const) {
      const c = planned.resource_changes.find((x) => x.address === `host[${h.name}].binary[/usr/bin/${name}]`);
      assert.deepEqual([c?.action, c?.after?.view.release, c?.after?.view.sha256, c?.after?.view.source], ['create', FROM, checksums[name], labBinariesDirectory().replace('{version}', FROM) + `/${name}`], `${h.name} ${name}`);
    }
    // crictl and every standard CNI plugin, each a file of its archive.
    const members = planned.resource_changes.filter((x) => x.address.startsWith(`host[${h.name}].binary[`) && x.after?.view.member);
    assert.deepEqual(members.map((c) => [c.address, c.action, c.after?.view.release, c.after?.view.sha256, c.after?.view.source]).sort(), [
      [`host[${h.name}].binary[/usr/bin/crictl]`, 'create', crictl.version, crictl.sha256, expand(crictl)],
      ...['bandwidth', 'bridge', 'dhcp', 'firewall', 'host-device', 'host-local', 'ipvlan', 'loopback', 'macvlan', 'portmap', 'ptp', 'sbr', 'static', 'tuning', 'vlan', 'vrf']
        .map((p) => [`host[${h.name}].binary[/opt/cni/bin/${p}]`, 'create', cni.version, cni.sha256, expand(cni)]),
    ].sort(), h.name);
  }
  // Killed as step 2 starts: the first control plane's files are all written, so its etcd waits for
  // peers that do not exist yet and its apiserver never answers; nothing records that one ever did.
  const lockId = await killFirstApplyAt('[2/');
  const plan = spawnSync(CLI, ['plan', '--json', '-f', file], { encoding: 'utf8', timeout: 300_000 });
  assert.equal(plan.status, 0, `plan after the killed first apply is not refused: ${plan.stderr}`);
  const objects = (JSON.parse(plan.stdout) as { resource_changes: { address: string; reasons: { code: string }[] }[] }).resource_changes.filter((c) => c.address.startsWith('cluster.'));
  assert.ok(objects.length > 20 && objects.every((c) => c.reasons[0]?.code === 'after-control-plane'), 'the objects wait for the control plane, as on a new cluster');
  const unlocked = spawnSync(CLI, ['force-unlock', lockId, '-f', file], { encoding: 'utf8', timeout: 300_000 });
  assert.equal(unlocked.status, 0, unlocked.stderr);
  // lab up on hosts that exist runs k8sform apply again (flannel among the add-ons), then waits for every Node Ready.
  const up = lab(['up', '--no-pod-network', '-f', file, '--timeout', '20m'], { timeoutMs: 40 * 60_000 });
  upOutput = `${up.stdout}\n${up.stderr}`;
  assert.equal(up.code, 0, upOutput.split('\n').slice(-40).join('\n'));
  // The upgrade installs VERSION, the aggregation proof runs the extension apiserver built at
  // VERSION's staging version, and the kubeadm proof needs VERSION's kubeadm: on a cold cache those
  // builds take minutes, done meanwhile (they reuse what VERSION's kube-apiserver build compiled).
  const next = join(dir, 'cluster-next.yaml');
  writeFileSync(next, readFileSync(file, 'utf8'));
  // What the hosts need of VERSION; its checksums are cluster.yaml's only once the build made them.
  editSpec(next, (set, remove) => {
    set(['kubernetesVersion'], VERSION);
    remove(['nodeSoftware']);
  });
  buildAhead = labBuildInBackground(['-f', next, '--kubeadm', '--image', SAMPLE_APISERVER], join(dir, 'build-ahead.log'));
  assert.match(up.stdout, /k8sform apply --auto-approve/);
  assert.match(up.stdout, new RegExp(`load balancer for ${ENDPOINT.replace(/\./g, '\\.')}:6443`));
  assert.match(up.stdout, /all 5 nodes Ready/);

  // The node lifecycle controller lifts its not-ready taint a moment after a Node turns Ready.
  const nodes = await eventually('every Node Ready and without the transient not-ready taint', 120_000, () => {
    const items = json<{ items: Node[] }>(kubectl(['get', 'nodes', '-o', 'json']), 'get nodes').items;
    const settled = items.every((n) => n.status.conditions.some((c) => c.type === 'Ready' && c.status === 'True') && !(n.spec.taints ?? []).some((t) => t.key === 'node.kubernetes.io/not-ready'));
    return items.length === HOSTS.length && settled ? items : undefined;
  });
  assert.deepEqual(nodes.map((n) => n.metadata.name).sort(), HOSTS.map((h) => h.name));
  for (const h of HOSTS) {
    // Installed as the packages install them: the reviewed binaries, 0755 root, and kubeadm's unit and drop-in.
    const installed = inHost(h.name, ['sh', '-c', 'stat -c "%a %U" /usr/bin/kubelet /usr/bin/kubectl; sha256sum /usr/bin/kubelet /usr/bin/kubectl | cut -d" " -f1']);
    assert.deepEqual(installed.stdout.trim().split('\n'), ['755 root', '755 root', checksums.kubelet, checksums.kubectl], `${h.name}: ${installed.stderr}`);
    // systemd names merged-/usr paths by /lib on Debian.
    const unit = inHost(h.name, ['systemctl', 'show', '-p', 'FragmentPath', '-p', 'DropInPaths', 'kubelet']).stdout;
    assert.match(unit, /^FragmentPath=(\/usr)?\/lib\/systemd\/system\/kubelet\.service$/m, `${h.name}: ${unit}`);
    assert.match(unit, /^DropInPaths=(\/usr)?\/lib\/systemd\/system\/kubelet\.service\.d\/10-kubeadm\.conf$/m, `${h.name}: ${unit}`);
    // containerd runs k8sform's configuration (restarted before the kubelet first started): the systemd
    // cgroup driver the kubelet uses, and the release's pause image.
    assert.equal(inHost(h.name, ['cat', CONTAINERD_CONFIG_PATH]).stdout, containerdConfigToml(loadClusterFile(file).cluster, labContainerdSettings()), h.name);
    const cri = inHost(h.name, ['sh', '-c', 'ctr --address /run/containerd/containerd.sock plugins ls | awk \'$2 == "cri" { print $NF }\'; systemctl show -p ActiveEnterTimestampMonotonic containerd kubelet']);
    const [criStatus, containerdSince, kubeletSince] = cri.stdout.trim().split('\n').filter(Boolean).map((l) => l.replace(/^ActiveEnterTimestampMonotonic=/, ''));
    assert.equal(criStatus, 'ok', `${h.name}: ${cri.stdout}${cri.stderr}`);
    assert.ok(Number(containerdSince) < Number(kubeletSince), `${h.name}: containerd restarted before the kubelet started: ${cri.stdout}`);
  }
  // crictl and the CNI plugins as their archives hold them, recorded as extracted; crictl asks the
  // runtime for the pods it runs, whose network the plugins set up.
  for (const h of HOSTS) {
    const tools = inHost(h.name, ['sh', '-c', 'sha256sum /usr/bin/crictl /opt/cni/bin/bridge /usr/lib/cni/bridge | cut -d" " -f1; cat /var/lib/k8sform/extracted/opt/cni/bin/bridge; stat -c "%a %U" /opt/cni/bin/bridge; crictl --runtime-endpoint unix:///run/containerd/containerd.sock pods -q --state ready | wc -l']);
    const [crictlDigest, bridgeDigest, debianBridge, record, bridgeMode, readyPods] = tools.stdout.trim().split('\n');
    assert.equal(crictlDigest, createHash('sha256').update(readFileSync(crictlBinary)).digest('hex'), `${h.name}: ${tools.stderr}`);
    assert.equal(bridgeDigest, debianBridge, `${h.name}: the bridge plugin is Debian's, from the archive`);
    assert.equal(record, `${cni.sha256} bridge ${bridgeDigest}`, h.name);
    assert.equal(bridgeMode, '755 root', h.name);
    assert.ok(Number(readyPods) >= 1, `${h.name}: crictl lists its ready pods: ${tools.stdout}${tools.stderr}`);
  }
  await pullsGoThroughTheMirror();
  for (const h of HOSTS) {
    const n = nodes.find((x) => x.metadata.name === h.name)!;
    assert.ok(n.status.conditions.some((c) => c.type === 'Ready' && c.status === 'True'), `${h.name} Ready`);
    const taints = (n.spec.taints ?? []).map((t) => `${t.key}=${t.value ?? ''}:${t.effect}`);
    if (h.role === 'control-plane') {
      assert.equal(n.metadata.labels['node-role.kubernetes.io/control-plane'], '');
      assert.equal(n.metadata.labels['node.kubernetes.io/exclude-from-external-load-balancers'], '');
      assert.deepEqual(taints, ['node-role.kubernetes.io/control-plane=:NoSchedule']);
    } else {
      assert.equal(n.metadata.labels['node.example.com/pool'], h.labels['node.example.com/pool']);
      assert.equal(n.metadata.labels['node-role.kubernetes.io/control-plane'], undefined);
      assert.deepEqual(taints, 'taints' in h ? h.taints.map((t) => `${t.key}=${t.value}:${t.effect}`) : []);
    }
  }
});

/**
 * Every host holds the hosts.toml apply rendered for the mirrored registry, and a pod's image is
 * pulled through it: the kubelet asks containerd's CRI, which reads that file and asks the mirror
 * (here a server that has no image, so the pull then fails and the pod is deleted).
 */
async function pullsGoThroughTheMirror(): Promise<void> {
  const cluster = loadClusterFile(file).cluster;
  for (const h of HOSTS) {
    assert.equal(inHost(h.name, ['cat', registryHostsPath(MIRROR.registry)]).stdout, registryHostsToml(MIRROR.registry, cluster.nodeSoftware!.containerd!.registryMirrors[MIRROR.registry]!), h.name);
  }
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(5123, BRIDGE_ADDRESS, resolve));
  const worker = HOSTS.find((h) => h.role === 'worker')!.name;
  const pod = { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'mirror-probe', namespace: 'default' }, spec: { nodeName: worker, tolerations: [{ operator: 'Exists' }], containers: [{ name: 'probe', image: `${MIRROR.registry}/probe:1` }] } };
  try {
    const created = kubectl(['apply', '-f', '-'], JSON.stringify(pod));
    assert.equal(created.code, 0, created.stderr);
    await eventually(`${worker}'s containerd asks the mirror for ${MIRROR.registry}/probe:1`, 90_000, () =>
      asked.find((r) => r.startsWith('GET /v2/probe/manifests/1') || r.startsWith('HEAD /v2/probe/manifests/1')));
  } finally {
    kubectl(['-n', 'default', 'delete', 'pod', 'mirror-probe', '--grace-period=0', '--force', '--wait=false']);
    server.close();
  }
}

/**
 * Runs the first `k8sform apply` and SIGKILLs it once its output announces `marker` (a step's
 * start); returns the ID of the lock it leaves behind.
 */
async function killFirstApplyAt(marker: string): Promise<string> {
  const child = spawn(CLI, ['apply', '--auto-approve', '-f', file], { env: { ...process.env, NO_COLOR: '1', CI: 'true' } });
  let [stdout, stderr] = ['', ''];
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const reached = new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    if (stdout.includes(marker)) resolve();
  }));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const first = await Promise.race([reached.then(() => 'reached' as const), exited.then(() => 'exited' as const)]);
  assert.equal(first, 'reached', `the first apply ended before "${marker}":\n${stdout}\n${stderr}`);
  child.kill('SIGKILL');
  await exited;
  const lockId = /locked the cluster for this apply \(lock ID (\S+)\)/.exec(stdout)?.[1];
  assert.ok(lockId, `the killed apply had locked the cluster:\n${stdout}`);
  return lockId;
}

proof('k8sform plan right after the cluster is up has nothing to change; a cluster object edited by hand is then drift, and apply repairs it', () => {
  const run = (...args: string[]) => spawnSync(CLI, [...args, '-f', file], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 300_000 });
  const plan = run('plan', '--detailed-exitcode');
  assert.equal(plan.status, 0, `${plan.stdout}\n${plan.stderr}`);
  assert.match(plan.stdout, /No changes\./);

  // The first apply recorded, on the control planes, what cluster.yaml asked of each object.
  const role = 'cluster.object[rbac.authorization.k8s.io/v1/ClusterRole/kubeadm:get-nodes]';
  const edit = kubectl(['patch', 'clusterrole', 'kubeadm:get-nodes', '--type=json', '-p', '[{"op":"replace","path":"/rules/0/verbs","value":["get","list"]}]']);
  assert.equal(edit.code, 0, edit.stderr);
  const drift = JSON.parse(run('plan', '--json').stdout) as { resource_changes: { address: string; action: string; origin: string | null }[] };
  assert.deepEqual(drift.resource_changes.filter((c) => c.action !== 'noop').map((c) => [c.address, c.action, c.origin]), [[role, 'update', 'drift']]);
  const nightly = run('plan', '--drift-only', '--detailed-exitcode');
  assert.equal(nightly.status, 2, `${nightly.stdout}\n${nightly.stderr}`);
  assert.match(nightly.stdout, /drift: changed in the cluster since k8sform last applied it/);
  const repaired = run('apply', '--auto-approve', '--target', role);
  assert.equal(repaired.status, 0, `${repaired.stdout}\n${repaired.stderr}`);
  assert.equal(run('plan', '--detailed-exitcode').status, 0, 'no change left');
});

securityAndAddonProofs({ file: () => file, version: FROM, controlPlanes: HOSTS.filter((h) => h.role === 'control-plane').map((h) => h.name), proof });

upgradeProofs({
  file: () => file,
  from: FROM,
  to: VERSION,
  etcdFrom: ETCD_FROM,
  etcdTo: ETCD_TO,
  controlPlanes: HOSTS.filter((h) => h.role === 'control-plane').map((h) => h.name),
  workers: HOSTS.filter((h) => h.role === 'worker').map((h) => h.name),
  images: [SAMPLE_APISERVER],
  beforeInstall: () => buildAhead?.hurry(),
  setVersion: (version) => (version === VERSION ? setNodeSoftwareVersion(file, version) : editSpec(file, (set) => set(['kubernetesVersion'], version))),
  proof,
});

proof(`a ${VERSION} kubelet binary that does not start is rolled back with the kubelet's files and containerd's configuration in its step: containerd restarts on each, the host keeps its kubelet, configurations and Ready Node, and apply exits 1 naming what it restored`, async () => {
  const host = 'worker-2';
  const before = readFileSync(file, 'utf8');
  const broken = join(dir, 'broken-binaries');
  mkdirSync(broken, { recursive: true });
  writeFileSync(join(broken, 'kubelet'), '#!/bin/sh\necho "this kubelet does not start" >&2\nexit 1\n', { mode: 0o755 });
  copyFileSync(labBinariesDirectory().replace('{version}', VERSION) + '/kubectl', join(broken, 'kubectl'));
  const fileSha = (path: string) => inHost(host, ['sha256sum', path]).stdout.split(' ')[0];
  const KEPT = ['/usr/bin/kubelet', '/var/lib/kubelet/config.yaml', CONTAINERD_CONFIG_PATH];
  const kept = KEPT.map(fileSha);
  const containerdStarts = () => Number(inHost(host, ['systemctl', 'show', '-p', 'ExecMainStartTimestampMonotonic', '--value', 'containerd']).stdout.trim());
  const containerdBefore = containerdStarts();
  try {
    editSpec(file, (set) => {
      set(['nodeSoftware', 'source', 'directory'], broken);
      set(['nodeSoftware', 'checksums', VERSION, 'kubelet'], createHash('sha256').update(readFileSync(join(broken, 'kubelet'))).digest('hex'));
      set(['kubelet', 'config', 'maxPods'], 109);
      set(['nodeSoftware', 'containerd', 'config', 'plugins', 'io.containerd.grpc.v1.cri', 'max_container_log_line_size'], 32768);
      set(['rollout', 'kubeletTimeout'], '1m');
    });
    const r = spawnSync(CLI, ['apply', '--auto-approve', '--target', `host[${host}]`, '-f', file], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 600_000 });
    assert.equal(r.status, 1, `${r.stdout.slice(-3000)}\n${r.stderr}`);
    assert.match(r.stdout, /\[1\/1\] worker kubelets: 3 changes; then restart containerd \(systemctl restart containerd\) and wait for its CRI to answer \(up to 1m\), then restart the kubelet/, r.stdout.slice(-3000));
    assert.equal(r.stdout.match(new RegExp(`host\\[${host}\\]: restarted containerd`, 'g'))?.length, 2, `containerd restarted with the new configuration, then with the restored one:\n${r.stdout.slice(-3000)}`);
    assert.match(r.stderr, new RegExp(`restored on host\\[${host}\\] from /etc/kubernetes/tmp/k8sform-backup-\\S+: (?=.*${CONTAINERD_CONFIG_PATH})(?=.*/usr/bin/kubelet)(?=.*/var/lib/kubelet/config.yaml)[^;]+; the restored version passed the same gate`), r.stderr);
    assert.match(r.stderr, /this kubelet does not start/, 'the log of the kubelet that did not start');
  } finally {
    writeFileSync(file, before);
  }
  assert.deepEqual(KEPT.map(fileSha), kept, 'binary and configurations as before');
  assert.ok(containerdStarts() > containerdBefore, 'containerd runs the restored configuration (started again after the restore)');
  await eventually(`${host} Ready on its ${VERSION} kubelet`, 120_000, () => {
    const node = json<Node & { status: { nodeInfo: { kubeletVersion: string } } }>(kubectlFor(VERSION, ['get', 'node', host, '-o', 'json']), host);
    return node.status.nodeInfo.kubeletVersion === VERSION && node.status.conditions.some((c) => c.type === 'Ready' && c.status === 'True') ? true : undefined;
  });
  const plan = spawnSync(CLI, ['plan', '--detailed-exitcode', '-f', file], { encoding: 'utf8', timeout: 300_000 });
  assert.equal(plan.status, 0, `${plan.stdout.slice(-3000)}\n${plan.stderr}`);
});

proof('each worker\'s kubelet got its client certificate from a CSR made with the bootstrap token and approved through k8sform\'s RBAC', () => {
  const csrs = json<{ items: Csr[] }>(kubectl(['get', 'csr', '-o', 'json']), 'get csr').items;
  const tokenId = inHost('worker-1', ['sh', '-c', "grep -o 'token: [a-z0-9]*' /etc/kubernetes/bootstrap-kubelet.conf"]).stdout.trim().replace('token: ', '');
  assert.match(tokenId, /^[a-z0-9]{6}$/);
  const client = csrs.filter((c) => c.spec.signerName === 'kubernetes.io/kube-apiserver-client-kubelet' && c.spec.username === `system:bootstrap:${tokenId}`);
  assert.equal(client.length, 2, `one bootstrap CSR per worker: ${JSON.stringify(csrs.map((c) => [c.spec.signerName, c.spec.username]))}`);
  for (const c of client) {
    assert.ok(c.spec.groups.includes('system:bootstrappers:kubeadm:default-node-token'));
    // AutoApproved is the controller-manager's csrapproving controller acting on the nodeclient binding k8sform created.
    assert.ok(c.status.conditions?.some((x) => x.type === 'Approved' && x.reason === 'AutoApproved'), `${c.metadata.name} auto-approved`);
    assert.ok(c.status.certificate, `${c.metadata.name} signed`);
  }
  for (const w of ['worker-1', 'worker-2']) {
    const subject = inHost(w, ['openssl', 'x509', '-noout', '-subject', '-in', '/var/lib/kubelet/pki/kubelet-client-current.pem']);
    assert.equal(subject.code, 0, subject.stderr);
    assert.match(subject.stdout, new RegExp(`O ?= ?system:nodes, CN ?= ?system:node:${w}`));
    const conf = inHost(w, ['cat', '/etc/kubernetes/kubelet.conf']).stdout;
    assert.match(conf, /client-certificate: \/var\/lib\/kubelet\/pki\/kubelet-client-current\.pem/, 'the kubelet wrote kubelet.conf pointing at its rotated certificate');
  }
});

proof('kubelet serving certificates are requested, approved by apply with no step by hand, and verified by kube-apiserver; logs and exec go through the kubelet API', async () => {
  const manifest = inHost('cp-1', ['cat', '/etc/kubernetes/manifests/kube-apiserver.yaml']).stdout;
  assert.match(manifest, /--kubelet-certificate-authority=\/etc\/kubernetes\/pki\/ca\.crt/);
  const serving = json<{ items: Csr[] }>(kubectl(['get', 'csr', '-o', 'json']), 'get csr').items.filter((c) => c.spec.signerName === 'kubernetes.io/kubelet-serving');
  assert.deepEqual([...new Set(serving.map((c) => c.spec.username))].sort(), HOSTS.map((h) => `system:node:${h.name}`).sort(), 'a serving request from every kubelet');
  // Nobody approved anything by hand: every request was approved by the applies that started the kubelets.
  for (const c of serving) assert.deepEqual(c.status.conditions?.map((x) => `${x.type}/${x.reason}`), ['Approved/K8sformKubeletServing'], `${c.metadata.name} of ${c.spec.username}`);
  const logs = await eventually('kubectl logs through the kubelet', 120_000, () => {
    const r = kubectl(['-n', 'kube-system', 'logs', 'etcd-cp-1', '--tail=3']);
    return r.code === 0 ? r.stdout : undefined;
  });
  assert.match(logs, /"level"/);
  const exec = kubectl(['-n', 'kube-system', 'exec', 'etcd-cp-1', '--', 'etcdctl', 'version']);
  assert.equal(exec.code, 0, exec.stderr);
  assert.match(exec.stdout, new RegExp(`etcdctl version: ${ETCD_TO.replace(/-0$/, '').replace(/\./g, '\\.')}`));
  const served = inHost('worker-1', ['openssl', 'x509', '-noout', '-issuer', '-ext', 'subjectAltName', '-in', '/var/lib/kubelet/pki/kubelet-server-current.pem']);
  assert.equal(served.code, 0, served.stderr);
  assert.match(served.stdout, /issuer=CN ?= ?kubernetes/);
  assert.match(served.stdout, /IP Address:10\.214\.1\.21/);
});

credentialProofs({
  file: () => file,
  dir: () => dir,
  version: VERSION,
  endpoint: ENDPOINT,
  hosts: HOSTS,
  proof,
});

proof('etcd, kube-apiserver, kube-controller-manager and kube-scheduler run from the static pod manifests on every control plane; etcd has three healthy members', () => {
  const pods = json<{ items: Pod[] }>(kubectl(['-n', 'kube-system', 'get', 'pods', '-o', 'json']), 'get pods').items;
  for (const cp of HOSTS.filter((h) => h.role === 'control-plane')) {
    for (const component of ['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler']) {
      const pod = pods.find((p) => p.metadata.name === `${component}-${cp.name}`);
      assert.ok(pod, `mirror pod ${component}-${cp.name}`);
      assert.equal(pod.status.phase, 'Running');
      assert.equal(pod.metadata.annotations?.['kubernetes.io/config.source'], 'file', 'started by the kubelet from /etc/kubernetes/manifests');
      assert.ok(pod.metadata.annotations?.['kubernetes.io/config.mirror'], 'a mirror pod');
    }
  }
  const etcdctl = (cmd: string[]) => kubectl(['-n', 'kube-system', 'exec', 'etcd-cp-2', '--', 'etcdctl', '--endpoints=https://127.0.0.1:2379',
    '--cacert=/etc/kubernetes/pki/etcd/ca.crt', '--cert=/etc/kubernetes/pki/etcd/healthcheck-client.crt', '--key=/etc/kubernetes/pki/etcd/healthcheck-client.key', ...cmd]);
  const members = json<{ members: { name: string; peerURLs: string[]; isLearner?: boolean }[] }>(etcdctl(['member', 'list', '-w', 'json']), 'etcd member list').members;
  assert.deepEqual(members.map((m) => m.name).sort(), ['cp-1', 'cp-2', 'cp-3']);
  assert.ok(members.every((m) => !m.isLearner));
  const health = etcdctl(['endpoint', 'health', '--cluster', '-w', 'json']);
  const endpoints = json<{ endpoint: string; health: boolean }[]>(health, 'etcd endpoint health');
  assert.equal(endpoints.length, 3);
  assert.ok(endpoints.every((e) => e.health), health.stdout);
});

proof('k8sform etcd snapshot saves a consistent snapshot from a healthy member over SSH: 0600, in etcd\'s own format (the database, then its sha256), holding what was written before it, at the revision etcd was at, with the size and sha256 it prints and nothing secret; k8sform pki export writes the control planes\' CAs and service-account keys as they hold them', () => {
  const etcdctl = (cmd: string[]) => kubectl(['-n', 'kube-system', 'exec', 'etcd-cp-1', '--', 'etcdctl', '--endpoints=https://127.0.0.1:2379',
    '--cacert=/etc/kubernetes/pki/etcd/ca.crt', '--cert=/etc/kubernetes/pki/etcd/healthcheck-client.crt', '--key=/etc/kubernetes/pki/etcd/healthcheck-client.key', ...cmd]);
  const revision = () => Number(json<{ Status: { header: { revision: number } } }[]>(etcdctl(['endpoint', 'status', '-w', 'json']), 'etcd endpoint status')[0]!.Status.header.revision);
  // A value written before the snapshot is in the database it saves.
  const marker = `k8sform-snapshot-marker-${process.pid}-${Date.now()}`;
  assert.equal(kubectl(['-n', 'default', 'create', 'configmap', 'snapshot-marker', `--from-literal=marker=${marker}`]).code, 0);
  // A Secret too: stored encrypted, it is readable after a recovery only with the exported keys.
  assert.equal(kubectl(['-n', 'default', 'create', 'secret', 'generic', 'snapshot-marker', `--from-literal=marker=sealed-${marker}`]).code, 0);
  const before = revision();
  const out = join(dir, 'etcd.db');
  const r = spawnSync(CLI, ['etcd', 'snapshot', '-f', file, '-o', out, '--json'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 300_000 });
  const after = revision();
  assert.equal(r.status, 0, r.stderr);
  assert.doesNotMatch(r.stdout + r.stderr, /PRIVATE KEY|BEGIN CERTIFICATE/);
  const saved = JSON.parse(r.stdout) as { file: string; host: string; endpoint: string; revision: number; etcdVersion?: string; bytes: number; sha256: string };
  const validate = new Ajv({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(repoPath('schemas', 'etcd-snapshot-json.schema.json'), 'utf8')) as object);
  assert.ok(validate(saved), new Ajv().errorsText(validate.errors));
  assert.deepEqual([saved.file, saved.host, saved.endpoint], [out, 'cp-1', 'https://10.214.0.11:2379']);
  assert.ok(saved.revision >= before && saved.revision <= after, `revision ${saved.revision} between ${before} and ${after}`);
  assert.match(saved.etcdVersion ?? '', /^3\.\d+\.0$/, 'the storage version etcd 3.6+ sends');
  assert.equal(statSync(out).mode & 0o777, 0o600);
  const bytes = readFileSync(out);
  assert.equal(bytes.length, saved.bytes);
  assert.equal(createHash('sha256').update(bytes).digest('hex'), saved.sha256);
  // What etcdutl snapshot restore checks: a bbolt database (its magic number in the meta page), then its sha256.
  assert.equal(bytes.readUInt32LE(16), 0xed0cdaed, 'bbolt meta page');
  assert.deepEqual(bytes.subarray(-32), createHash('sha256').update(bytes.subarray(0, -32)).digest());
  assert.ok(!bytes.includes(Buffer.from(`sealed-${marker}`)), 'the Secret is in it only encrypted');
  assert.ok(bytes.includes(Buffer.from(marker)), 'the ConfigMap written before the snapshot is in it');
  assert.equal(kubectl(['-n', 'default', 'delete', 'configmap', 'snapshot-marker']).code, 0);
  // A second snapshot to the same file is refused without --force, the first kept.
  const again = spawnSync(CLI, ['etcd', 'snapshot', '-f', file, '-o', out, '--quiet'], { encoding: 'utf8' });
  assert.equal(again.status, 1);
  assert.equal(again.stderr, `${out}: already exists; choose another -o or pass --force to replace it\n`);
  assert.equal(createHash('sha256').update(readFileSync(out)).digest('hex'), saved.sha256);

  // etcd restore puts every member back at the snapshot: an object created after it is gone, one
  // deleted after it is back, the members healthy, the apiservers ready, and nothing for plan to do.
  assert.equal(kubectl(['-n', 'default', 'create', 'configmap', 'after-snapshot', '--from-literal=a=1']).code, 0);
  const restored = spawnSync(CLI, ['etcd', 'restore', '-f', file, '--from', out, '--auto-approve', '--quiet'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 900_000 });
  assert.equal(restored.status, 0, restored.stderr);
  assert.doesNotMatch(restored.stdout + restored.stderr, /PRIVATE KEY|BEGIN CERTIFICATE/);
  const kept = /kept as \/var\/lib\/etcd\/(member\.before-restore-\d{8}T\d{6}Z) on each/.exec(restored.stdout)?.[1];
  assert.ok(kept, restored.stdout);
  assert.match(restored.stdout, new RegExp(`^Restore complete! etcd holds ${out.replace(/[.]/g, '\\.')} \\(revision ${saved.revision}\\) on host\\[cp-1\\], host\\[cp-2\\], host\\[cp-3\\]\\.$`, 'm'));
  assert.equal(kubectl(['-n', 'default', 'get', 'configmap', 'snapshot-marker', '-o', 'jsonpath={.data.marker}']).stdout, marker);
  assert.match(kubectl(['-n', 'default', 'get', 'configmap', 'after-snapshot']).stderr, /NotFound/);
  const members = json<{ endpoint: string; health: boolean }[]>(etcdctl(['endpoint', 'health', '--cluster', '-w', 'json']), 'etcd endpoint health after the restore');
  assert.deepEqual([members.length, members.every((m) => m.health)], [3, true]);
  for (const cp of ['cp-1', 'cp-2', 'cp-3']) {
    // The data before the restore beside the restored member; the uploaded snapshot gone from the host.
    assert.deepEqual(inHost(cp, ['ls', '-A', '/var/lib/etcd', '/var/lib/k8sform/etcd-restore']).stdout.trim().split('\n').filter(Boolean), ['/var/lib/etcd:', 'member', kept, '', '/var/lib/k8sform/etcd-restore:'].filter(Boolean));
  }
  const replan = spawnSync(CLI, ['plan', '-f', file, '--detailed-exitcode', '--quiet'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 300_000 });
  assert.equal(replan.status, 0, `${replan.stdout}${replan.stderr}`);
  forRecovery = { snapshot: out, marker };

  // The cluster's identity over the same SSH connections: kubeadm's layout, 0600, byte for byte what
  // the control planes hold, and no key in what it prints.
  const pki = join(dir, 'pki-export');
  const exported = spawnSync(CLI, ['pki', 'export', '-f', file, '-o', pki, '--quiet'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 300_000 });
  assert.equal(exported.status, 0, exported.stderr);
  assert.doesNotMatch(exported.stdout + exported.stderr, /PRIVATE KEY/);
  const files = ['ca.crt', 'ca.key', 'front-proxy-ca.crt', 'front-proxy-ca.key', 'etcd/ca.crt', 'etcd/ca.key', 'sa.key', 'sa.pub'];
  const onHost = inHost('cp-2', ['sha256sum', ...files.map((f) => `/etc/kubernetes/pki/${f}`)]).stdout.trim().split('\n').map((l) => l.split(/\s+/)[0]);
  assert.deepEqual(files.map((f) => createHash('sha256').update(readFileSync(join(pki, f))).digest('hex')), onHost);
  assert.ok(files.every((f) => (statSync(join(pki, f)).mode & 0o777) === 0o600));
  // The encryption keys beside them: the configuration a control plane holds, byte for byte.
  assert.equal(createHash('sha256').update(readFileSync(join(pki, 'encryption-config.yaml'))).digest('hex'), inHost('cp-2', ['sha256sum', '/etc/kubernetes/enc/enc.yaml']).stdout.split(/\s+/)[0]);
  assert.equal(statSync(join(pki, 'encryption-config.yaml')).mode & 0o777, 0o600);
});

/** The snapshot and the marker it holds, from the proof above, for the disaster-recovery proof. */
let forRecovery: { readonly snapshot: string; readonly marker: string } | undefined;

proof('disaster recovery: with what every control plane kept of the cluster lost, apply with the exported identity brings the control planes back and etcd restore the objects; the workers, the admin kubeconfig made before and the next plan carry on as if nothing happened', async () => {
  assert.ok(forRecovery, 'the snapshot proof ran');
  const { snapshot, marker } = forRecovery;
  // Each control plane loses what the cluster kept on it (its kubelet and containers stopped;
  // /etc/kubernetes with the PKI, the etcd data, the kubelet's configuration and k8sform's own state
  // removed). The images stay, as the lab has no registry to pull them from again, and so do the
  // kubelets' serving certificates: a kubelet's new serving CSR, made in the new etcd, would be lost
  // with it when the snapshot is restored.
  for (const cp of ['cp-1', 'cp-2', 'cp-3']) {
    const wiped = inHost(cp, ['sh', '-c', [
      'systemctl stop kubelet',
      'for t in $(ctr -n k8s.io tasks ls -q); do ctr -n k8s.io tasks kill -s KILL "$t" >/dev/null 2>&1; done; sleep 2',
      'for t in $(ctr -n k8s.io tasks ls -q); do ctr -n k8s.io tasks delete -f "$t" >/dev/null 2>&1; done',
      'for c in $(ctr -n k8s.io containers ls -q); do ctr -n k8s.io containers rm "$c" >/dev/null 2>&1; done',
      'rm -rf /etc/kubernetes/* /var/lib/etcd/* /var/lib/k8sform/*',
      'find /var/lib/kubelet -mindepth 1 -maxdepth 1 ! -name pods ! -name pki -exec rm -rf {} +',
      'systemctl start kubelet >/dev/null 2>&1 || true',
      'ls -A /etc/kubernetes /var/lib/etcd',
    ].join('\n')]);
    assert.equal(wiped.stdout.trim().split('\n').filter((l) => l && !l.endsWith(':')).join(' '), '', `${cp} wiped: ${wiped.stdout}${wiped.stderr}`);
  }
  // cluster.yaml pointed at the exported identity, as pki export says.
  const recovery = join(dir, 'recovery.yaml');
  writeFileSync(recovery, readFileSync(file, 'utf8').replace(/^  controlPlaneEndpoint: .*$/m, (line) => `${line}
  certificates:
    ca: { certFile: pki-export/ca.crt, keyFile: pki-export/ca.key }
    frontProxyCA: { certFile: pki-export/front-proxy-ca.crt, keyFile: pki-export/front-proxy-ca.key }
    etcdCA: { certFile: pki-export/etcd/ca.crt, keyFile: pki-export/etcd/ca.key }
    serviceAccountKey: { keyFile: pki-export/sa.key }`));
  editSpec(recovery, (set) => set(['apiServer', 'encryptionAtRest', 'keysFile'], 'pki-export/encryption-config.yaml'));
  const run = (args: string[]) => spawnSync(CLI, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 900_000 });
  // The hosts' files alone: the objects, Nodes included, come back with the snapshot.
  const up = run(['apply', '-f', recovery, '--target', 'host', '--auto-approve', '--quiet']);
  assert.equal(up.status, 0, up.stderr);
  const restored = run(['etcd', 'restore', '-f', recovery, '--from', snapshot, '--auto-approve', '--quiet']);
  assert.equal(restored.status, 0, restored.stderr);
  assert.doesNotMatch(restored.stdout + restored.stderr, /PRIVATE KEY|BEGIN CERTIFICATE/);
  // The lab's admin kubeconfig, made before the disaster, reads what was written before the snapshot.
  assert.equal(kubectl(['-n', 'default', 'get', 'configmap', 'snapshot-marker', '-o', 'jsonpath={.data.marker}']).stdout, marker);
  assert.equal(Buffer.from(kubectl(['-n', 'default', 'get', 'secret', 'snapshot-marker', '-o', 'jsonpath={.data.marker}']).stdout, 'base64').toString(), `sealed-${marker}`, 'the Secret decrypted with the exported keys');
  await eventually('every Node Ready after the recovery', 300_000, () => {
    const nodes = json<{ items: Node[] }>(kubectl(['get', 'nodes', '-o', 'json']), 'nodes').items;
    return nodes.length === HOSTS.length && nodes.every((n) => n.status.conditions.some((c) => c.type === 'Ready' && c.status === 'True')) ? true : undefined;
  });
  const replan = run(['plan', '-f', file, '--detailed-exitcode', '--quiet']);
  assert.equal(replan.status, 0, `${replan.stdout}${replan.stderr}`);
  assert.equal(kubectl(['-n', 'default', 'delete', 'configmap,secret', 'snapshot-marker']).code, 0);
  rmSync(snapshot);
  rmSync(join(dir, 'pki-export'), { recursive: true });
});

proof('kube-proxy and CoreDNS are available; from a worker, kubernetes.default.svc resolves through the DNS Service and the kubernetes Service answers', async () => {
  await eventually('kube-proxy on every node and both CoreDNS replicas', 180_000, () => {
    const ds = json<{ status: { numberAvailable?: number } }>(kubectl(['-n', 'kube-system', 'get', 'daemonset', 'kube-proxy', '-o', 'json']), 'kube-proxy');
    const dep = json<{ status: { availableReplicas?: number } }>(kubectl(['-n', 'kube-system', 'get', 'deployment', 'coredns', '-o', 'json']), 'coredns');
    return ds.status.numberAvailable === HOSTS.length && dep.status.availableReplicas === 2 ? true : undefined;
  });
  // A node-level client, as an operator on the host would be: DNS to the kube-dns Service IP, then
  // TLS to the kubernetes Service IP, verified with the cluster CA for the Service's DNS name.
  const probe = `ip=$(dig +short +time=2 +tries=1 @10.96.0.10 kubernetes.default.svc.cluster.local A) && [ -n "$ip" ] || exit 1
    echo "$ip"
    curl -sS --max-time 5 --cacert /etc/kubernetes/pki/ca.crt --resolve "kubernetes.default.svc:443:$ip" -w '\\n%{http_code}' https://kubernetes.default.svc/readyz`;
  const answer = await eventually('DNS and the kubernetes Service from worker-2', 120_000, () => {
    const r = inHost('worker-2', ['sh', '-c', probe]);
    if (r.code !== 0) return undefined;
    const [ip, body, status] = r.stdout.trim().split('\n');
    return { ips: [ip!], status: Number(status), body: body! };
  });
  assert.deepEqual(answer.ips, ['10.96.0.1']);
  assert.equal(answer.status, 200);
  assert.equal(answer.body, 'ok');
});

proof('the pod network is the flannel add-on from cluster.yaml: flannel runs on every node, each node routes the other nodes\' pod CIDRs to them, and a pod reaches a pod on another node at its pod address', async () => {
  await eventually('flannel on every node', 180_000, () => {
    const ds = json<{ status: { numberAvailable?: number } }>(kubectl(['-n', 'kube-flannel', 'get', 'daemonset', 'kube-flannel-ds', '-o', 'json']), 'kube-flannel-ds');
    return ds.status.numberAvailable === HOSTS.length ? true : undefined;
  });
  const podCIDRs = json<{ items: { metadata: { name: string }; spec: { podCIDR: string } }[] }>(kubectl(['get', 'nodes', '-o', 'json']), 'nodes').items;
  const literally = (text: string) => text.replace(/[.]/g, '\\.');
  for (const h of HOSTS) {
    assert.equal(inHost(h.name, ['ls', '/etc/cni/net.d']).stdout.trim(), '10-flannel.conflist', `${h.name}: flannel's CNI configuration, and no other`);
    const routes = inHost(h.name, ['ip', '-4', 'route', 'show']).stdout;
    for (const n of podCIDRs.filter((x) => x.metadata.name !== h.name)) {
      const via = HOSTS.find((x) => x.name === n.metadata.name)!.address;
      assert.match(routes, new RegExp(`^${literally(n.spec.podCIDR)} via ${literally(via)} dev eth0`, 'm'), `${h.name} routes the pods of ${n.metadata.name} (host-gw):\n${routes}`);
    }
  }

  // A client pod on a worker other than the CoreDNS replica's node asks that replica's health
  // endpoint at its pod address, from inside the client pod's network namespace.
  // The replica must be Ready and not on its way out: a restore or a node restart just before this
  // proof can leave a replica that has an address but does not answer yet.
  interface PodAt extends Pod { metadata: Pod['metadata'] & { deletionTimestamp?: string }; status: { phase: string; podIP?: string; conditions?: { type: string; status: string }[] } }
  const coredns = await eventually('a Ready CoreDNS replica', 120_000, () =>
    json<{ items: PodAt[] }>(kubectl(['-n', 'kube-system', 'get', 'pods', '-l', 'k8s-app=kube-dns', '-o', 'json']), 'CoreDNS pods').items.find((p) =>
      p.status.podIP && !p.metadata.deletionTimestamp && p.status.conditions?.some((c) => c.type === 'Ready' && c.status === 'True')));
  const client = HOSTS.find((h) => h.role === 'worker' && h.name !== coredns.spec.nodeName)!.name;
  const image = json<{ spec: { template: { spec: { containers: { image: string }[] } } } }>(kubectl(['-n', 'kube-system', 'get', 'deployment', 'coredns', '-o', 'json']), 'coredns').spec.template.spec.containers[0]!.image;
  const pod = { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'pod-network-client', namespace: 'default' }, spec: { nodeName: client, tolerations: [{ operator: 'Exists' }], containers: [{ name: 'idle', image, args: ['-dns.port', '1053'] }] } };
  assert.equal(kubectl(['apply', '-f', '-'], JSON.stringify(pod)).code, 0);
  try {
    const clientIP = await eventually('the client pod running with its pod address', 120_000, () => {
      const p = json<PodAt>(kubectl(['-n', 'default', 'get', 'pod', 'pod-network-client', '-o', 'json']), 'client pod');
      return p.status.phase === 'Running' ? p.status.podIP : undefined;
    });
    assert.notEqual(clientIP, coredns.status.podIP);
    const fromClientPod = `for ns in $(ip netns list | cut -d' ' -f1); do
      if ip -n "$ns" -4 -o addr show | grep -q " inet ${clientIP}/"; then exec ip netns exec "$ns" curl -sS --max-time 5 http://${coredns.status.podIP}:8080/health; fi
    done; echo "no network namespace on ${client} holds ${clientIP}" >&2; exit 1`;
    const health = await eventually(`CoreDNS on ${coredns.spec.nodeName} from a pod on ${client}`, 60_000, () => {
      const r = inHost(client, ['sh', '-c', fromClientPod]);
      return r.code === 0 ? r.stdout : undefined;
    });
    assert.equal(health.trim(), 'OK');
  } finally {
    kubectl(['-n', 'default', 'delete', 'pod', 'pod-network-client', '--wait=false']);
  }
});

proof('the aggregation layer: an extension apiserver behind an APIService answers through kube-apiserver and sees the front-proxy client identity', async () => {
  const whoami = json<{ status: { userInfo: { username: string } } }>(kubectl(['auth', 'whoami', '-o', 'json']), 'whoami').status.userInfo.username;
  const seen = await proveAggregationLayer(kubectl, { timeoutMs: 240_000, image: SAMPLE_APISERVER, etcdImage: `registry.k8s.io/etcd:${ETCD_TO}`, portForward: kubectlPortForward(kubectlCommand(FROM)) });
  assert.equal(seen.user, whoami);
  assert.ok(seen.resources.includes('flunders'), seen.resources.join());
  // The same identity claimed in headers without the front-proxy client certificate gets nowhere.
  assert.equal(seen.forgedHeader.skipped, false);
  if (!seen.forgedHeader.skipped) {
    assert.ok([401, 403].includes(seen.forgedHeader.status), `forged X-Remote-User answered ${seen.forgedHeader.status}`);
    assert.notEqual(seen.forgedHeader.auditUser, whoami);
  }
});

// Runs while the aggregation proof's extension apiserver is still up.
caRotationProofs({
  file: () => file,
  version: FROM,
  controlPlanes: HOSTS.filter((h) => h.role === 'control-plane'),
  workers: HOSTS.filter((h) => h.role === 'worker'),
  extensionPath: '/apis/wardle.example.com/v1alpha1/namespaces/k8sform-aggregation/flunders',
  extensionDeployment: 'k8sform-aggregation/sample-apiserver',
  addonDaemonSet: 'kube-flannel/kube-flannel-ds',
  proof,
});

proof('the RBAC k8sform created holds on the booted cluster', () => {
  // SubjectAccessReviews asked as the admin: the apiserver's own answer for any user and groups.
  const allowed = (user: string, groups: string[], attributes: Record<string, string>) => {
    const review = { apiVersion: 'authorization.k8s.io/v1', kind: 'SubjectAccessReview', spec: { user, groups, resourceAttributes: attributes } };
    return json<{ status: { allowed: boolean } }>(kubectl(['create', '-o', 'json', '-f', '-'], JSON.stringify(review)), `SubjectAccessReview for ${user}`).status.allowed;
  };
  const anonymous = ['system:unauthenticated'];
  assert.equal(allowed('system:anonymous', anonymous, { verb: 'get', resource: 'configmaps', name: 'cluster-info', namespace: 'kube-public' }), true);
  assert.equal(allowed('system:anonymous', anonymous, { verb: 'get', resource: 'configmaps', name: 'kubeadm-config', namespace: 'kube-system' }), false);
  const bootstrapper = ['system:bootstrappers', 'system:bootstrappers:kubeadm:default-node-token', 'system:authenticated'];
  assert.equal(allowed('system:bootstrap:abcdef', bootstrapper, { verb: 'create', group: 'certificates.k8s.io', resource: 'certificatesigningrequests' }), true);
  assert.equal(allowed('system:bootstrap:abcdef', bootstrapper, { verb: 'get', resource: 'nodes' }), true);
  assert.equal(allowed('system:bootstrap:abcdef', bootstrapper, { verb: 'list', resource: 'secrets', namespace: 'kube-system' }), false);
  assert.equal(allowed('someone', ['kubeadm:cluster-admins', 'system:authenticated'], { verb: 'delete', resource: 'secrets', namespace: 'kube-system' }), true);
  assert.equal(allowed('someone', ['system:authenticated'], { verb: 'delete', resource: 'secrets', namespace: 'kube-system' }), false);
});

proof('each host boots systemd, runs the kubelet from kubeadm\'s unit and drop-in with the systemd cgroup driver; systemctl restart kubelet restarts it, and it comes back and keeps the Node Ready', async () => {
  assert.equal(inHost('worker-1', ['cat', '/proc/1/comm']).stdout.trim(), 'systemd');
  assert.equal(inHost('worker-1', ['systemctl', 'is-system-running']).stdout.trim(), 'running', inHost('worker-1', ['systemctl', '--no-pager', '--failed']).stdout);
  const unit = inHost('worker-1', ['systemctl', 'show', '-p', 'FragmentPath', '-p', 'DropInPaths', 'kubelet']).stdout;
  assert.match(unit, /^FragmentPath=(\/usr)?\/lib\/systemd\/system\/kubelet\.service$/m, unit);
  assert.match(unit, /^DropInPaths=\/usr\/lib\/systemd\/system\/kubelet\.service\.d\/10-kubeadm\.conf$/m);
  // The systemd cgroup driver: the kubelet's QoS classes and pods are systemd slices, their containers scopes.
  const slices = inHost('worker-1', ['systemctl', 'list-units', '--no-legend', '--plain', 'kubepods*', 'cri-containerd-*']).stdout;
  assert.match(slices, /^kubepods\.slice /m, slices);
  assert.match(slices, /^kubepods-besteffort-pod\S+\.slice |^kubepods-burstable-pod\S+\.slice /m, slices);
  assert.match(slices, /^cri-containerd-[0-9a-f]{64}\.scope /m, slices);
  const pidBefore = inHost('worker-1', ['systemctl', 'show', '-p', 'MainPID', '--value', 'kubelet']).stdout.trim();
  const restart = inHost('worker-1', ['systemctl', 'restart', 'kubelet']);
  assert.equal(restart.code, 0, restart.stderr);
  const pidAfter = inHost('worker-1', ['systemctl', 'show', '-p', 'MainPID', '--value', 'kubelet']).stdout.trim();
  assert.notEqual(pidAfter, pidBefore);
  assert.equal(inHost('worker-1', ['systemctl', 'is-active', 'kubelet']).stdout.trim(), 'active');
  await eventually('worker-1 Ready after the restart', 120_000, () => {
    const n = json<Node>(kubectl(['get', 'node', 'worker-1', '-o', 'json']), 'node');
    return n.status.conditions.some((c) => c.type === 'Ready' && c.status === 'True') ? true : undefined;
  });
});

rolloutProofs({
  file: () => file,
  version: VERSION,
  controlPlanes: HOSTS.filter((h) => h.role === 'control-plane').map((h) => h.name),
  workers: HOSTS.filter((h) => h.role === 'worker').map((h) => h.name),
  proof,
});

membershipProofs({
  file: () => file,
  version: VERSION,
  controlPlanes: HOSTS.filter((h) => h.role === 'control-plane').map((h) => h.name),
  added: [{ name: 'cp-4', address: '10.214.0.14' }, { name: 'cp-5', address: '10.214.0.15' }],
  addedWorker: { name: 'worker-3', address: '10.214.1.23' },
  proof,
});

proof('lab down removes every host, process, namespace, cgroup, mount and file the lab made', () => {
  const down = lab(['down'], { timeoutMs: 300_000 });
  assert.equal(down.code, 0, down.stderr);
  assert.equal(spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' }).stdout.split('\n').filter((l) => l.startsWith('kflab')).length, 0, 'network namespaces');
  assert.doesNotMatch(spawnSync('ip', ['link'], { encoding: 'utf8' }).stdout, /kflab/, 'links');
  assert.doesNotMatch(readFileSync('/proc/self/mountinfo', 'utf8'), /k8sform-lab/, 'mounts');
  assert.ok(!readdirSync('/sys/fs/cgroup/memory').includes('k8sform-lab'), 'cgroups');
  assert.doesNotMatch(spawnSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).stdout, /k8sform-lab|kflab-/, 'processes');
  assert.ok(!existsSync(join(dir, 'id_ed25519')) && !existsSync(join(dir, 'known_hosts')), 'the key pair and known_hosts the lab created');
  assert.ok(!existsSync(LAB_DIR), 'the lab directory');
});

proof('lab up --kubeadm brings the same kind of hosts up with the real kubeadm init and join instead; k8sform import adopts that cluster, and its first plan changes only the deliberate differences', () => {
  const small = join(dir, 'kubeadm-cluster.yaml');
  writeFileSync(small, `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: lab-kubeadm }
spec:
  kubernetesVersion: ${VERSION}
  networking: { podSubnet: 10.244.0.0/16 }
  kubelet: { config: ${LAB_KUBELET_CONFIG} }
  ssh: { identityFile: ./id_ed25519, knownHostsFile: ./known_hosts }
  hosts:
    - { name: kcp-1, role: control-plane, address: 10.214.2.11 }
    - { name: kworker-1, role: worker, address: 10.214.2.21, labels: { node.example.com/pool: general } }
`);
  try {
    const up = lab(['up', '-f', small, '--kubeadm'], { timeoutMs: 30 * 60_000 });
    assert.equal(up.code, 0, `${up.stdout.split('\n').slice(-30).join('\n')}\n${up.stderr}`);
    assert.match(up.stdout, /kubeadm init on kcp-1/);
    assert.match(up.stdout, /kubeadm join on kworker-1/);
    assert.doesNotMatch(up.stdout, /k8sform apply/);
    // This cluster runs VERSION from the start; only its kubectl is installed.
    const kubectlNow = (args: readonly string[]) => kubectlFor(VERSION, args);
    const nodes = json<{ items: Node[] }>(kubectlNow(['get', 'nodes', '-o', 'json']), 'get nodes').items;
    assert.deepEqual(nodes.map((n) => n.metadata.name).sort(), ['kcp-1', 'kworker-1']);
    assert.ok(nodes.every((n) => n.status.conditions.some((c) => c.type === 'Ready' && c.status === 'True')));
    assert.equal(nodes.find((n) => n.metadata.name === 'kworker-1')!.metadata.labels['node.example.com/pool'], 'general');
    // kubeadm's own footprint: its ConfigMap written by kubeadm, not by k8sform.
    const cm = json<{ metadata: { labels?: Record<string, string> } }>(kubectlNow(['-n', 'kube-system', 'get', 'configmap', 'kubeadm-config', '-o', 'json']), 'kubeadm-config');
    assert.equal(cm.metadata.labels?.['app.kubernetes.io/managed-by'], undefined);

    // Adoption: from a file holding only who the cluster is and how to reach its hosts, import
    // writes the complete cluster.yaml, and k8sform's first plan of it changes only what the
    // docs/import.md lists as deliberate differences from a kubeadm-built cluster.
    const partial = join(dir, 'adopt.yaml');
    writeFileSync(partial, `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: lab-kubeadm }
spec:
  ssh: { identityFile: ./id_ed25519, knownHostsFile: ./known_hosts }
  hosts:
    - { name: kcp-1, role: control-plane, address: 10.214.2.11 }
    - { name: kworker-1, role: worker, address: 10.214.2.21 }
`);
    const imported = join(dir, 'imported.yaml');
    const run = spawnSync(CLI, ['import', '-f', partial, '-o', imported], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 300_000 });
    assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
    const text = readFileSync(imported, 'utf8');
    process.stderr.write(`k8sform import wrote:\n${text}\n`);
    assert.match(text, new RegExp(`kubernetesVersion: ${VERSION.replace(/\./g, '\\.')}\n`));
    assert.match(text, /podSubnet: 10\.244\.0\.0\/16/);
    assert.doesNotMatch(text, /cgroupDriver/, 'the kubelets use the default cgroup driver, systemd, which import leaves out');
    assert.match(text, /failCgroupV1: false/, 'a KubeletConfiguration field the operator set becomes kubelet.config');
    assert.match(text, /node\.example\.com\/pool: general/, 'the worker\'s own Node label');
    const plan = spawnSync(CLI, ['plan', '--json', '-f', imported], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 300_000 });
    assert.ok(plan.status === 0 || plan.status === 2, `${plan.stdout.slice(-2000)}\n${plan.stderr}`);
    const changes = (JSON.parse(plan.stdout) as { resource_changes: { address: string; action: string; reasons: { code: string; detail: string }[] }[] }).resource_changes
      .filter((c) => c.action !== 'noop').map((c) => `${c.action} ${c.address} ${c.reasons.map((r) => `${r.code}: ${r.detail}`).join('; ')}`);
    process.stderr.write(`the first plan of the imported cluster:\n${changes.join('\n')}\n`);
    const diff = spawnSync(CLI, ['diff', '--target', 'host', '-f', imported], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 300_000 });
    process.stderr.write(`k8sform diff --target host:\n${diff.stdout}\n`);
    const objects = spawnSync(CLI, ['plan', '--target', 'cluster', '-f', imported], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 300_000 });
    process.stderr.write(`k8sform plan --target cluster:\n${objects.stdout.split('\n').filter((l) => /^\s+[-+] |# cluster/.test(l)).join('\n')}\n`);
    const unexplained = changes.filter((c) => !DELIBERATE_DIFFERENCES.some((d) => d.test(c)));
    assert.deepEqual(unexplained, [], 'every change of the first plan is a deliberate difference docs/import.md lists');
  } finally {
    const down = lab(['down'], { timeoutMs: 300_000 });
    assert.equal(down.code, 0, down.stderr);
  }
});
