import type { Cluster } from '../../model/cluster.js';
import { kubeconfigPath } from '../kubeconfig/kubeconfigs.js';
import { CLUSTER_SIGNER_CERT_PATH } from '../pki/certificates.js';
import { SA_KEY_PATH } from '../pki/render-pki.js';
import { CA_CERT_VOLUMES, bindProbeHost, flagValue, hostDir, hostFile, mergeFlags, staticPod, withUserVolumes, type StaticPodObject } from './pod.js';
import { PKI_DIR } from '../../model/kubeadm-paths.js';

const KUBECONFIG = kubeconfigPath('controller-manager.conf');
const FLEXVOLUME_DIR = '/usr/libexec/kubernetes/kubelet-plugins/volume/exec';

/**
 * `signsFromCopy`: the cluster CA is being rotated, so `ca.crt` trusts two CAs and the CSR signer
 * takes the signing one from its single-certificate copy (see CLUSTER_SIGNER_CERT_PATH).
 */
export function controllerManagerFlags(cluster: Cluster, signsFromCopy = false): [string, string][] {
  const flags: [string, string][] = [
    ['authentication-kubeconfig', KUBECONFIG],
    ['authorization-kubeconfig', KUBECONFIG],
    ['bind-address', '127.0.0.1'],
    ['client-ca-file', `${PKI_DIR}/ca.crt`],
    ['cluster-name', cluster.clusterName],
    ['cluster-signing-cert-file', signsFromCopy ? CLUSTER_SIGNER_CERT_PATH : `${PKI_DIR}/ca.crt`],
    ['cluster-signing-key-file', `${PKI_DIR}/ca.key`],
    ['controllers', '*,bootstrapsigner,tokencleaner'],
    ['kubeconfig', KUBECONFIG],
    ['leader-elect', 'true'],
    ['requestheader-client-ca-file', `${PKI_DIR}/front-proxy-ca.crt`],
    ['root-ca-file', `${PKI_DIR}/ca.crt`],
    ['service-account-private-key-file', SA_KEY_PATH],
    ['use-service-account-credentials', 'true'],
  ];
  // kubeadm only hands out node CIDRs when a pod subnet is configured.
  if (cluster.networking.podSubnet) {
    flags.push(['allocate-node-cidrs', 'true'], ['cluster-cidr', cluster.networking.podSubnet], ['service-cluster-ip-range', cluster.networking.serviceSubnet]);
  }
  return mergeFlags(flags, cluster.controllerManager.extraArgs, cluster.userFlagsAppended);
}

export function controllerManagerPod(cluster: Cluster, signsFromCopy = false): StaticPodObject {
  const flags = controllerManagerFlags(cluster, signsFromCopy);
  const probe = { host: bindProbeHost(flagValue(flags, 'bind-address')), path: '/healthz', scheme: 'HTTPS' as const };
  return staticPod({
    legacyCreationTimestamp: cluster.release.legacyClientGoSerialization,
    name: 'kube-controller-manager',
    image: `${cluster.imageRepository}/kube-controller-manager:${cluster.kubernetesVersion}`,
    flags,
    probePort: 10257,
    probes: { liveness: probe, startup: probe },
    resources: { cpu: '200m' },
    volumes: withUserVolumes(
      [
        ...CA_CERT_VOLUMES,
        ...(cluster.release.controllerManagerFlexvolumeMount ? [hostDir('flexvolume-dir', FLEXVOLUME_DIR, false)] : []),
        hostDir('k8s-certs', PKI_DIR),
        hostFile('kubeconfig', KUBECONFIG),
      ],
      cluster.controllerManager.extraVolumes,
    ),
    env: cluster.controllerManager.extraEnvs,
  });
}
