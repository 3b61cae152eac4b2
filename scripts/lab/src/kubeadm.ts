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

/**
 * Upgrades a cluster kubeadm brought up to cluster.yaml's kubernetesVersion by kubeadm's own
 * procedure (the Kubernetes documentation's "Upgrading kubeadm clusters", drains left out):
 * `kubeadm upgrade apply` on the first control plane, `kubeadm upgrade node` on each other control
 * plane and then on each worker, each host's kubelet restarted onto the new package right after
 * its kubeadm step. The hosts hold the new kubeadm, kubelet and images already (`lab install --kubeadm`).
 */
export function kubeadmUpgrade(state: LabState, cluster: Cluster): void {
  const order = [...cluster.hosts.filter((h) => h.role === 'control-plane'), ...cluster.hosts.filter((h) => h.role === 'worker')];
  order.forEach((h, i) => {
    const host = state.hosts[h.name]!;
    kubeadmCommand(host, i === 0 ? ['upgrade', 'apply', cluster.kubernetesVersion, '--yes'] : ['upgrade', 'node']);
    log(`systemctl restart kubelet on ${h.name}`);
    runInHostOk(host, 'systemctl restart kubelet');
  });
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
  kubeadmCommand(host, [...command, '--config', file]);
}

/** Runs kubeadm on a host, its output in /var/log/k8sform-lab (its last lines in the error when it fails). */
function kubeadmCommand(host: LabHost, args: readonly string[]): void {
  const words = args.filter((a) => /^[a-z]+$/.test(a)).slice(0, 2);
  const logFile = `/var/log/k8sform-lab/kubeadm-${words.join('-')}.log`;
  log(`kubeadm ${words.join(' ')} on ${host.name}`);
  runInHostOk(host, `kubeadm ${args.join(' ')} --ignore-preflight-errors=${IGNORED_PREFLIGHT.join(',')} > ${logFile} 2>&1 || { tail -n 30 ${logFile} >&2; exit 1; }`);
}

/** kubeadm's --discovery-token-ca-cert-hash: SHA-256 of the CA's DER SubjectPublicKeyInfo. */
export function spkiSha256(caPem: string): string {
  const der = new X509Certificate(caPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex');
}
