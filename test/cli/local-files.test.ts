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
