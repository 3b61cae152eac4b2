import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { testCluster } from '../support/test-clusters.js';
import { localTransport, type LocalHost } from '../../src/providers/local/local-transport.js';
import { observeHost, OBSERVED_FILE_CAP, sha256 } from '../../src/state/observe-host.js';
import { ancestorDirectories } from '../../src/model/kubeadm-paths.js';

const root = mkdtempSync(join(tmpdir(), 'k8sform-observe-'));
after(() => rmSync(root, { recursive: true, force: true }));
const cluster = testCluster([`{ name: h, role: control-plane, address: 10.0.0.1, transport: local, local: { root: ${root}/h } }`], { path: `${root}/c.yaml` });
const transport = localTransport(cluster.hosts[0] as LocalHost);
const at = (p: string) => join(root, 'h', p);

test('ancestor directories (and given directories themselves) come shallowest first, each once, without the root', () => {
  assert.deepEqual(ancestorDirectories(['/etc/kubernetes/pki/etcd/ca.crt', '/etc/kubernetes/admin.conf', '/var/lib/kubelet/config.yaml'], ['/etc/kubernetes/tmp']), [
    '/etc', '/var', '/etc/kubernetes', '/var/lib', '/etc/kubernetes/pki', '/etc/kubernetes/tmp', '/var/lib/kubelet', '/etc/kubernetes/pki/etcd',
  ]);
});

test('files are seen with lstat semantics: a link is a link, a FIFO never blocks, a huge file is digested, not read', async () => {
  mkdirSync(at('etc/kubernetes/pki'), { recursive: true });
  mkdirSync(at('elsewhere'), { recursive: true });
  writeFileSync(at('elsewhere/secret.conf'), 'not this host\'s admin.conf\n');
  writeFileSync(at('etc/kubernetes/pki/ca.crt'), 'pem\n', { mode: 0o644 });
  symlinkSync('/elsewhere/secret.conf\nwith a newline', at('etc/kubernetes/admin.conf'));
  execFileSync('mkfifo', [at('etc/kubernetes/kubelet.conf')]);
  mkdirSync(at('etc/kubernetes/scheduler.conf'));
  writeFileSync(at('etc/kubernetes/huge.conf'), '');
  truncateSync(at('etc/kubernetes/huge.conf'), OBSERVED_FILE_CAP + 1);
  const paths = ['/etc/kubernetes/pki/ca.crt', '/etc/kubernetes/admin.conf', '/etc/kubernetes/kubelet.conf', '/etc/kubernetes/scheduler.conf', '/etc/kubernetes/huge.conf', '/etc/kubernetes/none.conf'];
  const { files, unsafeDirectories } = await observeHost(transport, paths, ['/etc/kubernetes/tmp']);
  assert.deepEqual(unsafeDirectories, []);
  const ca = files.get('/etc/kubernetes/pki/ca.crt')!;
  assert.equal(ca.content?.toString(), 'pem\n');
  assert.equal(ca.mode, 0o644);
  const link = files.get('/etc/kubernetes/admin.conf')!;
  assert.equal(link.content, undefined, 'the target\'s bytes are never read');
  assert.equal(link.notRegular?.what, 'a symbolic link to /elsewhere/secret.conf\\x0awith a newline');
  assert.match(link.digest, /^symlink:[0-9a-f]{64}$/);
  assert.equal(files.get('/etc/kubernetes/kubelet.conf')!.notRegular?.what, 'a fifo');
  assert.equal(files.get('/etc/kubernetes/scheduler.conf')!.notRegular?.what, 'a directory');
  const huge = files.get('/etc/kubernetes/huge.conf')!;
  assert.equal(huge.content, undefined);
  assert.equal(huge.size, OBSERVED_FILE_CAP + 1);
  assert.equal(huge.digest, sha256(Buffer.alloc(OBSERVED_FILE_CAP + 1)));
  assert.equal(files.get('/etc/kubernetes/none.conf')!.exists, false);
});

test('a linked directory above the files, or a linked backup folder, is reported and no file is read through it', async () => {
  rmSync(at('etc'), { recursive: true, force: true });
  mkdirSync(at('etc/kubernetes'), { recursive: true });
  mkdirSync(at('outside/pki'), { recursive: true });
  writeFileSync(at('outside/pki/ca.key'), 'someone else\'s key\n');
  symlinkSync(at('outside/pki'), at('etc/kubernetes/pki'));
  writeFileSync(at('etc/kubernetes/tmp'), 'a file where the backups go');
  const { files, unsafeDirectories } = await observeHost(transport, ['/etc/kubernetes/pki/ca.key', '/etc/kubernetes/admin.conf'], ['/etc/kubernetes/tmp']);
  assert.deepEqual(unsafeDirectories, [
    { path: '/etc/kubernetes/pki', what: `a symbolic link to ${at('outside/pki')}`, linkTarget: at('outside/pki') },
    { path: '/etc/kubernetes/tmp', what: 'a regular file' },
  ]);
  for (const f of files.values()) {
    assert.equal(f.content, undefined);
    assert.equal(f.notRegular?.unread, true);
  }
  assert.match(files.get('/etc/kubernetes/pki/ca.key')!.notRegular!.what, /^not read: \/etc\/kubernetes\/pki is a symbolic link to /);
});

