import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { Ajv, type ValidateFunction } from 'ajv';
import { STATIC_POD_ORDER } from '../../src/model/rollout.js';
import { CERTIFICATE_PROBLEMS } from '../../src/model/certificate-report.js';
import { CLI, repoPath } from '../support/paths.js';
import type { ApplyDoc } from '../support/apply-doc.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-report-schemas-'));
after(() => rmSync(work, { recursive: true, force: true }));

const k8sform = (args: string[], cwd = repoPath()) => spawnSync(CLI, [...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
const schemaOf = (name: string) => JSON.parse(readFileSync(repoPath('schemas', name), 'utf8')) as Record<string, unknown> & { definitions: Record<string, { properties: Record<string, { enum?: string[] }> }> };
const compile = (name: string) => new Ajv({ strict: true, allErrors: true }).compile(schemaOf(name));
const validateCerts = compile('certs-json.schema.json');
const validateUpgrade = compile('upgrade-plan-json.schema.json');
const validateApply = compile('apply-json.schema.json');

interface CertsDoc {
  failWithinSeconds?: number;
  failing: number;
  certificates: { name: string; source: string; isCA?: boolean; authority?: string; expiresWithin?: boolean; problem?: string }[];
  [field: string]: unknown;
}
interface UpgradeDoc {
  clusterVersion?: string;
  allowedNext: string[];
  components: { component: string; where: string; now?: string }[];
  migrations: string[];
  violations: { where: string; message: string }[];
  [field: string]: unknown;
}

/** A report the CLI printed with the exit code expected, checked against its schema; the ajv errors say where it differs. */
function valid<T>(validate: ValidateFunction, label: string, r: ReturnType<typeof k8sform>, status: number): T {
  assert.equal(r.status, status, `${label}: exit ${r.status}: ${r.stderr}`);
  assert.doesNotMatch(r.stdout, /PRIVATE KEY|client-key-data|token:/, `${label}: secrets in the output`);
  const doc = JSON.parse(r.stdout) as T;
  assert.ok(validate(doc), `${label}: ${new Ajv().errorsText(validate.errors, { separator: '\n' })}`);
  return doc;
}

/** The local example in a directory of its own, with ECDSA keys so that apply is quick. */
function localExample(name: string, version?: string): { dir: string; run: (args: string[]) => ReturnType<typeof k8sform>; setVersion: (v: string) => void } {
  const dir = join(work, name);
  mkdirSync(dir);
  const config = readFileSync(repoPath('examples/clusters/local/cluster.yaml'), 'utf8').replace('  networking:', '  certificates: { keyAlgorithm: ecdsa-p256 }\n  networking:');
  const setVersion = (v: string) => writeFileSync(join(dir, 'cluster.yaml'), config.replace(/kubernetesVersion: \S+/, `kubernetesVersion: ${v}`));
  writeFileSync(join(dir, 'cluster.yaml'), config);
  if (version) setVersion(version);
  return { dir, run: (args) => k8sform(args, dir), setVersion };
}

/** Whether `validate` accepts a copy of `doc` after `edit`. */
const accepts = <T>(validate: ValidateFunction, doc: T, edit: (copy: T) => void) => {
  const copy = structuredClone(doc);
  edit(copy);
  return validate(copy);
};

test('k8sform schema --certs, --upgrade-plan, --apply, --etcd-snapshot and --pki-export print those schemas; two schema flags are a one-line usage error', () => {
  for (const [flag, file] of [['--certs', 'certs-json.schema.json'], ['--upgrade-plan', 'upgrade-plan-json.schema.json'], ['--apply', 'apply-json.schema.json'], ['--etcd-snapshot', 'etcd-snapshot-json.schema.json'], ['--pki-export', 'pki-export-json.schema.json']] as const) {
    const r = k8sform(['schema', flag]);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stderr, '');
    assert.equal(r.stdout, readFileSync(repoPath('schemas', file), 'utf8'));
    assert.equal((JSON.parse(r.stdout) as { $id: string }).$id, `https://k8sform.dev/schemas/${file}`);
  }
  for (const args of [['--plan', '--certs'], ['--certs', '--upgrade-plan'], ['--upgrade-plan', '--plan'], ['--apply', '--certs'], ['--etcd-snapshot', '--apply'], ['--pki-export', '--etcd-snapshot']]) {
    const r = k8sform(['schema', ...args]);
    assert.equal(r.status, 1, r.stderr);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /^error: option '--[a-z-]+' cannot be used with option '--[a-z-]+' \(run k8sform --help for usage\)\n$/);
  }
});

