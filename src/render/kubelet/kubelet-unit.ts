import type { Cluster, Host } from '../../model/cluster.js';
import type { Desired, DesiredFile } from '../../model/desired.js';
import { KUBEADM_DROPIN_PATH, KUBELET_SERVICE_PATH } from '../../model/kubeadm-paths.js';
import { desiredFile } from '../desired-file.js';

/**
 * The systemd unit of the kubelet and kubeadm's drop-in, byte for byte as the official Debian
 * packages (pkgs.k8s.io, built from kubernetes/release's krel templates) install them: the
 * kubelet package's kubelet.service and /etc/default/kubelet, the kubeadm package's
 * 10-kubeadm.conf, whose EnvironmentFile the Debian build points at /etc/default/kubelet.
 */
export const KUBELET_UNIT_FILES: readonly { readonly path: string; readonly content: string }[] = [
  {
    path: KUBELET_SERVICE_PATH,
    content: `[Unit]
Description=kubelet: The Kubernetes Node Agent
Documentation=https://kubernetes.io/docs/
Wants=network-online.target
After=network-online.target

[Service]
ExecStart=/usr/bin/kubelet
Restart=always
StartLimitInterval=0
RestartSec=10

[Install]
WantedBy=multi-user.target
`,
  },
  {
    path: KUBEADM_DROPIN_PATH,
    content: `# Note: This dropin only works with kubeadm and kubelet v1.11+
[Service]
Environment="KUBELET_KUBECONFIG_ARGS=--bootstrap-kubeconfig=/etc/kubernetes/bootstrap-kubelet.conf --kubeconfig=/etc/kubernetes/kubelet.conf"
Environment="KUBELET_CONFIG_ARGS=--config=/var/lib/kubelet/config.yaml"
# This is a file that "kubeadm init" and "kubeadm join" generates at runtime, populating the KUBELET_KUBEADM_ARGS variable dynamically
EnvironmentFile=-/var/lib/kubelet/kubeadm-flags.env
# This is a file that the user can use for overrides of the kubelet args as a last resort. Preferably, the user should use
# the .NodeRegistration.KubeletExtraArgs object in the configuration files instead. KUBELET_EXTRA_ARGS should be sourced from this file.
EnvironmentFile=-/etc/default/kubelet
ExecStart=
ExecStart=/usr/bin/kubelet $KUBELET_KUBECONFIG_ARGS $KUBELET_CONFIG_ARGS $KUBELET_KUBEADM_ARGS $KUBELET_EXTRA_ARGS
`,
  },
  { path: '/etc/default/kubelet', content: 'KUBELET_EXTRA_ARGS=\n' },
];

/** /etc/default/kubelet is the operator's (KUBELET_EXTRA_ARGS): the packages install it once and never replace it. */
const PACKAGED_UNITS = KUBELET_UNIT_FILES.filter((f) => f.path === KUBELET_SERVICE_PATH || f.path === KUBEADM_DROPIN_PATH);

/**
 * The kubelet's unit and kubeadm's drop-in, managed where apply installs the kubelet
 * (spec.nodeSoftware), as the kubelet and kubeadm packages would install them; none otherwise.
 */
export function renderKubeletUnits(cluster: Cluster, host: Host): Desired<DesiredFile>[] {
  return cluster.nodeSoftware ? PACKAGED_UNITS.map((f) => desiredFile(host.name, f.path, 'systemd-unit', f.content)) : [];
}

/** The unit paths k8sform manages where it installs the kubelet. */
export const kubeletUnitPaths = (cluster: Cluster): string[] => (cluster.nodeSoftware ? PACKAGED_UNITS.map((f) => f.path) : []);
