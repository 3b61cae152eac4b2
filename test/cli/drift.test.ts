import assert from 'node:assert/strict';
import { appendFileSync, chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { k8sform, oneLineRefusal } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-drift-'));
after(() => rmSync(work, { recursive: true, force: true }));

const CP = '.k8sform/hosts/cp-1';
const RECORD = `${CP}/etc/kubernetes/k8sform.applied.json`;
const ADMIN = 'host[cp-1].file[/etc/kubernetes/admin.conf]';
const APISERVER = 'host[cp-1].file[/etc/kubernetes/manifests/kube-apiserver.yaml]';
const KUBELET = 'host[worker-1].file[/var/lib/kubelet/config.yaml]';

interface JsonChange { address: string; action: string; origin: string | null }
const origins = (stdout: string) => Object.fromEntries((JSON.parse(stdout) as { resource_changes: JsonChange[] }).resource_changes.filter((c) => c.action !== 'noop').map((c) => [c.address, c.origin]));

test('plan tells the changes cluster.yaml makes from drift made on the hosts since the last apply; --drift-only shows only drift', async () => {
  const dir = join(work, 'local');
  cpSync(repoPath('examples/clusters/local'), dir, { recursive: true });
  const run = (...args: string[]) => k8sform(args, dir);

  const first = await run('plan', '--json', '--target', 'host');
  assert.ok(Object.values(origins(first.stdout)).every((o) => o === 'config'), 'files to create on new hosts come from cluster.yaml');
  assert.equal((await run('apply', '--auto-approve', '--target', 'host')).status, 0);

  // The record of what apply wrote: digests, modes and owners only, private to root.
  assert.equal(statSync(join(dir, RECORD)).mode & 0o777, 0o600);
  const record = readFileSync(join(dir, RECORD), 'utf8');
  assert.doesNotMatch(record, /PRIVATE KEY|BEGIN|token/i);
  assert.equal(Object.keys((JSON.parse(record) as { files: object }).files).length, 35, 'every managed file of cp-1, and the etcd data directory');

  // cluster.yaml changes one manifest; by hand, someone edits the kubelet's config and loosens a mode.
  const config = readFileSync(join(dir, 'cluster.yaml'), 'utf8');
  writeFileSync(join(dir, 'cluster.yaml'), config.replace('  networking:', '  apiServer: { extraArgs: { shutdown-delay-duration: 10s } }\n  networking:'));
  appendFileSync(join(dir, '.k8sform/hosts/worker-1/var/lib/kubelet/config.yaml'), '# tuned by hand\n');
  chmodSync(join(dir, CP, 'etc/kubernetes/admin.conf'), 0o644);

  assert.deepEqual(origins((await run('plan', '--json', '--target', 'host')).stdout), { [ADMIN]: 'drift', [APISERVER]: 'config', [KUBELET]: 'drift' });
  const text = await run('plan', '--target', 'host');
  assert.equal(text.stdout.match(/drift: changed on the host since k8sform's last apply/g)?.length, 2);
  assert.match((await run('plan', '--target', 'host', '--format', 'markdown')).stdout, /\| `~` \| `host\[cp-1\]\.file\[\/etc\/kubernetes\/admin\.conf\]` \| \*\*drift\*\* mode:/);

  const nightly = await run('plan', '--target', 'host', '--drift-only', '--detailed-exitcode');
  assert.equal(nightly.status, 2, nightly.stderr);
  assert.deepEqual(nightly.stdout.match(/# \S+ will be/g), [`# ${ADMIN} will be`, `# ${KUBELET} will be`]);
  assert.match(nightly.stdout, /--drift-only: not shown: 1 change\(s\) from cluster\.yaml not applied yet, 0 of unknown origin/);
  assert.deepEqual(origins((await run('plan', '--json', '--target', 'host', '--drift-only')).stdout), { [ADMIN]: 'drift', [KUBELET]: 'drift' });
  assert.match(oneLineRefusal(await run('plan', '--drift-only', '--out', 'x.plan'), '--drift-only --out'), /^--drift-only cannot be combined with --out/);

  // A saved plan carries the origins and applies; the record follows, so no drift is left.
  assert.equal((await run('plan', '--target', 'host', '--out', 'all.plan')).status, 0);
  const applied = await run('apply', 'all.plan');
  assert.equal(applied.status, 0, applied.stderr);
  const quiet = await run('plan', '--target', 'host', '--drift-only', '--detailed-exitcode');
  assert.equal(quiet.status, 0, quiet.stdout);
  assert.match(quiet.stdout, /^No drift: /);

  // A host whose record is gone (applied by an older k8sform, or adopted): differences are of unknown origin.
  rmSync(join(dir, RECORD));
  chmodSync(join(dir, CP, 'etc/kubernetes/admin.conf'), 0o640);
  assert.deepEqual(origins((await run('plan', '--json', '--target', 'host')).stdout), { [ADMIN]: 'unknown' });
  const unknown = await run('plan', '--target', 'host', '--drift-only', '--detailed-exitcode');
  assert.equal(unknown.status, 0);
  assert.match(unknown.stdout, /not shown: 0 change\(s\) from cluster\.yaml not applied yet, 1 of unknown origin/);
});
