import assert from 'node:assert/strict';
import { createPrivateKey } from 'node:crypto';
import { appendFileSync, chmodSync, cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { parse } from 'yaml';
import { k8sform, oneLineRefusal } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';
import { gitleaksFindings } from '../support/tools.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-snapshot-'));
after(() => rmSync(work, { recursive: true, force: true }));

interface JsonChange { address: string; action: string; reasons: { code: string; detail: string }[]; origin: string | null }
interface JsonPlan { resource_changes: JsonChange[]; snapshot?: { file: string; taken_at: string; age_seconds: number; same_config: boolean } }

/**
 * What must be equal between a live and an offline plan. Left out, as they differ between any two
 * runs: the `after` of files the plan writes (new keys, serials and signatures are made each run).
 */
const changesOf = (stdout: string) => (JSON.parse(stdout) as JsonPlan).resource_changes.map((c) => ({ address: c.address, action: c.action, reasons: c.reasons, origin: c.origin }));

/** Every file under `dir`, recursively. */
const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

/** A private key's secret numbers (not its public modulus, which the snapshot may hold), as they could be written. */
function privateParts(pem: string): string[] {
  const jwk = createPrivateKey(pem).export({ format: 'jwk' });
  return (['d', 'p', 'q', 'dp', 'dq', 'qi'] as const).flatMap((k) => {
    const v = jwk[k];
    if (!v) return [];
    const bytes = Buffer.from(v, 'base64url');
    return [v.slice(0, 40), bytes.toString('base64').slice(0, 40), bytes.toString('hex').slice(0, 40)];
  });
}

/** The secrets the hosts hold: private keys (files and kubeconfigs' embedded ones), bootstrap token secrets. */
function secretsOn(hostsDir: string): string[] {
  const out: string[] = [];
  for (const f of filesUnder(hostsDir)) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----/g)) out.push(...privateParts(m[0]));
    if (!f.endsWith('.conf')) continue;
    for (const u of (parse(text) as { users?: { user: Record<string, string> }[] }).users ?? []) {
      if (u.user['client-key-data']) out.push(u.user['client-key-data'].slice(0, 60), ...privateParts(Buffer.from(u.user['client-key-data'], 'base64').toString('utf8')));
      if (u.user.token) out.push(u.user.token.split('.')[1]!);
    }
  }
  return out;
}

