import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { Cluster, Host } from '../../../src/model/cluster.js';
import { joinHostPort } from '../../../src/model/net.js';
import { kubeletConfiguration } from '../../../src/render/kubelet/kubelet-config.js';
import { clusterConfiguration, goDuration } from '../../../src/render/objects/upload-config.js';
import { runInHostOk } from './hosts.js';
import type { LabHost, LabState } from './state.js';
import { log } from './system.js';

const API = 'kubeadm.k8s.io/v1beta4';
const CONTROL_PLANE_TAINT = { key: 'node-role.kubernetes.io/control-plane', effect: 'NoSchedule' };
/**
 * Preflight checks that cannot pass on a lab node and say nothing about the cluster: the lab's
 * kernel has no /proc/config.gz or modules directory for SystemVerification to read.
 */
const IGNORED_PREFLIGHT = ['SystemVerification'];

/**
 * Brings the lab's hosts up with the real `kubeadm init` and `kubeadm join` of the cluster's
 * version, configured from the same cluster.yaml (ClusterConfiguration and KubeletConfiguration as
 * k8sform renders them for the kubeadm-config and kubelet-config ConfigMaps), so a cluster built
 * by kubeadm can be compared with, or adopted by, k8sform.
 */
export function kubeadmBringUp(state: LabState, cluster: Cluster): void {
  const cps = cluster.hosts.filter((h) => h.role === 'control-plane');
  const first = cps[0]!;
  const token = `${randomBytes(3).toString('hex')}.${randomBytes(8).toString('hex')}`;
  const certificateKey = randomBytes(32).toString('hex');
  const spec = cluster.bootstrapTokens[0];
  const init = {
    apiVersion: API, kind: 'InitConfiguration',
    bootstrapTokens: [{ token, ttl: goDuration(spec?.ttlSeconds ?? 86400), ...(spec?.description && { description: spec.description }) }],
    certificateKey,
    localAPIEndpoint: { advertiseAddress: first.internalAddress, bindPort: cluster.apiServer.bindPort },
    nodeRegistration: nodeRegistration(cluster, first),
  };
  const documents = [init, clusterConfiguration(cluster), kubeletConfiguration(cluster)];
  kubeadm(state.hosts[first.name]!, documents, ['init', '--upload-certs']);
  const endpoint = joinHostPort(cluster.controlPlaneEndpoint.host, cluster.controlPlaneEndpoint.port);
  const caCertHash = `sha256:${spkiSha256(readFileSync(join(state.hosts[first.name]!.dir, 'fs/etc/kubernetes/pki/ca.crt'), 'utf8'))}`;
  // Control planes one at a time (each becomes an etcd member), then the workers.
  for (const host of [...cps.slice(1), ...cluster.hosts.filter((h) => h.role === 'worker')]) {
    const joinConfig = {
      apiVersion: API, kind: 'JoinConfiguration',
      discovery: { bootstrapToken: { apiServerEndpoint: endpoint, token, caCertHashes: [caCertHash] } },
      nodeRegistration: nodeRegistration(cluster, host),
      ...(host.role === 'control-plane' && {
        controlPlane: { certificateKey, localAPIEndpoint: { advertiseAddress: host.internalAddress, bindPort: cluster.apiServer.bindPort } },
      }),
    };
    kubeadm(state.hosts[host.name]!, [joinConfig], ['join']);
  }
}

/** The node's name, CRI socket, node IP and labels, and its taints (kubeadm's default for control planes, plus the user's). */
function nodeRegistration(cluster: Cluster, host: Host): Record<string, unknown> {
  const labels = Object.entries(host.labels).map(([k, v]) => `${k}=${v}`).join(',');
  const args = [{ name: 'node-ip', value: host.internalAddress }, ...(labels ? [{ name: 'node-labels', value: labels }] : [])];
  const taints = [...(host.role === 'control-plane' ? [CONTROL_PLANE_TAINT] : []), ...host.taints];
  return { name: host.name, criSocket: cluster.kubelet.criSocket, kubeletExtraArgs: args, taints };
}

function kubeadm(host: LabHost, documents: readonly object[], command: string[]): void {
  const file = '/tmp/k8sform-lab-kubeadm.yaml';
  runInHostOk(host, `cat > ${file}`, documents.map((d) => stringify(d)).join('---\n'));
  log(`kubeadm ${command[0]} on ${host.name}`);
  runInHostOk(host, `kubeadm ${command.join(' ')} --config ${file} --ignore-preflight-errors=${IGNORED_PREFLIGHT.join(',')} > /var/log/k8sform-lab/kubeadm-${command[0]}.log 2>&1 || { tail -n 30 /var/log/k8sform-lab/kubeadm-${command[0]}.log >&2; exit 1; }`);
}

/** kubeadm's --discovery-token-ca-cert-hash: SHA-256 of the CA's DER SubjectPublicKeyInfo. */
export function spkiSha256(caPem: string): string {
  const der = new X509Certificate(caPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex');
}
