import type { Reason } from '../model/plan.js';

/** `mode` and `owner` reasons for a file or directory whose permissions differ from the wanted ones, e.g. `mode: 0755 → 0700`. */
export function permissionReasons(want: { readonly mode: number; readonly owner: { readonly uid: number; readonly gid: number } }, seen: { readonly mode?: number; readonly uid?: number; readonly gid?: number }): Reason[] {
  const reasons: Reason[] = [];
  const octal = (m: number) => m.toString(8).padStart(4, '0');
  if (seen.mode !== want.mode) reasons.push({ code: 'mode', detail: `${octal(seen.mode!)} → ${octal(want.mode)}` });
  if (seen.uid !== want.owner.uid || seen.gid !== want.owner.gid) reasons.push({ code: 'owner', detail: `${seen.uid}:${seen.gid} → ${want.owner.uid}:${want.owner.gid}` });
  return reasons;
}
