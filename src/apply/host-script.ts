import type { FileChange } from '../model/plan.js';
import { shQuote } from '../providers/shell-quote.js';

export const BACKUP_ROOT = '/etc/kubernetes/tmp';
/** Exit status of a host script that found a file changed since the plan read it. */
export const STALE_EXIT = 3;

export interface HostWrite {
  readonly change: FileChange;
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
 *
 * Before anything is written, every file is checked against the digest the plan saw (absent must
 * still be absent): if another hand changed one since, the script writes nothing and exits
 * STALE_EXIT naming it, so a plan is never applied over bytes nobody reviewed.
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
    `stale() { echo "$1: $2 since the plan read it" >&2; exit ${STALE_EXIT}; }`,
    'expect() { # path digest-or-absent',
    '  if [ "$2" = absent ]; then if [ -e "$R$1" ] || [ -L "$R$1" ]; then stale "$1" "created on the host"; fi',
    '  elif [ ! -f "$R$1" ]; then stale "$1" "removed from the host"',
    '  elif [ "$(sha256sum < "$R$1" | cut -d" " -f1)" != "$2" ]; then stale "$1" "changed on the host"; fi',
    '}',
    ...writes.map((w) => `expect ${shQuote(w.change.addr.name)} ${w.change.before?.digest ?? 'absent'}`),
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

/**
 * Puts a step's files back as they were before it: each backed-up file is copied beside its path
 * and renamed over it (old or new, never partial); a file the step created is removed.
 */
export function restoreScript(root: string, backupDir: string, paths: readonly string[]): string {
  return [
    'set -eu',
    'umask 077',
    `R=${shQuote(root)}`,
    `B="$R"${shQuote(`${BACKUP_ROOT}/${backupDir}`)}`,
    'restore() {',
    '  if [ -f "$B$1" ]; then t=$(mktemp "$(dirname "$R$1")/.k8sform.XXXXXX"); cp -p "$B$1" "$t"; mv -f "$t" "$R$1"',
    '  else rm -f "$R$1"; fi',
    '  echo "restored $1"',
    '}',
    ...paths.map((p) => `restore ${shQuote(p)}`),
    'sync',
  ].join('\n');
}
