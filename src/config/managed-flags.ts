/**
 * Flags k8sform sets itself on each component. A user `extraArgs` entry for one of these replaces
 * k8sform's value, which is allowed (kubeadm allows it too) but warned about. The static-pod
 * renderers are tested to set only these flags, with APISERVER_CONFIG_FILE_FLAGS
 * (test/render/managed-flags.test.ts).
 */
export const MANAGED_FLAGS = {
  'kube-apiserver': [
    'advertise-address', 'allow-privileged', 'authorization-mode', 'client-ca-file', 'enable-admission-plugins',
    'enable-aggregator-routing', 'enable-bootstrap-token-auth', 'encryption-provider-config', 'etcd-cafile', 'etcd-certfile', 'etcd-keyfile',
    'etcd-servers', 'feature-gates', 'kubelet-certificate-authority', 'kubelet-client-certificate', 'kubelet-client-key',
    'kubelet-preferred-address-types', 'peer-advertise-ip', 'peer-advertise-port', 'peer-ca-file',
    'proxy-client-cert-file', 'proxy-client-key-file', 'requestheader-allowed-names', 'requestheader-client-ca-file',
    'requestheader-extra-headers-prefix', 'requestheader-group-headers', 'requestheader-username-headers',
    'secure-port', 'service-account-issuer', 'service-account-key-file', 'service-account-signing-key-file',
    'service-cluster-ip-range', 'tls-cert-file', 'tls-private-key-file',
  ],
  'kube-controller-manager': [
    'allocate-node-cidrs', 'authentication-kubeconfig', 'authorization-kubeconfig', 'bind-address', 'client-ca-file',
    'cluster-cidr', 'cluster-name', 'cluster-signing-cert-file', 'cluster-signing-key-file', 'controllers',
    'kubeconfig', 'leader-elect', 'requestheader-client-ca-file', 'root-ca-file', 'service-account-private-key-file',
    'service-cluster-ip-range', 'use-service-account-credentials',
  ],
  'kube-scheduler': ['authentication-kubeconfig', 'authorization-kubeconfig', 'bind-address', 'kubeconfig', 'leader-elect'],
  etcd: [
    'advertise-client-urls', 'cert-file', 'client-cert-auth', 'data-dir', 'feature-gates', 'initial-advertise-peer-urls',
    'initial-cluster', 'key-file', 'listen-client-urls', 'listen-metrics-urls', 'listen-peer-urls', 'name',
    'peer-cert-file', 'peer-client-cert-auth', 'peer-key-file', 'peer-trusted-ca-file', 'snapshot-count',
    'trusted-ca-file', 'watch-progress-notify-interval', 'experimental-initial-corrupt-check',
    'experimental-watch-progress-notify-interval',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ComponentName = keyof typeof MANAGED_FLAGS;

/**
 * kube-apiserver flags k8sform sets when a field of spec.apiServer asks for the file they name, by
 * that field. Without the field they are the user's to set in extraArgs (with the file put on the
 * hosts by other means), as before; with it, an extraArgs entry for one of them is an error: the
 * flag would point away from the file k8sform writes, or a second value would be ambiguous.
 */
export const APISERVER_CONFIG_FILE_FLAGS = {
  auditPolicy: ['audit-log-maxage', 'audit-log-maxbackup', 'audit-log-maxsize', 'audit-log-path', 'audit-policy-file'],
  admission: ['admission-control-config-file'],
  authentication: ['authentication-config'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The legacy OIDC flags, which kube-apiserver refuses beside --authentication-config (the JWT
 * authenticators of an AuthenticationConfiguration replace them).
 */
export const OIDC_FLAGS = [
  'oidc-ca-file', 'oidc-client-id', 'oidc-groups-claim', 'oidc-groups-prefix', 'oidc-issuer-url', 'oidc-required-claim',
  'oidc-signing-algs', 'oidc-username-claim', 'oidc-username-prefix',
] as const;
