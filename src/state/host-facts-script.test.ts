import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { RemoteError } from '../errors.js';
import { DIGEST_FUNCTION } from '../model/kubeadm-paths.js';
import { INSTALLED_DIGEST_FUNCTION } from '../model/node-software.js';
import { hostFactsScript, parseHostFacts } from './host-facts-script.js';

const SOCKET = 'unix:///run/containerd/containerd.sock';
const WANTED = { criSocket: SOCKET, portsUnless: ['/etc/kubernetes/kubelet.conf'] };

test('the facts lines are parsed into what the checks read', () => {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const lines = ['B 1 100', 'PF', 'T 1800000000.250000000', 'S 2', 'Y net/ipv4/ip_forward 0', 'Y net/bridge/bridge-nf-call-iptables 1', 'O 0', 'G 2', 'Q 1',
    `C silent ${b64('ctr: connection refused')}`, 'L 0016 192B 0016 2A0A', 'M flock losetup', `K ${b64('/usr/bin/kubelet')} ${b64('Kubernetes v1.36.3')}`,
    'F 1000 80 /var', 'N 0-3', 'R 8000000', 'V 6.12.0', 'PE', ''];
  assert.deepEqual(parseHostFacts('w-1', lines, WANTED, 1_800_000_000_000, 1_800_000_000_500), {
    clock: { host: 1800000000.25, sentAt: 1800000000, receivedAt: 1800000000.5 },
    swapDevices: 2,
    sysctls: { 'net.ipv4.ip_forward': '0', 'net.bridge.bridge-nf-call-iptables': '1' },
    overlayFilesystem: false,
    cgroupVersion: 2,
    systemd: true,
    containerRuntime: { socket: '/run/containerd/containerd.sock', state: 'silent', detail: 'ctr: connection refused' },
    listeningPorts: [22, 6443, 10762],
    missingTools: ['flock', 'losetup'],
    kubelet: { path: '/usr/bin/kubelet', versionLine: 'Kubernetes v1.36.3' },
    disk: { totalKiB: 1000, availableKiB: 80, mount: '/var' },
    cpus: 4,
    memoryKiB: 8000000,
    kernelRelease: '6.12.0',
  });
  assert.throws(() => parseHostFacts('w-1', ['PF', 'S 0'], WANTED, 0, 0), (e) => e instanceof RemoteError && /host\[w-1\]: unexpected output while reading what the host is/.test(e.message));
});

/** Runs the script with the machine's sh, `bin` first in the PATH; the ports are read unless every one of `portsUnless` exists. */
function runScript(socket: string, bin: string, portsUnless = ['/nonexistent/kubelet.conf']): ReturnType<typeof parseHostFacts> {
  const sentAt = Date.now();
  const wanted = { criSocket: socket, portsUnless };
  const out = execFileSync('sh', ['-s'], { input: `set -u\n${hostFactsScript(wanted)}\n`, env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } }).toString('utf8');
  return parseHostFacts('here', out.split('\n'), wanted, sentAt, Date.now());
}

const listening = (server: Server, ...args: unknown[]) => new Promise<void>((resolve) => (server.listen as (...a: unknown[]) => void)(...args, () => resolve()));

