import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCluster } from '../../test/support/test-clusters.js';
import { binaryAddress, fileAddress, formatAddress, memberAddress, objectAddress, processAddress, type Address } from '../model/address.js';
import type { Action, Change } from '../model/plan.js';
import type { Cluster } from '../model/cluster.js';
import { kubeletsStarted } from '../model/rollout.js';
import { staticPodReadsOf } from '../../test/support/static-pod-reads.js';
import { rolloutSchedule as scheduleWith } from './schedule.js';
import { CONFIG_FILES, loadWithConfigFiles } from '../../test/support/apiserver-config-files.js';

const rolloutSchedule = (cluster: Cluster, changes: readonly Change[]) => scheduleWith(cluster, changes, staticPodReadsOf(cluster));

const cluster = testCluster([
  '{ name: cp-2, role: control-plane, address: 10.0.0.2 }',
  '{ name: cp-1, role: control-plane, address: 10.0.0.1 }',
  '{ name: w-1, role: worker, address: 10.0.0.3 }',
  '{ name: w-2, role: worker, address: 10.0.0.4 }',
  '{ name: w-3, role: worker, address: 10.0.0.5 }',
], { spec: 'rollout: { workerParallelism: 2 }' });

const change = (addr: Address, action: Action): Change => ({ addr, action, format: 'env', sensitive: false, reasons: [], dependsOn: [] }) as Change;
const file = (host: string, path: string, action: Action = 'update') => change(fileAddress(host, path), action);

test('control planes one at a time in cluster order: files, then etcd → apiserver → controller-manager → scheduler; then kubelets; then workers; then objects and rollouts', () => {
  const changes = [
    ...['cp-1', 'cp-2'].flatMap((h) => [
      file(h, '/etc/kubernetes/manifests/kube-scheduler.yaml'),
      file(h, '/etc/kubernetes/manifests/kube-apiserver.yaml'),
      file(h, '/etc/kubernetes/pki/apiserver.crt', 'replace'),
      file(h, '/var/lib/kubelet/config.yaml'),
    ]),
    file('cp-1', '/etc/kubernetes/manifests/etcd.yaml'),
    file('w-1', '/var/lib/kubelet/config.yaml'),
    file('w-2', '/var/lib/kubelet/config.yaml'),
    file('w-3', '/etc/kubernetes/pki/ca.crt', 'create'),
    file('w-3', '/var/lib/kubelet/config.yaml', 'create'),
    file('w-1', '/etc/kubernetes/pki/ca.crt', 'noop'),
    change(objectAddress('apps/v1', 'DaemonSet', 'kube-proxy', 'kube-system'), 'update'),
    change(objectAddress('apps/v1', 'Deployment', 'coredns', 'kube-system'), 'create'),
    change(objectAddress('v1', 'ConfigMap', 'kube-proxy', 'kube-system'), 'update'),
  ];
  const steps = scheduleWith(cluster, changes, staticPodReadsOf(cluster), 'cp-1');
  assert.deepEqual(steps.map((s) => [s.number, s.title, s.parallelism, s.units.map((u) => u.gate?.kind ?? '-').join(',')]), [
    [1, 'host[cp-2] kube-apiserver', 1, 'static-pod'],
    [2, 'host[cp-2] kube-scheduler', 1, 'static-pod'],
    [3, 'host[cp-1] etcd snapshot', 1, 'etcd-snapshot'],
    [4, 'host[cp-1] etcd', 1, 'static-pod'],
    [5, 'host[cp-1] kube-apiserver', 1, 'static-pod'],
    [6, 'host[cp-1] kube-scheduler', 1, 'static-pod'],
    [7, 'host[cp-2] kubelet', 1, 'kubelet'],
    [8, 'host[cp-1] kubelet', 1, 'kubelet'],
    [9, 'worker files', 4, '-'],
    [10, 'worker kubelets', 2, 'kubelet,kubelet'],
    [11, 'cluster objects', 1, '-'],
    [12, 'addon rollouts', 1, 'workloads'],
  ]);
  assert.deepEqual(steps[0]!.units[0]!.changes.map(formatAddress), ['host[cp-2].file[/etc/kubernetes/pki/apiserver.crt]', 'host[cp-2].file[/etc/kubernetes/manifests/kube-apiserver.yaml]'],
    'a certificate the apiserver reads goes out with its new manifest, so a failed gate restores both');
  assert.deepEqual(steps[8]!.units.map((u) => [u.host, u.changes.map(formatAddress)]), [['w-3', ['host[w-3].file[/etc/kubernetes/pki/ca.crt]', 'host[w-3].file[/var/lib/kubelet/config.yaml]']]], 'created kubelet files have no running kubelet to gate');
  const rollouts = steps[11]!.units[0]!.gate;
  assert.deepEqual(rollouts?.kind === 'workloads' && rollouts.workloads.map(formatAddress), ['cluster.object[apps/v1/DaemonSet/kube-system/kube-proxy]'], 'a created Deployment has nothing running to wait for');
  assert.deepEqual(steps.flatMap((s) => s.units.flatMap((u) => u.changes)).length, changes.filter((c) => c.action !== 'noop').length, 'every effective change is in exactly one step');
});

