import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { parseCluster } from '../../src/config/load.js';
import { RELEASES, latestOfMinor } from '../../src/config/releases.js';
import { canonicalYaml } from '../../src/render/canonical-yaml.js';
import { kubeletConfiguration } from '../../src/render/kubelet/kubelet-config.js';
import { kubeProxyConfiguration } from '../../src/render/objects/kube-proxy.js';
import { clusterConfiguration } from '../../src/render/objects/upload-config.js';
import { renderStaticPods } from '../../src/render/static-pods/index.js';
import { repoPath } from '../support/paths.js';

/**
 * What each release's kubeadm writes for the equivalent kubeadm config, produced by running that
 * kubeadm's own code (test/fixtures/kubeadm-oracle/generate.sh, see its README), never by k8sform:
 * - cases/NAME/expected/VERSION: the static pod manifests, compared byte for byte;
 * - cases/NAME/components/VERSION: what kubeadm uploads besides them: the kubelet-config ConfigMap's
 *   document byte for byte (it is also /var/lib/kubelet/config.yaml), the kube-proxy ConfigMap's
 *   config.conf and the kubeadm-config ConfigMap's ClusterConfiguration field for field.
 */
/** The one line of metadata k8sform adds to kubeadm's manifests. */
const STATIC_POD_UID = /^  uid: [0-9a-f]{32}\n(?=spec:\n)/m;
const ORACLE = repoPath('test', 'fixtures', 'kubeadm-oracle', 'cases');
const cases = readdirSync(ORACLE).sort();
const versionsIn = (name: string, kind: 'expected' | 'components') =>
  existsSync(join(ORACLE, name, kind)) ? readdirSync(join(ORACLE, name, kind)).sort() : [];

/** The case's cluster.yaml at `version`, as the generator's kubeadm.yaml is. */
function clusterAt(name: string, version: string) {
  const path = join(ORACLE, name, 'cluster.yaml');
  return parseCluster(readFileSync(path, 'utf8').replace(/kubernetesVersion: v[\d.]+/, `kubernetesVersion: ${version}`), path).cluster;
}

for (const name of cases) {
  for (const version of versionsIn(name, 'expected')) {
    test(`kubeadm ${version} oracle: ${name}`, () => {
      const cluster = clusterAt(name, version);
      // A deliberate difference (docs/kubeadm-compatibility.md): k8sform gives each static pod its UID.
      const withoutUid = (content: string) => {
        assert.match(content, STATIC_POD_UID);
        return content.replace(STATIC_POD_UID, '');
      };
      const rendered = new Map(renderStaticPods(cluster, cluster.hosts[0]!).map((d) => [d.spec.path.split('/').pop()!, withoutUid(d.spec.content)]));
      const dir = join(ORACLE, name, 'expected', version);
      const expected = readdirSync(dir).sort();
      assert.deepEqual([...rendered.keys()].sort(), expected);
      for (const file of expected) {
        assert.equal(rendered.get(file), readFileSync(join(dir, file), 'utf8'), `${name}/${version}/${file}`);
      }
    });
  }
  for (const version of versionsIn(name, 'components')) {
    test(`kubeadm ${version} components: ${name}`, () => {
      const cluster = clusterAt(name, version);
      const expected = (file: string) => readFileSync(join(ORACLE, name, 'components', version, file), 'utf8');

      assert.equal(canonicalYaml(kubeletConfiguration(cluster)), expected('kubelet-config.yaml'), `${name}/${version} kubelet-config`);

      const proxy = parse(expected('kube-proxy.conf')) as Record<string, unknown>;
      // A deliberate difference (docs/kubeadm-compatibility.md): k8sform writes the mode kube-proxy would pick, kubeadm before 1.37 leaves it empty.
      if (proxy.mode === '') proxy.mode = cluster.addons.kubeProxy.mode;
      assert.deepEqual(kubeProxyConfiguration(cluster), proxy, `${name}/${version} kube-proxy`);

      assert.deepEqual(parse(canonicalYaml(clusterConfiguration(cluster))), parse(expected('ClusterConfiguration.yaml')), `${name}/${version} ClusterConfiguration`);
    });
  }
}

// Every release k8sform renders from v1.34 on is checked against its own kubeadm at the newest patch
// it accepts (the older rows are kept for clusters that still run them, checked before the oracle).
test('every release row from v1.34 has kubeadm oracle output for its newest patch, in every case', () => {
  for (const release of RELEASES.filter((r) => r.minor >= 34)) {
    const version = latestOfMinor(release.minor)!;
    for (const name of cases) {
      for (const kind of ['expected', 'components'] as const) {
        assert.ok(versionsIn(name, kind).includes(version), `${name} has no ${kind}/${version}: run generate.sh ${version}`);
      }
    }
  }
});
