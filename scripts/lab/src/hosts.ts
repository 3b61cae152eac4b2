import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, rmdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CNI_BIN_DIR, DEBIAN_CNI_BIN_DIR } from './containerd.js';
import { createHostNetwork, removeHostNetwork } from './network.js';
import { LAB_DIR, type LabHost } from './state.js';
import { isAlive, LabError, run, sh, sleep, TOOL_PATH, waitFor } from './system.js';
import { answersSsh } from './ssh-banner.js';
import { KUBELET_UNIT_FILES } from '../../../src/render/kubelet/kubelet-unit.js';

const INIT_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), '../../../../scripts/lab/host/init.sh');

/**
 * Directories every node keeps on the machine's disk rather than in its overlay root (bind mounts
 * of the host's own directory): containerd's snapshots cannot live on an overlayfs, and the lab
 * reads the credentials, logs and state below them from the machine.
 */
export const PRIVATE_DIRS = [
  '/etc/kubernetes', '/var/lib/kubelet', '/var/lib/containerd', '/var/lib/etcd', '/etc/cni/net.d', '/var/lib/cni',
  '/var/log/pods', '/var/log/containers', '/var/log/kubernetes', '/var/log/k8sform-lab', '/home', '/usr/lib/modules', '/root',
  CNI_BIN_DIR,
  // k8sform's own state on a host: the etcd snapshots apply saves, a restore's upload.
  '/var/lib/k8sform',
];
/** Private directories only root may enter, as on a real machine. */
const ROOT_ONLY = new Set(['/var/lib/etcd', '/root', '/var/lib/k8sform']);
/** Where the node sees the installed version's kubelet, kubectl (and kubeadm): /usr/bin/kubelet links there. */
export const BIN_MOUNT = '/usr/local/sbin';
/** Where the node sees every version the lab has built (LAB_DIR/bin), for `install` to bind one at BIN_MOUNT. */
export const BIN_ROOT_MOUNT = '/opt/k8sform-lab/bin';
const CGROUP_PARENT = 'k8sform-lab';

export interface HostWanted {
  readonly name: string;
  readonly role: 'control-plane' | 'worker';
  readonly addresses: readonly string[];
  readonly sshAddress: string;
  readonly sshPort: number;
  readonly kubernetesVersion: string;
}

export interface HostSetup {
  /** The node image's root file system (scripts/lab/node-image/build.sh). */
  readonly image: string;
  /** The lab's binaries of this version: kubelet, kubectl (and kubeadm). */
  readonly binDir: string;
  readonly user: string;
  readonly authorizedKey: string;
  /** `name address` lines every host's /etc/hosts gets beyond its own (the endpoint's name). */
  readonly extraHosts: readonly string[];
  /** containerd's config.toml; undefined keeps the image's (Debian's), for k8sform apply to replace (spec.nodeSoftware.containerd). */
  readonly containerdConfig?: string;
  /** Without the kubelet's and kubectl's packages (no binaries, units or bin mount): k8sform apply installs them (spec.nodeSoftware). */
  readonly bare: boolean;
  /** Copies of the image's CNI plugins in /opt/cni/bin; false leaves it empty, for k8sform apply to fill (spec.nodeSoftware.cniPlugins). */
  readonly cniPlugins: boolean;
}

