import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { BASE_CLUSTER } from './base-cluster.js';
import { CLUSTER_CASES, type ClusterCase, type Path } from './cluster-yaml-cases.js';
import { k8sform, oneLineRefusal } from './run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-corpus-yaml-'));
after(() => rmSync(work, { recursive: true, force: true }));

function caseText(c: ClusterCase): string {
  if ('text' in c.edit) return c.edit.text(BASE_CLUSTER);
  const doc = parseDocument(BASE_CLUSTER);
  if (c.edit.remove) doc.deleteIn(c.edit.path);
  else doc.setIn(c.edit.path, c.edit.value);
  return String(doc);
}

/** The lines a field occupies in `text` (its key's and its value's first line), read with the yaml library, not k8sform. */
function linesOf(text: string, path: Path): number[] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  let node: Node | null = doc.contents;
  const lines = [counter.linePos(node?.range?.[0] ?? 0).line];
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((i) => (i.key as { value?: unknown } | null)?.value === segment);
      assert.ok(pair, `the corpus names a field that is not there: ${path.join('.')}`);
      node = pair.value as Node | null;
      lines.splice(0, lines.length, counter.linePos((pair.key as Node).range![0]).line);
    } else if (isSeq(node)) {
      node = node.items[segment as number] as Node | null;
      lines.splice(0, lines.length);
    } else assert.fail(`the corpus names a field below a scalar: ${path.join('.')}`);
    if (node?.range) lines.push(counter.linePos(node.range[0]).line);
  }
  return lines;
}

test('the base cluster.yaml of the corpus is valid, without warnings', async () => {
  const dir = join(work, 'base');
  mkdirSync(dir);
  writeFileSync(join(dir, 'corpus.yaml'), BASE_CLUSTER);
  // The SSH files it names, so validate's check of them finds them usable.
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'id_ed25519')]);
  writeFileSync(join(dir, 'known_hosts'), '');
  const r = await k8sform(['validate', '-f', 'corpus.yaml'], dir);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stderr, '');
});

describe('broken cluster.yaml: one located line, exit 1, nothing written', { concurrency: 2 }, () => {
  assert.ok(CLUSTER_CASES.length >= 170, `${CLUSTER_CASES.length} cases`);
  assert.equal(new Set(CLUSTER_CASES.map((c) => c.name)).size, CLUSTER_CASES.length, 'case names are unique');
  CLUSTER_CASES.forEach((c, i) => {
    test(c.name, async () => {
      const dir = join(work, String(i));
      mkdirSync(dir);
      const text = caseText(c);
      assert.notEqual(text, BASE_CLUSTER, 'the edit changed something');
      writeFileSync(join(dir, 'corpus.yaml'), text);
      const line = oneLineRefusal(await k8sform(['render', '-f', 'corpus.yaml', '--out', 'out'], dir), c.name);
      const located = /^corpus\.yaml:(\d+):(\d+): /.exec(line);
      assert.ok(located || /^corpus\.yaml: is empty$/.test(line), `not located: ${line}`);
      assert.match(line, c.says);
      const at = c.at === undefined && !('text' in c.edit) ? (c.edit.remove ? c.edit.path.slice(0, -1) : c.edit.path) : c.at;
      if (at) assert.ok(linesOf(text, at).includes(Number(located![1])), `${line}\nshould be on the line of ${at.join('.') || 'the document'} (${linesOf(text, at).join(' or ')})`);
      assert.deepEqual(readdirSync(dir), ['corpus.yaml'], 'nothing written');
    });
  });
});
