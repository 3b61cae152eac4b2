import { join } from 'node:path';
import type { Desired } from '../model/desired.js';
import { canonicalYaml } from './canonical-yaml.js';

/** Where a rendered resource lands below an output directory: hosts/NAME/PATH or cluster/NAMESPACE/KIND.NAME.yaml. */
export function outputPath(d: Desired): string {
  if (d.spec.kind === 'file') return join('hosts', d.spec.host, d.spec.path);
  const m = d.spec.manifest;
  return join('cluster', m.metadata.namespace ?? '_cluster', `${m.kind}.${m.metadata.name}.yaml`);
}

/** A render as the files of kubeadm's dry-run folder: files with their modes, objects as YAML (0600 when they hold a secret). */
export function outputEntries(desired: readonly Desired[]): { path: string; content: string; mode: number }[] {
  return desired.map((d) => ({
    path: outputPath(d),
    content: d.spec.kind === 'file' ? d.spec.content : canonicalYaml(d.spec.manifest),
    mode: d.spec.kind === 'file' ? d.spec.mode : d.spec.sensitive ? 0o600 : 0o644,
  }));
}