test('the certs schema lists exactly the problems a certificate can have', () => {
  assert.deepEqual(schemaOf('certs-json.schema.json').definitions.Unreadable!.properties.problem!.enum, [...CERTIFICATE_PROBLEMS]);
});

test('real certs --json reports of the local example validate: plain, with --fail-within, and with every problem', () => {
  const { dir, run } = localExample('certs');
  assert.equal(run(['apply', '--auto-approve', '--target', 'host']).status, 0);
  const plain = valid<CertsDoc>(validateCerts, 'plain', run(['certs', '--json']), 0);
  assert.equal(plain.failWithinSeconds, undefined);
  assert.equal(plain.failing, 0);
  assert.ok(plain.certificates.every((c) => c.expiresWithin === undefined && c.problem === undefined));
  // CAs, leaves with their authority, kubeconfig users: every kind of entry the schema describes.
  assert.ok(plain.certificates.some((c) => c.isCA === true && c.authority === undefined));
  assert.deepEqual(new Set(plain.certificates.filter((c) => c.isCA === false).map((c) => c.authority)), new Set(['ca', 'etcd-ca', 'front-proxy-ca']));
  assert.deepEqual(new Set(plain.certificates.map((c) => c.source)), new Set(['file', 'kubeconfig']));

  const within = valid<CertsDoc>(validateCerts, '--fail-within 3650d', run(['certs', '--json', '--fail-within', '3650d']), 1);
  assert.equal(within.failWithinSeconds, 3650 * 86400);
  assert.equal(within.failing, within.certificates.length);
  assert.ok(within.certificates.every((c) => c.expiresWithin === true));

  // A missing certificate, one that is not PEM, a kubeconfig that is not YAML, a directory in place of a file.
  const etc = join(dir, '.k8sform/hosts/cp-1/etc/kubernetes');
  rmSync(join(etc, 'pki/apiserver.crt'));
  writeFileSync(join(etc, 'pki/front-proxy-client.crt'), 'not a certificate\n');
  writeFileSync(join(etc, 'controller-manager.conf'), 'users: [\n');
  rmSync(join(etc, 'scheduler.conf'));
  mkdirSync(join(etc, 'scheduler.conf'));
  const broken = valid<CertsDoc>(validateCerts, 'problems', run(['certs', '--json']), 0);
  assert.equal(broken.failing, 0, 'problems fail only with --fail-within');
  assert.deepEqual(new Set(broken.certificates.map((c) => c.problem).filter(Boolean)), new Set(CERTIFICATE_PROBLEMS));
  const failing = valid<CertsDoc>(validateCerts, 'problems with --fail-within 1d', run(['certs', '--json', '--fail-within', '1d']), 1);
  assert.equal(failing.failing, CERTIFICATE_PROBLEMS.length);
  assert.ok(failing.certificates.every((c) => (c.problem === undefined) === (c.expiresWithin === false)));

  // The schema bites: a misspelt field, a wrong enum, fields that do not go together.
  const leaf = within.certificates.findIndex((c) => c.isCA === false);
  const ca = within.certificates.findIndex((c) => c.isCA === true);
  const problem = broken.certificates.findIndex((c) => c.problem !== undefined);
  assert.equal(accepts(validateCerts, within, () => {}), true, 'the unedited copy is valid');
  assert.equal(accepts(validateCerts, within, (d) => (d.failng = d.failing)), false, 'a misspelt top-level field');
  assert.equal(accepts(validateCerts, within, (d) => Object.assign(d.certificates[leaf]!, { notAftr: '2030-01-01T00:00:00.000Z' })), false, 'a misspelt field of a certificate');
  assert.equal(accepts(validateCerts, within, (d) => (d.certificates[leaf]!.source = 'pem')), false, 'an unknown source');
  assert.equal(accepts(validateCerts, broken, (d) => (d.certificates[problem]!.problem = 'gone')), false, 'an unknown problem');
  assert.equal(accepts(validateCerts, within, (d) => delete d.certificates[leaf]!.authority), false, 'a leaf without its authority');
  assert.equal(accepts(validateCerts, within, (d) => (d.certificates[ca]!.authority = 'ca')), false, 'a CA with an authority');
  assert.equal(accepts(validateCerts, within, (d) => delete d.failWithinSeconds), false, 'expiresWithin and failing without --fail-within');
  assert.equal(accepts(validateCerts, broken, (d) => (d.certificates[problem]!.isCA = false)), false, 'a problem with certificate fields');
});

