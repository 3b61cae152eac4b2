import type { HostChange } from '../model/plan.js';
import { shQuote } from '../model/shell-quote.js';
import { ancestorDirectories, BACKUP_ROOT, DIGEST_FUNCTION, isSystemdUnitPath, REMOVE_TEMPORARY_ON_EXIT } from '../model/kubeadm-paths.js';
import { InternalError } from '../errors.js';
import { DOWNLOAD_FUNCTION, EXTRACTED_RECORD_DIR, INSTALLED_DIGEST_FUNCTION, STAGED_DIR } from '../model/node-software.js';
import { K8SFORM_HOST_DIR } from '../model/k8sform-host-dir.js';

/** Exit status of a host script that found a file changed since the plan read it. */
export const STALE_EXIT = 3;

export interface HostWrite {
  readonly change: HostChange;
  /** Bytes for a file's create/update/replace; undefined for delete and for a directory. */
  readonly content?: Buffer;
}

/** `k8sform-backup-20260115T120000Z`: one folder per apply, so every replaced file can be restored. */
export function backupDirName(now: Date): string {
  return `k8sform-backup-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`;
}

/**
 * The programs the write script runs, checked before anything is touched: without sha256sum every
 * digest comes out empty, and each write would be refused as changed since the plan instead of
 * the host being named with what it lacks.
 */
const NEEDS_TOOLS = 'for tool in sha256sum mktemp head wc cut stat readlink cp mv chmod chown touch find; do command -v "$tool" >/dev/null 2>&1 || { echo "$tool is not installed on this host: k8sform writes files with it (coreutils, findutils)" >&2; exit 1; }; done';

/**
 * One script that applies a host's changes in order. Each file is written to a temporary file in
 * its own directory, fsynced, given its mode and owner, then renamed over the old one, so every
 * file is either old or new, never partial; the old one is first copied to the backup folder (a
 * link is copied as a link). Contents travel on stdin (never on a command line or in a
 * world-readable file); each file's bytes are read with `head -c`, which never reads past its
 * count. After each file the script prints `done <path>`, so a failure reports exactly what was and
 * was not done. A temporary file is removed on every way out, and ones an earlier run left behind
 * (a full disk, a cut connection) are removed first.
 *
 * Before anything is written, every file is checked against the digest the plan saw (absent must
 * still be absent, a link must still point where it did), and every directory on the way to the
 * files and the backups must still be a real directory, not a link: if another hand changed
 * anything since, the script writes nothing and exits STALE_EXIT naming it, so a plan is never
 * applied over bytes nobody reviewed nor written through a link.
 *
 * A directory (the etcd data directory) is made with `mkdir -m` (root's, no window at another
 * mode) or given its mode and owner; it is re-checked the same way, by its `directory:` digest
 * (type, mode, owner), and needs no backup: nothing in it is touched, and the old mode is in the plan.
 * Only a machine leaving the cluster has one deleted: what it holds is moved into the backup folder.
 */