test('a snapshot of etcd is saved, on the host the plan names, before every step that changes a running etcd; none without that host (a cluster being set up), or with keepSnapshots 0', () => {
  const etcd = (host: string, action: Action) => file(host, '/etc/kubernetes/manifests/etcd.yaml', action);
  const titles = (c: Cluster, changes: Change[], host?: string) => scheduleWith(c, changes, staticPodReadsOf(c), host).map((s) => `${s.title}${s.units[0]?.gate?.kind === 'etcd-snapshot' ? ` ${JSON.stringify(s.units[0].gate)}` : ''}`);
  assert.deepEqual(titles(cluster, [etcd('cp-1', 'update'), change(memberAddress('cp-3'), 'delete'), file('cp-1', '/etc/kubernetes/manifests/kube-scheduler.yaml')], 'cp-2'), [
    'host[cp-2] etcd snapshot {"kind":"etcd-snapshot","host":"cp-2","keep":3}',
    'host[cp-1] etcd',
    'host[cp-1] kube-scheduler',
    'host[cp-2] etcd snapshot {"kind":"etcd-snapshot","host":"cp-2","keep":3}',
    'host[cp-3] etcd member removal',
  ]);
  // A control plane joining etcd, and a renewed certificate etcd reads (its restart), each get one.
  const joining = testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: cp-2, role: control-plane, address: 10.0.0.2 }'], { spec: 'etcd: { local: { keepSnapshots: 5 } }' });
  assert.deepEqual(titles(joining, [etcd('cp-2', 'create'), change(memberAddress('cp-2'), 'create'), { ...file('cp-1', '/etc/kubernetes/pki/etcd/server.crt', 'replace'), reasons: [{ code: 'expiring', detail: '' }] } as Change], 'cp-1'), [
    'host[cp-1] etcd snapshot {"kind":"etcd-snapshot","host":"cp-1","keep":5}',
    'host[cp-1] etcd restart',
    'host[cp-1] etcd snapshot {"kind":"etcd-snapshot","host":"cp-1","keep":5}',
    'host[cp-2] etcd join',
  ]);
  assert.deepEqual(titles(cluster, [etcd('cp-1', 'update')]), ['host[cp-1] etcd'], 'no member runs: nothing to save');
  const none = testCluster(['{ name: cp-1, role: control-plane, address: 10.0.0.1 }'], { spec: 'etcd: { local: { keepSnapshots: 0 } }' });
  assert.deepEqual(titles(none, [etcd('cp-1', 'update')], 'cp-1'), ['host[cp-1] etcd']);
});

test('renewed certificates and kubeconfigs restart the static pods that read them, in order; a fixed mode restarts nothing', () => {
  const renewed = (path: string, action: Action, code: 'expiring' | 'mode' | 'key-mismatch') => ({ ...file('cp-1', path, action), reasons: [{ code, detail: '' }] }) as Change;
  const steps = rolloutSchedule(cluster, [
    renewed('/etc/kubernetes/pki/apiserver.crt', 'replace', 'expiring'),
    renewed('/etc/kubernetes/pki/apiserver.key', 'replace', 'expiring'),
    renewed('/etc/kubernetes/pki/sa.key', 'replace', 'key-mismatch'),
    renewed('/etc/kubernetes/scheduler.conf', 'replace', 'expiring'),
    renewed('/etc/kubernetes/pki/front-proxy-ca.key', 'update', 'mode'),
    renewed('/etc/kubernetes/pki/etcd/healthcheck-client.crt', 'replace', 'expiring'),
  ]);
  assert.deepEqual(steps.map((s) => [s.title, s.units[0]!.changes.map((a) => a.name).join(' '), JSON.stringify(s.units[0]!.gate ?? null)]), [
    ['host[cp-1] files', '/etc/kubernetes/pki/front-proxy-ca.key /etc/kubernetes/pki/etcd/healthcheck-client.crt', 'null'],
    ['host[cp-1] kube-apiserver restart', '/etc/kubernetes/pki/apiserver.crt /etc/kubernetes/pki/apiserver.key /etc/kubernetes/pki/sa.key', '{"kind":"static-pod","host":"cp-1","component":"kube-apiserver","restart":true}'],
    ['host[cp-1] kube-controller-manager restart', '', '{"kind":"static-pod","host":"cp-1","component":"kube-controller-manager","restart":true}'],
    ['host[cp-1] kube-scheduler restart', '/etc/kubernetes/scheduler.conf', '{"kind":"static-pod","host":"cp-1","component":"kube-scheduler","restart":true}'],
  ], 'sa.key goes out with the apiserver and the controller-manager, which signs with it too, restarts after; the healthcheck client certificate is read by no component');
});

