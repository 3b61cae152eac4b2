import type { EtcdSnapshotSaved } from '../model/etcd-snapshot.js';

/** What `etcd snapshot` says once the file is whole: where it came from and how to check it later. */
export function renderEtcdSnapshotText(s: EtcdSnapshotSaved): string {
  return [
    `Saved ${s.file} (0600): a snapshot of etcd from host[${s.host}] (${s.endpoint}).`,
    `  revision  ${s.revision}`,
    ...(s.etcdVersion ? [`  version   ${s.etcdVersion}`] : []),
    `  size      ${s.bytes} bytes (${humanSize(s.bytes)})`,
    `  sha256    ${s.sha256}`,
    '',
  ].join('\n');
}

function humanSize(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} B` : `${size.toFixed(1)} ${units[unit]}`;
}
