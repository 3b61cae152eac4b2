import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { webcrypto, X509Certificate } from 'node:crypto';
import { x509 } from '../support/x509.js';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CLI, repoPath } from '../support/paths.js';
import { withoutProgress } from '../corpus/run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-cli-'));
after(() => rmSync(work, { recursive: true, force: true }));

const k8sform = (args: string[], cwd = repoPath()) => spawnSync(CLI, [...args], { cwd, encoding: 'utf8' });
const examples = readdirSync(repoPath('examples', 'clusters')).sort();

test('every example validates and renders', () => {
  assert.ok(examples.length >= 5);
  // The identity files the examples name under ~/.ssh, in a home of the test's own.
  const home = join(work, 'home');
  mkdirSync(join(home, '.ssh'), { recursive: true });
  for (const key of ['k8sform_ed25519', 'id_ed25519']) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(home, '.ssh', key)]);
  for (const name of examples) {
    const file = `examples/clusters/${name}/cluster.yaml`;
    const v = spawnSync(CLI, ['validate', '-f', file], { cwd: repoPath(), encoding: 'utf8', env: { ...process.env, HOME: home } });
    assert.equal(v.status, 0, `${name}: ${v.stderr}`);
    assert.match(v.stdout, new RegExp(`^${file.replace(/\./g, '\\.')}: valid: cluster `));
    const out = join(work, name);
    const r = k8sform(['render', '-f', file, '--out', out]);
    assert.equal(r.status, 0, `${name}: ${r.stderr}`);
    assert.match(r.stdout, /^Rendered cluster .* into /);
    assert.ok(readdirSync(join(out, 'hosts')).length > 0);
  }
});

test('render writes keys and kubeconfigs 0600, certificates 0644, and never prints secrets', () => {
  const out = join(work, 'modes');
  const r = k8sform(['render', '-f', 'examples/clusters/ha/cluster.yaml', '--out', out]);
  assert.equal(r.status, 0, r.stderr);
  const pki = join(out, 'hosts/cp-1/etc/kubernetes/pki');
  const mode = (p: string) => statSync(p).mode & 0o777;
  assert.equal(mode(join(pki, 'ca.key')), 0o600);
  assert.equal(mode(join(pki, 'sa.key')), 0o600);
  assert.equal(mode(join(pki, 'ca.crt')), 0o644);
  assert.equal(mode(join(out, 'hosts/cp-1/etc/kubernetes/admin.conf')), 0o600);
  assert.equal(mode(join(out, 'hosts/worker-1/etc/kubernetes/bootstrap-kubelet.conf')), 0o600);
  const secret = readdirSync(join(out, 'cluster/kube-system')).find((f) => f.startsWith('Secret.bootstrap-token-'))!;
  assert.equal(mode(join(out, 'cluster/kube-system', secret)), 0o600);
  const tokenSecret = Buffer.from(/token-secret: (\S+)/.exec(readFileSync(join(out, 'cluster/kube-system', secret), 'utf8'))![1]!, 'base64').toString();
  assert.match(tokenSecret, /^[a-z0-9]{16}$/);
  assert.ok(!r.stdout.includes(tokenSecret) && !r.stderr.includes(tokenSecret));
  assert.doesNotMatch(r.stdout + r.stderr, /PRIVATE KEY/);
});

test('render gives every file, and each directory k8sform manages, its mode whatever the umask', () => {
  const modes = (umask: string) => {
    const out = join(work, `umask-${umask}`);
    const r = spawnSync('/bin/sh', ['-c', `umask ${umask} && exec "$0" "$@"`, CLI, 'render', '-f', 'examples/clusters/ha/cluster.yaml', '--out', out], { cwd: repoPath(), encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const found = new Map<string, number>();
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, e.name);
        // Directories made only to hold files follow the umask, as mkdir -p does; the etcd data directory is k8sform's.
        if (!e.isDirectory() || path.endsWith('/var/lib/etcd')) found.set(path.slice(out.length).replace(/bootstrap-token-\w+/, 'bootstrap-token-(random)'), statSync(path).mode & 0o7777);
        if (e.isDirectory()) walk(path);
      }
    };
    walk(out);
    return found;
  };
  const usual = modes('022');
  assert.equal(usual.get('/hosts/cp-1/etc/kubernetes/pki/ca.crt'), 0o644);
  assert.equal(usual.get('/hosts/cp-1/etc/kubernetes/pki/ca.key'), 0o600);
  assert.equal(usual.get('/hosts/cp-1/var/lib/etcd'), 0o700);
  assert.deepEqual(modes('077'), usual);
  assert.deepEqual(modes('000'), usual);
});