test('a CA rotation phase goes out in one step on each host: the trust bundle with the CA key and the -next files, created or deleted, restored together if the gate fails', () => {
  const pki = '/etc/kubernetes/pki';
  const steps = rolloutSchedule(cluster, [
    file('cp-1', `${pki}/front-proxy-ca.crt`, 'replace'),
    file('cp-1', `${pki}/front-proxy-ca.key`, 'replace'),
    file('cp-1', `${pki}/front-proxy-ca-next.crt`, 'delete'),
    file('cp-1', `${pki}/front-proxy-ca-next.key`, 'delete'),
    file('cp-1', `${pki}/front-proxy-client.crt`, 'replace'),
    // On a host whose bundle is only being created, nothing runs yet: its files go out first.
    file('cp-2', `${pki}/front-proxy-ca.crt`, 'create'),
    file('cp-2', `${pki}/front-proxy-ca-next.crt`, 'create'),
  ]);
  assert.deepEqual(steps.map((s) => [s.title, s.units[0]!.changes.map((a) => a.name).join(' ')]), [
    ['host[cp-2] files', `${pki}/front-proxy-ca.crt ${pki}/front-proxy-ca-next.crt`],
    ['host[cp-1] kube-apiserver restart', `${pki}/front-proxy-ca.crt ${pki}/front-proxy-ca.key ${pki}/front-proxy-ca-next.crt ${pki}/front-proxy-ca-next.key ${pki}/front-proxy-client.crt`],
    ['host[cp-1] kube-controller-manager restart', ''],
  ]);
});

test('a kubelet on another release is restarted in the kubelet steps even when none of its files change, with its files when they do', () => {
  const restart = (host: string) => change(processAddress(host, 'kubelet'), 'update');
  const steps = rolloutSchedule(cluster, [
    file('cp-1', '/etc/kubernetes/manifests/kube-apiserver.yaml'),
    restart('cp-1'), restart('cp-2'), restart('w-1'),
    file('w-1', '/var/lib/kubelet/kubeadm-flags.env'),
    change(processAddress('w-2', 'kubelet'), 'noop'),
  ]);
  assert.deepEqual(steps.map((s) => [s.title, s.units.map((u) => `${u.host}:${u.gate?.kind ?? '-'}:${u.changes.map(formatAddress).join('+')}`)]), [
    ['host[cp-1] kube-apiserver', ['cp-1:static-pod:host[cp-1].file[/etc/kubernetes/manifests/kube-apiserver.yaml]']],
    ['host[cp-2] kubelet', ['cp-2:kubelet:host[cp-2].process[kubelet]']],
    ['host[cp-1] kubelet', ['cp-1:kubelet:host[cp-1].process[kubelet]']],
    ['worker kubelets', ['w-1:kubelet:host[w-1].process[kubelet]+host[w-1].file[/var/lib/kubelet/kubeadm-flags.env]']],
  ]);
});

