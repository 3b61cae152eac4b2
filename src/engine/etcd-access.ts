import type { Cluster } from '../model/cluster.js';
import { controlPlaneHosts } from '../model/cluster.js';
import { joinHostPort } from '../model/net.js';
import { EtcdClient, type EtcdAccess } from '../providers/etcd/etcd-client.js';
import { KubeClient } from '../providers/kube-api/kube-client.js';
import { systemKeySource, type KeySource } from '../render/pki/key-source.js';
import { ETCD_CLIENT_PORT } from '../render/static-pods/etcd.js';
import { once } from './api-access.js';
import { runIdentity } from './client-identity.js';
import type { RunCA } from './run-ca.js';
import type { Session } from './session.js';

/**
 * The stacked etcd members through the session's connections, with a client identity signed by the
 * etcd CA (etcd authenticates clients by that CA alone, as it does kubeadm's healthcheck client);
 * its key is made only when a member first answers. During a rotation of the etcd CA, `etcdCA` says
 * which CA signs and which ones the members are verified by.
 */
export function etcdAccess(cluster: Cluster, etcdCA: RunCA, session: Session, now: Date, keys: KeySource = systemKeySource): EtcdAccess {
  const identity = once(() => runIdentity(etcdCA, { commonName: 'k8sform-etcd-client' }, 'k8sform-etcd-client', now, keys));
  const clients = new Map<string, EtcdClient>();
  const client = (address: string, port: number, via: string) => {
    const endpoint = `https://${joinHostPort(address, port)} via host[${via}]`;
    let c = clients.get(endpoint);
    if (!c) {
      const transport = session.transports.get(via)!;
      const http = new KubeClient({ host: address, port, credentials: identity, tunnel: () => transport.connect(address, port), connections: session.api, timeoutMs: 15_000, label: 'etcd' });
      clients.set(endpoint, (c = new EtcdClient(http, endpoint)));
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
