import { dirname } from 'node:path/posix';
import type { Cluster, Host, LocalEtcd } from '../../model/cluster.js';
import { controlPlaneHosts } from '../../model/cluster.js';
import { joinHostPort } from '../../model/net.js';
import { ETCD_PEER_PORT, etcdPeerURL } from '../../model/etcd-membership.js';
import { etcdAtLeast36 } from '../../config/releases.js';
import { flagValue, hostDir, mergeFlags, staticPod, type MountedVolume, type StaticPodObject } from './pod.js';
import { PKI_DIR } from '../../model/kubeadm-paths.js';

export const ETCD_CLIENT_PORT = 2379;
export const ETCD_METRICS_PORT = 2381;
const ETCD_PKI = `${PKI_DIR}/etcd`;

const url = (ip: string, port: number) => `https://${joinHostPort(ip, port)}`;

/** kubeadm uses the loopback address of the advertise address's family. */
export const loopbackFor = (host: Host) => (host.internalAddress.includes(':') ? '::1' : '127.0.0.1');

/**
 * How a member starts: the only flags etcd reads just once, when its data directory is empty.
 * `initialClusterState: 'existing'` joins a running cluster (the member was added first).
 */
export interface EtcdBootstrap {
  readonly initialCluster: string;
  readonly initialClusterState?: 'new' | 'existing';
}

/**
 * etcd flags as kubeadm sets them. Without `bootstrap`, every control-plane host is listed in
 * --initial-cluster, so a cluster declared with N control planes bootstraps as one N-member etcd
 * cluster; a member joining a running cluster, or one already running, is given its own (see
 * planner/etcd-bootstrap.ts). etcd 3.6 graduated two experimental flags; kubeadm picks by the etcd image tag.
 */
export function etcdFlags(cluster: Cluster, host: Host, etcd: LocalEtcd, bootstrap?: EtcdBootstrap): [string, string][] {
  const ip = host.internalAddress;
  const loopback = loopbackFor(host);
  const members = bootstrap?.initialCluster ?? controlPlaneHosts(cluster).map((h) => `${h.name}=${etcdPeerURL(h)}`).join(',');
  const flags: [string, string][] = [
    ['advertise-client-urls', url(ip, ETCD_CLIENT_PORT)],
    ['cert-file', `${ETCD_PKI}/server.crt`],
    ['client-cert-auth', 'true'],
    ['data-dir', etcd.dataDir],
    ['initial-advertise-peer-urls', url(ip, ETCD_PEER_PORT)],
    ['initial-cluster', members],
    ...(bootstrap?.initialClusterState ? [['initial-cluster-state', bootstrap.initialClusterState] as [string, string]] : []),
    ['key-file', `${ETCD_PKI}/server.key`],
    ['listen-client-urls', `${url(loopback, ETCD_CLIENT_PORT)},${url(ip, ETCD_CLIENT_PORT)}`],
    ['listen-metrics-urls', `http://${joinHostPort(loopback, ETCD_METRICS_PORT)}`],
    ['listen-peer-urls', url(ip, ETCD_PEER_PORT)],
    ['name', host.name],
    ['peer-cert-file', `${ETCD_PKI}/peer.crt`],
    ['peer-client-cert-auth', 'true'],
    ['peer-key-file', `${ETCD_PKI}/peer.key`],
    ['peer-trusted-ca-file', `${ETCD_PKI}/ca.crt`],
    ['snapshot-count', '10000'],
    ['trusted-ca-file', `${ETCD_PKI}/ca.crt`],
  ];
  // kubeadm from 1.36 writes the etcd 3.6 flags whatever image tag the user pins.
  if (!cluster.release.etcdFlagsByImageTag || etcdAtLeast36(etcd.imageTag)) {
    flags.push(['feature-gates', 'InitialCorruptCheck=true'], ['watch-progress-notify-interval', '5s']);
  } else {
    flags.push(['experimental-initial-corrupt-check', 'true'], ['experimental-watch-progress-notify-interval', '5s']);
  }
  return mergeFlags(flags, etcd.extraArgs, cluster.userFlagsAppended);
}

export function etcdPod(cluster: Cluster, host: Host, etcd: LocalEtcd, bootstrap?: EtcdBootstrap): StaticPodObject {
  const flags = etcdFlags(cluster, host, etcd, bootstrap);
  const metrics = metricsEndpoint(flagValue(flags, 'listen-metrics-urls'), loopbackFor(host));
  const probe = (path: string) => ({ host: metrics.host, path, scheme: metrics.scheme });
  return staticPod({
    legacyCreationTimestamp: cluster.release.legacyClientGoSerialization,
    name: 'etcd',
    image: `${cluster.imageRepository}/etcd:${etcd.imageTag}`,
    flags,
    annotations: { 'kubeadm.kubernetes.io/etcd.advertise-client-urls': url(host.internalAddress, ETCD_CLIENT_PORT) },
    probePort: metrics.port,
    probes: { liveness: probe('/livez'), readiness: probe('/readyz'), startup: probe('/readyz') },
    resources: { cpu: '100m', memory: '100Mi' },
    // kubeadm mounts data before certificates (not sorted, unlike the other components).
    volumes: [hostDir('etcd-data', etcd.dataDir, false), hostDir('etcd-certs', ETCD_PKI, false)],
    env: etcd.extraEnvs,
  });
}

/**
 * With external etcd, the apiserver needs the directories of the etcd client files mounted,
 * unless they already sit below the PKI directory (kubeadm names them etcd-certs-0, -1, ...).
 */
export function externalEtcdCertVolumes(cluster: Cluster): MountedVolume[] {
  if (cluster.etcd.mode !== 'external') return [];
  const e = cluster.etcd;
  const dirs = [...new Set([e.caFile, e.certFile, e.keyFile].map((f) => dirname(f)))].filter((d) => d !== PKI_DIR && !d.startsWith(`${PKI_DIR}/`));
  return dirs.map((d, i) => hostDir(`etcd-certs-${i}`, d));
}

/** Where etcd's health endpoints are: the first --listen-metrics-urls URL, as kubeadm probes it. */
function metricsEndpoint(listenMetricsUrls: string | undefined, loopback: string): { host: string; port: number; scheme: 'HTTP' | 'HTTPS' } {
  const fallback = { host: loopback, port: ETCD_METRICS_PORT, scheme: 'HTTP' as const };
  if (!listenMetricsUrls) return fallback;
  try {
    const u = new URL(listenMetricsUrls.split(',')[0]!);
    const port = Number(u.port);
    return {
      host: u.hostname.replace(/^\[|\]$/g, '') || 'localhost',
      port: Number.isInteger(port) && port > 0 ? port : ETCD_METRICS_PORT,
      scheme: u.protocol === 'https:' ? 'HTTPS' : 'HTTP',
    };
  } catch {
    return fallback;
  }
}
