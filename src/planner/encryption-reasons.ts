import { isKeyEntry, type EncryptionEntry } from '../model/encryption-at-rest.js';
import type { Reason } from '../model/plan.js';
import { parseEncryptionConfig } from '../model/encryption-config.js';

/**
 * Why a control plane's encryption configuration changes, by key names and order alone (never a
 * key): which phase of turning encryption on or of a rotation it takes, or that the file differs
 * from what k8sform writes (edited on the host).
 */
export function encryptionReasons(observed: string, desired: string): Reason[] {
  if (observed === desired) return [];
  let before: EncryptionEntry[];
  try {
    before = parseEncryptionConfig(observed);
  } catch (e) {
    return [{ code: 'unreadable', detail: `not an encryption configuration k8sform can read (${(e as Error).message})` }];
  }
  const after = parseEncryptionConfig(desired);
  const names = (entries: readonly EncryptionEntry[]) => entries.filter(isKeyEntry).map((e) => e.name);
  const writer = (entries: readonly EncryptionEntry[]) => {
    const first = entries[0];
    return first && isKeyEntry(first) ? `key ${first.name}` : 'no key (stored unencrypted)';
  };
  const added = names(after).filter((n) => !names(before).includes(n));
  const removed = names(before).filter((n) => !names(after).includes(n));
  const phases: string[] = [];
  const writes = writer(after);
  const turningOn = !isKeyEntry(before[0] ?? { provider: 'identity' });
  if (added.length) {
    const learns = `learns ${added.length === 1 ? 'key' : 'keys'} ${added.join(', ')} to read Secrets with`;
    phases.push(writer(before) === writes ? `${turningOn ? 'turning encryption on, step 1 of 3' : 'key rotation, phase 1 of 4'}: ${learns}; Secrets are still written with ${writes} until every apiserver holds the new key` : learns);
  }
  if (writer(before) !== writes) phases.push(`${turningOn ? 'turning encryption on, step 2 of 3' : 'key rotation, phase 2 of 4'}: Secrets are now written with ${writes}, which every apiserver can read`);
  // Refused while etcd holds Secrets stored with a key removed (see encryptionRefusals): none are left.
  if (removed.length) phases.push(`key rotation, phase 4 of 4: ${removed.join(', ')} ${removed.length === 1 ? 'is' : 'are'} removed`);
  if (!phases.length) return [{ code: 'content', detail: 'differs from the encryption configuration k8sform writes (edited on the host?); its keys are kept' }];
  return [{ code: 'content', detail: phases.join('; ') }];
}
