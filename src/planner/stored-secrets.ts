import type { Cluster, EncryptionAtRest } from '../model/cluster.js';
import { isKeyEntry, type ObservedEncryption, type StoredSecrets, type StoredSecretsSeen } from '../model/encryption-at-rest.js';

/**
 * Whether every running apiserver writes Secrets with cluster.yaml's first key: turning encryption
 * on, or a rotation's phase 2, is complete, so Secrets stored otherwise can be written again.
 */
export function everyApiserverWritesWith(spec: EncryptionAtRest, seen: ObservedEncryption | undefined): boolean {
  const running = [...(seen?.apiservers.values() ?? [])];
  return running.length > 0 && running.every(([first]) => first !== undefined && isKeyEntry(first) && first.name === spec.keys[0] && first.provider === spec.provider);
}

/**
 * Whether plan reads how etcd stores the Secrets: only while it decides something, as reading
 * means reading every Secret's value from etcd. That is when Secrets may be due to be written again
 * (every apiserver writes with the first key) or a key the control planes hold is left out of
 * cluster.yaml. Only a stacked etcd is reached.
 */
export function storedSecretsWanted(cluster: Cluster, seen: ObservedEncryption | undefined): boolean {
  const spec = cluster.apiServer.encryptionAtRest;
  if (!spec || !seen || cluster.etcd.mode !== 'local') return false;
  return everyApiserverWritesWith(spec, seen) || [...seen.keys.keys()].some((k) => !spec.keys.includes(k));
}

/** How etcd stores the Secrets, or why k8sform does not know (for a refusal to say). */
export function storedSecretsOrWhyNot(cluster: Cluster, seen: StoredSecretsSeen | undefined): StoredSecrets | { readonly unknown: string } {
  if (cluster.etcd.mode !== 'local') return { unknown: 'etcd is external, and k8sform reads only a stacked etcd' };
  if (!seen) return { unknown: 'etcd was not read (no control plane runs an etcd member k8sform reaches)' };
  return seen.stored ?? { unknown: `no etcd member answered (${seen.error ?? 'no answer'})` };
}

/** The Secrets stored otherwise than with the key that writes (`write`): by key name, then in the clear. */
export interface SecretsToRewrite {
  readonly storedWith: readonly (readonly [name: string, count: number])[];
  readonly inTheClear: number;
  readonly total: number;
}

export function secretsToRewrite(stored: StoredSecrets, write: string): SecretsToRewrite {
  const storedWith = [...stored.storedWith].filter(([name, n]) => name !== write && n > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { storedWith, inTheClear: stored.inTheClear, total: storedWith.reduce((sum, [, n]) => sum + n, stored.inTheClear) };
}

/** `1 Secret`, `3 Secrets`. */
export const secretsCount = (n: number): string => `${n} Secret${n === 1 ? '' : 's'}`;