test('render --target renders only the addresses asked for; a target that matches nothing is an error that writes nothing', () => {
  const out = join(work, 'targeted');
  const r = k8sform(['render', '-f', 'examples/clusters/ha/cluster.yaml', '--out', out, '--target', 'host[cp-2]', '--target', 'host[worker-1].file[/etc/kubernetes/pki/ca.crt]']);
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(readdirSync(out), ['hosts']);
  assert.deepEqual(readdirSync(join(out, 'hosts')).sort(), ['cp-2', 'worker-1']);
  assert.deepEqual(readdirSync(join(out, 'hosts/worker-1/etc/kubernetes/pki')), ['ca.crt']);
  const full = join(work, 'untargeted');
  assert.equal(k8sform(['render', '-f', 'examples/clusters/ha/cluster.yaml', '--out', full]).status, 0);
  const files = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length)).sort();
  assert.deepEqual(files(join(out, 'hosts/cp-2')), files(join(full, 'hosts/cp-2')));
  // What was rendered is whole: cp-2's apiserver certificate is signed by the CA its kubeconfigs trust.
  const pki = join(out, 'hosts/cp-2/etc/kubernetes/pki');
  assert.ok(new X509Certificate(readFileSync(join(pki, 'apiserver.crt'))).verify(new X509Certificate(readFileSync(join(pki, 'ca.crt'))).publicKey));
  assert.match(r.stdout, /hosts\/cp-2\/  control-plane, \d+ files\n  hosts\/worker-1\/  worker, 1 files\n/);
  assert.doesNotMatch(r.stdout, /cluster\/|hosts\/cp-1/);

  const objects = join(work, 'objects-only');
  assert.equal(k8sform(['render', '-f', 'examples/clusters/ha/cluster.yaml', '--out', objects, '--target', 'cluster']).status, 0);
  assert.deepEqual(readdirSync(objects), ['cluster']);

  const none = join(work, 'targeted-nothing');
  oneLineError(k8sform(['render', '-f', 'examples/clusters/ha/cluster.yaml', '--out', none, '--target', 'host[cp-9]']), /^--target host\[cp-9\]: matches nothing k8sform manages; nearest: host\[cp-1\], host\[cp-2\], host\[cp-3\]$/);
  assert.equal(existsSync(none), false);
});

test('render refuses a non-empty output directory and leaves it alone', () => {
  const out = join(work, 'busy');
  mkdirSync(out);
  writeFileSync(join(out, 'keep'), 'x');
  const r = k8sform(['render', '-f', 'examples/clusters/single-node/cluster.yaml', '--out', out]);
  assert.equal(r.status, 1);
  assert.equal(r.stderr, `${out}: already exists and is not empty; choose a new --out directory\n`);
  assert.deepEqual(readdirSync(out), ['keep']);
});

test('an invalid cluster.yaml renders nothing', () => {
  const out = join(work, 'never');
  const r = k8sform(['render', '-f', 'test/golden/error-semantic/cluster.yaml', '--out', out]);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /^test\/golden\/error-semantic\/cluster\.yaml:\d+:\d+: /);
  assert.throws(() => statSync(out));
  assert.deepEqual(readdirSync(work).filter((f) => f.includes('never')), [], 'no staging directory left behind');
});

test('a missing file, an unknown flag and a missing argument are one-line errors with exit 1', () => {
  const missing = k8sform(['validate', '-f', 'nope.yaml']);
  assert.equal(missing.status, 1);
  assert.equal(missing.stderr, 'nope.yaml: cannot read: no such file\n');
  const unknown = k8sform(['validate', '--bogus']);
  assert.equal(unknown.status, 1);
  assert.equal(unknown.stderr, "error: unknown option '--bogus' (run k8sform --help for usage)\n");
  const noOut = k8sform(['render', '-f', 'examples/clusters/ha/cluster.yaml']);
  assert.equal(noOut.status, 1);
  assert.equal(noOut.stderr, "error: required option '-o, --out <dir>' not specified (run k8sform --help for usage)\n");
});

