import { dirname, resolve as resolvePath } from 'node:path';
import { UserError } from '../errors.js';
import type { AddonObject } from '../model/cluster.js';
import type { KubeObject } from '../model/desired.js';
import type { InputSources } from '../model/input-file.js';
import { CLUSTER_SCOPED_KINDS, definedBy, definedKind, definesClusterScoped, isCustomResourceDefinition } from '../model/kind-scope.js';
import type { ClusterFile } from './cluster-file.generated.js';
import { readAddonCharts } from './addon-charts.js';
import { describe, readAddonManifests } from './addon-manifests.js';

/**
 * Every object of spec.addons: the manifest files' (in file and document order), then the charts'
 * (chart by chart). A chart's namespaced object that names no namespace gets its release's, as
 * `helm install` gives it. An object given twice is refused at its second place. Every problem is
 * one line, `cluster.yaml:line:col: spec.addons.FIELD[i]: source: cause`; any problem throws a
 * UserError with all of them. Whether the apiserver serves each kind, and whether it is namespaced,
 * plan checks with the apiserver.
 */
export function readAddonObjects(
  file: ClusterFile,
  sourcePath: string,
  displayPath: string,
  problem: (field: readonly (string | number)[], message: string) => string,
  inputs: InputSources,
): AddonObject[] {
  const baseDir = dirname(resolvePath(sourcePath));
  const displayDir = dirname(displayPath);
  const candidates = [
    ...readAddonManifests(file, baseDir, displayDir, inputs.readFile, inputs.listFiles),
    ...readAddonCharts(file, baseDir, displayDir, inputs.renderChart),
  ];
  const clusterScoped = new Set(CLUSTER_SCOPED_KINDS);
  for (const c of candidates) if ('manifest' in c && isCustomResourceDefinition(c.manifest) && definesClusterScoped(c.manifest)) clusterScoped.add(definedKind(c.manifest));

  const errors: string[] = [];
  const objects: AddonObject[] = [];
  const firstPlace = new Map<string, string>();
  for (const c of candidates) {
    if ('problem' in c) {
      errors.push(problem(c.field, `${c.source}: ${c.problem}`));
      continue;
    }
    const manifest = c.releaseNamespace === undefined || c.manifest.metadata.namespace !== undefined || clusterScoped.has(definedBy(c.manifest)) ? c.manifest : inNamespace(c.manifest, c.releaseNamespace);
    const id = `${definedBy(manifest)}/${manifest.metadata.namespace ?? ''}/${manifest.metadata.name}`;
    const earlier = firstPlace.get(id);
    if (earlier) {
      errors.push(problem(c.field, `${c.source}: ${describe(manifest)} is also given at ${earlier}: give each object once`));
      continue;
    }
    firstPlace.set(id, c.source);
    objects.push({ manifest, source: c.source });
  }
  if (errors.length) throw new UserError(errors);
  return objects;
}

const inNamespace = (m: KubeObject, namespace: string): KubeObject => ({ ...m, metadata: { ...m.metadata, namespace } });
