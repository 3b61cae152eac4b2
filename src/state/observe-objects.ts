import { formatAddress } from '../model/address.js';
import type { Desired, DesiredObject, KubeObject } from '../model/desired.js';
import { manifestToApply } from '../model/node-apply.js';
import type { DryRun, ObjectsSeen } from './observation.js';
import { sha256 } from './observe-host.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import { RESOURCE_TYPES } from '../providers/kube-api/resources.js';
import { MANAGED_BY, MANAGED_BY_LABEL } from '../render/objects/render-objects.js';

/** Requests in flight at once against the apiserver. */
const PARALLEL = 8;

/**
 * Reads what the apiserver holds for every desired object and asks it (server-side dry-run apply)
 * what applying each would leave; `managed` is the list of k8sform's objects already read.
 */
export async function observeObjects(client: KubeClient, desired: readonly Desired<DesiredObject>[], managed: readonly KubeObject[]): Promise<ObjectsSeen> {
  const live = new Map<string, KubeObject>();
  const dryRun = new Map<string, DryRun>();
  const queue = [...desired];
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    for (let d = queue.shift(); d; d = queue.shift()) {
      const key = formatAddress(d.addr);
      const found = await client.get(d.spec.manifest);
      if (found) live.set(key, found);
      const applied = manifestToApply(d.spec.manifest, found);
      if (found || d.spec.manifest.kind !== 'Node') dryRun.set(key, { applied: appliedDigest(applied), result: await client.apply(applied, true) });
    }
  }));
  return { live, dryRun, managed };
}

/**
 * What identifies a manifest sent for a dry-run. A bootstrap token's secret is left out: a snapshot
 * holds a stand-in for it, and the same manifest must be recognised with either.
 */
export function appliedDigest(manifest: KubeObject): string {
  const data = (manifest as { data?: Record<string, string> }).data;
  const { 'token-secret': _secret, ...rest } = data ?? {};
  return sha256(JSON.stringify(manifest.kind === 'Secret' && data ? { ...manifest, data: rest } : manifest));
}

export async function managedObjects(client: KubeClient): Promise<KubeObject[]> {
  const lists = await Promise.all(RESOURCE_TYPES.map((t) => client.list(t.apiVersion, t.kind, `${MANAGED_BY_LABEL}=${MANAGED_BY}`)));
  return lists.flat();
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