test('a path with a * for a directory name reads every file matching it as if named, once, never through a linked directory, and nothing under an unsafe directory', async () => {
  rmSync(at('etc'), { recursive: true, force: true });
  const certs = 'etc/containerd/certs.d';
  for (const r of ['docker.io', 'registry.example.com:5000', 'quay.io', 'empty']) mkdirSync(at(`${certs}/${r}`), { recursive: true });
  writeFileSync(at(`${certs}/docker.io/hosts.toml`), 'server = "https://registry-1.docker.io"\n');
  writeFileSync(at(`${certs}/registry.example.com:5000/hosts.toml`), '[host."https://m"]\n', { mode: 0o600 });
  mkdirSync(at('outside/ghcr.io'), { recursive: true });
  writeFileSync(at('outside/ghcr.io/hosts.toml'), 'someone else\'s\n');
  symlinkSync(at('outside/ghcr.io'), at(`${certs}/ghcr.io`));
  symlinkSync('/etc/hostname', at(`${certs}/quay.io/hosts.toml`));
  mkdirSync(at(`${certs}/odd name`));
  writeFileSync(at(`${certs}/odd name/hosts.toml`), 'x\n');
  const pattern = '/etc/containerd/certs.d/*/hosts.toml';
  const { files, unsafeDirectories } = await observeHost(transport, ['/etc/containerd/config.toml', '/etc/containerd/certs.d/docker.io/hosts.toml', pattern, '/etc/kubernetes/admin.conf']);
  assert.deepEqual(unsafeDirectories, []);
  assert.deepEqual([...files.keys()].sort(), [
    '/etc/containerd/certs.d/docker.io/hosts.toml', '/etc/containerd/certs.d/quay.io/hosts.toml', '/etc/containerd/certs.d/registry.example.com:5000/hosts.toml',
    '/etc/containerd/config.toml', '/etc/kubernetes/admin.conf',
  ], 'the linked ghcr.io directory, the directory without a hosts.toml and the name no k8sform path has are left out');
  assert.equal(files.get('/etc/containerd/certs.d/docker.io/hosts.toml')!.content?.toString(), 'server = "https://registry-1.docker.io"\n');
  const found = files.get('/etc/containerd/certs.d/registry.example.com:5000/hosts.toml')!;
  assert.deepEqual([found.content?.toString(), found.mode], ['[host."https://m"]\n', 0o600]);
  assert.equal(files.get('/etc/containerd/certs.d/quay.io/hosts.toml')!.notRegular?.what, 'a symbolic link to /etc/hostname');
  assert.equal(files.get('/etc/containerd/config.toml')!.exists, false);

  rmSync(at('etc/containerd/certs.d'), { recursive: true });
  assert.deepEqual([...(await observeHost(transport, [pattern])).files.keys()], [], 'no directory: nothing');
  symlinkSync(at('outside'), at('etc/containerd/certs.d'));
  const linked = await observeHost(transport, [pattern]);
  assert.deepEqual([linked.unsafeDirectories.map((d) => d.path), [...linked.files.keys()]], [['/etc/containerd/certs.d'], []], 'a linked certs.d is reported and not looked into');
});

test('managed directories are stat-ed in the same round trip with lstat semantics: mode and owner, a link never followed', async () => {
  rmSync(at('var'), { recursive: true, force: true });
  mkdirSync(at('var/lib/etcd'), { recursive: true, mode: 0o755 });
  chmodSync(at('var/lib/etcd'), 0o755);
  mkdirSync(at('var/lib/real'), { recursive: true });
  symlinkSync('real', at('var/lib/linked'));
  writeFileSync(at('var/lib/file'), 'x');
  const { directories, unsafeDirectories } = await observeHost(transport, ['/var/lib/kubelet/config.yaml'], [], ['/var/lib/etcd', '/var/lib/linked', '/var/lib/file', '/var/lib/none']);
  assert.deepEqual(unsafeDirectories, []);
  const etcd = directories.get('/var/lib/etcd')!;
  assert.deepEqual([etcd.mode, etcd.digest], [0o755, `directory:0755:${etcd.uid}:${etcd.gid}`]);
  assert.deepEqual(directories.get('/var/lib/linked')!.notDirectory, { what: 'a symbolic link to real', linkTarget: 'real' });
  assert.equal(directories.get('/var/lib/file')!.notDirectory?.what, 'a regular file');
  assert.equal(directories.get('/var/lib/none')!.exists, false);
});

test('a linked directory above a managed directory is reported, and the directory is not looked at', async () => {
  rmSync(at('var'), { recursive: true, force: true });
  mkdirSync(at('elsewhere/etcd'), { recursive: true });
  mkdirSync(at('var'), { recursive: true });
  symlinkSync(at('elsewhere'), at('var/lib'));
  const { directories, unsafeDirectories } = await observeHost(transport, [], [], ['/var/lib/etcd']);
  assert.deepEqual(unsafeDirectories.map((d) => d.path), ['/var/lib']);
  assert.equal(directories.get('/var/lib/etcd')!.notDirectory?.unread, true);
});

