import { RemoteError } from '../errors.js';
import { APPLIED_RECORD_PATH, type AppliedRecord } from '../model/applied-record.js';
import { shQuote } from '../model/shell-quote.js';
import { failureLine, type HostTransport } from '../model/host-transport.js';
import { REMOVE_TEMPORARY_ON_EXIT } from '../model/kubeadm-paths.js';

/**
 * Replaces the host's record of what k8sform wrote, atomically (a complete temporary file renamed
 * over it, 0600, root's), with the bytes on stdin. A temporary file is removed on every way out.
 */
export async function writeAppliedRecord(t: HostTransport, record: AppliedRecord): Promise<void> {
  const script = [
    'set -eu',
    'umask 077',
    `R=${shQuote(t.root)}`,
    ...REMOVE_TEMPORARY_ON_EXIT,
    'd="$R"/etc/kubernetes',
    '[ -d "$d" ] && [ ! -L "$d" ] || { echo "$d is not a directory" >&2; exit 1; }',
    't=$(mktemp "$d/.k8sform.XXXXXX")',
    'cat > "$t"',
    'sync "$t" 2>/dev/null || sync',
    `mv -f "$t" "$R"${shQuote(APPLIED_RECORD_PATH)}`,
    "t=''",
  ].join('\n');
  const r = await t.exec(script, Buffer.from(`${JSON.stringify(record, null, 2)}\n`));
  if (r.code !== 0) throw new RemoteError(`host[${t.host}]`, `${APPLIED_RECORD_PATH}: ${failureLine(r)}`);
}
