import type { AppliedFile, AppliedRecord } from '../model/applied-record.js';
import { hostOf } from '../model/address.js';
import { isFileState, isHostChange, isMemberChange, isProcessChange, type Change, type ChangeOrigin } from '../model/plan.js';

/**
 * Where each change comes from, by comparing what the hosts hold with what k8sform last wrote there:
 * - `config`: the file is as the last apply left it (or was never there), so cluster.yaml moved —
 *   or time did: a certificate due for renewal;
 * - `drift`: the file changed since k8sform wrote it, appeared, or was removed, out of band (a
 *   directory the same way: its mode or owner changed since k8sform made it);
 * - `unknown`: the host has no record (never applied by a k8sform that keeps one).
 * A kubelet running another release (a process change) is drift when this very cluster.yaml was
 * applied in full since (someone installed and started another kubelet), else it comes from
 * cluster.yaml's version, or is unknown on a host without a record.
 * Whatever a host's leaving cluster.yaml removes (reason `left`: its Node, etcd member, kubelet and
 * files) comes from cluster.yaml.
 * Cluster objects are drift when the control planes record a full apply of this very cluster.yaml
 * (nothing in it changed since, so a difference was made by someone else), else unknown.
 */
export function withOrigins(changes: readonly Change[], records: ReadonlyMap<string, AppliedRecord | undefined>, configDigest: string): Change[] {
  const configApplied = [...records.values()].some((r) => r?.configDigest === configDigest);
  return changes.map((c) => (c.action === 'noop' ? c : { ...c, origin: originOf(c, records, configApplied) }));
}

function originOf(c: Change, records: ReadonlyMap<string, AppliedRecord | undefined>, configApplied: boolean): ChangeOrigin {
  if (c.reasons.some((r) => r.code === 'left')) return 'config';
  if (isProcessChange(c) || isMemberChange(c)) return !records.get(hostOf(c.addr)) ? 'unknown' : configApplied ? 'drift' : 'config';
  if (!isHostChange(c)) return c.reasons.some((r) => r.code === 'after-control-plane') ? 'config' : configApplied ? 'drift' : 'unknown';
  const record = records.get(hostOf(c.addr));
  const seen = isFileState(c.before) ? c.before : undefined;
  if (!record) return seen ? 'unknown' : 'config';
  const written = record.files[c.addr.name];
  if (!written) return seen ? 'drift' : 'config';
  return seen && sameFile(written, seen) ? 'config' : 'drift';
}

const sameFile = (a: AppliedFile, b: AppliedFile): boolean => a.digest === b.digest && a.mode === b.mode && a.uid === b.uid && a.gid === b.gid;
