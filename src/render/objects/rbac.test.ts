import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { KubeObject } from '../../model/desired.js';
import { clusterAdminsBinding } from './cluster-admins.js';
import { NODE_BOOTSTRAP_TOKEN_GROUP, bootstrapperGroups } from './rbac.js';
import { testCluster } from './test-cluster.js';
import { tlsBootstrapRbac } from './tls-bootstrap-rbac.js';

const byName = (objects: KubeObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)!;
const bindingOf = (o: KubeObject) => ({ roleRef: o.roleRef, subjects: o.subjects });
const groups = (...names: string[]) => names.map((name) => ({ kind: 'Group', name }));
const clusterRoleRef = (name: string) => ({ apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name });

test('TLS bootstrap bindings match kubeadm for the default token', () => {
  const objects = tlsBootstrapRbac(testCluster());
  const crb = (name: string) => bindingOf(byName(objects, 'ClusterRoleBinding', name));
  assert.deepEqual(crb('kubeadm:kubelet-bootstrap'), { roleRef: clusterRoleRef('system:node-bootstrapper'), subjects: groups(NODE_BOOTSTRAP_TOKEN_GROUP) });
  assert.deepEqual(crb('kubeadm:get-nodes'), { roleRef: clusterRoleRef('kubeadm:get-nodes'), subjects: groups(NODE_BOOTSTRAP_TOKEN_GROUP) });
  assert.deepEqual(crb('kubeadm:node-autoapprove-bootstrap'), {
    roleRef: clusterRoleRef('system:certificates.k8s.io:certificatesigningrequests:nodeclient'),
    subjects: groups(NODE_BOOTSTRAP_TOKEN_GROUP),
  });
  assert.deepEqual(crb('kubeadm:node-autoapprove-certificate-rotation'), {
    roleRef: clusterRoleRef('system:certificates.k8s.io:certificatesigningrequests:selfnodeclient'),
    subjects: groups('system:nodes'),
  });
  const getNodes = byName(objects, 'ClusterRole', 'kubeadm:get-nodes');
  assert.equal(getNodes.metadata.namespace, undefined);
  assert.deepEqual(getNodes.rules, [{ apiGroups: [''], resources: ['nodes'], verbs: ['get'] }]);
});

test('from kubeadm 1.36.1 (1.35.5, 1.34.8, 1.33.12) the apiserver reaches kubelets as a kubelet-api-admin', () => {
  const binding = (version: string) => tlsBootstrapRbac(testCluster({ kubernetesVersion: version })).find((o) => o.metadata.name === 'kubeadm:apiserver-kubelet-client');
  assert.equal(binding('v1.34.4'), undefined);
  assert.equal(binding('v1.36.0'), undefined);
  // As kubeadm writes it (tlsbootstrap.go): a User subject without apiGroup, the apiserver's built-in role.
  assert.deepEqual(bindingOf(binding('v1.36.1')!), {
    roleRef: clusterRoleRef('system:kubelet-api-admin'),
    subjects: [{ kind: 'User', name: 'kube-apiserver-kubelet-client' }],
  });
  assert.ok(binding('v1.33.12') && binding('v1.37.2'));
});

test('bootstrapper bindings cover the groups of every configured token, once each', () => {
  const cluster = testCluster({
    bootstrapTokens: [
      { groups: ['system:bootstrappers:kubeadm:default-node-token'] },
      { groups: ['system:bootstrappers:edge', 'system:bootstrappers:kubeadm:default-node-token'] },
    ],
  });
  assert.deepEqual(bootstrapperGroups(cluster), ['system:bootstrappers:kubeadm:default-node-token', 'system:bootstrappers:edge']);
  const subjects = byName(tlsBootstrapRbac(cluster), 'ClusterRoleBinding', 'kubeadm:kubelet-bootstrap').subjects;
  assert.deepEqual(subjects, groups('system:bootstrappers:kubeadm:default-node-token', 'system:bootstrappers:edge'));
});

test('without tokens the default-node-token group is still bound', () => {
  assert.deepEqual(bootstrapperGroups(testCluster({ bootstrapTokens: [] })), [NODE_BOOTSTRAP_TOKEN_GROUP]);
});

test('kubeadm:cluster-admins binds its group to cluster-admin', () => {
  const crb = clusterAdminsBinding();
  assert.equal(crb.metadata.name, 'kubeadm:cluster-admins');
  assert.deepEqual(bindingOf(crb), { roleRef: clusterRoleRef('cluster-admin'), subjects: groups('kubeadm:cluster-admins') });
});
