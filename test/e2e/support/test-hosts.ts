import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants as osConstants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { SSHSettings } from '../../../src/model/cluster.js';
import { Semaphore } from '../../../src/providers/semaphore.js';
import type { SshHost } from '../../../src/providers/ssh/index.js';
import { ensurePrerequisites, TOOL_PATH } from './ensure-prerequisites.js';
import { answersSsh } from '../../../scripts/lab/src/ssh-banner.js';
import { sshdConfig } from '../../../scripts/lab/src/sshd-config.js';

/**
 * Real test hosts on this machine: each one is a network namespace on a private bridge with its
 * own sshd, and a mount namespace in which /etc/kubernetes, /var/lib/kubelet and /etc/k8sform-test
 * are private tmpfs mounts. The test process (root namespace) reaches every host via the bridge.
 *
 *   root ns: bridge 10.213.N.1 ── veth ── ns "k8sf-<id>-0": eth0 10.213.N.10, sshd :22
 *                              └─ veth ── ns "k8sf-<id>-1": eth0 10.213.N.11, sshd :22 ...
 *
 * A set fits one 10.213.N.0/24 up to a few hundred hosts; a larger one claims an aligned block of
 * /24s (a /23, /22, ...) and its addresses run on past 10.213.N.255 into the next ones.
 * The hosts have no default route: traffic stays on the test subnet.
 */

/**
 * The preflight checks a test host cannot pass, for its cluster files (a line under spec): it runs
 * no kubelet, container runtime or systemd, on this machine's cgroup v1.
 */
export const TEST_HOST_PREFLIGHT = '  preflight: { ignore: [cgroups, cgroup-driver, container-runtime, kubelet] }\n';

/** A non-root login with passwordless sudo, and one without any sudo rights. */
export const TEST_USER = 'k8sform-test';
export const NOSUDO_USER = 'k8sform-nosudo';

// /var/lib/etcd too: k8sform manages each control plane's etcd data directory, so hosts must not share one.
// /root too: every remote shell reads root's .bashrc, and the machine's may start tools (pyenv) that
// serialise all hosts' shells on one lock, which no set of real machines does.
const PRIVATE_DIRS = ['/etc/kubernetes', '/var/lib/kubelet', '/var/lib/etcd', '/var/lib/k8sform', '/etc/k8sform-test', '/root'];
/** One file per /24 a running set of test hosts holds, named by that /24: claims it, lists what to clean up. */
const STATE_DIR = '/run/k8sform-test-hosts';
const SSHD_START_TIMEOUT_MS = 15_000;
const HOSTS_STARTED_AT_ONCE = 16;
const COMMAND_TIMEOUT_MS = 60_000;
const BEHIND_BASTION_PORT = 2222;

export interface CommandResult {
  readonly code: number;
  readonly stdout: Buffer;
  readonly stderr: string;
}

export interface TestHost {
  readonly name: string;
  readonly address: string;
  readonly port: number;
  /** The sshd's public host key, `ssh-ed25519 AAAA…` (no comment). */
  readonly hostKey: string;
  /** `SHA256:…` of the host key, as `ssh-keygen -l` prints it. */
  readonly fingerprint: string;
  readonly netns: string;
  readonly sshdPid: number;
  /** Runs `command` with sh as root inside the host (its network and mount namespaces). */
  run(command: string, stdin?: Buffer | string): Promise<CommandResult>;
  /** Like run, but throws unless the command exits 0; returns stdout as text. */
  runOk(command: string, stdin?: Buffer | string): Promise<string>;
  /** What sshd logged so far (it runs with -e), for diagnosing a failed test. */
  sshdLog(): string;
}

export interface TestHosts {
  /** The hosts asked for, in order. */
  readonly hosts: readonly TestHost[];
  get(name: string): TestHost;
  /** With `bastion: true`: a jump host (every host allows TCP forwarding, as OpenSSH does by default). */
  readonly bastion?: TestHost;
  /** With `bastion: true`: sshd on port 2222 that lets root in only from the bastion's address. */
  readonly behindBastion?: TestHost;
  /** known_hosts text covering every host, plain entries. */
  readonly knownHosts: string;
  /** A file holding `knownHosts`. */
  readonly knownHostsFile: string;
  /** Private key (ed25519, 0600) authorized for root, TEST_USER and NOSUDO_USER on every host. */
  readonly identityFile: string;
  /** Scratch directory removed by stop(). */
  readonly dir: string;
  /** An address on the test subnet that nothing answers. */
  readonly unusedAddress: string;
  /** A cluster.yaml host reaching `host` over ssh as root with this set's key and known_hosts. */
  sshHost(host: TestHost, ssh?: Partial<SSHSettings>): SshHost;
  stop(): Promise<void>;
}

