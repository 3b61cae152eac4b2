import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { repoPath } from '../../test/support/paths.js';
import { addressFrom, binaryAddress, dirAddress, fileAddress, formatAddress, isHostAddress, memberAddress, objectAddress, parseAddress, processAddress, storageAddress, type Address } from './address.js';
import { RESOURCE_KINDS, RESOURCE_KIND_NAMES, type ResourceKindName } from './resource-kinds.js';

/** One address of each kind, made by its own constructor. */
const SAMPLES: Record<ResourceKindName, Address> = {
  file: fileAddress('cp-1', '/etc/kubernetes/pki/ca.crt'),
  dir: dirAddress('cp-1', '/var/lib/etcd'),
  binary: binaryAddress('cp-1', '/usr/bin/kubelet'),
  process: processAddress('cp-1', 'kube-apiserver'),
  member: memberAddress('cp-1'),
  object: objectAddress('rbac.authorization.k8s.io/v1', 'ClusterRoleBinding', 'kubeadm:kubelet-bootstrap'),
  storage: storageAddress(),
};

test('every kind of the catalogue is one of the addresses, in the scope the catalogue says', () => {
  assert.deepEqual(RESOURCE_KIND_NAMES, ['file', 'dir', 'binary', 'process', 'member', 'object', 'storage']);
  for (const kind of RESOURCE_KIND_NAMES) {
    const a = SAMPLES[kind];
    assert.equal(a.kind, kind);
    assert.equal(a.scope === 'cluster' ? 'cluster' : 'host', RESOURCE_KINDS[kind].scope, kind);
    assert.ok(RESOURCE_KINDS[kind].validName(a.name), `${kind}: its constructor's name is valid`);
  }
});

test('an address of every kind reads back from its printable form and from a saved plan', () => {
  for (const a of Object.values(SAMPLES)) {
    const text = formatAddress(a);
    assert.deepEqual(parseAddress(text), { scope: a.scope === 'cluster' ? 'cluster' : a.scope, kind: a.kind, name: a.name }, text);
    assert.deepEqual(addressFrom(JSON.parse(JSON.stringify(a))), a, text);
  }
});

test('an address in the other scope, of an unknown kind or with a name its kind does not have is refused', () => {
  for (const a of Object.values(SAMPLES)) {
    const other = a.scope === 'cluster' ? 'host[cp-1]' : 'cluster';
    assert.equal(addressFrom({ ...a, scope: other }), undefined, `${a.kind} in ${other}`);
    assert.equal(parseAddress(`${other}.${a.kind}[${a.name}]`), undefined, `${other}.${a.kind}`);
  }
  assert.equal(addressFrom({ scope: 'host[cp-1]', kind: 'unit', name: 'kubelet.service' }), undefined);
  assert.equal(addressFrom({ scope: 'host[cp-1]', kind: 'toString', name: 'x' }), undefined, 'only the catalogue\'s own keys');
  assert.equal(parseAddress('host[cp-1].unit[kubelet.service]'), undefined);
  for (const [kind, name] of [['file', 'etc/kubernetes/x'], ['file', '/etc/kubernetes/../x'], ['dir', '/var/lib/etcd/'], ['process', 'sshd'], ['member', 'etcd-2']] as const) {
    assert.equal(addressFrom({ scope: 'host[cp-1]', kind, name }), undefined, `${kind}[${name}]`);
  }
});

test('what apply does with each kind is consistent', () => {
  for (const kind of RESOURCE_KIND_NAMES) {
    const k = RESOURCE_KINDS[kind];
    assert.equal(isHostAddress(SAMPLES[kind]), k.appliedBy === 'host-script', `${kind}: written by the host's script exactly when it is a host address`);
    if (k.restoredOnRollback) assert.equal(k.appliedBy, 'host-script', `${kind}: only what a host's script wrote is put back from its backups`);
    if (k.appliedBy === 'host-script' || k.appliedBy === 'gate') assert.equal(k.scope, 'host', kind);
    if (k.appliedBy === 'apiserver') assert.equal(k.scope, 'cluster', kind);
  }
});

test('the JSON plan\'s schema names exactly the catalogue\'s kinds', () => {
  const schema = JSON.parse(readFileSync(repoPath('schemas/plan-json.schema.json'), 'utf8')) as { definitions: { ResourceChange: { properties: { kind: { enum: string[] } } } } };
  assert.deepEqual(schema.definitions.ResourceChange.properties.kind.enum, RESOURCE_KIND_NAMES);
});
