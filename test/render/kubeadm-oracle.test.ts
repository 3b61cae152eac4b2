import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadCluster } from '../../src/config/load.js';
import { renderStaticPods } from '../../src/render/static-pods/index.js';
import { repoPath } from '../support/paths.js';

/**
 * Static pod manifests compared byte for byte with what kubeadm v1.34.2's own code writes for the
 * equivalent kubeadm config. The expected files were produced by running kubeadm's manifest
 * builders (test/fixtures/kubeadm-oracle/generator, see its README), never by k8sform.
 */
const ORACLE = repoPath('test', 'fixtures', 'kubeadm-oracle', 'cases');

for (const name of readdirSync(ORACLE).sort()) {
  test(`kubeadm oracle: ${name}`, () => {
    const { cluster } = loadCluster(join(ORACLE, name, 'cluster.yaml'));
    const rendered = new Map(renderStaticPods(cluster, cluster.hosts[0]!).map((d) => [d.spec.path.split('/').pop()!, d.spec.content]));
    const expected = readdirSync(join(ORACLE, name, 'expected')).sort();
    assert.deepEqual([...rendered.keys()].sort(), expected);
    for (const file of expected) {
      assert.equal(rendered.get(file), readFileSync(join(ORACLE, name, 'expected', file), 'utf8'), `${name}/${file}`);
    }
  });
}
