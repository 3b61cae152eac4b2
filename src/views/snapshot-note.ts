import { formatDuration } from '../model/duration.js';
import type { SnapshotSource } from '../model/snapshot-source.js';

/** One line: `Planned offline from snapshot F taken 2026-11-24T10:00:00Z (3h12m ago) ...`. */
export function snapshotLine(s: SnapshotSource): string {
  const taken = `${s.takenAt.toISOString().replace(/\.\d+Z$/, 'Z')} (${formatDuration(Math.max(0, Math.round(s.ageSeconds / 60) * 60))} ago)`;
  const config = s.sameConfig ? 'with this cluster.yaml' : 'with another cluster.yaml';
  return `Planned offline from snapshot ${s.file} taken ${taken} ${config}: the hosts and the cluster may have changed since; this plan cannot be applied.`;
}
