import type { ApiServer, Cluster, Component, EnvVar, HostPathVolume } from '../../model/cluster.js';
import { apiServerConfigFlags, apiServerConfigVolumes } from '../static-pods/apiserver-config-files.js';
import { joinHostPort } from '../../model/net.js';
import type { KubeObject } from '../../model/desired.js';
import { canonicalYaml } from '../canonical-yaml.js';
import { kubeletConfiguration } from '../kubelet/kubelet-config.js';
import { COMPONENT_CONFIG_HASH_ANNOTATION, componentConfigHash } from './component-config-hash.js';
import { KUBE_SYSTEM, configMap } from './kube-objects.js';
import { NODES_GROUP, bootstrapperGroups, configMapReader, groupSubjects } from './rbac.js';
import { PKI_DIR } from '../../model/kubeadm-paths.js';

export const KUBEADM_CONFIG = 'kubeadm-config';
export const KUBELET_CONFIG = 'kubelet-config';

/** kube-system/kubeadm-config with the ClusterConfiguration, readable by joining and joined nodes. */
export function kubeadmConfigObjects(cluster: Cluster): KubeObject[] {
  return [
    configMap(KUBE_SYSTEM, KUBEADM_CONFIG, { ClusterConfiguration: canonicalYaml(clusterConfiguration(cluster)) }),
    ...configMapReader(KUBE_SYSTEM, 'kubeadm:nodes-kubeadm-config', KUBEADM_CONFIG, groupSubjects([...bootstrapperGroups(cluster), NODES_GROUP])),
  ];
}

/**
 * kube-system/kubelet-config with the cluster-wide KubeletConfiguration. kubeadm signs it with the
 * component-config hash only when it generated the document itself, i.e. the user gave no
 * KubeletConfiguration of their own (here: no `kubelet.config` overrides).
 */
export function kubeletConfigObjects(cluster: Cluster): KubeObject[] {
  const data = { kubelet: canonicalYaml(kubeletConfiguration(cluster)) };
  const userSupplied = Object.keys(cluster.kubelet.config).length > 0;
  const metadata = userSupplied ? {} : { annotations: { [COMPONENT_CONFIG_HASH_ANNOTATION]: componentConfigHash(data) } };
  return [
    configMap(KUBE_SYSTEM, KUBELET_CONFIG, data, metadata),
    // Subject order is the reverse of kubeadm-config's, as in kubeadm.
    ...configMapReader(KUBE_SYSTEM, 'kubeadm:kubelet-config', KUBELET_CONFIG, groupSubjects([NODES_GROUP, ...bootstrapperGroups(cluster)])),
  ];
}

/** The kubeadm.k8s.io/v1beta4 ClusterConfiguration kubeadm uploads (omitempty fields left out when empty). */
export function clusterConfiguration(cluster: Cluster): Record<string, unknown> {
  const { certificates: certs, networking: net } = cluster;
  return {
    apiVersion: 'kubeadm.k8s.io/v1beta4',
    kind: 'ClusterConfiguration',
    apiServer: { ...controlPlaneComponent(withConfigFiles(cluster.apiServer)), certSANs: nonEmpty(certs.certSANs) },
    caCertificateValidityPeriod: goDuration(certs.caValiditySeconds),
    certificateValidityPeriod: goDuration(certs.validitySeconds),
    certificatesDir: PKI_DIR,
    clusterName: cluster.clusterName,
    controlPlaneEndpoint: cluster.controlPlaneEndpoint.configured
      ? joinHostPort(cluster.controlPlaneEndpoint.host, cluster.controlPlaneEndpoint.port)
      : undefined,
    controllerManager: controlPlaneComponent(cluster.controllerManager),
    // kubeadm records skipped addon phases as disabled.
    dns: cluster.addons.coreDNS.enabled ? {} : { disabled: true },
    encryptionAlgorithm: certs.keyAlgorithm.toUpperCase(), // rsa-2048 becomes RSA-2048, ecdsa-p256 becomes ECDSA-P256
    etcd: cluster.etcd.mode === 'local'
      ? { local: { dataDir: cluster.etcd.dataDir, extraArgs: extraArgs(cluster.etcd.extraArgs), extraEnvs: extraEnvs(cluster.etcd.extraEnvs) } }
      : {
          external: {
            endpoints: cluster.etcd.endpoints,
            // kubeadm 1.35+ defaults the HTTP endpoints (metrics, health) to the client endpoints.
            httpEndpoints: cluster.release.externalEtcdHTTPEndpoints ? cluster.etcd.endpoints : undefined,
            caFile: cluster.etcd.caFile, certFile: cluster.etcd.certFile, keyFile: cluster.etcd.keyFile,
          },
        },
    imageRepository: cluster.imageRepository,
    kubernetesVersion: cluster.kubernetesVersion,
    networking: { dnsDomain: net.dnsDomain, podSubnet: net.podSubnet, serviceSubnet: net.serviceSubnet },
    proxy: cluster.addons.kubeProxy.enabled ? {} : { disabled: true },
    scheduler: controlPlaneComponent(cluster.scheduler),
  };
}

/**
 * The apiserver as kubeadm would have been told to run it: the flags and volumes of its
 * configuration files (spec.apiServer.auditPolicy, admission, authentication) are extraArgs and
 * extraVolumes to kubeadm, so a control plane kubeadm joins or upgrades keeps them.
 */
function withConfigFiles(api: ApiServer): Component {
  const volumes = apiServerConfigVolumes(api).map((v): HostPathVolume => ({ name: v.name, hostPath: v.hostPath, mountPath: v.mountPath, readOnly: v.readOnly, pathType: v.type }));
  return { ...api, extraArgs: { ...api.extraArgs, ...Object.fromEntries(apiServerConfigFlags(api)) }, extraVolumes: [...api.extraVolumes, ...volumes] };
}

function controlPlaneComponent(c: Component): Record<string, unknown> {
  return { extraArgs: extraArgs(c.extraArgs), extraVolumes: extraVolumes(c.extraVolumes), extraEnvs: extraEnvs(c.extraEnvs) };
}

/** v1beta4 extraArgs are a list of {name, value}, kept sorted by name. */
const extraArgs = (args: Readonly<Record<string, string>>) =>
  nonEmpty(Object.keys(args).sort().map((name) => ({ name, value: args[name]! })));

const extraVolumes = (volumes: readonly HostPathVolume[]) =>
  nonEmpty(volumes.map((v) => ({ name: v.name, hostPath: v.hostPath, mountPath: v.mountPath, readOnly: v.readOnly || undefined, pathType: v.pathType || undefined })));

const extraEnvs = (envs: readonly EnvVar[]) => nonEmpty(envs.map((e) => ({ name: e.name, value: e.value || undefined })));

/** Leaves omitempty lists out. */
const nonEmpty = <T>(list: readonly T[]): readonly T[] | undefined => (list.length > 0 ? list : undefined);

/** Go's time.Duration.String for whole milliseconds: `8760h0m0s`, `1m30s`, `1.5s`, `500ms`. */
export function goDuration(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  if (ms === 0) return '0s';
  if (ms < 1000) return `${ms}ms`;
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = (ms % 60_000) / 1000;
  return `${h ? `${h}h` : ''}${h || m ? `${m}m` : ''}${s}s`;
}
