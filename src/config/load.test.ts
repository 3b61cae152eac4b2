import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UserError } from '../errors.js';
import { parseCluster } from './load.js';

const MINIMAL = `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: demo }
spec:
  kubernetesVersion: v1.34.2
  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.11 }
`;

function errorsOf(text: string): string[] {
  try {
    parseCluster(text, 'c.yaml');
  } catch (e) {
    assert.ok(e instanceof UserError, String(e));
    return [...e.lines];
  }
  assert.fail('expected a UserError');
}

test('defaults follow kubeadm', () => {
  const { cluster, warnings } = parseCluster(MINIMAL, 'c.yaml');
  assert.deepEqual(warnings, []);
  assert.equal(cluster.clusterName, 'kubernetes');
  assert.equal(cluster.imageRepository, 'registry.k8s.io');
  assert.deepEqual(cluster.networking, {
    serviceSubnet: '10.96.0.0/12', podSubnet: undefined, dnsDomain: 'cluster.local', kubernetesServiceIP: '10.96.0.1', dnsServiceIP: '10.96.0.10',
  });
  assert.deepEqual(cluster.controlPlaneEndpoint, { host: '10.0.0.11', port: 6443, configured: false });
  assert.equal(cluster.certificates.keyAlgorithm, 'rsa-2048');
  assert.equal(cluster.certificates.caValiditySeconds, 87600 * 3600);
  assert.equal(cluster.certificates.validitySeconds, 8760 * 3600);
  assert.equal(cluster.certificates.renewBeforeSeconds, 720 * 3600);
  assert.deepEqual(cluster.etcd, { mode: 'local', dataDir: '/var/lib/etcd', imageTag: '3.6.5-0', extraArgs: {}, extraEnvs: [], keepSnapshots: 3 });
  assert.equal(cluster.keepBackups, 10, 'each host keeps its newest 10 backup folders');
  assert.equal(cluster.kubelet.cgroupDriver, 'systemd');
  assert.equal(cluster.kubelet.criSocket, 'unix:///run/containerd/containerd.sock');
  assert.deepEqual(cluster.bootstrapTokens, [
    { description: 'default join token', ttlSeconds: 86400, usages: ['signing', 'authentication'], groups: ['system:bootstrappers:kubeadm:default-node-token'] },
  ]);
  assert.deepEqual(cluster.addons, { kubeProxy: { enabled: true, mode: 'iptables' }, coreDNS: { enabled: true, replicas: 2 }, objects: [] });
  const h = cluster.hosts[0]!;
  assert.equal(h.internalAddress, '10.0.0.11');
  assert.equal(h.transport.kind, 'ssh');
  if (h.transport.kind === 'ssh') {
    assert.equal(h.transport.ssh.user, 'root');
    assert.equal(h.transport.ssh.port, 22);
    assert.equal(h.transport.ssh.sudo, false);
    assert.match(h.transport.ssh.knownHostsFile, /\/known_hosts$/);
  }
});

test('per-host ssh settings override the cluster ones field by field', () => {
  const text = MINIMAL.replace('  hosts:', '  ssh: { user: deploy, port: 2222, sudo: true }\n  hosts:').replace(
    'address: 10.0.0.11 }',
    'address: 10.0.0.11, ssh: { port: 22, bastion: { address: jump.example.com } } }',
  );
  const h = parseCluster(text, 'c.yaml').cluster.hosts[0]!;
  assert.ok(h.transport.kind === 'ssh');
  assert.equal(h.transport.ssh.user, 'deploy');
  assert.equal(h.transport.ssh.port, 22);
  assert.equal(h.transport.ssh.sudo, true);
  assert.deepEqual(h.transport.ssh.bastion, { address: 'jump.example.com', user: 'deploy', port: 22 });
});

test('errors point at the line and column of the offending value', () => {
  const text = MINIMAL.replace('v1.34.2', 'v1.34').replace('role: control-plane', 'role: master');
  assert.deepEqual(errorsOf(text), [
    'c.yaml:5:22: spec.kubernetesVersion: must be an exact version such as v1.37.2 (got "v1.34")',
    'c.yaml:7:27: spec.hosts[0].role: must be one of "control-plane", "worker" (got "master")',
  ]);
});