/** Everything one set of test hosts creates; written to STATE_DIR before any of it exists. */
interface Resources {
  readonly pid: number;
  /** The first 10.213.N.0/24 of the set's block. */
  readonly subnet: number;
  /** How many /24s the block spans: a power of two, the block aligned to it. */
  readonly subnets: number;
  readonly bridge: string;
  readonly veths: string[];
  readonly netns: string[];
  readonly dir: string;
}

interface HostSpec {
  readonly name: string;
  readonly address: string;
  readonly port: number;
  readonly netns: string;
  readonly hostVeth: string;
  readonly nsVeth: string;
  readonly sshdOptions: readonly string[];
}

export async function startTestHosts(names: readonly string[], opts: { bastion?: boolean } = {}): Promise<TestHosts> {
  ensurePrerequisites();
  sweepAbandoned();
  ensureTestUsers();
  for (const dir of [...PRIVATE_DIRS, '/run/sshd']) mkdirSync(dir, { recursive: true, mode: 0o755 });

  const all = [...names, ...(opts.bastion ? ['bastion', 'behind-bastion'] : [])];
  if (new Set(all).size !== all.length) throw new Error(`test host names must be unique: ${all.join(', ')}`);
  const id = randomBytes(3).toString('hex');
  const dir = mkdtempSync(join(tmpdir(), 'k8sform-hosts-'));
  // sshd reads authorized_keys as the login user, so the directory must be readable by the test users.
  chmodSync(dir, 0o755);
  const resources = claimSubnets(blockSize(all.length), {
    pid: process.pid,
    bridge: `k8sf-${id}`,
    veths: all.map((_, i) => `k8sf${id}h${i}`),
    netns: all.map((_, i) => `k8sf-${id}-${i}`),
    dir,
  });
  active.add(resources);
  installExitCleanup();

  const started: ChildProcess[] = [];
  try {
    const address = (offset: number) => blockAddress(resources.subnet, offset);
    const bastionAddress = address(FIRST_HOST_OFFSET + names.length);
    const specs: HostSpec[] = all.map((name, i) => {
      const isBehind = opts.bastion && i === names.length + 1;
      return {
        name,
        address: address(FIRST_HOST_OFFSET + i),
        port: isBehind ? BEHIND_BASTION_PORT : 22,
        netns: resources.netns[i]!,
        hostVeth: resources.veths[i]!,
        nsVeth: `k8sf${id}n${i}`,
        sshdOptions: [
          'AllowTcpForwarding yes', // OpenSSH's default; k8sform reaches the apiserver through it
          // Root only from the bastion: a successful root login proves the connection went through it.
          ...(isBehind ? [`AllowUsers root@${bastionAddress} ${TEST_USER} ${NOSUDO_USER}`] : []),
        ],
      };
    });

    const identityFile = join(dir, 'id_ed25519');
    sh('ssh-keygen', '-q', '-t', 'ed25519', '-N', '', '-C', 'k8sform-e2e-client', '-f', identityFile);
    const authorizedKeys = join(dir, 'authorized_keys');
    writeFileSync(authorizedKeys, readFileSync(`${identityFile}.pub`), { mode: 0o644 });

    createNetwork(resources, address(1), specs);
    // A few at a time, so each host's start timeout measures its own sshd and not the others' setup.
    const starting = new Semaphore(HOSTS_STARTED_AT_ONCE);
    const hosts = await Promise.all(specs.map((spec) => starting.run(() => startHost(spec, dir, authorizedKeys, started))));

    const knownHosts = hosts.map((h) => `${h.port === 22 ? h.address : `[${h.address}]:${h.port}`} ${h.hostKey}\n`).join('');
    const knownHostsFile = join(dir, 'known_hosts');
    writeFileSync(knownHostsFile, knownHosts, { mode: 0o600 });

    const byName = new Map(hosts.map((h) => [h.name, h]));
    let stopped: Promise<void> | undefined;
    return {
      hosts: hosts.slice(0, names.length),
      get: (name) => byName.get(name) ?? failWith(`no test host named ${name}`),
      bastion: opts.bastion ? byName.get('bastion') : undefined,
      behindBastion: opts.bastion ? byName.get('behind-bastion') : undefined,
      knownHosts,
      knownHostsFile,
      identityFile,
      dir,
      unusedAddress: address(unusedOffset(resources.subnets)),
      sshHost: (host, ssh = {}) => ({
        name: host.name,
        role: 'worker',
        address: host.address,
        internalAddress: host.address,
        labels: {},
        taints: [],
        transport: { kind: 'ssh', ssh: { user: 'root', port: host.port, identityFile, knownHostsFile, sudo: false, ...ssh } },
      }),
      stop: () => (stopped ??= stopAll(resources, started)),
    };
  } catch (e) {
    await stopAll(resources, started);
    throw e;
  }
}

