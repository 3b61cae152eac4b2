import type { KubeObject } from '../model/desired.js';
import { sha256 } from './observe-host.js';

/**
 * What identifies a manifest sent for a dry-run. A bootstrap token's secret is left out: a snapshot
 * holds a stand-in for it, and the same manifest must be recognised with either.
 */
export function appliedDigest(manifest: KubeObject): string {
  const data = (manifest as { data?: Record<string, string> }).data;
  const { 'token-secret': _secret, ...rest } = data ?? {};
  return sha256(JSON.stringify(manifest.kind === 'Secret' && data ? { ...manifest, data: rest } : manifest));
}

/**
 * Bootstrap tokens k8sform created that are still valid, oldest name first, for reuse; expired
 * ones are left out so a fresh token replaces them (and the old Secret is pruned).
 */
export function liveTokens(managed: readonly KubeObject[], now: Date): { id: string; secret: string; expires?: Date }[] {
  return tokenSecrets(managed)
    .map((o) => {
      const data = (o as { data?: Record<string, string> }).data ?? {};
      const get = (k: string) => (data[k] ? Buffer.from(data[k]!, 'base64').toString('utf8') : undefined);
      const expiration = get('expiration');
      return { id: get('token-id') ?? '', secret: get('token-secret') ?? '', expires: expiration ? new Date(expiration) : undefined };
    })
    .filter((t) => /^[a-z0-9]{6}$/.test(t.id) && /^[a-z0-9]{16}$/.test(t.secret) && (!t.expires || t.expires > now))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Ids of every bootstrap token Secret k8sform created, valid or expired. */
export function allTokenIds(managed: readonly KubeObject[]): string[] {
  return tokenSecrets(managed).map((o) => o.metadata.name.replace(/^bootstrap-token-/, ''));
}

const tokenSecrets = (managed: readonly KubeObject[]) =>
  managed.filter((o) => o.kind === 'Secret' && (o as { type?: string }).type === 'bootstrap.kubernetes.io/token');


