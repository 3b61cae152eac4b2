import { parse } from 'yaml';
import { holdsWithheldSecret } from '../crypto/secret-text.js';
import type { EncryptionEntry } from './encryption-at-rest.js';

/** Providers whose keys k8sform reads (those that hold their keys in the file). */
const KEYED_PROVIDERS = ['secretbox', 'aescbc', 'aesgcm'];

/** One entry of an EncryptionConfiguration's `resources`: what it encrypts, and (for Secrets) its providers in order. */
export interface EncryptionResource {
  readonly resources: readonly string[];
  /** Read only for the entry holding Secrets; empty for the others. */
  readonly providers: readonly EncryptionEntry[];
}

/**
 * The providers an EncryptionConfiguration (apiserver.config.k8s.io/v1) gives Secrets, in order,
 * each keyed provider's keys one entry each. A key's secret is kept as the file has it: its base64,
 * or a snapshot's stand-in for it. Throws, saying what is wrong but quoting nothing of the file,
 * when the text is not such a configuration or a key is not 32 bytes.
 */
export function parseEncryptionConfig(text: string): EncryptionEntry[] {
  const forSecrets = parseEncryptionResources(text).find((r) => r.resources.includes('secrets'));
  return forSecrets ? [...forSecrets.providers] : [{ provider: 'identity' }];
}

/**
 * Every entry of an EncryptionConfiguration's `resources`, in order; the one holding Secrets with
 * its providers as parseEncryptionConfig gives them. Throws as parseEncryptionConfig does, quoting
 * nothing of the file.
 */
export function parseEncryptionResources(text: string): EncryptionResource[] {
  let doc: unknown;
  try {
    doc = parse(text);
  } catch {
    throw new Error('not valid YAML');
  }
  const config = doc as { kind?: unknown; resources?: unknown } | null;
  if (config?.kind !== 'EncryptionConfiguration' || !Array.isArray(config.resources)) throw new Error('not an EncryptionConfiguration');
  return (config.resources as { resources?: unknown; providers?: unknown }[]).map((r) => {
    const resources = Array.isArray(r?.resources) ? r.resources.filter((x): x is string => typeof x === 'string') : [];
    if (!resources.includes('secrets')) return { resources, providers: [] };
    if (!Array.isArray(r.providers)) throw new Error('the resources holding secrets list no providers');
    return { resources, providers: (r.providers as Record<string, unknown>[]).flatMap(providerEntries) };
  });
}

function providerEntries(p: Record<string, unknown>): EncryptionEntry[] {
  const [provider, settings] = Object.entries(p ?? {})[0] ?? [];
  if (!provider) throw new Error('a provider is empty');
  if (!KEYED_PROVIDERS.includes(provider)) return [{ provider }];
  const keys = (settings as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) throw new Error(`the ${provider} provider lists no keys`);
  return (keys as { name?: unknown; secret?: unknown }[]).map((k, i) => {
    const secret = secretText(k?.secret);
    if (typeof k?.name !== 'string' || secret === undefined) throw new Error(`key ${i + 1} of the ${provider} provider has no name or no secret`);
    if (!holdsWithheldSecret(secret) && Buffer.from(secret, 'base64').length !== 32) throw new Error(`key ${k.name} of the ${provider} provider is not 32 bytes of base64`);
    return { provider, name: k.name, secret };
  });
}

/**
 * A secret as the file writes it. A snapshot's stand-in (`[encryption key withheld by k8sform,
 * sha256 …]`), written where the key was, reads as a YAML list of two strings: joined back.
 */
function secretText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return `[${value.join(', ')}]`;
  return undefined;
}
