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
