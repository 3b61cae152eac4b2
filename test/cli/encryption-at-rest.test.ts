import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { k8sform, oneLineRefusal } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';
import { artifactFindings, pullRequestOutputs } from '../support/pr-artifacts.js';
import { assertNoKey, keysIn } from '../support/encryption-keys.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-encryption-'));
after(() => rmSync(work, { recursive: true, force: true }));

const CONFIG = '.k8sform/hosts/cp-1/etc/kubernetes/enc/enc.yaml';

interface JsonChange { address: string; action: string; reasons: { code: string; detail: string }[]; origin: string | null; sensitive: boolean }
const changesOf = (stdout: string) => (JSON.parse(stdout) as { resource_changes: JsonChange[] }).resource_changes;
const effective = (stdout: string) => changesOf(stdout).filter((c) => c.action !== 'noop').map((c) => `${c.action} ${c.address}`);

test('encryption keys are made once, kept 0600 on the control plane, and never in plan, diff, JSON, Markdown, saved plans, show or snapshots; drift on the file is shown without them', async () => {
  const dir = join(work, 'local');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const clusterYaml = join(dir, 'cluster.yaml');
  writeFileSync(clusterYaml, readFileSync(clusterYaml, 'utf8').replace('  networking:', '  apiServer:\n    encryptionAtRest: { provider: secretbox, keys: [key1] }\n  networking:'));
  const run = (...args: string[]) => k8sform(args, dir);

  const first = await run('apply', '--auto-approve', '--target', 'host');
  assert.equal(first.status, 0, first.stderr);
  const written = readFileSync(join(dir, CONFIG), 'utf8');
  assert.equal(statSync(join(dir, CONFIG)).mode & 0o777, 0o600);
  const keys = keysIn(written);
  assert.deepEqual([...keys.keys()], ['key1']);
  assert.equal(Buffer.from(keys.get('key1')!, 'base64').length, 32);
  assertNoKey('apply', first.stdout + first.stderr, keys.values());
  assert.match(readFileSync(join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/manifests/kube-apiserver.yaml'), 'utf8'), /--encryption-provider-config=\/etc\/kubernetes\/enc\/enc\.yaml/);

  // The key is read back, never made again.
  const again = await run('plan', '--target', 'host', '--json', '--quiet');
  assert.deepEqual(effective(again.stdout), []);

  // Someone edits the configuration on the host.
  writeFileSync(join(dir, CONFIG), written.replace('  - identity: {}\n', ''));
  const outputs = await pullRequestOutputs(run);
  for (const [name, r] of outputs) {
    assert.equal(r.status, 0, `${name}: ${r.stderr}`);
    assertNoKey(name, r.stdout + r.stderr, keys.values());
  }
  for (const file of ['saved.plan', 'snap.json']) assertNoKey(file, readFileSync(join(dir, file), 'utf8'), keys.values());
  for (const args of [['show', 'saved.plan'], ['show', 'saved.plan', '--json'], ['show', 'saved.plan', '--format', 'markdown']]) {
    const shown = await run(...args);
    assert.equal(shown.status, 0, shown.stderr);
    assertNoKey(args.join(' '), shown.stdout + shown.stderr, keys.values());
  }
  // What a pull request's job keeps: a secret scanner finds nothing, and reviewers see what was withheld.
  assert.deepEqual(artifactFindings(dir, outputs), []);
  assert.match(readFileSync(join(dir, 'snap.json'), 'utf8'), /secret: \[encryption key withheld by k8sform, sha256 [0-9a-f]{12}\]/);

  const drift = changesOf(outputs[1]![1].stdout).find((c) => c.address === `host[cp-1].file[/etc/kubernetes/enc/enc.yaml]`)!;
  assert.equal(drift.action, 'update');
  assert.equal(drift.origin, 'drift');
  assert.equal(drift.sensitive, true);
  assert.deepEqual(drift.reasons, [{ code: 'content', detail: 'differs from the encryption configuration k8sform writes (edited on the host?); its keys are kept' }]);
  assert.match(outputs[0]![1].stdout, /~ encryption-config \/etc\/kubernetes\/enc\/enc\.yaml \(sensitive\)\n\s+\(sensitive: contents hidden\)\n/);
  assert.match(outputs[3]![1].stdout, /^# host\[cp-1\]\.file\[\/etc\/kubernetes\/enc\/enc\.yaml\]: update \(sensitive: encryption-config, not shown as text; see k8sform plan\)$/m);

  // Planned offline from the snapshot: the stand-ins are read as the keys, so the plan is the live one.
  const offline = await run('plan', '--target', 'host', '--json', '--snapshot', 'snap.json');
  assert.equal(offline.status, 0, offline.stderr);
  const comparable = (stdout: string) => changesOf(stdout).map((c) => ({ address: c.address, action: c.action, reasons: c.reasons, origin: c.origin }));
  assert.deepEqual(comparable(offline.stdout), comparable(outputs[1]![1].stdout));

  // The saved plan is applied without holding the key: the file is written back with the key the host holds.
  const applied = await run('apply', 'saved.plan');
  assert.equal(applied.status, 0, applied.stderr);
  assertNoKey('apply saved.plan', applied.stdout + applied.stderr, keys.values());
  assert.equal(readFileSync(join(dir, CONFIG), 'utf8'), written);
  assert.deepEqual(effective((await run('plan', '--target', 'host', '--json', '--quiet')).stdout), []);

  // A snapshot's stand-in copied back onto a live host is refused, and nothing is written.
  const withheld = /(apiVersion: apiserver\.config\.k8s\.io\/v1\\n[^"]*)"/.exec(readFileSync(join(dir, 'snap.json'), 'utf8'))![1]!.replaceAll('\\n', '\n');
  writeFileSync(join(dir, CONFIG), withheld);
  const refused = await run('plan', '--target', 'host');
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /host\[cp-1\]: \/etc\/kubernetes\/enc\/enc\.yaml holds a k8sform snapshot's stand-in for an encryption key, not a key/);
  writeFileSync(join(dir, CONFIG), written);
});

test('a new key is learned by every apiserver before it writes, then writes; removing a key the control plane holds is refused at its field', async () => {
  const dir = join(work, 'rotation');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const clusterYaml = join(dir, 'cluster.yaml');
  const withKeys = (keys: string) => writeFileSync(clusterYaml, readFileSync(repoPath('examples/clusters/local/cluster.yaml'), 'utf8').replace('  networking:', `  apiServer:\n    encryptionAtRest: { provider: aescbc, keys: [${keys}] }\n  networking:`));
  const run = (...args: string[]) => k8sform(args, dir);
  const reasonOf = async () => changesOf((await run('plan', '--target', 'host', '--json', '--quiet')).stdout).find((c) => c.address.endsWith('file[/etc/kubernetes/enc/enc.yaml]'))!.reasons.map((r) => r.detail);
  const order = () => [...keysIn(readFileSync(join(dir, CONFIG), 'utf8')).keys()];
  withKeys('key1');
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  const key1 = keysIn(readFileSync(join(dir, CONFIG), 'utf8')).get('key1');

  withKeys('key2, key1');
  assert.deepEqual(await reasonOf(), ['key rotation, phase 1 of 4: learns key key2 to read Secrets with; Secrets are still written with key key1 until every apiserver holds the new key']);
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  assert.deepEqual(order(), ['key1', 'key2']);
  assert.deepEqual(await reasonOf(), ['key rotation, phase 2 of 4: Secrets are now written with key key2, which every apiserver can read']);
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  assert.deepEqual(order(), ['key2', 'key1']);
  const keys = keysIn(readFileSync(join(dir, CONFIG), 'utf8'));
  assert.equal(keys.get('key1'), key1, 'key1 is kept through the rotation');
  assert.notEqual(keys.get('key2'), key1);
  assert.deepEqual(await reasonOf(), []);
  // Every apiserver writes with key2: plan asks etcd how the Secrets are stored. No etcd runs behind
  // the local hosts, so nothing is written again, and the snapshot says why, holding no key.
  const plan = await run('plan', '--json', '--quiet');
  assert.equal(plan.status, 0, plan.stderr);
  assert.deepEqual(changesOf(plan.stdout).filter((c) => c.address === 'cluster.storage[secrets]'), []);
  const snapshot = await run('snapshot', '-o', 'snap.json');
  assert.equal(snapshot.status, 0, snapshot.stderr);
  const stored = (JSON.parse(readFileSync(join(dir, 'snap.json'), 'utf8')) as { secrets?: { endpoint: string; error?: string; storedWith?: unknown } }).secrets;
  assert.match(stored?.error ?? '', /127\.0\.0\.1:2379/);
  assert.equal(stored?.storedWith, undefined);
  for (const [name, text] of [['plan --json', plan.stdout + plan.stderr], ['snapshot', snapshot.stdout + snapshot.stderr], ['snap.json', readFileSync(join(dir, 'snap.json'), 'utf8')]]) assertNoKey(name!, text!, keysIn(readFileSync(join(dir, CONFIG), 'utf8')).values());

  const before = readFileSync(join(dir, CONFIG), 'utf8');
  withKeys('key2');
  // No etcd runs behind the local hosts: how Secrets are stored cannot be read, so the key stays.
  assert.match(oneLineRefusal(await run('plan', '--target', 'host'), 'key1 removed', { afterProgress: true }), /^cluster\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keys: key1 is left out, but k8sform cannot tell whether Secrets are still stored with it, which would become unreadable: no etcd member answered \(.*\); keep it listed \(keys: \[key2, key1\]\)$/);
  withKeys('key3');
  const apply = await run('apply', '--auto-approve', '--target', 'host');
  // One line for each key left out, each at the field.
  assert.equal(apply.status, 1, apply.stderr);
  const lines = apply.stderr.trimEnd().split('\n').filter((l) => l.startsWith('cluster.yaml:'));
  assert.equal(lines.length, 2, apply.stderr);
  assert.match(lines[0]!, /^cluster\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keys: key1 is left out, but k8sform cannot tell whether Secrets are still stored with it/);
  assert.match(lines[1]!, /^cluster\.yaml:\d+:\d+: spec\.apiServer\.encryptionAtRest\.keys: key2 is left out, but host\[cp-1\] still writes Secrets with it: keep it listed after the new key \(keys: \[key3, key2\]\)/);
  assert.doesNotMatch(apply.stderr, /\n\s+at |internal error/);
  assert.equal(readFileSync(join(dir, CONFIG), 'utf8'), before, 'nothing was written');
  assertNoKey('the refusals', apply.stdout + apply.stderr, keys.values());
});

test('import reads each control plane\'s --encryption-provider-config over its transport, and refuses what k8sform cannot adopt in one line naming the flag before asking any apiserver, quoting no key', async () => {
  const dir = join(work, 'import');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);
  assert.equal((await run('apply', '--auto-approve', '--target', 'host', '--quiet')).status, 0);
  const local = readFileSync(join(dir, 'cluster.yaml'), 'utf8');
  writeFileSync(join(dir, 'given.yaml'), local.slice(0, local.indexOf('  kubernetesVersion:')) + local.slice(local.indexOf('  hosts:')));
  const manifest = join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/manifests/kube-apiserver.yaml');
  const original = readFileSync(manifest, 'utf8');
  const withFlag = (path: string) => writeFileSync(manifest, original.replace('    - kube-apiserver\n', `    - kube-apiserver\n    - --encryption-provider-config=${path}\n`));
  const key = Buffer.alloc(32, 7).toString('base64');
  const enc = join(dir, CONFIG);
  mkdirSync(join(enc, '..'), { recursive: true });
  const imported = async (what: string) => {
    const r = await run('import', '-f', 'given.yaml', '-q');
    assertNoKey(what, r.stdout + r.stderr, [key]);
    return oneLineRefusal(r, what, { afterProgress: true });
  };

  withFlag('/etc/kubernetes/ssl/secrets_encryption.yaml');
  assert.match(await imported('another path'), /^host\[cp-1\]: kube-apiserver --encryption-provider-config=\/etc\/kubernetes\/ssl\/secrets_encryption\.yaml: k8sform manages the encryption configuration at \/etc\/kubernetes\/enc\/enc\.yaml only/);
  withFlag('/etc/kubernetes/enc/enc.yaml');
  writeFileSync(enc, `apiVersion: apiserver.config.k8s.io/v1\nkind: EncryptionConfiguration\nresources:\n- resources: [secrets]\n  providers:\n  - kms: { apiVersion: v2, name: vault, endpoint: unix:///run/kms.sock }\n  - secretbox: { keys: [{ name: key1, secret: ${key} }] }\n  - identity: {}\n`, { mode: 0o600 });
  assert.match(await imported('kms'), /^host\[cp-1\]: kube-apiserver --encryption-provider-config=\/etc\/kubernetes\/enc\/enc\.yaml: uses the kms provider, but k8sform writes secretbox or aescbc keys only/);
  // One k8sform adopts passes the hosts' check: import goes on to the apiserver, which the local example has none of.
  writeFileSync(enc, `apiVersion: apiserver.config.k8s.io/v1\nkind: EncryptionConfiguration\nresources:\n- resources: [secrets]\n  providers:\n  - secretbox: { keys: [{ name: key1, secret: ${key} }] }\n  - identity: {}\n`, { mode: 0o600 });
  assert.match(await imported('adoptable'), /no apiserver answers/);
});