function createNetwork(r: Resources, bridgeAddress: string, specs: readonly HostSpec[]): void {
  const prefixLength = blockPrefixLength(r.subnets);
  sh('ip', 'link', 'add', r.bridge, 'type', 'bridge');
  sh('ip', 'addr', 'add', `${bridgeAddress}/${prefixLength}`, 'dev', r.bridge);
  sh('ip', 'link', 'set', r.bridge, 'up');
  for (const s of specs) {
    sh('ip', 'netns', 'add', s.netns);
    sh('ip', 'link', 'add', s.hostVeth, 'type', 'veth', 'peer', 'name', s.nsVeth);
    sh('ip', 'link', 'set', s.nsVeth, 'netns', s.netns);
    sh('ip', 'link', 'set', s.hostVeth, 'master', r.bridge, 'up');
    sh('ip', '-n', s.netns, 'link', 'set', s.nsVeth, 'name', 'eth0');
    sh('ip', '-n', s.netns, 'addr', 'add', `${s.address}/${prefixLength}`, 'dev', 'eth0');
    sh('ip', '-n', s.netns, 'link', 'set', 'eth0', 'up');
    sh('ip', '-n', s.netns, 'link', 'set', 'lo', 'up');
    // As on a Kubernetes node (the ip-forward preflight check); a new network namespace starts at 0.
    sh('ip', 'netns', 'exec', s.netns, 'sysctl', '-qw', 'net.ipv4.ip_forward=1');
  }
}

async function startHost(spec: HostSpec, dir: string, authorizedKeys: string, started: ChildProcess[]): Promise<TestHost> {
  const hostDir = join(dir, spec.name);
  mkdirSync(hostDir, { mode: 0o700 });
  const hostKeyFile = join(hostDir, 'ssh_host_ed25519_key');
  sh('ssh-keygen', '-q', '-t', 'ed25519', '-N', '', '-C', '', '-f', hostKeyFile);
  const hostKey = readFileSync(`${hostKeyFile}.pub`, 'utf8').trim().split(/\s+/).slice(0, 2).join(' ');
  // ssh-keygen prints "256 SHA256:… comment (ED25519)": an independent source for the fingerprint.
  const fingerprint = sh('ssh-keygen', '-l', '-E', 'sha256', '-f', `${hostKeyFile}.pub`).split(/\s+/)[1]!;

  const config = join(hostDir, 'sshd_config');
  const extra = ['LogLevel VERBOSE', ...spec.sshdOptions];
  writeFileSync(config, sshdConfig({ address: spec.address, port: spec.port, hostKey: hostKeyFile, authorizedKeys, extra }), { mode: 0o600 });
  sh('/usr/sbin/sshd', '-t', '-f', config);

  // ip netns exec, unshare and sh all exec in place, so the child's pid is sshd's pid.
  const mounts = PRIVATE_DIRS.map((d) => `mount -t tmpfs -o mode=${d === '/root' ? '0700' : '0755'} tmpfs ${d}`).join(' && ');
  const sshd = spawn(
    'ip',
    ['netns', 'exec', spec.netns, 'unshare', '--mount', '--propagation', 'private', 'sh', '-c', `${mounts} && exec /usr/sbin/sshd -D -e -f ${config}`],
    { env: { ...process.env, PATH: TOOL_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  started.push(sshd);
  let log = '';
  sshd.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-65_536)));
  // Neither keeps the test process alive; the exit hook kills sshd if a test forgets stop().
  sshd.unref();
  (sshd.stderr as unknown as { unref(): void }).unref();
  await waitForSsh(spec, sshd, () => log);

  const sshdPid = sshd.pid!;
  const run = (command: string, stdin?: Buffer | string) => runCommand('nsenter', ['-t', String(sshdPid), '-n', '-m', '--', 'sh', '-c', command], stdin);
  return {
    name: spec.name,
    address: spec.address,
    port: spec.port,
    hostKey,
    fingerprint,
    netns: spec.netns,
    sshdPid,
    run,
    runOk: async (command, stdin) => {
      const r = await run(command, stdin);
      if (r.code !== 0) throw new Error(`on test host ${spec.name}: ${command}: exit ${r.code}: ${r.stderr.trim()}`);
      return r.stdout.toString('utf8');
    },
    sshdLog: () => log,
  };
}

