import { spawn } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CNI_BIN_DIR, DEBIAN_CNI_BIN_DIR } from './containerd.js';
import { createHostNetwork, removeHostNetwork } from './network.js';
import { LAB_DIR, type LabHost, type LabState } from './state.js';
import { isAlive, LabError, run, sh, sleep, TOOL_PATH, waitFor } from './system.js';
import { answersSsh } from './ssh-banner.js';
import { sshdConfig } from './sshd-config.js';

const HOST_SCRIPTS = join(dirname(fileURLToPath(import.meta.url)), '../../../../scripts/lab/host');

/**
 * Directories every node owns (bind mounts of the host's own directory). Together with a private
 * /run and /tmp they make one machine's filesystem look like several nodes'. /root too: every
 * remote shell reads root's .bashrc, and the machine's may start tools (pyenv) that serialise all
 * nodes' shells on one lock, which no set of real machines does.
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
/** Where the host sees the lab's commands (kubelet, kubectl, systemctl, journalctl): in root's and sudo's PATH. */
export const BIN_MOUNT = '/usr/local/sbin';
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
  /** The lab's command directory for this version: kubelet, kubectl, kubeadm and the host scripts. */
  readonly binDir: string;
  readonly user: string;
  readonly authorizedKey: string;
  /** `name address` lines every host's /etc/hosts gets beyond its own (the endpoint's name). */
  readonly extraHosts: readonly string[];
  readonly containerdConfig: string;
}

