import assert from 'node:assert/strict';
import { test } from 'node:test';
import { controlPlaneHosts } from '../../src/model/cluster.js';
import { STATIC_POD_PATH } from '../../src/model/kubeadm-paths.js';
import { renderStaticPods, staticPods } from '../../src/render/static-pods/index.js';
import { repoPath } from '../support/paths.js';
import { loadClusterFile, testCluster } from '../support/test-clusters.js';

/** Every /etc/kubernetes path a manifest's text names: what the files a static pod reads must match. */
const namedIn = (manifest: string) => new Set(manifest.match(/\/etc\/kubernetes\/[A-Za-z0-9._/-]+/g) ?? []);

const clusters = [
  ...['ha', 'external-etcd', 'hardened', 'single-node', 'local'].map((name) => {
    const path = repoPath('examples/clusters', name, 'cluster.yaml');
    return loadClusterFile(path).cluster;
  }),
  testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }'], {
    spec: `apiServer: { extraArgs: { audit-policy-file: /etc/kubernetes/audit/policy.yaml }, extraVolumes: [{ name: audit, hostPath: /srv/audit, mountPath: /etc/kubernetes/audit }], extraEnvs: [{ name: CONF, value: /etc/kubernetes/extra.conf }] }`,
  }),
  testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }'], { spec: 'controllerManager: { extraArgs: { cluster-signing-cert-file: /etc/kubernetes/pki/own-signer.crt } }' }),
  // The apiserver's configuration files: named by its flags and mounts, so read by it alone.
  loadClusterFile(repoPath('test/golden/apiserver-config-files/cluster.yaml')).cluster,
];

test('the files a static pod reads are the ones its manifest names, in any phase of a cluster CA rotation', () => {
  for (const cluster of clusters) {
    for (const host of controlPlaneHosts(cluster)) {
      // Rendered as while the cluster CA is rotated: kube-controller-manager then signs from its copy.
      const named = new Map(renderStaticPods(cluster, host, undefined, true).map((d) => [d.spec.path.slice(STATIC_POD_PATH.length + 1).replace(/\.yaml$/, ''), namedIn(d.spec.content)]));
      for (const rotated of [false, true]) {
        const reads = staticPods(cluster, host, undefined, rotated).reads;
        assert.deepEqual(new Map([...reads].map(([c, paths]) => [c, [...paths].sort()])), new Map([...named].map(([c, paths]) => [c, [...paths].sort()])), `${cluster.name} host[${host.name}] rotated=${rotated}`);
      }
    }
  }
});