test('the script, run by this machine\'s sh, reads this machine: its kernel settings, ports, clock, CPUs, and asks the runtime with crictl when there is one', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'k8sform-facts-'));
  const tcp = createServer();
  const unix = createServer();
  t.after(() => {
    tcp.close();
    unix.close();
    rmSync(dir, { recursive: true, force: true });
  });
  await listening(tcp, 0, '127.0.0.1');
  const socketPath = join(dir, 'cri.sock');
  await listening(unix, socketPath);
  const bin = join(dir, 'bin');
  execFileSync('mkdir', [bin]);
  const tool = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };

  // No crictl, and a socket whose path does not say containerd: there, not asked.
  const noClient = runScript(`unix://${socketPath}`, bin);
  assert.deepEqual(noClient.containerRuntime, { socket: socketPath, state: 'socket' });
  assert.equal(noClient.kubelet, undefined);
  assert.equal(noClient.kernelRelease, readFileSync('/proc/sys/kernel/osrelease', 'utf8').trim());
  assert.equal(noClient.sysctls['net.ipv4.ip_forward'], readFileSync('/proc/sys/net/ipv4/ip_forward', 'utf8').trim());
  assert.equal(noClient.cpus, cpus().length);
  assert.ok(noClient.listeningPorts?.includes((tcp.address() as { port: number }).port));
  assert.equal(runScript(`unix://${socketPath}`, bin, [socketPath, bin]).listeningPorts, undefined, 'nothing is to start: the ports are not read');
  assert.deepEqual(noClient.missingTools, [], 'this machine has every tool');
  assert.ok(noClient.clock.host >= noClient.clock.sentAt - 1 && noClient.clock.host <= noClient.clock.receivedAt + 1, 'one clock, read between sending and receiving');
  assert.equal(noClient.swapDevices, readFileSync('/proc/swaps', 'utf8').trim().split('\n').length - 1);
  assert.ok(noClient.disk && noClient.disk.availableKiB > 0 && noClient.disk.totalKiB >= noClient.disk.availableKiB);
  assert.equal(runScript('unix:///nonexistent/containerd.sock', bin).containerRuntime.state, 'absent');

  tool('crictl', `[ "$2" = "unix://${socketPath}" ] || exit 3\necho "Version:  0.1.0"\necho "RuntimeName:  containerd"\necho "RuntimeVersion:  v2.1.4"`);
  tool('kubelet', '[ "$1" = --version ] && echo "Kubernetes v1.36.3"');
  const answering = runScript(`unix://${socketPath}`, bin);
  assert.deepEqual(answering.containerRuntime, { socket: socketPath, state: 'answers', detail: 'containerd v2.1.4' });
  assert.deepEqual(answering.kubelet, { path: join(bin, 'kubelet'), versionLine: 'Kubernetes v1.36.3' });
  tool('crictl', 'echo "validate service connection: dial unix: connection refused" >&2; exit 1');
  assert.deepEqual(runScript(`unix://${socketPath}`, bin).containerRuntime, { socket: socketPath, state: 'silent', detail: 'validate service connection: dial unix: connection refused' });
  // containerd without its CRI plugin answers crictl with gRPC's unknown service.
  tool('crictl', 'echo "validate service connection: validate CRI v1 runtime API for endpoint: rpc error: code = Unimplemented desc = unknown service runtime.v1.RuntimeService" >&2; exit 1');
  assert.deepEqual(runScript(`unix://${socketPath}`, bin).containerRuntime, { socket: socketPath, state: 'no-cri', detail: 'not loaded' });

  // No crictl, a containerd socket: containerd's ctr says its version, and lists its plugins (as 1.6 to 2.x print them).
  execFileSync('rm', [join(bin, 'crictl')]);
  const containerdSocket = join(dir, 'containerd.sock');
  const containerd = createServer();
  t.after(() => containerd.close());
  await listening(containerd, containerdSocket);
  const ctr = (cri: string) => tool('ctr', [
    `[ "$2" = "${containerdSocket}" ] || exit 3`,
    'case "$3" in',
    '  version) printf "Client:\\n  Version:  1.6.20~ds1\\n\\nServer:\\n  Version:  1.6.20~ds1\\n  UUID: x\\n" ;;',
    `  plugins) printf "TYPE                                  ID                       PLATFORMS      STATUS\\nio.containerd.content.v1              content                  -              ok\\n${cri}" ;;`,
    'esac',
  ].join('\n'));
  ctr('io.containerd.grpc.v1                 cri                      linux/amd64    ok\\n');
  assert.deepEqual(runScript(`unix://${containerdSocket}`, bin).containerRuntime, { socket: containerdSocket, state: 'answers', detail: 'containerd 1.6.20~ds1' });
  ctr('io.containerd.grpc.v1                 cri                      linux/amd64    error\\n');
  assert.deepEqual(runScript(`unix://${containerdSocket}`, bin).containerRuntime, { socket: containerdSocket, state: 'no-cri', detail: 'error' });
  ctr('');
  assert.deepEqual(runScript(`unix://${containerdSocket}`, bin).containerRuntime, { socket: containerdSocket, state: 'no-cri', detail: 'not loaded' }, 'disabled_plugins: not listed at all');
});