test('snapshot holds no secret; plan --snapshot equals the live plan without opening any connection, says how old it is, and cannot be saved', async () => {
  const dir = join(work, 'local');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);

  // No change: both plans are empty.
  const taken = await run('snapshot', '-o', 'same.json', '--quiet');
  assert.equal(taken.status, 0, taken.stderr);
  const live0 = await run('plan', '--json', '--target', 'host', '--quiet');
  const offline0 = await run('plan', '--json', '--target', 'host', '--snapshot', 'same.json');
  assert.equal(offline0.status, 0, offline0.stderr);
  assert.deepEqual(changesOf(offline0.stdout), changesOf(live0.stdout));
  assert.ok(changesOf(offline0.stdout).every((c) => c.action === 'noop'));

  // cluster.yaml changes a manifest; by hand, someone edits the kubelet's config, loosens a mode, removes a certificate.
  const config = readFileSync(join(dir, 'cluster.yaml'), 'utf8');
  writeFileSync(join(dir, 'cluster.yaml'), config.replace('  networking:', '  apiServer: { extraArgs: { shutdown-delay-duration: 10s } }\n  networking:'));
  appendFileSync(join(dir, '.k8sform/hosts/worker-1/var/lib/kubelet/config.yaml'), '# tuned by hand\n');
  chmodSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/scheduler.conf'), 0o644);
  rmSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/pki/apiserver-kubelet-client.crt'));
  chmodSync(join(dir, '.k8sform/hosts/cp-1/var/lib/etcd'), 0o755);

  const snap = await run('snapshot', '-o', 'snap.json', '--quiet');
  assert.equal(snap.status, 0, snap.stderr);
  assert.equal(statSync(join(dir, 'snap.json')).mode & 0o777, 0o644);
  const text = readFileSync(join(dir, 'snap.json'), 'utf8');
  assert.doesNotMatch(text, /PRIVATE KEY|-----BEGIN RSA|-----BEGIN EC/);
  const secrets = secretsOn(join(dir, '.k8sform/hosts'));
  assert.ok(secrets.length > 20, `found the hosts' secrets (${secrets.length})`);
  for (const s of secrets) assert.ok(!text.includes(s), `the snapshot holds a secret from the hosts: ${s.slice(0, 12)}…`);
  // The worker is mid-bootstrap (its bootstrap-kubelet.conf holds a token). A secret scanner finds
  // the hosts' keys, and nothing in the snapshot a fork's pull request may upload; readers see what
  // was withheld. (Whether gitleaks' generic rule flags the host's own token depends on the random
  // token: its entropy threshold and stop words pass over some of them.)
  const onHosts = new Set(gitleaksFindings(join(dir, '.k8sform/hosts')).map((f) => `${f.rule} ${f.file.replace(/^.*\/hosts\//, '')}`));
  assert.ok(onHosts.has('private-key cp-1/etc/kubernetes/pki/ca.key'), [...onHosts].join('\n'));
  assert.deepEqual(gitleaksFindings(join(dir, 'snap.json')), []);
  assert.match(text, /token: [a-z0-9]{6}\.k8sform-withheld-[a-z0-9]{16}\\n/);
  assert.match(text, /client-key-data: k8sform-withheld-[A-Za-z0-9+/=]+\\n/);

  const live = await run('plan', '--json', '--target', 'host', '--quiet');
  // With the hosts gone, nothing can be read: the offline plan must not need them.
  renameSync(join(dir, '.k8sform/hosts'), join(dir, 'hosts-away'));
  const offline = await run('plan', '--json', '--target', 'host', '--snapshot', 'snap.json');
  assert.equal(offline.status, 0, offline.stderr);
  assert.equal(offline.stderr, '');
  const changes = changesOf(offline.stdout);
  assert.deepEqual(changes, changesOf(live.stdout));
  assert.deepEqual(changes.filter((c) => c.action !== 'noop').map((c) => `${c.action} ${c.address} ${c.origin}`).sort(), [
    'update host[cp-1].file[/etc/kubernetes/manifests/kube-apiserver.yaml] config',
    'create host[cp-1].file[/etc/kubernetes/pki/apiserver-kubelet-client.crt] drift',
    'replace host[cp-1].file[/etc/kubernetes/pki/apiserver-kubelet-client.key] config',
    'update host[cp-1].file[/etc/kubernetes/scheduler.conf] drift',
    'update host[worker-1].file[/var/lib/kubelet/config.yaml] drift',
    'update host[cp-1].dir[/var/lib/etcd] drift',
  ].sort());
  const about = (JSON.parse(offline.stdout) as JsonPlan).snapshot!;
  assert.equal(about.file, 'snap.json');
  assert.equal(about.same_config, true);
  assert.ok(about.age_seconds >= 0 && about.age_seconds < 600);

  const human = await run('plan', '--target', 'host', '--snapshot', 'snap.json');
  assert.match(human.stdout.split('\n')[0]!, /^Planned offline from snapshot snap\.json taken \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ \(\S+ ago\) with this cluster\.yaml: .* cannot be applied\.$/);
  assert.match((await run('plan', '--target', 'host', '--snapshot', 'snap.json', '--format', 'markdown')).stdout, /^> Planned offline from snapshot snap\.json taken /);

  assert.match(oneLineRefusal(await run('plan', '--snapshot', 'snap.json', '--out', 'x.plan'), '--snapshot --out'), /^--snapshot cannot be combined with --out/);
  assert.match(oneLineRefusal(await run('apply', '--snapshot', 'snap.json'), 'apply --snapshot'), /unknown option '--snapshot'/);
});

test('a corrupt snapshot, another format version or another cluster\'s is refused in one line', async () => {
  const dir = join(work, 'bad');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);
  assert.equal((await run('snapshot', '-o', 'good.json', '--quiet')).status, 0);
  const good = JSON.parse(readFileSync(join(dir, 'good.json'), 'utf8')) as Record<string, unknown>;
  const cases: [string, string, RegExp][] = [
    ['not-json.json', '{ nope', /^not-json\.json: not a k8sform snapshot \(not JSON\)$/],
    ['version.json', JSON.stringify({ ...good, formatVersion: 2 }), /^version\.json: snapshot format version 2 is not supported/],
    ['shape.json', JSON.stringify({ ...good, hosts: { 'cp-1': { files: 'x' } } }), /^shape\.json: not a k8sform snapshot: hosts\["cp-1"\]: /],
    ['other.json', JSON.stringify({ ...good, cluster: 'elsewhere' }), /^other\.json: a snapshot of cluster elsewhere, but cluster\.yaml defines /],
  ];
  for (const [file, content, want] of cases) {
    writeFileSync(join(dir, file), content);
    assert.match(oneLineRefusal(await run('plan', '--target', 'host', '--snapshot', file), file), want);
  }
  assert.match(oneLineRefusal(await run('plan', '--snapshot', 'missing.json'), 'missing'), /^missing\.json: cannot read: no such file$/);
  assert.match(oneLineRefusal(await run('snapshot'), 'no -o'), /required option '-o, --output <file>'/);
});