test('one mistake reads as one line: one cause per field, no rule about a field the schema refused, missing fields named together, warnings once there are no errors', () => {
  assert.deepEqual(errorsOf(MINIMAL.replace('address: 10.0.0.11', 'address: ""')), ['c.yaml:7:51: spec.hosts[0].address: must not be empty']);
  assert.deepEqual(errorsOf(MINIMAL.replace('address: 10.0.0.11', 'address: 10.0.0.300')), ['c.yaml:7:51: spec.hosts[0].address: must be an IP address or a DNS name (got "10.0.0.300")']);
  assert.deepEqual(errorsOf('{"apiVersion": "k8sform/v1alpha1"}'), ['c.yaml:1:1: (document): missing required fields "kind", "metadata", "spec"']);
  const withWarning = MINIMAL.replace('  hosts:', '  apiServer: { extraArgs: { secure-port: "7443" } }\n  hosts:');
  assert.doesNotThrow(() => parseCluster(withWarning, 'c.yaml'), 'a warning alone passes');
  assert.deepEqual(errorsOf(withWarning.replace('v1.34.2', 'v1.34')), ['c.yaml:5:22: spec.kubernetesVersion: must be an exact version such as v1.37.2 (got "v1.34")'], 'the warning waits until the error is fixed');
});

test('unknown fields point at the key and suggest the closest known one', () => {
  const text = MINIMAL.replace('  hosts:', '  kubernetesVersio: x\n  hosts:');
  assert.deepEqual(errorsOf(text), ['c.yaml:6:3: spec.kubernetesVersio: unknown field "kubernetesVersio" (did you mean "kubernetesVersion"?)']);
});

test('a known field at the wrong level says where it belongs', () => {
  assert.deepEqual(errorsOf(MINIMAL.replace('  hosts:', '  identityFile: ~/.ssh/id\n  hosts:')), [
    'c.yaml:6:3: spec.identityFile: unknown field "identityFile" (did you mean spec.ssh.identityFile or spec.hosts[].ssh.identityFile?)',
  ]);
  assert.deepEqual(errorsOf(MINIMAL.replace('  hosts:', '  podSubnet: 10.244.0.0/16\n  hosts:')), [
    'c.yaml:6:3: spec.podSubnet: unknown field "podSubnet" (did you mean spec.networking.podSubnet?)',
  ]);
});

test('a syntax error from a key indented wrongly names the field, the columns and the parser\'s words', () => {
  const text = MINIMAL.replace('  hosts:', '  networking:\n    serviceSubnet: 10.96.0.0/12\n     podSubnet: 10.244.0.0/16\n  hosts:');
  assert.deepEqual(errorsOf(text), [
    'c.yaml:8:6: spec.networking: "podSubnet" is indented deeper than "serviceSubnet" above it, which already has a value; as a field of spec.networking, start it at column 5 as "serviceSubnet" does (YAML: Nested mappings are not allowed in compact mappings)',
  ]);
  // A syntax error that is not about indentation keeps the parser's words and position.
  assert.deepEqual(errorsOf(MINIMAL.replace('name: demo }', 'name: demo')), ['c.yaml:4:1: Flow map in block collection must be sufficiently indented and end with a }']);
});

test('an unknown field whose name holds a line break is reported on one line', () => {
  const text = MINIMAL.replace('  hosts:', '  "a\\nb": x\n  hosts:');
  assert.deepEqual(errorsOf(text), ['c.yaml:6:3: spec["a\\nb"]: unknown field "a\\nb"']);
});

test('missing required fields point at the mapping that lacks them', () => {
  assert.deepEqual(errorsOf(MINIMAL.replace('  kubernetesVersion: v1.34.2\n', '')), ['c.yaml:4:1: spec: missing required field "kubernetesVersion"']);
});

test('schema and semantic errors are reported together, in file order', () => {
  const text = MINIMAL.replace('v1.34.2', 'v1.30.0').replace('metadata: { name: demo }', 'metadata: { name: Demo }');
  const lines = errorsOf(text);
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /^c\.yaml:3:19: metadata\.name: must be a DNS-1123 label/);
  assert.match(lines[1]!, /^c\.yaml:5:22: spec\.kubernetesVersion: Kubernetes v1\.30\.0 is not supported \(nearest: v1\.32\.13\): this k8sform renders v1\.32\.0–v1\.32\.13, v1\.33\.0–v1\.33\.13, v1\.34\.0–v1\.34\.5, v1\.35\.0–v1\.35\.5, v1\.36\.0–v1\.36\.4, v1\.37\.0–v1\.37\.2$/);
});

