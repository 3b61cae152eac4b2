import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCluster } from '../../../test/support/test-clusters.js';
import { managedPaths } from '../managed-paths.js';
import { renderRegistryHosts } from './registry-hosts.js';

const withSoftware = (spec: string) => testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: w-1, role: worker, address: 10.0.0.2 }'], { spec });

test('each mirrored registry gets its hosts.toml under /etc/containerd/certs.d: one [host] table per mirror in the order given, capabilities always written, the registry itself left as containerd\'s default', () => {
  const cluster = withSoftware(`nodeSoftware:
    containerd:
      registryMirrors:
        docker.io: [{ url: "https://mirror.gcr.io" }, { url: "http://10.0.0.9:5000", capabilities: [pull] }]
        registry.example.com:5000: [{ url: "https://mirror.internal/registry", capabilities: [pull, resolve, push], ca: /etc/pki/internal-ca.crt, skipVerify: true, overridePath: true }]
        _default: [{ url: "https://catch-all.internal" }]`);
  const files = renderRegistryHosts(cluster, cluster.hosts[1]!);
  assert.deepEqual(files.map((f) => [f.spec.path, f.spec.mode, f.spec.format, f.spec.sensitive]), [
    ['/etc/containerd/certs.d/docker.io/hosts.toml', 0o644, 'containerd-config', false],
    ['/etc/containerd/certs.d/registry.example.com:5000/hosts.toml', 0o644, 'containerd-config', false],
    ['/etc/containerd/certs.d/_default/hosts.toml', 0o644, 'containerd-config', false],
  ]);
  // Reviewed against containerd's docs/hosts.md, and read back with containerd v2.2.9's own
  // parser (core/remotes/docker/config.ConfigureHosts): docker.io resolves to mirror.gcr.io/v2
  // (pull, resolve), then 10.0.0.9:5000/v2 over http (pull), then registry-1.docker.io.
  const content = files.map((f) => (f.spec as { content: string }).content);
  assert.equal(content[0], `# Written by k8sform from cluster.yaml (spec.nodeSoftware.containerd.registryMirrors["docker.io"]): changes here are undone by the next apply.
[host."https://mirror.gcr.io"]
capabilities = [ "pull", "resolve" ]

[host."http://10.0.0.9:5000"]
capabilities = [ "pull" ]

`);
  assert.equal(content[1], `# Written by k8sform from cluster.yaml (spec.nodeSoftware.containerd.registryMirrors["registry.example.com:5000"]): changes here are undone by the next apply.
[host."https://mirror.internal/registry"]
capabilities = [ "pull", "resolve", "push" ]
ca = "/etc/pki/internal-ca.crt"
skip_verify = true
override_path = true

`);
  assert.match(content[2]!, /^\[host\."https:\/\/catch-all\.internal"\]\ncapabilities = \[ "pull", "resolve" \]$/m);
});

test('hosts.toml files are managed only where containerd\'s configuration is: none without mirrors, none with manageConfig false or without node software', () => {
  const registries = (spec: string) => { const c = withSoftware(spec); return { managed: managedPaths(c, c.hosts[0]!).filter((p) => p.endsWith('/hosts.toml')), rendered: renderRegistryHosts(c, c.hosts[0]!).length }; };
  assert.deepEqual(registries('nodeSoftware: { containerd: { registryMirrors: { docker.io: [{ url: "https://mirror.gcr.io" }] } } }'), { managed: ['/etc/containerd/certs.d/docker.io/hosts.toml'], rendered: 1 });
  assert.deepEqual(registries('nodeSoftware: {}'), { managed: [], rendered: 0 });
  assert.deepEqual(registries('kubelet: {}'), { managed: [], rendered: 0 });
});
