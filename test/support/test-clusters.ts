import type { Cluster } from '../../src/model/cluster.js';
import { parseCluster } from '../../src/config/load.js';

/**
 * A v1.34.2 cluster for unit tests: `hosts` are YAML flow mappings, one per line; `spec` adds
 * lines under spec (e.g. `rollout: { workerParallelism: 2 }`).
 */
export function testCluster(hosts: readonly string[], opts: { spec?: string; path?: string } = {}): Cluster {
  return parseCluster(`apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: t }
spec:
  kubernetesVersion: v1.34.2
  controlPlaneEndpoint: api.example.com
${opts.spec ? `  ${opts.spec}\n` : ''}  hosts:
${hosts.map((h) => `    - ${h}`).join('\n')}
`, opts.path ?? 'c.yaml').cluster;
}

export { loadClusterFile } from '../../src/engine/load-cluster.js';
