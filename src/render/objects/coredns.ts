import type { Cluster } from '../../model/cluster.js';
import type { KubeObject } from '../../model/desired.js';
import { CONTROL_PLANE_LABEL } from './nodes.js';
import { KUBE_SYSTEM, configMap, serviceAccount } from './kube-objects.js';
import { clusterRole, clusterRoleBinding, serviceAccountSubject } from './rbac.js';

export const COREDNS = 'coredns';
const DNS_APP_LABELS = { 'k8s-app': 'kube-dns' };
const DEFAULT_IMAGE_REPOSITORY = 'registry.k8s.io';

/** The CoreDNS addon as kubeadm installs it (phases/addons/dns). */
export function coreDNSObjects(cluster: Cluster): KubeObject[] {
  return [
    configMap(KUBE_SYSTEM, COREDNS, { Corefile: corefile(cluster.networking.dnsDomain) }),
    clusterRole('system:coredns', [
      { apiGroups: [''], resources: ['endpoints', 'services', 'pods', 'namespaces'], verbs: ['list', 'watch'] },
      { apiGroups: ['discovery.k8s.io'], resources: ['endpointslices'], verbs: ['list', 'watch'] },
    ]),
    clusterRoleBinding('system:coredns', 'system:coredns', [serviceAccountSubject(KUBE_SYSTEM, COREDNS)]),
    serviceAccount(KUBE_SYSTEM, COREDNS),
    coreDNSDeployment(coreDNSImage(cluster), cluster.addons.coreDNS.replicas),
    kubeDNSService(cluster.networking.dnsServiceIP),
  ];
}

/** kubeadm's GetDNSImage: on the default registry CoreDNS lives in its own `coredns/` sub-repository. */
export function coreDNSImage(cluster: Cluster): string {
  const repository = cluster.imageRepository === DEFAULT_IMAGE_REPOSITORY ? `${DEFAULT_IMAGE_REPOSITORY}/coredns` : cluster.imageRepository;
  return `${repository}/coredns:${cluster.release.coreDNSVersion}`;
}

/** kubeadm's Corefile template, whitespace included; without a domain the cache block is plain `cache 30`. */
export function corefile(dnsDomain: string): string {
  const cache = dnsDomain
    ? `cache 30 {\n       disable success ${dnsDomain}\n       disable denial ${dnsDomain}\n    }`
    : 'cache 30';
  return `.:53 {
    errors
    health {
       lameduck 5s
    }
    ready
    kubernetes ${dnsDomain} in-addr.arpa ip6.arpa {
       pods insecure
       fallthrough in-addr.arpa ip6.arpa
       ttl 30
    }
    prometheus :9153
    forward . /etc/resolv.conf {
       max_concurrent 1000
    }
    ${cache}
    loop
    reload
    loadbalance
}
`;
}

function coreDNSDeployment(image: string, replicas: number): KubeObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: COREDNS, namespace: KUBE_SYSTEM, labels: DNS_APP_LABELS },
    spec: {
      replicas,
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 1 } },
      selector: { matchLabels: DNS_APP_LABELS },
      template: {
        metadata: { labels: DNS_APP_LABELS },
        spec: {
          priorityClassName: 'system-cluster-critical',
          serviceAccountName: COREDNS,
          affinity: {
            podAntiAffinity: {
              preferredDuringSchedulingIgnoredDuringExecution: [
                {
                  weight: 100,
                  podAffinityTerm: {
                    labelSelector: { matchExpressions: [{ key: 'k8s-app', operator: 'In', values: ['kube-dns'] }] },
                    topologyKey: 'kubernetes.io/hostname',
                  },
                },
              ],
            },
          },
          tolerations: [
            { key: 'CriticalAddonsOnly', operator: 'Exists' },
            { key: CONTROL_PLANE_LABEL, effect: 'NoSchedule' },
          ],
          nodeSelector: { 'kubernetes.io/os': 'linux' },
          containers: [
            {
              name: COREDNS,
              image,
              imagePullPolicy: 'IfNotPresent',
              resources: { limits: { memory: '170Mi' }, requests: { cpu: '100m', memory: '70Mi' } },
              args: ['-conf', '/etc/coredns/Corefile'],
              volumeMounts: [{ name: 'config-volume', mountPath: '/etc/coredns', readOnly: true }],
              ports: [
                { containerPort: 53, name: 'dns', protocol: 'UDP' },
                { containerPort: 53, name: 'dns-tcp', protocol: 'TCP' },
                { containerPort: 9153, name: 'metrics', protocol: 'TCP' },
                { containerPort: 8080, name: 'liveness-probe', protocol: 'TCP' },
                { containerPort: 8181, name: 'readiness-probe', protocol: 'TCP' },
              ],
              livenessProbe: {
                httpGet: { path: '/health', port: 'liveness-probe', scheme: 'HTTP' },
                initialDelaySeconds: 60,
                timeoutSeconds: 5,
                successThreshold: 1,
                failureThreshold: 5,
              },
              readinessProbe: { httpGet: { path: '/ready', port: 'readiness-probe', scheme: 'HTTP' } },
              securityContext: {
                allowPrivilegeEscalation: false,
                capabilities: { add: ['NET_BIND_SERVICE'], drop: ['ALL'] },
                readOnlyRootFilesystem: true,
              },
            },
          ],
          dnsPolicy: 'Default',
          volumes: [{ name: 'config-volume', configMap: { name: COREDNS, items: [{ key: 'Corefile', path: 'Corefile' }] } }],
        },
      },
    },
  };
}

/**
 * The kube-dns Service on the tenth service IP, the address every kubelet's clusterDNS points at.
 * kubeadm's `resourceVersion: "0"` is a create-or-update trick and is left out for server-side apply.
 */
function kubeDNSService(clusterIP: string): KubeObject {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: {
      name: 'kube-dns',
      namespace: KUBE_SYSTEM,
      labels: { ...DNS_APP_LABELS, 'kubernetes.io/cluster-service': 'true', 'kubernetes.io/name': 'CoreDNS' },
      annotations: { 'prometheus.io/port': '9153', 'prometheus.io/scrape': 'true' },
    },
    spec: {
      clusterIP,
      ports: [
        { name: 'dns', port: 53, protocol: 'UDP', targetPort: 53 },
        { name: 'dns-tcp', port: 53, protocol: 'TCP', targetPort: 53 },
        { name: 'metrics', port: 9153, protocol: 'TCP', targetPort: 9153 },
      ],
      selector: DNS_APP_LABELS,
    },
  };
}
