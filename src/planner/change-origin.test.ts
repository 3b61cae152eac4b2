import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileAddress, objectAddress, processAddress } from '../model/address.js';
import type { AppliedRecord } from '../model/applied-record.js';
import type { Action, Change, FileState } from '../model/plan.js';
import { withOrigins } from './change-origin.js';

const CONFIG = 'c'.repeat(64);
const state = (digest: string, mode = 0o600): FileState => ({ digest, mode, uid: 0, gid: 0, view: { kind: 'text', text: '' } });
const file = (path: string, action: Action, before?: FileState): Change => ({ addr: fileAddress('cp-1', path), action, format: 'env', sensitive: false, reasons: [{ code: 'content', detail: '' }], dependsOn: [], before, after: state('new') });
const object = (reason: 'field' | 'after-control-plane'): Change => ({ addr: objectAddress('v1', 'ConfigMap', 'x', 'kube-system'), action: 'update', format: 'object', sensitive: false, reasons: [{ code: reason, detail: '' }], dependsOn: [] });
const record = (files: AppliedRecord['files'], configDigest?: string): AppliedRecord => ({ formatVersion: 1, appliedAt: '2026-01-01T00:00:00.000Z', files, ...(configDigest ? { configDigest } : {}) });
const origins = (changes: Change[], r: AppliedRecord | undefined) => withOrigins(changes, new Map([['cp-1', r]]), CONFIG).map((c) => c.origin ?? 'none');

test('a host without a record: new files come from cluster.yaml, existing ones are of unknown origin', () => {
  assert.deepEqual(origins([file('/a', 'create'), file('/b', 'update', state('x'))], undefined), ['config', 'unknown']);
});

test('a file as apply left it changes because cluster.yaml (or time) moved; any difference from the record is drift', () => {
  const r = record({ '/same': { digest: 'x', mode: 0o600, uid: 0, gid: 0 }, '/edited': { digest: 'x', mode: 0o600, uid: 0, gid: 0 }, '/chmod': { digest: 'x', mode: 0o600, uid: 0, gid: 0 }, '/chown': { digest: 'x', mode: 0o600, uid: 0, gid: 0 }, '/removed': { digest: 'x', mode: 0o600, uid: 0, gid: 0 } });
  const chown: FileState = { ...state('x'), uid: 1000 };
  assert.deepEqual(origins([
    file('/same', 'update', state('x')),
    file('/edited', 'update', state('y')),
    file('/chmod', 'update', state('x', 0o644)),
    file('/chown', 'update', chown),
    file('/removed', 'create'),
    file('/appeared', 'replace', state('z')),
    file('/new', 'create'),
  ], r), ['config', 'drift', 'drift', 'drift', 'drift', 'drift', 'config']);
});

test('a file the kubelet writes itself (a worker\'s kubelet.conf after TLS bootstrap, its own certificates) is not drift for being there without k8sform\'s record of it', () => {
  assert.deepEqual(origins([
    file('/etc/kubernetes/kubelet.conf', 'replace', state('x')),
    file('/var/lib/kubelet/pki/kubelet-client-current.pem', 'delete', state('symlink:y')),
    file('/etc/kubernetes/admin.conf', 'replace', state('z')),
  ], record({})), ['config', 'config', 'drift']);
});

test('without per-object records (an older k8sform applied), cluster objects are drift only when the hosts record a complete apply of this very cluster.yaml; no-ops get no origin', () => {
  const noop: Change = { ...file('/same', 'noop', state('x')), after: state('x') };
  assert.deepEqual(origins([object('field'), object('after-control-plane'), noop], record({}, CONFIG)), ['drift', 'config', 'none']);
  assert.deepEqual(origins([object('field')], record({}, 'd'.repeat(64))), ['unknown']);
  assert.deepEqual(origins([object('field')], record({})), ['unknown']);
});

test('with per-object records, an object differs by drift when cluster.yaml asks of it what k8sform last applied, else by cluster.yaml', () => {
  const name = objectAddress('v1', 'ConfigMap', 'x', 'kube-system').name;
  const of = (action: Action): Change => ({ ...object('field'), action });
  const applied = (objects: Record<string, string>, at = '2026-01-02T00:00:00.000Z'): AppliedRecord => ({ ...record({}, 'd'.repeat(64)), appliedAt: at, objects });
  const originsWith = (changes: Change[], records: [string, AppliedRecord | undefined][], wish?: string) =>
    withOrigins(changes, new Map(records), CONFIG, new Map(wish ? [[name, wish]] : [])).map((c) => c.origin);
  // Unchanged wish, yet a difference: someone edited or deleted the object (the config digest does not matter).
  assert.deepEqual(originsWith([of('update'), of('create')], [['cp-1', applied({ [name]: 'w1' })]], 'w1'), ['drift', 'drift']);
  // cluster.yaml asks something else of it than was applied, or something never applied.
  assert.deepEqual(originsWith([of('update')], [['cp-1', applied({ [name]: 'w0' })]], 'w1'), ['config']);
  assert.deepEqual(originsWith([of('create')], [['cp-1', applied({})]], 'w1'), ['config']);
  // A labelled object no longer desired: dropped from cluster.yaml if k8sform applied it, else labelled by someone else.
  assert.deepEqual(originsWith([of('delete')], [['cp-1', applied({ [name]: 'w0' })]]), ['config']);
  assert.deepEqual(originsWith([of('delete')], [['cp-1', applied({})]]), ['drift']);
  // The newest control-plane record decides: a control plane an apply did not reach lags behind.
  assert.deepEqual(originsWith([of('update')], [['cp-1', applied({ [name]: 'w0' }, '2026-01-01T00:00:00.000Z')], ['cp-2', applied({ [name]: 'w1' })], ['worker-1', record({})]], 'w1'), ['drift']);
  // The control plane has not started yet: what it will hold comes from cluster.yaml.
  assert.deepEqual(originsWith([object('after-control-plane')], [['cp-1', applied({ [name]: 'w1' })]], 'w1'), ['config']);
});

test('a kubelet on another release comes from cluster.yaml unless this very cluster.yaml was applied since (then someone started another kubelet); no record, unknown', () => {
  const restart: Change = { addr: processAddress('cp-1', 'kubelet'), action: 'update', format: 'process', sensitive: false, reasons: [{ code: 'version', detail: '' }], dependsOn: [] };
  assert.deepEqual(origins([restart], record({}, 'd'.repeat(64))), ['config']);
  assert.deepEqual(origins([restart], record({}, CONFIG)), ['drift']);
  assert.deepEqual(origins([restart], undefined), ['unknown']);
});

test('a restart owed for a file k8sform wrote before its record comes from cluster.yaml (an apply stopped before the restart); for a file changed after, it is drift', () => {
  const recordAt = Date.parse('2026-01-01T00:00:00.000Z') / 1000;
  const restart = (loads: number): Change => ({
    addr: processAddress('cp-1', 'kube-apiserver'), action: 'update', format: 'process', sensitive: false, dependsOn: [],
    reasons: [{ code: 'started-before', detail: '' }],
    before: { digest: 'process-start:100', view: { kind: 'text', text: '' } }, after: { digest: `loads:${loads}`, view: { kind: 'text', text: '' } },
  });
  assert.deepEqual(origins([restart(recordAt - 30), restart(recordAt + 600)], record({}, CONFIG)), ['config', 'drift']);
  assert.deepEqual(origins([restart(recordAt - 30)], undefined), ['unknown']);
});
