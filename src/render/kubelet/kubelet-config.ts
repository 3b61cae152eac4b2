import type { Cluster } from '../../model/cluster.js';
import { canonicalYaml } from '../canonical-yaml.js';
import { KUBELET_DIR, PKI_DIR, STATIC_POD_PATH } from '../../model/kubeadm-paths.js';

export const INSTANCE_CONFIG_PATH = `${KUBELET_DIR}/instance-config.yaml`;

/**
 * The cluster-wide KubeletConfiguration exactly as kubeadm serialises it: kubeadm's defaults over
 * the Go zero values of every non-omitempty field (hence the many `0s`), then the user's
 * `kubelet.config` merged on top. This same document goes to the kubelet-config ConfigMap.
 * `containerRuntimeEndpoint` stays empty here; per node it comes from instance-config.yaml
 * (NodeLocalCRISocket, 1.34+) or the --container-runtime-endpoint flag (earlier releases).
 */
export function kubeletConfiguration(cluster: Cluster): Record<string, unknown> {
  const base: Record<string, unknown> = {
    apiVersion: 'kubelet.config.k8s.io/v1beta1',
    kind: 'KubeletConfiguration',
    authentication: {
      anonymous: { enabled: false },
      webhook: { cacheTTL: '0s', enabled: true },
      x509: { clientCAFile: `${PKI_DIR}/ca.crt` },
    },
    authorization: { mode: 'Webhook', webhook: { cacheAuthorizedTTL: '0s', cacheUnauthorizedTTL: '0s' } },
    cgroupDriver: cluster.kubelet.cgroupDriver,
    clusterDNS: [cluster.networking.dnsServiceIP],
    clusterDomain: cluster.networking.dnsDomain,
    containerRuntimeEndpoint: '',
    cpuManagerReconcilePeriod: '0s',
    crashLoopBackOff: {},
    evictionPressureTransitionPeriod: '0s',
    fileCheckFrequency: '0s',
    healthzBindAddress: '127.0.0.1',
    healthzPort: 10248,
    httpCheckFrequency: '0s',
    imageMaximumGCAge: '0s',
    imageMinimumGCAge: '0s',
    logging: { flushFrequency: 0, options: { json: { infoBufferSize: '0' }, text: { infoBufferSize: '0' } }, verbosity: 0 },
    memorySwap: {},
    nodeStatusReportFrequency: '0s',
    nodeStatusUpdateFrequency: '0s',
    rotateCertificates: cluster.kubelet.rotateCertificates,
    runtimeRequestTimeout: '0s',
    shutdownGracePeriod: '0s',
    shutdownGracePeriodCriticalPods: '0s',
    staticPodPath: STATIC_POD_PATH,
    streamingConnectionIdleTimeout: '0s',
    syncFrequency: '0s',
    volumeStatsAggPeriod: '0s',
  };
  if (cluster.kubelet.serverTLSBootstrap) base.serverTLSBootstrap = true;
  return deepMerge(base, cluster.kubelet.config);
}

/** What a node's /var/lib/kubelet/config.yaml holds: the cluster document plus its CRI socket when 1.34+. */
export function nodeKubeletConfigYaml(cluster: Cluster): string {
  const doc = kubeletConfiguration(cluster);
  if (cluster.release.nodeLocalCRISocket) doc.containerRuntimeEndpoint = cluster.kubelet.criSocket;
  return canonicalYaml(doc);
}

/** Objects merge key by key; anything else (lists included) is replaced, as a strategic merge of these fields does. */
export function deepMerge(base: Record<string, unknown>, over: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isPlainObject(b) && isPlainObject(v) ? deepMerge(b, v) : v;
  }
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
