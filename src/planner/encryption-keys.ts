import { controlPlaneHosts, type Cluster } from '../model/cluster.js';
import { isKeyEntry, type EncryptionEntry, type EncryptionKey, type ObservedEncryption } from '../model/encryption-at-rest.js';
import { manifestPath } from '../model/kubeadm-paths.js';
import { RemoteError, UserError } from '../errors.js';
import { withheldEncryptionKey } from '../crypto/secret-text.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { ENCRYPTION_CONFIG_PATH } from '../render/encryption-config.js';
import { parseEncryptionConfig } from '../model/encryption-config.js';
import type { ObservedFile } from '../state/observe-host.js';

type HostFiles = ReadonlyMap<string, ReadonlyMap<string, ObservedFile>>;

const IDENTITY_ONLY: readonly EncryptionEntry[] = [{ provider: 'identity' }];

/**
 * The keys of encryption at rest the control planes hold, from their encryption configurations
 * alone, and what each running apiserver's configuration says (which key writes, which it reads).
 * Keys are never made again once a control plane holds them: Secrets written with one would be
 * lost. So a configuration that cannot be read, or two control planes holding different keys of
 * one name, stop the plan with the hosts named; a control plane lacking a key another holds is
 * given it. Undefined when cluster.yaml asks for no encryption and no control plane holds a key.
 */
export function observeEncryption(cluster: Cluster, hosts: HostFiles): ObservedEncryption | undefined {
  const keys = new Map<string, EncryptionKey & { readonly holders: string[] }>();
  const apiservers = new Map<string, readonly EncryptionEntry[]>();
  for (const h of controlPlaneHosts(cluster)) {
    const files = hosts.get(h.name);
    const entries = configuredEntries(h.name, files?.get(ENCRYPTION_CONFIG_PATH));
    for (const e of entries.filter(isKeyEntry)) {
      const had = keys.get(e.name);
      if (!had) keys.set(e.name, { provider: e.provider, name: e.name, secret: e.secret, holders: [h.name] });
      else if (had.secret === e.secret && had.provider === e.provider) had.holders.push(h.name);
      else {
        throw new RemoteError(ENCRYPTION_CONFIG_PATH, `control-plane hosts hold different encryption keys named ${e.name}: {${had.holders.map((x) => `host[${x}]`).join(', ')}} vs {host[${h.name}]}; Secrets written with either would be unreadable through the other, so k8sform picks neither: make them equal (from the control plane whose key wrote the Secrets, or a backup under /etc/kubernetes/tmp/k8sform-backup-*) before running k8sform`);
      }
    }
    if (files?.get(manifestPath('kube-apiserver'))?.exists) apiservers.set(h.name, entries);
  }
  if (!cluster.apiServer.encryptionAtRest && keys.size === 0) return undefined;
  return { keys: new Map([...keys].map(([name, { holders: _h, ...k }]) => [name, k])), apiservers };
}

/**
 * The keys the control planes hold, with those cluster.yaml brings (keysFile) for the names no
 * control plane holds: a cluster rebuilt after its control planes were lost gets back the keys its
 * etcd snapshot's Secrets were stored with, instead of new ones. Where a control plane holds a
 * name's key, its key is kept and the file's must be the same (a snapshot's stand-in for it
 * included), else the plan is refused at keysFile: k8sform never picks one key over another.
 */
export function withKeysFile(loaded: LoadedCluster, seen: ObservedEncryption | undefined): ObservedEncryption | undefined {
  const given = loaded.encryptionKeys;
  if (!given?.size) return seen;
  const keys = new Map(seen?.keys ?? []);
  const differ: string[] = [];
  for (const [name, key] of given) {
    const held = keys.get(name);
    if (!held) keys.set(name, key);
    else if (held.provider !== key.provider || (held.secret !== key.secret && held.secret !== withheldEncryptionKey(key.secret))) differ.push(name);
  }
  if (differ.length) {
    throw new UserError(`${loaded.locateField(['spec', 'apiServer', 'encryptionAtRest', 'keysFile'])}: the control planes hold other keys named ${differ.join(', ')} (${ENCRYPTION_CONFIG_PATH}) than this file: Secrets are stored with the control planes' keys, so k8sform keeps them and does not take another; name the file pki export wrote from this cluster, or remove keysFile`);
  }
  return { keys, apiservers: seen?.apiservers ?? new Map() };
}

/** What one control plane's configuration gives Secrets; identity alone where it has none. */
function configuredEntries(host: string, file: ObservedFile | undefined): readonly EncryptionEntry[] {
  if (!file?.exists) return IDENTITY_ONLY;
  const where = `host[${host}].file[${ENCRYPTION_CONFIG_PATH}]`;
  const lost = 'k8sform never makes new keys where a control plane holds some, as the Secrets written with them would be lost: put back the copy from another control plane or from a backup under /etc/kubernetes/tmp/k8sform-backup-*';
  if (file.notRegular) throw new RemoteError(where, `is ${file.notRegular.what}, not a regular file; ${lost}`);
  if (!file.content) throw new RemoteError(where, `is too large to be an encryption configuration k8sform wrote; ${lost}`);
  try {
    return parseEncryptionConfig(file.content.toString('utf8'));
  } catch (e) {
    throw new RemoteError(where, `is not an encryption configuration k8sform can read (${(e as Error).message}); ${lost}`);
  }
}
