import { createHash } from 'node:crypto';
import { parseDocument } from 'yaml';
import { withholdSecretText } from '../crypto/secret-text.js';
import { withholdKey } from '../crypto/withheld-key.js';
import type { KubeObject } from '../model/desired.js';
import type { HostSeen, Observation } from './observation.js';
import type { ObservedFile } from './observe-host.js';

/** What an unreadable file that may hold a key becomes: nothing of it is kept. */
const UNREADABLE = 'k8sform: unreadable secret withheld (snapshot)\n';

/**
 * What stands before a stand-in in a credential's place in a snapshot: a bootstrap token's secret
 * (then 16 characters derived from it) and a kubeconfig's `client-key-data` (then the base64 of the
 * key's stand-in). Neither then has a credential's shape, so secret scanners do not read a snapshot
 * as holding credentials, and people can tell what was withheld; `comparableStandIns` removes the
 * mark when the snapshot is read.
 */
const MARK = 'k8sform-withheld-';

/**
 * The observation with every secret replaced by a stand-in that compares the same way: a private
 * key by its stand-in (digests and public key), a kubeconfig's embedded key likewise, and a
 * bootstrap token's secret by a marked value derived from it (the same on the workers and in the
 * apiserver's Secret, so they still match); any other key or token found in a file's text or an
 * object's fields is withheld as views withhold it. Digests stay those of the real bytes. What a
 * snapshot holds.
 */
export function withholdSecrets(seen: Observation): Observation {
  return mapSecrets(seen, withholdFile, (o) => withholdInStrings(withholdToken(o)));
}

/**
 * A snapshot's observation as plan compares it: each marked stand-in loses its mark, so a token is
 * token-shaped again (16 characters of [a-z0-9]) and chosen and compared as on live hosts, and an
 * embedded key decodes to its stand-in.
 */
export function comparableStandIns(seen: Observation): Observation {
  const unmark = (text: string) => text.replaceAll(MARK, '');
  return mapSecrets(
    seen,
    (f) => (f.content && f.path.endsWith('.conf') ? { ...f, content: Buffer.from(unmark(f.content.toString('utf8'))) } : f),
    (o) => mapTokenSecret(o, unmark),
  );
}

/** The observation with `file` applied to every host's files and `object` to every object. */
function mapSecrets(seen: Observation, file: (f: ObservedFile) => ObservedFile, object: (o: KubeObject) => KubeObject): Observation {
  const mapHost = (h: HostSeen): HostSeen => ({ ...h, files: new Map([...h.files].map(([p, f]) => [p, file(f)])) });
  const hosts = new Map([...seen.hosts].map(([name, h]): [string, HostSeen] => [name, mapHost(h)]));
  const departing = seen.departing && new Map([...seen.departing].map(([name, d]) => [name, d.host ? { ...d, host: mapHost(d.host) } : d]));
  const objects = seen.api?.objects;
  if (!seen.api || !objects) return { ...seen, hosts, ...(departing ? { departing } : {}) };
  return {
    ...seen,
    hosts,
    ...(departing ? { departing } : {}),
    api: {
      ...seen.api,
      objects: {
        live: new Map([...objects.live].map(([k, o]) => [k, object(o)])),
        dryRun: new Map([...objects.dryRun].map(([k, d]) => [k, { ...d, result: object(d.result) }])),
        managed: objects.managed.map(object),
        ...(objects.kinds ? { kinds: objects.kinds } : {}),
      },
    },
  };
}

/** A file k8sform reads whose whole text is a PEM private key. */
const KEY_FILE = /^-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/;

function withholdFile(f: ObservedFile): ObservedFile {
  if (!f.content) return f;
  const text = f.content.toString('utf8');
  const withheld = f.path.endsWith('.conf') ? withholdSecretText(withholdKubeconfig(text)) : KEY_FILE.test(text) ? keyStandIn(text) : withholdSecretText(text);
  return withheld === text ? f : { ...f, content: Buffer.from(withheld) };
}

/** An object with every string in it passed through withholdSecretText (a key pasted into a ConfigMap). */
function withholdInStrings<T>(value: T): T {
  if (typeof value === 'string') return withholdSecretText(value) as T;
  if (Array.isArray(value)) return value.map(withholdInStrings) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withholdInStrings(v)])) as T;
  return value;
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
    if (typeof key === 'string') doc.setIn(['users', i, 'user', 'client-key-data'], `${MARK}${Buffer.from(keyStandIn(Buffer.from(key, 'base64').toString('utf8'))).toString('base64')}`);
    const token = u?.user?.token;
    if (typeof token === 'string') doc.setIn(['users', i, 'user', 'token'], token.replace(/^([a-z0-9]{6})\.(.*)$/s, (_, id: string, secret: string) => `${id}.${MARK}${tokenStandIn(secret)}`));
  });
  return doc.toString();
}

/** A bootstrap token Secret with its token-secret replaced by the marked stand-in. */
const withholdToken = (o: KubeObject): KubeObject => mapTokenSecret(o, (secret) => `${MARK}${tokenStandIn(secret)}`);

/** A Secret with `change` applied to its token-secret; any other object as it is. */
function mapTokenSecret(o: KubeObject, change: (secret: string) => string): KubeObject {
  const data = (o as { data?: Record<string, string> }).data;
  if (o.kind !== 'Secret' || !data?.['token-secret']) return o;
  const secret = Buffer.from(data['token-secret'], 'base64').toString('utf8');
  return { ...o, data: { ...data, 'token-secret': Buffer.from(change(secret)).toString('base64') } } as KubeObject;
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
