import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { Ajv } from 'ajv';
import { k8sform, oneLineRefusal } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-fleet-'));
after(() => rmSync(work, { recursive: true, force: true }));

const example = readFileSync(repoPath('examples/clusters/local/cluster.yaml'), 'utf8');
const GLOB = 'clusters/*/cluster.yaml';

/** A fleet of copies of the local example, one folder per cluster, each with its own hosts. */
function fleet(name: string, clusters: readonly string[]): string {
  const dir = join(work, name);
  for (const c of clusters) {
    mkdirSync(join(dir, 'clusters', c), { recursive: true });
    writeFileSync(join(dir, 'clusters', c, 'cluster.yaml'), example.replace('name: local-demo', `name: ${c}`).replace(/root: \.k8sform/g, `root: ${join(dir, '.k8sform', c)}`));
  }
  return dir;
}
const hostsOf = (dir: string, cluster: string) => join(dir, '.k8sform', cluster);
const partition = <T>(items: readonly T[], test: (t: T) => boolean): [T[], T[]] => [items.filter(test), items.filter((t) => !test(t))];
const headings = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('=== '));

test('validate checks every file a glob matches, in natural order, and names each broken one by its line', async () => {
  const dir = fleet('validate', ['east', 'west-2', 'west-10']);
  writeFileSync(join(dir, 'clusters/east/cluster.yaml'), example.replace(/kubernetesVersion: v[\d.]+/, 'kubernetesVersion: v1.34.x'));
  const r = await k8sform(['validate', '-f', GLOB], dir);
  assert.equal(r.status, 1, r.stderr);
  assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.split(':')[0]), ['clusters/west-2/cluster.yaml', 'clusters/west-10/cluster.yaml']);
  assert.equal(r.stderr, 'clusters/east/cluster.yaml:8:22: spec.kubernetesVersion: must be an exact version such as v1.37.2 (got "v1.34.x")\n');
});

test('plan of a fleet plans every cluster, one section each, with one combined exit code', async () => {
  const dir = fleet('plan', ['b', 'a-10', 'a-2']);
  const first = await k8sform(['plan', '-f', GLOB, '--target', 'host', '--detailed-exitcode'], dir);
  assert.equal(first.status, 2, first.stderr);
  assert.deepEqual(headings(first.stdout), ['=== clusters/a-2/cluster.yaml (cluster a-2) ===', '=== clusters/a-10/cluster.yaml (cluster a-10) ===', '=== clusters/b/cluster.yaml (cluster b) ===']);
  assert.equal(first.stdout.match(/Plan: 40 to add, 0 to change, 0 to destroy\./g)?.length, 3);
  assert.match(first.stdout, /\nFleet: 3 clusters: 3 with changes, 0 without, 0 could not be planned\.\n$/);

  // One cluster applied: the fleet still has changes (exit 2) until every cluster is.
  assert.equal((await k8sform(['apply', '--auto-approve', '--target', 'host', '-f', 'clusters/b/cluster.yaml'], dir)).status, 0);
  const partly = await k8sform(['plan', '-f', GLOB, '--target', 'host', '--detailed-exitcode'], dir);
  assert.equal(partly.status, 2, partly.stderr);
  assert.match(partly.stdout, /Fleet: 3 clusters: 2 with changes, 1 without, 0 could not be planned\./);

  // A cluster that cannot be planned fails the run (exit 1), and the others are still planned.
  writeFileSync(join(dir, 'clusters/a-10/cluster.yaml'), 'spec: [');
  const broken = await k8sform(['plan', '-f', GLOB, '--target', 'host', '--detailed-exitcode'], dir);
  assert.equal(broken.status, 1, broken.stderr);
  assert.equal(broken.stdout.match(/^Plan: 40 to add/gm)?.length, 1, 'a-2 is still planned');
  assert.match(broken.stdout, /=== clusters\/a-10\/cluster.yaml ===\n\nCould not be planned:\nclusters\/a-10\/cluster.yaml:1:/);
  assert.match(broken.stdout, /Fleet: 3 clusters: 1 with changes, 1 without, 1 could not be planned\./);
  // Beside the progress lines (each naming its cluster's file, as clusters run at once), one line: the error.
  const [progress, others] = partition(broken.stderr.trim().split('\n'), (l) => /^\d\d:\d\d:\d\d\.\d{3} \+\d+\.\d{3}s  /.test(l));
  assert.ok(progress.length > 0 && progress.every((l) => /s {2}clusters\/(a-2|b)\/cluster\.yaml: /.test(l)), progress.join('\n'));
  assert.equal(others.length, 1, broken.stderr);
  assert.match(others[0]!, /^clusters\/a-10\/cluster.yaml:1:\d+: /);
  const quiet = await k8sform(['plan', '-f', GLOB, '--target', 'host', '--quiet'], dir);
  assert.match(quiet.stderr, /^clusters\/a-10\/cluster.yaml:1:\d+: [^\n]*\n$/);
});