/** Creates one node: files, network, cgroups, then its init process inside its own namespaces. */
export async function createHost(state: LabState, want: HostWanted, index: number, setup: HostSetup, record: (h: LabHost) => void): Promise<LabHost> {
  const dir = join(LAB_DIR, 'hosts', want.name);
  rmSync(dir, { recursive: true, force: true });
  for (const d of ['etc/sudoers.d', 'ssh', 'log']) mkdirSync(join(dir, d), { recursive: true, mode: 0o755 });
  for (const d of PRIVATE_DIRS) {
    ensureMountPoint(state, d);
    mkdirSync(join(dir, 'fs', d), { recursive: true, mode: ROOT_ONLY.has(d) ? 0o700 : 0o755 });
  }
  // Copies, as a node with the plugins package has them: a network add-on writes its own plugin
  // beside them, which must not reach the machine's or another host's.
  for (const f of readdirSync(DEBIAN_CNI_BIN_DIR)) copyFileSync(join(DEBIAN_CNI_BIN_DIR, f), join(dir, 'fs', CNI_BIN_DIR, f));
  ensureMountPoint(state, BIN_MOUNT);
  ensureMountPoint(state, '/run/sshd'); // sshd -t (run on the machine) insists on it

  writeEtc(dir, want, setup);
  const hostKey = writeSsh(dir, want, setup);
  writeFileSync(join(dir, 'containerd.toml'), setup.containerdConfig);
  const cgroups = cgroupMounts();
  writeFileSync(join(dir, 'host.env'), [
    `LAB_HOST=${want.name}`,
    `LAB_BIN=${setup.binDir}`,
    `LAB_BIN_MOUNT=${BIN_MOUNT}`,
    `LAB_PRIVATE_DIRS="${PRIVATE_DIRS.join(' ')}"`,
    `LAB_CGROUP_MOUNTS="${cgroups.mounts.map((m) => `${m.dir}:${m.type}:${m.options}`).join(' ')}"`,
    `LAB_CGROUP_ALIASES="${cgroups.aliases.join(' ')}"`,
    'LAB_SERVICES_DIR=/run/k8sform-lab/services',
    '',
  ].join('\n'));

  const host: LabHost = { ...want, index, netns: `kflab-${want.name}`, dir, pid: 0, hostKey };
  // Recorded before anything exists on the machine, so `down` cleans up even after a failed start.
  record(host);
  try {
    createHostNetwork(host.netns, index, want.addresses);
    const cgroupDirs = createCgroups(want.name, cgroups.mounts);
    host.pid = startInit(dir, host.netns, cgroupDirs);
    record(host);
    await waitFor(`sshd on ${want.name} (${want.sshAddress}:${want.sshPort}); see ${join(dir, 'log')}`, 30_000, async () => {
      if (!isAlive(host.pid)) throw new LabError(`host ${want.name} did not start: ${tail(join(dir, 'log/init.log'))}`);
      return (await answersSsh(want.sshAddress, want.sshPort)) ? true : undefined;
    }, 100);
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

/** Runs a command inside a host (its network, mount, UTS and cgroup namespaces) as root. */
export function hostCommand(host: LabHost, command: readonly string[]): [string, string[]] {
  return ['nsenter', ['-t', String(host.pid), '-n', '-m', '-u', '-C', '--', 'env', `PATH=${TOOL_PATH}`, ...command]];
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

function ensureMountPoint(state: LabState, path: string): void {
  if (existsSync(path)) return;
  // Record each directory we create, outermost first, so `down` removes exactly those.
  const missing: string[] = [];
  for (let p = path; !existsSync(p); p = dirname(p)) missing.unshift(p);
  mkdirSync(path, { recursive: true, mode: 0o755 });
  for (const p of missing) if (!state.createdPaths.includes(p)) state.createdPaths.push(p);
}

function writeEtc(dir: string, want: HostWanted, setup: HostSetup): void {
  const etc = join(dir, 'etc');
  const ip = want.addresses[want.addresses.length - 1]!;
  writeFileSync(join(etc, 'hostname'), `${want.name}\n`);
  writeFileSync(join(etc, 'hosts'), [
    '127.0.0.1\tlocalhost', '::1\tlocalhost ip6-localhost ip6-loopback', `${ip}\t${want.name}`, ...setup.extraHosts, '',
  ].join('\n'));
  // No upstream DNS: nothing listens on port 53 at the node's own address, so CoreDNS's forwarding
  // (it copies the node's resolv.conf) is refused on the node itself and never leaves the lab.
  writeFileSync(join(etc, 'resolv.conf'), `# k8sform lab: no upstream resolver\nnameserver ${ip}\n`);
  for (const f of ['passwd', 'group', 'shadow', 'gshadow']) {
    if (existsSync(`/etc/${f}`)) copyFileSync(`/etc/${f}`, join(etc, f));
    else writeFileSync(join(etc, f), '');
  }
  chmodSync(join(etc, 'shadow'), 0o640);
  chmodSync(join(etc, 'gshadow'), 0o640);
  if (setup.user !== 'root') addUser(dir, setup.user);
}

/** The SSH user of cluster.yaml, with passwordless sudo, in this host's own account files only. */
function addUser(dir: string, user: string): void {
  const etc = join(dir, 'etc');
  const passwd = readFileSync(join(etc, 'passwd'), 'utf8');
  const home = join(dir, 'fs/home', user);
  if (!passwd.split('\n').some((l) => l.startsWith(`${user}:`))) {
    const used = new Set(passwd.split('\n').map((l) => Number(l.split(':')[2])));
    let uid = 1000;
    while (used.has(uid)) uid++;
    writeFileSync(join(etc, 'passwd'), `${passwd.trimEnd()}\n${user}:x:${uid}:${uid}::/home/${user}:/bin/sh\n`);
    appendLine(join(etc, 'group'), `${user}:x:${uid}:`);
    // '*' (no password, not locked): sshd without PAM refuses locked accounts.
    appendLine(join(etc, 'shadow'), `${user}:*:19000:0:99999:7:::`);
    appendLine(join(etc, 'gshadow'), `${user}:!::`);
    mkdirSync(home, { recursive: true, mode: 0o755 });
    chownSync(home, uid, uid);
  }
  writeFileSync(join(etc, 'sudoers.d', 'k8sform-lab'), `${user} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
}

function appendLine(file: string, line: string): void {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, `${text.trimEnd()}${text.trim() ? '\n' : ''}${line}\n`);
}

function writeSsh(dir: string, want: HostWanted, setup: HostSetup): string {
  const ssh = join(dir, 'ssh');
  const key = join(ssh, 'ssh_host_ed25519_key');
  sh('ssh-keygen', '-q', '-t', 'ed25519', '-N', '', '-C', '', '-f', key);
  writeFileSync(join(ssh, 'authorized_keys'), `${setup.authorizedKey.trim()}\n`, { mode: 0o644 });
  const extra = ['AllowTcpForwarding yes', 'Subsystem sftp internal-sftp'];
  writeFileSync(join(ssh, 'sshd_config'), sshdConfig({ address: want.sshAddress, port: want.sshPort, hostKey: key, authorizedKeys: join(ssh, 'authorized_keys'), extra }), { mode: 0o600 });
  sh('/usr/sbin/sshd', '-t', '-f', join(ssh, 'sshd_config'));
  return readFileSync(`${key}.pub`, 'utf8').trim().split(/\s+/).slice(0, 2).join(' ');
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
 * Starts init.sh detached: a shell moves itself into the host's cgroups, then enters the host's
 * network namespace and unshares mount, UTS and cgroup namespaces (exec all the way, so the pid
 * is init.sh's). The cgroup namespace is rooted at the host's cgroup, so its kubelet sees only its own.
 */
function startInit(dir: string, netns: string, cgroupDirs: readonly string[]): number {
  const logFd = openSync(join(dir, 'log/init.log'), 'a');
  const join_ = cgroupDirs.map((d) => `echo $$ > '${d}/cgroup.procs'`).join(' && ');
  const child = spawn('sh', ['-c', `${join_} && exec ip netns exec ${netns} unshare --mount --uts --cgroup --propagation private bash '${join(HOST_SCRIPTS, 'init.sh')}' '${dir}'`], {
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: { PATH: TOOL_PATH, HOME: '/root', LANG: 'C.UTF-8' },
  });
  child.unref();
  if (!child.pid) throw new LabError(`cannot start the init process in ${dir}`);
  return child.pid;
}

export function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The host scripts (systemctl, journalctl, kubelet-service) beside the version's binaries. */
export function hostScriptsDir(): string {
  return HOST_SCRIPTS;
}
