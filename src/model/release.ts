/**
 * The Kubernetes minor releases k8sform renders for, and what kubeadm of that release writes
 * differently. Values were read off kubeadm itself (constants.go, and its manifest code run at the
 * listed patch releases). Extending support means adding a row and checking that release's kubeadm
 * changes against the renderers.
 */
export interface Release {
  readonly minor: number;
  /** The newest patch release whose kubeadm this row was checked against; newer patches are refused until checked. */
  readonly latestPatch: number;
  /** registry.k8s.io/etcd tags by first patch release using them (SupportedEtcdVersion moves within a minor). */
  readonly etcdImageTags: readonly (readonly [fromPatch: number, tag: string])[];
  readonly pauseVersion: string;
  readonly coreDNSVersion: string;
  /** kubelet.conf on control-plane hosts points at the local apiserver (ControlPlaneKubeletLocalMode, on from 1.33). */
  readonly kubeletLocalMode: boolean;
  /** The CRI socket goes to instance-config.yaml instead of a flag (NodeLocalCRISocket, on from 1.34). */
  readonly nodeLocalCRISocket: boolean;
  /** kubeadm-flags.env still carries --pod-infra-container-image (dropped in 1.35). */
  readonly podInfraContainerImageFlag: boolean;
  /**
   * First patch whose kubeadm appends user extraArgs in written order instead of sorting them in
   * (kubeadm PR 135400: 1.34.4, 1.33.8, 1.32.12 — one patch cut; 1.33.7 and 1.32.11 still sort, and
   * the module proxy does not serve 1.33.8 or 1.32.12 to check them directly).
   */
  readonly userFlagsAppendedFromPatch?: number;
  /** client-go before 0.34 writes `creationTimestamp: null` in manifests and `preferences: {}` in kubeconfigs. */
  readonly legacyClientGoSerialization: boolean;
  /** kube-controller-manager mounts the FlexVolume plugin directory (removed with FlexVolume in 1.36). */
  readonly controllerManagerFlexvolumeMount: boolean;
  /** etcd gets the 3.5 `--experimental-*` flags when its image tag is older than 3.6 (from 1.36 always the 3.6 flags). */
  readonly etcdFlagsByImageTag: boolean;
  /** The uploaded ClusterConfiguration carries external etcd's `httpEndpoints`, defaulted to its endpoints (1.35+). */
  readonly externalEtcdHTTPEndpoints: boolean;
  /**
   * First patch whose kubeadm gives the apiserver's kubelet client certificate no organization and lets
   * it reach the kubelet API through the `kubeadm:apiserver-kubelet-client` ClusterRoleBinding to
   * `system:kubelet-api-admin`, instead of making it a cluster admin (1.36.1, backported to 1.35.5,
   * 1.34.8 and 1.33.12). Undefined: not in this release; beyond latestPatch: not yet accepted.
   */
  readonly kubeletAPIAdminBindingFromPatch?: number;
  /** How kubeadm's Go derives a new CA's subject key id: SHA-1, or truncated SHA-256 from Go 1.25 (kubeadm 1.35+). */
  readonly caKeyIdHash: 'SHA-1' | 'SHA-256';
}
