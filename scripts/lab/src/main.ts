import { spawn, spawnSync } from 'node:child_process';
import { Command } from 'commander';
import { closeSync, copyFileSync, cpSync, openSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, rmdirSync, statfsSync, unlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadClusterFile } from '../../../src/engine/load-cluster.js';
import type { Cluster } from '../../../src/model/cluster.js';
import { UserError } from '../../../src/errors.js';
import { ADMIN_KUBECONFIG, kubectl, listNodes, writeAdminKubeconfig } from './cluster-access.js';
import { containerdConfig } from './containerd.js';
import { addonImages, clusterImages, recipeOf } from './images.js';
import { kubeadmBringUp, kubeadmUpgrade } from './kubeadm.js';
import { BIN_MOUNT, BIN_ROOT_MOUNT, createHost, destroyHost, hostCommand, removeCgroupParents, runInHost, type HostWanted } from './hosts.js';
import { startLoadBalancer } from './load-balancer.js';
import { blackholeRoutes, createHostNetwork, ensureBridge, removeBlackholeRoutes, removeBridge, removeHostNetwork } from './network.js';
import { configurePodNetwork } from './pod-network.js';
import { checkLabCluster, diskUsageWarning, endpointPlan } from './requirements.js';
import { LAB_DIR, readState, removeState, withLock, writeState, type LabHost, type LabState } from './state.js';
import { isAlive, LabError, log, run, sh, waitFor } from './system.js';

/** Where containerd keeps the nodes' images: the filesystem the kubelets count as theirs. */
const LAB_DISK = '/var/lib';
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Sysctls the kubelet sets machine-wide (they are not per network namespace); `down` puts them back. */
const KUBELET_TUNED_SYSCTLS = ['vm.overcommit_memory', 'vm.panic_on_oom', 'kernel.panic', 'kernel.panic_on_oops', 'kernel.keys.root_maxkeys', 'kernel.keys.root_maxbytes'];
const CONNTRACK_MAX = 'net.netfilter.nf_conntrack_max';
/**
 * inotify limits are per user and machine-wide, and every node's systemd, journald, logind, dbus,
 * containerd and kubelet are root's: the default 128 instances run out at a handful of nodes
 * (the kubelet then fails to start cAdvisor: "inotify_init: too many open files"). Raised as
 * kind's documentation advises for many nodes; `down` puts them back.
 */
const INOTIFY_LIMITS: Record<string, number> = { 'fs.inotify.max_user_instances': 8192, 'fs.inotify.max_user_watches': 524288 };

/** What kube-proxy's default conntrack settings (maxPerCore 32768, min 131072) make it write. */
function kubeProxyConntrackMax(): number {
  return Math.max(32768 * availableParallelism(), 131072);
}

/** What the machine itself needs (the nodes' own programs are in the node image). */
const PACKAGES: [command: string, pkg: string][] = [
  ['haproxy', 'haproxy'], ['ip', 'iproute2'],
  ['nsenter', 'util-linux'], ['ssh-keygen', 'openssh-client'],
];

interface UpOptions {
  readonly file: string;
  readonly apply: boolean;
  readonly kubeadm: boolean;
  readonly kubeconfig?: string;
  readonly timeout: string;
  /** Further images to build and import on every host (test workloads), as `images.sh` references. */
  readonly image: string[];
  /** False (`--no-pod-network`): cluster.yaml's add-ons bring the pod network, not the lab. */
  readonly podNetwork: boolean;
  /** New hosts without the kubelet's and kubectl's packages: cluster.yaml's nodeSoftware has apply install them. */
  readonly bare: boolean;
}