test('a control-plane process started before a file it reads changed is restarted in its component\'s step, with what else that step writes', () => {
  const stale = (host: string, component: 'etcd' | 'kube-apiserver' | 'kube-scheduler') => change(processAddress(host, component), 'update');
  const steps = rolloutSchedule(cluster, [
    stale('cp-1', 'kube-apiserver'), stale('cp-1', 'kube-scheduler'), stale('cp-2', 'etcd'),
    file('cp-1', '/etc/kubernetes/manifests/kube-scheduler.yaml'),
  ]);
  assert.deepEqual(steps.map((s) => [s.title, s.units.map((u) => `${u.host}:${JSON.stringify(u.gate)}:${u.changes.map(formatAddress).join('+')}`)]), [
    ['host[cp-2] etcd restart', ['cp-2:{"kind":"static-pod","host":"cp-2","component":"etcd","restart":true}:host[cp-2].process[etcd]']],
    ['host[cp-1] kube-apiserver restart', ['cp-1:{"kind":"static-pod","host":"cp-1","component":"kube-apiserver","restart":true}:host[cp-1].process[kube-apiserver]']],
    // A new manifest recreates the pod anyway: its gate waits for that, not for a restart.
    ['host[cp-1] kube-scheduler', ['cp-1:{"kind":"static-pod","host":"cp-1","component":"kube-scheduler"}:host[cp-1].file[/etc/kubernetes/manifests/kube-scheduler.yaml]+host[cp-1].process[kube-scheduler]']],
  ], 'never a kubelet step, nor a files step');
});

test('a brand-new cluster (only creates) is written host by host with no gate', () => {
  const steps = rolloutSchedule(cluster, ['cp-2', 'cp-1', 'w-1'].flatMap((h) => [file(h, '/etc/kubernetes/manifests/etcd.yaml', 'create'), file(h, '/var/lib/kubelet/config.yaml', 'create')]));
  assert.deepEqual(steps.map((s) => s.title), ['host[cp-2] files', 'host[cp-1] files', 'worker files']);
  assert.ok(steps.every((s) => s.units.every((u) => !u.gate)));
});

test('an upgrade with node software swaps each host\'s binaries and the kubelet\'s unit in its kubelet step, with the restart; a new host gets them with its other files', () => {
  const binary = (host: string, name: string, action: Action = 'update') => change(binaryAddress(host, `/usr/bin/${name}`), action);
  const restart = (host: string) => change(processAddress(host, 'kubelet'), 'update');
  const steps = rolloutSchedule(cluster, [
    file('cp-1', '/etc/kubernetes/manifests/kube-apiserver.yaml'),
    restart('cp-1'), binary('cp-1', 'kubelet'), binary('cp-1', 'kubectl'),
    restart('w-1'), binary('w-1', 'kubelet'), file('w-1', '/usr/lib/systemd/system/kubelet.service.d/10-kubeadm.conf'),
    // A worker whose kubectl alone is new: nothing else changes there, and it still goes out under the kubelet's gate.
    change(processAddress('w-2', 'kubelet'), 'noop'), binary('w-2', 'kubectl', 'create'),
  ]);
  assert.deepEqual(steps.map((s) => [s.title, s.units.map((u) => `${u.host}:${u.gate?.kind ?? '-'}:${u.changes.map(formatAddress).join('+')}`)]), [
    ['host[cp-1] kube-apiserver', ['cp-1:static-pod:host[cp-1].file[/etc/kubernetes/manifests/kube-apiserver.yaml]']],
    ['host[cp-1] kubelet', ['cp-1:kubelet:host[cp-1].process[kubelet]+host[cp-1].binary[/usr/bin/kubelet]+host[cp-1].binary[/usr/bin/kubectl]']],
    ['worker kubelets', [
      'w-1:kubelet:host[w-1].process[kubelet]+host[w-1].binary[/usr/bin/kubelet]+host[w-1].file[/usr/lib/systemd/system/kubelet.service.d/10-kubeadm.conf]',
      'w-2:kubelet:host[w-2].binary[/usr/bin/kubectl]',
    ]],
  ]);
  const fresh = scheduleWith(cluster, [file('w-3', '/var/lib/kubelet/config.yaml', 'create'), binary('w-3', 'kubelet', 'create'), binary('w-3', 'kubectl', 'create')], staticPodReadsOf(cluster), undefined, new Set(['w-3']));
  assert.deepEqual(fresh.map((s) => [s.title, s.units.map((u) => `${u.host}:${u.gate?.kind}:${u.changes.length}`)]), [['worker joins', ['w-3:kubelet-start:3']]]);
});