/** Waits until sshd answers with its SSH banner; fails early if it exits. */
async function waitForSsh(spec: HostSpec, sshd: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + SSHD_START_TIMEOUT_MS;
  for (;;) {
    if (sshd.exitCode !== null || sshd.signalCode !== null) {
      throw new Error(`sshd for test host ${spec.name} exited (${sshd.exitCode ?? sshd.signalCode}): ${log().trim()}`);
    }
    if (await answersSsh(spec.address, spec.port)) return;
    if (Date.now() > deadline) {
      throw new Error(`sshd for test host ${spec.name} did not answer on ${spec.address}:${spec.port} within ${SSHD_START_TIMEOUT_MS / 1000}s: ${log().trim()}`);
    }
    await delay(50);
  }
}

/**
 * The accounts the test hosts log in as. scripts/test.sh makes them before any test starts, so
 * that on a machine where they exist already nothing here changes the machine's account files:
 * useradd and usermod replace /etc/passwd and /etc/shadow by renaming new copies into place, and
 * Linux then drops every mount on those paths in other mount namespaces, so each host of a lab
 * that is up would lose its own copies (sshd there: "Invalid user deploy").
 */
export function ensureTestUsers(): void {
  for (const user of [TEST_USER, NOSUDO_USER]) {
    // Another test process may create the user at the same moment: only the final check counts.
    if (!userExists(user)) spawnSync('useradd', ['--create-home', '--shell', '/bin/sh', user], { env: { PATH: TOOL_PATH }, timeout: 30_000 });
    if (!userExists(user)) throw new Error(`cannot create test user ${user}`);
    // useradd leaves the password locked ('!'), and sshd without PAM refuses locked accounts.
    if (passwordLocked(user)) sh('usermod', '-p', '*', user);
  }
  const sudoers = '/etc/sudoers.d/k8sform-test';
  const entry = `${TEST_USER} ALL=(ALL) NOPASSWD:ALL\n`;
  if (readOrEmpty(sudoers) !== entry) writeFileSync(sudoers, entry, { mode: 0o440 });
}

const userExists = (user: string) => spawnSync('id', ['-u', user], { env: { PATH: TOOL_PATH } }).status === 0;
/** Whether the account's password field in /etc/shadow is locked ('!...'), or the account has none. */
const passwordLocked = (user: string) => !readOrEmpty('/etc/shadow').split('\n').some((l) => l.startsWith(`${user}:`) && !l.split(':')[1]!.startsWith('!'));

/** Hosts start at .10 of the block (.1 is the bridge). */
const FIRST_HOST_OFFSET = 10;
/** 10.213.0.0/24 … 10.213.251.0/24 are the test subnets. */
const TEST_SUBNETS = 252;

/** The /24s a set of `hosts` needs: its hosts from .10, then an address nothing answers and the broadcast. */
export function blockSize(hosts: number): number {
  let subnets = 1;
  while (FIRST_HOST_OFFSET + hosts > unusedOffset(subnets)) subnets *= 2;
  if (subnets > TEST_SUBNETS / 2) throw new Error(`${hosts} test hosts do not fit the 10.213.0.0/16 test range`);
  return subnets;
}

/** 10.213.0.0/16 counted from the start of 10.213.SUBNET.0. */
export function blockAddress(subnet: number, offset: number): string {
  const n = subnet * 256 + offset;
  return `10.213.${n >> 8}.${n & 255}`;
}

export const blockPrefixLength = (subnets: number) => 24 - Math.log2(subnets);
/** Near the block's end, past every host: `.250` of a single /24. */
const unusedOffset = (subnets: number) => subnets * 256 - 6;

