import { createHash } from 'node:crypto';
import { RemoteError } from '../errors.js';
import { fileAddress, formatAddress } from '../model/address.js';
import { failureLine, type HostTransport } from '../model/host-transport.js';
import { ancestorDirectories } from '../model/kubeadm-paths.js';
import { shQuote } from '../model/shell-quote.js';
import type { HostFacts } from '../model/host-facts.js';
import { hostFactsScript, parseHostFacts, type FactsWanted } from './host-facts-script.js';

/** What stands at a path instead of the regular file k8sform manages there. */
export interface NotRegular {
  /** For people: `a symbolic link to /srv/pki/ca.crt`, `a fifo`, `a directory`, `not read: ...`. */
  readonly what: string;
  /** Set for a symbolic link: where it points (never followed). */
  readonly linkTarget?: string;
  /** Set when the file was not looked at because a directory above it is unsafe. */
  readonly unread?: boolean;
}

/** A managed file as found on a host, with lstat semantics: a link is a link, never its target. */
export interface ObservedFile {
  readonly host: string;
  readonly path: string;
  readonly exists: boolean;
  /** Set when the path exists but is not a regular file (k8sform never writes through those). */
  readonly notRegular?: NotRegular;
  readonly mode?: number;
  readonly uid?: number;
  readonly gid?: number;
  /** The bytes, for a regular file no larger than OBSERVED_FILE_CAP. */
  readonly content?: Buffer;
  /** Set for a regular file larger than OBSERVED_FILE_CAP: its size (its digest is computed on the host). */
  readonly size?: number;
  /** SHA-256 of the bytes; `absent`; `symlink:<SHA-256 of the link's target>`; or `not-a-regular-file`. */
  readonly digest: string;
  /** A regular file's last modification, in whole seconds since the epoch (the host's clock). */
  readonly modifiedAt?: number;
  /**
   * A certificate file the kubelet keeps itself (read with `kubeletCertificates`): the certificates
   * it holds, or that its link leads to, with the private key cut out on the host. Its bytes are
   * never transferred (they hold the key); the digest is still of them, or of the link.
   */
  readonly certificatePem?: string;
}

/**
 * A process k8sform restarts, running on a host (in the host's network namespace, as the kubelet
 * and every control-plane pod are): when it started, to tell whether it has loaded a file changed since.
 */
export interface ProcessStart {
  /** Clock ticks after boot, as /proc/PID/stat says: exact, so two reads of one process agree. */
  readonly ticks: number;
  /** The same instant in seconds since the epoch (the host's clock; boot time is whole seconds, so up to 1 s early). */
  readonly startedAt: number;
}

/** A directory k8sform manages (the etcd data directory) as found on a host, with lstat semantics. */
export interface ObservedDirectory {
  readonly host: string;
  readonly path: string;
  readonly exists: boolean;
  /** Set when the path exists but is not a directory (a link is never followed, even to a directory). */
  readonly notDirectory?: NotRegular;
  readonly mode?: number;
  readonly uid?: number;
  readonly gid?: number;
  /** `directory:<mode>:<uid>:<gid>` (directoryDigest), `absent`, or `not-a-directory`. */
  readonly digest: string;
}

/**
 * What a directory's state is compared by: its mode and owner (it has no bytes of its own). The
 * host script computes the same string before writing, so a mode changed since the plan is stale.
 */
export const directoryDigest = (mode: number, uid: number, gid: number) => `directory:${mode.toString(8).padStart(4, '0')}:${uid}:${gid}`;

/** A directory on the way to a managed path (or the backup folder) that is not a plain directory. */
export interface UnsafeDirectory extends NotRegular {
  readonly path: string;
}

/** One host's managed files and directories, and the directories above them that k8sform will not write through. */
export interface HostObservation {
  readonly files: Map<string, ObservedFile>;
  readonly directories: Map<string, ObservedDirectory>;
  readonly unsafeDirectories: readonly UnsafeDirectory[];
  /** When asked for: each named process's newest one running in the host's network namespace, by name; absent when none runs. */
  readonly processes?: Map<string, ProcessStart>;
  /** When asked for: what the host is, for the preflight checks. */
  readonly facts?: HostFacts;
}

