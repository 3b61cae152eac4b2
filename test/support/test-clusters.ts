import type { Cluster } from '../../src/model/cluster.js';
import type { LoadedCluster } from '../../src/model/loaded-cluster.js';
import { parseCluster } from '../../src/config/load.js';

/**
 * A v1.34.2 cluster for unit tests: `hosts` are YAML flow mappings, one per line; `spec` adds
 * lines under spec (e.g. `rollout: { workerParallelism: 2 }`).
 */
export function testCluster(hosts: readonly string[], opts: { spec?: string; path?: string } = {}): Cluster {
  return testLoadedCluster(hosts, opts).cluster;
}

const clusterText = (hosts: readonly string[], opts: { spec?: string }) => `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: t }
spec:
  kubernetesVersion: v1.34.2
  controlPlaneEndpoint: api.example.com
${opts.spec ? `  ${opts.spec}\n` : ''}  hosts:
${hosts.map((h) => `    - ${h}`).join('\n')}
`;

export { loadClusterFile } from '../../src/engine/load-cluster.js';

/** testCluster with what loading it found: the field locations refusals name. */
export function testLoadedCluster(hosts: readonly string[], opts: { spec?: string; path?: string } = {}): LoadedCluster {
  return parseCluster(clusterText(hosts, opts), opts.path ?? 'c.yaml');
}
