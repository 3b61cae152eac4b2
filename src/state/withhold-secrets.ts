import { createHash } from 'node:crypto';
import { parseDocument } from 'yaml';
import { withholdKey } from '../crypto/withheld-key.js';
import type { KubeObject } from '../model/desired.js';
import type { HostSeen, Observation } from './observation.js';
import type { ObservedFile } from './observe-host.js';

/** What an unreadable file that may hold a key becomes: nothing of it is kept. */
const UNREADABLE = 'k8sform: unreadable secret withheld (snapshot)\n';

/**
 * The observation with every secret replaced by a stand-in that compares the same way: a private
 * key by its stand-in (digests and public key), a kubeconfig's embedded key likewise, and a
 * bootstrap token's secret by a value derived from it (the same on the workers and in the
 * apiserver's Secret, so they still match). Digests stay those of the real bytes. What a snapshot holds.
 */
export function withholdSecrets(seen: Observation): Observation {
  const withheld = (h: HostSeen): HostSeen => ({ ...h, files: new Map([...h.files].map(([p, f]) => [p, withholdFile(f)])) });
  const hosts = new Map([...seen.hosts].map(([name, h]): [string, HostSeen] => [name, withheld(h)]));
  const departing = seen.departing && new Map([...seen.departing].map(([name, d]) => [name, d.host ? { ...d, host: withheld(d.host) } : d]));
  const objects = seen.api?.objects;
  if (!seen.api || !objects) return { ...seen, hosts, ...(departing ? { departing } : {}) };
  return {
    ...seen,
    hosts,
    ...(departing ? { departing } : {}),
    api: {
      ...seen.api,
      objects: {
        live: new Map([...objects.live].map(([k, o]) => [k, withholdToken(o)])),
        dryRun: new Map([...objects.dryRun].map(([k, d]) => [k, { ...d, result: withholdToken(d.result) }])),
        managed: objects.managed.map(withholdToken),
      },
    },
  };
}

function withholdFile(f: ObservedFile): ObservedFile {
  if (!f.content) return f;
  const text = f.content.toString('utf8');
  const withheld = f.path.endsWith('.conf') ? withholdKubeconfig(text) : /PRIVATE KEY/.test(text) ? keyStandIn(text) : text;
  return withheld === text ? f : { ...f, content: Buffer.from(withheld) };
}

const keyStandIn = (pem: string) => {
  try {
    return withholdKey(pem);
  } catch {
    return UNREADABLE;
  }
};

/** A kubeconfig with its client key and token secret replaced; one that cannot be read is withheld whole. */
function withholdKubeconfig(text: string): string {
  const doc = parseDocument(text);
  if (doc.errors.length) return /PRIVATE KEY|token/i.test(text) ? UNREADABLE : text;
  const users = (doc.toJS() as { users?: { user?: Record<string, unknown> }[] } | null)?.users;
  if (!Array.isArray(users)) return /PRIVATE KEY/.test(text) ? UNREADABLE : text;
  users.forEach((u, i) => {
    const key = u?.user?.['client-key-data'];
    if (typeof key === 'string') doc.setIn(['users', i, 'user', 'client-key-data'], Buffer.from(keyStandIn(Buffer.from(key, 'base64').toString('utf8'))).toString('base64'));
    const token = u?.user?.token;
    if (typeof token === 'string') doc.setIn(['users', i, 'user', 'token'], token.replace(/^([a-z0-9]{6})\.(.*)$/s, (_, id: string, secret: string) => `${id}.${tokenStandIn(secret)}`));
  });
  return doc.toString();
}

/** A bootstrap token Secret with its token-secret replaced by the stand-in. */
function withholdToken(o: KubeObject): KubeObject {
  const data = (o as { data?: Record<string, string> }).data;
  if (o.kind !== 'Secret' || !data?.['token-secret']) return o;
  const secret = Buffer.from(data['token-secret'], 'base64').toString('utf8');
  return { ...o, data: { ...data, 'token-secret': Buffer.from(tokenStandIn(secret)).toString('base64') } } as KubeObject;
}

/**
 * 16 characters of [a-z0-9] derived from a token secret: a valid-looking secret, so the tokens
 * found on the workers and in the apiserver are chosen and compared as before; one-way, so the
 * secret (about 82 bits) cannot be recovered from it.
 */
export function tokenStandIn(secret: string): string {
  const digest = createHash('sha256').update(`k8sform snapshot token stand-in\0${secret}`).digest();
  return [...digest.subarray(0, 16)].map((b) => '0123456789abcdefghijklmnopqrstuvwxyz'[b % 36]).join('');
}