export const ABSENT = 'absent';
/** Far larger than any file kubeadm writes (a kubeconfig or manifest is a few KiB); bigger ones are digested on the host. */
export const OBSERVED_FILE_CAP = 16 * 1024 * 1024;
/** The digest the host script recomputes to check a link is still the one the plan saw. */
export const symlinkDigest = (target: Buffer) => `symlink:${sha256(target)}`;

/**
 * Reads every given path of a host in one round trip, never following a symbolic link, never
 * opening anything but a regular file (a FIFO would block), sending the bytes only of a file no
 * larger than OBSERVED_FILE_CAP when stat-ed (a larger one is digested on the host); and stats
 * every managed directory (`managedDirectories`), never reading
 * inside it. First every directory above the paths (and `extraDirectories`, such as the backup
 * folder) is checked with lstat; if any is a link or not a directory, nothing else is looked at,
 * since a read through it would show another place's contents as this host's. A path with a `*`
 * for one directory name is a pattern: every file matching it is read as if named (the registries'
 * hosts.toml files, whose names cluster.yaml no longer gives once a registry is removed from it).
 *
 * Output, one line per directory above, then (given patterns) `G` and the paths they matched, then
 * one line per path, then per managed directory: `D` (directory),
 * `A` (absent), `L <target>`, `X <kind>` (other type), `U` (not read); `F` for a regular file,
 * described after the paths' lines by `F <mode> <uid> <gid> <mtime> <bytes> <name>` or
 * `H <mode> <uid> <gid> <size> <mtime> <sha256> <name>` (too large to transfer), then `E`;
 * managed directories `D <mode> <uid> <gid>`.
 * Targets and bytes are base64. `kubeletCertificates` (the kubelet's rotated certificates, each a
 * link to a dated file holding the certificate and its key) are followed and only their certificate
 * blocks read, the key never: `K <uid> <gid> <target> <text or ->` for a link, `R <mode> <uid> <gid>
 * <mtime> <sha256> <text>` for a regular file. Given `processes` (the kubelet, control-plane
 * components), the same round trip then says when each one's process started: `B <boot time>
 * <ticks per second>`, then `P <name> <ticks after boot>` or `P <name> -`. Given `facts`, the
 * same round trip ends with what the host is (hostFactsScript), timed by k8sform's clock for the
 * clock check.
 */