/** Creates one node: its files, network and cgroups, then boots systemd inside its own namespaces. */
export async function createHost(want: HostWanted, index: number, setup: HostSetup, record: (h: LabHost) => void): Promise<LabHost> {
  const dir = join(LAB_DIR, 'hosts', want.name);
  rmSync(dir, { recursive: true, force: true });
  for (const d of ['upper', 'work', 'root', 'log']) mkdirSync(join(dir, d), { recursive: true, mode: 0o755 });
  for (const d of PRIVATE_DIRS) mkdirSync(join(dir, 'fs', d), { recursive: true, mode: ROOT_ONLY.has(d) ? 0o700 : 0o755 });
  // Copies of the image's plugins, as a node with the plugins package has them: a network add-on
  // writes its own plugin beside them, which must not reach another host's.
  const plugins = join(setup.image, DEBIAN_CNI_BIN_DIR);
  if (setup.cniPlugins) for (const f of readdirSync(plugins)) copyFileSync(join(plugins, f), join(dir, 'fs', CNI_BIN_DIR, f));

  const upper = join(dir, 'upper');
  writeEtc(upper, setup.image, want, setup);
  const hostKey = writeSsh(upper, want, setup);
  if (setup.containerdConfig !== undefined) writeUpper(upper, 'etc/containerd/config.toml', setup.containerdConfig);
  if (!setup.bare) writeKubeletPackage(upper);
  const cgroups = cgroupMounts();
  writeFileSync(join(dir, 'host.env'), [
    `LAB_HOST=${want.name}`,
    `LAB_IMAGE=${setup.image}`,
    // Empty on a bare host: nothing is bound at /usr/local/sbin.
    `LAB_BIN=${setup.bare ? '' : setup.binDir}`,
    `LAB_BIN_ROOT=${dirname(setup.binDir)}`,
    `LAB_PRIVATE_DIRS="${PRIVATE_DIRS.join(' ')}"`,
    `LAB_CGROUP_MOUNTS="${cgroups.mounts.map((m) => `${m.dir}:${m.type}:${m.options}`).join(' ')}"`,
    `LAB_CGROUP_ALIASES="${cgroups.aliases.join(' ')}"`,
    '',
  ].join('\n'));

  const host: LabHost = { ...want, index, netns: `kflab-${want.name}`, dir, pid: 0, hostKey, ...(setup.bare ? { bare: true } : {}) };
  // Recorded before anything exists on the machine, so `down` cleans up even after a failed start.
  record(host);
  try {
    createHostNetwork(host.netns, index, want.addresses);
    const cgroupDirs = createCgroups(want.name, cgroups.mounts);
    host.pid = await startInit(dir, host.netns, cgroupDirs);
    record(host);
    await waitFor(`sshd on ${want.name} (${want.sshAddress}:${want.sshPort}); see ${join(dir, 'log')}`, 60_000, async () => {
      if (!isAlive(host.pid)) throw new LabError(`host ${want.name} did not boot: ${tail(join(dir, 'log/init.log'))}`);
      return (await answersSsh(want.sshAddress, want.sshPort)) ? true : undefined;
    }, 100).catch((e: Error) => {
      const units = isAlive(host.pid) ? runInHost(host, 'systemctl --no-pager --failed; journalctl --no-pager -n 20 -u ssh').stdout : '';
      throw new LabError(`${e.message}\n${units}`);
    });
  } catch (e) {
    if (!process.env.K8SFORM_LAB_KEEP_FAILED) await destroyHost(host);
    throw e;
  }
  return host;
}

