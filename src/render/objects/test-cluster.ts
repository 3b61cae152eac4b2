import type { Cluster } from '../../model/cluster.js';
import { parseCluster } from '../../config/load.js';

const DEFAULT_HOSTS = [
  { name: 'cp-1', role: 'control-plane', address: '10.0.0.11' },
  { name: 'w-1', role: 'worker', address: '10.0.0.21' },
];

/**
 * A Cluster for tests, loaded through the real parser (so defaults and derivations are real).
 * `spec` fields replace the defaults: kubernetesVersion v1.34.1, one control plane, one worker.
 */
export function testCluster(spec: Record<string, unknown> = {}): Cluster {
  const file = { apiVersion: 'k8sform/v1alpha1', kind: 'Cluster', metadata: { name: 'test' }, spec: { kubernetesVersion: 'v1.34.1', hosts: DEFAULT_HOSTS, ...spec } };
  // JSON is YAML.
  return parseCluster(JSON.stringify(file, null, 2), '/tmp/cluster.yaml').cluster;
}
