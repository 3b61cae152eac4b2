import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadClusterFile } from '../../src/engine/load-cluster.js';
import { UserError } from '../../src/errors.js';
import { CLI, repoPath } from '../support/paths.js';
import { toolPath } from '../support/tools.js';

// spec.addons.helm with the helm command users run (built from its Go module by scripts/tools/helm.sh),
// on the chart in test/fixtures/charts/web: a directory, then the same chart packaged by helm.

let dir: string;
let helm: string;

before(() => {
  helm = toolPath('helm');
  process.env.K8SFORM_HELM = helm;
  dir = mkdtempSync(join(tmpdir(), 'k8sform-helm-'));
  cpSync(repoPath('test', 'fixtures', 'charts', 'web'), join(dir, 'charts', 'web'), { recursive: true });
  execFileSync(helm, ['package', join(dir, 'charts', 'web'), '--destination', join(dir, 'packaged')], { stdio: 'ignore' });
  writeFileSync(join(dir, 'values.yaml'), 'greeting: from-the-file\nreplicas: 2\n');
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** A cluster.yaml in the test directory whose spec.addons.helm is `entries` (a YAML flow list). */
function clusterFile(entries: string): string {
  const path = join(dir, 'cluster.yaml');
  writeFileSync(path, `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: demo }
spec:
  kubernetesVersion: v1.34.2
  addons:
    helm: ${entries}
  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.11 }
`);
  return path;
}

const listed = (path: string) => loadClusterFile(path, 'cluster.yaml').cluster.addons.objects.map((a) => `${a.source} ${a.manifest.kind} ${a.manifest.metadata.namespace ?? '-'}/${a.manifest.metadata.name}`);

/** In helm's install order (by kind: ConfigMap before ClusterRole), which k8sform keeps within its own ordering. */
const EXPECTED = [
  'helm release web: web/crds/gauges.yaml CustomResourceDefinition -/gauges.example.com',
  'helm release web: web/templates/configmap.yaml ConfigMap apps/web-settings',
  'helm release web: web/templates/clusterrole.yaml ClusterRole -/web-reader',
  'helm release web: web/templates/deployment.yaml Deployment apps/web',
  'helm release web: web/templates/gauge.yaml Gauge -/web-gauge',
];

test('a chart directory renders for the cluster\'s version: its definitions first, without hooks or tests, values files then values applied in order, namespaces filled as helm install fills them', () => {
  const path = clusterFile('[{ name: web, chart: charts/web, namespace: apps, valuesFiles: [values.yaml], values: { replicas: 3 } }]');
  assert.deepEqual(listed(path), EXPECTED);
  const objects = loadClusterFile(path).cluster.addons.objects.map((a) => a.manifest);
  const settings = objects.find((m) => m.kind === 'ConfigMap') as unknown as { data: Record<string, string> };
  assert.deepEqual(settings.data, { greeting: 'from-the-file', kubeVersion: 'v1.34.2' });
  assert.equal((objects.find((m) => m.kind === 'Deployment') as unknown as { spec: { replicas: number } }).spec.replicas, 3, 'values override the values file');
});

test('the same chart packaged as a .tgz gives the same objects; a version pin must match the chart', () => {
  assert.deepEqual(listed(clusterFile('[{ name: web, chart: packaged/web-0.3.0.tgz, namespace: apps, version: 0.3.0 }]')), EXPECTED);
  assert.throws(() => listed(clusterFile('[{ name: web, chart: packaged/web-0.3.0.tgz, namespace: apps, version: 0.4.0 }]')), (e: Error) => {
    assert.ok(e instanceof UserError);
    assert.equal(e.message, 'cluster.yaml:7:82: spec.addons.helm[0].version: helm release web: the chart packaged/web-0.3.0.tgz is web 0.3.0, not version 0.4.0');
    return true;
  });
});

test('a Secret a chart renders is refused without its value; a chart helm cannot find is helm\'s own one-line cause', () => {
  assert.throws(() => listed(clusterFile('[{ name: web, chart: charts/web, namespace: apps, values: { password: s3cr3t-Pa55 } }]')), (e: Error) => {
    assert.ok(e instanceof UserError);
    assert.match(e.message, /^cluster\.yaml:7:12: spec\.addons\.helm\[0\]: helm release web: web\/templates\/secret\.yaml: document \d+: Secret web-password: Secrets are not taken from add-ons/);
    assert.ok(!e.message.includes('s3cr3t-Pa55'));
    return true;
  });
  assert.throws(() => listed(clusterFile('[{ name: web, chart: charts/nothing, namespace: apps }]')), (e: Error) => {
    assert.equal(e.message.split('\n').length, 1, e.message);
    assert.match(e.message, /^cluster\.yaml:7:12: spec\.addons\.helm\[0\]: helm release web \(charts\/nothing\): helm show failed: .*charts\/nothing.*not found/);
    return true;
  });
});

test('validate without helm, or with a helm too old, fails naming what to install; nothing else is said', () => {
  const path = clusterFile('[{ name: web, chart: charts/web, namespace: apps }]');
  const missing = spawnSync(process.execPath, [CLI, 'validate', '-f', path], { encoding: 'utf8', env: { ...process.env, K8SFORM_HELM: join(dir, 'no-such-helm') } });
  assert.equal(missing.status, 1);
  assert.equal(missing.stderr.trim(), `${path}:7:12: spec.addons.helm[0]: helm release web (${join(dir, 'charts/web')}): the helm command (${join(dir, 'no-such-helm')}) is not installed: install Helm 3.8 or newer (https://helm.sh/docs/intro/install/), or set K8SFORM_HELM to its path`);
  const old = join(dir, 'old-helm');
  writeFileSync(old, '#!/bin/sh\necho v3.5.4\n');
  chmodSync(old, 0o755);
  const tooOld = spawnSync(process.execPath, [CLI, 'validate', '-f', path], { encoding: 'utf8', env: { ...process.env, K8SFORM_HELM: old } });
  assert.equal(tooOld.status, 1);
  assert.match(tooOld.stderr, /: the helm command \(.*old-helm\) is Helm v3\.5\.4: k8sform needs Helm 3\.8 or newer, or Helm 4\n$/);
  const ok = spawnSync(process.execPath, [CLI, 'validate', '-f', path], { encoding: 'utf8', env: { ...process.env, K8SFORM_HELM: helm } });
  assert.equal(ok.status, 0, ok.stderr);
});

test('commands that never touch cluster objects load without rendering charts, so they work where no helm is installed; plan does not', () => {
  const path = clusterFile('[{ name: web, chart: charts/web, namespace: apps }]');
  const noHelm = { ...process.env, K8SFORM_HELM: join(dir, 'no-such-helm') };
  // Port 1 refuses at once: the command gets past loading cluster.yaml to its hosts.
  writeFileSync(path, readFileSync(path, 'utf8').replace('  hosts:', '  ssh: { port: 1 }\n  hosts:'));
  for (const args of [['certs'], ['pki', 'export', '-o', join(dir, 'export')]]) {
    const r = spawnSync(process.execPath, [CLI, ...args, '-f', path], { encoding: 'utf8', env: noHelm });
    assert.equal(r.status, 1, args.join(' '));
    assert.doesNotMatch(r.stderr, /helm/, args.join(' '));
    assert.match(r.stderr, /cp-1: /, args.join(' '));
  }
  const plan = spawnSync(process.execPath, [CLI, 'plan', '-f', path], { encoding: 'utf8', env: noHelm });
  assert.equal(plan.status, 1);
  assert.match(plan.stderr, /spec\.addons\.helm\[0\]: .*the helm command .* is not installed/);
});
