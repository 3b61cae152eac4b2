import { isIPv4 } from 'node:net';
import type { Cluster } from '../../../src/model/cluster.js';
import { releaseFor } from '../../../src/config/releases.js';
import { LabError } from './system.js';
import { labContainerdProblem } from './containerd.js';

const PRIVATE_V4 = [[10, 8], [172, 12], [192, 16]] as const;

/** Whether an IPv4 address is in 10/8, 172.16/12 or 192.168/16: the only addresses the lab may give hosts. */
export function isPrivateIPv4(ip: string): boolean {
  if (!isIPv4(ip)) return false;
  const [a, b] = ip.split('.').map(Number) as [number, number];
  return PRIVATE_V4.some(([first, bits]) => {
    if (a !== first) return false;
    if (bits === 8) return true;
    return bits === 12 ? b >= 16 && b <= 31 : b === 168;
  });
}

/**
 * What the lab can run, each refusal saying what to write in cluster.yaml instead. Nothing is
 * adjusted behind the user's back: the lab brings up exactly the cluster the file describes.
 */
export function checkLabCluster(cluster: Cluster, file: string): void {
  const problems: string[] = [];
  for (const h of cluster.hosts) {
    if (h.transport.kind !== 'ssh') { problems.push(`host ${h.name}: the lab makes SSH hosts; remove transport: local`); continue; }
    if (h.transport.ssh.bastion) problems.push(`host ${h.name}: the lab has no bastion host; remove ssh.bastion`);
    if (!h.transport.ssh.identityFile) problems.push(`host ${h.name}: set spec.ssh.identityFile (the lab creates the key pair when the file does not exist)`);
    for (const a of new Set([h.address, h.internalAddress])) {
      if (!isPrivateIPv4(a)) problems.push(`host ${h.name}: ${a} is not a private IPv4 address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16); lab hosts only get those`);
    }
  }
  if (refusesCgroupV1(cluster)) {
    problems.push(`spec.kubelet.config.failCgroupV1: the lab's nodes use cgroup v1, where a ${cluster.kubernetesVersion} kubelet refuses to start by default; set it to false`);
  }
  if (!cluster.networking.podSubnet) problems.push('spec.networking.podSubnet: the lab\'s pod network routes each Node\'s podCIDR; set a pod subnet, e.g. 10.244.0.0/16');
  if (cluster.addons.kubeProxy.enabled && cluster.addons.kubeProxy.mode !== 'iptables') {
    problems.push(`spec.addons.kubeProxy.mode: ${cluster.addons.kubeProxy.mode} is not supported by the lab (its kernel has no modules to load); use iptables`);
  }
  const containerd = labContainerdProblem(cluster);
  if (containerd) problems.push(containerd);
  if (cluster.etcd.mode === 'external') problems.push('spec.etcd.external: the lab runs no external etcd; use stacked etcd (spec.etcd.local)');
  const ep = endpointPlan(cluster);
  if (ep.loadBalancer && !isPrivateIPv4(ep.loadBalancer.address)) problems.push(`spec.controlPlaneEndpoint: ${ep.loadBalancer.address} is not a private IPv4 address`);
  if (problems.length) throw new LabError(`${file} cannot run in the lab:\n  ${problems.join('\n  ')}`);
}

/** From v1.35 the kubelet defaults `failCgroupV1: true`; the lab's hosts share this machine's cgroup v1 hierarchies. */
function refusesCgroupV1(cluster: Cluster): boolean {
  return releaseFor(cluster.kubernetesVersion)!.minor >= KUBELET_FAILS_CGROUP_V1_FROM_MINOR && cluster.kubelet.config.failCgroupV1 !== false;
}

const KUBELET_FAILS_CGROUP_V1_FROM_MINOR = 35;

/** The kubelet's own default: image garbage collection starts at this share of the disk in use. */
const KUBELET_IMAGE_GC_HIGH_PERCENT = 85;

/**
 * The lab's nodes see this machine's disk, build caches and all, as their image filesystem. When it
 * is nearly as full as the kubelet's image garbage collection threshold, the collection would
 * delete images the nodes still need, the pause image among them (containerd 1.6 does not pin it),
 * after which no Pod sandbox can start. Says what to set, or nothing when the disk has room or the
 * collection is off.
 */
export function diskUsageWarning(cluster: Cluster, usedPercent: number): string | undefined {
  const high = Number(cluster.kubelet.config.imageGCHighThresholdPercent ?? KUBELET_IMAGE_GC_HIGH_PERCENT);
  if (usedPercent < high - 10) return undefined;
  return `warning: this machine's disk is ${usedPercent}% used (as the kubelet counts it: space left to unprivileged users), and the kubelet collects images from ${high}%: it may delete the pause image the nodes need; set spec.kubelet.config.imageGCHighThresholdPercent: 100 (and lower evictionHard's nodefs/imagefs thresholds) or free disk space`;
}

export interface EndpointPlan {
  /** The DNS name of controlPlaneEndpoint, when it is one (hosts resolve it through /etc/hosts). */
  readonly name?: string;
  /** Where the lab's HAProxy listens, when the endpoint is not one of the hosts. */
  readonly loadBalancer?: { readonly address: string; readonly port: number };
}

/**
 * The control-plane endpoint as the lab provides it: a host's own address needs nothing; any other
 * IP becomes the load balancer's address; a DNS name gets a load balancer at a free address next
 * to the first control plane (.250 downwards), written into every host's /etc/hosts.
 */
export function endpointPlan(cluster: Cluster): EndpointPlan {
  const { host, port } = cluster.controlPlaneEndpoint;
  const used = new Set(cluster.hosts.flatMap((h) => [h.address, h.internalAddress]));
  if (used.has(host)) return {};
  if (isIPv4(host)) return { loadBalancer: { address: host, port } };
  const first = cluster.hosts.find((h) => h.role === 'control-plane')!.internalAddress;
  const prefix = first.split('.').slice(0, 3).join('.');
  for (let last = 250; last > 1; last--) {
    const candidate = `${prefix}.${last}`;
    if (!used.has(candidate)) return { name: host, loadBalancer: { address: candidate, port } };
  }
  throw new LabError(`no free address near ${first} for the load balancer of ${host}`);
}
