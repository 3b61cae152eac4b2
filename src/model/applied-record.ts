import { formatAddress, hostScope } from './address.js';
import { isFileState, isHostChange, type Change } from './plan.js';

/**
 * What k8sform last wrote on a host, kept on the host itself beside the lock file: each managed
 * file's digest, mode and owner as apply left it, and the cluster.yaml digest of the last full
 * apply. Plan compares with it to tell a change that comes from cluster.yaml (the host is as k8sform
 * left it) from drift (someone changed the host since). Digests only: no key or token bytes.
 * Directories k8sform makes (the etcd data directory) are recorded among the files by path, with
 * their `directory:` digest, mode and owner, so a mode changed by hand since is drift too; an older
 * k8sform reading the record ignores an entry it does not manage.
 */
export const APPLIED_RECORD_PATH = '/etc/kubernetes/k8sform.applied.json';

export interface AppliedFile {
  readonly digest: string;
  readonly mode: number;
  readonly uid: number;
  readonly gid: number;
}

export interface AppliedRecord {
  readonly formatVersion: 1;
  /** cluster.yaml's SHA-256 when the last apply covered everything (no --target); absent otherwise. */
  readonly configDigest?: string;
  readonly appliedAt: string;
  /** By absolute path on the host: every managed file, and every managed directory. */
  readonly files: Readonly<Record<string, AppliedFile>>;
  /**
   * On control planes only, by object (`v1/ConfigMap/kube-system/kubeadm-config`): the digest of what
   * cluster.yaml asked for when k8sform last applied that object (see planner/object-intents.ts).
   * An object whose wish is unchanged since, yet differs, was changed by someone else.
   */
  readonly objects?: Readonly<Record<string, string>>;
}

/** The record as read from the host; anything unreadable counts as no record (origins then unknown). */
export function parseAppliedRecord(bytes: Buffer | undefined): AppliedRecord | undefined {
  if (!bytes) return undefined;
  try {
    const o = JSON.parse(bytes.toString('utf8')) as Partial<AppliedRecord>;
    if (o.formatVersion !== 1 || typeof o.files !== 'object' || o.files === null || typeof o.appliedAt !== 'string') return undefined;
    const files: Record<string, AppliedFile> = {};
    for (const [path, f] of Object.entries(o.files)) {
      if (typeof f?.digest === 'string' && [f.mode, f.uid, f.gid].every(Number.isInteger)) files[path] = { digest: f.digest, mode: f.mode, uid: f.uid, gid: f.gid };
    }
    const objects = typeof o.objects === 'object' && o.objects !== null ? Object.fromEntries(Object.entries(o.objects).filter(([, d]) => typeof d === 'string')) : undefined;
    return { formatVersion: 1, appliedAt: o.appliedAt, files, ...(typeof o.configDigest === 'string' ? { configDigest: o.configDigest } : {}), ...(objects ? { objects } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * The host's record after an apply: the previous entries, updated for every file change of this host
 * that took effect (`done` holds their addresses; noops stand as they are), deleted files dropped.
 * Given `intents` (a control plane's record), the same for cluster objects: each object that was
 * applied, or already as cluster.yaml asks, is recorded with the digest of that wish.
 */
export function nextAppliedRecord(
  previous: AppliedRecord | undefined, host: string, changes: readonly Change[], done: ReadonlySet<string>, configDigest: string | undefined, now: Date,
  intents?: ReadonlyMap<string, string>,
): AppliedRecord {
  const files: Record<string, AppliedFile> = { ...previous?.files };
  const objects: Record<string, string> = { ...previous?.objects };
  for (const c of changes) {
    if (c.action !== 'noop' && !done.has(formatAddress(c.addr))) continue;
    if (c.addr.kind === 'object' && intents) {
      const wish = intents.get(c.addr.name);
      if (c.action === 'delete' || wish === undefined) delete objects[c.addr.name];
      else objects[c.addr.name] = wish;
      continue;
    }
    if (!isHostChange(c) || c.addr.scope !== hostScope(host)) continue;
    if (c.action === 'delete') delete files[c.addr.name];
    else if (isFileState(c.after)) files[c.addr.name] = { digest: c.after.digest, mode: c.after.mode, uid: c.after.uid, gid: c.after.gid };
  }
  return {
    formatVersion: 1, ...(configDigest ? { configDigest } : {}), appliedAt: now.toISOString(), files: byKey(files),
    ...(intents || previous?.objects ? { objects: byKey(objects) } : {}),
  };
}

const byKey = <T>(o: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Whether writing `next` would change what the host records (the time aside). */
export const sameRecord = (a: AppliedRecord | undefined, b: AppliedRecord): boolean =>
  a !== undefined && a.configDigest === b.configDigest && JSON.stringify(a.files) === JSON.stringify(b.files) && JSON.stringify(a.objects) === JSON.stringify(b.objects);