test('a fleet plan in JSON matches the fleet schema, and each cluster in it the plan schema', async () => {
  const dir = fleet('json', ['one', 'two']);
  writeFileSync(join(dir, 'clusters/two/cluster.yaml'), example.replace('  hosts:', '  hosts: []\n  x:'));
  const r = await k8sform(['plan', '--json', '-f', GLOB, '--target', 'host'], dir);
  assert.equal(r.status, 1);
  const doc = JSON.parse(r.stdout) as { clusters: { file: string; plan?: { cluster: string }; error?: string }[] };
  const ajv = new Ajv({ strict: true, allErrors: true });
  ajv.addSchema(JSON.parse(readFileSync(repoPath('schemas/plan-json.schema.json'), 'utf8')) as object);
  const valid = ajv.compile(JSON.parse(readFileSync(repoPath('schemas/fleet-plan-json.schema.json'), 'utf8')) as object);
  assert.ok(valid(doc), ajv.errorsText(valid.errors));
  assert.deepEqual(doc.clusters.map((c) => [c.file, c.plan?.cluster ?? null, typeof c.error]), [['clusters/one/cluster.yaml', 'one', 'undefined'], ['clusters/two/cluster.yaml', null, 'string']]);
});

test('a fleet plan in Markdown stays under one comment however many clusters there are', async () => {
  const names = Array.from({ length: 12 }, (_, i) => `c${i + 1}`);
  const dir = fleet('markdown', names);
  const r = await k8sform(['plan', '--format', 'markdown', '-f', GLOB, '--target', 'host'], dir);
  assert.equal(r.status, 0, r.stderr);
  assert.ok(r.stdout.length < 65_536, `${r.stdout.length} characters`);
  assert.deepEqual(r.stdout.split('\n').filter((l) => l.startsWith('## ')), names.map((n) => `## \`clusters/${n}/cluster.yaml\``));
  assert.match(r.stdout, /Shortened to fit a comment/);
});

test('apply refuses a glob matching several clusters unless asked, and then applies each in turn', async () => {
  const dir = fleet('apply', ['x', 'y']);
  const refused = await k8sform(['apply', '--auto-approve', '--target', 'host', '-f', GLOB], dir);
  assert.match(oneLineRefusal(refused, 'apply of a fleet'), /matches 2 files \(clusters\/x\/cluster.yaml, clusters\/y\/cluster.yaml\); apply changes one cluster at a time: name one file, or pass --all-clusters/);
  assert.ok(!existsSync(hostsOf(dir, 'x')) && !existsSync(hostsOf(dir, 'y')), 'nothing written');

  const applied = await k8sform(['apply', '--auto-approve', '--target', 'host', '--all-clusters', '-f', GLOB], dir);
  assert.equal(applied.status, 0, applied.stderr);
  assert.deepEqual(headings(applied.stdout), ['=== clusters/x/cluster.yaml (1 of 2) ===', '=== clusters/y/cluster.yaml (2 of 2) ===']);
  assert.equal(applied.stdout.match(/Apply complete! Resources: 40 added/g)?.length, 2);
  assert.equal((await k8sform(['plan', '-f', GLOB, '--target', 'host', '--detailed-exitcode'], dir)).status, 0);
});

test('commands that work on one cluster refuse a glob matching several, and a glob matching none is an error', async () => {
  const dir = fleet('one', ['p', 'q']);
  for (const args of [['diff'], ['certs'], ['upgrade', 'plan'], ['render', '--out', 'out'], ['plan', '--out', 'saved.plan']]) {
    const line = oneLineRefusal(await k8sform([...args, '-f', GLOB], dir), args.join(' '));
    assert.match(line, /^(-f clusters\/\*\/cluster\.yaml: matches 2 files|--out saves one cluster's plan)/, line);
  }
  assert.ok(!existsSync(join(dir, 'out')) && !existsSync(join(dir, 'saved.plan')));
  assert.equal(oneLineRefusal(await k8sform(['plan', '-f', 'nowhere/*.yaml'], dir), 'no match'), '-f nowhere/*.yaml: no file matches');
  // A file whose name looks like a glob is still that file.
  mkdirSync(join(dir, 'odd[1]'));
  writeFileSync(join(dir, 'odd[1]/cluster.yaml'), example);
  assert.equal((await k8sform(['validate', '-f', 'odd[1]/cluster.yaml'], dir)).status, 0);
});
