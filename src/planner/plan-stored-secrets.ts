import { storageAddress } from '../model/address.js';
import type { Cluster } from '../model/cluster.js';
import type { ObservedEncryption, StoredSecretsSeen } from '../model/encryption-at-rest.js';
import type { ObjectState, StorageChange } from '../model/plan.js';
import { everyApiserverWritesWith, secretsCount, secretsToRewrite, type SecretsToRewrite } from './stored-secrets.js';

/** How a digest names Secrets stored as they are: no key name has parentheses. */
const IN_THE_CLEAR = '(clear)';

/**
 * How etcd stores the Secrets × the key every apiserver writes with → the Secrets to write again,
 * as Kubernetes' "Ensure all secrets are encrypted" does after a key is put first: a key rotation's
 * phase 3, or the last step of turning encryption on. Planned only once every running apiserver
 * writes with cluster.yaml's first key (until then a Secret written again could be stored with the
 * old key still) and when etcd was read; a noop when every Secret is stored with that key already.
 */
export function planStoredSecrets(cluster: Cluster, encryption: ObservedEncryption | undefined, seen: StoredSecretsSeen | undefined): StorageChange[] {
  const spec = cluster.apiServer.encryptionAtRest;
  if (!spec || !seen?.stored || !everyApiserverWritesWith(spec, encryption)) return [];
  const write = spec.keys[0]!;
  const rewrite = secretsToRewrite(seen.stored, write);
  const after: ObjectState = { digest: `stored-with:${write}`, view: { kind: 'text', text: `every Secret with ${write}` } };
  const base = { addr: storageAddress(), format: 'stored-secrets' as const, sensitive: false, dependsOn: [], after };
  if (!rewrite.total) return [{ ...base, action: 'noop', reasons: [], before: after }];
  const keys = [...rewrite.storedWith.map(([name]) => name), ...(rewrite.inTheClear ? [IN_THE_CLEAR] : [])];
  const before: ObjectState = { digest: `stored-with:${keys.join(',')}`, view: { kind: 'text', text: storedText(rewrite) } };
  return [{ ...base, action: 'update', before, reasons: [{ code: 'stored-with', detail: rewriteReason(rewrite, write) }] }];
}

/** `3 Secrets stored with key1 and 2 stored in the clear`. */
function storedText(r: SecretsToRewrite): string {
  const parts = [...r.storedWith.map(([name, n]) => `${secretsCount(n)} stored with ${name}`), ...(r.inTheClear ? [`${secretsCount(r.inTheClear)} stored in the clear`] : [])];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
}

/** Which phase this is: Secrets under an old key are a rotation's; Secrets only in the clear, turning encryption on. */
function rewriteReason(r: SecretsToRewrite, write: string): string {
  const phase = r.storedWith.length ? 'key rotation, phase 3 of 4' : 'turning encryption on, step 3 of 3';
  return `${phase}: ${storedText(r)} ${r.total === 1 ? 'is' : 'are'} written again with ${write}`;
}