/** Kills every process of the host (its whole cgroup subtree), then removes its network, cgroups and files. */
export async function destroyHost(host: LabHost): Promise<void> {
  const mounts = cgroupMounts().mounts;
  const own = mounts.map((m) => join('/sys/fs/cgroup', m.dir, CGROUP_PARENT, host.name)).filter((d) => existsSync(d));
  const freezer = own.find((d) => d.includes('/freezer/'));
  for (let round = 0; round < 50; round++) {
    const pids = new Set<number>();
    for (const d of own) for (const p of procsUnder(d)) pids.add(p);
    for (const p of run('ip', ['netns', 'pids', host.netns]).stdout.split('\n').filter(Boolean)) pids.add(Number(p));
    if (host.pid && isAlive(host.pid)) pids.add(host.pid);
    if (pids.size === 0) break;
    // Freeze first so nothing forks while we kill (containerd shims, supervisors restarting).
    if (freezer) writeQuiet(join(freezer, 'freezer.state'), 'FROZEN');
    for (const p of pids) {
      try {
        process.kill(p, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    if (freezer) writeQuiet(join(freezer, 'freezer.state'), 'THAWED');
    await sleep(100);
  }
  for (const d of own) removeCgroupTree(d);
  removeHostNetwork(host.netns, host.index, host.addresses);
  rmSync(host.dir, { recursive: true, force: true });
}

/** Runs a command inside a host (all its namespaces and its root, beside its systemd) as root. */
export function hostCommand(host: LabHost, command: readonly string[]): [string, string[]] {
  return ['nsenter', ['-t', String(host.pid), '-n', '-m', '-u', '-i', '-p', '-C', '-r', '-w', '--', 'env', '-i', `PATH=${TOOL_PATH}`, 'HOME=/root', 'LANG=C.UTF-8', ...command]];
}

export function runInHost(host: LabHost, script: string, input?: string): { code: number; stdout: string; stderr: string } {
  const [program, args] = hostCommand(host, ['sh', '-c', script]);
  return run(program, args, { input, timeoutMs: 600_000 });
}

export function runInHostOk(host: LabHost, script: string, input?: string): string {
  const r = runInHost(host, script, input);
  if (r.code !== 0) throw new LabError(`on ${host.name}: ${script}: ${r.stderr.trim() || `exit ${r.code}`}`);
  return r.stdout;
}

function writeUpper(upper: string, path: string, content: string, mode = 0o644): void {
  mkdirSync(dirname(join(upper, path)), { recursive: true, mode: 0o755 });
  writeFileSync(join(upper, path), content, { mode });
}

/** The node's identity and accounts, over the image's /etc. */
function writeEtc(upper: string, image: string, want: HostWanted, setup: HostSetup): void {
  const ip = want.addresses[want.addresses.length - 1]!;
  writeUpper(upper, 'etc/hostname', `${want.name}\n`);
  writeUpper(upper, 'etc/hosts', [
    '127.0.0.1\tlocalhost', '::1\tlocalhost ip6-localhost ip6-loopback', `${ip}\t${want.name}`, ...setup.extraHosts, '',
  ].join('\n'));
  // No upstream DNS: nothing listens on port 53 at the node's own address, so CoreDNS's forwarding
  // (it copies the node's resolv.conf) is refused on the node itself and never leaves the lab.
  writeUpper(upper, 'etc/resolv.conf', `# k8sform lab: no upstream resolver\nnameserver ${ip}\n`);
  // Each node its own, as kind's entrypoint gives each node container: the kubelet reports it.
  writeUpper(upper, 'etc/machine-id', `${randomBytes(16).toString('hex')}\n`, 0o444);
  if (setup.user !== 'root') addUser(upper, image, setup.user);
}

/** The SSH user of cluster.yaml, with passwordless sudo, in this node's own account files. */
function addUser(upper: string, image: string, user: string): void {
  for (const f of ['passwd', 'group', 'shadow', 'gshadow']) copyFileSync(join(image, 'etc', f), join(upper, 'etc', f));
  const etc = join(upper, 'etc');
  const passwd = readFileSync(join(etc, 'passwd'), 'utf8');
  if (!passwd.split('\n').some((l) => l.startsWith(`${user}:`))) {
    const used = new Set(passwd.split('\n').map((l) => Number(l.split(':')[2])));
    let uid = 1000;
    while (used.has(uid)) uid++;
    appendLine(join(etc, 'passwd'), `${user}:x:${uid}:${uid}::/home/${user}:/bin/sh`);
    appendLine(join(etc, 'group'), `${user}:x:${uid}:`);
    appendLine(join(etc, 'shadow'), `${user}:*:19000:0:99999:7:::`);
    appendLine(join(etc, 'gshadow'), `${user}:!::`);
    const home = join(upper, '..', 'fs/home', user);
    mkdirSync(home, { recursive: true, mode: 0o755 });
    chownSync(home, uid, uid);
  }
  writeUpper(upper, 'etc/sudoers.d/k8sform-lab', `${user} ALL=(ALL) NOPASSWD:ALL\n`, 0o440);
}

function appendLine(file: string, line: string): void {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, `${text.trimEnd()}${text.trim() ? '\n' : ''}${line}\n`);
}

/** Debian's sshd with a drop-in: the node's address and port, its own host key, keys only. */
function writeSsh(upper: string, want: HostWanted, setup: HostSetup): string {
  const key = join(upper, 'etc/ssh/ssh_host_ed25519_key');
  mkdirSync(dirname(key), { recursive: true, mode: 0o755 });
  sh('ssh-keygen', '-q', '-t', 'ed25519', '-N', '', '-C', '', '-f', key);
  writeUpper(upper, 'etc/ssh/k8sform-lab_authorized_keys', `${setup.authorizedKey.trim()}\n`);
  writeUpper(upper, 'etc/ssh/sshd_config.d/k8sform-lab.conf', [
    `ListenAddress ${want.sshAddress}:${want.sshPort}`,
    'HostKey /etc/ssh/ssh_host_ed25519_key',
    'AuthorizedKeysFile .ssh/authorized_keys /etc/ssh/k8sform-lab_authorized_keys',
    'PermitRootLogin prohibit-password',
    'PasswordAuthentication no',
    'KbdInteractiveAuthentication no',
    'UseDNS no',
    // k8sform opens a connection per host and the tests many more at once.
    'MaxStartups 100',
    '',
  ].join('\n'));
  return readFileSync(`${key}.pub`, 'utf8').trim().split(/\s+/).slice(0, 2).join(' ');
}

/**
 * What installing the kubelet, kubectl and kubeadm packages leaves on a node: kubeadm's unit and
 * drop-in, /etc/default/kubelet, the binaries in /usr/bin (links to the lab's BIN_MOUNT, which
 * `install` switches) and the kubelet enabled, crash-looping until kubeadm or k8sform configures it.
 */
function writeKubeletPackage(upper: string): void {
  for (const f of KUBELET_UNIT_FILES) writeUpper(upper, f.path.slice(1), f.content);
  for (const name of ['kubelet', 'kubectl', 'kubeadm']) symlinkAt(upper, `usr/bin/${name}`, `${BIN_MOUNT}/${name}`);
  symlinkAt(upper, 'etc/systemd/system/multi-user.target.wants/kubelet.service', '/usr/lib/systemd/system/kubelet.service');
}

function symlinkAt(upper: string, path: string, target: string): void {
  mkdirSync(dirname(join(upper, path)), { recursive: true, mode: 0o755 });
  symlinkSync(target, join(upper, path));
}

interface CgroupMount {
  /** Directory under /sys/fs/cgroup, e.g. `memory`, `unified`, `systemd`. */
  readonly dir: string;
  readonly type: 'cgroup' | 'cgroup2';
  /** What to mount it with inside the host: the hierarchy's controllers or name=. */
  readonly options: string;
}

/** The machine's cgroup hierarchies, read from its mount table, so hosts mount the same ones. */
function cgroupMounts(): { mounts: CgroupMount[]; aliases: string[] } {
  const mounts: CgroupMount[] = [];
  for (const line of readFileSync('/proc/self/mountinfo', 'utf8').split('\n')) {
    const [left, right] = line.split(' - ');
    if (!left || !right) continue;
    const mountPoint = left.split(' ')[4]!;
    const [fstype, , superOptions] = right.split(' ');
    if (!mountPoint.startsWith('/sys/fs/cgroup/') || (fstype !== 'cgroup' && fstype !== 'cgroup2')) continue;
    const dir = mountPoint.slice('/sys/fs/cgroup/'.length);
    if (dir.includes('/')) continue;
    const wanted = fstype === 'cgroup2' ? ['rw'] : superOptions!.split(',').filter((o) => o !== 'rw' && o !== 'ro');
    mounts.push({ dir, type: fstype, options: wanted.join(',') });
  }
  if (readFileSync('/proc/self/mountinfo', 'utf8').includes(' /sys/fs/cgroup rw') && mounts.length === 0) {
    // A pure cgroup v2 machine: /sys/fs/cgroup itself is the unified hierarchy.
    throw new LabError('this machine uses a pure cgroup v2 hierarchy; the lab supports the hybrid layout (cgroup v1 controllers under /sys/fs/cgroup/<name>)');
  }
  if (!mounts.some((m) => m.options.split(',').includes('memory'))) throw new LabError('no cgroup memory controller is mounted under /sys/fs/cgroup; the kubelet needs it');
  const aliases = readdirSync('/sys/fs/cgroup', { withFileTypes: true })
    .filter((e) => e.isSymbolicLink())
    .map((e) => `${e.name}:${run('readlink', [join('/sys/fs/cgroup', e.name)]).stdout.trim()}`);
  return { mounts, aliases };
}

/** k8sform-lab/<host> in every hierarchy; cpuset needs its cpus and mems filled in from the parent. */
function createCgroups(host: string, mounts: readonly CgroupMount[]): string[] {
  const dirs: string[] = [];
  for (const m of mounts) {
    const root = join('/sys/fs/cgroup', m.dir);
    for (const d of [join(root, CGROUP_PARENT), join(root, CGROUP_PARENT, host)]) {
      mkdirSync(d, { recursive: true });
      if (m.options.split(',').includes('cpuset')) {
        for (const f of ['cpuset.cpus', 'cpuset.mems']) {
          if (readFileSync(join(d, f), 'utf8').trim() === '') writeFileSync(join(d, f), readFileSync(join(dirname(d), f), 'utf8'));
        }
      }
    }
    dirs.push(join(root, CGROUP_PARENT, host));
  }
  return dirs;
}

function procsUnder(dir: string): number[] {
  const out: number[] = [];
  const walk = (d: string) => {
    try {
      for (const p of readFileSync(join(d, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) out.push(Number(p));
      for (const e of readdirSync(d, { withFileTypes: true })) if (e.isDirectory()) walk(join(d, e.name));
    } catch {
      // removed meanwhile
    }
  };
  walk(dir);
  return out;
}

function removeCgroupTree(dir: string): void {
  try {
    for (const e of readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) removeCgroupTree(join(dir, e.name));
    rmdirSync(dir);
  } catch {
    // busy or gone; `down` reports what is left
  }
}

/** Removes the lab's k8sform-lab parent cgroups once no host uses them. */
export function removeCgroupParents(): void {
  for (const m of cgroupMounts().mounts) {
    try {
      rmdirSync(join('/sys/fs/cgroup', m.dir, CGROUP_PARENT));
    } catch {
      // not there or still used
    }
  }
}

function writeQuiet(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch {
    // best effort
  }
}

/**
 * Starts init.sh detached: a shell moves itself into the host's cgroups, enters the host's network
 * namespace and unshares mount, UTS, IPC, PID and cgroup namespaces; unshare forks init.sh as PID 1
 * of the new PID namespace, which then execs systemd. The cgroup namespace is rooted at the host's
 * cgroup, so its systemd and kubelet see only their own. Returns the node's PID 1 as the machine
 * numbers it (unshare's child), what nsenter enters.
 */
async function startInit(dir: string, netns: string, cgroupDirs: readonly string[]): Promise<number> {
  const logFd = openSync(join(dir, 'log/init.log'), 'a');
  const join_ = cgroupDirs.map((d) => `echo $$ > '${d}/cgroup.procs'`).join(' && ');
  const child = spawn('sh', ['-c', `${join_} && exec ip netns exec ${netns} unshare --mount --uts --ipc --pid --cgroup --fork --kill-child --propagation private bash '${INIT_SCRIPT}' '${dir}'`], {
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: { PATH: TOOL_PATH, HOME: '/root', LANG: 'C.UTF-8' },
  });
  child.unref();
  closeSync(logFd);
  const launcher = child.pid;
  if (!launcher) throw new LabError(`cannot start the init process in ${dir}`);
  return waitFor(`the init process of ${dir}`, 10_000, () => {
    if (!isAlive(launcher)) throw new LabError(`the node in ${dir} did not start: ${tail(join(dir, 'log/init.log'))}`);
    try {
      const first = readFileSync(`/proc/${launcher}/task/${launcher}/children`, 'utf8').trim().split(' ')[0];
      return first ? Number(first) : undefined;
    } catch {
      return undefined;
    }
  }, 20);
}

export function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
