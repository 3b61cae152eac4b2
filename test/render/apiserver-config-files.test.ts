import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'yaml';
import { controlPlaneHosts } from '../../src/model/cluster.js';
import { formatAddress } from '../../src/model/address.js';
import type { DesiredFile } from '../../src/model/desired.js';
import { manifestPath } from '../../src/model/kubeadm-paths.js';
import { render } from '../../src/render/render.js';
import { staticPods } from '../../src/render/static-pods/index.js';
import { ADMISSION, ALL_CONFIG_FILES, AUDIT_POLICY, AUTHENTICATION, loadWithConfigFiles } from '../support/apiserver-config-files.js';
import { deterministicInputs } from '../support/deterministic-inputs.js';

interface Pod {
  spec: {
    containers: { command: string[]; volumeMounts: { name: string; mountPath: string; readOnly?: boolean }[] }[];
    volumes: { name: string; hostPath: { path: string; type: string } }[];
  };
}

const podOf = (content: string) => parse(content) as Pod;
const apiserverPod = (cluster: ReturnType<typeof loadWithConfigFiles>['cluster']) => {
  const manifest = staticPods(cluster, controlPlaneHosts(cluster)[0]!).manifests.find((m) => m.spec.path === manifestPath('kube-apiserver'))!;
  return { manifest, pod: podOf(manifest.spec.content) };
};
const configFlags = (pod: Pod) => pod.spec.containers[0]!.command.filter((f) => /^--(audit-|admission-control-config-file|authentication-config)/.test(f));
const mounts = (pod: Pod) => pod.spec.containers[0]!.volumeMounts.map((m) => `${m.name} ${m.mountPath}${m.readOnly ? ' ro' : ' rw'}`);
const volumes = (pod: Pod) => pod.spec.volumes.map((v) => `${v.name} ${v.hostPath.path} ${v.hostPath.type}`);

test('kube-apiserver gets the flags naming the files, the audit log flags, and a volume for each: the files read-only, the log directory writable', () => {
  const { pod } = apiserverPod(loadWithConfigFiles(`${ALL_CONFIG_FILES.replace('policyFile: audit.yaml', 'policyFile: audit.yaml, logPath: /var/log/apiserver/audit.json, maxAgeDays: 7, maxBackups: 3, maxSizeMB: 50')}`).cluster);
  assert.deepEqual(configFlags(pod), [
    '--admission-control-config-file=/etc/kubernetes/admission-config.yaml',
    '--audit-log-maxage=7',
    '--audit-log-maxbackup=3',
    '--audit-log-maxsize=50',
    '--audit-log-path=/var/log/apiserver/audit.json',
    '--audit-policy-file=/etc/kubernetes/audit-policy.yaml',
    '--authentication-config=/etc/kubernetes/authentication-config.yaml',
  ]);
  const ours = (lines: string[]) => lines.filter((l) => /^(audit|admission|authentication)/.test(l));
  assert.deepEqual(ours(mounts(pod)), [
    'admission-config /etc/kubernetes/admission-config.yaml ro',
    'audit-log /var/log/apiserver rw',
    'audit-policy /etc/kubernetes/audit-policy.yaml ro',
    'authentication-config /etc/kubernetes/authentication-config.yaml ro',
  ]);
  assert.deepEqual(ours(volumes(pod)), [
    'admission-config /etc/kubernetes/admission-config.yaml File',
    'audit-log /var/log/apiserver DirectoryOrCreate',
    'audit-policy /etc/kubernetes/audit-policy.yaml File',
    'authentication-config /etc/kubernetes/authentication-config.yaml File',
  ]);
  // The defaults: the Kubernetes documentation's log place, with the CIS benchmark's retention.
  assert.deepEqual(configFlags(apiserverPod(loadWithConfigFiles('auditPolicy: { policyFile: audit.yaml }').cluster).pod), [
    '--audit-log-maxage=30', '--audit-log-maxbackup=10', '--audit-log-maxsize=100', '--audit-log-path=/var/log/kubernetes/audit/audit.log', '--audit-policy-file=/etc/kubernetes/audit-policy.yaml',
  ]);
});

test('each field alone adds only its own flag and volume; without them the manifest names none of it', () => {
  const only = (lines: string) => apiserverPod(loadWithConfigFiles(lines).cluster).pod;
  assert.deepEqual(configFlags(only('admission: { configFile: admission.yaml }')), ['--admission-control-config-file=/etc/kubernetes/admission-config.yaml']);
  assert.deepEqual(configFlags(only('authentication: { configFile: authn.yaml }')), ['--authentication-config=/etc/kubernetes/authentication-config.yaml']);
  const none = only('bindPort: 6443');
  assert.deepEqual(configFlags(none), []);
  assert.ok(!volumes(none).some((v) => /^(audit|admission|authentication)/.test(v)), volumes(none).join('\n'));
});

test('every control plane gets the files as they were read: root\'s, 0600, shown in plans (not secret); workers get none; the manifest is written after them', async () => {
  const { cluster } = loadWithConfigFiles(ALL_CONFIG_FILES);
  const { desired } = await render(cluster, deterministicInputs('apiserver-config-files'));
  const files = desired.filter((d) => d.spec.kind === 'file' && d.spec.format === 'apiserver-config').map((d) => d.spec as DesiredFile);
  assert.deepEqual(files.map((f) => [f.host, f.path, f.mode.toString(8), f.owner.uid, f.owner.gid, f.sensitive]), ['cp-1', 'cp-2'].flatMap((h) => [
    [h, '/etc/kubernetes/admission-config.yaml', '600', 0, 0, false],
    [h, '/etc/kubernetes/audit-policy.yaml', '600', 0, 0, false],
    [h, '/etc/kubernetes/authentication-config.yaml', '600', 0, 0, false],
  ]));
  const content = new Map(files.filter((f) => f.host === 'cp-1').map((f) => [f.path, f.content]));
  assert.deepEqual([...content.values()], [ADMISSION, AUDIT_POLICY, AUTHENTICATION()]);
  const { manifest } = apiserverPod(cluster);
  for (const path of content.keys()) assert.ok(manifest.dependsOn.map(formatAddress).includes(`host[cp-1].file[${path}]`), `the manifest depends on ${path}`);
});

test('kube-apiserver reads the files at start: a change of one restarts it (and only it)', () => {
  const { cluster } = loadWithConfigFiles(ALL_CONFIG_FILES);
  const reads = staticPods(cluster, controlPlaneHosts(cluster)[0]!).reads;
  for (const path of ['/etc/kubernetes/audit-policy.yaml', '/etc/kubernetes/admission-config.yaml', '/etc/kubernetes/authentication-config.yaml']) {
    assert.deepEqual([...reads].filter(([, files]) => files.has(path)).map(([component]) => component), ['kube-apiserver'], path);
  }
  assert.ok(![...reads.get('kube-apiserver')!].some((p) => p.startsWith('/var/log')), 'the audit log is written, not read');
});
