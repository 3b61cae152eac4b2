import { RemoteError } from '../errors.js';
import { formatAddress, hostOf } from '../model/address.js';
import { failureLine, type HostTransport } from '../model/host-transport.js';
import { REMOVE_TEMPORARY_ON_EXIT } from '../model/kubeadm-paths.js';
import { privateHostDirLines } from '../model/k8sform-host-dir.js';
import { DOWNLOAD_FUNCTION, STAGED_DIR } from '../model/node-software.js';
import { isBinaryChange, isEffective, type Change } from '../model/plan.js';
import { shQuote } from '../model/shell-quote.js';

/** One file a host downloads: a binary, or a release archive, by the sha256 it must have. */
export interface Download {
  readonly sha256: string;
  readonly url: string;
}

/**
 * What each host is to download of the changes apply makes (`applying`: their addresses): every
 * binary and release archive from a URL, once per host. Pure.
 */
export function downloadsByHost(changes: readonly Change[], applying: ReadonlySet<string>): Map<string, Download[]> {
  const byHost = new Map<string, Map<string, Download>>();
  for (const c of changes.filter(isBinaryChange).filter(isEffective)) {
    const view = c.after?.view;
    if (!applying.has(formatAddress(c.addr)) || view?.kind !== 'binary' || !/^https?:\/\//.test(view.source ?? '')) continue;
    const host = byHost.get(hostOf(c.addr)) ?? new Map<string, Download>();
    host.set(view.sha256, { sha256: view.sha256, url: view.source! });
    byHost.set(hostOf(c.addr), host);
  }
  return new Map([...byHost].map(([host, d]) => [host, [...d.values()]]));
}

/**
 * The script that stages a host's downloads in STAGED_DIR (root's only): each downloaded beside its
 * place, checked against its sha256, then renamed to that sha256; one staged and checked already (an
 * apply that stopped) is kept, anything else there removed. A download that fails or brings other
 * bytes stops the script, naming the URL.
 */
export function stageScript(root: string, downloads: readonly Download[]): string {
  const wanted = downloads.map((d) => d.sha256).join(' ');
  return [
    'set -eu',
    'umask 077',
    ...privateHostDirLines(root, STAGED_DIR, 'S'),
    ...REMOVE_TEMPORARY_ON_EXIT,
    DOWNLOAD_FUNCTION,
    `for f in "$S"/* "$S"/.k8sform.??????; do [ -e "$f" ] || continue; case ' ${wanted} ' in *" \${f##*/} "*) ;; *) rm -f "$f" ;; esac; done`,
    'stage() { # sha256 url',
    '  if [ -f "$S/$1" ] && [ "$(sha256sum < "$S/$1" | cut -d" " -f1)" = "$1" ]; then echo "staged $1"; return; fi',
    '  t=$(mktemp "$S/.k8sform.XXXXXX")',
    '  download "$2" "$t" || { echo "downloading $2 failed" >&2; exit 1; }',
    '  s=$(sha256sum < "$t" | cut -d" " -f1)',
    '  if [ "$s" != "$1" ]; then echo "$2: what arrived has sha256 $s, not the $1 its checksum says" >&2; exit 1; fi',
    '  mv -f "$t" "$S/$1"; t=\'\'; echo "staged $1"',
    '}',
    ...downloads.map((d) => `stage ${d.sha256} ${shQuote(d.url)}`),
  ].join('\n');
}

/**
 * Before the first step, every host downloads what its steps install from a URL (the kubelet,
 * kubectl, crictl's and the CNI plugins' archives), all hosts at once: a mirror that is down or
 * serves other bytes stops apply before anything is written, and each step installs from the staged
 * copy instead of downloading while its host waits. Returns how many files were staged on how many hosts.
 */
export async function stageDownloads(transports: ReadonlyMap<string, HostTransport>, changes: readonly Change[], applying: ReadonlySet<string>): Promise<{ files: number; hosts: number }> {
  const byHost = downloadsByHost(changes, applying);
  const results = await Promise.allSettled([...byHost].map(async ([host, downloads]) => {
    const t = transports.get(host)!;
    const r = await t.exec(stageScript(t.root, downloads));
    if (r.code !== 0) throw new RemoteError(`host[${host}]`, failureLine(r));
  }));
  const failed = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
  if (failed.length) throw new RemoteError('', `downloading the node software before the first step failed, so no step started:\n${failed.map((l) => `  ${l}`).join('\n')}`);
  return { files: [...byHost.values()].reduce((n, d) => n + d.length, 0), hosts: byHost.size };
}