test('containerd\'s config.toml changed on running hosts goes out in each host\'s kubelet step, one control plane at a time, under the kubelet gate; a host being set up gets it with its files, before its kubelet starts', () => {
  const config = (host: string, action: Action = 'update') => file(host, '/etc/containerd/config.toml', action);
  const running = (host: string) => change(processAddress(host, 'kubelet'), 'noop');
  const steps = rolloutSchedule(cluster, [running('cp-1'), config('cp-1'), running('cp-2'), config('cp-2'), running('w-1'), config('w-1')]);
  assert.deepEqual(steps.map((s) => [s.title, s.units.map((u) => `${u.host}:${u.gate?.kind}:${u.changes.map(formatAddress).join('+')}`)]), [
    ['host[cp-2] kubelet', ['cp-2:kubelet:host[cp-2].file[/etc/containerd/config.toml]']],
    ['host[cp-1] kubelet', ['cp-1:kubelet:host[cp-1].file[/etc/containerd/config.toml]']],
    ['worker kubelets', ['w-1:kubelet:host[w-1].file[/etc/containerd/config.toml]']],
  ]);
  const fresh = scheduleWith(cluster, [file('w-3', '/var/lib/kubelet/config.yaml', 'create'), config('w-3')], staticPodReadsOf(cluster), undefined, new Set(['w-3']));
  assert.deepEqual(fresh.map((s) => [s.title, s.units.map((u) => `${u.host}:${u.gate?.kind}:${u.changes.map(formatAddress).join('+')}`)]), [
    ['worker joins', ['w-3:kubelet-start:host[w-3].file[/var/lib/kubelet/config.yaml]+host[w-3].file[/etc/containerd/config.toml]']],
  ]);
});

test('a host being set up where plan found a kubelet has it started after its files: a control plane in its files step (or before its etcd member is waited for), a worker in the joins step, every file of it there; a host without a kubelet is written as before', () => {
  const joiner = { ...change(memberAddress('cp-1'), 'create'), format: 'etcd-member' } as Change;
  const settingUp = (host: string) => [file(host, '/var/lib/kubelet/config.yaml', 'create'), file(host, '/etc/kubernetes/bootstrap-kubelet.conf', 'create')];
  const steps = scheduleWith(cluster, [
    ...settingUp('cp-2'), file('cp-2', '/etc/kubernetes/manifests/etcd.yaml', 'create'),
    ...settingUp('cp-1'), file('cp-1', '/etc/kubernetes/manifests/etcd.yaml', 'create'), joiner,
    ...settingUp('w-1'),
    // A worker added back: the removal moved its kubelet's certificates away; nothing of it runs.
    ...settingUp('w-2'), file('w-2', '/var/lib/kubelet/pki/kubelet-client-current.pem', 'delete'),
    ...settingUp('w-3'),
  ], staticPodReadsOf(cluster), undefined, new Set(['cp-2', 'cp-1', 'w-1', 'w-2']));
  assert.deepEqual(steps.map((s) => [s.title, s.parallelism, s.units.map((u) => `${u.host}:${JSON.stringify(u.gate ?? null)}:${u.changes.length}`)]), [
    ['host[cp-2] files', 1, ['cp-2:{"kind":"kubelet-start","host":"cp-2"}:3']],
    ['host[cp-1] etcd join', 1, ['cp-1:{"kind":"etcd-join","host":"cp-1","startKubelet":true}:4']],
    ['worker files', 4, ['w-3:null:2']],
    ['worker joins', 4, ['w-1:{"kind":"kubelet-start","host":"w-1","bootstrap":true}:2', 'w-2:{"kind":"kubelet-start","host":"w-2","bootstrap":true}:3']],
  ]);
  // Without a kubelet found anywhere (a local directory, an older snapshot), nothing is started.
  assert.ok(scheduleWith(cluster, [...settingUp('cp-2'), ...settingUp('w-1')], staticPodReadsOf(cluster)).every((s) => s.units.every((u) => !u.gate)));
  // Apply waits at its end for the Nodes of exactly these kubelets (w-3 has none started).
  assert.deepEqual(kubeletsStarted(steps), ['cp-2', 'cp-1', 'w-1', 'w-2']);
});

test('no changes, no steps', () => {
  assert.deepEqual(rolloutSchedule(cluster, [file('cp-1', '/etc/kubernetes/manifests/etcd.yaml', 'noop')]), []);
});

