import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseCluster } from '../../src/config/load.js';
import { RELEASES } from '../../src/config/releases.js';
import { renderStaticPods } from '../../src/render/static-pods/index.js';
import { repoPath } from '../support/paths.js';

/**
 * Static pod manifests compared byte for byte with what each release's kubeadm writes for the
 * equivalent kubeadm config. The expected files (cases/NAME/expected/VERSION) were produced by
 * running that kubeadm's own manifest builders (test/fixtures/kubeadm-oracle/generate.sh, see its
 * README), never by k8sform.
 */
const ORACLE = repoPath('test', 'fixtures', 'kubeadm-oracle', 'cases');
const cases = readdirSync(ORACLE).sort();

for (const name of cases) {
  for (const version of readdirSync(join(ORACLE, name, 'expected')).sort()) {
    test(`kubeadm ${version} oracle: ${name}`, () => {
      const path = join(ORACLE, name, 'cluster.yaml');
      const text = readFileSync(path, 'utf8').replace(/kubernetesVersion: v[\d.]+/, `kubernetesVersion: ${version}`);
      const { cluster } = parseCluster(text, path);
      const rendered = new Map(renderStaticPods(cluster, cluster.hosts[0]!).map((d) => [d.spec.path.split('/').pop()!, d.spec.content]));
      const dir = join(ORACLE, name, 'expected', version);
      const expected = readdirSync(dir).sort();
      assert.deepEqual([...rendered.keys()].sort(), expected);
      for (const file of expected) {
        assert.equal(rendered.get(file), readFileSync(join(dir, file), 'utf8'), `${name}/${version}/${file}`);
      }
    });
  }
}

// Every release k8sform renders is checked against its own kubeadm, at the newest patch it accepts.
test('every release row has kubeadm oracle output for its newest patch, in every case', () => {
  for (const release of RELEASES) {
    const version = `v1.${release.minor}.${release.latestPatch}`;
    if (release.minor < 34) continue; // rows kept for clusters that still run them, checked before the oracle existed
    for (const name of cases) {
      assert.ok(readdirSync(join(ORACLE, name, 'expected')).includes(version), `${name} has no expected/${version}: run generate.sh ${version}`);
    }
  }
});
