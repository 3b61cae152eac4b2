import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { StaticPodComponent } from '../model/rollout.js';
import type { RunningVersions } from '../model/running-versions.js';
import { allowedNext, clusterVersion, skewViolations } from './version-skew.js';

const running = (apiservers: Record<string, string>, kubelets: Record<string, string> = {}): RunningVersions => ({
  controlPlanes: new Map(Object.entries(apiservers).map(([h, v]) => [h, new Map<StaticPodComponent, string>([['kube-apiserver', v]])])),
  kubelets: new Map(Object.entries(kubelets)),
});
const where = (target: string, r: RunningVersions) => skewViolations(target, r).map((v) => v.where);

test('the control plane moves up one minor at a time, patches freely', () => {
  const r = running({ 'cp-1': 'v1.33.13', 'cp-2': 'v1.33.13' }, { 'cp-1': 'v1.33.13', 'w-1': 'v1.32.13' });
  assert.deepEqual(skewViolations('v1.34.2', r), []);
  assert.deepEqual(skewViolations('v1.33.13', r), [], 'no change');
  assert.deepEqual(skewViolations('v1.33.6', r), [], 'a patch downgrade within a minor is allowed');
  const skip = skewViolations('v1.35.0', r);
  assert.deepEqual(skip.map((v) => v.where), ['host[cp-1]', 'host[cp-2]']);
  assert.match(skip[0]!.message, /kube-apiserver runs v1\.33\.13; the control plane moves one minor release at a time: go to v1\.34\.5 first/);
});

test('no minor downgrade', () => {
  const v = skewViolations('v1.33.13', running({ 'cp-1': 'v1.34.2' }));
  assert.equal(v.length, 1);
  assert.match(v[0]!.message, /going down a minor release is not supported .*: the lowest target is v1\.34\.0/);
});

test('a control plane left mid-upgrade is judged by each apiserver', () => {
  const r = running({ 'cp-1': 'v1.34.2', 'cp-2': 'v1.33.13' });
  assert.deepEqual(skewViolations('v1.34.2', r), [], 'finishing the upgrade');
  assert.deepEqual(where('v1.33.13', r), ['host[cp-1]'], 'going back would downgrade cp-1');
  assert.equal(clusterVersion(r), 'v1.33.13', 'the cluster is at its lowest apiserver');
});

test('kubelets are never newer than the control plane and at most three minors older', () => {
  const r = running({ 'cp-1': 'v1.33.13' }, { 'w-new': 'v1.34.0', 'w-old': 'v1.30.14', 'w-ok': 'v1.31.0' });
  assert.deepEqual(where('v1.33.13', r), ['Node w-new']);
  assert.deepEqual(where('v1.34.2', r), ['Node w-old']);
  assert.match(skewViolations('v1.34.2', r)[0]!.message, /more than three minor releases older than v1\.34\.2; upgrade that kubelet to v1\.31 or newer first/);
});

test('hosts not set up constrain nothing; unparsable tags are ignored', () => {
  assert.deepEqual(skewViolations('v1.34.2', running({})), []);
  assert.deepEqual(skewViolations('v1.34.2', running({ 'cp-1': 'latest' })), []);
  assert.equal(clusterVersion(running({})), undefined);
});

test('what may come next: newest patch of this minor and of the next one k8sform renders', () => {
  assert.deepEqual(allowedNext('v1.33.6'), ['v1.33.13', 'v1.34.5']);
  assert.deepEqual(allowedNext('v1.33.13'), ['v1.34.5']);
  assert.deepEqual(allowedNext('v1.34.4'), ['v1.34.5', 'v1.35.5']);
  assert.deepEqual(allowedNext('v1.36.1'), ['v1.36.4', 'v1.37.2']);
  assert.deepEqual(allowedNext('v1.37.2'), [], 'nothing newer is known');
});
