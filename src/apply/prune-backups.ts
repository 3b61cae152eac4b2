import { failureLine, type HostTransport } from '../model/host-transport.js';
import { BACKUP_ROOT } from '../model/kubeadm-paths.js';
import { shQuote } from '../model/shell-quote.js';

/**
 * The script that removes a host's older backup folders, keeping the newest `keep`
 * (`k8sform-backup-<UTC time>` names sort by time). Only real directories directly in BACKUP_ROOT,
 * itself a real directory under a real /etc/kubernetes, are removed: never through a link.
 */
export function pruneScript(root: string, keep: number): string {
  return [
    'set -eu',
    `T=${shQuote(root + BACKUP_ROOT)}`,
    `for d in "$(dirname "$T")" "$T"; do if [ -L "$d" ] || [ ! -d "$d" ]; then exit 0; fi; done`,
    `find "$T" -mindepth 1 -maxdepth 1 -type d -name 'k8sform-backup-*' -printf '%f\\n' | sort -r | tail -n +${keep + 1} | while read -r d; do rm -rf -- "$T/$d"; echo "pruned $d"; done`,
  ].join('\n');
}

/**
 * After an apply that finished: each host it changed keeps its newest `keep` backup folders (this
 * apply's among them), the older ones removed; returns what each host removed. A host where that
 * fails keeps its folders, and is named.
 */
export async function pruneBackups(transports: readonly HostTransport[], keep: number): Promise<{ pruned: Map<string, string[]>; failed: string[] }> {
  const pruned = new Map<string, string[]>();
  const failed: string[] = [];
  await Promise.all(transports.map(async (t) => {
    try {
      const r = await t.exec(pruneScript(t.root, keep));
      if (r.code !== 0) throw new Error(failureLine(r));
      const gone = r.stdout.toString('utf8').split('\n').filter((l) => l.startsWith('pruned ')).map((l) => l.slice(7));
      if (gone.length) pruned.set(t.host, gone);
    } catch (e) {
      failed.push(`host[${t.host}]: ${(e as Error).message}`);
    }
  }));
  return { pruned, failed };
}