test('files come with their modification time, and the processes asked about with their start, in the same round trip', async () => {
  rmSync(at('etc'), { recursive: true, force: true });
  mkdirSync(at('etc/kubernetes'), { recursive: true });
  writeFileSync(at('etc/kubernetes/scheduler.conf'), 'x');
  utimesSync(at('etc/kubernetes/scheduler.conf'), 1_700_000_000, 1_700_000_000);
  // Copies of sleep under names no other test runs; the long one's command name is cut to 15 characters by the kernel.
  const bin = join(root, 'bin');
  mkdirSync(bin, { recursive: true });
  for (const name of ['k8sform-probe', 'k8sform-observe-probe-long', 'k8sform-netns']) copyFileSync('/bin/sleep', join(bin, name));
  for (const name of readdirSync(bin)) chmodSync(join(bin, name), 0o755);
  const started: ChildProcess[] = [];
  const run = async (command: string, args: string[]) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    started.push(child);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return child;
  };
  try {
    const before = Date.now() / 1000;
    await run(join(bin, 'k8sform-probe'), ['60']);
    const newer = await run(join(bin, 'k8sform-probe'), ['60']);
    await run(join(bin, 'k8sform-observe-probe-long'), ['60']);
    // The same kind of process in another network namespace is another host's (the lab runs several on one machine).
    await run('unshare', ['--net', join(bin, 'k8sform-netns'), '60']);
    const after = Date.now() / 1000;
    const seen = await observeHost(transport, ['/etc/kubernetes/scheduler.conf'], [], [], ['k8sform-probe', 'k8sform-observe-probe-long', 'k8sform-netns', 'etcd-not-here']);
    assert.equal(seen.files.get('/etc/kubernetes/scheduler.conf')!.modifiedAt, 1_700_000_000);
    assert.deepEqual([...seen.processes!.keys()].sort(), ['k8sform-observe-probe-long', 'k8sform-probe']);
    const ticks = Number(readFileSync(`/proc/${newer.pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[19]);
    const probe = seen.processes!.get('k8sform-probe')!;
    assert.equal(probe.ticks, ticks, 'the newest of two processes of one name');
    for (const p of seen.processes!.values()) assert.ok(p.startedAt >= before - 1.5 && p.startedAt <= after + 0.5, `${p.startedAt} within [${before}, ${after}]`);
  } finally {
    for (const child of started) child.kill('SIGKILL');
  }
});

test('the kubelet\'s own certificates are read through their links in the same round trip, their certificate blocks alone: no key leaves the host', async () => {
  rmSync(at('var'), { recursive: true, force: true });
  const pki = at('var/lib/kubelet/pki');
  mkdirSync(pki, { recursive: true });
  const cert = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
  const key = '-----BEGIN EC PRIVATE KEY-----\nsecret\n-----END EC PRIVATE KEY-----\n';
  writeFileSync(join(pki, 'kubelet-client-2026-01-01.pem'), `${cert}${key}`, { mode: 0o600 });
  // Relative, so that it leads inside this stand-in host's root (the kubelet's own are absolute).
  symlinkSync('kubelet-client-2026-01-01.pem', join(pki, 'kubelet-client-current.pem'));
  writeFileSync(join(pki, 'kubelet-server-current.pem'), `${key}client-key-data: c2VjcmV0\n${cert}`, { mode: 0o600 });
  symlinkSync('/var/lib/kubelet/pki/gone.pem', join(pki, 'dangling.pem'));
  const store = ['/var/lib/kubelet/pki/kubelet-client-current.pem', '/var/lib/kubelet/pki/kubelet-server-current.pem', '/var/lib/kubelet/pki/dangling.pem', '/var/lib/kubelet/pki/none.pem'];
  const { files } = await observeHost(transport, ['/var/lib/kubelet/config.yaml'], [], [], [], store);
  const [client, server, dangling, none] = store.map((p) => files.get(p)!);
  assert.equal(client.certificatePem, cert, 'the certificate the link leads to, without its key');
  assert.equal(client.notRegular?.linkTarget, 'kubelet-client-2026-01-01.pem');
  assert.match(client.digest, /^symlink:/);
  assert.equal(client.content, undefined);
  assert.equal(server.certificatePem, cert);
  assert.equal(server.digest, sha256(`${key}client-key-data: c2VjcmV0\n${cert}`), 'a regular file\'s digest is of all its bytes, computed on the host');
  assert.equal(server.mode, 0o600);
  assert.equal(server.content, undefined, 'the bytes, key and all, never cross');
  assert.equal(dangling.exists, true);
  assert.equal(dangling.certificatePem, undefined);
  assert.equal(none.exists, false);
  assert.equal(files.get('/var/lib/kubelet/config.yaml')!.exists, false, 'the other paths are read as before');
  assert.doesNotMatch(JSON.stringify([...files.values()]), /PRIVATE KEY|secret|key-data/);
});
