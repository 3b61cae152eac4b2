import { UserError } from '../errors.js';
import { isKeyEntry, type EncryptionEntry } from '../model/encryption-at-rest.js';
import { parseEncryptionResources } from '../model/encryption-config.js';
import { ENCRYPTION_CONFIG_DIR, ENCRYPTION_CONFIG_PATH } from '../model/kubeadm-paths.js';

/** The flag kube-apiserver reads its EncryptionConfiguration through. */
const FLAG = 'encryption-provider-config';

/** What import reads of one control plane for encryption at rest. */
export interface ControlPlaneEncryption {
  readonly host: string;
  /** --encryption-provider-config in its kube-apiserver manifest; undefined when the manifest sets none (or there is none). */
  readonly flag?: string;
  /** The text of /etc/kubernetes/enc/enc.yaml there, when it exists. */
  readonly config?: string;
}

/** spec.apiServer.encryptionAtRest as import writes it: the provider and the key names, never a key. */
export interface ImportedEncryption {
  readonly provider: 'secretbox' | 'aescbc';
  readonly keys: readonly string[];
}

const PROVIDERS = ['secretbox', 'aescbc'];

/**
 * spec.apiServer.encryptionAtRest for a kubeadm cluster whose kube-apiserver reads an
 * EncryptionConfiguration (--encryption-provider-config, set in the control planes' manifests or in
 * the ClusterConfiguration's extraArgs), when it is one k8sform writes: at /etc/kubernetes/enc/enc.yaml,
 * for Secrets only, with keys of one provider among secretbox and aescbc and identity after them
 * (or before them, while encryption is being turned on). The keys stay on the control planes, where
 * plan reads them; import names them only. Anything else is refused in one line naming the flag and
 * what to do, so that no flag is dropped silently: the first plan would otherwise take it away, and
 * with it the apiservers' way to read the Secrets stored encrypted. Undefined when no apiserver has
 * the flag. Pure; quotes nothing of the configuration but provider and key names.
 */
export function encryptionFromKubeadm(clusterConfigurationFlag: string | undefined, controlPlanes: readonly ControlPlaneEncryption[]): ImportedEncryption | undefined {
  const flagged = controlPlanes.filter((c) => c.flag !== undefined);
  if (!flagged.length && clusterConfigurationFlag === undefined) return undefined;
  const elsewhere = [...(clusterConfigurationFlag !== undefined ? [{ where: 'the ClusterConfiguration (kubeadm-config) apiServer.extraArgs', path: clusterConfigurationFlag }] : []), ...flagged.map((c) => ({ where: `host[${c.host}]`, path: c.flag! }))]
    .find((f) => f.path !== ENCRYPTION_CONFIG_PATH);
  if (elsewhere) {
    throw refusal(`${elsewhere.where}: kube-apiserver --${FLAG}=${elsewhere.path}: k8sform manages the encryption configuration at ${ENCRYPTION_CONFIG_PATH} only and does not move it: on every control plane, copy the file there (mode 0600) and point the flag and the kube-apiserver volume at ${ENCRYPTION_CONFIG_DIR} (the manifest, and the ClusterConfiguration's apiServer.extraArgs and extraVolumes if they name it), then import again`);
  }
  if (!flagged.length) {
    throw refusal(`the ClusterConfiguration (kubeadm-config) sets kube-apiserver --${FLAG}=${clusterConfigurationFlag}, but no control plane's kube-apiserver manifest does: make the manifests and the ClusterConfiguration agree (kubeadm init phase control-plane apiserver writes the manifest from it), then import again`);
  }
  const read = flagged.map((c) => ({ host: c.host, entries: secretsProviders(c) }));
  const names = (entries: readonly EncryptionEntry[]) => entries.filter(isKeyEntry).map((e) => e.name).join(', ');
  const first = read[0]!;
  const differs = read.find((r) => names(r.entries) !== names(first.entries));
  if (differs) {
    throw refusal(`kube-apiserver --${FLAG}=${ENCRYPTION_CONFIG_PATH}: the control planes list different keys (host[${first.host}]: ${names(first.entries) || 'none'}; host[${differs.host}]: ${names(differs.entries) || 'none'}): finish the change on every control plane (the same keys in the same order), then import again`);
  }
  const keys = first.entries.filter(isKeyEntry);
  return { provider: keys[0]!.provider as ImportedEncryption['provider'], keys: keys.map((k) => k.name) };
}

