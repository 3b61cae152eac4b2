import { etcdImageTagFor, kubeletClientViaKubeletAPIAdmin, releaseFor, userFlagsAppended } from '../config/releases.js';
import type { Release } from '../model/release.js';

/**
 * What changes in the files and objects k8sform writes when a cluster goes from one Kubernetes
 * version to another, beyond the version itself: what `kubeadm upgrade plan` calls the config
 * migrations. Derived from the two release rows, so a new row describes itself.
 */
export function releaseMigrations(from: string, to: string): string[] {
  const a = releaseFor(from);
  const b = releaseFor(to);
  if (!a || !b) return a ? [] : [`${from} is older than anything k8sform renders: every file is rewritten as kubeadm ${to} writes it`];
  const out: string[] = [];
  const changed = <T>(pick: (r: Release, v: string) => T, say: (x: T, y: T) => string) => {
    const x = pick(a, from);
    const y = pick(b, to);
    if (x !== y) out.push(say(x, y));
  };
  changed((r, v) => etcdImageTagFor(r, v), (x, y) => `etcd image ${x} → ${y} (each member restarts on the new image, one control plane at a time, while the others keep quorum)`);
  changed((r) => r.pauseVersion, (x, y) => `pause (sandbox) image ${x} → ${y}`);
  changed((r) => r.coreDNSVersion, (x, y) => `CoreDNS ${x} → ${y}`);
  changed((r) => r.kubeletLocalMode, (_, y) => (y ? "control planes' kubelet.conf points at the local apiserver instead of the control-plane endpoint" : "control planes' kubelet.conf points at the control-plane endpoint again"));
  changed((r) => r.nodeLocalCRISocket, (_, y) => (y ? 'the CRI socket moves from kubeadm-flags.env (--container-runtime-endpoint) to /var/lib/kubelet/instance-config.yaml, merged into the kubelet config' : 'the CRI socket moves back to kubeadm-flags.env'));
  changed((r) => r.podInfraContainerImageFlag, (_, y) => (y ? 'kubeadm-flags.env sets --pod-infra-container-image again' : 'kubeadm-flags.env drops --pod-infra-container-image (the runtime names the sandbox image; a 1.35 kubelet no longer accepts the flag)'));
  changed((r) => r.controllerManagerFlexvolumeMount, (_, y) => (y ? 'kube-controller-manager mounts the FlexVolume plugin directory again' : 'kube-controller-manager no longer mounts the FlexVolume plugin directory (FlexVolume is gone)'));
  changed((r) => r.etcdFlagsByImageTag, (_, y) => (y ? 'etcd flags follow the etcd image tag again' : 'etcd always gets the 3.6 flags (--feature-gates=InitialCorruptCheck=true), whatever image tag is pinned'));
  changed((r) => r.externalEtcdHTTPEndpoints, (_, y) => (y ? 'kubeadm-config records external etcd httpEndpoints (defaulted to the endpoints)' : 'kubeadm-config drops external etcd httpEndpoints'));
  changed((r, v) => kubeletClientViaKubeletAPIAdmin(r, v), (_, y) => (y
    ? 'apiserver-kubelet-client.crt is reissued without O=kubeadm:cluster-admins, and the kubeadm:apiserver-kubelet-client ClusterRoleBinding gives it system:kubelet-api-admin instead'
    : 'apiserver-kubelet-client.crt is reissued with O=kubeadm:cluster-admins, and the kubeadm:apiserver-kubelet-client ClusterRoleBinding is no longer needed'));
  changed((r) => r.caKeyIdHash, (x, y) => `new CAs get ${y} subject key ids instead of ${x} (existing CAs are kept as they are)`);
  changed((r, v) => userFlagsAppended(r, v), (_, y) => (y ? "extraArgs follow kubeadm's own flags in the order written, instead of being sorted in" : "extraArgs are sorted in among kubeadm's own flags"));
  changed((r) => r.legacyClientGoSerialization, (_, y) => (y ? 'manifests carry `creationTimestamp: null` again' : 'manifests drop `creationTimestamp: null` and kubeconfigs `preferences: {}` (newer client-go serialization)'));
  return out;
}
