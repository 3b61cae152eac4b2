import { RemoteError } from '../../errors.js';
import { shQuote } from '../../model/shell-quote.js';
import { failureLine, type HostTransport } from '../../model/host-transport.js';

/** Where a host records the apply that holds it; in /etc/kubernetes so a brand-new host is covered too. */
export const HOST_LOCK_PATH = '/etc/kubernetes/k8sform.lock';

/** Who holds a lock, as written in the lock file and the Lease. */
export interface LockInfo {
  readonly id: string;
  readonly owner: string;
  readonly operation: string;
  /** ISO time the run started. */
  readonly started: string;
  readonly ttlSeconds: number;
}

export type HostLockResult = { readonly state: 'acquired' | 'taken-over' } | { readonly state: 'held'; readonly holder: LockInfo };

/**
 * Every change to the lock file reads it, then replaces or removes it: a renewal that checked the ID
 * just before a force-unlock removed the file would write it back, and the apply that was unlocked
 * would never hear it lost. So each script holds an exclusive flock(1) on /etc/kubernetes (the
 * directory itself: no file to leave behind; released when the script's shell exits, however it ends).
 */
const EXCLUSIVELY = [
  'exec 9<"$D"',
  'flock -w 30 9 || { echo "another process held the flock on $D for 30 s" >&2; exit 1; }',
];

/**
 * What marks a lock script's answer on stdout. A login shell may print before the script runs (a
 * noisy .bashrc): taken for the answer, that text made a lock just taken read as held by someone
 * else, and the lock leaked until its TTL.
 */
const ANSWER = 'k8sform-lock:';

/**
 * A lock file that is anything but a regular file is refused: `ln` would link into a directory
 * there and report success to every run, and a link or FIFO is someone else's.
 */
const REGULAR_OR_ABSENT = 'if [ -L "$L" ] || { [ -e "$L" ] && [ ! -f "$L" ]; }; then echo "$L is not a regular file: k8sform keeps its lock there; remove it" >&2; exit 1; fi';

/** Checked before anything is touched, so a host without flock(1) is named and left as it was. */
const NEEDS_FLOCK = 'command -v flock >/dev/null 2>&1 || { echo "flock (util-linux) is not installed: k8sform needs it to change its lock file safely" >&2; exit 1; }';

/** Stamps the host's clock into the lock's `renewed` field (inside a double-quoted shell word). */
const STAMP_RENEWED = 's/\\"renewed\\":[0-9]*/\\"renewed\\":$(date +%s)/';

/**
 * Creates the lock file atomically (a complete temporary file hard-linked into place, which fails
 * when the lock exists). A lock whose holder stopped renewing it for longer than its TTL, by the
 * host's own clock, is taken over.
 */
export async function acquireHostLock(t: HostTransport, info: LockInfo): Promise<HostLockResult> {
  const r = await run(t, info.id, [
    'mkdir -p "$D"',
    ...EXCLUSIVELY,
    REGULAR_OR_ABSENT,
    // Temporaries an earlier run could not remove (a full disk), then this run's, removed on every way out.
    'rm -f "$D"/.k8sform-lock.?????? "$L".??????',
    'tmp=""; trap \'[ -z "$tmp" ] || rm -f "$tmp"\' EXIT',
    'tmp=$(mktemp "$D/.k8sform-lock.XXXXXX")',
    `printf '%s\\n' ${shQuote(JSON.stringify({ ...info, renewed: 0 }))} | sed "${STAMP_RENEWED}" > "$tmp"`,
    'if ln "$tmp" "$L" 2>/dev/null; then rm -f "$tmp"; answer acquired; exit 0; fi',
    'renewed=$(sed -n \'s/.*"renewed":\\([0-9]*\\).*/\\1/p\' "$L"); ttl=$(sed -n \'s/.*"ttlSeconds":\\([0-9]*\\).*/\\1/p\' "$L")',
    'if [ -n "$renewed" ] && [ -n "$ttl" ] && [ $((renewed + ttl)) -lt "$(date +%s)" ]; then mv -f "$tmp" "$L"; answer taken-over; exit 0; fi',
    'rm -f "$tmp"; answer held; cat "$L"',
  ]);
  const [state, ...rest] = r.split('\n');
  if (state === 'acquired' || state === 'taken-over') return { state };
  return { state: 'held', holder: parseInfo(rest.join('\n')) };
}

/** Renews the lock when this run still holds it; false when it does not (broken by force-unlock). */
export async function renewHostLock(t: HostTransport, id: string): Promise<boolean> {
  const r = await run(t, id, [
    '[ -d "$D" ] || { answer lost; exit 0; }',
    ...EXCLUSIVELY,
    REGULAR_OR_ABSENT,
    'if grep -qF "\\"id\\":\\"$ID\\"" "$L" 2>/dev/null; then',
    `  tmp=""; trap '[ -z "$tmp" ] || rm -f "$tmp"' EXIT`,
    `  tmp=$(mktemp "$L.XXXXXX"); sed "${STAMP_RENEWED}" "$L" > "$tmp"; mv -f "$tmp" "$L"; tmp=""; answer renewed`,
    'else answer lost; fi',
  ]);
  return r === 'renewed';
}

/** Removes the lock when it holds `id`; returns whether it did. */
export async function releaseHostLock(t: HostTransport, id: string): Promise<boolean> {
  const r = await run(t, id, [
    '[ -d "$D" ] || { answer none; exit 0; }',
    ...EXCLUSIVELY,
    REGULAR_OR_ABSENT,
    'if grep -qF "\\"id\\":\\"$ID\\"" "$L" 2>/dev/null; then rm -f "$L"; answer released; else answer none; fi',
  ]);
  return r === 'released';
}

/** Runs a lock script and returns its answer: the word after the marker, and what the script printed after it. */
async function run(t: HostTransport, id: string, lines: readonly string[]): Promise<string> {
  const r = await t.exec([
    'set -eu', 'umask 077', `R=${shQuote(t.root)}`, `ID=${shQuote(id)}`, `D="$R"/etc/kubernetes; L="$R"${shQuote(HOST_LOCK_PATH)}`,
    `answer() { echo "${ANSWER} $1"; }`, NEEDS_FLOCK, ...lines,
  ].join('\n'));
  if (r.code !== 0) throw new RemoteError(`host[${t.host}]`, `lock file ${HOST_LOCK_PATH}: ${failureLine(r)}`);
  const out = r.stdout.toString('utf8');
  const at = out.startsWith(`${ANSWER} `) ? 0 : out.indexOf(`\n${ANSWER} `) + 1;
  if (at === 0 && !out.startsWith(ANSWER)) throw new RemoteError(`host[${t.host}]`, `lock file ${HOST_LOCK_PATH}: the lock script gave no answer`);
  return out.slice(at + ANSWER.length + 1).trim();
}

function parseInfo(text: string): LockInfo {
  try {
    const o = JSON.parse(text) as Partial<LockInfo>;
    return { id: String(o.id), owner: String(o.owner), operation: String(o.operation), started: String(o.started), ttlSeconds: Number(o.ttlSeconds) };
  } catch {
    return { id: '(unreadable lock file)', owner: 'unknown', operation: 'unknown', started: 'unknown', ttlSeconds: 0 };
  }
}