test('a live host holding a snapshot\'s stand-in for a key is refused, and nothing is written', async () => {
  const dir = join(work, 'stand-in');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  assert.equal((await run('snapshot', '-o', 'snap.json', '--quiet')).status, 0);
  // Someone "restores" ca.key from the snapshot: the stand-in it holds is not a key.
  const snapshot = JSON.parse(readFileSync(join(dir, 'snap.json'), 'utf8')) as { hosts: Record<string, { files: { path: string; text?: string }[] }> };
  const standIn = snapshot.hosts['cp-1']!.files.find((f) => f.path === '/etc/kubernetes/pki/ca.key')!.text!;
  assert.match(standIn, /^k8sform: private key withheld/);
  const caKey = join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/pki/ca.key');
  writeFileSync(caKey, standIn);
  const before = filesUnder(join(dir, '.k8sform/hosts')).map((f) => `${f} ${statSync(f).mtimeMs}`);
  for (const args of [['plan', '--target', 'host'], ['apply', '--auto-approve']]) {
    assert.match(oneLineRefusal(await run(...args), args.join(' '), { afterProgress: true }),
      /^host\[cp-1\]: \/etc\/kubernetes\/pki\/ca\.key holds a k8sform snapshot's stand-in for a private key, not a key: put the real key back/);
  }
  assert.deepEqual(filesUnder(join(dir, '.k8sform/hosts')).map((f) => `${f} ${statSync(f).mtimeMs}`), before);
});

test('a snapshot\'s machines that left cluster.yaml and its etcd member list are planned offline as the live plan plans them', async () => {
  const dir = join(work, 'departing');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  assert.equal((await run('snapshot', '-o', 'snap.json', '--quiet')).status, 0);
  // As a snapshot taken once worker-1 left cluster.yaml holds it: a registered Node no host names, read at its InternalIP.
  const snapshot = JSON.parse(readFileSync(join(dir, 'snap.json'), 'utf8'));
  const { 'worker-1': worker, ...hosts } = snapshot.hosts;
  const member = { id: '11', name: 'cp-1', peerURLs: ['https://127.0.0.1:2380'], clientURLs: ['https://127.0.0.1:2379'], isLearner: true };
  writeFileSync(join(dir, 'left.json'), JSON.stringify({ ...snapshot, hosts, departing: { 'worker-1': { address: '127.0.0.2', leftAlone: null, host: worker } }, etcd: { endpoint: 'https://127.0.0.1:2379 via host[cp-1]', members: [member], healthy: ['11'] } }));
  const config = readFileSync(join(dir, 'cluster.yaml'), 'utf8');
  writeFileSync(join(dir, 'cluster.yaml'), config.replace(/    - name: worker-1\n(?:      .*\n)*/, ''));

  const offline = await run('plan', '--json', '--target', 'host', '--snapshot', 'left.json');
  assert.equal(offline.status, 0, offline.stderr);
  const effective = changesOf(offline.stdout).filter((c) => c.action !== 'noop');
  assert.deepEqual(effective.map((c) => `${c.action} ${c.address} ${c.reasons.map((r) => r.code).join(',')}`), [
    'update host[cp-1].member[etcd] learner',
    ...['/etc/kubernetes/bootstrap-kubelet.conf', '/etc/kubernetes/pki/ca.crt', '/var/lib/kubelet/config.yaml', '/var/lib/kubelet/instance-config.yaml', '/var/lib/kubelet/kubeadm-flags.env'].map((p) => `delete host[worker-1].file[${p}] left`),
    'delete host[worker-1].process[kubelet] left',
    'delete cluster.object[v1/Node/worker-1] left',
  ]);
});