async function up(opts: UpOptions): Promise<void> {
  if (process.getuid?.() !== 0) throw new LabError('the lab makes network namespaces, mounts and cgroups: run it as root');
  const configPath = resolve(opts.file);
  const cluster = loadClusterFile(configPath, opts.file).cluster;
  checkLabCluster(cluster, opts.file);
  if (opts.bare && !cluster.nodeSoftware) throw new LabError(`--bare leaves the kubelet and kubectl to k8sform apply, and ${opts.file} has no spec.nodeSoftware: add it, or leave out --bare`);
  if (opts.bare && opts.kubeadm) throw new LabError('--bare and --kubeadm: kubeadm needs the kubelet installed; leave out --bare');
  const disk = statfsSync(LAB_DISK);
  const warning = diskUsageWarning(cluster, Math.round(100 * (1 - disk.bavail / disk.blocks)));
  if (warning) log(warning);
  const timeoutMs = parseMinutes(opts.timeout) * 60_000;
  const timings: Record<string, number> = {};
  const t0 = Date.now();

  ensurePackages();
  // The node image (mostly downloads and dpkg) builds beside the Go builds of the binaries.
  const image = buildNodeImage();
  const binDir = ensureBinaries(cluster.kubernetesVersion, opts.kubeadm);
  const images = ensureImages(cluster, opts.image);
  const rootfs = await image;
  timings.build = seconds(t0);

  await withLock(async () => {
    const state = readState() ?? { cluster: cluster.name, configPath, hosts: {}, createdPaths: [], addedLines: [], sysctls: {} };
    if (state.cluster !== cluster.name) throw new LabError(`the lab runs cluster ${state.cluster} (${state.configPath}); run \`scripts/lab/lab down\` first`);
    const podNetwork = opts.podNetwork ? 'lab' : 'add-ons';
    if (Object.keys(state.hosts).length && (state.podNetwork ?? 'lab') !== podNetwork) {
      throw new LabError(`the lab's hosts were made ${podNetwork === 'lab' ? 'with' : 'without'} --no-pod-network; give the same again, or run \`scripts/lab/lab down\` first`);
    }
    state.podNetwork = podNetwork;
    state.configPath = configPath;
    const tSetup = Date.now();
    for (const k of [...KUBELET_TUNED_SYSCTLS, CONNTRACK_MAX, ...Object.keys(INOTIFY_LIMITS)]) state.sysctls[k] ??= sh('sysctl', '-n', k).trim();
    writeState(state);
    // kube-proxy sets this machine-wide value to what it computes, which is only allowed from the
    // machine's own network namespace; a lab node's is not, so the lab (as the machine) sets it first.
    sh('sysctl', '-qw', `${CONNTRACK_MAX}=${kubeProxyConntrackMax()}`);
    for (const [k, v] of Object.entries(INOTIFY_LIMITS)) if (Number(state.sysctls[k]) < v) sh('sysctl', '-qw', `${k}=${v}`);

    const ssh = prepareSshAccess(state, cluster);
    const endpoint = endpointPlan(cluster);
    const wanted = cluster.hosts.map((h): HostWanted => {
      const t = h.transport as Extract<Cluster['hosts'][number]['transport'], { kind: 'ssh' }>;
      return { name: h.name, role: h.role, addresses: [...new Set([h.address, h.internalAddress])], sshAddress: h.address, sshPort: t.ssh.port, kubernetesVersion: cluster.kubernetesVersion };
    });
    for (const w of wanted) {
      const have = state.hosts[w.name];
      if (have && have.addresses.join() !== w.addresses.join()) throw new LabError(`host ${w.name} exists in the lab with address ${have.addresses.join(', ')}; cluster.yaml says ${w.addresses.join(', ')}: run \`scripts/lab/lab down\` first`);
    }
    const fresh = wanted.filter((w) => !state.hosts[w.name]);
    if (opts.kubeadm && fresh.length < wanted.length) {
      throw new LabError('--kubeadm bootstraps a new cluster (kubeadm init): run `scripts/lab/lab down` first; adding hosts to a running lab cluster goes through k8sform apply');
    }
    ensureBridge();
    state.blackholes = [cluster.networking.serviceSubnet, ...(cluster.networking.podSubnet ? [cluster.networking.podSubnet] : [])];
    blackholeRoutes(state.blackholes);
    writeState(state);
    const extraHosts = endpoint.loadBalancer && endpoint.name ? [`${endpoint.loadBalancer.address}\t${endpoint.name}`] : [];
    // A bare host keeps Debian's containerd configuration where cluster.yaml has apply write its own,
    // and has no CNI plugins in /opt/cni/bin where apply installs them.
    const appliedContainerd = opts.bare && cluster.nodeSoftware?.containerd !== undefined;
    const appliedCniPlugins = opts.bare && Boolean(cluster.nodeSoftware?.archives.some((a) => a.name === 'cni-plugins'));
    const setup = { image: rootfs, binDir, user: ssh.user, authorizedKey: ssh.publicKey, extraHosts, ...(appliedContainerd ? {} : { containerdConfig: containerdConfig(cluster) }), bare: opts.bare, cniPlugins: !appliedCniPlugins };
    let next = Math.max(0, ...Object.values(state.hosts).map((h) => h.index + 1));
    log(fresh.length ? `creating ${fresh.map((w) => w.name).join(', ')}` : 'every host already exists');
    const record = (h: LabHost) => {
      state.hosts[h.name] = h;
      writeState(state);
    };
    const created = await Promise.all(fresh.map((w) => createHost(w, next++, setup, record).then((h) => {
      log(`host ${h.name} is up at ${h.addresses.join(', ')} (systemd: ssh, containerd${opts.bare ? '; bare: no kubelet or kubectl' : ', kubelet'})`);
      return h;
    }, (e: unknown) => {
      if (!process.env.K8SFORM_LAB_KEEP_FAILED) delete state.hosts[w.name];
      writeState(state);
      throw e;
    })));
    if (endpoint.loadBalancer) await ensureLoadBalancer(state, endpoint.loadBalancer, cluster);
    recordKnownHosts(state, ssh.knownHostsFile, Object.values(state.hosts).filter((h) => h.role !== 'load-balancer'));
    writeState(state);
    importImages(created, images);
    timings.setup = seconds(tSetup);

    if (!opts.apply) {
      log('hosts are ready for k8sform apply (--no-apply given)');
      state.timings = timings;
      writeState(state);
      return;
    }
    const tApply = Date.now();
    if (opts.kubeadm) {
      kubeadmBringUp(state, cluster);
    } else {
      log(`k8sform apply --auto-approve -f ${opts.file}`);
      const apply = spawnSync(join(REPO, 'dist/src/cli/k8sform.cjs'), ['apply', '--auto-approve', '--wait-timeout', `${Math.round(timeoutMs / 1000)}s`, '-f', configPath], { stdio: 'inherit', env: { ...process.env, CI: 'true' } });
      if (apply.status !== 0) throw new LabError(`k8sform apply failed (exit ${apply.status}); logs: scripts/lab/lab logs`);
    }
    timings.apply = seconds(tApply);

    const tStart = Date.now();
    const cps = cluster.hosts.filter((h) => h.role === 'control-plane').map((h) => state.hosts[h.name]!);
    const reach = endpoint.loadBalancer ?? { address: cps[0]!.addresses.at(-1)!, port: cluster.apiServer.bindPort };
    writeAdminKubeconfig(join(cps[0]!.dir, 'fs/etc/kubernetes/admin.conf'), reach, cluster.controlPlaneEndpoint.host, ADMIN_KUBECONFIG);
    await bringUpPodNetwork(state, cluster, binDir, timeoutMs, opts.podNetwork);
    timings.componentsReady = seconds(tStart);
    state.timings = timings;
    writeState(state);
    if (opts.kubeconfig) {
      copyFileSync(ADMIN_KUBECONFIG, opts.kubeconfig);
      log(`admin kubeconfig: ${opts.kubeconfig}`);
    }
    log(`all ${cluster.hosts.length} nodes Ready; timings (s): ${Object.entries(timings).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  });
}

/**
 * What upgrading the kubelet package and pre-pulling images does on a real node: every host of
 * cluster.yaml gets the kubelet and kubectl of the file's kubernetesVersion (its bin
 * mount is replaced; a running kubelet keeps its version until it is restarted) and that version's
 * images in containerd. The cluster itself is upgraded by k8sform apply.
 */
async function install(opts: { file: string; image: string[]; kubeadm: boolean }): Promise<void> {
  if (process.getuid?.() !== 0) throw new LabError('the lab changes mounts inside its hosts: run it as root');
  const cluster = loadClusterFile(resolve(opts.file), opts.file).cluster;
  const binDir = ensureBinaries(cluster.kubernetesVersion, opts.kubeadm);
  const images = ensureImages(cluster, opts.image);
  await withLock(async () => {
    const state = readState();
    if (!state || state.cluster !== cluster.name) throw new LabError(`the lab does not run cluster ${cluster.name}: bring it up with \`scripts/lab/lab up -f ${opts.file}\``);
    const hosts = cluster.hosts.map((h) => state.hosts[h.name]).filter((h): h is LabHost => h !== undefined);
    // A bare host's binaries are k8sform apply's (nodeSoftware): it only gets the images, as a pre-pull.
    for (const h of hosts.filter((x) => !x.bare)) {
      // A new bind on top of the old one: what runs keeps its executable, what starts next gets the new one.
      const [program, args] = hostCommand(h, ['mount', '--bind', join(BIN_ROOT_MOUNT, basename(binDir)), BIN_MOUNT]);
      const r = run(program, args);
      if (r.code !== 0) throw new LabError(`installing ${cluster.kubernetesVersion} on ${h.name} failed: ${r.stderr.trim()}`);
      h.kubernetesVersion = cluster.kubernetesVersion;
      writeState(state);
    }
    importImages(hosts, images);
    log(`installed kubelet and kubectl ${cluster.kubernetesVersion} and its images on ${hosts.map((h) => h.name).join(', ')}; kubelets run the new version once restarted`);
  });
}

