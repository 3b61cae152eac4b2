import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'yaml';
import { loadClusterFile } from '../../src/engine/load-cluster.js';
import { APISERVER_CONFIG_FILE_FLAGS, MANAGED_FLAGS, type ComponentName } from '../../src/config/managed-flags.js';
import { controlPlaneHosts, type Cluster } from '../../src/model/cluster.js';
import { staticPods } from '../../src/render/static-pods/index.js';
import { ALL_CONFIG_FILES, loadWithConfigFiles } from '../support/apiserver-config-files.js';
import { repoPath } from '../support/paths.js';

const examples = ['ha', 'external-etcd', 'hardened', 'single-node', 'local'].map((name) => {
  const path = repoPath('examples/clusters', name, 'cluster.yaml');
  return loadClusterFile(path).cluster;
});
const withFiles = [ALL_CONFIG_FILES, 'auditPolicy: { policyFile: audit.yaml }', 'admission: { configFile: admission.yaml }', 'authentication: { configFile: authn.yaml }'].map((lines) => loadWithConfigFiles(lines).cluster);

const userFlags = (cluster: Cluster, component: ComponentName) =>
  ({ 'kube-apiserver': cluster.apiServer, 'kube-controller-manager': cluster.controllerManager, 'kube-scheduler': cluster.scheduler, etcd: cluster.etcd.mode === 'local' ? cluster.etcd : { extraArgs: {} } })[component].extraArgs;

/** The flags each static pod of the first control plane is started with, by component. */
function flagsOf(cluster: Cluster): Map<ComponentName, string[]> {
  return new Map(staticPods(cluster, controlPlaneHosts(cluster)[0]!).manifests.map((m) => {
    const pod = parse(m.spec.content) as { metadata: { name: ComponentName }; spec: { containers: { command: string[] }[] } };
    return [pod.metadata.name, pod.spec.containers[0]!.command.slice(1).map((f) => /^--([^=]+)/.exec(f)![1]!)];
  }));
}

test('every flag a static pod is rendered with is a managed flag, a configuration file flag of a field cluster.yaml sets, or the user\'s', () => {
  for (const cluster of [...examples, ...withFiles]) {
    const asked = (Object.keys(APISERVER_CONFIG_FILE_FLAGS) as (keyof typeof APISERVER_CONFIG_FILE_FLAGS)[]).filter((field) => cluster.apiServer[field] !== undefined);
    for (const [component, flags] of flagsOf(cluster)) {
      const allowed = new Set<string>([...MANAGED_FLAGS[component], ...Object.keys(userFlags(cluster, component)), ...(component === 'kube-apiserver' ? asked.flatMap((f) => APISERVER_CONFIG_FILE_FLAGS[f]) : [])]);
      assert.deepEqual(flags.filter((f) => !allowed.has(f)), [], `${cluster.name} ${component}`);
    }
    // A field's flags are set exactly when the field is.
    const apiserver = flagsOf(cluster).get('kube-apiserver')!;
    for (const [field, flags] of Object.entries(APISERVER_CONFIG_FILE_FLAGS)) {
      for (const flag of flags) assert.equal(apiserver.includes(flag), asked.includes(field as keyof typeof APISERVER_CONFIG_FILE_FLAGS), `${cluster.name}: --${flag}`);
    }
  }
});

test('the configuration file flags are kube-apiserver flags k8sform does not otherwise manage', () => {
  const managed: readonly string[] = MANAGED_FLAGS['kube-apiserver'];
  for (const flag of Object.values(APISERVER_CONFIG_FILE_FLAGS).flat()) assert.ok(!managed.includes(flag), flag);
});
