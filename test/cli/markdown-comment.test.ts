import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { readPlanFile } from '../../src/engine/plan-file.js';
import { formatAddress } from '../../src/model/address.js';
import { isEffective, type Change } from '../../src/model/plan.js';
import { MARKDOWN_CAP, rankOf, renderPlanMarkdown } from '../../src/views/markdown-plan.js';
import { k8sform } from '../corpus/run-cli.js';
import { repoPath } from '../support/paths.js';

/**
 * The pull-request comment of the HA example's plans (its hosts as local directories), measured
 * as docs/commands.md reports it: what a big first plan keeps, and that an upgrade plan is whole.
 */
const work = mkdtempSync(join(tmpdir(), 'k8sform-markdown-comment-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** GitHub refuses a comment longer than this. */
const GITHUB_LIMIT = 65_536;

/** The HA example with its hosts as directories under `dir`, at `version` (the example's if not given). */
function localHa(dir: string, version?: string): void {
  const doc = parseDocument(readFileSync(repoPath('examples/clusters/ha/cluster.yaml'), 'utf8'));
  doc.deleteIn(['spec', 'ssh']);
  // Without its network add-on: the figures below are those of k8sform's own files and objects.
  doc.deleteIn(['spec', 'addons', 'manifests']);
  for (const h of (doc.getIn(['spec', 'hosts']) as YAMLSeq<YAMLMap>).items) {
    h.set('transport', 'local');
    h.set('local', { root: `.k8sform/hosts/${String(h.get('name'))}` });
  }
  if (version) doc.setIn(['spec', 'kubernetesVersion'], version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'cluster.yaml'), doc.toString());
}

const shown = (markdown: string, c: Change) => markdown.includes(`<summary>${formatAddress(c.addr)}</summary>`);
const isManifest = (c: Change) => c.format === 'static-pod';

test("the HA example's first plan: created keys, certificates and kubeconfigs are summed up before any manifest, kubelet config or object diff goes", async (t) => {
  const dir = join(work, 'first');
  localHa(dir);
  const run = await k8sform(['plan', '--out', 'plan.bin', '--format', 'markdown', '-q'], dir);
  assert.equal(run.status, 0, run.stderr);
  const markdown = run.stdout;
  const changes = readPlanFile(join(dir, 'plan.bin')).plan.changes.filter(isEffective);
  assert.equal(changes.length, 142);
  assert.ok(markdown.length <= MARKDOWN_CAP, `${markdown.length}`);
  // Every key, certificate and kubeconfig is created: each is in its host's one line, none has a diff.
  const material = changes.filter((c) => rankOf(c) < 2);
  assert.equal(material.length, 84);
  assert.deepEqual(material.filter((c) => shown(markdown, c)).map((c) => formatAddress(c.addr)), []);
  for (const host of ['cp-1', 'cp-2', 'cp-3', 'worker-1', 'worker-2']) assert.match(markdown, new RegExp(`\\n\`host\\[${host}\\]\`: [^\\n]+ created, their diffs left out \\(`));
  // Every manifest, kubelet config, flags file and cluster object keeps its diff.
  const leftOut = changes.filter((c) => rankOf(c) === 2 && !shown(markdown, c)).map((c) => formatAddress(c.addr));
  assert.deepEqual(leftOut, []);
  assert.ok(changes.filter(isManifest).length === 12 && changes.filter((c) => c.addr.kind === 'object').length === 29);
  assert.match(
    markdown,
    /\n> \*\*Shortened to fit a comment:\*\* 36 keys, 32 certificates, 15 kubeconfigs and 1 secret created are summed up in a table row and a line each, one per host and one for the cluster's objects; 16 files created alike on several hosts are shown as their differences from the first host's\. /,
  );
  // Up to GitHub's own limit (no room left for a CI job's wrapper), nothing but key material is summed up.
  const whole = renderPlanMarkdown(readPlanFile(join(dir, 'plan.bin')).plan, undefined, GITHUB_LIMIT);
  assert.ok(whole.length <= GITHUB_LIMIT, `${whole.length}`);
  assert.deepEqual(changes.filter((c) => rankOf(c) === 2 && !shown(whole, c)).map((c) => formatAddress(c.addr)), []);
  assert.doesNotMatch(whole, /diffs are left out\./);
  const full = renderPlanMarkdown(readPlanFile(join(dir, 'plan.bin')).plan, undefined, Number.MAX_SAFE_INTEGER);
  t.diagnostic(`first plan: every diff in full ${full.length}; comment ${markdown.length}; capped at ${GITHUB_LIMIT}: ${whole.length}`);
});

test('an upgrade plan of the HA example fits whole: every manifest diff, no note', async (t) => {
  const dir = join(work, 'upgrade');
  localHa(dir, 'v1.36.4');
  const applied = await k8sform(['apply', '--auto-approve', '--target', 'host', '-q'], dir);
  assert.equal(applied.status, 0, applied.stderr);
  localHa(dir);
  const run = await k8sform(['plan', '--target', 'host', '--out', 'plan.bin', '--format', 'markdown', '-q'], dir);
  assert.equal(run.status, 0, run.stderr);
  const changes = readPlanFile(join(dir, 'plan.bin')).plan.changes.filter(isEffective);
  assert.equal(changes.filter(isManifest).length, 12);
  assert.ok(run.stdout.length <= MARKDOWN_CAP, `${run.stdout.length}`);
  assert.deepEqual(changes.filter((c) => !shown(run.stdout, c)).map((c) => formatAddress(c.addr)), []);
  assert.ok(!run.stdout.includes('Shortened'));
  t.diagnostic(`upgrade plan: ${changes.length} changes; comment ${run.stdout.length}`);
});
