import { join, resolve as resolvePath } from 'node:path';
import { CHARTS_LEFT_OUT, type ChartRelease, type InputSources } from '../model/input-file.js';
import type { ClusterFile } from './cluster-file.generated.js';
import { manifestObjects, type AddonCandidate } from './addon-manifests.js';

type HelmEntry = NonNullable<NonNullable<ClusterFile['spec']['addons']>['helm']>[number];

/**
 * The objects of spec.addons.helm's charts, chart by chart: each rendered by `renderChart` for the
 * cluster's Kubernetes version (paths relative to cluster.yaml), its documents read as a manifest
 * file's are, each with `helm release NAME: TEMPLATE` as its source. A chart helm cannot render, a
 * chart whose version is not the one the entry pins, and a release name given twice are problems.
 * Namespaces are filled in later, once every add-on's definitions are known (see addon-objects).
 */
export function readAddonCharts(file: ClusterFile, baseDir: string, displayDir: string, renderChart: InputSources['renderChart']): AddonCandidate[] {
  if (renderChart === CHARTS_LEFT_OUT) return [];
  const entries = file.spec.addons?.helm ?? [];
  const seen = new Set<string>();
  return entries.flatMap((entry, i): AddonCandidate[] => {
    const field = ['helm', i];
    const label = `helm release ${entry.name}`;
    if (seen.has(entry.name)) return [{ field: [...field, 'name'], source: label, problem: 'is also the name of an earlier chart: give each release its own name' }];
    seen.add(entry.name);
    const rendered = renderChart(chartRelease(entry, file.spec.kubernetesVersion, baseDir));
    if (rendered.why !== undefined) return [{ field, source: `${label} (${join(displayDir, entry.chart)})`, problem: rendered.why }];
    if (entry.version !== undefined && entry.version !== rendered.chartVersion) {
      return [{ field: [...field, 'version'], source: label, problem: `the chart ${join(displayDir, entry.chart)} is ${rendered.chartName} ${rendered.chartVersion}, not version ${entry.version}` }];
    }
    return manifestObjects(rendered.text).map((found) => ({ ...found, field, releaseNamespace: entry.namespace, source: `${label}: ${found.origin ?? `${rendered.chartName} output line ${found.at}`}` }));
  });
}

function chartRelease(entry: HelmEntry, kubeVersion: string, baseDir: string): ChartRelease {
  return {
    name: entry.name,
    chart: resolvePath(baseDir, entry.chart),
    namespace: entry.namespace,
    kubeVersion,
    valuesFiles: (entry.valuesFiles ?? []).map((f) => resolvePath(baseDir, f)),
    values: entry.values ?? {},
  };
}
