import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import { repoPath } from '../support/paths.js';

interface Generator {
  generateReference(schema?: object): string;
  withReference(doc: string, reference: string): string;
  BEGIN: string;
  END: string;
}
const generator = (): Promise<Generator> => import(pathToFileURL(repoPath('scripts/gen-reference.mjs')).href) as Promise<Generator>;
const schema = () => JSON.parse(readFileSync(repoPath('schemas/cluster.schema.json'), 'utf8')) as { definitions: { ClusterSpec: { properties: Record<string, { description: string; properties?: Record<string, { description: string }> }> } } };
const doc = () => readFileSync(repoPath('docs/cluster-yaml.md'), 'utf8');

const work = mkdtempSync(join(tmpdir(), 'k8sform-reference-'));
after(() => rmSync(work, { recursive: true, force: true }));

test("the cluster.yaml reference's tables are the schema's descriptions, one row per field", async () => {
  const { generateReference, withReference } = await generator();
  assert.equal(doc(), withReference(doc(), generateReference()), 'docs/cluster-yaml.md drifted from the schema: run `npm run gen:reference`');
  const rows = generateReference().split('\n').filter((line) => line.startsWith('| `'));
  assert.ok(rows.length > 100, `only ${rows.length} rows`);
  assert.ok(rows.includes("| `spec.networking.podSubnet` | none | Pod CIDR, of the service subnet's IP family; when set, the controller-manager allocates node CIDRs from it. |"));
  assert.ok(rows.includes('| `spec.apiServer.bindPort` | `6443` | Secure port kube-apiserver listens on. |'));
  assert.ok(rows.includes('| `spec.hosts[].name` | — (required) | Node name (a DNS-1123 subdomain), unique; the kubelet registers the Node under it (--hostname-override). |'));
});

test('a changed description, a default the description contradicts, or a field in no section fails the generator', async () => {
  const { generateReference, withReference } = await generator();
  const changed = schema();
  changed.definitions.ClusterSpec.properties.networking!.properties!.podSubnet!.description = 'Pod CIDR. Default: none.';
  assert.notEqual(withReference(doc(), generateReference(changed)), doc());
  const contradicted = schema() as unknown as { definitions: { ClusterSpec: { properties: { apiServer: { properties: { bindPort: { default: number } } } } } } };
  contradicted.definitions.ClusterSpec.properties.apiServer.properties.bindPort.default = 6444;
  assert.throws(() => generateReference(contradicted), /spec\.apiServer\.bindPort: its description gives the default 6443, its default keyword 6444/);
  const unplaced = schema();
  unplaced.definitions.ClusterSpec.properties.newField = { description: 'New. Default 1.' };
  assert.throws(() => generateReference(unplaced), /place spec\.newField in a section/);
});

test('--check exits 1 when a description changed and the doc was not regenerated, 0 once it was', () => {
  for (const path of ['scripts/gen-reference.mjs', 'schemas/cluster.schema.json', 'docs/cluster-yaml.md']) cpSync(repoPath(path), join(work, path));
  const run = (...args: string[]) => spawnSync(process.execPath, [join(work, 'scripts/gen-reference.mjs'), ...args], { encoding: 'utf8' });
  assert.equal(run('--check').status, 0);
  const schemaFile = join(work, 'schemas/cluster.schema.json');
  writeFileSync(schemaFile, readFileSync(schemaFile, 'utf8').replace('"Cluster DNS domain. Default cluster.local."', '"The cluster\'s DNS domain. Default cluster.local."'));
  const drifted = run('--check');
  assert.equal(drifted.status, 1);
  assert.match(drifted.stderr, /docs\/cluster-yaml\.md is out of date: run `npm run gen:reference`/);
  assert.equal(run().status, 0);
  assert.equal(run('--check').status, 0);
  assert.match(readFileSync(join(work, 'docs/cluster-yaml.md'), 'utf8'), /\| `spec\.networking\.dnsDomain` \| `cluster\.local` \| The cluster's DNS domain\. \|/);
});

test("the reference's links lead to docs and headings that exist", async () => {
  const { BEGIN, END } = await generator();
  const text = doc();
  const generated = text.slice(text.indexOf(BEGIN), text.indexOf(END));
  const links = [...generated.matchAll(/\]\(([^)#]+)(?:#([^)]+))?\)/g)].map(([, file, anchor]) => [file!, anchor] as const);
  assert.ok(links.length >= 8, `only ${links.length} links`);
  const slug = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');
  const broken = links.filter(([file, anchor]) => {
    const path = repoPath('docs', file);
    if (!existsSync(path)) return true;
    if (!anchor) return false;
    const headings = [...readFileSync(path, 'utf8').matchAll(/^#+ (.+)$/gm)].map(([, heading]) => slug(heading!));
    return !headings.includes(anchor);
  });
  assert.deepEqual(broken, []);
});
