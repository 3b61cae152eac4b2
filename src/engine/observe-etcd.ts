import type { Host } from '../model/cluster.js';
import type { EtcdAccess, EtcdClient } from '../providers/etcd/etcd-client.js';
import type { EtcdSeen } from '../model/etcd-membership.js';

/**
 * The member list, from the first of `through` (control planes whose etcd manifest exists) whose
 * member answers, with the client that answered, and which members answer a status request of
 * their own (reached from that host's network). Never throws: when no member answers, `error`
 * says why for each one asked. Undefined when there is no one to ask.
 */
export async function observeEtcd(access: EtcdAccess, through: readonly Host[]): Promise<{ readonly seen: EtcdSeen; readonly client?: EtcdClient } | undefined> {
  const errors: string[] = [];
  for (const h of through) {
    const client = access.on(h.name);
    try {
      const members = await client.members();
      const answers = await Promise.all(members.map(async (m) => {
        const url = m.clientURLs[0];
        if (!url) return undefined;
        try {
          await access.at(url, h.name).status();
          return m.id;
        } catch {
          return undefined;
        }
      }));
      return { seen: { endpoint: client.endpoint, members, healthy: answers.filter((id): id is string => id !== undefined) }, client };
    } catch (e) {
      errors.push(`${client.endpoint}: ${(e as Error).message}`);
    }
  }
  return through.length ? { seen: { endpoint: through.map((h) => `host[${h.name}]`).join(', '), error: errors.join('; ') } } : undefined;
}