test('warnings go to stderr and do not fail validation', () => {
  const file = join(work, 'warn.yaml');
  writeFileSync(file, readFileSync(repoPath('examples/clusters/single-node/cluster.yaml'), 'utf8').replace('  hosts:', '  apiServer: { extraArgs: { secure-port: "7443" } }\n  hosts:'));
  const r = k8sform(['validate', '--no-ssh-files', '-f', file]);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /: warning: spec\.apiServer\.extraArgs\["secure-port"\]: overrides --secure-port/);
});

test('the local example: plan shows everything to add, apply converges, the next plan is empty', () => {
  const exampleDir = join(work, 'local-example');
  mkdirSync(exampleDir);
  writeFileSync(join(exampleDir, 'cluster.yaml'), readFileSync(repoPath('examples/clusters/local/cluster.yaml')));
  const env = { ...process.env, NO_COLOR: '1' };
  const run = (args: string[]) => spawnSync(CLI, [...args], { cwd: exampleDir, encoding: 'utf8', env });
  // No kubelet runs here, so no apiserver: the demo manages host files (--target host).
  const plan = run(['plan', '--detailed-exitcode', '--target', 'host']);
  assert.equal(plan.status, 2, plan.stderr);
  assert.match(plan.stdout, /Plan: 40 to add, 0 to change, 0 to destroy\.\n\nHost files only \(--target host\): cluster objects were not read or compared\.\n$/);
  // A brand-new cluster: objects are planned as waiting for the control plane.
  const objects = run(['plan', '--json']);
  const pending = (JSON.parse(objects.stdout) as { resource_changes: { address: string; reasons: { code: string }[] }[] }).resource_changes.filter((c) => c.address.startsWith('cluster.'));
  assert.ok(pending.length > 20 && pending.every((c) => c.reasons[0]!.code === 'after-control-plane'), 'objects wait for the control plane');
  const apply = run(['apply', '--auto-approve', '--target', 'host']);
  assert.equal(apply.status, 0, apply.stderr);
  assert.match(apply.stdout, /Apply complete! Resources: 40 added, 0 changed, 0 destroyed\.\n$/);
  assert.equal(statSync(join(exampleDir, '.k8sform/hosts/cp-1/etc/kubernetes/pki/ca.key')).mode & 0o777, 0o600);
  const again = run(['plan', '--detailed-exitcode', '--target', 'host']);
  assert.equal(again.status, 0, again.stdout + again.stderr);
  // certs: every certificate with its expiry, the kubelet's rotated client bundle (certificate and
  // key, behind a symlink) included, and no private key in the output.
  const pki = join(exampleDir, '.k8sform/hosts/cp-1/etc/kubernetes/pki');
  const kubeletPki = join(exampleDir, '.k8sform/hosts/cp-1/var/lib/kubelet/pki');
  mkdirSync(kubeletPki, { recursive: true });
  writeFileSync(join(kubeletPki, 'kubelet-client-2026-11-23-10-00-00.pem'), readFileSync(join(pki, 'apiserver-kubelet-client.crt'), 'utf8') + readFileSync(join(pki, 'apiserver-kubelet-client.key'), 'utf8'));
  symlinkSync('kubelet-client-2026-11-23-10-00-00.pem', join(kubeletPki, 'kubelet-client-current.pem'));
  const certs = run(['certs', '--json']);
  assert.equal(certs.status, 0, certs.stderr);
  assert.doesNotMatch(certs.stdout, /PRIVATE KEY|client-key-data|BEGIN/);
  const listed = (JSON.parse(certs.stdout) as { certificates: { host: string; name: string; authority?: string; residualSeconds: number }[] }).certificates;
  assert.equal(listed.filter((c) => c.host === 'cp-1').length, 16);
  assert.deepEqual(listed.filter((c) => c.host === 'worker-1').map((c) => c.name), ['ca']);
  assert.equal(listed.find((c) => c.name === 'kubelet-client-current.pem')?.authority, 'ca');
  assert.equal(listed.find((c) => c.name === 'etcd-peer')?.authority, 'etcd-ca');
  assert.ok(listed.every((c) => c.residualSeconds > 364 * 86400));
  const within = run(['certs', '--fail-within', '400d']);
  assert.equal(within.status, 1, within.stdout);
  assert.match(within.stdout, /\n  apiserver +CN=kube-apiserver +\d{4}-\d\d-\d\d \d\d:\d\d UTC +364d +ca\n/);
  assert.match(within.stdout, /\nFAIL: 13 certificate\(s\) expire within 400d or cannot be read\.\n$/);
  const fine = run(['certs', '--fail-within', '30d', '--target', 'host[worker-1]']);
  assert.equal(fine.status, 0, fine.stdout);
  assert.match(fine.stdout, /^host\[worker-1\]\n[\s\S]*\nOK: nothing expires within 30d\.\n$/);
  const workerCa = join(exampleDir, '.k8sform/hosts/worker-1/etc/kubernetes/pki/ca.crt');
  const caText = readFileSync(workerCa);
  writeFileSync(workerCa, 'not a certificate\n');
  const broken = run(['certs', '--fail-within', '30d', '--target', 'host[worker-1]']);
  assert.equal(broken.status, 1, broken.stdout);
  assert.match(broken.stdout, /1 file\(s\) hold no readable certificate: host\[worker-1\] \/etc\/kubernetes\/pki\/ca\.crt \(not a PEM certificate\)\./);
  writeFileSync(workerCa, caText);
  assert.match(run(['certs', '--fail-within', 'soon']).stderr, /^--fail-within soon: not a duration; use days, hours or minutes such as 30d, 8h or 1d12h\n$/);
  // A user kubeconfig: no apiserver answers here, so it is signed with the CA read from the host.
  const user = run(['kubeconfig', '--user', 'bob', '--group', 'ops', '--ttl', '2h']);
  assert.equal(user.status, 0, user.stderr);
  assert.equal(user.stdout, '');
  assert.match(withoutProgress(user.stderr), /^Wrote bob\.conf \(0600\) for O=ops, CN=bob, valid until \S+; signed by the cluster CA read from the control-plane hosts \(the apiserver did not answer at 127\.0\.0\.1:6443 via host\[cp-1\]\)\.\n$/);
  const bobConf = join(exampleDir, 'bob.conf');
  assert.equal(statSync(bobConf).mode & 0o777, 0o600);
  const bobCert = new X509Certificate(Buffer.from(/client-certificate-data: (\S+)/.exec(readFileSync(bobConf, 'utf8'))![1]!, 'base64'));
  const clusterCa = new X509Certificate(readFileSync(join(pki, 'ca.crt')));
  assert.ok(bobCert.checkIssued(clusterCa) && bobCert.verify(clusterCa.publicKey), 'signed by the cluster CA');
  const hoursLeft = (Date.parse(bobCert.validTo) - Date.now()) / 3600_000;
  assert.ok(hoursLeft > 1.9 && hoursLeft <= 2, `valid for the requested 2h (${hoursLeft}h)`);
  assert.match(readFileSync(bobConf, 'utf8'), /\n- context:\n    cluster: kubernetes\n    user: bob\n  name: bob@kubernetes\n/);
  const printed = run(['kubeconfig', '--user', 'bob', '-o', '-']);
  assert.equal(printed.status, 0, printed.stderr);
  assert.match(printed.stdout, /client-key-data: /, 'asked for on stdout, so it is printed there');
  assert.match(withoutProgress(run(['kubeconfig', '--user', 'bob']).stderr), /^bob\.conf: already exists; choose another -o or pass --force to replace it\n$/);
  assert.match(run(['kubeconfig', '--user', 'bob', '--ttl', 'a while']).stderr, /^--ttl a while: not a duration; use days, hours or minutes such as 30d, 8h or 1d12h\n$/);
  assert.match(run(['kubeconfig', '--user', 'bob', '--ttl', '5m']).stderr, /^--ttl 5m: at least 10m \(the CSR API refuses shorter lifetimes\)\n$/);
  assert.match(run(['kubeconfig', '--user', 'a\nb']).stderr, /^--user "a\\nb": must be non-empty, without control characters\n$/);
  rmSync(bobConf);
  // What runs is read off the hosts' manifests; without an apiserver, kubelets and addons are unknown.
  const report = run(['upgrade', 'plan', '--target', 'host']);
  assert.equal(report.status, 0, report.stderr);
  assert.match(report.stdout, /^Cluster local-demo runs v1\.37\.2 \(its lowest kube-apiserver\); cluster\.yaml asks for v1\.37\.2\.\n/);
  assert.match(report.stdout, /\netcd\s+host\[cp-1\]\s+3\.7\.0-0\s+3\.7\.0-0\n/);
  assert.match(report.stdout, /\nkubelet\s+Node worker-1\s+-\s+v1\.37\.2 \*\n/);
  // A minor downgrade is refused against what runs, by plan (with the line) and by upgrade plan.
  const configPath = join(exampleDir, 'cluster.yaml');
  const config = readFileSync(configPath, 'utf8');
  writeFileSync(configPath, config.replace('kubernetesVersion: v1.37.2', 'kubernetesVersion: v1.36.3'));
  const down = run(['plan', '--target', 'host']);
  assert.equal(down.status, 1, down.stdout);
  assert.match(withoutProgress(down.stderr), /^cluster\.yaml:\d+:\d+: spec\.kubernetesVersion: v1\.36\.3 breaks the version skew policy: host\[cp-1\]: kube-apiserver runs v1\.37\.2; going down a minor release is not supported .*: the lowest target is v1\.37\.0\n$/);
  const refusedReport = run(['upgrade', 'plan', '--target', 'host']);
  assert.equal(refusedReport.status, 1);
  assert.match(refusedReport.stdout, /\nRefused: v1\.36\.3 breaks the version skew policy:\n  host\[cp-1\]: kube-apiserver runs v1\.37\.2; going down a minor release/);
  writeFileSync(configPath, config);
  // Now the hosts hold a control plane whose apiserver does not answer: plan refuses to guess.
  const honest = run(['plan', '--json']);
  assert.equal(honest.status, 1, honest.stdout);
  assert.equal(honest.stdout, '');
  assert.match(withoutProgress(honest.stderr), /^the apiserver at 127\.0\.0\.1:6443 via host\[cp-1\] cannot be reached \(.*\), nor any other control plane's, but the hosts hold a cluster that ran \(a control plane's CA and files, and objects k8sform applied or a kubelet client certificate\), so k8sform cannot tell which cluster objects would change\. Bring the apiserver back, or plan the host files only with --target host\.\n$/);
  const noTty = run(['apply', '--target', 'host']);
  assert.equal(noTty.status, 0, 'nothing to apply: no confirmation needed');
  rmSync(join(exampleDir, '.k8sform/hosts/worker-1/var/lib/kubelet/config.yaml'));
  const refused = run(['apply', '--target', 'host']);
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /apply needs --auto-approve when not run on a terminal/);
  const diff = run(['diff', '--detailed-exitcode', '--target', 'host']);
  assert.equal(diff.status, 2, diff.stderr);
  assert.match(diff.stdout, /^--- \/dev\/null\n\+\+\+ b\/host\[worker-1\]\/var\/lib\/kubelet\/config\.yaml\n/m);
  const nowhere = run(['plan', '--target', 'host[worker-7]']);
  assert.equal(nowhere.status, 1);
  assert.match(withoutProgress(nowhere.stderr), /^--target host\[worker-7\]: matches nothing k8sform manages; nearest: host\[worker-1\], host\[cp-1\], /);
  // A reader that stops early ends the output quietly: no EPIPE stack trace, exit 0.
  const piped = spawnSync('bash', ['-o', 'pipefail', '-c', `"${CLI}" plan --json --target host | head -c 10`], { cwd: exampleDir, encoding: 'utf8', env });
  assert.equal(piped.stdout, '{\n  "forma');
  assert.equal(withoutProgress(piped.stderr), '', 'nothing but progress');
  assert.equal(piped.status, 0);
  // An apply whose reader has gone (before its first line) runs to its end all the same: every
  // change made, the lock released, its own exit status.
  const pipedApply = spawnSync('bash', ['-o', 'pipefail', '-c', `"${CLI}" apply --auto-approve --target host | true`], { cwd: exampleDir, encoding: 'utf8', env });
  assert.equal(pipedApply.status, 0, pipedApply.stderr);
  assert.equal(run(['diff', '--detailed-exitcode', '--target', 'host']).status, 0);
  assert.equal(run(['apply', '--auto-approve', '--target', 'host']).status, 0, 'no lock left behind');
});

