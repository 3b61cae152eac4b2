import type { Change } from '../model/plan.js';
import { shQuote } from '../state/shell.js';

export const BACKUP_ROOT = '/etc/kubernetes/tmp';

export interface HostWrite {
  readonly change: Change;
  /** Bytes for create/update/replace; undefined for delete. */
  readonly content?: Buffer;
}

/** `k8sform-backup-20260115T120000Z`: one folder per apply, so every replaced file can be restored. */
export function backupDirName(now: Date): string {
  return `k8sform-backup-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`;
}

/**
 * One script that applies a host's changes in order. Each file is written to a temporary file in
 * its own directory, fsynced, given its mode and owner, then renamed over the old one, so every
 * file is either old or new, never partial; the old one is first copied to the backup folder.
 * Contents travel on stdin (never on a command line or in a world-readable file); each file's
 * bytes are read with `head -c`, which never reads past its count. After each file the script
 * prints `done <path>`, so a failure reports exactly what was and was not done.
 */
export function hostScript(root: string, backupDir: string, writes: readonly HostWrite[]): { script: string; stdin: Buffer } {
  const lines = [
    'set -eu',
    'umask 077',
    `R=${shQuote(root)}`,
    `B="$R"${shQuote(`${BACKUP_ROOT}/${backupDir}`)}`,
    'backup() { if [ -e "$R$1" ]; then mkdir -p "$B$(dirname "$1")"; cp -p "$R$1" "$B$1"; fi; }',
    'put() { # path mode uid gid size',
    '  d=$(dirname "$R$1"); mkdir -p "$d"; backup "$1"',
    '  t=$(mktemp "$d/.k8sform.XXXXXX")',
    '  head -c "$5" > "$t"',
    '  if [ "$(wc -c < "$t")" -ne "$5" ]; then rm -f "$t"; echo "short input for $1" >&2; exit 1; fi',
    '  chown "$3:$4" "$t"; chmod "$2" "$t"',
    '  sync "$t" 2>/dev/null || sync',
    '  mv -f "$t" "$R$1"; echo "done $1"',
    '}',
    'del() { backup "$1"; rm -f "$R$1"; echo "done $1"; }',
  ];
  const chunks: Buffer[] = [];
  for (const w of writes) {
    const path = shQuote(w.change.addr.name);
    if (w.change.action === 'delete') {
      lines.push(`del ${path}`);
      continue;
    }
    const after = w.change.after!;
    lines.push(`put ${path} ${after.mode.toString(8).padStart(4, '0')} ${after.uid} ${after.gid} ${w.content!.length}`);
    chunks.push(w.content!);
  }
  lines.push('sync');
  return { script: lines.join('\n'), stdin: Buffer.concat(chunks) };
}
