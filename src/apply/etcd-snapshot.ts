import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { controlPlaneHosts } from '../model/cluster.js';
import { ETCD_SNAPSHOT_DIR } from '../model/etcd-snapshot.js';
import { etcdSnapshotSource } from '../model/etcd-snapshot-source.js';
import { shQuote } from '../model/shell-quote.js';
import { privateHostDirLines } from '../model/k8sform-host-dir.js';
import { RemoteError } from '../errors.js';
import { failureLine } from '../model/host-transport.js';
import { reachEtcd } from './gates/etcd-members.js';
import { refused, type GateContext } from './gates/gate-context.js';

/** A snapshot apply saved on a host before a step that changes etcd. */
export interface SavedOnHost {
  /** `host[cp-1]:/var/lib/k8sform/etcd-snapshots/….db`. */
  readonly where: string;
  /** The control plane whose member sent it. */
  readonly source: string;
  readonly bytes: number;
  readonly sha256: string;
}

/**
 * Saves a consistent snapshot of etcd on `host`, from the first control plane whose member is a
 * healthy voting one (etcdSnapshotSource), streamed through k8sform into a hidden file in
 * ETCD_SNAPSHOT_DIR and named only once its sha256 checks out; then the newest `keep` there are
 * kept. A partial file an interrupted run left is removed first. `name` is the file's name.
 *
 * When nothing listens on any member's client port, no etcd runs to lose data from (every member
 * stopped, as when the step repairs them): there is nothing to save, and `skipped` says so, as a
 * gate is skipped on a host with no kubelet. Any other failure throws.
 */
export async function saveEtcdSnapshotOn(ctx: GateContext, host: string, keep: number, name: string): Promise<SavedOnHost | { readonly skipped: string }> {
  const read = ctx.etcd && (await ctx.observeEtcd(ctx.etcd, controlPlaneHosts(ctx.cluster)));
  const error = read?.seen.error;
  if (error !== undefined && error.split('; ').every(refused)) return { skipped: `no etcd member runs (nothing listens on any member's client port): there is nothing to save` };
  const { seen } = await reachEtcd(ctx, undefined, read);
  const source = etcdSnapshotSource(controlPlaneHosts(ctx.cluster), seen);
  const transport = ctx.transports.get(host)!;
  const dir = `${transport.root}${ETCD_SNAPSHOT_DIR}`;
  const partial = `${dir}/.partial.db`;
  const bytes = new PassThrough();
  const receiving = transport.exec(receiveScript(transport.root, partial), bytes);
  // The host stops reading only by ending the script: then no more is sent.
  const stopped = receiving.then((r) => {
    throw new RemoteError(`host[${host}]`, `stopped receiving the etcd snapshot: ${failureLine(r)}`);
  });
  stopped.catch(() => undefined);
  let whole: { readonly bytes: number; readonly sha256: string };
  try {
    whole = await ctx.etcd!.on(source.host.name).snapshot(async (piece) => {
      if (!bytes.write(piece)) await Promise.race([once(bytes, 'drain'), stopped]);
    });
  } catch (e) {
    // Ended, not destroyed: a piped stream that is destroyed never ends the host's stdin, and the script would wait forever.
    bytes.end();
    await receiving.catch(() => undefined);
    await transport.exec(`rm -f ${shQuote(partial)}`).catch(() => undefined);
    throw e;
  }
  bytes.end();
  const received = await receiving;
  if (received.code !== 0) throw new RemoteError(`host[${host}]`, `cannot save the etcd snapshot under ${ETCD_SNAPSHOT_DIR}: ${failureLine(received)}`);
  const placed = await transport.exec(placeScript(dir, partial, name, keep));
  if (placed.code !== 0) throw new RemoteError(`host[${host}]`, `cannot keep the etcd snapshot under ${ETCD_SNAPSHOT_DIR}: ${failureLine(placed)}`);
  return { where: `host[${host}]:${ETCD_SNAPSHOT_DIR}/${name}`, source: source.host.name, bytes: whole.bytes, sha256: whole.sha256 };
}

/** Receives stdin into the hidden file, in a directory only root may read (made so if it is not). */
function receiveScript(root: string, partial: string): string {
  return ['set -eu', 'umask 077', ...privateHostDirLines(root, ETCD_SNAPSHOT_DIR, 'D'), `rm -f ${shQuote(partial)}`, `cat > ${shQuote(partial)}`].join('\n');
}

/** Names the received file, then removes all but the newest `keep` snapshots (names start with the time they were taken). */
function placeScript(dir: string, partial: string, name: string, keep: number): string {
  return [
    'set -eu', `D=${shQuote(dir)}`, `mv -f ${shQuote(partial)} "$D"/${shQuote(name)}`,
    `ls -1 "$D" | grep '\\.db$' | sort -r | tail -n +${keep + 1} | while read -r f; do rm -f "$D/$f"; done`,
  ].join('\n');
}