/**
 * Waits for every Node to register and get a pod CIDR, wires the pod network (unless cluster.yaml's
 * add-ons do: `wire` false), then waits for Ready.
 */
async function bringUpPodNetwork(state: LabState, cluster: Cluster, binDir: string, timeoutMs: number, wire: boolean): Promise<void> {
  const names = cluster.hosts.map((h) => h.name);
  const hosts = names.map((n) => state.hosts[n]!);
  await waitFor('every Node to register and be Ready', timeoutMs, () => {
    const nodes = listNodes(binDir);
    if (!nodes) return undefined;
    const cidrs = new Map<string, { cidr: string; ip: string }>();
    for (const n of nodes) {
      const h = state.hosts[n.name];
      if (n.podCIDR && h) cidrs.set(n.name, { cidr: n.podCIDR, ip: n.internalIP ?? h.addresses.at(-1)! });
    }
    if (wire) configurePodNetwork(hosts, cidrs);
    const ready = names.filter((n) => nodes.some((x) => x.name === n && x.ready));
    return ready.length === names.length ? true : undefined;
  }, 2000).catch((e: Error) => {
    const nodes = listNodes(binDir) ?? [];
    const detail = names.map((n) => {
      const x = nodes.find((y) => y.name === n);
      return `${n}: ${x ? (x.ready ? 'Ready' : `NotReady${x.podCIDR ? '' : ', no podCIDR'}`) : 'not registered'}`;
    });
    throw new LabError(`${e.message}\n  ${detail.join('\n  ')}\n  kubelet logs: scripts/lab/lab logs`);
  });
}

