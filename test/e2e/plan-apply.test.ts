import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Decrypter, armor, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { withoutProgress } from '../corpus/run-cli.js';
import { CLI } from '../support/paths.js';
import { startTestHosts, TEST_USER, type TestHost, type TestHosts, TEST_HOST_PREFLIGHT } from './support/test-hosts.js';

/**
 * plan / apply / diff / show end to end, through the real CLI, against real OpenSSH servers, each
 * in its own network and mount namespace (own address, own /etc/kubernetes and /var/lib/kubelet).
 */
let lab: TestHosts;
let dir: string;
const host = (name: string) => lab.get(name);

before(async () => {
  lab = await startTestHosts(['a-cp', 'a-w', 'cp-1', 'cp-2', 'cp-3', 'w-1', 'w-2', 'h-1', 'e-cp', 'p-cp', 'p-w'], { bastion: true });
  dir = mkdtempSync(join(tmpdir(), 'k8sform-e2e-'));
});
after(async () => {
  await lab?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Run { status: number | null; stdout: string; stderr: string }
/** These hosts run no kubelet, so no apiserver: host files only (cluster objects are tested in test/controlplane). */
function k8sform(file: string, ...args: string[]): Run {
  const savedPlan = args[0] === 'apply' && args.some((a) => a.endsWith('.plan'));
  const hostsOnly = ['plan', 'diff', 'apply'].includes(args[0]!) && !args.includes('--target') && !savedPlan;
  if (hostsOnly) args.push('--target', 'host');
  const r = spawnSync(CLI, [...args, '-f', file], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 180_000 });
  return { status: r.status, stdout: r.stdout, stderr: withoutProgress(r.stderr) };
}
const ok = (r: Run, what: string) => assert.equal(r.status, 0, `${what} failed:\n${r.stdout}\n${r.stderr}`);

function clusterFile(name: string, hosts: { h: TestHost; role: string }[], extra = '', ssh: Record<string, string | boolean> = {}): string {
  const sshSettings = { identityFile: lab.identityFile, knownHostsFile: lab.knownHostsFile, ...ssh };
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: ${name} }
spec:
  kubernetesVersion: v1.34.2
${extra.includes('  preflight:') ? '' : TEST_HOST_PREFLIGHT}${hosts.filter((x) => x.role === 'control-plane').length > 1 ? '  controlPlaneEndpoint: api.e2e.test:6443\n' : ''}${extra}  ssh: { ${Object.entries(sshSettings).map(([k, v]) => `${k}: ${v}`).join(', ')} }
  hosts:
${hosts.map(({ h, role }) => `    - { name: ${h.name}, role: ${role}, address: ${h.address} }`).join('\n')}
`);
  return file;
}

const effectiveChanges = (json: string) =>
  (JSON.parse(json) as { resource_changes: { address: string; action: string; origin: string | null; reasons: { code: string }[] }[] }).resource_changes.filter((c) => c.action !== 'noop');

describe('one control plane and one worker', () => {
  let file: string;
  before(() => {
    file = clusterFile('small', [{ h: host('a-cp'), role: 'control-plane' }, { h: host('a-w'), role: 'worker' }]);
  });

  test('a fresh apply writes kubeadm\'s files with kubeadm\'s modes; the next plan is empty (exit 0)', async () => {
    const first = k8sform(file, 'plan', '--detailed-exitcode');
    assert.equal(first.status, 2, first.stderr);
    // The one change: the etcd data directory exists (the test host's private mount, 0755) and is brought to 0700.
    assert.match(first.stdout, /Plan: \d+ to add, 1 to change, 0 to destroy\./);
    assert.match(first.stdout, /# host\[a-cp\]\.dir\[\/var\/lib\/etcd\] will be updated in-place\n\s+because: mode: 0755 → 0700/);
    ok(k8sform(file, 'apply', '--auto-approve'), 'apply');
    const modes = await host('a-cp').runOk('stat -c "%a %U %n" /etc/kubernetes/pki/ca.key /etc/kubernetes/pki/ca.crt /etc/kubernetes/admin.conf /etc/kubernetes/manifests/kube-apiserver.yaml /var/lib/kubelet/config.yaml /var/lib/etcd');
    // The etcd data directory (a private tmpfs made 0755 by the test host) is brought to 0700, as kubeadm creates it.
    assert.equal(modes, '600 root /etc/kubernetes/pki/ca.key\n644 root /etc/kubernetes/pki/ca.crt\n600 root /etc/kubernetes/admin.conf\n600 root /etc/kubernetes/manifests/kube-apiserver.yaml\n644 root /var/lib/kubelet/config.yaml\n700 root /var/lib/etcd\n');
    assert.match(await host('a-w').runOk('ls /etc/kubernetes /etc/kubernetes/pki'), /bootstrap-kubelet\.conf[\s\S]*ca\.crt/);
    const again = k8sform(file, 'plan', '--detailed-exitcode');
    assert.equal(again.status, 0, `${again.stdout}\n${again.stderr}`);
    assert.match(again.stdout, /No changes\./);
  });

  test('a deleted file and a tampered manifest show as drift and are restored; a wrong mode is fixed', async () => {
    await host('a-cp').runOk('rm /etc/kubernetes/scheduler.conf && sed -i s/--allow-privileged=true/--allow-privileged=false/ /etc/kubernetes/manifests/kube-apiserver.yaml && chmod 644 /etc/kubernetes/pki/sa.key');
    const plan = k8sform(file, 'plan', '--json');
    ok(plan, 'plan');
    assert.deepEqual(effectiveChanges(plan.stdout).map((c) => `${c.action} ${c.address} ${c.reasons.map((r) => r.code).join(',')}`), [
      'create host[a-cp].file[/etc/kubernetes/scheduler.conf] missing',
      'update host[a-cp].file[/etc/kubernetes/manifests/kube-apiserver.yaml] flag-changed',
      'update host[a-cp].file[/etc/kubernetes/pki/sa.key] mode',
    ].sort((a, b) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!)));
    // Each host keeps a record of what apply wrote, so hand edits are told apart from cluster.yaml's changes.
    assert.deepEqual(effectiveChanges(plan.stdout).map((c) => c.origin), ['drift', 'drift', 'drift']);
    assert.equal(await host('a-cp').runOk('stat -c "%a %U" /etc/kubernetes/k8sform.applied.json'), '600 root\n');
    const nightly = k8sform(file, 'plan', '--drift-only', '--detailed-exitcode');
    assert.equal(nightly.status, 2, nightly.stderr);
    assert.equal(nightly.stdout.match(/drift: changed on the host since k8sform's last apply/g)?.length, 3);
    const diff = k8sform(file, 'diff');
    ok(diff, 'diff');
    assert.match(diff.stdout, /-    - --allow-privileged=false\n\+    - --allow-privileged=true\n/);
    ok(k8sform(file, 'apply', '--auto-approve'), 'apply');
    assert.equal(await host('a-cp').runOk('stat -c %a /etc/kubernetes/pki/sa.key'), '600\n');
    assert.match(await host('a-cp').runOk('ls /etc/kubernetes/tmp'), /^k8sform-backup-\d{8}T\d{6}Z\n$/);
    assert.equal(k8sform(file, 'plan', '--detailed-exitcode').status, 0);
    assert.equal(k8sform(file, 'plan', '--drift-only', '--detailed-exitcode').status, 0, 'the record follows the apply');
  });

  test('a certificate inside renewBefore is renewed, and only that one', async () => {
    // Age the apiserver certificate with openssl itself: same key, subject and SANs, 10 days left.
    await host('a-cp').runOk(`set -e; cd /etc/kubernetes/pki
      sans=$(openssl x509 -noout -ext subjectAltName -in apiserver.crt | tail -1 | sed 's/IP Address/IP/g; s/ //g')
      printf 'subjectAltName=%s\nextendedKeyUsage=serverAuth\nkeyUsage=critical,digitalSignature,keyEncipherment\nbasicConstraints=critical,CA:FALSE\n' "$sans" > /tmp/k8sform-e2e-ext.cnf
      openssl req -new -key apiserver.key -subj /CN=kube-apiserver -out /tmp/k8sform-e2e.csr
      openssl x509 -req -in /tmp/k8sform-e2e.csr -CA ca.crt -CAkey ca.key -set_serial 4242 -days 10 -extfile /tmp/k8sform-e2e-ext.cnf -out apiserver.crt 2>/dev/null
      rm -f /tmp/k8sform-e2e.csr /tmp/k8sform-e2e-ext.cnf`);
    const plan = k8sform(file, 'plan', '--json');
    ok(plan, 'plan');
    const changes = effectiveChanges(plan.stdout);
    assert.deepEqual(changes.map((c) => `${c.action} ${c.address}`), [
      'replace host[a-cp].file[/etc/kubernetes/pki/apiserver.crt]',
      'replace host[a-cp].file[/etc/kubernetes/pki/apiserver.key]',
    ]);
    assert.deepEqual(changes[0]!.reasons.map((r) => r.code), ['expiring']);
    // The scheduled check sees it too, over SSH, and only it.
    const check = k8sform(file, 'certs', '--fail-within', '30d');
    assert.equal(check.status, 1, `${check.stdout}\n${check.stderr}`);
    assert.match(check.stdout, /\n  apiserver +CN=kube-apiserver +\S+ \S+ UTC +9d +ca\n/);
    assert.match(check.stdout, /\nFAIL: 1 certificate\(s\) expire within 30d or cannot be read\.\n$/);
    ok(k8sform(file, 'apply', '--auto-approve'), 'apply');
    ok(k8sform(file, 'certs', '--fail-within', '30d'), 'certs after renewal');
    assert.doesNotMatch(await host('a-cp').runOk('openssl x509 -noout -serial -in /etc/kubernetes/pki/apiserver.crt'), /serial=1092\n/);
    assert.match(await host('a-cp').runOk('openssl verify -CAfile /etc/kubernetes/pki/ca.crt /etc/kubernetes/pki/apiserver.crt'), /OK/);
    assert.equal(k8sform(file, 'plan', '--detailed-exitcode').status, 0);
  });

  test('a saved plan applies exactly; a stale one is refused naming what changed', async () => {
    const planFile = join(dir, 'small.plan');
    await host('a-w').runOk('rm /var/lib/kubelet/kubeadm-flags.env');
    ok(k8sform(file, 'plan', '--out', planFile), 'plan --out');
    const saved = readFileSync(planFile, 'utf8');
    const workerToken = /token: ([a-z0-9]{6}\.[a-z0-9]{16})/.exec(await host('a-w').runOk('cat /etc/kubernetes/bootstrap-kubelet.conf'))![1]!;
    assert.doesNotMatch(saved, /PRIVATE KEY/);
    assert.ok(!saved.includes(workerToken.split('.')[1]!), 'no token secret in the saved plan');
    const show = spawnSync(CLI, ['show', planFile], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    assert.equal(show.status, 0, show.stderr);
    assert.match(show.stdout, /host\[a-w\]\.file\[\/var\/lib\/kubelet\/kubeadm-flags\.env\] will be created/);
    await host('a-cp').runOk('echo "# edited" >> /var/lib/kubelet/config.yaml');
    const stale = k8sform(file, 'apply', planFile);
    assert.equal(stale.status, 1);
    assert.match(stale.stderr, /the plan is stale/);
    assert.match(stale.stderr, /host\[a-cp\]\.file\[\/var\/lib\/kubelet\/config\.yaml\]: changed on the host since the plan was made/);
    assert.equal(await host('a-w').run('test -e /var/lib/kubelet/kubeadm-flags.env').then((r) => r.code), 1, 'nothing was applied');
    const fresh = join(dir, 'fresh.plan');
    ok(k8sform(file, 'plan', '--out', fresh), 'plan --out');
    writeFileSync(file, `${readFileSync(file, 'utf8')}# a comment changes the file\n`);
    const changedConfig = k8sform(file, 'apply', fresh);
    assert.equal(changedConfig.status, 1);
    assert.match(changedConfig.stderr, /changed since the plan was made/);
    ok(k8sform(file, 'plan', '--out', fresh), 'plan --out');
    ok(k8sform(file, 'apply', fresh), 'apply saved plan');
    assert.equal(k8sform(file, 'plan', '--detailed-exitcode').status, 0);
  });

  test('unknown, changed and revoked host keys are refused; --trust-new-host-keys records a new one, never a revoked one', () => {
    const empty = join(dir, 'empty_known_hosts');
    writeFileSync(empty, '');
    const f = clusterFile('keys', [{ h: host('a-cp'), role: 'control-plane' }], '', { knownHostsFile: empty });
    const refused = k8sform(f, 'plan');
    assert.equal(refused.status, 1);
    assert.ok(refused.stderr.includes(host('a-cp').fingerprint), refused.stderr);
    ok(k8sform(f, 'plan', '--trust-new-host-keys'), 'plan --trust-new-host-keys');
    assert.match(readFileSync(empty, 'utf8'), new RegExp(`^${host('a-cp').address.replace(/\./g, '\\.')} ssh-ed25519 `));
    ok(k8sform(f, 'plan'), 'plan with the recorded key');
    const wrong = readFileSync(lab.knownHostsFile, 'utf8').split('\n').filter((l) => l.startsWith(`${host('w-2').address} `)).map((l) => l.replace(host('w-2').address, host('a-cp').address));
    writeFileSync(empty, `${wrong.join('\n')}\n`);
    const changed = k8sform(f, 'plan', '--trust-new-host-keys');
    assert.equal(changed.status, 1);
    assert.ok(changed.stderr.includes(host('a-cp').fingerprint) && changed.stderr.includes(host('w-2').fingerprint), changed.stderr);
    // A key listed on a @revoked line is refused, whether a plain line trusts it or it would be new.
    const own = readFileSync(lab.knownHostsFile, 'utf8').split('\n').filter((l) => l.startsWith(`${host('a-cp').address} `));
    writeFileSync(empty, `${own.join('\n')}\n${own.map((l) => `@revoked * ${l.split(' ').slice(1).join(' ')}`).join('\n')}\n`);
    for (const args of [['plan'], ['plan', '--trust-new-host-keys']]) {
      const revoked = k8sform(f, ...args);
      assert.equal(revoked.status, 1, revoked.stdout);
      assert.match(revoked.stderr, new RegExp(`host key ${host('a-cp').fingerprint.replace(/[+/]/g, '\\$&')} \\(ssh-ed25519\\) is marked @revoked in .*; refusing to connect`));
    }
    writeFileSync(empty, `${own.map((l) => `@revoked * ${l.split(' ').slice(1).join(' ')}`).join('\n')}\n`);
    assert.equal(k8sform(f, 'plan', '--trust-new-host-keys').status, 1);
    assert.doesNotMatch(readFileSync(empty, 'utf8'), new RegExp(`^${host('a-cp').address.replace(/\./g, '\\.')} `, 'm'), 'a revoked key is never recorded');
  });
});