test('a bad plan file is a one-line error', () => {
  const bad = join(work, 'bad.plan');
  writeFileSync(bad, '{"hello": 1}');
  const r = k8sform(['show', bad]);
  assert.equal(r.status, 1);
  assert.equal(r.stderr, `${bad}: not a k8sform plan file (no formatVersion)\n`);
  writeFileSync(bad, 'not json');
  assert.equal(k8sform(['show', bad]).stderr, `${bad}: not a k8sform plan file (not JSON)\n`);
  const planWith = (change: object) => JSON.stringify({ formatVersion: 1, configDigest: 'c'.repeat(64), cluster: 'x', kubernetesVersion: 'v1.34.2', changes: [change] });
  const after = { digest: 'd'.repeat(64), mode: 0o600, uid: 0, gid: 0, view: { kind: 'kubeconfig', server: 'https://10.0.0.1:6443', cluster: 'kubernetes', user: 'kubernetes-admin' } };
  const ok = { addr: { scope: 'host[cp-1]', kind: 'file', name: '/etc/kubernetes/admin.conf' }, action: 'create', format: 'kubeconfig', sensitive: true, reasons: [{ code: 'missing', detail: 'absent' }], dependsOn: [], after };
  for (const [change, why] of [
    [{ ...ok, action: 'explode' }, 'action must be one of noop, create, update, replace, delete'],
    [{ ...ok, addr: { scope: 'host[cp-1]', kind: 'file', name: 'relative/path' } }, 'not an address (host[NAME] with an absolute file path, or cluster with an object)'],
    [{ ...ok, addr: { scope: 'cluster', kind: 'file', name: '/etc/x' } }, 'not an address (host[NAME] with an absolute file path, or cluster with an object)'],
    [{ ...ok, reasons: [{ code: 'because', detail: 'x' }] }, 'reasons must be a list of { code, detail } with known codes'],
  ] as const) {
    writeFileSync(bad, planWith(change));
    const r = k8sform(['show', bad]);
    assert.equal(r.status, 1);
    assert.equal(r.stderr, `${bad}: change 0: ${why}\n`);
  }
  writeFileSync(bad, planWith(ok));
  assert.equal(k8sform(['show', bad]).status, 0, 'a well-formed change is accepted');
  assert.match(k8sform(['plan', '--target', 'nodes[x]', '-f', 'examples/clusters/local/cluster.yaml']).stderr, /^--target nodes\[x\]: not an address/);
});

