import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { loadClusterFile } from '../../src/engine/load-cluster.js';
import { writeOutputDir } from '../../src/providers/output-dir.js';
import { outputEntries } from '../../src/render/output-layout.js';
import { render } from '../../src/render/render.js';
import { deterministicInputs } from '../support/deterministic-inputs.js';
import { describeTree, listFiles } from '../support/describe-tree.js';
import { CLI, repoPath } from '../support/paths.js';

/**
 * One folder per case under test/golden/: `cluster.yaml` plus either `expected/` (the rendered tree,
 * described by meaning) or `expected-error.txt` (the exact stderr of `k8sform validate`).
 * Regenerate with `npm run golden:update` and review the diff before committing.
 */
const UPDATE = process.env.K8SFORM_UPDATE_GOLDEN === '1';
const GOLDEN = repoPath('test', 'golden');
const cases = readdirSync(GOLDEN, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

test('there are golden cases', () => assert.ok(cases.length >= 8, `only ${cases.length} golden cases`));

for (const name of cases) {
  const dir = join(GOLDEN, name);
  if (existsSync(join(dir, 'expected-error.txt')) || name.startsWith('error-')) {
    test(`golden error: ${name}`, () => {
      const run = spawnSync(CLI, ['validate', '-f', 'cluster.yaml'], { cwd: dir, encoding: 'utf8' });
      const expectedFile = join(dir, 'expected-error.txt');
      if (UPDATE) writeFileSync(expectedFile, run.stderr);
      assert.equal(run.status, 1, `exit code; stderr:\n${run.stderr}`);
      assert.equal(run.stdout, '');
      assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
      assert.equal(run.stderr, readFileSync(expectedFile, 'utf8'));
    });
  } else {
    test(`golden render: ${name}`, async () => {
      const { cluster, caMaterial } = loadClusterFile(join(dir, 'cluster.yaml'));
      const { desired } = await render(cluster, deterministicInputs(name), caMaterial);
      const out = join(mkdtempSync(join(tmpdir(), 'k8sform-golden-')), 'out');
      try {
        writeOutputDir(out, outputEntries(desired));
        const actual = await describeTree(out);
        const expectedDir = join(dir, 'expected');
        if (UPDATE) {
          rmSync(expectedDir, { recursive: true, force: true });
          for (const [path, text] of actual) {
            mkdirSync(dirname(join(expectedDir, path)), { recursive: true });
            writeFileSync(join(expectedDir, path), text);
          }
        }
        const expectedFiles = listFiles(expectedDir);
        assert.deepEqual([...actual.keys()].sort(), expectedFiles, 'the same files are rendered');
        for (const path of expectedFiles) {
          assert.equal(actual.get(path), readFileSync(join(expectedDir, path), 'utf8'), `content of ${path}`);
        }
      } finally {
        rmSync(dirname(out), { recursive: true, force: true });
      }
    });
  }
}