export async function observeHost(
  transport: HostTransport, paths: readonly string[], extraDirectories: readonly string[] = [], managedDirectories: readonly string[] = [], processes: readonly string[] = [],
  kubeletCertificates: readonly string[] = [], facts?: FactsWanted,
): Promise<HostObservation> {
  const patterns = paths.filter(isPathPattern);
  const fixed = paths.filter((p) => !isPathPattern(p));
  const directories = ancestorDirectories([...fixed, ...kubeletCertificates], [...extraDirectories, ...patterns.map((p) => p.slice(0, p.indexOf('/*/'))), ...managedDirectories.map((d) => d.slice(0, d.lastIndexOf('/')))]);
  const script = [observeScript(transport.root, directories, fixed, patterns, managedDirectories), ...(kubeletCertificates.length ? [kubeletCertificateScript(kubeletCertificates)] : []), ...(processes.length ? [processScript(processes)] : []), ...(facts ? [hostFactsScript(facts)] : [])];
  const sentAt = Date.now();
  const result = await transport.exec(script.join('\n'));
  const receivedAt = Date.now();
  if (result.code !== 0) throw new RemoteError(`host[${transport.host}]`, `reading managed files failed: ${failureLine(result)}`);
  const lines = result.stdout.toString('utf8').split('\n');
  const unexpected = (path: string) => new RemoteError(`host[${transport.host}]`, `unexpected output while reading ${path}`);
  const unsafeDirectories: UnsafeDirectory[] = [];
  directories.forEach((path, i) => {
    const line = lines[i] ?? '';
    if (line === 'D' || line === 'A') return;
    const other = otherType(line);
    if (!other) throw unexpected(path);
    unsafeDirectories.push({ path, ...other });
  });
  // The files the patterns matched, on one line after the directories': read as the fixed paths are.
  let at = directories.length;
  const matched = patterns.length ? /^G((?: \S+)*)$/.exec(lines[at++] ?? '') : undefined;
  if (patterns.length && !matched) throw unexpected(patterns.join(' '));
  const all = [...fixed, ...(matched?.[1]?.split(' ').filter(Boolean) ?? [])];
  const files = new Map<string, ObservedFile>();
  const firstUnsafe = unsafeDirectories[0];
  const unread = (): NotRegular => ({ what: `not read: ${firstUnsafe?.path ?? 'a directory above it'} is ${firstUnsafe?.what ?? 'not a plain directory'}`, unread: true });
  const regular: string[] = [];
  all.forEach((path, i) => {
    const line = lines[at + i] ?? '';
    const base = { host: transport.host, path };
    let m: RegExpExecArray | null;
    if (line === 'A') files.set(path, { ...base, exists: false, digest: ABSENT });
    else if (line === 'F') regular.push(path);
    else if (line === 'U') {
      files.set(path, { ...base, exists: true, digest: 'not-a-regular-file', notRegular: unread() });
    } else if ((m = /^L (\d+) (\d+) (\S*)$/.exec(line))) {
      const target = Buffer.from(m[3]!, 'base64');
      files.set(path, { ...base, exists: true, uid: Number(m[1]), gid: Number(m[2]), digest: symlinkDigest(target), notRegular: linkDescription(target) });
    } else {
      const other = otherType(line);
      if (!other) throw unexpected(path);
      files.set(path, { ...base, exists: true, digest: 'not-a-regular-file', notRegular: other });
    }
  });
  // The regular files' lines, each naming its file as the host does (under the transport's root), then `E`.
  at += all.length;
  const described = new Map<string, ObservedFile>();
  for (let line = lines[at++] ?? ''; line !== 'E'; line = lines[at++] ?? '') {
    let m: RegExpExecArray | null;
    if ((m = /^F (\d+) (\d+) (\d+) (-?\d+) (\S*) (.+)$/.exec(line))) {
      const content = Buffer.from(m[5]!, 'base64');
      described.set(m[6]!, { host: transport.host, path: m[6]!, exists: true, mode: parseInt(m[1]!, 8), uid: Number(m[2]), gid: Number(m[3]), modifiedAt: Number(m[4]), content, digest: sha256(content) });
    } else if ((m = /^H (\d+) (\d+) (\d+) (\d+) (-?\d+) ([0-9a-f]{64}) (.+)$/.exec(line))) {
      described.set(m[7]!, { host: transport.host, path: m[7]!, exists: true, mode: parseInt(m[1]!, 8), uid: Number(m[2]), gid: Number(m[3]), size: Number(m[4]), modifiedAt: Number(m[5]), digest: m[6]! });
    } else throw unexpected(regular[0] ?? 'the files');
  }
  for (const path of regular) {
    const seen = described.get(`${transport.root}${path}`);
    // Gone between the two looks: absent now.
    files.set(path, seen ? { ...seen, path } : { host: transport.host, path, exists: false, digest: ABSENT });
  }
  const managed = new Map<string, ObservedDirectory>();
  const managedAt = at;
  managedDirectories.forEach((path, i) => {
    const line = lines[managedAt + i] ?? '';
    const base = { host: transport.host, path };
    const m = /^D (\d+) (\d+) (\d+)$/.exec(line);
    if (line === 'A') managed.set(path, { ...base, exists: false, digest: ABSENT });
    else if (m) {
      const [mode, uid, gid] = [parseInt(m[1]!, 8), Number(m[2]), Number(m[3])];
      managed.set(path, { ...base, exists: true, mode, uid, gid, digest: directoryDigest(mode, uid, gid) });
    } else {
      const other = line === 'U' ? unread() : otherType(line);
      if (!other) throw unexpected(path);
      managed.set(path, { ...base, exists: true, digest: 'not-a-directory', notDirectory: other });
    }
  });
  const kubeletAt = managedAt + managedDirectories.length;
  kubeletCertificates.forEach((path, i) => {
    const line = lines[kubeletAt + i] ?? '';
    const base = { host: transport.host, path };
    const text = (b64: string) => (b64 === '-' ? {} : { certificatePem: Buffer.from(b64, 'base64').toString('utf8') });
    let m: RegExpExecArray | null;
    if (line === 'A') files.set(path, { ...base, exists: false, digest: ABSENT });
    else if (line === 'U') files.set(path, { ...base, exists: true, digest: 'not-a-regular-file', notRegular: unread() });
    else if ((m = /^K (\d+) (\d+) (\S*) (\S+)$/.exec(line))) {
      const target = Buffer.from(m[3]!, 'base64');
      files.set(path, { ...base, exists: true, uid: Number(m[1]), gid: Number(m[2]), digest: symlinkDigest(target), notRegular: linkDescription(target), ...text(m[4]!) });
    } else if ((m = /^R (\d+) (\d+) (\d+) (-?\d+) ([0-9a-f]{64}) (\S+)$/.exec(line))) {
      files.set(path, { ...base, exists: true, mode: parseInt(m[1]!, 8), uid: Number(m[2]), gid: Number(m[3]), modifiedAt: Number(m[4]), digest: m[5]!, ...text(m[6]!) });
    } else {
      const other = otherType(line);
      if (!other) throw unexpected(path);
      files.set(path, { ...base, exists: true, digest: 'not-a-regular-file', notRegular: other });
    }
  });
  const after = lines.slice(kubeletAt + kubeletCertificates.length);
  return {
    files, directories: managed, unsafeDirectories,
    ...(processes.length ? { processes: processStarts(transport.host, processes, after) } : {}),
    ...(facts ? { facts: parseHostFacts(transport.host, after, facts, sentAt, receivedAt) } : {}),
  };
}