/** Picks a free aligned block of `subnets` 10.213.N.0/24s and claims each with an exclusively created state file. */
function claimSubnets(subnets: number, plan: Omit<Resources, 'subnet' | 'subnets'>): Resources {
  mkdirSync(STATE_DIR, { recursive: true, mode: 0o700 });
  const routes = sh('ip', '-4', 'route', 'show');
  for (let attempt = 0; attempt < 100; attempt++) {
    const subnet = randomInt(0, TEST_SUBNETS / subnets) * subnets;
    const resources: Resources = { ...plan, subnet, subnets };
    const block = blockSubnets(resources);
    if (block.some((n) => routes.includes(`10.213.${n}.`))) continue;
    const claimed: number[] = [];
    try {
      for (const n of block) {
        writeFileSync(stateFile(n), JSON.stringify(resources), { flag: 'wx', mode: 0o600 });
        claimed.push(n);
      }
      return resources;
    } catch (e) {
      for (const n of claimed) rmSync(stateFile(n), { force: true });
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  throw new Error(`no free block of ${subnets} 10.213.N.0/24 test subnets`);
}

const blockSubnets = (r: Pick<Resources, 'subnet' | 'subnets'>) => Array.from({ length: r.subnets }, (_, i) => r.subnet + i);
const stateFile = (subnet: number) => join(STATE_DIR, `${subnet}.json`);

/** Removes what earlier test processes left behind when they were killed before cleaning up. */
function sweepAbandoned(): void {
  let files: string[];
  try {
    files = readdirSync(STATE_DIR);
  } catch {
    return;
  }
  for (const file of files) {
    try {
      const r = { subnets: 1, ...(JSON.parse(readFileSync(join(STATE_DIR, file), 'utf8')) as Partial<Resources>) } as Resources;
      if (!isAlive(r.pid)) destroy(r);
    } catch {
      // Unreadable or half-written by a live process: leave it.
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const active = new Set<Resources>();
let exitCleanupInstalled = false;

/** On exit or a termination signal, tear down whatever stop() has not. */
function installExitCleanup(): void {
  if (exitCleanupInstalled) return;
  exitCleanupInstalled = true;
  const destroyActive = () => {
    for (const r of active) destroy(r);
    active.clear();
  };
  process.on('exit', destroyActive);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      destroyActive();
      process.kill(process.pid, signal);
    });
  }
}

async function stopAll(r: Resources, started: readonly ChildProcess[]): Promise<void> {
  const exited = started.map((child) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve())),
  );
  destroy(r);
  active.delete(r);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(exited), new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
  clearTimeout(timer);
}

/** Idempotent and synchronous (it also runs from the 'exit' hook); missing pieces are skipped. */
function destroy(r: Resources): void {
  // Killing every process in the namespaces includes sshd's per-connection children.
  for (const ns of r.netns) {
    for (const pid of trySh('ip', 'netns', 'pids', ns).split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  // Deleting a veth end deletes its peer at once, even while the namespace lingers.
  for (const veth of r.veths) trySh('ip', 'link', 'del', veth);
  for (const ns of r.netns) trySh('ip', 'netns', 'del', ns);
  trySh('ip', 'link', 'del', r.bridge);
  rmSync(r.dir, { recursive: true, force: true });
  for (const n of blockSubnets(r)) rmSync(stateFile(n), { force: true });
}

/** Runs a setup command; throws with its stderr on failure. */
function sh(program: string, ...args: string[]): string {
  const r = spawnSync(program, args, { env: { ...process.env, PATH: TOOL_PATH }, encoding: 'utf8', timeout: COMMAND_TIMEOUT_MS });
  if (r.status !== 0) {
    const why = r.error?.message ?? (r.stderr.trim() || `exit ${r.status ?? r.signal}`);
    throw new Error(`test hosts: ${program} ${args.join(' ')}: ${why}`);
  }
  return r.stdout;
}

/** Runs a cleanup command, ignoring failure (the thing may already be gone). */
function trySh(program: string, ...args: string[]): string {
  const r = spawnSync(program, args, { env: { ...process.env, PATH: TOOL_PATH }, encoding: 'utf8', timeout: 10_000 });
  return r.status === 0 ? r.stdout : '';
}

function runCommand(program: string, args: readonly string[], stdin?: Buffer | string): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, PATH: TOOL_PATH }, timeout: COMMAND_TIMEOUT_MS });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.stdin.on('error', () => {});
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? 128 + (signal ? osConstants.signals[signal] : 0), stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr).toString('utf8') }),
    );
    child.stdin.end(stdin ?? '');
  });
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function failWith(message: string): never {
  throw new Error(message);
}