describe('three control planes and two workers', () => {
  test('fresh apply, empty second plan, a SAN added replaces only the apiserver certificates', async () => {
    const hosts = [
      { h: host('cp-1'), role: 'control-plane' }, { h: host('cp-2'), role: 'control-plane' }, { h: host('cp-3'), role: 'control-plane' },
      { h: host('w-1'), role: 'worker' }, { h: host('w-2'), role: 'worker' },
    ];
    const file = clusterFile('ha', hosts);
    ok(k8sform(file, 'apply', '--auto-approve'), 'apply');
    assert.equal(k8sform(file, 'plan', '--detailed-exitcode').status, 0);
    const cas = await Promise.all(['cp-1', 'cp-2', 'cp-3'].map((n) => host(n).runOk('sha256sum < /etc/kubernetes/pki/ca.crt')));
    assert.equal(new Set(cas).size, 1, 'one CA shared by every control plane');
    assert.match(await host('cp-2').runOk('cat /etc/kubernetes/manifests/etcd.yaml'), new RegExp(`--initial-cluster=cp-1=https://${host('cp-1').address}:2380,cp-2=https://${host('cp-2').address}:2380,cp-3=`));
    const withSan = clusterFile('ha', hosts, '  certificates: { certSANs: [k8s.e2e.test] }\n');
    const plan = k8sform(withSan, 'plan', '--json');
    ok(plan, 'plan');
    assert.deepEqual(effectiveChanges(plan.stdout).map((c) => `${c.action} ${c.address}`), ['cp-1', 'cp-2', 'cp-3'].flatMap((n) => [
      `replace host[${n}].file[/etc/kubernetes/pki/apiserver.crt]`, `replace host[${n}].file[/etc/kubernetes/pki/apiserver.key]`,
    ]));
    ok(k8sform(withSan, 'apply', '--auto-approve', '--target', 'host[cp-2]'), 'targeted apply');
    const remaining = effectiveChanges(k8sform(withSan, 'plan', '--json').stdout).map((c) => c.address);
    assert.ok(remaining.length === 4 && !remaining.some((a) => a.startsWith('host[cp-2]')), remaining.join('\n'));
    assert.match(await host('cp-2').runOk('openssl x509 -noout -ext subjectAltName -in /etc/kubernetes/pki/apiserver.crt'), /DNS:k8s\.e2e\.test/);
  });
});

