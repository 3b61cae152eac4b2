import type { AppliedFile, AppliedRecord } from '../model/applied-record.js';
import { hostOf } from '../model/address.js';
import { isFileState, isHostChange, isMemberChange, isProcessChange, type Change, type ChangeOrigin } from '../model/plan.js';
import { loadsAt } from './started-before.js';
import { KUBELET_STORE_CERTIFICATES } from '../render/certificate-files.js';
import { kubeconfigPath } from '../render/kubeconfig/kubeconfigs.js';

/** Files on a host the kubelet writes, not k8sform: a change of k8sform's to one that has no record comes from cluster.yaml. */
const KUBELET_WRITES: ReadonlySet<string> = new Set([kubeconfigPath('kubelet.conf'), ...KUBELET_STORE_CERTIFICATES]);

/**
 * Where each change comes from, by comparing what the hosts hold with what k8sform last wrote there:
 * - `config`: the file is as the last apply left it (or was never there), so cluster.yaml moved —
 *   or time did: a certificate due for renewal;
 * - `drift`: the file changed since k8sform wrote it, appeared, or was removed, out of band (a
 *   directory the same way: its mode or owner changed since k8sform made it);
 * - `unknown`: the host has no record (never applied by a k8sform that keeps one).
 * A kubelet running another release (a process change) is drift when this very cluster.yaml was
 * applied in full since (someone installed and started another kubelet), else it comes from
 * cluster.yaml's version, or is unknown on a host without a record. A process running since before
 * a file it reads changed comes from cluster.yaml when the host's record was written after that
 * change (an apply wrote the file and stopped before the restart), else it is drift (the file was
 * changed by hand since).
 * Whatever a host's leaving cluster.yaml removes (reason `left`: its Node, etcd member, kubelet and
 * files) comes from cluster.yaml.
 * Cluster objects, by the newest control-plane record of them (`intents`: what cluster.yaml asks of
 * each now, see object-intents.ts): an object whose wish is the one k8sform last applied, yet
 * differs, is drift, and so is an object with k8sform's label that it never applied (it is deleted);
 * any other difference comes from cluster.yaml. With no such record (applied by an older k8sform), they are
 * drift when the control planes record a full apply of this very cluster.yaml, else unknown.
 */
export function withOrigins(changes: readonly Change[], records: ReadonlyMap<string, AppliedRecord | undefined>, configDigest: string, intents: ReadonlyMap<string, string> = new Map()): Change[] {
  const configApplied = [...records.values()].some((r) => r?.configDigest === configDigest);
  const applied = newestObjectRecord(records);
  return changes.map((c) => (c.action === 'noop' ? c : { ...c, origin: originOf(c, records, configApplied, applied, intents) }));
}

/** The objects of the control planes' newest record that has them (hosts missed by an apply lag). */
function newestObjectRecord(records: ReadonlyMap<string, AppliedRecord | undefined>): Readonly<Record<string, string>> | undefined {
  const withObjects = [...records.values()].filter((r): r is AppliedRecord & { objects: Record<string, string> } => r?.objects !== undefined);
  return withObjects.sort((a, b) => (a.appliedAt < b.appliedAt ? 1 : a.appliedAt > b.appliedAt ? -1 : 0))[0]?.objects;
}

function originOf(c: Change, records: ReadonlyMap<string, AppliedRecord | undefined>, configApplied: boolean, applied: Readonly<Record<string, string>> | undefined, intents: ReadonlyMap<string, string>): ChangeOrigin {
  // Secrets are written again because cluster.yaml's first key writes (a rotation, or encryption turned on).
  if (c.reasons.some((r) => r.code === 'left' || r.code === 'stored-with')) return 'config';
  if (isProcessChange(c) || isMemberChange(c)) {
    const written = records.get(hostOf(c.addr));
    const loads = loadsAt(c.after?.digest);
    // A restart owed for a file k8sform wrote (its record was written after the file) finishes an
    // apply; one for a file changed later is drift. No margin: an apply writes its record after its
    // files, and a file changed in the same second as the record is taken for k8sform's own.
    if (loads !== undefined && written) return loads <= Date.parse(written.appliedAt) / 1000 ? 'config' : 'drift';
    return !written ? 'unknown' : configApplied ? 'drift' : 'config';
  }
  if (!isHostChange(c)) {
    if (c.reasons.some((r) => r.code === 'after-control-plane')) return 'config';
    if (!applied) return configApplied ? 'drift' : 'unknown';
    const wish = applied[c.addr.name];
    // A managed object to delete that k8sform applied was dropped from cluster.yaml; one it never applied got k8sform's label from someone else.
    if (c.action === 'delete') return wish !== undefined ? 'config' : 'drift';
    return wish !== undefined && wish === intents.get(c.addr.name) ? 'drift' : 'config';
  }
  const record = records.get(hostOf(c.addr));
  const seen = isFileState(c.before) ? c.before : undefined;
  if (!record) return seen ? 'unknown' : 'config';
  const written = record.files[c.addr.name];
  // A file the kubelet wrote itself (its kubelet.conf after TLS bootstrap, its rotated certificates) is not drift for being there.
  if (!written) return seen && !KUBELET_WRITES.has(c.addr.name) ? 'drift' : 'config';
  return seen && sameFile(written, seen) ? 'config' : 'drift';
}

const sameFile = (a: AppliedFile, b: AppliedFile): boolean => a.digest === b.digest && a.mode === b.mode && a.uid === b.uid && a.gid === b.gid;
