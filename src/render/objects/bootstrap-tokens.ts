import type { BootstrapTokenSpec, Cluster } from '../../model/cluster.js';
import type { KubeObject } from '../../model/desired.js';
import type { RandomSource } from '../inputs.js';
import { KUBE_SYSTEM } from './kube-objects.js';

/** A bootstrap token with its id and secret decided: `<id>.<secret>` is what `kubeadm join` takes. */
export interface BootstrapToken {
  readonly id: string;
  readonly secret: string;
  /** Absent: the token never expires (ttl 0). */
  readonly expires?: Date;
  readonly description?: string;
  readonly usages: BootstrapTokenSpec['usages'];
  readonly groups: readonly string[];
}

/** A token already in the cluster, kept instead of generating a new one. */
export interface ExistingToken {
  readonly id: string;
  readonly secret: string;
  readonly expires?: Date;
}

// cluster-bootstrap token/util: lower-case letters and digits, 6 for the id, 16 for the secret.
const TOKEN_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const TOKEN_ID_LENGTH = 6;
const TOKEN_SECRET_LENGTH = 16;
// 252 = 7 * 36: bytes from 252 up would favour the first four characters, so they are drawn again.
const UNBIASED_BYTE_LIMIT = 252;

/** One token per `cluster.bootstrapTokens` entry; `existing[i]` (same order) is reused when given. */
export function resolveBootstrapTokens(cluster: Cluster, now: Date, random: RandomSource, existing: readonly ExistingToken[] = []): BootstrapToken[] {
  const usedIds = new Set(existing.slice(0, cluster.bootstrapTokens.length).map((t) => t.id));
  return cluster.bootstrapTokens.map((spec, i) => {
    const settings = { description: spec.description, usages: spec.usages, groups: spec.groups };
    const kept = existing[i];
    if (kept) return { id: kept.id, secret: kept.secret, expires: kept.expires, ...settings };
    let id: string;
    do id = randomToken(random, TOKEN_ID_LENGTH);
    while (usedIds.has(id));
    usedIds.add(id);
    const expires = spec.ttlSeconds > 0 ? new Date(now.getTime() + spec.ttlSeconds * 1000) : undefined;
    return { id, secret: randomToken(random, TOKEN_SECRET_LENGTH), expires, ...settings };
  });
}

function randomToken(random: RandomSource, length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of random.bytes(length - out.length)) {
      if (byte < UNBIASED_BYTE_LIMIT) out += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
    }
  }
  return out;
}

export const bootstrapTokenSecretName = (id: string) => `bootstrap-token-${id}`;

/** The Secret kubeadm stores a token in (bootstraptoken/v1 BootstrapTokenToSecret). */
export function bootstrapTokenSecret(token: BootstrapToken): KubeObject {
  const data: Record<string, string> = { 'token-id': token.id, 'token-secret': token.secret };
  if (token.description) data.description = token.description;
  if (token.expires) data.expiration = rfc3339(token.expires);
  for (const usage of token.usages) data[`usage-bootstrap-${usage}`] = 'true';
  if (token.groups.length > 0) data['auth-extra-groups'] = token.groups.join(',');
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: bootstrapTokenSecretName(token.id), namespace: KUBE_SYSTEM },
    type: 'bootstrap.kubernetes.io/token',
    data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Buffer.from(v).toString('base64')])),
  };
}

/** Go's time.RFC3339 in UTC: whole seconds, `Z` suffix. */
export const rfc3339 = (d: Date): string => d.toISOString().replace(/\.\d+Z$/, 'Z');