/**
 * The kubelet's own certificate files, one line each (after observeScript, whose `bad` it reads):
 * the certificate blocks the link or file holds, and nothing else of it (the private key beside
 * them, or whatever a link might lead to) leaves the host.
 */
function kubeletCertificateScript(paths: readonly string[]): string {
  const certificates = `sed -n -e '/^-----BEGIN CERTIFICATE-----$/,/^-----END CERTIFICATE-----$/p' -- "$1" | head -c ${OBSERVED_FILE_CAP} | base64 -w0`;
  return [
    `for p in ${paths.map(shQuote).join(' ')}; do`,
    '  set -- "$R$p"',
    '  if [ "$bad" = 1 ]; then printf "U\\n"',
    `  elif [ -L "$1" ]; then printf "K %s %s " "$(stat -c "%u %g" -- "$1")" "$(link "$1")"; if [ -f "$1" ]; then c=$(${certificates}); printf "%s\\n" "\${c:--}"; else printf -- "-\\n"; fi`,
    `  elif [ -f "$1" ]; then c=$(${certificates}); printf "R %s %s %s\\n" "$(stat -c "%a %u %g %Y" -- "$1")" "$(sha256sum < "$1" | cut -d" " -f1)" "\${c:--}"`,
    '  elif [ -e "$1" ]; then printf "X %s\\n" "$(stat -c %F -- "$1" | tr " " "-")"',
    '  else printf "A\\n"; fi',
    'done',
  ].join('\n');
}

/**
 * Finds each named process among this host's: by its command name (cut to 15 characters by the
 * kernel: kube-controller-manager is `kube-controller`), then its binary's name, in the shell's own
 * network namespace, since the kubelet and the control-plane pods use the host's network; on a
 * machine that runs several hosts (the lab), another host's kube-apiserver is not this one's. Of
 * several, the newest (a restarted pod's old process may still be stopping). Builtins only while
 * walking /proc.
 */