/** A one-line cause and exit 1: never a stack trace or exit 70. */
/** Exit 1 and one line of error; after the progress lines, for an error found on the hosts. */
function oneLineError(r: ReturnType<typeof k8sform>, cause: RegExp): void {
  assert.equal(r.status, 1, `${r.stdout}\n${r.stderr}`);
  const error = withoutProgress(r.stderr).trimEnd();
  assert.equal(error.split('\n').length, 1, r.stderr);
  assert.match(error, cause);
}

test('YAML that would exhaust k8sform (undefined alias, alias bomb, deep nesting) is a located config error', () => {
  const base = readFileSync(repoPath('examples/clusters/local/cluster.yaml'), 'utf8');
  const file = join(work, 'hostile.yaml');
  const check = (text: string, cause: RegExp) => {
    writeFileSync(file, text);
    oneLineError(k8sform(['validate', '-f', file]), cause);
  };
  check(base.replace('name: local-demo', 'name: *nope'), /^\S+hostile\.yaml:6:9: an alias names no anchor defined before it$/);
  let bomb = 'x0: &x0 [a, a, a, a, a, a, a, a, a]\n';
  for (let i = 1; i < 12; i++) bomb += `x${i}: &x${i} [${Array(9).fill(`*x${i - 1}`).join(', ')}]\n`;
  check(base.replace('metadata:\n', `metadata:\n  labels:\n${bomb.trimEnd().replace(/^/gm, '    ')}\n`), /hostile\.yaml:\d+:\d+: aliases expand to more than 100 nodes; write the values out$/);
  check(base.replace('metadata:\n', `metadata:\n  x: ${'['.repeat(3000)}${']'.repeat(3000)}\n`), /hostile\.yaml:\d+:\d+: nested too deeply/);
});

