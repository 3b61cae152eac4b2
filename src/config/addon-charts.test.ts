import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ChartRelease, RenderChart } from '../model/input-file.js';
import { parseCluster } from './load.js';
import { readerOf } from '../../test/support/apiserver-config-files.js';
import { refusalOf } from '../../test/support/refusal.js';

/** A cluster.yaml at /work/c.yaml with the given spec.addons (YAML lines indented under addons:). */
const clusterText = (addons: string) => `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: demo }
spec:
  kubernetesVersion: v1.34.2
  addons:
${addons}
  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.11 }
`;

/** `helm template`'s output for the given templates: each document under its `# Source:` comment. */
const helmOutput = (chart: string, templates: Record<string, string>) => Object.entries(templates).map(([path, text]) => `---\n# Source: ${chart}/${path}\n${text}`).join('\n');

/** A renderer that answers every release with `output` (or `why`), and remembers what it was asked. */
function renderer(output: string | { why: string }, chartVersion = '0.3.0') {
  const asked: ChartRelease[] = [];
  const render: RenderChart = (release) => {
    asked.push(release);
    return typeof output === 'string' ? { text: output, chartName: 'web', chartVersion } : output;
  };
  return { render, asked };
}

const load = (addons: string, render: RenderChart, files: Record<string, string> = {}) => parseCluster(clusterText(addons), '/work/c.yaml', 'c.yaml', { readFile: readerOf(files), renderChart: render });

const errorsOf = (addons: string, render: RenderChart, files: Record<string, string> = {}) => refusalOf(() => load(addons, render, files)).split('\n');

const WEB = helmOutput('web', {
  'crds/gauges.yaml': 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: { name: gauges.example.com }\nspec: { group: example.com, scope: Cluster, names: { plural: gauges, kind: Gauge } }\n',
  'templates/clusterrole.yaml': 'apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: { name: web-reader }\n',
  'templates/configmap.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: web-settings }\ndata: { greeting: hello }\n',
  'templates/deployment.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: web, namespace: elsewhere }\nspec: {}\n',
  'templates/gauge.yaml': 'apiVersion: example.com/v1\nkind: Gauge\nmetadata: { name: web-gauge }\n',
  'templates/widget.yaml': 'apiVersion: example.com/v1\nkind: Widget\nmetadata: { name: web-widget }\n',
});

test('a chart\'s objects follow the manifests\', each sourced at its release and template; the release namespace fills in only where a namespaced object names none', () => {
  const { render, asked } = renderer(WEB);
  const { cluster } = load(`    manifests: [ns.yaml]
    helm:
      - { name: web, chart: charts/web, namespace: apps, valuesFiles: [values/a.yaml, values/b.yaml], values: { replicas: 2 } }`, render, {
    'ns.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata: { name: apps }\n',
  });
  assert.deepEqual(cluster.addons.objects.map((a) => [a.source, `${a.manifest.kind} ${a.manifest.metadata.namespace ?? '-'}/${a.manifest.metadata.name}`]), [
    ['ns.yaml:1:1', 'Namespace -/apps'],
    ['helm release web: web/crds/gauges.yaml', 'CustomResourceDefinition -/gauges.example.com'],
    ['helm release web: web/templates/clusterrole.yaml', 'ClusterRole -/web-reader'],
    ['helm release web: web/templates/configmap.yaml', 'ConfigMap apps/web-settings'],
    ['helm release web: web/templates/deployment.yaml', 'Deployment elsewhere/web'],
    // Gauge is cluster-scoped by the chart's own definition; Widget is unknown here, so namespaced as helm would take it.
    ['helm release web: web/templates/gauge.yaml', 'Gauge -/web-gauge'],
    ['helm release web: web/templates/widget.yaml', 'Widget apps/web-widget'],
  ]);
  assert.deepEqual(asked, [{
    name: 'web', chart: '/work/charts/web', namespace: 'apps', kubeVersion: 'v1.34.2', valuesFiles: ['/work/values/a.yaml', '/work/values/b.yaml'], values: { replicas: 2 },
  }]);
});

test('a chart helm cannot render, a version other than the pinned one, a release named twice, a Secret and an object also in a manifest are each refused at their entry', () => {
  assert.deepEqual(errorsOf('    helm: [{ name: web, chart: charts/missing, namespace: apps }]', renderer({ why: 'helm show failed: path "/work/charts/missing" not found' }).render), [
    'c.yaml:7:12: spec.addons.helm[0]: helm release web (charts/missing): helm show failed: path "/work/charts/missing" not found',
  ]);
  assert.deepEqual(errorsOf('    helm: [{ name: web, chart: charts/web, namespace: apps, version: 0.2.0 }]', renderer(WEB).render), [
    'c.yaml:7:70: spec.addons.helm[0].version: helm release web: the chart charts/web is web 0.3.0, not version 0.2.0',
  ]);
  const twice = errorsOf(`    helm:
      - { name: web, chart: charts/web, namespace: apps }
      - { name: web, chart: charts/web, namespace: other }`, renderer(helmOutput('web', { 'templates/c.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: c }\n' })).render);
  assert.deepEqual(twice, ['c.yaml:9:17: spec.addons.helm[1].name: helm release web: is also the name of an earlier chart: give each release its own name']);

  const secret = errorsOf('    helm: [{ name: web, chart: charts/web, namespace: apps }]', renderer(helmOutput('web', { 'templates/secret.yaml': 'apiVersion: v1\nkind: Secret\nmetadata: { name: web-password }\nstringData: { password: hunter2 }\n' })).render);
  assert.equal(secret.length, 1);
  assert.match(secret[0]!, /^c\.yaml:7:12: spec\.addons\.helm\[0\]: helm release web: web\/templates\/secret\.yaml: document 1: Secret web-password: Secrets are not taken from add-ons/);
  assert.ok(!secret[0]!.includes('hunter2'), 'the value is never quoted');

  const clash = errorsOf(`    manifests: [cm.yaml]
    helm: [{ name: web, chart: charts/web, namespace: apps }]`, renderer(helmOutput('web', { 'templates/c.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: c }\n' })).render, {
    'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: c, namespace: apps }\n',
  });
  assert.deepEqual(clash, ['c.yaml:8:12: spec.addons.helm[0]: helm release web: web/templates/c.yaml: ConfigMap apps/c is also given at cm.yaml:1:1: give each object once']);
});

test('a cluster given as text renders no chart: naming one is an error', () => {
  assert.throws(() => parseCluster(clusterText('    helm: [{ name: web, chart: charts/web, namespace: apps }]'), '/work/c.yaml', 'c.yaml'), /spec\.addons\.helm\[0\]: helm release web \(charts\/web\): not rendered: this cluster was given as text/);
});

test('a release name or namespace that is not a DNS label is a schema error', () => {
  const errors = errorsOf('    helm: [{ name: Web_1, chart: charts/web, namespace: "-apps" }]', renderer(WEB).render);
  assert.equal(errors.length, 2, errors.join('\n'));
  assert.match(errors[0]!, /spec\.addons\.helm\[0\]\.name/);
  assert.match(errors[1]!, /spec\.addons\.helm\[0\]\.namespace/);
});
