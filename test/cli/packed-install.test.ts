import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { CLI, repoPath } from '../support/paths.js';
import { gitleaksFindings } from '../support/tools.js';

// The package as users install it: `npm pack`, then `npm install -g` of the tarball into an empty
// prefix, run from a directory that is not the repository.
const work = mkdtempSync(join(tmpdir(), 'k8sform-packed-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** Every file under `dir`, relative to it, sorted; a bootstrap token's random id is left out of its name. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).replace(/bootstrap-token-[a-z0-9]{6}/, 'bootstrap-token-ID'))
    .sort();
}

test('the packed package holds only what runs, installs globally and runs from any directory', () => {
  // --ignore-scripts: the tests run against the build in dist/, which `prepare` would rebuild.
  const tarball = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], { cwd: repoPath(), encoding: 'utf8' }).trim().split('\n').pop()!;
  const listing = execFileSync('tar', ['-tzf', join(work, tarball)], { encoding: 'utf8' }).trim().split('\n').sort();
  const schemas = readdirSync(repoPath('schemas')).map((f) => `package/schemas/${f}`);
  assert.deepEqual(listing, [
    'package/LICENSE',
    'package/README.md',
    'package/dist/src/cli/k8sform-bundle.cjs',
    'package/dist/src/cli/k8sform-bundle.cjs.v8cache',
    'package/dist/src/cli/k8sform.cjs',
    'package/package.json',
    ...schemas,
  ].sort());

  // The package was built by running commands that make keys (the code cache's training): none of
  // their material may be in it.
  const unpacked = join(work, 'unpacked');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', unpacked]);
  assert.deepEqual(gitleaksFindings(unpacked), []);
  for (const file of filesUnder(unpacked)) {
    const bytes = readFileSync(join(unpacked, file)).toString('latin1');
    assert.doesNotMatch(bytes, /-----BEGIN [A-Z ]*PRIVATE KEY-----\r?\n[A-Za-z0-9+/=]{40,}/, `${file} holds a private key`);
    assert.doesNotMatch(bytes, /\b[a-z0-9]{6}\.[a-z0-9]{16}\b/, `${file} holds a bootstrap token`);
  }

  const prefix = join(work, 'prefix');
  const install = spawnSync('npm', ['install', '--global', '--prefix', prefix, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', join(work, tarball)], { encoding: 'utf8' });
  assert.equal(install.status, 0, install.stderr);
  const k8sform = join(prefix, 'bin', 'k8sform');

  const use = join(work, 'use');
  mkdirSync(use);
  copyFileSync(repoPath('examples', 'clusters', 'hardened', 'cluster.yaml'), join(use, 'cluster.yaml'));
  const run = (args: string[]) => spawnSync(k8sform, args, { cwd: use, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

  const version = run(['--version']);
  assert.equal(version.status, 0, version.stderr);
  assert.equal(version.stdout.trim(), '0.1.0');

  const validate = run(['validate']);
  assert.equal(validate.status, 0, validate.stderr);
  assert.match(validate.stdout, /valid/i);

  // The schemas are read from the package's own schemas/, wherever it was installed.
  for (const [args, file] of [[[], 'cluster.schema.json'], [['--plan'], 'plan-json.schema.json']] as const) {
    const schema = run(['schema', ...args]);
    assert.equal(schema.status, 0, schema.stderr);
    assert.deepEqual(JSON.parse(schema.stdout), JSON.parse(readFileSync(repoPath('schemas', file), 'utf8')));
  }

  // The installed render writes the same files as the repository's own build.
  const installed = run(['render', '--out', 'out']);
  assert.equal(installed.status, 0, installed.stderr);
  const built = spawnSync(process.execPath, [CLI, 'render', '-f', join(use, 'cluster.yaml'), '--out', join(work, 'built')], { encoding: 'utf8' });
  assert.equal(built.status, 0, built.stderr);
  const files = filesUnder(join(use, 'out'));
  assert.ok(files.some((f) => f.endsWith('etc/kubernetes/manifests/kube-apiserver.yaml')), files.join('\n'));
  assert.deepEqual(files, filesUnder(join(work, 'built')));
});