async function ensureLoadBalancer(state: LabState, lb: { address: string; port: number }, cluster: Cluster): Promise<void> {
  const name = 'load-balancer';
  if (!state.hosts[name]) {
    const index = Math.max(0, ...Object.values(state.hosts).map((h) => h.index + 1));
    const netns = 'kflab-lb';
    createHostNetwork(netns, index, [lb.address]);
    state.hosts[name] = { name, role: 'load-balancer', addresses: [lb.address], sshAddress: lb.address, sshPort: 0, index, netns, dir: join(LAB_DIR, 'load-balancer'), pid: 0, kubernetesVersion: '', hostKey: '' };
  }
  const backends = cluster.hosts.filter((h) => h.role === 'control-plane').map((h) => ({ name: h.name, address: h.internalAddress, port: cluster.apiServer.bindPort }));
  const pid = await startLoadBalancer(state.hosts[name]!.netns, state.loadBalancer?.pid ?? 0, lb, backends);
  state.loadBalancer = { ...lb, pid };
  log(`load balancer for ${cluster.controlPlaneEndpoint.host}:${cluster.controlPlaneEndpoint.port} at ${lb.address}:${lb.port} → ${backends.map((b) => b.name).join(', ')}`);
}

interface SshAccess {
  readonly user: string;
  readonly publicKey: string;
  readonly knownHostsFile: string;
}

/** The identity cluster.yaml names (created when its file does not exist) and its known_hosts file. */
function prepareSshAccess(state: LabState, cluster: Cluster): SshAccess {
  const settings = cluster.hosts.map((h) => (h.transport as Extract<Cluster['hosts'][number]['transport'], { kind: 'ssh' }>).ssh);
  const first = settings[0]!;
  for (const s of settings) {
    if (s.user !== first.user || s.identityFile !== first.identityFile || s.knownHostsFile !== first.knownHostsFile) {
      throw new LabError('the lab needs one ssh user, identityFile and knownHostsFile for all hosts');
    }
  }
  const identity = expandHome(first.identityFile!);
  if (!existsSync(identity)) {
    mkdirSync(dirname(identity), { recursive: true, mode: 0o700 });
    sh('ssh-keygen', '-q', '-t', 'ed25519', '-N', '', '-C', `k8sform-lab@${cluster.name}`, '-f', identity);
    state.createdPaths.push(identity, `${identity}.pub`);
    log(`created the SSH key pair ${identity} (cluster.yaml's identityFile)`);
  }
  const publicKey = existsSync(`${identity}.pub`) ? readFileSync(`${identity}.pub`, 'utf8') : sh('ssh-keygen', '-y', '-f', identity);
  return { user: first.user, publicKey, knownHostsFile: first.knownHostsFile };
}

