import type { KubeObject } from './desired.js';

/** Cluster objects as observed for planning: live, as a dry-run apply would leave them, and k8sform's own. */
export interface ObservedObjects {
  /** Live object by printable address; absent when it does not exist. */
  readonly live: ReadonlyMap<string, KubeObject>;
  /** The object as a server-side dry-run apply of the desired one would leave it, by address. */
  readonly dryRun: ReadonlyMap<string, KubeObject>;
  /** Every live object carrying k8sform's managed-by label: candidates for pruning. */
  readonly managed: readonly KubeObject[];
}

/** What the plan saw of a live object: its resourceVersion, and its generation when it has a spec/status split. */
export interface SeenVersion {
  readonly resourceVersion: string;
  readonly generation?: number;
}

export function seenVersionOf(o: KubeObject): SeenVersion {
  const generation = o.metadata.generation;
  return { resourceVersion: String(o.metadata.resourceVersion ?? ''), ...(typeof generation === 'number' ? { generation } : {}) };
}