function processScript(components: readonly string[]): string {
  const names = components.map((c) => c.slice(0, 15));
  return [
    'b=$(sed -n "s/^btime //p" /proc/stat); hz=$(getconf CLK_TCK 2>/dev/null || echo 100)',
    'printf "B %s %s\\n" "$b" "$hz"',
    'me=$(readlink /proc/self/ns/net); found=',
    'for d in /proc/[0-9]*; do',
    '  n=; read -r n 2>/dev/null < "$d/comm" || continue',
    `  case "$n" in ${names.map(shQuote).join('|')}) ;; *) continue ;; esac`,
    '  [ "$(readlink "$d/ns/net" 2>/dev/null)" = "$me" ] || continue',
    // The full name, from the binary (an upgraded kubelet's is "... (deleted)"): calico's kube-controllers is not kube-controller-manager.
    '  x=$(readlink "$d/exe" 2>/dev/null) || continue; x=${x% (deleted)}; x=${x##*/}',
    '  st=; read -r st 2>/dev/null < "$d/stat" || continue',
    // Field 22 of stat, counted after the command name in parentheses (which may hold spaces).
    '  set -- ${st##*") "}; [ $# -ge 20 ] || continue; shift 19',
    '  found="$found $x:$1"',
    'done',
    ...components.map((c) => [
      `s=-; for f in $found; do [ "\${f%:*}" = ${shQuote(c)} ] || continue; t=\${f##*:}; if [ "$s" = - ] || [ "$t" -gt "$s" ]; then s=$t; fi; done`,
      `printf "P %s %s\\n" ${shQuote(c)} "$s"`,
    ].join('\n')),
  ].join('\n');
}

function processStarts(host: string, components: readonly string[], lines: readonly string[]): Map<string, ProcessStart> {
  const ticks = components.map((c, i) => {
    const m = /^P (\S+) (\d+|-)$/.exec(lines[1 + i] ?? '');
    if (!m || m[1] !== c) throw new RemoteError(`host[${host}]`, `unexpected output while reading when ${c} started`);
    return m[2] === '-' ? undefined : Number(m[2]);
  });
  // A kernel that does not say when it booted leaves the start times unknown (nothing is restarted for them), not the plan failed.
  const boot = /^B (\d+) ([1-9]\d*)$/.exec(lines[0] ?? '');
  const out = new Map<string, ProcessStart>();
  if (boot) components.forEach((c, i) => ticks[i] !== undefined && out.set(c, { ticks: ticks[i]!, startedAt: Number(boot[1]) + ticks[i]! / Number(boot[2]) }));
  return out;
}

/** A path with a `*` for one whole directory name (every registry's hosts.toml under /etc/containerd/certs.d): every file matching it is read. */
const isPathPattern = (path: string): boolean => path.includes('/*/');

/**
 * Lists, on one line `G <path>...`, the files matching the patterns that are not among `paths`: only
 * when no directory above is unsafe, only names of the characters k8sform's own paths use (a line
 * per path follows), and never through a linked directory at the pattern's `*`.
 */
function patternScript(patterns: readonly string[], paths: readonly string[]): string {
  return [
    'found=',
    'if [ "$bad" = 0 ]; then',
    `  for f in ${patterns.map((p) => { const [before, after] = p.split('*'); return `"$R"${shQuote(before!)}*${shQuote(after!)}`; }).join(' ')}; do`,
    '    p=${f#"$R"}',
    '    case "$p" in *[!A-Za-z0-9._:/-]*) continue ;; esac',
    ...(paths.length ? [`    case "$p" in ${paths.map(shQuote).join('|')}) continue ;; esac`] : []),
    '    if [ -L "${f%/*}" ] || { [ ! -e "$f" ] && [ ! -L "$f" ]; }; then continue; fi',
    '    found="$found $p"',
    '  done',
    'fi',
    'printf "G%s\\n" "$found"',
  ].join('\n');
}