test('a control plane joining etcd gets its files in one step wrapped by the etcd join gate; members leave after every control plane, in the order plan chose', () => {
  const joiner = { ...change(memberAddress('cp-2'), 'create'), format: 'etcd-member' } as Change;
  const leave = (host: string, after?: string) => ({ ...change(memberAddress(host), 'delete'), format: 'etcd-member', dependsOn: after ? [memberAddress(after)] : [] }) as Change;
  const steps = rolloutSchedule(cluster, [
    file('cp-2', '/etc/kubernetes/manifests/etcd.yaml', 'create'),
    file('cp-2', '/etc/kubernetes/pki/etcd/peer.crt', 'create'),
    joiner,
    file('cp-1', '/etc/kubernetes/manifests/kube-apiserver.yaml'),
    // Sorted by address in the plan; cp-9 was planned first (it does not answer).
    leave('cp-7', 'cp-9'),
    leave('cp-9'),
    file('w-1', '/var/lib/kubelet/config.yaml'),
  ]);
  assert.deepEqual(steps.map((s) => [s.title, s.units.map((u) => [u.host ?? null, u.changes.map(formatAddress), u.gate ?? null])]), [
    // cluster.yaml lists cp-2 first.
    ['host[cp-2] etcd join', [['cp-2', [
      'host[cp-2].file[/etc/kubernetes/manifests/etcd.yaml]', 'host[cp-2].file[/etc/kubernetes/pki/etcd/peer.crt]', 'host[cp-2].member[etcd]',
    ], { kind: 'etcd-join', host: 'cp-2' }]]],
    ['host[cp-1] kube-apiserver', [['cp-1', ['host[cp-1].file[/etc/kubernetes/manifests/kube-apiserver.yaml]'], { kind: 'static-pod', host: 'cp-1', component: 'kube-apiserver' }]]],
    ['host[cp-9] etcd member removal', [[null, ['host[cp-9].member[etcd]'], { kind: 'etcd-leave', member: 'cp-9' }]]],
    ['host[cp-7] etcd member removal', [[null, ['host[cp-7].member[etcd]'], { kind: 'etcd-leave', member: 'cp-7' }]]],
    ['worker kubelets', [['w-1', ['host[w-1].file[/var/lib/kubelet/config.yaml]'], { kind: 'kubelet', host: 'w-1' }]]],
  ]);
});

test('a machine that left cluster.yaml is removed in one step of its own, after its member left etcd: its Node deletion and its clean-up together; other Node changes stay with the objects', () => {
  const leftNode = { ...change(objectAddress('v1', 'Node', 'cp-9'), 'delete'), format: 'object' } as Change;
  const keptNode = { ...change(objectAddress('v1', 'Node', 'w-1'), 'update'), format: 'object' } as Change;
  const leftWorker = { ...change(objectAddress('v1', 'Node', 'w-9'), 'delete'), format: 'object' } as Change;
  const steps = rolloutSchedule(cluster, [
    { ...change(memberAddress('cp-9'), 'delete'), format: 'etcd-member' } as Change,
    { ...change(processAddress('cp-9', 'kubelet'), 'delete'), format: 'process' } as Change,
    file('cp-9', '/etc/kubernetes/manifests/etcd.yaml', 'delete'),
    change({ scope: 'host[cp-9]', kind: 'dir', name: '/var/lib/etcd' }, 'delete'),
    leftNode, keptNode, leftWorker,
  ]);
  assert.deepEqual(steps.map((s) => [s.title, s.units.map((u) => [u.host ?? null, u.changes.map(formatAddress), u.gate ?? null])]), [
    ['host[cp-9] etcd member removal', [[null, ['host[cp-9].member[etcd]'], { kind: 'etcd-leave', member: 'cp-9' }]]],
    ['host[cp-9] removal', [['cp-9', [
      'host[cp-9].process[kubelet]', 'host[cp-9].file[/etc/kubernetes/manifests/etcd.yaml]', 'host[cp-9].dir[/var/lib/etcd]', 'cluster.object[v1/Node/cp-9]',
    ], { kind: 'host-removal', host: 'cp-9' }]]],
    ['host[w-9] removal', [['w-9', ['cluster.object[v1/Node/w-9]'], { kind: 'host-removal', host: 'w-9' }]]],
    ['cluster objects', [[null, ['cluster.object[v1/Node/w-1]'], null]]],
  ]);
});

test('a file created under a running component (deleted by hand) restarts what reads it; on a host being set up nothing runs to restart', () => {
  const noop = (c: Change): Change => ({ ...c, action: 'noop' });
  const steps = rolloutSchedule(cluster, [
    noop(file('cp-1', '/etc/kubernetes/manifests/kube-scheduler.yaml')),
    file('cp-1', '/etc/kubernetes/scheduler.conf', 'create'),
    noop(change(processAddress('w-1', 'kubelet'), 'update')),
    file('w-1', '/var/lib/kubelet/kubeadm-flags.env', 'create'),
    // cp-2 is new: its manifest is created too; w-2 has no Node yet.
    file('cp-2', '/etc/kubernetes/manifests/kube-scheduler.yaml', 'create'),
    file('cp-2', '/etc/kubernetes/scheduler.conf', 'create'),
    file('w-2', '/var/lib/kubelet/kubeadm-flags.env', 'create'),
  ]);
  assert.deepEqual(steps.map((s) => [s.title, s.units.map((u) => `${u.host}:${u.gate?.kind ?? '-'}:${u.changes.map((a) => a.name).join('+')}`)]), [
    ['host[cp-2] files', ['cp-2:-:/etc/kubernetes/manifests/kube-scheduler.yaml+/etc/kubernetes/scheduler.conf']],
    ['host[cp-1] kube-scheduler restart', ['cp-1:static-pod:/etc/kubernetes/scheduler.conf']],
    ['worker files', ['w-2:-:/var/lib/kubelet/kubeadm-flags.env']],
    ['worker kubelets', ['w-1:kubelet:/var/lib/kubelet/kubeadm-flags.env']],
  ]);
});