/**
 * The providers a control plane's configuration gives Secrets, when the configuration is one
 * k8sform writes; refused otherwise, naming the host, the flag and what stands in the way.
 */
function secretsProviders(c: ControlPlaneEncryption): readonly EncryptionEntry[] {
  const at = `host[${c.host}]: kube-apiserver --${FLAG}=${ENCRYPTION_CONFIG_PATH}`;
  if (c.config === undefined) throw refusal(`${at}: the file does not exist on the host: put it back from another control plane (or a backup), then import again`);
  let resources;
  try {
    resources = parseEncryptionResources(c.config);
  } catch (e) {
    throw refusal(`${at}: not an EncryptionConfiguration k8sform can read (${(e as Error).message})`);
  }
  const cannot = 'k8sform cannot manage this configuration, and would drop it: change it by Kubernetes\' own procedure to one k8sform writes (see docs/import.md), then import again';
  const others = resources.flatMap((r) => r.resources).filter((r) => r !== 'secrets');
  if (others.length) throw refusal(`${at}: encrypts ${others.join(', ')} besides Secrets, but k8sform encrypts Secrets only; ${cannot}`);
  const forSecrets = resources.filter((r) => r.resources.includes('secrets'));
  if (forSecrets.length > 1) throw refusal(`${at}: lists Secrets in more than one resources entry, but k8sform writes one; ${cannot}`);
  const entries = forSecrets[0]?.providers ?? [];
  const keyed = entries.filter(isKeyEntry);
  const other = entries.find((e) => !isKeyEntry(e) && e.provider !== 'identity') ?? keyed.find((e) => !PROVIDERS.includes(e.provider));
  if (other) throw refusal(`${at}: uses the ${other.provider} provider, but k8sform writes secretbox or aescbc keys only; ${cannot}`);
  const kinds = [...new Set(keyed.map((e) => e.provider))];
  if (kinds.length > 1) throw refusal(`${at}: holds keys of ${kinds.join(' and ')}, but k8sform writes keys of one provider; ${cannot}`);
  if (!keyed.length) throw refusal(`${at}: lists no key (identity only), so nothing is encrypted: remove the flag and its volume, or add a key, then import again`);
  // identity after the keys, or before them all while encryption is turned on; never between two keys.
  const identities = entries.map((e, i) => (isKeyEntry(e) ? -1 : i)).filter((i) => i >= 0);
  if (identities.length > 1 || identities.some((i) => i !== 0 && i !== entries.length - 1)) {
    throw refusal(`${at}: lists identity between keys or more than once, but k8sform writes identity after the keys (or first, while encryption is turned on); ${cannot}`);
  }
  return entries;
}

const refusal = (message: string) => new UserError(message);

/**
 * The ClusterConfiguration's apiServer without what k8sform sets itself for encryption at rest:
 * the flag, and a volume mounting /etc/kubernetes/enc or the file in it (k8sform mounts the
 * directory as its own `enc` volume).
 */
export function withoutEncryptionFlag(apiServer: Record<string, unknown>): Record<string, unknown> {
  const list = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : undefined);
  const args = list(apiServer.extraArgs)?.filter((a) => a.name !== FLAG);
  const volumes = list(apiServer.extraVolumes)?.filter((v) => v.hostPath !== ENCRYPTION_CONFIG_DIR && v.hostPath !== ENCRYPTION_CONFIG_PATH);
  return { ...apiServer, ...(args ? { extraArgs: args } : {}), ...(volumes ? { extraVolumes: volumes } : {}) };
}

/** The flag's value in the ClusterConfiguration's apiServer.extraArgs (v1beta4's list of `{name, value}`). */
export function clusterConfigurationFlag(apiServer: Record<string, unknown>): string | undefined {
  const args = Array.isArray(apiServer.extraArgs) ? (apiServer.extraArgs as { name?: unknown; value?: unknown }[]) : [];
  const found = args.filter((a) => a.name === FLAG).at(-1);
  return found === undefined ? undefined : String(found.value ?? '');
}
