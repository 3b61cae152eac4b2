import { channel } from 'node:diagnostics_channel';
import type { Cluster, Host } from '../../model/cluster.js';
import type { Desired, DesiredFile } from '../../model/desired.js';
import { canonicalYaml } from '../canonical-yaml.js';
import { desiredFile } from '../desired-file.js';
import { kubeconfigPath } from '../kubeconfig/kubeconfigs.js';
import { dirAddress, fileAddress, type Address } from '../../model/address.js';
import { CLUSTER_SIGNER_CERT_PATH } from '../pki/certificates.js';
import { etcdPod, type EtcdBootstrap } from './etcd.js';
import { apiServerPod } from './kube-apiserver.js';
import { ENCRYPTION_CONFIG_PATH } from '../encryption-config.js';
import { apiServerConfigAddresses } from './apiserver-config-files.js';
import { controllerManagerPod } from './kube-controller-manager.js';
import { schedulerPod } from './kube-scheduler.js';
import { staticPodUid, withUid } from '../../model/static-pod-uid.js';
import type { StaticPodObject } from './pod.js';
import { manifestPath } from '../../model/kubeadm-paths.js';
import { PKI_DIR } from '../../model/kubeadm-paths.js';

/** Told of every rendering of a host's static pods, for a test to count. */
const rendering = channel('k8sform:render-static-pods');

/**
 * The files under /etc/kubernetes each static pod of a host reads when it starts, by component:
 * a component holds on to what it read, so renewing one of these means restarting its pod.
 */
export type StaticPodReads = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The control-plane static pod manifests of one host (kubeadm writes them 0600); `etcdBootstrap`:
 * see etcdFlags; `clusterCARotated`: see controllerManagerFlags.
 */
export function renderStaticPods(cluster: Cluster, host: Host, etcdBootstrap?: EtcdBootstrap, clusterCARotated = false): Desired<DesiredFile>[] {
  return staticPods(cluster, host, etcdBootstrap, clusterCARotated).manifests;
}

/** The manifests, with the files each static pod reads (see StaticPodReads and podReads). */
export function staticPods(cluster: Cluster, host: Host, etcdBootstrap?: EtcdBootstrap, clusterCARotated = false): { manifests: Desired<DesiredFile>[]; reads: StaticPodReads } {
  rendering.publish(host.name);
  const dep = (path: string) => fileAddress(host.name, path);
  const pods: [string, StaticPodObject, Address[]][] = [
    ['kube-apiserver', apiServerPod(cluster, host), [...[`${PKI_DIR}/apiserver.crt`, `${PKI_DIR}/apiserver-kubelet-client.crt`, `${PKI_DIR}/front-proxy-client.crt`, `${PKI_DIR}/sa.pub`, ...(cluster.apiServer.encryptionAtRest ? [ENCRYPTION_CONFIG_PATH] : [])].map(dep), ...apiServerConfigAddresses(cluster.apiServer, host)]],
    ['kube-controller-manager', controllerManagerPod(cluster, clusterCARotated), [kubeconfigPath('controller-manager.conf'), `${PKI_DIR}/sa.key`, ...(clusterCARotated ? [CLUSTER_SIGNER_CERT_PATH] : [])].map(dep)],
    ['kube-scheduler', schedulerPod(cluster), [kubeconfigPath('scheduler.conf')].map(dep)],
  ];
  if (cluster.etcd.mode === 'local') {
    // The data directory first, so the kubelet never makes it 0755 (see render/etcd-data-dir.ts).
    pods.push(['etcd', etcdPod(cluster, host, cluster.etcd, etcdBootstrap), [dirAddress(host.name, cluster.etcd.dataDir), ...[`${PKI_DIR}/etcd/server.crt`, `${PKI_DIR}/etcd/peer.crt`].map(dep)]]);
    // The apiserver talks to its local etcd member: start etcd first.
    pods[0]![2].push(...[manifestPath('etcd'), `${PKI_DIR}/apiserver-etcd-client.crt`].map(dep));
  }
  return {
    manifests: pods.map(([name, pod, dependsOn]) => {
      const path = manifestPath(name);
      const uid = staticPodUid(path, canonicalYaml(pod));
      return desiredFile(host.name, path, 'static-pod', canonicalYaml(withUid(pod, uid)), { mode: 0o600, dependsOn });
    }),
    reads: new Map(pods.map(([name, pod]) => [name, podReads(cluster, name, pod)])),
  };
}

/** A file path under /etc/kubernetes as a manifest names it in a flag, a mount or a variable. */
const KUBERNETES_FILE = /\/etc\/kubernetes\/[A-Za-z0-9._/-]+/g;

/**
 * The files under /etc/kubernetes a static pod names (its certificates, keys, kubeconfigs and the
 * configuration files of user flags and mounts), and for kube-controller-manager the copy of the
 * signing cluster CA it is pointed at while that CA is rotated (unless a user flag points it elsewhere).
 */
function podReads(cluster: Cluster, name: string, pod: object): Set<string> {
  const named = new Set(stringsOf(pod).flatMap((s) => s.match(KUBERNETES_FILE) ?? []));
  if (name === 'kube-controller-manager' && !('cluster-signing-cert-file' in cluster.controllerManager.extraArgs)) named.add(CLUSTER_SIGNER_CERT_PATH);
  return named;
}

/** Every key and string value of a manifest, as its YAML holds them. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...stringsOf(v)]);
  return [];
}