/** Puts each host's key into known_hosts, replacing lines for the same address (a re-created host has a new key). */
function recordKnownHosts(state: LabState, file: string, hosts: readonly LabHost[]): void {
  const lines = hosts.map((h) => `${h.sshPort === 22 ? h.sshAddress : `[${h.sshAddress}]:${h.sshPort}`} ${h.hostKey}`);
  const patterns = new Set(lines.map((l) => l.split(' ')[0]));
  const existed = existsSync(file);
  const kept = existed ? readFileSync(file, 'utf8').split('\n').filter((l) => l && !patterns.has(l.split(' ')[0])) : [];
  writeFileSync(file, `${[...kept, ...lines].join('\n')}\n`, { mode: 0o600 });
  if (!existed) state.createdPaths.push(file);
  else {
    const entry = state.addedLines.find((a) => a.file === file) ?? (state.addedLines.push({ file, lines: [] }), state.addedLines.at(-1)!);
    entry.lines = [...new Set([...entry.lines.filter((l) => !patterns.has(l.split(' ')[0])), ...lines])];
  }
}

async function down(): Promise<void> {
  await withLock(async () => {
    const state = readState();
    if (!state) {
      removeBridge();
      log('no lab is up');
      return;
    }
    if (state.loadBalancer?.pid) {
      try {
        process.kill(state.loadBalancer.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    for (const h of Object.values(state.hosts)) {
      if (h.role === 'load-balancer') removeHostNetwork(h.netns, h.index, h.addresses);
      else await destroyHost(h);
      log(`removed ${h.name}`);
    }
    removeCgroupParents();
    removeBridge();
    removeBlackholeRoutes(state.blackholes ?? []);
    for (const [k, v] of Object.entries(state.sysctls)) run('sysctl', ['-qw', `${k}=${v}`]);
    for (const { file, lines } of state.addedLines) {
      if (!existsSync(file)) continue;
      const drop = new Set(lines);
      writeFileSync(file, readFileSync(file, 'utf8').split('\n').filter((l) => !drop.has(l)).join('\n'));
    }
    for (const p of [...state.createdPaths].reverse()) {
      try {
        if (readdirSafe(p) === undefined) unlinkSync(p);
        else rmdirSync(p);
      } catch {
        log(`left ${p} (not empty or in use)`);
      }
    }
    rmSync(join(LAB_DIR, 'hosts'), { recursive: true, force: true });
    rmSync(join(LAB_DIR, 'load-balancer'), { recursive: true, force: true });
    rmSync(join(LAB_DIR, 'bin'), { recursive: true, force: true });
    rmSync(ADMIN_KUBECONFIG, { force: true });
    removeState();
    log('lab is down');
  });
  rmSync(LAB_DIR, { recursive: true, force: true });
}

function readdirSafe(p: string): string[] | undefined {
  try {
    return readdirSync(p);
  } catch {
    return undefined;
  }
}

function ensurePackages(): void {
  const missing = PACKAGES.filter(([cmd]) => (cmd.startsWith('/') ? !existsSync(cmd) : run('sh', ['-c', `command -v ${cmd}`]).code !== 0)).map(([, pkg]) => pkg);
  if (!missing.length) return;
  log(`installing ${missing.join(' ')} (apt-get)`);
  if (run('sh', ['-c', 'command -v apt-get']).code !== 0) throw new LabError(`missing ${missing.join(' ')} and no apt-get to install them`);
  const r = run('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`], { timeoutMs: 900_000 });
  if (r.code !== 0) throw new LabError(`apt-get install ${missing.join(' ')} failed: ${r.stderr.trim().split('\n').slice(-3).join(' ')}`);
}

/** The node binaries `up` and `install` give the hosts; returns build.sh's cache directory. */
function buildBinaries(version: string, withKubeadm: boolean): { built: string; names: string[] } {
  const names = ['kubelet', 'kubectl', ...(withKubeadm ? ['kubeadm'] : [])];
  const out = buildStep('k8s binaries', [join(REPO, 'scripts/k8s-binaries/build.sh'), version, ...names]);
  const built = out.match(/^bin: (.*)$/m)?.[1];
  if (!built) throw new LabError('scripts/k8s-binaries/build.sh did not say where the binaries are');
  return { built, names };
}

/** kubelet, kubectl (and kubeadm) of the version, in the directory hosts mount as their bin. */
function ensureBinaries(version: string, withKubeadm: boolean): string {
  const { built, names } = buildBinaries(version, withKubeadm);
  const binDir = join(LAB_DIR, 'bin', version);
  mkdirSync(binDir, { recursive: true });
  for (const n of names) {
    const target = join(binDir, n);
    rmSync(target, { force: true });
    try {
      linkSync(join(built, n), target);
    } catch {
      copyFileSync(join(built, n), target);
    }
  }
  return binDir;
}

/** Starts building the root file system every node boots (Debian with systemd, sshd, containerd, runc), built once and cached. */
function buildNodeImage(): Promise<string> {
  const script = join(REPO, 'scripts/lab/node-image/build.sh');
  const built = new Promise<string>((resolvePath, reject) => {
    const child = spawn('bash', [script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => {
      for (const line of out.split('\n')) if (line && !line.startsWith('rootfs: ')) log(line);
      const rootfs = out.match(/^rootfs: (.*)$/m)?.[1];
      if (code === 0 && rootfs) resolvePath(rootfs);
      else reject(new LabError(`node image failed (scripts/lab/node-image/build.sh exit ${code}): ${err.trim().split('\n').slice(-5).join('\n')}`));
    });
  });
  // Awaited by the caller after the Go builds: a Go build failing first must not leave it unhandled.
  built.catch(() => undefined);
  return built;
}

/**
 * Builds what the nodes run: k8sform's own images, the add-ons' images that images.sh has a recipe
 * for (others are left for the nodes to pull) and `extra`.
 */
function ensureImages(cluster: Cluster, extra: readonly string[]): Map<string, string> {
  const recipes = new Set(buildStep('image recipes', [join(REPO, 'scripts/lab/images.sh'), '--recipes'], false).split('\n').filter(Boolean));
  const addons = addonImages(cluster.addons.objects);
  const unbuilt = addons.filter((r) => !recipes.has(recipeOf(r)));
  if (unbuilt.length) log(`add-on images without an images.sh recipe, not imported (the nodes pull them): ${unbuilt.join(', ')}`);
  const refs = [...new Set([...clusterImages(cluster), ...addons.filter((r) => recipes.has(recipeOf(r))), ...extra])];
  const out = buildStep('images', [join(REPO, 'scripts/lab/images.sh'), cluster.kubernetesVersion, ...refs]);
  const images = new Map<string, string>();
  for (const m of out.matchAll(/^image: (\S+) (\S+)$/gm)) images.set(m[1]!, m[2]!);
  const missing = refs.filter((r) => !images.has(r));
  if (missing.length) throw new LabError(`scripts/lab/images.sh did not build ${missing.join(', ')}`);
  return images;
}

/** Runs a build script with its progress streamed (unless `echo` is false), returning its stdout. */
function buildStep(what: string, command: string[], echo = true): string {
  if (echo) log(`${what}: ${command.map((c) => c.replace(`${REPO}/`, '')).join(' ')}`);
  const r = spawnSync('bash', command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  if (echo) for (const line of (r.stdout ?? '').split('\n')) if (line && !/^(image|bin|rootfs): /.test(line)) process.stdout.write(`  ${line}\n`);
  if (r.status !== 0) throw new LabError(`${what} failed (${command[0]!.replace(`${REPO}/`, '')} exit ${r.status})`);
  return r.stdout;
}

/** Every image into each new host's containerd, as a node image would ship them pre-pulled. */
function importImages(hosts: readonly LabHost[], images: ReadonlyMap<string, string>): void {
  for (const h of hosts) {
    waitForContainerd(h);
    for (const [ref, archive] of images) {
      // Streamed on stdin: the cache may be anywhere on the machine, including under /tmp, which
      // each host has as its own tmpfs.
      const fd = openSync(archive, 'r');
      const [program, args] = hostCommand(h, ['sh', '-c', `ctr --address /run/containerd/containerd.sock -n k8s.io images import --no-unpack - >/dev/null && ctr --address /run/containerd/containerd.sock -n k8s.io images ls -q | grep -qxF '${ref}'`]);
      const r = spawnSync(program, args, { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8', timeout: 600_000 });
      closeSync(fd);
      if (r.status !== 0) throw new LabError(`importing ${ref} into ${h.name} failed: ${(r.stderr ?? '').trim() || `exit ${r.status}`}`);
    }
    log(`imported ${images.size} images into ${h.name}`);
  }
}

function waitForContainerd(h: LabHost): void {
  // Up to a minute: five nodes booting at once on two cores start their units slowly.
  for (let i = 0; i < 300; i++) {
    if (runInHost(h, 'ctr --address /run/containerd/containerd.sock version').code === 0) return;
    spawnSync('sleep', ['0.2']);
  }
  throw new LabError(`containerd on ${h.name} did not start: ${runInHost(h, 'journalctl --no-pager -n 20 -u containerd').stdout}`);
}

function expandHome(p: string): string {
  return p === '~' ? homedir() : p.startsWith('~/') ? join(homedir(), p.slice(2)) : p;
}

function parseMinutes(s: string): number {
  const m = /^(\d+)m$/.exec(s);
  if (!m) throw new LabError(`--timeout ${s}: give minutes, e.g. 15m`);
  return Number(m[1]);
}

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/** Copies every host's logs (lab units, pods, init) into `out`. */
function collectLogs(out: string): string {
  const state = readState();
  if (!state) throw new LabError('no lab is up');
  for (const h of Object.values(state.hosts)) {
    const dest = join(out, h.name);
    mkdirSync(dest, { recursive: true });
    for (const [from, to] of [['log', 'init'], ['fs/var/log/k8sform-lab', 'lab'], ['fs/var/log/pods', 'pods']] as const) {
      const src = join(h.dir, from);
      if (existsSync(src)) cpSync(src, join(dest, to), { recursive: true, dereference: true });
    }
    // The units' journals live in the node's /run (volatile, as kind's nodes keep them).
    if (h.role !== 'load-balancer' && isAlive(h.pid)) {
      mkdirSync(join(dest, 'units'), { recursive: true });
      for (const unit of ['kubelet', 'containerd', 'ssh']) writeFileSync(join(dest, 'units', `${unit}.log`), runInHost(h, `journalctl --no-pager -o short-iso -u ${unit}`).stdout);
      writeFileSync(join(dest, 'units', 'failed.txt'), runInHost(h, 'systemctl --no-pager --failed').stdout);
    }
    // The kubelet's credentials as names, times and link targets (never their contents): what TLS
    // bootstrap and rotation left, when a kubelet.conf names a certificate that is not there.
    const pki = join(h.dir, 'fs/var/lib/kubelet/pki');
    const listing = spawnSync('ls', ['-la', '--full-time', pki, join(h.dir, 'fs/etc/kubernetes')], { encoding: 'utf8' });
    writeFileSync(join(dest, 'kubelet-credentials.txt'), `${listing.stdout}${listing.stderr}`);
  }
  const lb = join(LAB_DIR, 'load-balancer/haproxy.log');
  if (existsSync(lb)) copyFileSync(lb, join(out, 'haproxy.log'));
  return out;
}

function main(): void {
  const program = new Command('lab').description('real Kubernetes nodes on this machine (root): each host boots systemd with sshd, containerd, runc and the kubelet from its own Debian root file system').enablePositionalOptions();
  program.command('up')
    .description('create the hosts of cluster.yaml that do not exist yet and bring the cluster up with k8sform apply')
    .requiredOption('-f, --file <cluster.yaml>', 'the cluster definition')
    .option('--no-apply', 'only create the hosts (nodes waiting for k8sform apply)')
    .option('--kubeadm', 'bootstrap with kubeadm init/join instead of k8sform', false)
    .option('--bare', "new hosts without the kubelet, kubectl and their unit (and without containerd's configuration and the CNI plugins where cluster.yaml's spec.nodeSoftware has apply write them): k8sform apply installs them", false)
    .option('--kubeconfig <file>', 'write an admin kubeconfig usable from this machine')
    .option('--timeout <minutes>', 'how long to wait for the control plane and the nodes', '15m')
    .option('--no-pod-network', "leave the pod network to cluster.yaml's add-ons (no lab CNI configuration or routes) and wait for every Node Ready")
    .option('--image <ref>', 'also build and import this image on every host (repeatable), e.g. k8sform.local/sample-apiserver:v0.37.2', (v: string, all: string[]) => [...all, v], [])
    .action((o: UpOptions) => up(o));
  program.command('install')
    .description("install the kubelet and kubectl of cluster.yaml's kubernetesVersion on every host and import its images (as upgrading packages would); k8sform apply then upgrades the cluster")
    .requiredOption('-f, --file <cluster.yaml>', 'the cluster definition with the new version')
    .option('--image <ref>', 'also build and import this image on every host (repeatable)', (v: string, all: string[]) => [...all, v], [])
    .option('--kubeadm', 'kubeadm too, for `kubeadm-upgrade`', false)
    .action((o: { file: string; image: string[]; kubeadm: boolean }) => install(o));
  program.command('kubeadm-upgrade')
    .description("upgrade a cluster `up --kubeadm` made to cluster.yaml's kubernetesVersion by kubeadm's procedure: kubeadm upgrade apply on the first control plane, kubeadm upgrade node on the others and the workers, each host's kubelet restarted after it (run `install --kubeadm` first)")
    .requiredOption('-f, --file <cluster.yaml>', 'the cluster definition with the new version')
    .action((o: { file: string }) => withLock(async () => {
      if (process.getuid?.() !== 0) throw new LabError('the lab runs commands inside its hosts: run it as root');
      const cluster = loadClusterFile(resolve(o.file), o.file).cluster;
      const state = readState();
      if (!state || state.cluster !== cluster.name) throw new LabError(`the lab does not run cluster ${cluster.name}: bring it up with \`scripts/lab/lab up --kubeadm -f ${o.file}\``);
      kubeadmUpgrade(state, cluster);
    }));
  program.command('build')
    .description("build what `up` (or `install`) of cluster.yaml would give the hosts, its binaries and images, into the build caches, touching no host: for building ahead of time")
    .requiredOption('-f, --file <cluster.yaml>', 'the cluster definition')
    .option('--kubeadm', 'kubeadm too, as `up --kubeadm` needs', false)
    .option('--image <ref>', 'also build this image (repeatable)', (v: string, all: string[]) => [...all, v], [])
    .action(async (o: { file: string; kubeadm: boolean; image: string[] }) => {
      const cluster = loadClusterFile(resolve(o.file), o.file).cluster;
      const image = buildNodeImage();
      buildBinaries(cluster.kubernetesVersion, o.kubeadm);
      ensureImages(cluster, o.image);
      await image;
    });
  program.command('down').description('remove every host, process, namespace, cgroup, mount and file the lab made').action(() => down());
  program.command('exec').description('run a command inside a host as root').argument('<host>').argument('<command...>').passThroughOptions()
    .action((name: string, command: string[]) => {
      const h = readState()?.hosts[name];
      if (!h || h.role === 'load-balancer') throw new LabError(`no lab host named ${name}`);
      const [p, args] = hostCommand(h, command);
      process.exitCode = spawnSync(p, args, { stdio: 'inherit' }).status ?? 1;
    });
  program.command('kubectl').description("kubectl of the cluster's version with the lab's admin kubeconfig").argument('[args...]')
    .allowUnknownOption(true).passThroughOptions()
    .action((args: string[]) => {
      const state = readState();
      const host = state && Object.values(state.hosts).find((h) => h.role !== 'load-balancer');
      if (!host) throw new LabError('no lab is up');
      const r = kubectl(join(LAB_DIR, 'bin', host.kubernetesVersion), args, 600_000);
      process.stdout.write(r.stdout);
      process.stderr.write(r.stderr);
      process.exitCode = r.code;
    });
  program.command('logs').description('copy every host\'s kubelet, containerd, sshd and pod logs into a directory and print it')
    .option('--out <dir>', 'where to put them', join(LAB_DIR, '..', `k8sform-lab-logs-${new Date().toISOString().replace(/[:.]/g, '-')}`))
    .action((o: { out: string }) => {
      process.stdout.write(`${collectLogs(o.out)}\n`);
    });
  program.command('status').description('the lab\'s hosts and timings').action(() => {
    const state = readState();
    process.stdout.write(state ? `${JSON.stringify({ cluster: state.cluster, config: state.configPath, hosts: Object.values(state.hosts).map((h) => ({ name: h.name, role: h.role, addresses: h.addresses, pid: h.pid })), loadBalancer: state.loadBalancer, timings: state.timings }, null, 2)}\n` : 'no lab is up\n');
  });
  program.parseAsync(process.argv).catch((e: unknown) => {
    if (e instanceof LabError || e instanceof UserError) {
      process.stderr.write(`lab: ${e.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`lab: internal error: ${(e as Error).stack ?? String(e)}\n`);
    process.exit(70);
  });
}

main();
