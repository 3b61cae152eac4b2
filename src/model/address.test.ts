import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressFrom, compareAddresses, dirAddress, fileAddress, formatAddress, naturalCompare, objectAddress, parseAddress, processAddress } from './address.js';

test('hosts sort in natural order: numbers by value, then kind and path; cluster objects last', () => {
  const addrs = [
    objectAddress('v1', 'ConfigMap', 'kube-proxy', 'kube-system'),
    fileAddress('cp-10', '/etc/kubernetes/admin.conf'),
    fileAddress('worker-2', '/var/lib/kubelet/config.yaml'),
    fileAddress('cp-2', '/etc/kubernetes/pki/ca.crt'),
    fileAddress('cp-2', '/etc/kubernetes/admin.conf'),
    fileAddress('cp-1', '/etc/kubernetes/admin.conf'),
    fileAddress('worker-10', '/var/lib/kubelet/config.yaml'),
  ];
  assert.deepEqual([...addrs].sort(compareAddresses).map(formatAddress), [
    'host[cp-1].file[/etc/kubernetes/admin.conf]',
    'host[cp-2].file[/etc/kubernetes/admin.conf]',
    'host[cp-2].file[/etc/kubernetes/pki/ca.crt]',
    'host[cp-10].file[/etc/kubernetes/admin.conf]',
    'host[worker-2].file[/var/lib/kubelet/config.yaml]',
    'host[worker-10].file[/var/lib/kubelet/config.yaml]',
    'cluster.object[v1/ConfigMap/kube-system/kube-proxy]',
  ]);
});

test('natural comparison is a total order that needs no number parsing', () => {
  const names = ['node-99999999999999999999', 'node-100000000000000000000', 'cp-01', 'cp-1', 'cp', 'cp-a', 'cp-1a', 'cp-1b', 'cp-2'];
  assert.deepEqual([...names].sort(naturalCompare), ['cp', 'cp-01', 'cp-1', 'cp-1a', 'cp-1b', 'cp-2', 'cp-a', 'node-99999999999999999999', 'node-100000000000000000000']);
  for (const a of names) for (const b of names) assert.equal(Math.sign(naturalCompare(a, b)) + Math.sign(naturalCompare(b, a)), 0, `${a} vs ${b}`);
});

test('the kubelet\'s process address formats, parses (for --target) and comes back from a saved plan; only the kubelet, only on a host', () => {
  const a = processAddress('cp-1', 'kubelet');
  assert.equal(formatAddress(a), 'host[cp-1].process[kubelet]');
  assert.deepEqual(parseAddress('host[cp-1].process[kubelet]'), { scope: 'host[cp-1]', kind: 'process', name: 'kubelet' });
  assert.equal(parseAddress('cluster.process[kubelet]'), undefined, 'processes live on hosts');
  assert.deepEqual(addressFrom({ scope: 'host[cp-1]', kind: 'process', name: 'kubelet' }), a);
  assert.equal(addressFrom({ scope: 'host[cp-1]', kind: 'process', name: 'sshd' }), undefined);
  assert.equal(addressFrom({ scope: 'cluster', kind: 'process', name: 'kubelet' }), undefined);
  assert.equal(addressFrom({ scope: 'host[a b]', kind: 'process', name: 'kubelet' }), undefined);
});

test('directory addresses format, parse (for --target) and come back from a saved plan like file addresses', () => {
  const a = dirAddress('cp-1', '/var/lib/etcd');
  assert.equal(formatAddress(a), 'host[cp-1].dir[/var/lib/etcd]');
  assert.deepEqual(parseAddress('host[cp-1].dir[/var/lib/etcd]'), { scope: 'host[cp-1]', kind: 'dir', name: '/var/lib/etcd' });
  assert.equal(parseAddress('cluster.dir[/var/lib/etcd]'), undefined, 'directories live on hosts');
  assert.deepEqual(addressFrom({ scope: 'host[cp-1]', kind: 'dir', name: '/var/lib/etcd' }), a);
  for (const name of ['/var/lib/etcd/../../etc', 'var/lib/etcd', '/var/lib/etcd/', '//var/lib/etcd']) assert.equal(addressFrom({ scope: 'host[cp-1]', kind: 'dir', name }), undefined, name);
  // On a host, the directory sorts before its files.
  assert.deepEqual([fileAddress('cp-1', '/etc/kubernetes/admin.conf'), a].sort(compareAddresses).map(formatAddress), ['host[cp-1].dir[/var/lib/etcd]', 'host[cp-1].file[/etc/kubernetes/admin.conf]']);
});
