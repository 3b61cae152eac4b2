import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { BUNDLE, CODE_CACHE, codeCacheOf, compileBundle, type CodeCacheUse } from '../../src/cli/k8sform.cjs';
import { CLI } from '../support/paths.js';

// Each compile in a process of its own: V8 keeps what it compiled for a source in memory and would
// answer a second compile of the same source from there, never looking at the cache file.
function compiledInChild(bundle?: string, cache?: string): { cache: CodeCacheUse; exports: unknown } {
  const args = [bundle, cache].filter((a) => a !== undefined).map((a) => JSON.stringify(a)).join(', ');
  const program = `const c = require(${JSON.stringify(CLI)}).compileBundle(${args}); const exports = ${bundle ? 'c.run()' : 'null'}; process.stdout.write(JSON.stringify({ cache: c.cache, exports }));`;
  const r = spawnSync(process.execPath, ['-e', program], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

const work = mkdtempSync(join(tmpdir(), 'k8sform-code-cache-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

// A bundle of the shape esbuild writes: CommonJS, reading its own location and requiring a built-in.
function bundleFile(name: string, answer: number): string {
  const file = join(work, name);
  writeFileSync(file, `const { basename } = require('node:path');\nfunction twice(x) { return 2 * x; }\nexports.answer = twice(${answer} / 2);\nexports.where = basename(__dirname) + '/' + basename(__filename);\n`);
  return file;
}

test('the built binary runs with the code cache the build made for this Node', () => {
  const { cache } = compiledInChild();
  assert.equal(cache, 'used', `${CODE_CACHE} was not used: ${cache}`);
  assert.ok(readFileSync(CODE_CACHE).length > 100_000, 'the cache holds the code of the commands it was trained on');
  assert.ok(/^[\x00-\x7f]*$/.test(readFileSync(BUNDLE, 'latin1')), 'the bundle is ASCII');
  const r = spawnSync(process.execPath, [CLI, '--version'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^\d+\.\d+\.\d+\n$/);
});

test('a bundle runs as a CommonJS module, and its cache round-trips', () => {
  const bundle = bundleFile('round-trip.cjs', 42);
  const cache = `${bundle}.v8cache`;
  const expected = { answer: 42, where: `${work.split('/').pop()}/round-trip.cjs` };
  assert.deepEqual(compiledInChild(bundle, cache), { cache: 'absent', exports: expected });
  const first = compileBundle(bundle, cache);
  first.run();
  writeFileSync(cache, codeCacheOf(first));
  assert.deepEqual(compiledInChild(bundle, cache), { cache: 'used', exports: expected });
});

test('a cache made for other bytes of the same length is not used', () => {
  // V8 checks only the source length: the digest is what keeps old code from running new source.
  const old = bundleFile('stale.cjs', 42);
  const oldLength = readFileSync(old).length;
  const cache = `${old}.v8cache`;
  const compiled = compileBundle(old, cache);
  compiled.run();
  writeFileSync(cache, codeCacheOf(compiled));
  const changed = bundleFile('stale.cjs', 24);
  assert.equal(readFileSync(changed).length, oldLength);
  const again = compiledInChild(changed, cache);
  assert.equal(again.cache, 'stale');
  assert.equal((again.exports as { answer: number }).answer, 24);
});

test('a cache V8 refuses leaves the bundle to be compiled as it runs', () => {
  const bundle = bundleFile('refused.cjs', 7);
  const cache = `${bundle}.v8cache`;
  const compiled = compileBundle(bundle, cache);
  writeFileSync(cache, Buffer.concat([compiled.digest, Buffer.from('not V8 code at all, of some length '.repeat(8))]));
  const refused = compiledInChild(bundle, cache);
  assert.equal(refused.cache, 'rejected');
  assert.equal((refused.exports as { answer: number }).answer, 7);
});

test('a binary whose bundle is missing says so in one line and how to build it', () => {
  const dir = mkdtempSync(join(work, 'no-bundle-'));
  copyFileSync(CLI, join(dir, 'k8sform.cjs'));
  const r = spawnSync(process.execPath, [join(dir, 'k8sform.cjs'), '--version'], { encoding: 'utf8' });
  assert.equal(r.status, 70);
  assert.equal(r.stdout, '');
  assert.equal(r.stderr, `k8sform: cannot load ${join(dir, 'k8sform-bundle.cjs')}: ENOENT: no such file or directory, open '${join(dir, 'k8sform-bundle.cjs')}'; run \`npm run build\` in the k8sform package\n`);
});