function observeScript(root: string, directories: readonly string[], paths: readonly string[], patterns: readonly string[], managedDirectories: readonly string[]): string {
  const describe = 'printf "X %s\\n" "$(stat -c %F -- "$1" | tr " " "-")"';
  return [
    'set -u',
    `R=${shQuote(root)}`,
    'link() { readlink -n -- "$1" | head -c 4096 | base64 -w0; }',
    'bad=0',
    `for d in ${directories.map(shQuote).join(' ')}; do`,
    '  set -- "$R$d"',
    '  if [ -L "$1" ]; then printf "L %s\\n" "$(link "$1")"; bad=1',
    '  elif [ -d "$1" ]; then printf "D\\n"',
    `  elif [ -e "$1" ]; then ${describe}; bad=1`,
    '  else printf "A\\n"; fi',
    'done',
    // A regular file is only named in this loop (builtins: no process per file); then one stat
    // describes them all, and each one's bytes follow its line. The paths are k8sform's own, with no
    // newline in them; a file gone between the loop and the stat has no line.
    ...(patterns.length ? [patternScript(patterns, paths)] : []),
    'set --',
    `for p in ${paths.map(shQuote).join(' ')}${patterns.length ? ' $found' : ''}; do`,
    '  f="$R$p"',
    '  if [ "$bad" = 1 ]; then printf "U\\n"',
    '  elif [ -L "$f" ]; then printf "L %s %s\\n" "$(stat -c "%u %g" -- "$f")" "$(link "$f")"',
    '  elif [ -f "$f" ]; then printf "F\\n"; set -- "$@" "$f"',
    `  elif [ -e "$f" ]; then ${describe.replace(/\$1/g, '$f')}`,
    '  else printf "A\\n"; fi',
    'done',
    'if [ $# -gt 0 ]; then stat -c "%s %a %u %g %Y %n" -- "$@" 2>/dev/null; fi | while read -r size mode uid gid mtime name; do',
    `  if [ "$size" -gt ${OBSERVED_FILE_CAP} ]; then printf "H %s %s %s %s %s %s %s\\n" "$mode" "$uid" "$gid" "$size" "$mtime" "$(sha256sum < "$name" | cut -d" " -f1)" "$name"`,
    `  else printf "F %s %s %s %s " "$mode" "$uid" "$gid" "$mtime"; base64 -w0 < "$name"; printf " %s\\n" "$name"; fi`,
    'done',
    'printf "E\\n"',
    `for p in ${managedDirectories.map(shQuote).join(' ')}; do`,
    '  set -- "$R$p"',
    '  if [ "$bad" = 1 ]; then printf "U\\n"',
    '  elif [ -L "$1" ]; then printf "L %s\\n" "$(link "$1")"',
    '  elif [ -d "$1" ]; then printf "D %s\\n" "$(stat -c "%a %u %g" -- "$1")"',
    `  elif [ -e "$1" ]; then ${describe}`,
    '  else printf "A\\n"; fi',
    'done',
  ].join('\n');
}

/** An `L <target>` or `X <kind>` line, for a directory (links there carry no owner). */
function otherType(line: string): NotRegular | undefined {
  if (line.startsWith('L ')) return linkDescription(Buffer.from(line.slice(2), 'base64'));
  if (line.startsWith('X ')) return { what: `a ${line.slice(2).replace(/-/g, ' ')}` };
  return undefined;
}

function linkDescription(target: Buffer): NotRegular {
  const linkTarget = printable(target.toString('utf8'));
  return { what: `a symbolic link to ${linkTarget}`, linkTarget };
}

/** A link target as text safe for a terminal: control characters shown as `\xNN`. */
const printable = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

export const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** Observed files of every host keyed by printable address. */
export function byAddress(hosts: readonly Map<string, ObservedFile>[]): Map<string, ObservedFile> {
  const out = new Map<string, ObservedFile>();
  for (const files of hosts) for (const f of files.values()) out.set(formatAddress(fileAddress(f.host, f.path)), f);
  return out;
}
