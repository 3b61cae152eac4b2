import semver from 'semver';

/**
 * The Kubernetes minor releases k8sform renders for, and the component versions kubeadm of that
 * release pairs with them (cmd/kubeadm/app/constants/constants.go: SupportedEtcdVersion,
 * PauseVersion, CoreDNSVersion). Extending support means adding a row here and checking the
 * kubeadm changes of that release against the renderers.
 */
export interface Release {
  readonly minor: number;
  /** Image tag of registry.k8s.io/etcd kubeadm uses for this minor. */
  readonly etcdImageTag: string;
  /** etcd server version (the image tag without its -N build suffix). */
  readonly etcdVersion: string;
  readonly pauseVersion: string;
  readonly coreDNSVersion: string;
  /** kubelet.conf on control-plane hosts points at the local apiserver (ControlPlaneKubeletLocalMode, on from 1.33). */
  readonly kubeletLocalMode: boolean;
  /** The CRI socket goes to instance-config.yaml instead of a flag (NodeLocalCRISocket, on from 1.34). */
  readonly nodeLocalCRISocket: boolean;
  /** kubeadm-flags.env still carries --pod-infra-container-image (dropped in 1.35). */
  readonly podInfraContainerImageFlag: boolean;
}

export const RELEASES: readonly Release[] = [
  { minor: 32, etcdImageTag: '3.5.24-0', etcdVersion: '3.5.24', pauseVersion: '3.10', coreDNSVersion: 'v1.11.3', kubeletLocalMode: false, nodeLocalCRISocket: false, podInfraContainerImageFlag: true },
  { minor: 33, etcdImageTag: '3.5.24-0', etcdVersion: '3.5.24', pauseVersion: '3.10', coreDNSVersion: 'v1.12.0', kubeletLocalMode: true, nodeLocalCRISocket: false, podInfraContainerImageFlag: true },
  { minor: 34, etcdImageTag: '3.6.5-0', etcdVersion: '3.6.5', pauseVersion: '3.10.1', coreDNSVersion: 'v1.12.1', kubeletLocalMode: true, nodeLocalCRISocket: true, podInfraContainerImageFlag: true },
];

export const SUPPORTED_RANGE = `v1.${RELEASES[0]!.minor}.0 to v1.${RELEASES[RELEASES.length - 1]!.minor}.x`;

/** The release row for an exact version such as v1.34.2, or undefined when unsupported. */
export function releaseFor(version: string): Release | undefined {
  const v = semver.parse(version.replace(/^v/, ''));
  if (!v || v.major !== 1 || v.prerelease.length > 0) return undefined;
  return RELEASES.find((r) => r.minor === v.minor);
}
