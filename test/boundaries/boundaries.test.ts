import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { repoPath } from '../support/paths.js';

// The import rules as the architecture states them, written out here independently of
// .dependency-cruiser.cjs: which folder of src/ may import which, besides itself and the ground floor.
const GROUND = ['model', 'crypto', 'errors'];
const MAY_IMPORT: Record<string, readonly string[]> = {
  model: [], crypto: [], errors: [], config: [], state: [], providers: [], views: [],
  render: ['config'],
  planner: ['state', 'render', 'config'],
  apply: ['providers'],
  engine: ['config', 'state', 'providers', 'render', 'planner', 'apply'],
  cli: ['engine', 'views'],
};
const FOLDERS = Object.keys(MAY_IMPORT);

const depcruise = repoPath('node_modules', '.bin', 'depcruise');
const config = repoPath('.dependency-cruiser.cjs');
const work = mkdtempSync(join(tmpdir(), 'k8sform-boundaries-'));
after(() => rmSync(work, { recursive: true, force: true }));

interface Violation { readonly rule: { readonly name: string }; readonly from: string; readonly to: string }

/** Runs the rule set over `dir`'s src/ and returns the violations it reports, as `from → to` folder pairs. */
function violations(dir: string): string[] {
  const r = spawnSync(depcruise, ['--config', config, '--output-type', 'json', 'src'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.ok(r.stdout, `depcruise printed nothing: ${r.stderr}`);
  const found = (JSON.parse(r.stdout).summary.violations as Violation[]).map((v) => `${folderOf(v.from)} → ${folderOf(v.to)}`);
  return [...new Set(found)].sort();
}

/** `npm run check:boundaries` as run in `dir`: its exit status and output. */
function check(dir: string) {
  return spawnSync(depcruise, ['--config', config, 'src'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

const folderOf = (path: string) => (path === 'src/errors.ts' ? 'errors' : path.split('/')[1]!);
const moduleOf = (folder: string) => (folder === 'errors' ? 'src/errors.ts' : `src/${folder}/m.ts`);

test('the rule set forbids exactly the imports the architecture forbids, and allows the rest', () => {
  // Every folder imports every other one: what the rules report must be exactly the forbidden pairs.
  const dir = join(work, 'every-pair');
  for (const from of FOLDERS) {
    const file = join(dir, moduleOf(from));
    mkdirSync(join(file, '..'), { recursive: true });
    const imports = FOLDERS.filter((to) => to !== from).map((to, i) => {
      const target = moduleOf(to).replace(/\.ts$/, '.js');
      const rel = from === 'errors' ? `./${target.slice('src/'.length)}` : `../${target.slice('src/'.length)}`;
      return `import { x as x${i} } from '${rel}';`;
    });
    writeFileSync(file, `${imports.join('\n')}\nexport const x = 1;\nexport const used = [${imports.map((_, i) => `x${i}`).join(', ')}];\n`);
  }
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' }, include: ['src/**/*.ts'] }));
  const forbidden = FOLDERS.flatMap((from) => FOLDERS.filter((to) => to !== from && !GROUND.includes(to) && !MAY_IMPORT[from]!.includes(to)).map((to) => `${from} → ${to}`)).sort();
  assert.deepEqual(violations(dir), forbidden);
  const r = check(dir);
  assert.notEqual(r.status, 0, 'a violation fails the check');
  assert.match(r.stdout, /error model-imports: src\/model\/m\.ts → src\/config\/m\.ts/, 'the check names the import and the rule');
});

test('a module outside the named folders is refused', () => {
  const dir = join(work, 'stray');
  mkdirSync(join(dir, 'src', 'misc'), { recursive: true });
  mkdirSync(join(dir, 'src', 'model'), { recursive: true });
  writeFileSync(join(dir, 'src', 'model', 'm.ts'), 'export const x = 1;\n');
  writeFileSync(join(dir, 'src', 'misc', 'm.ts'), "import { x } from '../model/m.js';\nexport const y = x;\n");
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' }, include: ['src/**/*.ts'] }));
  assert.deepEqual(violations(dir), ['misc → model']);
});

test("k8sform's own src/ keeps to the rules (npm run check:boundaries)", () => {
  const r = check(repoPath());
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /no dependency violations found/);
});