test('a control plane a first apply stopped half way through (its kubelet configuration still to write): the rest of its files in one step, nothing gated or restarted', () => {
  const noop = (c: Change): Change => ({ ...c, action: 'noop' });
  const halfWritten = [
    noop(file('cp-1', '/etc/kubernetes/manifests/etcd.yaml')),
    noop(file('cp-1', '/etc/kubernetes/manifests/kube-apiserver.yaml')),
    file('cp-1', '/etc/kubernetes/manifests/kube-scheduler.yaml', 'create'),
    // A CA certificate left without its key, replaced by a new CA: read by every component, yet nothing ran it.
    file('cp-1', '/etc/kubernetes/pki/ca.crt', 'replace'),
    file('cp-1', '/etc/kubernetes/pki/ca.key', 'create'),
    file('cp-1', '/etc/kubernetes/pki/apiserver.crt', 'replace'),
    file('cp-1', '/etc/kubernetes/pki/etcd/server.key', 'create'),
    file('cp-1', '/var/lib/kubelet/kubeadm-flags.env', 'replace'),
    file('cp-1', '/var/lib/kubelet/config.yaml', 'create'),
    file('cp-2', '/etc/kubernetes/manifests/etcd.yaml', 'create'),
    file('cp-2', '/var/lib/kubelet/config.yaml', 'create'),
  ];
  const steps = scheduleWith(cluster, halfWritten, staticPodReadsOf(cluster), 'cp-1');
  assert.deepEqual(steps.map((s) => [s.title, s.units.map((u) => `${u.host}:${u.gate?.kind ?? '-'}:${u.changes.length}`)]), [
    ['host[cp-2] files', ['cp-2:-:2']],
    ['host[cp-1] files', ['cp-1:-:7']],
  ], 'no etcd snapshot either: no member ever ran there');
  // The same host once its kubelet was configured (it runs, or ran): the CA and what reads it restart the pods, gated.
  const configured = halfWritten.map((c) => (c.addr.name === '/var/lib/kubelet/config.yaml' && c.addr.scope === 'host[cp-1]' ? noop(c) : c));
  const gated = scheduleWith(cluster, configured, staticPodReadsOf(cluster), 'cp-1').map((s) => s.title);
  assert.ok(gated.includes('host[cp-1] etcd restart') && gated.includes('host[cp-1] kubelet'), gated.join(', '));
});

