import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UserError } from '../errors.js';
import type { ListInputFiles } from '../model/input-file.js';
import { parseCluster } from './load.js';
import { readerOf } from '../../test/support/apiserver-config-files.js';

/** A cluster.yaml at /work/c.yaml whose spec.addons.manifests is `patterns` (a YAML flow list). */
const clusterText = (patterns: string) => `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: demo }
spec:
  kubernetesVersion: v1.34.2
  addons:
    manifests: ${patterns}
  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.11 }
`;

/** Globs as matchInputFiles answers them (`*` within one path segment); a path without one is itself. */
const lister = (files: Record<string, string>): ListInputFiles => (pattern) => {
  if (!pattern.includes('*')) return [pattern];
  const re = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
  return Object.keys(files).filter((f) => re.test(f)).sort();
};

const load = (patterns: string, files: Record<string, string>) => parseCluster(clusterText(patterns), '/work/c.yaml', 'c.yaml', { readFile: readerOf(files), listFiles: lister(files) });

function errorsOf(patterns: string, files: Record<string, string>): string[] {
  try {
    load(patterns, files);
  } catch (e) {
    assert.ok(e instanceof UserError, String(e));
    return [...e.lines];
  }
  assert.fail('expected a UserError');
}

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: demo
spec: { replicas: 2 }
`;

test('every document of the files a pattern matches is an object, in file and document order, with where it starts; comments and empty documents are none; a List is unpacked', () => {
  const { cluster } = load('[addons/*.yaml]', {
    'addons/b.yaml': `${DEPLOYMENT}---\n# only a comment\n---\n`,
    'addons/a.yaml': `apiVersion: v1\nkind: Namespace\nmetadata: { name: demo }\n---\napiVersion: v1\nkind: List\nitems:\n- { apiVersion: v1, kind: ConfigMap, metadata: { name: x, namespace: demo } }\n- apiVersion: v1\n  kind: ServiceAccount\n  metadata: { name: y, namespace: demo }\n`,
  });
  assert.deepEqual(cluster.addons.objects.map((a) => [a.source, `${a.manifest.kind}/${a.manifest.metadata.name}`]), [
    ['addons/a.yaml:1:1', 'Namespace/demo'],
    ['addons/a.yaml:8:3', 'ConfigMap/x'],
    ['addons/a.yaml:9:3', 'ServiceAccount/y'],
    ['addons/b.yaml:1:1', 'Deployment/web'],
  ]);
  assert.deepEqual(cluster.addons.objects[3]!.manifest, { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'demo' }, spec: { replicas: 2 } });
  assert.deepEqual(load('[]', {}).cluster.addons.objects, []);
});

test('a document that is not an addressable object is refused at its place: no apiVersion, a bad kind, no name, generateName, a bad namespace, not a mapping', () => {
  const errors = errorsOf('[bad.yaml]', {
    'bad.yaml': [
      'kind: ConfigMap\nmetadata: { name: a }', // lines 1-2
      'apiVersion: v1\nkind: configmap\nmetadata: { name: b }', // lines 4-6
      'apiVersion: v1\nkind: ConfigMap\nmetadata: { labels: {} }', // lines 8-10
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: { generateName: web- }', // lines 12-14
      'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: c, namespace: Not_A_Namespace }', // lines 16-18
      '- a list, not an object', // line 20
    ].join('\n---\n'),
  });
  assert.deepEqual(errors, [
    'c.yaml:7:17: spec.addons.manifests[0]: bad.yaml:1:1: document 1: apiVersion is missing',
    'c.yaml:7:17: spec.addons.manifests[0]: bad.yaml:5:7: document 2: kind "configmap" is not a kind (Deployment, ConfigMap, ...)',
    'c.yaml:7:17: spec.addons.manifests[0]: bad.yaml:10:11: document 3: ConfigMap: metadata.name is missing',
    'c.yaml:7:17: spec.addons.manifests[0]: bad.yaml:14:27: document 4: Deployment: metadata.generateName makes a new object at every apply; give it a metadata.name',
    'c.yaml:7:17: spec.addons.manifests[0]: bad.yaml:18:33: document 5: ConfigMap c: metadata.namespace "Not_A_Namespace" is not a valid namespace',
    'c.yaml:7:17: spec.addons.manifests[0]: bad.yaml:20:1: document 6: is not a Kubernetes object (a mapping with apiVersion, kind and metadata.name)',
  ]);
});

test('a Secret, an object given twice, invalid YAML, a pattern matching nothing and a file that cannot be read are refused, each at its place', () => {
  const errors = errorsOf('[secret.yaml, twice/*.yaml, broken.yaml, none/*.yaml, missing.yaml]', {
    'secret.yaml': 'apiVersion: v1\nkind: Secret\nmetadata: { name: pw, namespace: demo }\nstringData: { password: hunter2 }\n',
    'twice/a.yaml': DEPLOYMENT,
    // apps/v1beta2 is the same group: the same object.
    'twice/b.yaml': `# again\n${DEPLOYMENT.replace('apps/v1', 'apps/v1beta2')}`,
    'broken.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: x\n',
  });
  assert.equal(errors.length, 5, errors.join('\n'));
  assert.match(errors[0]!, /^c\.yaml:7:17: spec\.addons\.manifests\[0\]: secret\.yaml:2:7: document 1: Secret pw: Secrets are not taken from add-ons: plan would show their values/);
  assert.ok(!errors.join('\n').includes('hunter2'), 'a value of the refused Secret is never quoted');
  assert.equal(errors[1], 'c.yaml:7:30: spec.addons.manifests[1]: twice/b.yaml:2:1: Deployment demo/web is also given at twice/a.yaml:1:1: give each object once');
  assert.match(errors[2]!, /^c\.yaml:7:44: spec\.addons\.manifests\[2\]: broken\.yaml:\d+:\d+: not valid YAML: /);
  assert.equal(errors[3], 'c.yaml:7:57: spec.addons.manifests[3]: none/*.yaml: no file matches (relative to .)');
  assert.equal(errors[4], 'c.yaml:7:70: spec.addons.manifests[4]: missing.yaml: cannot read: no such file');
});
