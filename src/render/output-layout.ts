import { join } from 'node:path';
import type { Desired } from '../model/desired.js';
import { canonicalYaml } from './canonical-yaml.js';

/** Where a rendered resource lands below an output directory: hosts/NAME/PATH or cluster/NAMESPACE/KIND.NAME.yaml. */
export function outputPath(d: Desired): string {
  if (d.spec.kind !== 'object') return join('hosts', d.spec.host, d.spec.path);
  const m = d.spec.manifest;
  return join('cluster', m.metadata.namespace ?? '_cluster', `${m.kind}.${m.metadata.name}.yaml`);
}

/** A file (its bytes) or an empty directory below an output directory, with its mode. */
export type OutputEntry = { readonly path: string; readonly content: string; readonly mode: number } | { readonly path: string; readonly directory: true; readonly mode: number };

/**
 * A render as the files of kubeadm's dry-run folder: files with their modes, directories k8sform
 * makes (the etcd data directory) empty with theirs, objects as YAML (0600 when they hold a secret).
 */
export function outputEntries(desired: readonly Desired[]): OutputEntry[] {
  return desired.map((d): OutputEntry => {
    const path = outputPath(d);
    switch (d.spec.kind) {
      case 'file':
        return { path, content: d.spec.content, mode: d.spec.mode };
      case 'dir':
        return { path, directory: true, mode: d.spec.mode };
      case 'object':
        return { path, content: canonicalYaml(d.spec.manifest), mode: d.spec.sensitive ? 0o600 : 0o644 };
    }
  });
}
