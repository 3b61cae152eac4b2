import { naturalCompare } from '../model/address.js';
import type { Cluster } from '../model/cluster.js';
import { isKeyEntry, type ObservedEncryption } from '../model/encryption-at-rest.js';

/** A change of encryption at rest the control planes are not ready for, with the field to point at. */
export interface EncryptionRefusal {
  readonly field: readonly (string | number)[];
  readonly message: string;
}

const FIELD = ['spec', 'apiServer', 'encryptionAtRest'];

/**
 * Changes of encryption at rest that would leave Secrets unreadable are refused before anything is
 * rendered, from the control planes' configurations alone. A key stays while any apiserver writes
 * Secrets with it, and while Secrets written with it may be left (k8sform does not rewrite Secrets
 * yet, so a key the control planes hold is never removed); a key keeps its provider; encryption is
 * not turned off. A new key put first is not refused: it is learned by every apiserver before it
 * writes (see encryptionOrder).
 */
export function encryptionRefusals(cluster: Cluster, seen: ObservedEncryption | undefined): EncryptionRefusal[] {
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
    out.push({
      field: [...FIELD, 'keys'],
      message: writing.length
        ? `${k.name} is left out, but ${writing.join(', ')} still ${writing.length === 1 ? 'writes' : 'write'} Secrets with it: keep it listed after the new key (keys: [${spec.keys[0]}, ${k.name}]) and apply until every control plane writes with ${spec.keys[0]}`
        : `${k.name} is left out, but Secrets stored with it would become unreadable: every Secret must first be written again with ${spec.keys[0]}, which k8sform does not do yet, so a key the control planes hold is not removed; keep ${k.name} listed`,
    });
  }
  return out;
}