test('corrupt key material on a host is named by host and path, and nothing is written; control sequences in a plan file are shown, not obeyed', () => {
  const dir = join(work, 'corrupt');
  mkdirSync(dir);
  writeFileSync(join(dir, 'cluster.yaml'), readFileSync(repoPath('examples/clusters/local/cluster.yaml')));
  const run = (args: string[]) => spawnSync(CLI, [...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  assert.equal(run(['apply', '--auto-approve', '--target', 'host']).status, 0);
  const pki = join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/pki');
  const listing = () => readdirSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes'), { recursive: true }).sort().join('\n');
  for (const [file, bytes, cause] of [
    ['ca.crt', 'garbage\n', /^host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/ca\.crt\]: is not a PEM certificate \(.*\); k8sform never regenerates a CA/],
    ['ca.key', readFileSync(join(pki, 'front-proxy-ca.key'), 'utf8'), /^host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/ca\.key\]: does not match \/etc\/kubernetes\/pki\/ca\.crt;/],
    ['sa.key', 'garbage\n', /^host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/sa\.key\]: is not a PEM private key/],
  ] as const) {
    const good = readFileSync(join(pki, file));
    writeFileSync(join(pki, file), bytes);
    const before = listing();
    oneLineError(run(['plan', '--target', 'host']), cause);
    oneLineError(run(['apply', '--auto-approve', '--target', 'host']), cause);
    assert.equal(listing(), before, 'nothing written');
    writeFileSync(join(pki, file), good);
  }
  const planFile = join(dir, 'escape.plan');
  rmSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/admin.conf'));
  assert.equal(run(['plan', '--target', 'host', '--out', planFile]).status, 0);
  const saved = JSON.parse(readFileSync(planFile, 'utf8')) as { formatVersion: unknown; changes: { action: string; reasons: { detail: string }[] }[] };
  saved.changes.find((c) => c.action !== 'noop')!.reasons[0]!.detail = 'gone\x1b]0;owned\x07\x1b[2K';
  writeFileSync(planFile, JSON.stringify(saved));
  const shown = run(['show', planFile]);
  assert.equal(shown.status, 0, shown.stderr);
  assert.match(shown.stdout, /because: missing: gone\\x1b\]0;owned\\x07\\x1b\[2K\n/);
  assert.doesNotMatch(shown.stdout, /\x1b|\x07/);
  saved.formatVersion = '1';
  writeFileSync(planFile, JSON.stringify(saved));
  oneLineError(run(['show', planFile]), /plan format version "1" is not supported by this k8sform \(it reads version 1\)$/);
});

