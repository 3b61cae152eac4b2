import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RELEASES, kubeletClientViaKubeletAPIAdmin, nearestSupported, releaseFor } from './releases.js';

test('supported releases', () => {
  assert.equal(releaseFor('v1.34.2')?.minor, 34);
  assert.equal(releaseFor('v1.32.0')?.minor, 32);
  assert.equal(releaseFor('v1.31.9'), undefined);
  assert.equal(releaseFor('v1.35.0')?.minor, 35);
  assert.equal(releaseFor('v1.37.2')?.minor, 37, 'the newest checked patch of the newest release');
  assert.equal(releaseFor('v1.37.3'), undefined, 'a patch nobody checked is refused');
  assert.equal(releaseFor('v1.38.0'), undefined);
  assert.equal(releaseFor('v1.34.0-rc.1'), undefined);
  assert.equal(releaseFor('v1.34.5')?.minor, 34, 'the newest checked patch');
  assert.equal(releaseFor('v1.34.99'), undefined, 'a patch nobody checked (or that does not exist) is refused');
});

test('nearest supported versions name the newest checked patch of the closest minors', () => {
  assert.deepEqual(nearestSupported('v1.34.99'), ['v1.34.5']);
  assert.deepEqual(nearestSupported('v1.31.9'), ['v1.32.13']);
  assert.deepEqual(nearestSupported('v1.36.9'), ['v1.36.4']);
  assert.deepEqual(nearestSupported('v1.38.1'), ['v1.37.2']);
  assert.deepEqual(nearestSupported('v2.0.0'), ['v1.37.2']);
});

test('release rows are consecutive minors, newest last, each field in kubeadm order of introduction', () => {
  RELEASES.forEach((r, i) => i > 0 && assert.equal(r.minor, RELEASES[i - 1]!.minor + 1));
  // Once kubeadm made a change it kept it: a switch never flips back in a later row.
  const monotone = (field: (r: (typeof RELEASES)[number]) => boolean) => {
    const values = RELEASES.map(field);
    assert.deepEqual(values, [...values].sort((a, b) => Number(a) - Number(b)), String(field));
  };
  monotone((r) => r.kubeletLocalMode);
  monotone((r) => r.nodeLocalCRISocket);
  monotone((r) => !r.podInfraContainerImageFlag);
  monotone((r) => !r.legacyClientGoSerialization);
  monotone((r) => !r.controllerManagerFlexvolumeMount);
  monotone((r) => !r.etcdFlagsByImageTag);
  monotone((r) => r.externalEtcdHTTPEndpoints);
  monotone((r) => r.caKeyIdHash === 'SHA-256');
});

test('the apiserver kubelet client loses cluster-admin at the patch kubeadm backported it to', () => {
  const at = (v: string) => kubeletClientViaKubeletAPIAdmin(releaseFor(v)!, v);
  assert.deepEqual(['v1.33.11', 'v1.33.12', 'v1.34.5', 'v1.35.4', 'v1.35.5', 'v1.36.0', 'v1.36.1', 'v1.37.0'].map(at), [false, true, false, false, true, false, true, true]);
});