test('real upgrade plan --json reports of the local example validate: before set-up, the same version, an upgrade, a refused downgrade', () => {
  const { run, setVersion } = localExample('upgrade', 'v1.33.13');
  // Nothing set up yet: no cluster version, so nothing allowed next and no migrations.
  const fresh = valid<UpgradeDoc>(validateUpgrade, 'before set-up', run(['upgrade', 'plan', '--json']), 0);
  assert.equal(fresh.clusterVersion, undefined);
  assert.ok(fresh.components.every((c) => c.now === undefined));
  assert.equal(run(['apply', '--auto-approve', '--target', 'host']).status, 0);
  // Once the control plane's files exist, only --target host reports without an apiserver (none runs here).
  const same = valid<UpgradeDoc>(validateUpgrade, 'same version', run(['upgrade', 'plan', '--json', '--target', 'host']), 0);
  assert.equal(same.clusterVersion, 'v1.33.13');
  assert.deepEqual(same.allowedNext, ['v1.34.5']);
  setVersion('v1.34.4');
  const up = valid<UpgradeDoc>(validateUpgrade, 'next minor', run(['upgrade', 'plan', '--json', '--target', 'host']), 0);
  assert.deepEqual(up.violations, []);
  assert.ok(up.migrations.some((m) => m.startsWith('etcd image ')), up.migrations.join('\n'));
  setVersion('v1.32.13');
  const down = valid<UpgradeDoc>(validateUpgrade, 'down a minor', run(['upgrade', 'plan', '--json', '--target', 'host']), 1);
  assert.deepEqual(down.violations.map((v) => v.where), ['host[cp-1]']);
  // The reports name every component the schema lists, and no other.
  const components = new Set([fresh, same, up, down].flatMap((d) => d.components.map((c) => c.component)));
  assert.deepEqual(components, new Set(schemaOf('upgrade-plan-json.schema.json').definitions.Component!.properties.component!.enum));
  assert.ok(STATIC_POD_ORDER.every((c) => components.has(c)));

  // The schema bites: a misspelt field, a wrong enum, fields that do not go together.
  const kubelet = same.components.findIndex((c) => c.component === 'kubelet');
  assert.equal(accepts(validateUpgrade, down, () => {}), true, 'the unedited copy is valid');
  assert.equal(accepts(validateUpgrade, same, (d) => (d.allowedNxt = d.allowedNext)), false, 'a misspelt top-level field');
  assert.equal(accepts(validateUpgrade, same, (d) => Object.assign(d.components[0]!, { version: 'v1.33.13' })), false, 'a misspelt field of a component');
  assert.equal(accepts(validateUpgrade, same, (d) => (d.components[kubelet]!.component = 'kube-dns')), false, 'an unknown component');
  assert.equal(accepts(validateUpgrade, same, (d) => (d.components[kubelet]!.where = 'cluster')), false, 'a kubelet placed in the cluster');
  assert.equal(accepts(validateUpgrade, down, (d) => (d.violations[0]!.where = 'cluster')), false, 'a violation not on a host or Node');
  assert.equal(accepts(validateUpgrade, same, (d) => delete d.clusterVersion), false, 'versions allowed next from no version');
  assert.equal(accepts(validateUpgrade, same, (d) => (d.allowedNext = ['1.34'])), false, 'a version that is not one');
});