test('show prints a saved plan as plan printed it: the rollout, and the note of a plan limited to hosts', () => {
  const dir = join(work, 'show');
  mkdirSync(dir);
  writeFileSync(join(dir, 'cluster.yaml'), readFileSync(repoPath('examples/clusters/local/cluster.yaml')));
  const run = (args: string[]) => spawnSync(CLI, [...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  for (const [name, targets] of [['all.plan', []], ['hosts.plan', ['--target', 'host']]] as const) {
    const planFile = join(dir, name);
    const made = run(['plan', ...targets, '--out', planFile]);
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stdout, /^apply will roll these changes out in order/m, 'a first plan has a rollout');
    const shown = run(['show', planFile]);
    assert.equal(shown.status, 0, shown.stderr);
    assert.equal(shown.stdout, made.stdout.replace(/\nSaved the plan to .*\n$/, ''), name);
    assert.equal(/Host files only \(--target host\): cluster objects were not read or compared\./.test(shown.stdout), targets.length > 0, name);
    const json = JSON.parse(run(['show', '--json', planFile]).stdout) as { rollout?: unknown[]; targets?: string[] };
    assert.equal(json.rollout?.length, JSON.parse(run(['plan', ...targets, '--json']).stdout).rollout.length, `${name}: the JSON has the rollout too`);
    assert.deepEqual(json.targets, targets.length ? ['host'] : undefined, `${name}: and what the plan was limited to`);
    const markdown = run(['show', '--format', 'markdown', planFile]).stdout;
    assert.match(markdown, /\*\*Rollout\*\*, in order/, `${name}: so does the Markdown`);
    assert.equal(/\n> Host files only \(--target host\): cluster objects were not read or compared\.\n/.test(markdown), targets.length > 0, `${name}: the Markdown's note`);
  }
});

test('an external CA is checked at validate: key type and size, expiry, and only regular files are read', async () => {
  const dir = join(work, 'external-ca');
  mkdirSync(dir);
  const ssl = (...args: string[]) => assert.equal(spawnSync('openssl', args, { cwd: dir }).status, 0, `openssl ${args.join(' ')}`);
  ssl('genpkey', '-algorithm', 'ed25519', '-out', 'ed.key');
  ssl('req', '-x509', '-key', 'ed.key', '-subj', '/CN=kubernetes', '-days', '365', '-out', 'ed.crt');
  ssl('genrsa', '-out', 'small.key', '1024');
  ssl('req', '-x509', '-key', 'small.key', '-subj', '/CN=kubernetes', '-days', '365', '-out', 'small.crt');
  // Expired in 2021: made with the x509 library, since openssl 3.0 cannot backdate a certificate.
  const alg = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
  const keys = await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify']);
  const expired = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01', name: 'CN=kubernetes', notBefore: new Date('2020-01-01T00:00:00Z'), notAfter: new Date('2021-01-01T00:00:00Z'), keys, signingAlgorithm: alg,
    extensions: [new x509.BasicConstraintsExtension(true, undefined, true)],
  }, webcrypto);
  writeFileSync(join(dir, 'expired.crt'), expired.toString('pem'));
  writeFileSync(join(dir, 'expired.key'), `-----BEGIN PRIVATE KEY-----\n${Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64').replace(/.{64}/g, '$&\n')}\n-----END PRIVATE KEY-----\n`);
  assert.equal(spawnSync('mkfifo', [join(dir, 'fifo.crt')]).status, 0);
  const base = readFileSync(repoPath('examples/clusters/local/cluster.yaml'), 'utf8');
  for (const [cert, key, cause] of [
    ['ed.crt', 'ed.key', /certFile: \S+ed\.crt has an ed25519 key; kubeadm's CAs use RSA of 2048 bits or more, or ECDSA P-256 or P-384$/],
    ['small.crt', 'small.key', /certFile: \S+small\.crt has an RSA key of 1024 bits;/],
    ['expired.crt', 'expired.key', /certFile: \S+expired\.crt expired on 2021-01-01T00:00:00\.000Z; every certificate signed with it would be invalid$/],
    ['fifo.crt', 'small.key', /certFile: \S+fifo\.crt: not a regular file$/],
    ['/dev/zero', 'small.key', /certFile: \/dev\/zero: not a regular file$/],
  ] as const) {
    const file = join(dir, 'cluster.yaml');
    writeFileSync(file, base.replace(/  kubernetesVersion: (v[\d.]+)\n/, `  kubernetesVersion: $1\n  certificates: { ca: { certFile: ${cert}, keyFile: ${key} } }\n`));
    const r = spawnSync(CLI, ['validate', '-f', file], { encoding: 'utf8', timeout: 30_000 });
    oneLineError(r, cause);
  }
});