test('a file extracted from a release archive reads as that member of the archive while the host\'s record of it names the bytes it has, else as its own digest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'k8sform-facts-extracted-'));
  try {
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    const archive = 'a'.repeat(64);
    const file = join(dir, 'bridge');
    const record = join(dir, 'record');
    const installed = () => execFileSync('sh', ['-c', `${DIGEST_FUNCTION}\n${INSTALLED_DIGEST_FUNCTION}\ninstalled "$1" "$2"`, 'sh', file, record]).toString('utf8').trim();
    writeFileSync(file, 'bridge v1');
    assert.equal(installed(), sha('bridge v1'), 'no record');
    writeFileSync(record, `${archive} bridge ${sha('bridge v1')}\n`);
    assert.equal(installed(), `extracted:${archive}:bridge`);
    writeFileSync(record, `${archive} bridge ${sha('bridge v1')}`);
    assert.equal(installed(), `extracted:${archive}:bridge`, 'a record without its newline');
    writeFileSync(file, 'restored from a backup');
    assert.equal(installed(), sha('restored from a backup'), 'bytes the record does not name');
    writeFileSync(record, '');
    assert.equal(installed(), sha('restored from a backup'), 'an empty record');
    rmSync(file);
    assert.equal(installed(), 'absent');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('with node software, the script reads each binary\'s digest as apply re-checks it (a link by its target), its mode and owner, the machine and the downloaders', () => {
  const dir = mkdtempSync(join(tmpdir(), 'k8sform-facts-bin-'));
  try {
    const file = join(dir, 'kubelet');
    writeFileSync(file, 'not really a kubelet\n');
    chmodSync(file, 0o750);
    const link = join(dir, 'kubectl');
    execFileSync('ln', ['-s', '/opt/kubectl', link]);
    const wanted = { ...WANTED, binaries: [file, link, join(dir, 'crictl')] };
    const out = execFileSync('sh', ['-s'], { input: `set -u\n${hostFactsScript(wanted)}\n` }).toString('utf8');
    const facts = parseHostFacts('here', out.split('\n'), wanted, Date.now(), Date.now());
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    assert.deepEqual(facts.binaries?.[file], { digest: sha('not really a kubelet\n'), mode: 0o750, uid: process.getuid!(), gid: process.getgid!() });
    assert.equal(facts.binaries?.[link]?.digest, `symlink:${sha('/opt/kubectl')}`);
    assert.deepEqual(facts.binaries?.[join(dir, 'crictl')], { digest: 'absent' });
    assert.equal(facts.machine, execFileSync('uname', ['-m']).toString('utf8').trim());
    assert.ok(facts.downloaders!.every((d) => d === 'curl' || d === 'wget'));
    assert.equal(facts.downloaders!.includes('curl'), execFileSync('sh', ['-c', 'command -v curl || true']).toString('utf8').trim() !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('files cluster.yaml expects on the host (a registry mirror\'s ca) are read for their absence: a file is there; a missing one, a directory, a name with spaces missing are named; asked for none, nothing is said', () => {
  const dir = mkdtempSync(join(tmpdir(), 'k8sform-facts-expected-'));
  try {
    const present = join(dir, 'ca.crt');
    writeFileSync(present, 'a certificate\n');
    const expectedFiles = [present, join(dir, 'gone.crt'), dir, join(dir, 'with space.crt')];
    const read = (wanted: typeof WANTED & { expectedFiles?: string[] }) =>
      parseHostFacts('here', execFileSync('sh', ['-s'], { input: `set -u\n${hostFactsScript(wanted)}\n` }).toString('utf8').split('\n'), wanted, Date.now(), Date.now());
    assert.deepEqual(read({ ...WANTED, expectedFiles }).missingFiles, expectedFiles.slice(1));
    assert.deepEqual(read({ ...WANTED, expectedFiles: [present] }).missingFiles, []);
    assert.equal(read(WANTED).missingFiles, undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