describe('reaching hosts', () => {
  test('a non-root user with passwordless sudo can plan and apply', async () => {
    const file = clusterFile('sudo', [{ h: host('a-cp'), role: 'control-plane' }, { h: host('a-w'), role: 'worker' }], '', { user: TEST_USER, sudo: true });
    await host('a-w').runOk('chmod 600 /var/lib/kubelet/config.yaml');
    const plan = k8sform(file, 'plan', '--json');
    ok(plan, 'plan as a sudo user');
    assert.deepEqual(effectiveChanges(plan.stdout).map((c) => `${c.action} ${c.address}`), ['update host[a-w].file[/var/lib/kubelet/config.yaml]']);
    ok(k8sform(file, 'apply', '--auto-approve'), 'apply as a sudo user');
    assert.equal(await host('a-w').runOk('stat -c "%a %U" /var/lib/kubelet/config.yaml'), '644 root\n');
  });

  test('a host reached through a bastion', () => {
    const target = lab.behindBastion!;
    const file = join(dir, 'bastion.yaml');
    writeFileSync(file, `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: via-bastion }
spec:
  kubernetesVersion: v1.34.2
${TEST_HOST_PREFLIGHT}  ssh: { identityFile: ${lab.identityFile}, knownHostsFile: ${lab.knownHostsFile}, bastion: { address: ${lab.bastion!.address} } }
  hosts:
    - { name: hidden, role: control-plane, address: ${target.address}, ssh: { port: ${target.port} } }
`);
    const plan = k8sform(file, 'plan', '--detailed-exitcode');
    assert.equal(plan.status, 2, plan.stderr);
    ok(k8sform(file, 'apply', '--auto-approve'), 'apply through the bastion');
    assert.equal(k8sform(file, 'plan', '--detailed-exitcode').status, 0);
    const direct = join(dir, 'direct.yaml');
    writeFileSync(direct, readFileSync(file, 'utf8').replace(/, bastion: \{[^}]*\}/, ''));
    assert.equal(k8sform(direct, 'plan').status, 1, 'the target refuses root logins that do not come through the bastion');
  });

  test('an unreachable host is a one-line error and nothing is written anywhere', () => {
    const file = join(dir, 'unreachable.yaml');
    writeFileSync(file, readFileSync(clusterFile('u', [{ h: host('a-cp'), role: 'control-plane' }]), 'utf8').replace('  hosts:\n', `  hosts:\n    - { name: gone, role: worker, address: ${lab.unusedAddress} }\n`));
    const r = k8sform(file, 'apply', '--auto-approve');
    assert.equal(r.status, 1);
    assert.match(r.stderr, new RegExp(lab.unusedAddress.replace(/\./g, '\\.')));
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  });
});