test('real apply --json reports of the local example validate: applied, up to date, stopped by a stale saved plan', () => {
  const { dir, run } = localExample('apply');
  const applied = valid<ApplyDoc>(validateApply, 'applied', run(['apply', '--json', '--auto-approve', '--target', 'host']), 0);
  assert.equal(applied.outcome, 'applied');
  // Every planned change is a host file or directory here (no apiserver runs): each counts once, in its step.
  assert.equal(applied.applied, applied.resources.add);
  assert.equal(applied.notApplied, 0);
  assert.deepEqual(applied.steps.map((s) => s.outcome), ['done', 'done']);
  assert.equal(applied.steps.reduce((n, s) => n + s.applied.length, 0), applied.applied);
  assert.ok(applied.steps[0]!.applied.every((a) => a.startsWith('host[cp-1].')));
  assert.deepEqual([applied.objects, applied.nodesLabelled], [[], []]);
  const same = valid<ApplyDoc>(validateApply, 'up to date', run(['apply', '--json', '--auto-approve', '--target', 'host']), 0);
  assert.deepEqual([same.outcome, same.applied, same.steps], ['up-to-date', 0, []]);

  // A saved plan gone stale before its apply starts: nothing applied, the error on stderr.
  const conf = join(dir, '.k8sform/hosts/worker-1/var/lib/kubelet/config.yaml');
  rmSync(conf);
  assert.equal(run(['plan', '--target', 'host', '--out', 'p.plan']).status, 0);
  writeFileSync(conf, 'changed\n');
  const r = run(['apply', '--json', 'p.plan']);
  const stale = valid<ApplyDoc>(validateApply, 'stale', r, 1);
  assert.match(r.stderr, /the plan is stale/);
  assert.deepEqual([stale.outcome, stale.applied, stale.notApplied, stale.stop?.kind, stale.stop?.step], ['stopped', 0, 1, 'stale-plan', undefined]);
  assert.deepEqual(stale.steps.map((s) => s.outcome), ['not-started']);

  // Another apply holds the lock: stopped before any plan, and --json still says so.
  const lock = join(dir, '.k8sform/hosts/cp-1/etc/kubernetes/k8sform.lock');
  writeFileSync(lock, `${JSON.stringify({ id: 'other-run', owner: 'ci@elsewhere', operation: 'apply', started: new Date().toISOString(), ttlSeconds: 900, renewed: Math.floor(Date.now() / 1000) })}\n`);
  const held = run(['apply', '--json', '--auto-approve', '--target', 'host']);
  const heldDoc = valid<ApplyDoc>(validateApply, 'lock held', held, 1);
  assert.deepEqual([heldDoc.outcome, heldDoc.applied, heldDoc.notApplied, heldDoc.steps, heldDoc.stop?.kind, heldDoc.stop?.step], ['stopped', 0, 0, [], 'lock-held', undefined]);
  assert.match(heldDoc.stop!.message, /other-run/);
  assert.equal(held.stderr.trim().split('\n').pop()!.includes('other-run'), true, 'the error itself still goes to stderr');
  rmSync(lock);

  // Approval cannot be asked for while stdout is JSON: a refused flag is reported too, before any plan.
  const asks = run(['apply', '--json']);
  const asksDoc = valid<ApplyDoc>(validateApply, 'refused flag', asks, 1);
  assert.deepEqual([asksDoc.cluster, asksDoc.outcome, asksDoc.applied, asksDoc.notApplied, asksDoc.steps, asksDoc.stop], [undefined, 'stopped', 0, 0, [], { kind: 'error', message: asks.stderr.trim() }]);
  assert.match(asks.stderr, /^--json needs --auto-approve/);
  // A flag refused with a saved plan: the plan names the cluster, and none of its steps started.
  assert.equal(run(['plan', '--target', 'host', '--out', 'q.plan']).status, 0);
  const withTarget = run(['apply', '--json', 'q.plan', '--target', 'host']);
  const withTargetDoc = valid<ApplyDoc>(validateApply, 'a saved plan with --target', withTarget, 1);
  assert.deepEqual([withTargetDoc.cluster, withTargetDoc.applied, withTargetDoc.notApplied, withTargetDoc.steps.map((s) => s.outcome), withTargetDoc.stop?.kind], ['local-demo', 0, 1, ['not-started'], 'error']);
  assert.match(withTarget.stderr, /^--target cannot be combined with a saved plan/);

  // The schema bites: a misspelt field, an unknown outcome, a stop without being stopped.
  assert.equal(accepts(validateApply, stale, () => {}), true, 'the unedited copy is valid');
  assert.equal(accepts(validateApply, applied, (d) => (d.aplied = d.applied)), false, 'a misspelt top-level field');
  assert.equal(accepts(validateApply, applied, (d) => (d.steps[0]!.outcome = 'skipped')), false, 'an unknown step outcome');
  assert.equal(accepts(validateApply, stale, (d) => (d.stop!.kind = 'timeout')), false, 'an unknown stop');
  assert.equal(accepts(validateApply, stale, (d) => delete d.stop), false, 'stopped without a stop');
  assert.equal(accepts(validateApply, applied, (d) => (d.stop = stale.stop)), false, 'a stop on a finished apply');
});