test('YAML syntax errors and duplicate keys are located', () => {
  assert.match(errorsOf('apiVersion: a\napiVersion: b\n')[0]!, /^c\.yaml:2:1: Map keys must be unique/);
  assert.match(errorsOf('a: [1, 2\n')[0]!, /^c\.yaml:\d+:\d+: /);
  assert.deepEqual(errorsOf(''), ['c.yaml: is empty']);
  assert.match(errorsOf(`${MINIMAL}---\n${MINIMAL}`)[0]!, /^c\.yaml:8:1: holds more than one YAML document/);
});

test('semantic rules', () => {
  const withHosts = (hosts: string, extra = '') =>
    `apiVersion: k8sform/v1alpha1\nkind: Cluster\nmetadata: { name: d }\nspec:\n  kubernetesVersion: v1.34.2\n${extra}  hosts:\n${hosts}`;
  const cp = (n: number, more = '') => `    - { name: cp-${n}, role: control-plane, address: 10.0.0.${n}${more} }\n`;
  assert.match(errorsOf(withHosts('    - { name: w, role: worker, address: 10.0.0.9 }\n')).join('\n'), /needs at least one host with role: control-plane/);
  assert.match(errorsOf(withHosts(cp(1) + cp(2))).join('\n'), /c\.yaml:4:1: spec: missing controlPlaneEndpoint: with 2 control-plane hosts/);
  assert.match(errorsOf(withHosts(cp(1), '  networking: { serviceSubnet: 10.96.0.1/12 }\n')).join('\n'), /serviceSubnet: must be a CIDR .* no host bits/);
  assert.match(errorsOf(withHosts(cp(1), '  networking: { serviceSubnet: 10.0.0.0/8 }\n')).join('\n'), /too large/);
  assert.match(errorsOf(withHosts(cp(1), '  networking: { podSubnet: 10.0.0.0/16 }\n')).join('\n'), /10\.0\.0\.1 lies inside the pod subnet/);
  assert.match(errorsOf(withHosts(cp(1), '  networking: { podSubnet: "fd00::/56" }\n')).join('\n'), /same IP family/);
  assert.match(errorsOf(withHosts('    - { name: cp-1, role: control-plane, address: cp1.example.com }\n')).join('\n'), /set internalAddress/);
  assert.match(errorsOf(withHosts(cp(1, ', labels: { "bad key!": x }'))).join('\n'), /not a valid label key/);
  assert.match(errorsOf(withHosts(cp(1), '  etcd: { local: {}, external: { endpoints: [https://e:2379] } }\n')).join('\n'), /either etcd\.local or etcd\.external/);
  assert.match(errorsOf(withHosts(cp(1), '  certificates: { validity: 90000h }\n')).join('\n'), /longer than caValidity/);
  assert.match(errorsOf(withHosts(cp(1), '  certificates: { caValidity: 0h }\n')).join('\n'), /caValidity: must be longer than zero/);
  assert.match(errorsOf(withHosts(cp(1), '  controlPlaneEndpoint: "api.example.com:99999"\n')).join('\n'), /controlPlaneEndpoint: must be host or host:port/);
});

test('warnings do not fail: even etcd members, managed flag overrides, workers without tokens', () => {
  const text = `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: d }
spec:
  kubernetesVersion: v1.34.2
  controlPlaneEndpoint: api.example.com
  apiServer: { extraArgs: { authorization-mode: "Node,RBAC,Webhook" } }
  bootstrapTokens: []
  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.1 }
    - { name: cp-2, role: control-plane, address: 10.0.0.2 }
    - { name: w-1, role: worker, address: 10.0.0.3 }
`;
  const { warnings, cluster } = parseCluster(text, 'c.yaml');
  assert.deepEqual(warnings, [
    'c.yaml:4:1: warning: spec.etcd: local etcd with 2 control-plane hosts: an even member count tolerates no more failures than 1; use an odd number',
    'c.yaml:7:29: warning: spec.apiServer.extraArgs["authorization-mode"]: overrides --authorization-mode, which k8sform sets for kube-apiserver',
    'c.yaml:8:20: warning: spec.bootstrapTokens: no bootstrap token: the 1 worker(s) get a placeholder in bootstrap-kubelet.conf and cannot join',
  ]);
  assert.deepEqual(cluster.controlPlaneEndpoint, { host: 'api.example.com', port: 6443, configured: true });
});

