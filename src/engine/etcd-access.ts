import type { CAMaterial } from '../config/ca-files.js';
import type { Cluster } from '../config/cluster.js';
import { controlPlaneHosts } from '../config/cluster.js';
import { EtcdClient, type EtcdAccess } from '../providers/etcd/etcd-client.js';
import { KubeClient, type KubeCredentials } from '../providers/kube-api/kube-client.js';
import { systemKeySource, type KeySource } from '../render/pki/key-source.js';
import { ETCD_CLIENT_PORT } from '../render/static-pods/etcd.js';
import { signClientCertificate } from './client-identity.js';
import type { Session } from './session.js';

/** How long k8sform's etcd client certificate lives: one run, with room for slow applies. */
const LIFETIME_SECONDS = 60 * 60;

/**
 * A client identity signed with the etcd CA (etcd authenticates clients by that CA alone, as it
 * does kubeadm's healthcheck client); its key is made only when a member first answers.
 */
export function etcdAccess(cluster: Cluster, etcdCA: CAMaterial, session: Session, now: Date, keys: KeySource = systemKeySource): EtcdAccess {
  let credentials: Promise<KubeCredentials> | undefined;
  const identity = () => (credentials ??= (async () => {
    const key = await keys.generate('ecdsa-p256', 'k8sform-etcd-client');
    return { caPem: etcdCA.certPem, certPem: await signClientCertificate(etcdCA, { commonName: 'k8sform-etcd-client' }, key, now, LIFETIME_SECONDS), keyPem: key.privatePem };
  })());
  const clients = new Map<string, EtcdClient>();
  const client = (address: string, port: number, via: string) => {
    const id = `${address}:${port} via host[${via}]`;
    let c = clients.get(id);
    if (!c) {
      const transport = session.transports.get(via)!;
      const http = new KubeClient({ host: address, port, credentials: identity, tunnel: () => transport.connect(address, port), connections: session.api, timeoutMs: 15_000, label: 'etcd' });
      clients.set(id, (c = new EtcdClient(http, `https://${address.includes(':') ? `[${address}]` : address}:${port} via host[${via}]`)));
    }
    return c;
  };
  const hosts = new Map(controlPlaneHosts(cluster).map((h) => [h.name, h]));
  return {
    on: (host) => client(hosts.get(host)!.internalAddress, ETCD_CLIENT_PORT, host),
    at: (clientURL, via) => {
      const u = new URL(clientURL);
      return client(u.hostname.replace(/^\[|\]$/g, ''), Number(u.port) || ETCD_CLIENT_PORT, via);
    },
  };
}
