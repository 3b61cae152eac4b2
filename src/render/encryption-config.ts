import { parse } from 'yaml';
import type { Cluster, EncryptionAtRest, Host } from '../model/cluster.js';
import type { Desired, DesiredFile } from '../model/desired.js';
import { isKeyEntry, type EncryptionEntry, type ObservedEncryption } from '../model/encryption-at-rest.js';
import { ENCRYPTION_CONFIG_PATH } from '../model/kubeadm-paths.js';
import { desiredFile } from './desired-file.js';
import type { RandomSource } from './inputs.js';

export { ENCRYPTION_CONFIG_DIR, ENCRYPTION_CONFIG_PATH } from '../model/kubeadm-paths.js';

/** secretbox and aescbc both take 32-byte keys. */
const KEY_BYTES = 32;

/**
 * The providers every control plane's configuration gives Secrets, in order, for the keys
 * cluster.yaml names: each key the control planes hold, else a new one from `random`. The
 * first name writes once every running apiserver knows its key; until then (the first phase of a
 * rotation, or of turning encryption on for a running cluster) it is only a read key and Secrets
 * are written as now, so no apiserver meets a Secret it cannot read. identity comes last (first
 * while encryption is being turned on), so Secrets written before stay readable.
 */
export function encryptionEntries(spec: EncryptionAtRest, seen: ObservedEncryption | undefined, random: RandomSource): EncryptionEntry[] {
  const entry = (name: string): EncryptionEntry => ({
    provider: spec.provider,
    name,
    secret: seen?.keys.get(name)?.secret ?? Buffer.from(random.bytes(KEY_BYTES)).toString('base64'),
  });
  const identity: EncryptionEntry = { provider: 'identity' };
  return encryptionOrder(spec, seen).map((name) => (name === undefined ? identity : entry(name)));
}

/** The key names in the order encryptionEntries writes them, `undefined` for identity. */
export function encryptionOrder(spec: EncryptionAtRest, seen: ObservedEncryption | undefined): (string | undefined)[] {
  const [write] = spec.keys;
  const running = [...(seen?.apiservers.values() ?? [])];
  const knows = (entries: readonly EncryptionEntry[], name: string | undefined) => entries.some((e) => isKeyEntry(e) && e.name === name && e.provider === spec.provider);
  if (running.every((entries) => knows(entries, write))) return [...spec.keys, undefined];
  // Secrets go on being written as the first running apiserver writes them.
  const current = running[0]![0];
  if (current && isKeyEntry(current) && spec.keys.includes(current.name)) return [current.name, ...spec.keys.filter((n) => n !== current.name), undefined];
  return [undefined, ...spec.keys];
}

/**
 * The EncryptionConfiguration (apiserver.config.k8s.io/v1) for Secrets, written as Kubernetes tools
 * write YAML (keys sorted, sequences not indented). A secret is written as it is: base64 of 32 bytes
 * ends in `=` and never reads as another type, and a snapshot's stand-in stays as the snapshot has it.
 */
export function encryptionConfigYaml(entries: readonly EncryptionEntry[]): string {
  const lines = ['apiVersion: apiserver.config.k8s.io/v1', 'kind: EncryptionConfiguration', 'resources:', '- providers:'];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (!isKeyEntry(e)) {
      lines.push(`  - ${e.provider}: {}`);
      continue;
    }
    // A provider's keys are consecutive: one provider entry holds them all.
    if (i === 0 || !isKeyEntry(entries[i - 1]!) || entries[i - 1]!.provider !== e.provider) lines.push(`  - ${e.provider}:`, '      keys:');
    lines.push(`      - name: ${plain(e.name)}`, `        secret: ${e.secret}`);
  }
  lines.push('  resources:', '  - secrets', '');
  return lines.join('\n');
}

/** A control plane's encryption configuration: a secret, so 0600 and never shown. */
export function renderEncryptionConfig(cluster: Cluster, host: Host, entries: readonly EncryptionEntry[] | undefined): Desired<DesiredFile>[] {
  if (!cluster.apiServer.encryptionAtRest || !entries) return [];
  return [desiredFile(host.name, ENCRYPTION_CONFIG_PATH, 'encryption-config', encryptionConfigYaml(entries), { sensitive: true })];
}

/** A key name as a plain scalar, quoted where YAML would read it as another type (`123`, `true`). */
const plain = (name: string) => (parse(name) === name ? name : JSON.stringify(name));
