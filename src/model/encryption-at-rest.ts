/**
 * One provider of an EncryptionConfiguration's Secrets, in the order the apiserver tries them: one
 * key of a provider whose keys are in the file, or a provider without (identity: stored as they
 * are; kms). The first one writes.
 */
export type EncryptionEntry =
  | { readonly provider: string }
  | { readonly provider: string; readonly name: string; readonly secret: string };

export const isKeyEntry = (e: EncryptionEntry): e is { readonly provider: string; readonly name: string; readonly secret: string } => 'name' in e;

/** A key of encryption at rest as the control planes hold it: its secret as written (base64, or a snapshot's stand-in). */
export interface EncryptionKey {
  readonly provider: string;
  readonly name: string;
  readonly secret: string;
}

/** What the control planes' encryption configurations say, read from their files alone. */
export interface ObservedEncryption {
  /** Every key any control plane holds, by name (the control planes agree on each: see existingMaterial). */
  readonly keys: ReadonlyMap<string, EncryptionKey>;
  /**
   * By control plane whose kube-apiserver runs (its manifest is on the host), the providers its
   * configuration gives Secrets, in order; `[identity]` where it has none.
   */
  readonly apiservers: ReadonlyMap<string, readonly EncryptionEntry[]>;
}

/** How etcd stores the Secrets, counted by the prefix the apiserver writes before each value. */
export interface StoredSecrets {
  /** Secrets stored encrypted, by the name of the key their prefix names (`k8s:enc:secretbox:v1:key1:`). */
  readonly storedWith: ReadonlyMap<string, number>;
  /** Secrets stored as they are (identity: no `k8s:enc:` prefix). */
  readonly inTheClear: number;
}

/** What plan read of how etcd stores the Secrets, through one control plane's member. */
export interface StoredSecretsSeen {
  /** `https://10.0.0.11:2379 via host[cp-1]`. */
  readonly endpoint: string;
  /** Undefined when no member answered; then `error` says why. */
  readonly stored?: StoredSecrets;
  readonly error?: string;
}

/** The storedWith name of an encrypted value whose prefix names no key k8sform could hold (a name is never `(`). */
export const UNRECOGNISED_KEY = '(unrecognised)';
const ENCRYPTED_PREFIX = 'k8s:enc:';
/** How many bytes of a stored value are looked at: the prefix, never the data after it. */
export const STORED_PREFIX_BYTES = 128;

/**
 * The key a stored value was written with, from the prefix the apiserver's transformer writes
 * (`k8s:enc:<provider>:<version>:<name>:`), or undefined for a value stored as it is (identity).
 * Only the prefix is read: `start` is at most the first STORED_PREFIX_BYTES of the value.
 */
export function storedWithOf(start: Buffer): string | undefined {
  const text = start.subarray(0, STORED_PREFIX_BYTES).toString('latin1');
  if (!text.startsWith(ENCRYPTED_PREFIX)) return undefined;
  // provider, version, name, then the data: a name cut off by the end of `start` is not recognised.
  const parts = text.slice(ENCRYPTED_PREFIX.length).split(':');
  const name = parts.length > 3 ? parts[2]! : '';
  return /^[A-Za-z0-9._-]+$/.test(name) ? name : UNRECOGNISED_KEY;
}

/** Counts stored values by storedWithOf. */
export function countStored(storedWith: Iterable<string | undefined>): StoredSecrets {
  const counts = new Map<string, number>();
  let inTheClear = 0;
  for (const k of storedWith) {
    if (k === undefined) inTheClear++;
    else counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return { storedWith: counts, inTheClear };
}

/** Where the apiserver keeps Secrets in etcd: under its --etcd-prefix (`/registry` unless set). */
export const secretsEtcdPrefix = (etcdPrefix: string | undefined): string => `${(etcdPrefix ?? '/registry').replace(/\/+$/, '')}/secrets/`;
