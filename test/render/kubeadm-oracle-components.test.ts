import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { parseCluster } from '../../src/config/load.js';
import { RELEASES } from '../../src/config/releases.js';
import { canonicalYaml } from '../../src/render/canonical-yaml.js';
import { kubeletConfiguration } from '../../src/render/kubelet/kubelet-config.js';
import { kubeProxyConfiguration } from '../../src/render/objects/kube-proxy.js';
import { clusterConfiguration } from '../../src/render/objects/upload-config.js';
import { repoPath } from '../support/paths.js';

/**
 * The component configuration kubeadm of each release uploads, as its own code marshals it
 * (test/fixtures/kubeadm-oracle/generate.sh writes cases/NAME/components/VERSION): the kubelet-config
 * ConfigMap's document byte for byte (it is also /var/lib/kubelet/config.yaml), the kube-proxy
 * ConfigMap's config.conf and the kubeadm-config ConfigMap's ClusterConfiguration field for field.
 */
const ORACLE = repoPath('test', 'fixtures', 'kubeadm-oracle', 'cases');
const cases = readdirSync(ORACLE).sort();

for (const name of cases) {
  const dir = join(ORACLE, name, 'components');
  if (!existsSync(dir)) continue;
  for (const version of readdirSync(dir).sort()) {
    test(`kubeadm ${version} components: ${name}`, () => {
      const path = join(ORACLE, name, 'cluster.yaml');
      const text = readFileSync(path, 'utf8').replace(/kubernetesVersion: v[\d.]+/, `kubernetesVersion: ${version}`);
      const { cluster } = parseCluster(text, path);
      const expected = (file: string) => readFileSync(join(dir, version, file), 'utf8');

      assert.equal(canonicalYaml(kubeletConfiguration(cluster)), expected('kubelet-config.yaml'), `${name}/${version} kubelet-config`);

      const proxy = parse(expected('kube-proxy.conf')) as Record<string, unknown>;
      // A deliberate difference (README): k8sform writes the mode kube-proxy would pick, kubeadm leaves it empty.
      if (proxy.mode === '') proxy.mode = cluster.addons.kubeProxy.mode;
      assert.deepEqual(kubeProxyConfiguration(cluster), proxy, `${name}/${version} kube-proxy`);

      assert.deepEqual(parse(canonicalYaml(clusterConfiguration(cluster))), parse(expected('ClusterConfiguration.yaml')), `${name}/${version} ClusterConfiguration`);
    });
  }
}

test('every release row from v1.34 has kubeadm component output for its newest patch', () => {
  for (const release of RELEASES.filter((r) => r.minor >= 34)) {
    const version = `v1.${release.minor}.${release.latestPatch}`;
    for (const name of cases) assert.ok(existsSync(join(ORACLE, name, 'components', version)), `${name} has no components/${version}: run generate.sh ${version}`);
  }
});