test('a non-root ssh user must use sudo; relative identity files are relative to cluster.yaml', () => {
  const text = MINIMAL.replace('  hosts:', '  ssh: { user: deploy, identityFile: keys/id }\n  hosts:');
  assert.match(errorsOf(text).join('\n'), /^c\.yaml:6:3: spec\.ssh: user "deploy" is not root: set sudo: true/);
  const ok = parseCluster(text.replace('user: deploy,', 'user: deploy, sudo: true,'), '/srv/c/c.yaml').cluster.hosts[0]!;
  assert.ok(ok.transport.kind === 'ssh');
  assert.equal(ok.transport.ssh.identityFile, '/srv/c/keys/id');
  const home = parseCluster(MINIMAL.replace('  hosts:', '  ssh: { identityFile: ~/.ssh/id }\n  hosts:'), '/srv/c/c.yaml').cluster.hosts[0]!;
  assert.ok(home.transport.kind === 'ssh');
  assert.equal(home.transport.ssh.identityFile, '~/.ssh/id');
});

test('strings that reach files, flags and commands are checked where they are written', () => {
  const withSpec = (extra: string) => MINIMAL.replace('  hosts:\n', `${extra}\n  hosts:\n`);
  const cases: [string, RegExp][] = [
    // A space and a flag in the socket would become a second kubelet flag in kubeadm-flags.env.
    ['  kubelet: { criSocket: "unix:///run/containerd/containerd.sock --authorization-mode=AlwaysAllow" }', /^c\.yaml:6:25: spec\.kubelet\.criSocket: must be a unix:\/\/\/ socket URL/],
    ['  imageRepository: "registry.k8s.io\\n$(touch /tmp/x)"', /^c\.yaml:6:20: spec\.imageRepository: must be a registry and path in lower case.*\(got "registry\.k8s\.io\\n\$\(touch \/tmp\/x\)"\)$/],
    ['  imageRepository: Registry.K8s.io', /spec\.imageRepository: must be a registry and path in lower case/],
    ['  apiServer: { extraArgs: { audit-log-path: "/x\\n- --anonymous-auth=true" } }', /spec\.apiServer\.extraArgs\["audit-log-path"\]: must be one line without control characters/],
    ['  scheduler: { extraEnvs: [ { name: A, value: "a\\rb" } ] }', /spec\.scheduler\.extraEnvs\[0\]\.value: must be one line without control characters/],
    ['  etcd: { local: { dataDir: /var/lib/etcd/../../../etc } }', /spec\.etcd\.local\.dataDir: must be an absolute, normalised path/],
    ['  etcd: { local: { dataDir: /var/lib//etcd } }', /spec\.etcd\.local\.dataDir: must be an absolute, normalised path/],
    ['  etcd: { local: { dataDir: /var/lib } }', /spec\.etcd\.local\.dataDir: \/var\/lib is not a directory of etcd's own: k8sform keeps the etcd data directory 0700/],
    ['  etcd: { local: { dataDir: /etcd } }', /spec\.etcd\.local\.dataDir: \/etcd is not a directory of etcd's own/],
    ['  etcd: { local: { dataDir: /etc/kubernetes/etcd } }', /spec\.etcd\.local\.dataDir: \/etc\/kubernetes\/etcd is not/],
    ['  apiServer: { extraVolumes: [ { name: a, hostPath: /a, mountPath: /a }, { name: a, hostPath: /b, mountPath: /b } ] }', /spec\.apiServer\.extraVolumes\[1\]\.name: "a" is already the name of an earlier volume of this component/],
    [`  certificates: { certSANs: [ ${'a'.repeat(64)}.example.com ] }`, /spec\.certificates\.certSANs\[0\]: must be an IP address or a DNS name/],
    ['  etcd: { external: { endpoints: ["https://10.0.0.5:2379 --x"], caFile: /a, certFile: /b, keyFile: /c } }', /spec\.etcd\.external\.endpoints\[0\]: must be a URL/],
    ['  certificates: { etcdCA: { certFile: /a, keyFile: /b }, rotateCA: { etcdCA: trust-both } }', /spec\.certificates\.rotateCA\.etcdCA: spec\.certificates\.etcdCA gives this CA from your files, and k8sform rotates only the CAs it generated/],
    ['  certificates: { rotateCA: { etcdCA: reissue } }\n  etcd: { external: { endpoints: [https://10.0.0.5:2379], caFile: /a, certFile: /b, keyFile: /c } }', /spec\.certificates\.rotateCA\.etcdCA: the cluster uses external etcd \(spec\.etcd\.external\), whose CA k8sform does not hold/],
    ['  certificates: { ca: { certFile: /a, keyFile: /b }, rotateCA: { ca: trust-both } }', /spec\.certificates\.rotateCA\.ca: spec\.certificates\.ca gives this CA from your files, and k8sform rotates only the CAs it generated/],
  ];
  for (const [extra, cause] of cases) {
    const errors = errorsOf(withSpec(extra));
    assert.ok(errors.some((e) => cause.test(e)), `${extra}\n${errors.join('\n')}`);
  }
  // What is right stays accepted.
  for (const ok of ['  certificates: { rotateCA: { ca: trust-both } }', '  imageRepository: my.registry:5000/k8s/mirror_1', '  kubelet: { criSocket: unix:///var/run/crio/crio.sock }', `  certificates: { certSANs: [ ${'a'.repeat(63)}.example.com ] }`]) {
    parseCluster(withSpec(ok), 'c.yaml');
  }
});

test('durations are bounded: a validity past 100 years is refused, not turned into a "Bad time value"', () => {
  const errors = errorsOf(MINIMAL.replace('  hosts:\n', '  certificates: { caValidity: 999999999999999h, validity: 8760h }\n  hosts:\n'));
  assert.deepEqual(errors, ['c.yaml:6:31: spec.certificates.caValidity: must be at most 876000h (100 years)']);
});

test('addresses compare by value, and node addresses must be of the service subnet\'s family', () => {
  const v6 = `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: v6 }
spec:
  kubernetesVersion: v1.34.2
  controlPlaneEndpoint: "[fd00::10]:6443"
  networking: { podSubnet: "fd01::/48", serviceSubnet: "fd02::/112" }
  hosts:
    - { name: cp-1, role: control-plane, address: "fd00::1" }
    - { name: cp-2, role: control-plane, address: "FD00:0::0:1" }
    - { name: cp-3, role: control-plane, address: 10.0.0.3 }
`;
  assert.deepEqual(errorsOf(v6), [
    'c.yaml:10:51: spec.hosts[1].address: "FD00:0::0:1" (fd00::1) is already used by spec.hosts[0]',
    'c.yaml:11:51: spec.hosts[2].address: 10.0.0.3 is an IPv4 address but the service subnet fd02::/112 is IPv6; set internalAddress to the node\'s IPv6 address (dual-stack is not supported yet)',
  ]);
  parseCluster(v6.replace('"FD00:0::0:1"', '"fd00::2"').replace('address: 10.0.0.3 }', 'address: 10.0.0.3, internalAddress: "fd00::3" }'), 'c.yaml');
});

test('encryption at rest: a provider of its own, and named keys, each name once, are checked where they are written', () => {
  const withApiServer = (body: string) => MINIMAL.replace('  hosts:\n', `  apiServer:\n${body}\n  hosts:\n`);
  const cases: [string, RegExp][] = [
    ['    encryptionAtRest: { provider: aesgcm, keys: [key1] }', /^c\.yaml:7:35: spec\.apiServer\.encryptionAtRest\.provider: must be one of "secretbox", "aescbc" \(got "aesgcm"\)$/],
    ['    encryptionAtRest: { provider: secretbox, keys: [] }', /^c\.yaml:7:52: spec\.apiServer\.encryptionAtRest\.keys: must NOT have fewer than 1 items/],
    ['    encryptionAtRest: { provider: secretbox }', /^c\.yaml:7:5: spec\.apiServer\.encryptionAtRest: missing required field "keys"$/],
    ['    encryptionAtRest: { provider: secretbox, keys: [key1, "a:b"] }', /^c\.yaml:7:59: spec\.apiServer\.encryptionAtRest\.keys\[1\]: must be a key name: letters, digits, '\.', '_' and '-'.* \(got "a:b"\)$/],
    ['    encryptionAtRest: { provider: secretbox, keys: [key1, key2, key1] }', /^c\.yaml:7:65: spec\.apiServer\.encryptionAtRest\.keys\[2\]: "key1" is already an earlier key's name: each name stands for one key$/],
    ['    encryptionAtRest: { provider: secretbox, keys: [key1] }\n    extraArgs: { encryption-provider-config: /etc/enc.yaml }', /^c\.yaml:8:18: spec\.apiServer\.extraArgs\["encryption-provider-config"\]: names another encryption configuration than the one spec\.apiServer\.encryptionAtRest has k8sform write/],
  ];
  for (const [body, cause] of cases) {
    const errors = errorsOf(withApiServer(body));
    assert.equal(errors.length, 1, `${body}\n${errors.join('\n')}`);
    assert.match(errors[0]!, cause, body);
  }
  const { cluster } = parseCluster(withApiServer('    encryptionAtRest: { provider: aescbc, keys: [key2, key1] }'), 'c.yaml');
  assert.deepEqual(cluster.apiServer.encryptionAtRest, { provider: 'aescbc', keys: ['key2', 'key1'] });
  assert.equal(parseCluster(MINIMAL, 'c.yaml').cluster.apiServer.encryptionAtRest, undefined);
});

test('node software: crictl and the CNI plugins are release archives from their official URLs or a file here, the plugins sorted once each; a release without a checksum is refused at its version', () => {
  const withSoftware = (software: string) => MINIMAL.replace('kubernetesVersion: v1.34.2', `kubernetesVersion: v1.34.2\n  nodeSoftware: ${software}`);
  const official = parseCluster(withSoftware('{ crictl: { version: v1.35.0 }, cniPlugins: { version: v1.9.1 } }'), '/srv/c/c.yaml').cluster.nodeSoftware?.archives;
  assert.deepEqual(official?.map((a) => [a.name, a.version, a.source.kind, a.source.template, a.members.length]), [
    ['crictl', 'v1.35.0', 'url', 'https://github.com/kubernetes-sigs/cri-tools/releases/download/{version}/crictl-{version}-linux-{arch}.tar.gz', 1],
    ['cni-plugins', 'v1.9.1', 'url', 'https://github.com/containernetworking/plugins/releases/download/{version}/cni-plugins-linux-{arch}-{version}.tgz', 16],
  ]);
  const digest = 'e'.repeat(64);
  const own = parseCluster(withSoftware(`{ cniPlugins: { version: v1.9.9, source: { directory: "cni/{version}-{arch}.tgz" }, plugins: [portmap, bridge, portmap] }, checksums: { v1.9.9: { cni-plugins: "${digest}" } } }`), '/srv/c/c.yaml').cluster.nodeSoftware?.archives[0];
  assert.deepEqual(own, { name: 'cni-plugins', version: 'v1.9.9', source: { kind: 'directory', template: '/srv/c/cni/{version}-{arch}.tgz' }, members: ['bridge', 'portmap'] });
  assert.deepEqual(errorsOf(withSoftware('{ crictl: { version: v1.99.0 }, cniPlugins: { version: v1.9.1 } }')), [
    'c.yaml:6:29: spec.nodeSoftware.crictl.version: no sha256 of the crictl v1.99.0 archive: k8sform knows the official ones of v1.33.0, v1.34.0, v1.35.0, v1.36.0; add it under spec.nodeSoftware.checksums.v1.99.0.crictl (from the release\'s .sha256 file, or of your own archive)',
  ]);
  assert.equal(parseCluster(withSoftware(`{ crictl: { version: v1.99.0 }, checksums: { v1.99.0: { "crictl/arm64": "${digest}" } } }`), 'c.yaml').cluster.nodeSoftware?.archives[0]?.version, 'v1.99.0', 'a checksum for one architecture: plan names a host of another');
  assert.match(errorsOf(withSoftware('{ crictl: { version: "1.35" } }')).join('\n'), /crictl\.version: must be an exact release such as v1\.35\.0/);
  assert.match(errorsOf(withSoftware('{ cniPlugins: { version: v1.9.1, plugins: ["../sh"] } }')).join('\n'), /plugins\[0\]: must be a plugin's file name in the archive, such as bridge or host-local/);
  assert.match(errorsOf(withSoftware('{ cniPlugins: { version: v1.9.1, source: { url: "ftp://m/cni.tgz" } } }')).join('\n'), /url: must be an http:\/\/ or https:\/\/ URL/);
  assert.match(errorsOf(withSoftware('{ crictl: {} }')).join('\n'), /crictl.*version/);
});

test('node software: a release with no checksum anywhere is refused at spec.nodeSoftware; the official ones and cluster.yaml\'s pass; a directory source is relative to cluster.yaml and holds the binaries by name', () => {
  const withSoftware = (version: string, software: string) => MINIMAL.replace('kubernetesVersion: v1.34.2', `kubernetesVersion: ${version}\n  nodeSoftware: ${software}`);
  const official = parseCluster(withSoftware('v1.34.2', '{}'), '/srv/c/c.yaml').cluster.nodeSoftware;
  assert.deepEqual(official, { source: { kind: 'url', template: 'https://dl.k8s.io/release/{version}/bin/linux/{arch}/{name}' }, checksums: {}, archives: [], containerd: { config: {}, registryMirrors: {} } });
  assert.deepEqual(errorsOf(withSoftware('v1.37.2', '{}')), [
    'c.yaml:6:3: spec.nodeSoftware: no sha256 of kubelet or kubectl v1.37.2: k8sform knows the official releases v1.32.0 to v1.36.4; add them under spec.nodeSoftware.checksums.v1.37.2 (from dl.k8s.io\'s .sha256 files, or of your own build)',
  ]);
  const digest = 'e'.repeat(64);
  assert.match(errorsOf(withSoftware('v1.37.2', `{ checksums: { v1.37.2: { "kubelet/amd64": "${digest}" } } }`)).join('\n'), /no sha256 of kubectl v1\.37\.2:/);
  const own = parseCluster(withSoftware('v1.37.2', `{ source: { directory: "bin/{version}" }, checksums: { v1.37.2: { kubelet: "${digest}", kubectl: "${digest}" } } }`), '/srv/c/c.yaml').cluster.nodeSoftware;
  assert.deepEqual(own?.source, { kind: 'directory', template: '/srv/c/bin/{version}/{name}' });
  assert.deepEqual(parseCluster(withSoftware('v1.34.2', '{ source: { directory: "/opt/{name}-{version}" } }'), 'c.yaml').cluster.nodeSoftware?.source.template, '/opt/{name}-{version}');
  assert.match(errorsOf(withSoftware('v1.34.2', '{ checksums: { v1.34.2: { kubelet: "ABC" } } }')).join('\n'), /kubelet: must be a sha256 digest: 64 lower-case hex digits/);
  assert.match(errorsOf(withSoftware('v1.34.2', '{ source: { url: "ftp://mirror/{name}" } }')).join('\n'), /url: must be an http:\/\/ or https:\/\/ URL/);
  assert.match(errorsOf(withSoftware('v1.34.2', '{ source: { url: "https://m/{name}", directory: "bin" } }')).join('\n'), /source/);
});

test('containerd\'s config: written with node software unless manageConfig is false; extra settings are kept as given, and a null or a version among them is refused where it is', () => {
  const withSoftware = (software: string) => MINIMAL.replace('kubernetesVersion: v1.34.2', `kubernetesVersion: v1.34.2\n  nodeSoftware: ${software}`);
  assert.equal(parseCluster(withSoftware('{ containerd: { manageConfig: false } }'), 'c.yaml').cluster.nodeSoftware?.containerd, undefined);
  assert.equal(parseCluster(MINIMAL, 'c.yaml').cluster.nodeSoftware, undefined);
  const extra = { plugins: { 'io.containerd.grpc.v1.cri': { max_container_log_line_size: 32768 } } };
  assert.deepEqual(parseCluster(withSoftware(`{ containerd: { config: ${JSON.stringify(extra)} } }`), 'c.yaml').cluster.nodeSoftware?.containerd, { config: extra, registryMirrors: {} });
  assert.deepEqual(errorsOf(withSoftware('{ containerd: { config: { version: 3, plugins: { x: { y: null } } } } }')), [
    'c.yaml:6:43: spec.nodeSoftware.containerd.config.version: k8sform writes containerd\'s config version 2 (which containerd 1.6 to 2.x read): leave version out',
  ]);
  assert.deepEqual(errorsOf(withSoftware('{ containerd: { config: { plugins: { x: { y: null, z: [1, null] } } } } }')), [
    'c.yaml:6:62: spec.nodeSoftware.containerd.config.plugins.x.y: TOML has no null: give a value, or leave the key out for containerd\'s default',
    'c.yaml:6:75: spec.nodeSoftware.containerd.config.plugins.x.z[1]: TOML has no null: give a value, or leave the key out for containerd\'s default',
  ]);
});

test('registry mirrors: resolved with containerd\'s settings defaulted for a mirror, refused located where they could not take effect or name no registry', () => {
  const withSoftware = (software: string) => MINIMAL.replace('kubernetesVersion: v1.34.2', `kubernetesVersion: v1.34.2\n  nodeSoftware: ${software}`);
  const mirrors = parseCluster(withSoftware('{ containerd: { registryMirrors: { docker.io: [{ url: "https://mirror.gcr.io" }, { url: "http://10.0.0.9:5000", capabilities: [pull], ca: /etc/pki/ca.crt, skipVerify: true }] } } }'), 'c.yaml').cluster.nodeSoftware?.containerd?.registryMirrors;
  assert.deepEqual(mirrors, { 'docker.io': [
    { url: 'https://mirror.gcr.io', capabilities: ['pull', 'resolve'], skipVerify: false, overridePath: false },
    { url: 'http://10.0.0.9:5000', capabilities: ['pull'], ca: '/etc/pki/ca.crt', skipVerify: true, overridePath: false },
  ] });
  assert.deepEqual(errorsOf(withSoftware('{ containerd: { manageConfig: false, registryMirrors: { docker.io: [{ url: "https://mirror.gcr.io" }] } } }')), [
    'c.yaml:6:54: spec.nodeSoftware.containerd.registryMirrors: registry mirrors are written with containerd\'s config.toml, whose registry config_path points to them: remove manageConfig: false, or configure mirrors in your own containerd configuration',
  ]);
  assert.deepEqual(errorsOf(withSoftware('{ containerd: { config: { plugins: { io.containerd.grpc.v1.cri: { registry: { config_path: /etc/docker/certs.d } } } }, registryMirrors: { docker.io: [{ url: "https://mirror.gcr.io" }] } } }')), [
    'c.yaml:6:95: spec.nodeSoftware.containerd.config.plugins["io.containerd.grpc.v1.cri"].registry.config_path: registryMirrors are written to /etc/containerd/certs.d, where k8sform\'s config_path points containerd: leave registry.config_path out',
  ]);
  // Without mirrors, the config's registry settings are the operator's to choose.
  parseCluster(withSoftware('{ containerd: { config: { plugins: { io.containerd.grpc.v1.cri: { registry: { config_path: /etc/docker/certs.d } } } } } }'), 'c.yaml');
  for (const [bad, why] of [
    ['{ Docker.io: [{ url: "https://m" }] }', /registryMirrors/],
    ['{ "docker.io/library": [{ url: "https://m" }] }', /registryMirrors/],
    ['{ docker.io: [] }', /docker\.io/],
    ['{ docker.io: [{ url: "ftp://m" }] }', /url/],
    ['{ docker.io: [{ url: "https://m", capabilities: [pull, referrers] }] }', /capabilities/],
    ['{ docker.io: [{ url: "https://m", ca: relative/ca.crt }] }', /ca/],
  ] as const) assert.match(errorsOf(withSoftware(`{ containerd: { registryMirrors: ${bad} } }`)).join('\n'), why, bad);
});
