import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { RemoteError, UserError } from '../../src/errors.js';
import { localTransport } from '../../src/providers/local/local-transport.js';
import { connectSsh, type SshConnectOptions, type SshHost } from '../../src/providers/ssh/index.js';
import type { HostTransport } from '../../src/model/host-transport.js';
import { ensurePrerequisites } from './support/ensure-prerequisites.js';
import { NOSUDO_USER, startTestHosts, TEST_USER, type TestHost, type TestHosts } from './support/test-hosts.js';

/**
 * The ssh and local transports against real sshd test hosts (network + mount namespaces on this
 * machine). Needs root; fails, not skips, when the machine cannot provide the hosts.
 */
let env: TestHosts;
let a: TestHost;
let b: TestHost;
let scratch: string;

before(async () => {
  ensurePrerequisites();
  env = await startTestHosts(['a', 'b'], { bastion: true });
  [a, b] = env.hosts as [TestHost, TestHost];
  scratch = mkdtempSync(join(tmpdir(), 'k8sform-transport-test-'));
});

after(async () => {
  await env?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function withTransport<T>(host: SshHost, use: (t: HostTransport) => Promise<T>, opts: Partial<SshConnectOptions> = {}): Promise<T> {
  const transport = await connectSsh(host, { trustNewHostKeys: false, ...opts });
  try {
    return await use(transport);
  } finally {
    await transport.close();
  }
}

/** A fresh known_hosts file with `text` in it. */
function knownHostsWith(text: string): string {
  const file = join(scratch, `known_hosts-${randomBytes(4).toString('hex')}`);
  writeFileSync(file, text);
  return file;
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs}ms`);
    await delay(20);
  }
}

/** Asserts `promise` rejects with a one-line error of class `type` and returns its message. */
async function rejection(promise: Promise<unknown>, type: typeof RemoteError | typeof UserError): Promise<string> {
  const err = await promise.then(
    () => assert.fail('expected a rejection'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof type, `expected ${type.name}, got ${String(err)}`);
  assert.ok(!err.message.includes('\n'), `expected one line: ${err.message}`);
  return err.message;
}

test('exec as root: stdout, stderr and exit codes; binary stdin byte-exact; quotes survive', async () => {
  await withTransport(env.sshHost(a), async (t) => {
    assert.equal(t.root, '');
    assert.equal(t.host, 'a');
    const r = await t.exec(`echo out; echo "it's an error" >&2; exit 3`);
    assert.equal(r.code, 3);
    assert.equal(r.stdout.toString(), 'out\n');
    assert.equal(r.stderr, "it's an error\n");
    assert.equal((await t.exec('id -u')).stdout.toString(), '0\n');

    const data = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(3 * 1024 * 1024)]);
    const echoed = await t.exec('cat', data);
    assert.equal(echoed.code, 0);
    assert.ok(echoed.stdout.equals(data), 'stdin came back unchanged');

    // A script that ignores its stdin still reports its own exit status.
    assert.equal((await t.exec('exit 7', randomBytes(1024 * 1024))).code, 7);
    // More concurrent execs than channels per connection: they queue, none fails.
    const many = await Promise.all(Array.from({ length: 12 }, (_, i) => t.exec(`sleep 0.1; echo ${i}`)));
    assert.deepEqual(many.map((m) => m.stdout.toString()), Array.from({ length: 12 }, (_, i) => `${i}\n`));
  });
});

test('a session that breaks mid-exec is a RemoteError, and so is every later exec', async () => {
  const t = await connectSsh(env.sshHost(a), { trustNewHostKeys: false });
  // The script's parent is sshd's process for this connection: killing it drops the connection.
  const message = await rejection(t.exec('kill -9 $PPID; sleep 10'), RemoteError);
  assert.match(message, /^a: the ssh session ended without an exit status/);
  assert.match(await rejection(t.exec('true'), RemoteError), /^a: ssh connection lost/);
  await t.close();
});

test("each host's /etc/kubernetes is private", async () => {
  const name = `probe-${randomBytes(4).toString('hex')}`;
  await withTransport(env.sshHost(a), async (t) => {
    assert.equal((await t.exec(`cat > /etc/kubernetes/${name}`, Buffer.from('from a'))).code, 0);
  });
  assert.equal(await a.runOk(`cat /etc/kubernetes/${name}`), 'from a');
  await withTransport(env.sshHost(b), async (t) => {
    assert.equal((await t.exec(`test -e /etc/kubernetes/${name}`)).code, 1);
  });
  assert.equal(existsSync(`/etc/kubernetes/${name}`), false);
});

test('an unknown host key is refused, then accepted and recorded with trustNewHostKeys', async () => {
  const file = knownHostsWith(`${b.address} ${b.hostKey}\n`);
  const host = env.sshHost(a, { knownHostsFile: file });
  const message = await rejection(connectSsh(host, { trustNewHostKeys: false }), RemoteError);
  assert.match(message, /--trust-new-host-keys/);
  assert.ok(message.includes(a.fingerprint), message);
  assert.equal(readFileSync(file, 'utf8'), `${b.address} ${b.hostKey}\n`);

  await withTransport(host, async (t) => assert.equal((await t.exec('true')).code, 0), { trustNewHostKeys: true });
  assert.equal(readFileSync(file, 'utf8'), `${b.address} ${b.hostKey}\n${a.address} ${a.hostKey}\n`);
  await withTransport(host, async (t) => assert.equal((await t.exec('true')).code, 0));
});

test('a new key on a non-22 port is recorded as [address]:port', async () => {
  const target = env.behindBastion!;
  const bastion = env.bastion!;
  const file = knownHostsWith(`${bastion.address} ${bastion.hostKey}\n`);
  const host = env.sshHost(target, { knownHostsFile: file, bastion: { address: bastion.address, user: 'root', port: bastion.port } });
  await withTransport(host, async (t) => assert.equal((await t.exec('true')).code, 0), { trustNewHostKeys: true });
  assert.ok(readFileSync(file, 'utf8').endsWith(`[${target.address}]:${target.port} ${target.hostKey}\n`));
});

test('a changed host key is refused, naming both fingerprints, even with trustNewHostKeys', async () => {
  // b's key recorded under a's address: same key type, different key.
  const file = knownHostsWith(`${a.address} ${b.hostKey}\n`);
  const host = env.sshHost(a, { knownHostsFile: file });
  for (const trustNewHostKeys of [false, true]) {
    const message = await rejection(connectSsh(host, { trustNewHostKeys }), RemoteError);
    assert.match(message, /HOST KEY CHANGED/);
    assert.ok(message.includes(b.fingerprint), `expected fingerprint in: ${message}`);
    assert.ok(message.includes(a.fingerprint), `presented fingerprint in: ${message}`);
  }
  assert.equal(readFileSync(file, 'utf8'), `${a.address} ${b.hostKey}\n`);
});

test('hashed known_hosts entries (ssh-keygen -H) match', async () => {
  const file = knownHostsWith(env.knownHosts);
  execFileSync('ssh-keygen', ['-q', '-H', '-f', file], { stdio: 'ignore' });
  const text = readFileSync(file, 'utf8');
  assert.ok(text.startsWith('|1|') && !text.includes(a.address), 'ssh-keygen hashed the names');
  await withTransport(env.sshHost(a, { knownHostsFile: file }), async (t) => assert.equal((await t.exec('true')).code, 0));
});

test('ssh-agent authenticates when no identityFile is set', async () => {
  const socket = join(scratch, 'agent.sock');
  const agent = spawn('ssh-agent', ['-D', '-a', socket], { stdio: 'ignore' });
  try {
    await waitFor(() => existsSync(socket), 5_000);
    execFileSync('ssh-add', ['-q', env.identityFile], { env: { ...process.env, SSH_AUTH_SOCK: socket }, stdio: 'ignore' });
    const host = env.sshHost(a, { identityFile: undefined });
    await withTransport(host, async (t) => assert.equal((await t.exec('echo via agent')).stdout.toString(), 'via agent\n'), { agentSocket: socket });
  } finally {
    agent.kill();
  }
});

test('a non-root user with passwordless sudo runs scripts as root', async () => {
  await withTransport(env.sshHost(a, { user: TEST_USER, sudo: true }), async (t) => {
    const r = await t.exec(`id -u; printf '%s' "it's"; cat`, Buffer.from(' stdin'));
    assert.equal(r.stdout.toString(), "0\nit's stdin");
  });
});

test('a user without sudo rights fails clearly', async () => {
  const message = await rejection(connectSsh(env.sshHost(a, { user: NOSUDO_USER, sudo: true }), { trustNewHostKeys: false }), RemoteError);
  assert.match(message, /sudo -n failed: the user needs passwordless sudo/);
});

test('a bastion-only host is reached through the bastion, and refuses root directly', async () => {
  const target = env.behindBastion!;
  const bastion = env.bastion!;
  const viaBastion = env.sshHost(target, { bastion: { address: bastion.address, user: 'root', port: bastion.port } });
  await withTransport(viaBastion, async (t) => {
    // sshd records the client address: the bastion's.
    const r = await t.exec('echo "$SSH_CONNECTION"');
    assert.equal(r.stdout.toString().split(' ')[0], bastion.address);
  });
  const message = await rejection(connectSsh(env.sshHost(target), { trustNewHostKeys: false }), RemoteError);
  assert.match(message, /authentication failed for root@/);
});

test('unreachable address: a one-line RemoteError within the timeout', async () => {
  const started = Date.now();
  const host = { ...env.sshHost(a), name: 'ghost', address: env.unusedAddress };
  const message = await rejection(connectSsh(host, { trustNewHostKeys: false }), RemoteError);
  assert.ok(Date.now() - started < 25_000, `took ${Date.now() - started}ms`);
  assert.match(message, new RegExp(`^ghost: cannot connect to root@${env.unusedAddress.replaceAll('.', '\\.')}:22: `));
});

test('connection refused names the address', async () => {
  const message = await rejection(connectSsh(env.sshHost(a, { port: 2200 }), { trustNewHostKeys: false }), RemoteError);
  assert.match(message, new RegExp(`cannot connect to root@${a.address.replaceAll('.', '\\.')}:2200: connection refused`));
});

test('identity problems are config errors that name the file', async () => {
  const missing = join(scratch, 'no-such-key');
  assert.match(await rejection(connectSsh(env.sshHost(a, { identityFile: missing }), { trustNewHostKeys: false }), UserError), new RegExp(`${missing}: no such file`));
  const publicKey = `${env.identityFile}.pub`;
  assert.match(await rejection(connectSsh(env.sshHost(a, { identityFile: publicKey }), { trustNewHostKeys: false }), UserError), /is a public key/);
  const message = await rejection(connectSsh(env.sshHost(a, { identityFile: undefined }), { trustNewHostKeys: false }), UserError);
  assert.match(message, /no ssh identityFile .*SSH_AUTH_SOCK is not set/);
});

test('local transport runs scripts with its root dir (created if missing) and stdin', async () => {
  const root = join(scratch, 'local-root', 'nested');
  const t = localTransport({
    name: 'local-1',
    role: 'control-plane',
    address: '127.0.0.1',
    internalAddress: '127.0.0.1',
    labels: {},
    taints: [],
    transport: { kind: 'local', root },
  });
  assert.equal(t.root, root);
  assert.ok(existsSync(root));
  const data = randomBytes(256 * 1024);
  const r = await t.exec(`mkdir -p "${root}/etc" && cat > "${root}/etc/blob" && echo done; echo warn >&2; exit 4`, data);
  assert.deepEqual([r.code, r.stdout.toString(), r.stderr], [4, 'done\n', 'warn\n']);
  assert.ok(readFileSync(join(root, 'etc', 'blob')).equals(data));
  await t.close();
});
