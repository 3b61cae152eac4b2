import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LockHeldError, StalePlanError, RemoteError, UserError } from '../errors.js';
import { fileAddress } from '../model/address.js';
import type { Plan } from '../model/plan.js';
import { applyReport, stoppedBeforeRollout, type ApplyFacts } from '../model/apply-report.js';
import type { RolloutStep } from '../model/rollout.js';
import type { RolloutFailure } from '../apply/run-rollout.js';
import { GateFailed } from '../apply/gates/poll.js';
import { failureError, NodesNotRegistered, stopKind } from './apply-plan.js';

// A brand-new cluster: control-plane files, worker files, then the cluster objects.
const cpFiles = ['host[cp-1].file[/etc/kubernetes/pki/ca.crt]', 'host[cp-1].file[/etc/kubernetes/manifests/etcd.yaml]', 'host[cp-1].process[kubelet]'];
const workerFiles = ['host[w-1].file[/etc/kubernetes/kubelet.conf]', 'host[w-1].process[kubelet]'];
const objects = Array.from({ length: 27 }, (_, i) => `cluster.object[v1/ConfigMap/kube-system/cm-${i}]`);
const base: Omit<ApplyFacts, 'applied'> = {
  cluster: 'demo',
  resources: { add: 32, change: 0, destroy: 0 },
  steps: [
    { number: 1, title: 'host[cp-1] files', changes: cpFiles },
    { number: 2, title: 'host[w-1] files', changes: workerFiles },
    { number: 3, title: 'cluster objects', changes: objects, objects: true },
  ],
};
const outcomes = (facts: ApplyFacts) => applyReport(facts).steps.map((s) => s.outcome);
const step: RolloutStep = { number: 3, title: 'cluster objects', parallelism: 1, units: [] };
const failure = (extra: Partial<RolloutFailure>): RolloutFailure => ({ step, message: 'x', restored: [], log: [], notApplied: [], ...extra });

test('a finished apply: every step done, the objects and the Nodes labelled once registered counted in the objects step', () => {
  const nodes = ['cluster.object[v1/Node/cp-1]', 'cluster.object[v1/Node/w-1]'];
  const r = applyReport({ ...base, applied: [...cpFiles, ...workerFiles, ...objects, ...nodes] });
  assert.equal(r.outcome, 'applied');
  assert.equal(r.applied, 34);
  assert.equal(r.notApplied, 0);
  assert.deepEqual(r.steps.map((s) => [s.outcome, s.applied.length]), [['done', 3], ['done', 2], ['done', 29]]);
  assert.deepEqual(r.objects, [...objects, ...nodes]);
  assert.deepEqual(r.nodesLabelled, ['cp-1', 'w-1']);
  assert.equal(r.stop, undefined);
  assert.deepEqual(applyReport({ ...base, steps: [], applied: [], upToDate: true }).outcome, 'up-to-date');
});

test('kubelets that never register: the 27 objects applied before the wait count, in the report and in the message', () => {
  const stop = new NodesNotRegistered('', 'the kubelet did not register Node w-1 within 5m; everything else is applied.');
  const f = failure({ message: stop.message, cause: stop, written: objects, notApplied: [] });
  assert.equal(stopKind(f, false), 'wait-for-nodes');
  const r = applyReport({ ...base, applied: [...cpFiles, ...workerFiles, ...objects], stop: { kind: stopKind(f, false), step: 3, message: f.message, notApplied: f.notApplied } });
  assert.equal(r.outcome, 'stopped');
  assert.equal(r.applied, 32);
  assert.equal(r.notApplied, 0);
  assert.deepEqual(r.steps.map((s) => [s.outcome, s.applied.length]), [['done', 3], ['done', 2], ['failed', 27]]);
  assert.equal(r.objects.length, 27);
  assert.deepEqual(r.stop, { kind: 'wait-for-nodes', step: 3, message: stop.message });
  assert.match(failureError(f, 'k8sform-backup-x', r.applied).message, /^applied before the failure: 32 change\(s\)/m);
});