test('apply --json prints a report when cluster.yaml cannot be read: a missing file, a broken one; no cluster name, the first line of the error, exit 1', () => {
  const { dir, run } = localExample('broken');
  const missing = run(['apply', '--json', '--auto-approve', '-f', 'nowhere.yaml']);
  const missingDoc = valid<ApplyDoc>(validateApply, 'missing file', missing, 1);
  assert.equal('cluster' in missingDoc, false);
  assert.deepEqual([missingDoc.outcome, missingDoc.applied, missingDoc.notApplied, missingDoc.steps, missingDoc.objects, missingDoc.nodesLabelled], ['stopped', 0, 0, [], [], []]);
  assert.deepEqual(missingDoc.stop, { kind: 'error', message: 'nowhere.yaml: cannot read: no such file' });
  assert.equal(missing.stderr, 'nowhere.yaml: cannot read: no such file\n', 'the error still goes to stderr, alone');

  // Two problems: the report has the first line of the error; stderr has both.
  writeFileSync(join(dir, 'cluster.yaml'), readFileSync(join(dir, 'cluster.yaml'), 'utf8').replace(/kubernetesVersion: \S+/, 'kubernetesVersion: 1.34').replace('role: worker', 'role: wrker'));
  const broken = run(['apply', '--json', '--auto-approve']);
  const brokenDoc = valid<ApplyDoc>(validateApply, 'broken cluster.yaml', broken, 1);
  assert.equal('cluster' in brokenDoc, false);
  const lines = broken.stderr.trim().split('\n');
  assert.equal(lines.length, 2, broken.stderr);
  assert.match(lines[0]!, /^cluster\.yaml:\d+:\d+: /);
  assert.deepEqual(brokenDoc.stop, { kind: 'error', message: lines[0] });
  assert.equal(accepts(validateApply, brokenDoc, (d) => (d.cluster = '')), false, 'an empty cluster name');
});
