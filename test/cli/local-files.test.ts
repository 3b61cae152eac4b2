import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { k8sform, oneLineRefusal } from '../corpus/run-cli.js';
import { CLI, repoPath } from '../support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-local-files-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** What is at a path, as lstat sees it: its type, and a link's target or a file's bytes. */
function whatIsAt(path: string): string {
  const st = lstatSync(path);
  if (st.isSymbolicLink()) return `link -> ${readlinkSync(path)}`;
  if (st.isFile()) return `file ${readFileSync(path, 'utf8')}`;
  if (st.isCharacterDevice()) return `char ${st.rdev}`;
  return st.isFIFO() ? 'fifo' : st.isSocket() ? 'socket' : st.isDirectory() ? 'dir' : 'other';
}

test('--out and -o refuse a device, FIFO, socket, link or directory in one line and leave it as it was', async () => {
  const dir = join(work, 'local');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);

  const out = join(dir, 'out');
  mkdirSync(join(out, 'directory'), { recursive: true });
  writeFileSync(join(out, 'regular'), 'keep me\n');
  symlinkSync(join(out, 'regular'), join(out, 'link'));
  symlinkSync(join(out, 'directory'), join(out, 'link-to-directory'));
  execFileSync('mkfifo', [join(out, 'fifo')]);
  // The same device as /dev/full: writing k8sform's output over it once replaced the machine's own.
  execFileSync('mknod', [join(out, 'full'), 'c', '1', '7']);
  const server = createServer().listen(join(out, 'socket'));
  after(() => server.close());
  await new Promise((resolve) => server.once('listening', resolve));

  const writers: [string, (path: string) => string[]][] = [
    ['plan --out', (p) => ['plan', '--target', 'host', '--out', p]],
    ['snapshot -o', (p) => ['snapshot', '-o', p]],
    ['kubeconfig -o', (p) => ['kubeconfig', '--user', 'alice', '--force', '-o', p]],
    ['etcd snapshot -o', (p) => ['etcd', 'snapshot', '--force', '-o', p]],
  ];
  const cases: [string, string, RegExp][] = [
    ['full', 'a character device', /is a character device, not a regular file/],
    ['fifo', 'a FIFO', /is a FIFO, not a regular file/],
    ['socket', 'a socket', /is a socket, not a regular file/],
    ['link', 'a link to a regular file', /is a symbolic link, not a regular file/],
    ['directory', 'a directory', /is a directory, not a regular file/],
  ];
  for (const [name, args] of writers) {
    for (const [file, what, says] of cases) {
      const path = join(out, file);
      const before = whatIsAt(path);
      assert.match(oneLineRefusal(await run(...args(path)), `${name} to ${what}`, { afterProgress: true }), says);
      assert.equal(whatIsAt(path), before, `${name} changed ${what}`);
    }
    assert.equal(whatIsAt(join(out, 'regular')), 'file keep me\n', `${name} wrote through the link`);
  }

  for (const [file, says] of [['regular', /is a regular file, not a directory/], ['link-to-directory', /is a symbolic link, not a directory/], ['full', /is a character device, not a directory/]] as const) {
    const path = join(out, file);
    const before = whatIsAt(path);
    assert.match(oneLineRefusal(await run('render', '--out', path), `render --out ${file}`), says);
    assert.equal(whatIsAt(path), before);
  }

  // A regular file is replaced, a new path is created, as before.
  assert.equal((await run('plan', '--target', 'host', '--out', join(out, 'regular'), '--quiet')).status, 0);
  assert.match(whatIsAt(join(out, 'regular')), /^file \{/);
  assert.equal((await run('snapshot', '-o', join(out, 'new.json'), '--quiet')).status, 0);
});

test('an ssh identityFile or knownHostsFile that is a FIFO or /dev/zero is refused at once, never read', async () => {
  const dir = join(work, 'ssh');
  mkdirSync(dir);
  execFileSync('mkfifo', [join(dir, 'fifo')]);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'id')]);
  for (const [identity, knownHosts, says] of [
    ['fifo', 'known_hosts', /^cp-1: cannot read ssh identityFile \S+\/fifo: not a regular file$/],
    ['/dev/zero', 'known_hosts', /^cp-1: cannot read ssh identityFile \/dev\/zero: not a regular file$/],
    ['id', 'fifo', /^cp-1: cannot read known_hosts file \S+\/fifo: not a regular file$/],
    ['id', '/dev/zero', /^cp-1: cannot read known_hosts file \/dev\/zero: not a regular file$/],
  ] as const) {
    // Port 1 on loopback: nothing listens, and nothing must be tried before the files are refused.
    writeFileSync(join(dir, 'cluster.yaml'), `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: ssh-files }
spec:
  kubernetesVersion: v1.37.2
  ssh: { user: root, port: 1, identityFile: ${identity}, knownHostsFile: ${knownHosts} }
  hosts:
    - { name: cp-1, role: control-plane, address: 127.0.0.1 }
`);
    // A FIFO used to hang plan, /dev/zero to fill memory: a timeout here is the failure.
    const run = await new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(CLI, ['plan', '--quiet'], { cwd: dir, encoding: 'utf8', timeout: 30_000, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      });
    });
    assert.match(oneLineRefusal(run, `identityFile ${identity}, knownHostsFile ${knownHosts}`), says);
  }
});