test('render --out where no directory can be made is a one-line error, at once', () => {
  const file = join(work, 'plainfile');
  writeFileSync(file, 'x');
  oneLineError(k8sform(['render', '-f', 'examples/clusters/local/cluster.yaml', '--out', join(file, 'out')]), /plainfile\/out: a parent of it is a file, not a directory; choose another --out directory$/);
  // /proc refuses new entries; Node's recursive mkdir would retry forever there.
  const r = spawnSync(CLI, ['render', '-f', 'examples/clusters/local/cluster.yaml', '--out', '/proc/k8sform/out'], { cwd: repoPath(), encoding: 'utf8', timeout: 30_000 });
  oneLineError(r, /^\/proc\/k8sform\/out: cannot write: ENOENT: no such file or directory, mkdir '\/proc\/k8sform'$/);
});

test('cluster.yaml and plan files must be regular files of a sane size: a FIFO or /dev/zero is refused at once', () => {
  for (const args of [['validate', '-f', '/dev/zero'], ['show', '/dev/zero'], ['plan', '-f', '/dev/zero']]) {
    const r = spawnSync(CLI, [...args], { encoding: 'utf8', timeout: 30_000 });
    oneLineError(r, /^\/dev\/zero: not a regular file$/);
  }
  const big = join(work, 'big.yaml');
  writeFileSync(big, `# ${'x'.repeat(5 * 1024 * 1024)}\n`);
  oneLineError(k8sform(['validate', '-f', big]), /big\.yaml: larger than 4 MiB$/);
});
