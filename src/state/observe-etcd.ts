import type { Host } from '../config/cluster.js';
import type { EtcdAccess } from '../providers/etcd/etcd-client.js';
import type { EtcdSeen } from '../model/etcd-membership.js';

/**
 * The member list, from the first of `through` (control planes whose etcd manifest exists) whose
 * member answers, and which members answer a status request of their own (reached from that
 * host's network). Never throws: a cluster whose etcd does not answer says why in `error`.
 */
export async function observeEtcd(access: EtcdAccess, through: readonly Host[]): Promise<EtcdSeen | undefined> {
  let last: EtcdSeen | undefined;
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
      return { endpoint: client.endpoint, members, healthy: answers.filter((id): id is string => id !== undefined) };
    } catch (e) {
      last = { endpoint: client.endpoint, error: (e as Error).message };
    }
  }
  return last;
}
