import { dirname } from 'node:path/posix';
import type { Cluster, Host, LocalEtcd } from '../../config/cluster.js';
import { controlPlaneHosts } from '../../config/cluster.js';
import { joinHostPort } from '../../config/net.js';
import { PKI_DIR } from '../pki/certificates.js';
import { hostDir, mergeFlags, staticPod, type MountedVolume } from './pod.js';

export const ETCD_CLIENT_PORT = 2379;
export const ETCD_PEER_PORT = 2380;
export const ETCD_METRICS_PORT = 2381;
const ETCD_PKI = `${PKI_DIR}/etcd`;

const url = (ip: string, port: number) => `https://${joinHostPort(ip, port)}`;

/**
 * etcd flags as kubeadm sets them. Every control-plane host is listed in --initial-cluster, so a
 * cluster declared with N control planes bootstraps as one N-member etcd cluster.
 * etcd 3.6 graduated two experimental flags (kubeadm switched with 1.34).
 */
export function etcdFlags(cluster: Cluster, host: Host, etcd: LocalEtcd): [string, string][] {
  const ip = host.internalAddress;
  const members = controlPlaneHosts(cluster).map((h) => `${h.name}=${url(h.internalAddress, ETCD_PEER_PORT)}`);
  const flags: [string, string][] = [
    ['advertise-client-urls', url(ip, ETCD_CLIENT_PORT)],
    ['cert-file', `${ETCD_PKI}/server.crt`],
    ['client-cert-auth', 'true'],
    ['data-dir', etcd.dataDir],
    ['initial-advertise-peer-urls', url(ip, ETCD_PEER_PORT)],
    ['initial-cluster', members.join(',')],
    ['key-file', `${ETCD_PKI}/server.key`],
    ['listen-client-urls', `${url('127.0.0.1', ETCD_CLIENT_PORT)},${url(ip, ETCD_CLIENT_PORT)}`],
    ['listen-metrics-urls', `http://${joinHostPort('127.0.0.1', ETCD_METRICS_PORT)}`],
    ['listen-peer-urls', url(ip, ETCD_PEER_PORT)],
    ['name', host.name],
    ['peer-cert-file', `${ETCD_PKI}/peer.crt`],
    ['peer-client-cert-auth', 'true'],
    ['peer-key-file', `${ETCD_PKI}/peer.key`],
    ['peer-trusted-ca-file', `${ETCD_PKI}/ca.crt`],
    ['snapshot-count', '10000'],
    ['trusted-ca-file', `${ETCD_PKI}/ca.crt`],
  ];
  if (cluster.release.etcdVersion.startsWith('3.5.')) {
    flags.push(['experimental-initial-corrupt-check', 'true'], ['experimental-watch-progress-notify-interval', '5s']);
  } else {
    flags.push(['feature-gates', 'InitialCorruptCheck=true'], ['watch-progress-notify-interval', '5s']);
  }
  return mergeFlags(flags, etcd.extraArgs);
}

export function etcdPod(cluster: Cluster, host: Host, etcd: LocalEtcd): object {
  const probe = (path: string) => ({ host: '127.0.0.1', path, scheme: 'HTTP' as const });
  return staticPod({
    name: 'etcd',
    image: `${cluster.imageRepository}/etcd:${cluster.release.etcdImageTag}`,
    flags: etcdFlags(cluster, host, etcd),
    annotations: { 'kubeadm.kubernetes.io/etcd.advertise-client-urls': url(host.internalAddress, ETCD_CLIENT_PORT) },
    probePort: ETCD_METRICS_PORT,
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