export function hostScript(root: string, backupDir: string, writes: readonly HostWrite[]): { script: string; stdin: Buffer } {
  const paths = writes.map((w) => w.change.addr.name);
  const filePaths = writes.filter((w) => w.change.addr.kind !== 'dir').map((w) => w.change.addr.name);
  const archives = archivesOf(writes);
  // Where the files of archives are recorded, and the archives unpacked, must be real directories too.
  const records = archives.length ? [K8SFORM_HOST_DIR, ...writes.filter((w) => isMember(w.change)).map((w) => `${EXTRACTED_RECORD_DIR}${w.change.addr.name.slice(0, w.change.addr.name.lastIndexOf('/'))}`)] : [];
  const directories = ancestorDirectories(paths, [`${BACKUP_ROOT}/${backupDir}`, ...records]);
  const lines = [
    'set -eu',
    'umask 077',
    NEEDS_TOOLS,
    `R=${shQuote(root)}`,
    `B="$R"${shQuote(`${BACKUP_ROOT}/${backupDir}`)}`,
    ...REMOVE_TEMPORARY_ON_EXIT,
    ...(archives.length ? ARCHIVE_FUNCTIONS : []),
    'backup() { if [ -e "$R$1" ] || [ -L "$R$1" ]; then mkdir -p "$B$(dirname "$1")"; cp -P -p "$R$1" "$B$1"; fi; }',
    'put() { # path mode uid gid size [same]',
    '  d=$(dirname "$R$1"); mkdir -p "$d"; backup "$1"',
    '  t=$(mktemp "$d/.k8sform.XXXXXX")',
    '  head -c "$5" > "$t"',
    '  if [ "$(wc -c < "$t")" -ne "$5" ]; then echo "short input for $1" >&2; exit 1; fi',
    '  chown "$3:$4" "$t"; chmod "$2" "$t"',
    // The same bytes with another mode or owner keep their modification time: nothing reading them
    // needs a restart, and plan tells a process that must load a file by that time.
    '  if [ "${6:-}" = same ]; then touch -r "$R$1" "$t"; fi',
    '  sync "$t" 2>/dev/null || sync',
    `  mv -f "$t" "$R$1"; t=''; echo "done $1"`,
    '}',
    'del() { backup "$1"; rm -f "$R$1"; echo "done $1"; }',
    DOWNLOAD_FUNCTION,
    '# The copy staged before the first step (STAGED_DIR), else a download now.',
    `fetch() { if [ -f "$R"${shQuote(STAGED_DIR)}/"$1" ]; then mv -f "$R"${shQuote(STAGED_DIR)}/"$1" "$3"; else download "$2" "$3"; fi; } # sha256 url file`,
    'bin() { # path mode uid gid sha256 size-or-url: uploaded on stdin, or downloaded by the host; its digest checked before it is renamed into place',
    '  d=$(dirname "$R$1"); mkdir -p "$d"; backup "$1"',
    '  t=$(mktemp "$d/.k8sform.XXXXXX")',
    '  case "$6" in',
    '    http://*|https://*) fetch "$5" "$6" "$t" || { echo "downloading $6 for $1 failed" >&2; exit 1; } ;;',
    '    *) head -c "$6" > "$t"; if [ "$(wc -c < "$t")" -ne "$6" ]; then echo "short input for $1" >&2; exit 1; fi ;;',
    '  esac',
    '  s=$(sha256sum < "$t" | cut -d" " -f1)',
    '  if [ "$s" != "$5" ]; then echo "$1: what arrived has sha256 $s, not the $5 its checksum says: not installed" >&2; exit 1; fi',
    '  chown "$3:$4" "$t"; chmod "$2" "$t"',
    '  sync "$t" 2>/dev/null || sync',
    `  mv -f "$t" "$R$1"; t=''; echo "done $1"`,
    '}',
    '# A directory is emptied into the backup (a machine leaving the cluster): nothing in it is lost, and',
    '# the directory itself stays, as kubeadm reset leaves it: it is often a mount point of its own.',
    'emptydir() { mkdir -p "$B$1"; find "$R$1" -mindepth 1 -maxdepth 1 -exec mv -t "$B$1" -- {} +; echo "done $1"; }',
    'makedir() { # path mode uid gid: made (parents as for files) or given its mode and owner; what is inside is not touched',
    '  if [ ! -d "$R$1" ]; then mkdir -p "$(dirname "$R$1")"; mkdir -m "$2" "$R$1"; fi',
    '  chown "$3:$4" "$R$1"; chmod "$2" "$R$1"; echo "done $1"',
    '}',
    `stale() { echo "$1: $2 since the plan read it" >&2; exit ${STALE_EXIT}; }`,
    DIGEST_FUNCTION,
    INSTALLED_DIGEST_FUNCTION,
    'expect() { # path digest-or-absent [binary]',
    `  if [ "\${3:-}" = binary ]; then s=$(installed "$R$1" "$R"${shQuote(EXTRACTED_RECORD_DIR)}"$1"); else s=$(digest "$R$1"); fi`,
    '  case "$s" in',
    '    "$2") ;;',
    '    absent) stale "$1" "removed from the host" ;;',
    '    *) if [ "$2" = absent ]; then stale "$1" "created on the host"; else stale "$1" "changed on the host"; fi ;;',
    '  esac',
    '}',
    'directory() { if [ -L "$R$1" ]; then stale "$1" "became a symbolic link"; elif [ -e "$R$1" ] && [ ! -d "$R$1" ]; then stale "$1" "became something other than a directory"; fi; }',
    ...directories.map((d) => `directory ${shQuote(d)}`),
    ...writes.map((w) => `expect ${shQuote(w.change.addr.name)} ${w.change.before?.digest ?? 'absent'}${w.change.addr.kind === 'binary' ? ' binary' : ''}`),
    // Temporaries only k8sform creates; the cluster lock keeps two runs from writing at once.
    ...[...new Set(filePaths.map((p) => p.slice(0, p.lastIndexOf('/'))))].map((d) => `rm -f "$R"${shQuote(d)}/.k8sform.??????`),
    // Every archive is fetched and checked before anything is written: a download that fails, bytes
    // of another digest or a member missing leave the host as it was.
    ...(archives.length ? [`rm -rf "$R"${shQuote(K8SFORM_HOST_DIR)}/.k8sform-archives.??????`] : []),
    ...archives.map((a) => `getarc ${a.sha256} ${a.content ? a.content.length : shQuote(a.source)} ${shQuote(a.source)} ${a.members.map(shQuote).join(' ')}`),
  ];
  const chunks: Buffer[] = archives.flatMap((a) => (a.content ? [a.content] : []));
  for (const w of writes) {
    const path = shQuote(w.change.addr.name);
    if (w.change.action === 'delete') {
      lines.push(`${w.change.addr.kind === 'dir' ? 'emptydir' : 'del'} ${path}`);
      continue;
    }
    const after = w.change.after!;
    const mode = after.mode.toString(8).padStart(4, '0');
    if (after.view.kind === 'binary' && after.view.member) {
      lines.push(`member ${path} ${mode} ${after.uid} ${after.gid} ${after.view.sha256} ${shQuote(after.view.member)}`);
      continue;
    }
    if (w.change.addr.kind === 'binary') {
      const source = after.view.kind === 'binary' ? after.view.source : undefined;
      if (w.content) chunks.push(w.content);
      else if (!source || !/^https?:\/\//.test(source)) throw new InternalError(`${w.change.addr.name}: neither bytes nor a URL to install it from`);
      lines.push(`bin ${path} ${mode} ${after.uid} ${after.gid} ${after.digest} ${w.content ? w.content.length : shQuote(source!)}`);
      continue;
    }
    if (w.change.addr.kind === 'dir') {
      lines.push(`makedir ${path} ${mode} ${after.uid} ${after.gid}`);
      continue;
    }
    const same = w.change.before?.digest === after.digest ? ' same' : '';
    lines.push(`put ${path} ${mode} ${after.uid} ${after.gid} ${w.content!.length}${same}`);
    chunks.push(w.content!);
  }
  lines.push('sync', ...reloadUnits(root, paths));
  return { script: lines.join('\n'), stdin: Buffer.concat(chunks) };
}

/** Whether a change installs a file of a release archive. */
const isMember = (c: HostChange): boolean => c.action !== 'delete' && c.after?.view.kind === 'binary' && Boolean(c.after.view.member);

/** The release archives a host's writes install files of, each once, with the files asked of it. */
function archivesOf(writes: readonly HostWrite[]): { sha256: string; source: string; content?: Buffer; members: string[] }[] {
  const bySha = new Map<string, { sha256: string; source: string; content?: Buffer; members: string[] }>();
  for (const w of writes) {
    const view = w.change.action === 'delete' ? undefined : w.change.after?.view;
    if (view?.kind !== 'binary' || !view.member) continue;
    if (!w.content && !/^https?:\/\//.test(view.source ?? '')) throw new InternalError(`${w.change.addr.name}: neither the archive's bytes nor a URL to download it from`);
    const archive = bySha.get(view.sha256) ?? { sha256: view.sha256, source: view.source!, ...(w.content ? { content: w.content } : {}), members: [] };
    archive.members.push(view.member);
    bySha.set(view.sha256, archive);
  }
  return [...bySha.values()];
}

/**
 * Shell functions installing files of release archives (crictl, the CNI plugins). `getarc` downloads
 * an archive (curl, else wget) or reads it from stdin into a private temporary directory, removed
 * on every way out, checks its sha256 and that it holds every member asked for; `member` extracts
 * one beside its path, gives it its mode and owner, records which archive and member it is with
 * the digest it has (EXTRACTED_RECORD_DIR, read back by INSTALLED_DIGEST_FUNCTION), and renames it
 * into place, the old one to the backup first.
 */
const ARCHIVE_FUNCTIONS = [
  "A=''",
  `trap '[ -z "$t" ] || rm -f "$t"; [ -z "$A" ] || rm -rf "$A"' EXIT`,
  'getarc() { # sha256 size-or-url source member...',
  '  for tool in tar gzip; do command -v "$tool" >/dev/null 2>&1 || { echo "$tool is not installed on this host: k8sform unpacks release archives with it" >&2; exit 1; }; done',
  `  if [ -z "$A" ]; then mkdir -p "$R"${shQuote(K8SFORM_HOST_DIR)}; chmod 0700 "$R"${shQuote(K8SFORM_HOST_DIR)}; A=$(mktemp -d "$R"${shQuote(K8SFORM_HOST_DIR)}/.k8sform-archives.XXXXXX); fi`,
  '  f="$A/$1"; s=$1; src=$3',
  '  case "$2" in',
  '    http://*|https://*) fetch "$1" "$2" "$f" || { echo "downloading $2 failed: nothing of it installed" >&2; exit 1; } ;;',
  '    *) head -c "$2" > "$f"; if [ "$(wc -c < "$f")" -ne "$2" ]; then echo "short input for $src" >&2; exit 1; fi ;;',
  '  esac',
  '  a=$(sha256sum < "$f" | cut -d" " -f1)',
  '  if [ "$a" != "$s" ]; then echo "$src: what arrived has sha256 $a, not the $s its checksum says: nothing of it installed" >&2; exit 1; fi',
  '  tar -tzf "$f" > "$f.list" 2>/dev/null || { echo "$src is not a gzipped tar archive: nothing of it installed" >&2; exit 1; }',
  '  shift 3',
  '  for m in "$@"; do grep -qx -F -e "$m" -e "./$m" "$f.list" || { echo "$src has no $m: nothing of it installed" >&2; exit 1; }; done',
  '}',
  'member() { # path mode uid gid archive-sha256 member',
  '  f="$A/$5"; m=$(grep -x -F -e "$6" -e "./$6" "$f.list" | head -n1)',
  '  d=$(dirname "$R$1"); mkdir -p "$d"; backup "$1"',
  '  t=$(mktemp "$d/.k8sform.XXXXXX")',
  '  tar -xzOf "$f" "$m" > "$t"',
  '  chown "$3:$4" "$t"; chmod "$2" "$t"',
  '  sync "$t" 2>/dev/null || sync',
  `  x="$R"${shQuote(EXTRACTED_RECORD_DIR)}"$1"; mkdir -p "$(dirname "$x")"`,
  '  printf "%s %s %s\\n" "$5" "$6" "$(sha256sum < "$t" | cut -d" " -f1)" > "$x.new"; mv -f "$x.new" "$x"',
  `  mv -f "$t" "$R$1"; t=''; echo "done $1"`,
  '}',
];

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
    ...REMOVE_TEMPORARY_ON_EXIT,
    'restore() {',
    '  if [ -f "$B$1" ] || [ -L "$B$1" ]; then t=$(mktemp "$(dirname "$R$1")/.k8sform.XXXXXX"); cp -P -p --remove-destination "$B$1" "$t"; mv -f "$t" "$R$1"; t=\'\'',
    '  else rm -f "$R$1"; fi',
    '  echo "restored $1"',
    '}',
    ...paths.map((p) => `restore ${shQuote(p)}`),
    'sync',
    ...reloadUnits(root, paths),
  ].join('\n');
}

/** After a systemd unit changed on a real host (not a directory standing in for one), systemd reloads, so the kubelet's restart runs the new one. */
const reloadUnits = (root: string, paths: readonly string[]): string[] => (root === '' && paths.some(isSystemdUnitPath) ? ['systemctl daemon-reload'] : []);