test('a gate that fails: its step rolled back, later steps not started, earlier ones done', () => {
  const f = failure({ step: { ...step, number: 2, title: 'host[w-1] files' }, host: 'w-1', gate: { kind: 'kubelet', host: 'w-1' }, restored: ['/etc/kubernetes/kubelet.conf'], notApplied: [...workerFiles, ...objects] });
  assert.equal(stopKind(f, false), 'gate');
  const r = applyReport({ ...base, applied: cpFiles, stop: { kind: 'gate', step: 2, host: 'w-1', message: 'kubelet gate failed', rolledBack: true, notApplied: f.notApplied } });
  assert.deepEqual(r.steps.map((s) => s.outcome), ['done', 'rolled-back', 'not-started']);
  assert.equal(r.applied, 3);
  assert.equal(r.notApplied, 29);
  assert.match(failureError(f, 'k8sform-backup-x', r.applied).message, /^applied before the failure: 3 change\(s\)/m);
  assert.doesNotMatch(failureError(f, 'k8sform-backup-x', r.applied).message, /^kept on/m);
  // What the rollback leaves in place (a directory made 0700) is named, and counts in its step.
  const kept = failure({ ...f, written: ['host[w-1].dir[/var/lib/etcd]'] });
  assert.match(failureError(kept, 'k8sform-backup-x', 4).message, /^restored on host\[w-1\] from .*\nkept on host\[w-1\] \(a rollback never removes a directory or loosens a mode\): host\[w-1\]\.dir\[\/var\/lib\/etcd\]$/m);
  const withDir = applyReport({
    ...base, steps: [base.steps[0]!, { ...base.steps[1]!, changes: [...workerFiles, 'host[w-1].dir[/var/lib/etcd]'] }, base.steps[2]!],
    applied: [...cpFiles, 'host[w-1].dir[/var/lib/etcd]'], stop: { kind: 'gate', step: 2, host: 'w-1', message: 'kubelet gate failed', rolledBack: true, notApplied: f.notApplied },
  });
  assert.deepEqual(withDir.steps.map((s) => [s.outcome, s.applied.length]), [['done', 3], ['rolled-back', 1], ['not-started', 0]]);
  // A workloads gate that times out is a gate; an apiserver error in the same step is not.
  const workloads = { kind: 'workloads', workloads: [] } as const;
  assert.equal(stopKind(failure({ gate: workloads, cause: new GateFailed('coredns rolled out', 'x', 60) }), false), 'gate');
  assert.equal(stopKind(failure({ gate: workloads, cause: new RemoteError('', 'the apiserver said 500') }), false), 'error');
});