test('a cluster CA rotation: where the controller-manager\'s signing file moves, it goes first with the bundle, so it never starts on a bundle of two CAs or a mismatched key; the kubelets\' own certificates are moved away in their kubelet\'s step', () => {
  const pki = '/etc/kubernetes/pki';
  const store = '/var/lib/kubelet/pki/kubelet-client-current.pem';
  const noop = (c: Change): Change => ({ ...c, action: 'noop' });
  const phase = (signer: Action, manifest: Action) => rolloutSchedule(cluster, [
    file('cp-1', `${pki}/ca.crt`, 'replace'),
    file('cp-1', `${pki}/ca.key`, signer === 'replace' ? 'replace' : 'noop'),
    file('cp-1', `${pki}/ca-signer.crt`, signer),
    file('cp-1', `${pki}/apiserver.crt`, 'replace'),
    file('cp-1', '/etc/kubernetes/manifests/kube-controller-manager.yaml', manifest),
    noop(file('cp-1', '/etc/kubernetes/manifests/kube-apiserver.yaml')),
    noop(file('cp-1', '/etc/kubernetes/manifests/kube-scheduler.yaml')),
    file('cp-1', '/etc/kubernetes/kubelet.conf', 'replace'),
    file('cp-1', store, 'delete'),
    file('w-1', `${pki}/ca.crt`, 'replace'),
    file('w-1', '/etc/kubernetes/kubelet.conf', 'replace'),
    file('w-1', store, 'delete'),
  ]).map((s) => [s.title, s.units.map((u) => `${u.host}:${u.gate?.kind ?? '-'}:${u.changes.map((a) => a.name).join('+')}`)]);
  const rest = [
    ['host[cp-1] kubelet', [`cp-1:kubelet:/etc/kubernetes/kubelet.conf+${store}`]],
    ['worker files', [`w-1:-:${pki}/ca.crt`]],
    ['worker kubelets', [`w-1:kubelet:/etc/kubernetes/kubelet.conf+${store}`]],
  ];
  // trust-both (the copy created) and drop-old (removed): the controller-manager's manifest changes with the bundle.
  for (const signer of ['create', 'delete'] as const) {
    assert.deepEqual(phase(signer, 'update'), [
      ['host[cp-1] kube-controller-manager', [`cp-1:static-pod:${pki}/ca.crt+${pki}/ca-signer.crt+/etc/kubernetes/manifests/kube-controller-manager.yaml`]],
      ['host[cp-1] kube-apiserver restart', [`cp-1:static-pod:${pki}/apiserver.crt`]],
      ...rest,
    ], `ca-signer.crt ${signer}d`);
  }
  // reissue: the manifest stays; the copy changes with the key, in the bundle's step, as usual.
  assert.deepEqual(phase('replace', 'noop'), [
    ['host[cp-1] kube-apiserver restart', [`cp-1:static-pod:${pki}/ca.crt+${pki}/ca.key+${pki}/ca-signer.crt+${pki}/apiserver.crt`]],
    ['host[cp-1] kube-controller-manager restart', ['cp-1:static-pod:']],
    ...rest,
  ]);
});

test("an apiserver configuration file goes out with kube-apiserver, one control plane at a time: a changed one restarts it, a new or retired one goes with the manifest that names it or stops naming it", () => {
  const audit = '/etc/kubernetes/audit-policy.yaml';
  const manifest = '/etc/kubernetes/manifests/kube-apiserver.yaml';
  const withAudit = loadWithConfigFiles('auditPolicy: { policyFile: audit.yaml }', CONFIG_FILES, { hosts: ['{ name: cp-1, role: control-plane, address: 10.0.0.1 }', '{ name: cp-2, role: control-plane, address: 10.0.0.2 }'] }).cluster;
  const steps = (c: Cluster, changes: Change[]) => rolloutSchedule(c, changes).map((s) => [s.title, s.units[0]!.changes.map(formatAddress).join(' '), JSON.stringify(s.units[0]!.gate ?? null)]);
  const edited = (host: string) => ({ ...file(host, audit), reasons: [{ code: 'content', detail: '' }] }) as Change;
  assert.deepEqual(steps(withAudit, [edited('cp-1'), edited('cp-2')]), [
    ['host[cp-1] kube-apiserver restart', `host[cp-1].file[${audit}]`, '{"kind":"static-pod","host":"cp-1","component":"kube-apiserver","restart":true}'],
    ['host[cp-2] kube-apiserver restart', `host[cp-2].file[${audit}]`, '{"kind":"static-pod","host":"cp-2","component":"kube-apiserver","restart":true}'],
  ], 'a policy edited in cluster.yaml (or by hand on the hosts) rolls out host by host, each gated and rolled back alone');
  assert.deepEqual(steps(withAudit, [file('cp-1', audit, 'create'), file('cp-1', manifest)]), [
    ['host[cp-1] kube-apiserver', `host[cp-1].file[${audit}] host[cp-1].file[${manifest}]`, '{"kind":"static-pod","host":"cp-1","component":"kube-apiserver"}'],
  ], 'the file the new manifest names goes out with it');
  const without = loadWithConfigFiles('bindPort: 6443', {}, { hosts: ['{ name: cp-1, role: control-plane, address: 10.0.0.1 }'] }).cluster;
  assert.deepEqual(steps(without, [file('cp-1', audit, 'delete'), file('cp-1', manifest)]), [
    ['host[cp-1] kube-apiserver', `host[cp-1].file[${audit}] host[cp-1].file[${manifest}]`, '{"kind":"static-pod","host":"cp-1","component":"kube-apiserver"}'],
  ], 'the file the old manifest named leaves with it, so a failed gate restores both');
  assert.deepEqual(steps(without, [file('cp-1', audit, 'delete')]), [['host[cp-1] files', `host[cp-1].file[${audit}]`, 'null']], 'with the manifest already changed, nothing is restarted for it');
});
