import { naturalCompare } from '../model/address.js';
import type { Cluster } from '../model/cluster.js';
import { isKeyEntry, type ObservedEncryption, type StoredSecretsSeen } from '../model/encryption-at-rest.js';
import { secretsCount, storedSecretsOrWhyNot } from './stored-secrets.js';

/** A change of encryption at rest the control planes are not ready for, with the field to point at. */
export interface EncryptionRefusal {
  readonly field: readonly (string | number)[];
  readonly message: string;
}

const FIELD = ['spec', 'apiServer', 'encryptionAtRest'];

/**
 * Changes of encryption at rest that would leave Secrets unreadable are refused before anything is
 * rendered, from the control planes' configurations and how etcd stores the Secrets (`stored`). A
 * key stays while any apiserver writes Secrets with it, and while etcd holds Secrets stored with it
 * or cannot be asked (they would become unreadable); a key keeps its provider; encryption is not
 * turned off. A new key put first is not refused: it is learned by every apiserver before it writes
 * (see encryptionOrder).
 */
export function encryptionRefusals(cluster: Cluster, seen: ObservedEncryption | undefined, stored?: StoredSecretsSeen): EncryptionRefusal[] {
  const spec = cluster.apiServer.encryptionAtRest;
  const held = [...(seen?.keys.values() ?? [])].sort((a, b) => naturalCompare(a.name, b.name));
  if (!held.length) return [];
  if (!spec) {
    return [{ field: ['spec', 'apiServer'], message: `encryptionAtRest is not set, but the control planes hold encryption keys (${held.map((k) => k.name).join(', ')}) Secrets may be stored with: turning encryption at rest off is not supported; keep spec.apiServer.encryptionAtRest` }];
  }
  const out: EncryptionRefusal[] = [];
  for (const k of held.filter((k) => spec.keys.includes(k.name) && k.provider !== spec.provider)) {
    out.push({ field: [...FIELD, 'provider'], message: `${spec.provider}, but the control planes hold key ${k.name} for ${k.provider}: a key keeps its provider, and changing the provider is not supported; keep ${k.provider}` });
  }
  const writers = (name: string) => [...(seen?.apiservers ?? [])].filter(([, entries]) => {
    const first = entries[0];
    return first !== undefined && isKeyEntry(first) && first.name === name;
  }).map(([h]) => `host[${h}]`);
  for (const k of held.filter((k) => !spec.keys.includes(k.name))) {
    const writing = writers(k.name);
    if (writing.length) {
      out.push({ field: [...FIELD, 'keys'], message: `${k.name} is left out, but ${writing.join(', ')} still ${writing.length === 1 ? 'writes' : 'write'} Secrets with it: keep it listed after the new key (keys: [${spec.keys[0]}, ${k.name}]) and apply until every control plane writes with ${spec.keys[0]}` });
      continue;
    }
    const known = storedSecretsOrWhyNot(cluster, stored);
    const keep = `keep it listed (keys: [${[...spec.keys, k.name].join(', ')}])`;
    if ('unknown' in known) {
      out.push({ field: [...FIELD, 'keys'], message: `${k.name} is left out, but k8sform cannot tell whether Secrets are still stored with it, which would become unreadable: ${known.unknown}; ${keep}` });
      continue;
    }
    const left = known.storedWith.get(k.name) ?? 0;
    // None left: the key is dropped (key rotation, phase 4).
    if (left) out.push({ field: [...FIELD, 'keys'], message: `${k.name} is left out, but etcd holds ${secretsCount(left)} stored with it, which would become unreadable: ${keep}; the next apply writes them again with ${spec.keys[0]} (key rotation, phase 3 of 4), then ${k.name} can be removed` });
  }
  return out;
}