describe('hostile host states', () => {
  let file: string;
  const h = () => host('h-1');
  const oneLine = (r: Run) => {
    assert.equal(r.status, 1, `${r.stdout}\n${r.stderr}`);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  };
  before(() => {
    file = clusterFile('hostile', [{ h: host('h-1'), role: 'control-plane' }]);
    ok(k8sform(file, 'apply', '--auto-approve'), 'first apply');
  });

  test('a linked directory on the way to the files or to the backups is refused; nothing is written through it', async () => {
    await h().runOk('mkdir -p /etc/kubernetes/elsewhere && mv /etc/kubernetes/pki /etc/kubernetes/elsewhere/pki && ln -s /etc/kubernetes/elsewhere/pki /etc/kubernetes/pki && rm /etc/kubernetes/elsewhere/pki/apiserver.key');
    const listing = () => h().runOk('cd /etc/kubernetes && find elsewhere -exec stat -c "%n %s %Y" {} + | sort; ls -d tmp 2>&1 || true');
    const before = await listing();
    for (const args of [['plan'], ['apply', '--auto-approve'], ['apply', '--auto-approve', '--replace-symlinks']]) {
      const r = k8sform(file, ...args);
      oneLine(r);
      assert.match(r.stderr, /host\[h-1\]: \/etc\/kubernetes\/pki is a symbolic link to \/etc\/kubernetes\/elsewhere\/pki; k8sform never writes through a link/);
    }
    assert.equal(await listing(), before, 'no key written into the link\'s target, no backup taken');
    await h().runOk('rm /etc/kubernetes/pki && mv /etc/kubernetes/elsewhere/pki /etc/kubernetes/pki');
    await h().runOk('mkdir -p /etc/kubernetes/elsewhere/tmp && ln -s elsewhere/tmp /etc/kubernetes/tmp');
    const backups = k8sform(file, 'apply', '--auto-approve');
    oneLine(backups);
    assert.match(backups.stderr, /host\[h-1\]: \/etc\/kubernetes\/tmp is a symbolic link to elsewhere\/tmp;/);
    await h().runOk('rm /etc/kubernetes/tmp && rmdir /etc/kubernetes/elsewhere/tmp');
    ok(k8sform(file, 'apply', '--auto-approve'), 'apply once the host is fixed');
    assert.equal(await h().run('test -f /etc/kubernetes/pki/apiserver.key').then((r) => r.code), 0);
  });

  test('a managed file that is a link is shown as a link, never its target; --replace-symlinks replaces the link only', async () => {
    await h().runOk('cp /etc/kubernetes/admin.conf /etc/kubernetes/elsewhere/admin.conf && echo "# MARKER-not-for-output" >> /etc/kubernetes/elsewhere/admin.conf && ln -sf /etc/kubernetes/elsewhere/admin.conf /etc/kubernetes/admin.conf');
    const refused = k8sform(file, 'plan');
    oneLine(refused);
    assert.equal(refused.stderr.trim(), 'host[h-1].file[/etc/kubernetes/admin.conf]: is a symbolic link to /etc/kubernetes/elsewhere/admin.conf; k8sform never writes through a link: remove the link, or pass --replace-symlinks to replace the link itself (never its target) with a regular file');
    const plan = k8sform(file, 'plan', '--json', '--replace-symlinks');
    ok(plan, 'plan --replace-symlinks');
    assert.deepEqual(effectiveChanges(plan.stdout).map((c) => `${c.action} ${c.address} ${c.reasons.map((r) => r.code).join(',')}`), ['replace host[h-1].file[/etc/kubernetes/admin.conf] symlink']);
    const diff = k8sform(file, 'diff', '--replace-symlinks');
    ok(diff, 'diff');
    for (const out of [plan.stdout, diff.stdout, k8sform(file, 'plan', '--replace-symlinks').stdout]) assert.doesNotMatch(out, /MARKER/);
    const planFile = join(dir, 'hostile.plan');
    ok(k8sform(file, 'plan', '--replace-symlinks', '--out', planFile), 'plan --out');
    ok(k8sform(file, 'apply', planFile), 'apply of the saved plan that replaces the link');
    assert.equal(await h().runOk('stat -c "%F %a" /etc/kubernetes/admin.conf'), 'regular file 600\n');
    assert.match(await h().runOk('cat /etc/kubernetes/elsewhere/admin.conf'), /MARKER-not-for-output/, 'the target is left alone');
    assert.match(await h().runOk('ls -l /etc/kubernetes/tmp/*/etc/kubernetes/admin.conf'), /^l.* -> \/etc\/kubernetes\/elsewhere\/admin\.conf\n/, 'the link itself is backed up');
    assert.equal(k8sform(file, 'plan', '--detailed-exitcode').status, 0);
  });

  test('a FIFO is refused without blocking; a huge file is replaced without being read; old temporaries are swept', async () => {
    await h().runOk('rm /etc/kubernetes/scheduler.conf && mkfifo /etc/kubernetes/scheduler.conf');
    const fifo = k8sform(file, 'plan');
    oneLine(fifo);
    assert.match(fifo.stderr, /host\[h-1\]\.file\[\/etc\/kubernetes\/scheduler\.conf\]: is a fifo, not a regular file; k8sform will not replace it: remove it by hand/);
    await h().runOk('rm /etc/kubernetes/scheduler.conf');
    await h().runOk('truncate -s 40M /etc/kubernetes/manifests/kube-scheduler.yaml && : > /etc/kubernetes/manifests/.k8sform.aB3dE9');
    const plan = k8sform(file, 'plan', '--json');
    ok(plan, 'plan');
    const changes = effectiveChanges(plan.stdout);
    assert.deepEqual(changes.map((c) => `${c.action} ${c.address}`), ['create host[h-1].file[/etc/kubernetes/scheduler.conf]', 'update host[h-1].file[/etc/kubernetes/manifests/kube-scheduler.yaml]']
      .sort((a, b) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!)));
    assert.ok(plan.stdout.length < 200_000, 'the huge file\'s bytes are not in the plan');
    ok(k8sform(file, 'apply', '--auto-approve'), 'apply');
    assert.equal(await h().runOk('ls -a /etc/kubernetes/manifests | grep -c k8sform || true'), '0\n');
    assert.equal(k8sform(file, 'plan', '--detailed-exitcode').status, 0);
  });

  test('a connection cut inside a step: apply names what was written and what is unknown, leaves no temporary, and the next plan shows the rest', async (t) => {
    const pki = ['apiserver', 'apiserver-kubelet-client', 'front-proxy-client', 'apiserver-etcd-client'].flatMap((n) => [`/etc/kubernetes/pki/${n}.crt`, `/etc/kubernetes/pki/${n}.key`]);
    // Every sync on h-1 takes a second, so the step's writes are spread out and the cut lands inside it.
    await h().runOk(`cp /usr/bin/sync /etc/k8sform-test/sync.real && printf '#!/bin/sh\\nsleep 1\\nexec /etc/k8sform-test/sync.real "$@"\\n' > /etc/k8sform-test/sync
      chmod 755 /etc/k8sform-test/sync && mount --bind /etc/k8sform-test/sync /usr/bin/sync && rm ${pki.join(' ')}`);
    try {
      const child = spawn(CLI, ['apply', '--auto-approve', '--json', '--target', 'host', '-f', file], { env: { ...process.env, NO_COLOR: '1' } });
      let [stdout, stderr] = ['', ''];
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      const present = async () => Number((await h().runOk(`ls ${pki.join(' ')} 2>/dev/null | wc -l`)).trim());
      const deadline = Date.now() + 90_000;
      while ((await present()) < 2) {
        assert.ok(Date.now() < deadline, `the apply never wrote two files: ${stdout}${stderr}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      // Cut every SSH connection to the host, as a network failure would.
      await h().runOk(`for p in $(ss -tnpH state established '( sport = :22 )' | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u); do kill -9 "$p"; done`);
      const code = await exited;
      assert.equal(code, 1, `${stdout}\n${stderr}`);
      t.diagnostic(`apply after the cut said:\n${stderr}${stdout.split('\n').slice(-3).join('\n')}`);
      assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace');
      const list = (label: RegExp) => (label.exec(stderr)?.[1] ?? '').split(', ').filter(Boolean).map((a) => /file\[(.*)\]$/.exec(a)![1]!);
      const written = list(/written on host\[h-1\] in this step: (.*)/);
      const unknown = list(/not acknowledged by host\[h-1\] before the connection broke \(each is its old or its new version, never partial; k8sform plan shows which\): (.*)/);
      assert.ok(written.length >= 1 && unknown.length >= 1, stderr);
      assert.deepEqual([...written, ...unknown].sort(), [...pki].sort(), 'every file of the step is accounted for');
      for (const f of written) assert.equal((await h().run(`test -f ${f}`)).code, 0, `${f} was reported written`);
      // The report on stdout says the same: a broken connection, the step failed, its writes split the same way.
      const report = JSON.parse(stdout) as { applied: number; unknown?: string[]; steps: { outcome: string; applied: string[] }[]; stop?: { kind: string; host?: string } };
      assert.deepEqual([report.stop?.kind, report.stop?.host], ['connection', 'h-1']);
      const stopped = report.steps.find((s) => s.outcome === 'failed')!;
      assert.deepEqual(stopped.applied.map((a) => /file\[(.*)\]$/.exec(a)?.[1]).filter((f) => pki.includes(f!)), written);
      assert.deepEqual(report.unknown?.map((a) => /file\[(.*)\]$/.exec(a)![1]), unknown);
      assert.equal(report.applied, report.steps.reduce((n, s) => n + s.applied.length, 0));
      assert.match(stderr, new RegExp(`applied before the failure: ${report.applied} change\\(s\\)`));
      const lockId = /^warning: could not release the lock on host\[h-1\]: .* k8sform force-unlock (\S+)$/m.exec(stderr)?.[1];
      assert.ok(lockId, `the kept lock is reported as a warning on stderr: ${stderr}`);
      // The script on the host ends at its next write to the broken channel; it leaves no temporary.
      const quiet = Date.now() + 30_000;
      for (let seen = ''; (seen = await h().runOk("ls -a /etc/kubernetes/pki; pgrep -f '[s]ync.real' || true")).match(/\.k8sform\.|^\d+$/m);) {
        assert.ok(Date.now() < quiet, `a temporary file stayed behind:\n${seen}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      await h().runOk('umount /usr/bin/sync');
      ok(k8sform(file, 'force-unlock', lockId!), 'force-unlock');
      const missing: string[] = [];
      for (const f of pki) if ((await h().run(`test -f ${f}`)).code !== 0) missing.push(f);
      const plan = k8sform(file, 'plan', '--json');
      ok(plan, 'plan after the cut');
      assert.deepEqual(effectiveChanges(plan.stdout).map((c) => c.address).sort(), pki.filter((f) => missing.includes(f) || missing.includes(f.replace(/\.key$/, '.crt')) || missing.includes(f.replace(/\.crt$/, '.key'))).map((f) => `host[h-1].file[${f}]`).sort());
      ok(k8sform(file, 'apply', '--auto-approve'), 'apply converges');
      assert.equal(k8sform(file, 'plan', '--detailed-exitcode').status, 0);
    } finally {
      await h().run('umount /usr/bin/sync 2>/dev/null; true');
    }
  });
});

describe('preflight checks over SSH', () => {
  test('a port taken on a new control plane and IP forwarding off on a worker stop plan and apply, each named with its host, check and fix; nothing is written; an ignored check is a warning', async () => {
    const [cp, w] = [host('p-cp'), host('p-w')];
    const hosts = [{ h: cp, role: 'control-plane' }, { h: w, role: 'worker' }];
    const file = clusterFile('preflight', hosts);
    // Something else holds the apiserver's port on the control plane (a leftover cluster, say).
    const squatter = spawn('ip', ['netns', 'exec', cp.netns, process.execPath, '-e', "require('net').createServer().listen(6443, '::')"], { stdio: 'ignore' });
    try {
      await cp.runOk('for i in $(seq 50); do grep -q ":192B .* 0A " /proc/net/tcp6 && exit 0; sleep 0.1; done; exit 1');
      await w.runOk('sysctl -qw net.ipv4.ip_forward=0');
      for (const args of [['plan'], ['apply', '--auto-approve']]) {
        const refused = k8sform(file, ...args);
        assert.equal(refused.status, 1, `${args[0]}: ${refused.stdout}\n${refused.stderr}`);
        assert.equal(refused.stderr.trim(), [
          'host[p-cp]: preflight check ports failed: port 6443 is in use, and kube-apiserver is to start here and listen on it',
          "  fix: stop what listens there (`ss -ltnp 'sport = :6443'` names it; a cluster left on the host is removed with `kubeadm reset`)",
          "host[p-w]: preflight check ip-forward failed: net.ipv4.ip_forward is 0, not 1: the node would not forward its Pods' traffic",
          '  fix: run `sysctl -w net.ipv4.ip_forward=1` and persist it in /etc/sysctl.d/k8s.conf',
          'Nothing was written. A check that cannot pass on these hosts and does not matter to them can be named in spec.preflight.ignore: its failure is then a warning.',
        ].join('\n'));
      }
      for (const h of [cp, w]) assert.equal(await h.runOk('find /etc/kubernetes /var/lib/kubelet -mindepth 1 | wc -l'), '0\n', `${h.name} was written to`);
      // Named in spec.preflight.ignore, the same failures are warnings that come with the plan.
      const ignoring = clusterFile('preflight-ignoring', hosts, TEST_HOST_PREFLIGHT.replace('[', '[ports, ip-forward, '));
      const warned = k8sform(ignoring, 'plan');
      assert.equal(warned.status, 0, warned.stderr);
      assert.match(warned.stdout, /\nWarning: host\[p-cp\]: preflight check ports: port 6443 is in use, and kube-apiserver is to start here and listen on it \(ignored: spec\.preflight\.ignore names this check\)\n  fix: stop what listens there/);
      assert.match(warned.stdout, /\nWarning: host\[p-w\]: preflight check ip-forward: net\.ipv4\.ip_forward is 0, not 1/);
      const json = JSON.parse(k8sform(ignoring, 'plan', '--json').stdout) as { warnings: { host: string; check: string; message: string; fix: string }[] };
      assert.deepEqual(json.warnings.filter((x) => x.check === 'ports' || x.check === 'ip-forward').map((x) => `${x.host} ${x.check}`), ['p-cp ports', 'p-w ip-forward']);
    } finally {
      squatter.kill();
      await w.run('sysctl -qw net.ipv4.ip_forward=1');
    }
    // Fixed, the same cluster.yaml applies.
    ok(k8sform(file, 'apply', '--auto-approve'), 'apply');
  });

  test('a registry mirror\'s ca missing on a host stops the plan, naming that host, the certificate and the hosts.toml containerd would refuse; once it is there, the host passes', async () => {
    const [cp, w] = [host('p-cp'), host('p-w')];
    const ca = '/etc/kubernetes/registry-ca.crt';
    const mirrors = `  nodeSoftware:\n    containerd:\n      registryMirrors:\n        registry.example.com: [{ url: "https://mirror.example.com", ca: ${ca} }]\n`;
    const file = clusterFile('preflight', [{ h: cp, role: 'control-plane' }, { h: w, role: 'worker' }], `${TEST_HOST_PREFLIGHT}${mirrors}`);
    await cp.runOk(`printf 'a certificate\\n' > ${ca}`);
    try {
      const refused = k8sform(file, 'plan');
      assert.equal(refused.status, 1, refused.stdout);
      assert.equal(refused.stderr.trim(), [
        "host[p-w]: preflight check registry-ca failed: /etc/kubernetes/registry-ca.crt, the CA certificate of registry.example.com's mirror https://mirror.example.com, is not a file on the host: containerd would refuse /etc/containerd/certs.d/registry.example.com/hosts.toml, and pulls of registry.example.com's images would fail",
        '  fix: copy the certificate to /etc/kubernetes/registry-ca.crt on the host (k8sform does not write it), or correct the mirror\'s ca in spec.nodeSoftware.containerd.registryMirrors',
        'Nothing was written. A check that cannot pass on these hosts and does not matter to them can be named in spec.preflight.ignore: its failure is then a warning.',
      ].join('\n'));
      await w.runOk(`printf 'a certificate\\n' > ${ca}`);
      const passed = k8sform(file, 'plan');
      assert.equal(passed.status, 0, passed.stderr);
      assert.doesNotMatch(passed.stdout + passed.stderr, /preflight check registry-ca/);
    } finally {
      for (const h of [cp, w]) await h.run(`rm -f ${ca}`);
    }
  });
});

describe('node software over SSH', () => {
  test('a mirror that does not answer stops apply before the first step, naming every host and URL; nothing is written', async () => {
    const [cp, w] = [host('p-cp'), host('p-w')];
    // Port 9 (discard) of each host's own loopback: nothing listens there.
    const software = '  nodeSoftware:\n    source: { url: "http://127.0.0.1:9/{version}/{arch}/{name}" }\n    containerd: { manageConfig: false }\n';
    const file = clusterFile('downloads', [{ h: cp, role: 'control-plane' }, { h: w, role: 'worker' }], software);
    const planned = k8sform(file, 'plan');
    assert.equal(planned.status, 0, planned.stderr);
    assert.match(planned.stdout, /# host\[p-w\]\.binary\[\/usr\/bin\/kubelet\] will be installed/);
    // The hosts may hold an earlier test's cluster: what is there must be exactly what was there.
    const held = (h: TestHost) => h.runOk('find /etc/kubernetes /var/lib/kubelet -mindepth 1 | sort; find /etc/kubernetes /var/lib/kubelet -type f -exec sha256sum {} + | sort');
    const before = await Promise.all([cp, w].map(held));
    const stopped = k8sform(file, 'apply', '--auto-approve');
    assert.equal(stopped.status, 1, stopped.stdout);
    // Each host stops at its first download (kubectl's, by address), and says so.
    assert.equal(stopped.stderr.trim(), [
      'downloading the node software before the first step failed, so no step started:',
      '  host[p-cp]: downloading http://127.0.0.1:9/v1.34.2/amd64/kubectl failed',
      '  host[p-w]: downloading http://127.0.0.1:9/v1.34.2/amd64/kubectl failed',
    ].join('\n'));
    assert.doesNotMatch(stopped.stderr, /\n\s+at /, 'no stack trace');
    assert.doesNotMatch(stopped.stdout, /\[1\//, 'no step started');
    assert.deepEqual(await Promise.all([cp, w].map(held)), before, 'nothing written, the lock released');
    for (const h of [cp, w]) assert.equal(await h.runOk('find /var/lib/k8sform/staged -mindepth 1 | wc -l'), '0\n', `${h.name}: nothing staged, no temporary left`);
  });
});

describe('encryption at rest over SSH', () => {
  test('pki export carries the control plane\'s keys, age-encrypted; a control plane rebuilt after losing /etc/kubernetes gets the same keys from keysFile; import reads the flag over SSH and refuses one at another path, naming it', async () => {
    const e = host('e-cp');
    const encrypted = '  apiServer:\n    encryptionAtRest: { provider: secretbox, keys: [key1] }\n';
    const file = clusterFile('enc', [{ h: e, role: 'control-plane' }], encrypted);
    ok(k8sform(file, 'apply', '--auto-approve'), 'apply');
    const held = await e.runOk('cat /etc/kubernetes/enc/enc.yaml');
    const key = /secret: (\S+)/.exec(held)![1]!;
    const noKey = (r: Run, what: string) => assert.ok(!(r.stdout + r.stderr).includes(key) && !(r.stdout + r.stderr).includes(key.slice(0, 16)), `${what} printed the key`);

    const identity = await generateX25519Identity();
    const sealed = k8sform(file, 'pki', 'export', '-o', join(dir, 'enc-sealed'), '--recipient', await identityToRecipient(identity));
    ok(sealed, 'pki export --recipient');
    noKey(sealed, 'pki export');
    assert.equal(existsSync(join(dir, 'enc-sealed', 'encryption-config.yaml')), false, 'no key in the clear');
    const decrypter = new Decrypter();
    decrypter.addIdentity(identity);
    assert.equal(await decrypter.decrypt(armor.decode(readFileSync(join(dir, 'enc-sealed', 'encryption-config.yaml.age'), 'utf8')), 'text'), held);
    ok(k8sform(file, 'pki', 'export', '-o', join(dir, 'enc-plain'), '-q'), 'pki export');

    // Every file of the control plane is lost; it is rebuilt with the exported identity and keys.
    await e.runOk('rm -rf /etc/kubernetes/* /var/lib/kubelet/*');
    const out = (f: string) => join(dir, 'enc-plain', f);
    const rebuilt = clusterFile('enc-rebuilt', [{ h: e, role: 'control-plane' }], `  certificates:\n    ca: { certFile: ${out('ca.crt')}, keyFile: ${out('ca.key')} }\n    frontProxyCA: { certFile: ${out('front-proxy-ca.crt')}, keyFile: ${out('front-proxy-ca.key')} }\n    etcdCA: { certFile: ${out('etcd/ca.crt')}, keyFile: ${out('etcd/ca.key')} }\n    serviceAccountKey: { keyFile: ${out('sa.key')} }\n  apiServer:\n    encryptionAtRest: { provider: secretbox, keys: [key1], keysFile: ${out('encryption-config.yaml')} }\n`);
    const applied = k8sform(rebuilt, 'apply', '--auto-approve');
    ok(applied, 'apply of the rebuilt control plane');
    noKey(applied, 'apply');
    assert.equal(await e.runOk('cat /etc/kubernetes/enc/enc.yaml'), held, 'the same keys');
    assert.equal(await e.runOk('stat -c "%a %U" /etc/kubernetes/enc/enc.yaml'), '600 root\n');
    const again = k8sform(rebuilt, 'plan', '--detailed-exitcode');
    assert.equal(again.status, 0, `${again.stdout}\n${again.stderr}`);

    // Import reads each control plane's manifest over SSH: a configuration elsewhere is refused, naming the flag.
    await e.runOk('sed -i "s#--encryption-provider-config=/etc/kubernetes/enc/enc.yaml#--encryption-provider-config=/etc/kubernetes/ssl/secrets_encryption.yaml#" /etc/kubernetes/manifests/kube-apiserver.yaml');
    const given = join(dir, 'enc-given.yaml');
    writeFileSync(given, `apiVersion: k8sform/v1alpha1\nkind: Cluster\nmetadata: { name: enc }\nspec:\n  ssh: { identityFile: ${lab.identityFile}, knownHostsFile: ${lab.knownHostsFile} }\n  hosts:\n    - { name: ${e.name}, role: control-plane, address: ${e.address} }\n`);
    const imported = k8sform(given, 'import', '-q');
    assert.equal(imported.status, 1, imported.stderr);
    assert.match(imported.stderr.trim(), /^host\[e-cp\]: kube-apiserver --encryption-provider-config=\/etc\/kubernetes\/ssl\/secrets_encryption\.yaml: k8sform manages the encryption configuration at \/etc\/kubernetes\/enc\/enc\.yaml only/);
    noKey(imported, 'import');
  });
});
