import { controlPlaneHosts, type Cluster } from '../../model/cluster.js';
import { controlPlaneURL } from '../../config/resolve.js';
import type { KubeObject } from '../../model/desired.js';
import { canonicalYaml } from '../canonical-yaml.js';
import { COMPONENT_CONFIG_HASH_ANNOTATION, componentConfigHash } from './component-config-hash.js';
import { KUBE_SYSTEM, configMap, serviceAccount } from './kube-objects.js';
import { bootstrapperGroups, clusterRoleBinding, configMapReader, groupSubjects, serviceAccountSubject } from './rbac.js';

export const KUBE_PROXY = 'kube-proxy';
const CONFIG_KEY = 'config.conf';
const CONFIG_DIR = '/var/lib/kube-proxy';
const SERVICE_ACCOUNT_DIR = '/var/run/secrets/kubernetes.io/serviceaccount';

/** The kube-proxy addon as kubeadm installs it (phases/addons/proxy). */
export function kubeProxyObjects(cluster: Cluster): KubeObject[] {
  // Both values come from `|-` blocks in kubeadm's template: no trailing newline.
  const data = {
    [CONFIG_KEY]: canonicalYaml(kubeProxyConfiguration(cluster)).trimEnd(),
    'kubeconfig.conf': kubeProxyKubeconfig(controlPlaneURL(cluster)),
  };
  return [
    serviceAccount(KUBE_SYSTEM, KUBE_PROXY),
    clusterRoleBinding('kubeadm:node-proxier', 'system:node-proxier', [serviceAccountSubject(KUBE_SYSTEM, KUBE_PROXY)]),
    // Joining nodes read this ConfigMap to learn the pod subnet.
    ...configMapReader(KUBE_SYSTEM, KUBE_PROXY, KUBE_PROXY, groupSubjects(bootstrapperGroups(cluster))),
    // k8sform generates the whole document (the user only picks the mode), so kubeadm's "generated" signature applies.
    configMap(KUBE_SYSTEM, KUBE_PROXY, data, { labels: { app: KUBE_PROXY }, annotations: { [COMPONENT_CONFIG_HASH_ANNOTATION]: componentConfigHash(data) } }),
    kubeProxyDaemonSet(`${cluster.imageRepository}/kube-proxy:${cluster.kubernetesVersion.replaceAll('+', '_')}`),
  ];
}

/**
 * KubeProxyConfiguration v1alpha1 as kubeadm marshals it: kubeadm sets bindAddress, clusterCIDR and
 * the kubeconfig path; every other field is its Go zero value (non-omitempty, hence the nulls).
 */
export function kubeProxyConfiguration(cluster: Cluster): Record<string, unknown> {
  const advertiseIPv6 = controlPlaneHosts(cluster)[0]?.internalAddress.includes(':') ?? false;
  return {
    apiVersion: 'kubeproxy.config.k8s.io/v1alpha1',
    kind: 'KubeProxyConfiguration',
    bindAddress: advertiseIPv6 ? '::' : '0.0.0.0',
    bindAddressHardFail: false,
    clientConnection: { acceptContentTypes: '', burst: 0, contentType: '', kubeconfig: `${CONFIG_DIR}/kubeconfig.conf`, qps: 0 },
    clusterCIDR: cluster.networking.podSubnet ?? '',
    configSyncPeriod: '0s',
    conntrack: {
      maxPerCore: null, min: null, tcpBeLiberal: false, tcpCloseWaitTimeout: null, tcpEstablishedTimeout: null,
      udpStreamTimeout: '0s', udpTimeout: '0s',
    },
    detectLocal: { bridgeInterface: '', interfaceNamePrefix: '' },
    detectLocalMode: '',
    enableProfiling: false,
    healthzBindAddress: '',
    hostnameOverride: '',
    iptables: { localhostNodePorts: null, masqueradeAll: false, masqueradeBit: null, minSyncPeriod: '0s', syncPeriod: '0s' },
    ipvs: {
      excludeCIDRs: null, minSyncPeriod: '0s', scheduler: '', strictARP: false, syncPeriod: '0s',
      tcpFinTimeout: '0s', tcpTimeout: '0s', udpTimeout: '0s',
    },
    logging: { flushFrequency: 0, options: { json: { infoBufferSize: '0' }, text: { infoBufferSize: '0' } }, verbosity: 0 },
    metricsBindAddress: '',
    mode: cluster.addons.kubeProxy.mode,
    nftables: { masqueradeAll: false, masqueradeBit: null, minSyncPeriod: '0s', syncPeriod: '0s' },
    nodePortAddresses: null,
    oomScoreAdj: null,
    portRange: '',
    showHiddenMetricsForVersion: '',
    winkernel: { enableDSR: false, forwardHealthCheckVip: false, networkName: '', rootHnsEndpointName: '', sourceVip: '' },
  };
}

/** kubeadm's literal template (not key-sorted): the in-cluster service-account identity. */
export function kubeProxyKubeconfig(server: string): string {
  return `apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority: ${SERVICE_ACCOUNT_DIR}/ca.crt
    server: ${server}
  name: default
contexts:
- context:
    cluster: default
    namespace: default
    user: default
  name: default
current-context: default
users:
- name: default
  user:
    tokenFile: ${SERVICE_ACCOUNT_DIR}/token`;
}

function kubeProxyDaemonSet(image: string): KubeObject {
  const labels = { 'k8s-app': KUBE_PROXY };
  return {
    apiVersion: 'apps/v1',
    kind: 'DaemonSet',
    metadata: { name: KUBE_PROXY, namespace: KUBE_SYSTEM, labels },
    spec: {
      selector: { matchLabels: labels },
      updateStrategy: { type: 'RollingUpdate' },
      template: {
        metadata: { labels },
        spec: {
          priorityClassName: 'system-node-critical',
          containers: [
            {
              name: KUBE_PROXY,
              image,
              imagePullPolicy: 'IfNotPresent',
              command: ['/usr/local/bin/kube-proxy', `--config=${CONFIG_DIR}/${CONFIG_KEY}`, '--hostname-override=$(NODE_NAME)'],
              securityContext: { privileged: true },
              volumeMounts: [
                { mountPath: CONFIG_DIR, name: KUBE_PROXY },
                { mountPath: '/run/xtables.lock', name: 'xtables-lock' },
                { mountPath: '/lib/modules', name: 'lib-modules', readOnly: true },
              ],
              env: [{ name: 'NODE_NAME', valueFrom: { fieldRef: { fieldPath: 'spec.nodeName' } } }],
            },
          ],
          hostNetwork: true,
          serviceAccountName: KUBE_PROXY,
          volumes: [
            { name: KUBE_PROXY, configMap: { name: KUBE_PROXY } },
            { name: 'xtables-lock', hostPath: { path: '/run/xtables.lock', type: 'FileOrCreate' } },
            { name: 'lib-modules', hostPath: { path: '/lib/modules' } },
          ],
          tolerations: [{ operator: 'Exists' }],
          nodeSelector: { 'kubernetes.io/os': 'linux' },
        },
      },
    },
  };
}
