import { UserError } from '../errors.js';
import { holdsWithheldSecret } from '../crypto/secret-text.js';
import type { Cluster } from '../model/cluster.js';
import { isKeyEntry, type EncryptionKey } from '../model/encryption-at-rest.js';
import { parseEncryptionConfig } from '../model/encryption-config.js';
import type { ReadInputFile } from '../model/input-file.js';
import { ageEncryptedHint } from './ca-files.js';

/** Far larger than any EncryptionConfiguration of a few keys; a bigger file is not one. */
const KEYS_FILE_CAP = 1024 * 1024;

/**
 * Reads the keys of encryption at rest cluster.yaml brings (spec.apiServer.encryptionAtRest.keysFile):
 * an EncryptionConfiguration, as `pki export` writes it and the control planes hold it. Every name
 * in `keys` must be there, for the provider cluster.yaml names; a key given twice must be the same
 * key. Only the keys of those names are returned, by name; undefined when cluster.yaml names no file.
 * `problem` locates a field under spec.apiServer.encryptionAtRest. No message quotes the file.
 */
export function readEncryptionKeysFile(
  cluster: Cluster,
  problem: (field: (string | number)[], message: string) => string,
  readInputFile: ReadInputFile,
): ReadonlyMap<string, EncryptionKey> | undefined {
  const spec = cluster.apiServer.encryptionAtRest;
  const path = spec?.keysFile;
  if (!spec || path === undefined) return undefined;
  const at = (message: string) => new UserError(problem(['keysFile'], message));
  const { text, why } = readInputFile(path, KEYS_FILE_CAP);
  if (why !== undefined) throw at(`${path}: ${why}`);
  const encrypted = ageEncryptedHint(path, text);
  if (encrypted) throw at(encrypted);
  let entries;
  try {
    entries = parseEncryptionConfig(text).filter(isKeyEntry);
  } catch (e) {
    throw at(`${path} is not an EncryptionConfiguration k8sform can read (${(e as Error).message})`);
  }
  if (entries.some((e) => holdsWithheldSecret(e.secret))) {
    throw at(`${path} holds a stand-in k8sform writes where it withholds a key (from a saved plan or a snapshot), not a key: use the file pki export wrote`);
  }
  const keys = new Map<string, EncryptionKey>();
  for (const e of entries) {
    const had = keys.get(e.name);
    if (had && (had.secret !== e.secret || had.provider !== e.provider)) throw at(`${path} holds two different keys named ${e.name}: a name stands for one key`);
    keys.set(e.name, { provider: e.provider, name: e.name, secret: e.secret });
  }
  const errors: string[] = [];
  spec.keys.forEach((name, i) => {
    if (!keys.has(name)) errors.push(problem(['keys', i], `${name} is not in ${path} (keysFile), which holds ${keys.size ? `only ${[...keys.keys()].join(', ')}` : 'no key'}: every name needs its key there; a key made anew could not read the Secrets stored with the old one`));
  });
  const otherProvider = spec.keys.map((name) => keys.get(name)).filter((k) => k && k.provider !== spec.provider);
  if (otherProvider.length) {
    const names = otherProvider.map((k) => k!.name);
    errors.push(problem(['provider'], `${spec.provider}, but ${path} (keysFile) holds ${names.length === 1 ? 'key' : 'keys'} ${names.join(', ')} for ${otherProvider[0]!.provider}: a key keeps its provider; use ${otherProvider[0]!.provider}`));
  }
  if (errors.length) throw new UserError(errors);
  return new Map(spec.keys.map((name) => [name, keys.get(name)!]));
}
