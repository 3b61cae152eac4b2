import type { Cluster, Host } from '../../model/cluster.js';
import { controlPlaneHosts } from '../../model/cluster.js';
import { joinHostPort } from '../../model/net.js';
import { SA_KEY_PATH, SA_PUB_PATH } from '../pki/render-pki.js';
import { CA_CERT_VOLUMES, hostDir, mergeFlags, staticPod, withUserVolumes, type StaticPodObject } from './pod.js';
import { ETCD_CLIENT_PORT, externalEtcdCertVolumes, loopbackFor } from './etcd.js';
import { PKI_DIR } from '../../model/kubeadm-paths.js';
import { ENCRYPTION_CONFIG_DIR, ENCRYPTION_CONFIG_PATH } from '../encryption-config.js';
import { apiServerConfigFlags, apiServerConfigVolumes } from './apiserver-config-files.js';

const pki = (f: string) => `${PKI_DIR}/${f}`;

/** kube-apiserver flags as kubeadm 1.34 sets them, plus k8sform's seed-derived options. */
export function apiServerFlags(cluster: Cluster, host: Host): [string, string][] {
  const etcd = cluster.etcd;
  const flags: [string, string][] = [
    ['advertise-address', host.internalAddress],
    ['allow-privileged', 'true'],
    ['client-ca-file', pki('ca.crt')],
    ['enable-admission-plugins', 'NodeRestriction'],
    ['enable-bootstrap-token-auth', 'true'],
    ['kubelet-client-certificate', pki('apiserver-kubelet-client.crt')],
    ['kubelet-client-key', pki('apiserver-kubelet-client.key')],
    ['kubelet-preferred-address-types', 'InternalIP,ExternalIP,Hostname'],
    ['proxy-client-cert-file', pki('front-proxy-client.crt')],
    ['proxy-client-key-file', pki('front-proxy-client.key')],
    ['requestheader-allowed-names', 'front-proxy-client'],
    ['requestheader-client-ca-file', pki('front-proxy-ca.crt')],
    ['requestheader-extra-headers-prefix', 'X-Remote-Extra-'],
    ['requestheader-group-headers', 'X-Remote-Group'],
    ['requestheader-username-headers', 'X-Remote-User'],
    ['secure-port', String(cluster.apiServer.bindPort)],
    ['service-account-issuer', `https://kubernetes.default.svc.${cluster.networking.dnsDomain}`],
    ['service-account-key-file', SA_PUB_PATH],
    ['service-account-signing-key-file', SA_KEY_PATH],
    ['service-cluster-ip-range', cluster.networking.serviceSubnet],
    ['tls-cert-file', pki('apiserver.crt')],
    ['tls-private-key-file', pki('apiserver.key')],
  ];
  if (etcd.mode === 'local') {
    flags.push(
      ['etcd-cafile', pki('etcd/ca.crt')],
      ['etcd-certfile', pki('apiserver-etcd-client.crt')],
      ['etcd-keyfile', pki('apiserver-etcd-client.key')],
      ['etcd-servers', `https://${joinHostPort(loopbackFor(host), ETCD_CLIENT_PORT)}`],
    );
  } else {
    flags.push(['etcd-cafile', etcd.caFile], ['etcd-certfile', etcd.certFile], ['etcd-keyfile', etcd.keyFile], ['etcd-servers', etcd.endpoints.join(',')]);
  }
  // Without kube-proxy on control-plane hosts, Service IPs do not route there: send aggregated API calls to endpoints directly.
  if (cluster.apiServer.aggregatorRouting) flags.push(['enable-aggregator-routing', 'true']);
  // Verify kubelet serving certificates (issued through serverTLSBootstrap) against the cluster CA.
  if (cluster.apiServer.verifyKubeletServingCerts) flags.push(['kubelet-certificate-authority', pki('ca.crt')]);
  // The mixed version proxy lets an apiserver forward requests for resources it does not
  // serve to a peer during HA upgrades; peers authenticate each other with the cluster CA.
  if (cluster.apiServer.mixedVersionProxy && controlPlaneHosts(cluster).length > 0) {
    flags.push(
      ['feature-gates', 'UnknownVersionInteroperabilityProxy=true'],
      ['peer-advertise-ip', host.internalAddress],
      ['peer-advertise-port', String(cluster.apiServer.bindPort)],
      ['peer-ca-file', pki('ca.crt')],
    );
  }
  if (cluster.apiServer.encryptionAtRest) flags.push(['encryption-provider-config', ENCRYPTION_CONFIG_PATH]);
  // A structured authorization config replaces the mode flag (kubeadm drops it then).
  if (!('authorization-config' in cluster.apiServer.extraArgs)) flags.push(['authorization-mode', 'Node,RBAC']);
  flags.push(...apiServerConfigFlags(cluster.apiServer));
  return mergeFlags(flags, cluster.apiServer.extraArgs, cluster.userFlagsAppended);
}

export function apiServerPod(cluster: Cluster, host: Host): StaticPodObject {
  // The encryption configuration's directory, read-only, named as Kubernetes' documentation names it.
  const encryption = cluster.apiServer.encryptionAtRest ? [hostDir('enc', ENCRYPTION_CONFIG_DIR)] : [];
  const volumes = withUserVolumes([...CA_CERT_VOLUMES, hostDir('k8s-certs', PKI_DIR), ...encryption, ...externalEtcdCertVolumes(cluster), ...apiServerConfigVolumes(cluster.apiServer)], cluster.apiServer.extraVolumes);
  const probe = (path: string) => ({ host: host.internalAddress, path, scheme: 'HTTPS' as const });
  return staticPod({
    legacyCreationTimestamp: cluster.release.legacyClientGoSerialization,
    name: 'kube-apiserver',
    image: `${cluster.imageRepository}/kube-apiserver:${cluster.kubernetesVersion}`,
    flags: apiServerFlags(cluster, host),
    annotations: { 'kubeadm.kubernetes.io/kube-apiserver.advertise-address.endpoint': joinHostPort(host.internalAddress, cluster.apiServer.bindPort) },
    probePort: cluster.apiServer.bindPort,
    probes: { liveness: probe('/livez'), readiness: probe('/readyz'), startup: probe('/livez') },
    resources: { cpu: '250m' },
    volumes,
    env: cluster.apiServer.extraEnvs,
  });
}