test('a failure after this apply saved an etcd snapshot names it; a snapshot that could not be saved is a gate that stopped the rollout', () => {
  const f = failure({ step: { ...step, number: 4, title: 'host[cp-1] etcd' }, host: 'cp-1', gate: { kind: 'static-pod', host: 'cp-1', component: 'etcd' }, restored: ['/etc/kubernetes/manifests/etcd.yaml'], restoredHealthy: false, recoveryPoint: 'host[cp-1]:/var/lib/k8sform/etcd-snapshots/20261128T083000Z-before-step-4.db' });
  assert.match(failureError(f, 'k8sform-backup-x', 3).message, /^etcd snapshot saved by this apply before the failure: host\[cp-1\]:\/var\/lib\/k8sform\/etcd-snapshots\/20261128T083000Z-before-step-4\.db \(copied off the host, k8sform etcd restore --from FILE brings etcd's data back from it; see docs\/backups\.md\)$/m);
  assert.doesNotMatch(failureError(failure({}), 'k8sform-backup-x', 3).message, /etcd snapshot/);
  assert.equal(stopKind(failure({ gate: { kind: 'etcd-snapshot', host: 'cp-1', keep: 3 }, cause: new RemoteError('', 'no etcd member answered') }), false), 'gate');
});

test('a signal between steps leaves the next step not started; while a gate waits, its step is rolled back; without a signal it is the lock lost', () => {
  const between = failure({ step: { ...step, number: 2 }, interrupted: true, notStarted: true, notApplied: [...workerFiles, ...objects] });
  assert.equal(stopKind(between, true), 'signal');
  assert.equal(stopKind(between, false), 'lock-lost');
  assert.deepEqual(outcomes({ ...base, applied: cpFiles, stop: { kind: 'signal', step: 2, message: 'interrupted before step 2', beforeStep: true, notApplied: between.notApplied } }), ['done', 'not-started', 'not-started']);
  assert.deepEqual(outcomes({ ...base, applied: cpFiles, stop: { kind: 'signal', step: 2, message: 'interrupted while waiting for the gate', rolledBack: true, notApplied: between.notApplied } }), ['done', 'rolled-back', 'not-started']);
  assert.match(failureError(between, 'k8sform-backup-x', 3).message, /applied before the failure: 3 change\(s\);.*Run k8sform apply again to continue\./);
});

test('a broken connection: acknowledged writes count, unacknowledged ones are listed apart', () => {
  const f = failure({ step: { ...step, number: 2 }, host: 'w-1', broken: true, written: [workerFiles[0]!], unknown: [workerFiles[1]!], notApplied: objects });
  assert.equal(stopKind(f, false), 'connection');
  const r = applyReport({ ...base, applied: [...cpFiles, workerFiles[0]!], stop: { kind: 'connection', step: 2, host: 'w-1', message: 'the connection broke', notApplied: f.notApplied, unknown: f.unknown } });
  assert.equal(r.applied, 4);
  assert.deepEqual(r.unknown, [workerFiles[1]]);
  assert.deepEqual(r.steps.map((s) => [s.outcome, s.applied]), [['done', cpFiles], ['failed', [workerFiles[0]]], ['not-started', []]]);
});

test('a stale plan: before the rollout nothing is applied; found stale later, the message counts what was', () => {
  const r = applyReport({ ...base, applied: [], stop: { kind: 'stale-plan', message: 'the saved plan is stale', notApplied: [...cpFiles, ...workerFiles, ...objects] } });
  assert.deepEqual(r.steps.map((s) => s.outcome), ['not-started', 'not-started', 'not-started']);
  assert.equal(r.notApplied, 32);
  assert.equal(r.stop?.step, undefined);
  const f = failure({ cause: new StalePlanError(['cluster.object[v1/ConfigMap/kube-system/cm-3]: changed in the apiserver since the plan read it']), written: objects.slice(0, 3) });
  assert.equal(stopKind(f, false), 'stale-plan');
  assert.equal(stopKind(failure({ stale: true }), false), 'stale-plan');
  const e = failureError(f, 'k8sform-backup-x', 8);
  assert.ok(e instanceof StalePlanError);
  assert.match(e.message, /applied before the failure: 8 change\(s\)\. Run k8sform plan again\.$/);
  assert.doesNotMatch(new StalePlanError(['x']).message, /applied before/);
});

test('labelling Nodes after the rollout: the steps are done, the stop has no step, the labels done count', () => {
  const r = applyReport({
    ...base, applied: [...cpFiles, ...workerFiles, ...objects, 'cluster.object[v1/Node/cp-1]'],
    stop: { kind: 'wait-for-nodes', message: 'the kubelet did not register Node w-1 within 5m', notApplied: [] },
  });
  assert.deepEqual(r.steps.map((s) => s.outcome), ['done', 'done', 'done']);
  assert.equal(r.applied, 33);
  assert.deepEqual(r.nodesLabelled, ['cp-1']);
  assert.deepEqual(r.stop, { kind: 'wait-for-nodes', message: 'the kubelet did not register Node w-1 within 5m' });
});

test('stopped before the rollout: nothing applied; with the plan it was to apply, that plan\'s counts and steps, none started; without cluster.yaml, no cluster name', () => {
  const plan: Plan = {
    formatVersion: 1, configDigest: '0'.repeat(64), cluster: 'demo', kubernetesVersion: 'v1.34.2',
    changes: [
      { addr: fileAddress('w-1', '/etc/kubernetes/kubelet.conf'), action: 'create', format: 'kubeconfig', sensitive: true, reasons: [], dependsOn: [], after: { digest: 'a', mode: 0o600, uid: 0, gid: 0, view: { kind: 'text', text: '' } } },
      { addr: fileAddress('w-1', '/var/lib/kubelet/config.yaml'), action: 'noop', format: 'kubelet-config', sensitive: false, reasons: [], dependsOn: [], before: { digest: 'b', mode: 0o644, uid: 0, gid: 0, view: { kind: 'text', text: '' } }, after: { digest: 'b', mode: 0o644, uid: 0, gid: 0, view: { kind: 'text', text: '' } } },
    ],
  };
  const steps: RolloutStep[] = [{ number: 1, title: 'worker files', parallelism: 4, units: [{ host: 'w-1', changes: [plan.changes[0]!.addr] }] }];
  const stale = stoppedBeforeRollout('demo', new StalePlanError(['host[w-1].file[/var/lib/kubelet/config.yaml]: changed on the host since the plan was made']), { plan, steps });
  assert.deepEqual(stale, {
    cluster: 'demo', outcome: 'stopped', resources: { add: 1, change: 0, destroy: 0 }, applied: 0, notApplied: 1,
    steps: [{ number: 1, title: 'worker files', outcome: 'not-started', applied: [] }], objects: [], nodesLabelled: [],
    stop: { kind: 'stale-plan', message: 'the plan is stale; changed since it was made: host[w-1].file[/var/lib/kubelet/config.yaml]: changed on the host since the plan was made' },
  });
  const held = stoppedBeforeRollout('demo', new LockHeldError('the cluster is locked by another k8sform apply\nsecond line'));
  assert.deepEqual([held.cluster, held.steps, held.notApplied, held.stop], ['demo', [], 0, { kind: 'lock-held', message: 'the cluster is locked by another k8sform apply' }]);
  const broken = stoppedBeforeRollout(undefined, new UserError(['cluster.yaml:3:1: spec: missing required field "hosts"', 'cluster.yaml:4:1: another']));
  assert.equal('cluster' in broken, false, 'no cluster name when cluster.yaml could not be read');
  assert.deepEqual(broken.stop, { kind: 'error', message: 'cluster.yaml:3:1: spec: missing required field "hosts"' });
});
