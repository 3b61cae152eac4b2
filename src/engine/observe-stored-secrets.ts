import type { Cluster, Host } from '../model/cluster.js';
import { countStored, secretsEtcdPrefix, type StoredSecretsSeen } from '../model/encryption-at-rest.js';
import type { EtcdAccess } from '../providers/etcd/etcd-client.js';

/**
 * How etcd stores the Secrets, counted by the key each was written with, through the first of
 * `through` (control planes whose etcd manifest exists) whose member answers. Counts only: each
 * value is cut to its prefix as it is read (see EtcdClient.storedWith). Never throws: when no member
 * answers, `error` says why for each one asked. Undefined when there is no one to ask.
 */
export async function observeStoredSecrets(cluster: Cluster, access: EtcdAccess, through: readonly Host[]): Promise<StoredSecretsSeen | undefined> {
  const errors: string[] = [];
  for (const h of through) {
    const client = access.on(h.name);
    try {
      const storedWith: (string | undefined)[] = [];
      await client.storedWith(secretsEtcdPrefix(cluster.apiServer.extraArgs['etcd-prefix']), (_key, k) => storedWith.push(k));
      return { endpoint: client.endpoint, stored: countStored(storedWith) };
    } catch (e) {
      errors.push(`${client.endpoint}: ${(e as Error).message}`);
    }
  }
  return through.length ? { endpoint: through.map((h) => `host[${h.name}]`).join(', '), error: errors.join('; ') } : undefined;
}