test('validate checks the SSH files cluster.yaml names: one located line each, before any host is contacted', async () => {
  const dir = join(work, 'validate-ssh');
  mkdirSync(dir);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'id')]);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', 'secret words', '-f', join(dir, 'locked')]);
  writeFileSync(join(dir, 'known_hosts'), '');
  mkdirSync(join(dir, 'a-directory'));
  const cluster = (ssh: string, host2 = '') => `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: ssh-files }
spec:
  kubernetesVersion: v1.37.2
  ssh: { user: root, port: 1, ${ssh} }
  hosts:
    - { name: cp-1, role: control-plane, address: 127.0.0.1 }
    - { name: wk-1, role: worker, address: 127.0.0.2${host2} }
`;
  const validate = async (text: string, ...flags: string[]) => {
    writeFileSync(join(dir, 'cluster.yaml'), text);
    return k8sform(['validate', ...flags], dir);
  };
  const usable = await validate(cluster('identityFile: id, knownHostsFile: known_hosts'));
  assert.equal(usable.status, 0, usable.stderr);
  assert.equal(usable.stderr, '');

  for (const [ssh, host2, says] of [
    ['identityFile: missing, knownHostsFile: known_hosts', '', /^cluster\.yaml:6:45: spec\.ssh\.identityFile: cannot read \S+\/missing: no such file$/],
    ['identityFile: id.pub, knownHostsFile: known_hosts', '', /^cluster\.yaml:6:45: spec\.ssh\.identityFile: \S+\/id\.pub cannot be used: it is a public key; point it at the private key$/],
    ['identityFile: locked, knownHostsFile: known_hosts', '', /^cluster\.yaml:6:45: spec\.ssh\.identityFile: \S+\/locked cannot be used: it is passphrase-protected; load it into ssh-agent and leave identityFile unset$/],
    ['identityFile: id, knownHostsFile: a-directory', '', /^cluster\.yaml:6:\d+: spec\.ssh\.knownHostsFile: cannot read \S+\/a-directory: not a regular file$/],
    // A host's own setting is named at the host.
    ['identityFile: id, knownHostsFile: known_hosts', ', ssh: { identityFile: other }', /^cluster\.yaml:9:\d+: spec\.hosts\[1\]\.ssh\.identityFile: cannot read \S+\/other: no such file$/],
  ] as const) {
    const r = await validate(cluster(ssh, host2));
    assert.match(oneLineRefusal(r, ssh + host2), says);
  }

  // A known_hosts file not made yet is a warning: --trust-new-host-keys makes it on first contact.
  const fresh = await validate(cluster('identityFile: id, knownHostsFile: not-yet'));
  assert.equal(fresh.status, 0, fresh.stderr);
  assert.match(fresh.stderr, /^cluster\.yaml:6:\d+: warning: spec\.ssh\.knownHostsFile: \S+\/not-yet does not exist yet: plan and apply refuse every host until it lists their keys \(--trust-new-host-keys records them on first contact\)\n$/);

  // A job without the SSH secrets checks the rest.
  const skipped = await validate(cluster('identityFile: missing, knownHostsFile: not-yet'), '--no-ssh-files');
  assert.equal(skipped.status, 0, skipped.stderr);
  assert.equal(skipped.stderr, '');
});

test('force-unlock removes a lock a killed apply left even when no plan can read the hosts (a CA certificate without its key)', async () => {
  const dir = join(work, 'unlock');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  // What an apply killed between the two writes of the CA left before the key was written first.
  rmSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/pki/ca.key'));
  const id = '3f2b8c1e-0d4a-4c51-9a57-8e2f1b6d7c90';
  const lock = join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/k8sform.lock');
  writeFileSync(lock, `${JSON.stringify({ id, owner: 'ci@runner', operation: 'apply', started: '2026-11-27T10:00:00Z', ttlSeconds: 120, renewed: 0 })}\n`);
  assert.match(oneLineRefusal(await run('plan', '--target', 'host'), 'plan', { afterProgress: true }), /ca\.crt exists but \/etc\/kubernetes\/pki\/ca\.key does not/);

  const unlocked = await run('force-unlock', id);
  assert.equal(unlocked.status, 0, unlocked.stderr);
  assert.match(unlocked.stdout, new RegExp(`^Removed lock ${id} from host\\[cp-1\\]\\.\\n$`));
  assert.match(unlocked.stderr, /warning: the Lease kube-system\/k8sform-lock was not checked, as the control planes' CA cannot be read: .*ca\.key does not/);
  assert.throws(() => lstatSync(lock), /ENOENT/);
});
