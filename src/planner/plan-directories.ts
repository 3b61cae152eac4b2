import { RemoteError } from '../errors.js';
import { formatAddress } from '../model/address.js';
import type { Desired, DesiredDirectory } from '../model/desired.js';
import type { DirChange, FileState, Reason } from '../model/plan.js';
import { directoryDigest, type ObservedDirectory } from '../state/observe-host.js';
import { permissionReasons } from './permission-reasons.js';
import { notDirectoryProblem } from './unsafe-paths.js';

/**
 * Desired × observed directories → one change each. Pure. A missing directory is created, one at
 * another mode or owner gets the desired ones; nothing else is ever done to it. A directory no longer
 * desired (external etcd now, another dataDir, a removed control plane) is simply not managed any
 * more: it is never deleted, since it holds etcd's data. A path that is not a directory (a link
 * above all) is refused, one located line each.
 */
export function planDirectories(desired: readonly Desired<DesiredDirectory>[], observed: ReadonlyMap<string, ObservedDirectory>): DirChange[] {
  const refusals = desired.flatMap((d) => {
    const o = observed.get(formatAddress(d.addr));
    return o?.notDirectory ? [notDirectoryProblem(o)] : [];
  });
  if (refusals.length) throw new RemoteError('', refusals.join('\n'));
  return desired.map((d): DirChange => {
    const o = observed.get(formatAddress(d.addr));
    const spec = d.spec;
    const after = directoryState(spec.mode, spec.owner.uid, spec.owner.gid);
    const base = { addr: d.addr, format: 'directory' as const, sensitive: false, dependsOn: d.dependsOn };
    if (!o?.exists) return { ...base, action: 'create', after, reasons: [{ code: 'missing', detail: `${spec.path} does not exist` }] };
    const before = directoryState(o.mode!, o.uid!, o.gid!);
    const reasons: Reason[] = permissionReasons(spec, o);
    return reasons.length ? { ...base, action: 'update', before, after, reasons } : { ...base, action: 'noop', before, after: before, reasons };
  });
}

export const directoryState = (mode: number, uid: number, gid: number): FileState => ({ digest: directoryDigest(mode, uid, gid), mode, uid, gid, view: { kind: 'directory' } });
