import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compareAddresses, formatAddress } from '../../model/address.js';
import type { BootstrapToken } from './bootstrap-tokens.js';
import { renderClusterObjects } from './render-objects.js';
import { testCluster } from './test-cluster.js';
import { addressOf } from './dependencies.js';
import type { KubeObject } from '../../model/desired.js';
import { UserError } from '../../errors.js';

const TOKEN: BootstrapToken = { id: 'abcdef', secret: '0123456789abcdef', usages: ['authentication'], groups: [] };
const INPUTS = { caCertPem: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n', tokens: [TOKEN] };
const names = (cluster = testCluster()) => renderClusterObjects(cluster, INPUTS).map((d) => d.addr.name);

test('objects are sorted by address, addresses are unique and only token Secrets are sensitive', () => {
  const desired = renderClusterObjects(testCluster(), INPUTS);
  const sorted = [...desired].sort((a, b) => compareAddresses(a.addr, b.addr));
  assert.deepEqual(desired.map((d) => formatAddress(d.addr)), sorted.map((d) => formatAddress(d.addr)));
  assert.equal(new Set(desired.map((d) => formatAddress(d.addr))).size, desired.length);
  assert.deepEqual(desired.filter((d) => d.spec.sensitive).map((d) => d.addr.name), ['v1/Secret/kube-system/bootstrap-token-abcdef']);
  for (const d of desired) assert.equal(d.spec.sensitive, d.spec.manifest.kind === 'Secret');
});

test('everything kubeadm init creates is there', () => {
  assert.deepEqual(names(), [
    'apps/v1/DaemonSet/kube-system/kube-proxy',
    'apps/v1/Deployment/kube-system/coredns',
    'rbac.authorization.k8s.io/v1/ClusterRole/kubeadm:get-nodes',
    'rbac.authorization.k8s.io/v1/ClusterRole/system:coredns',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:cluster-admins',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:get-nodes',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:kubelet-bootstrap',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:node-autoapprove-bootstrap',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:node-autoapprove-certificate-rotation',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:node-proxier',
    'rbac.authorization.k8s.io/v1/ClusterRoleBinding/system:coredns',
    'rbac.authorization.k8s.io/v1/Role/kube-public/kubeadm:bootstrap-signer-clusterinfo',
    'rbac.authorization.k8s.io/v1/Role/kube-system/kube-proxy',
    'rbac.authorization.k8s.io/v1/Role/kube-system/kubeadm:kubelet-config',
    'rbac.authorization.k8s.io/v1/Role/kube-system/kubeadm:nodes-kubeadm-config',
    'rbac.authorization.k8s.io/v1/RoleBinding/kube-public/kubeadm:bootstrap-signer-clusterinfo',
    'rbac.authorization.k8s.io/v1/RoleBinding/kube-system/kube-proxy',
    'rbac.authorization.k8s.io/v1/RoleBinding/kube-system/kubeadm:kubelet-config',
    'rbac.authorization.k8s.io/v1/RoleBinding/kube-system/kubeadm:nodes-kubeadm-config',
    'v1/ConfigMap/kube-public/cluster-info',
    'v1/ConfigMap/kube-system/coredns',
    'v1/ConfigMap/kube-system/kube-proxy',
    'v1/ConfigMap/kube-system/kubeadm-config',
    'v1/ConfigMap/kube-system/kubelet-config',
    'v1/Node/cp-1',
    'v1/Secret/kube-system/bootstrap-token-abcdef',
    'v1/Service/kube-system/kube-dns',
    'v1/ServiceAccount/kube-system/coredns',
    'v1/ServiceAccount/kube-system/kube-proxy',
  ]);
});

test('disabled addons are left out', () => {
  const all = names(testCluster({ addons: { kubeProxy: { enabled: false }, coreDNS: { enabled: false } } }));
  assert.equal(all.some((n) => /kube-proxy|coredns|kube-dns|node-proxier/.test(n)), false);
  assert.ok(all.includes('v1/ConfigMap/kube-system/kubeadm-config'));
});

test('every object but Nodes is labelled managed-by k8sform, keeping kubeadm labels', () => {
  const desired = renderClusterObjects(testCluster(), INPUTS);
  const label = (d: (typeof desired)[number]) => (d.spec.manifest.metadata.labels as Record<string, string> | undefined)?.['app.kubernetes.io/managed-by'];
  for (const d of desired) assert.equal(label(d), d.spec.manifest.kind === 'Node' ? undefined : 'k8sform', d.addr.name);
  assert.ok(desired.some((d) => d.spec.manifest.kind === 'Node'));
  const ds = desired.find((d) => d.spec.manifest.kind === 'DaemonSet')!;
  assert.deepEqual(ds.spec.manifest.metadata.labels, { 'k8s-app': 'kube-proxy', 'app.kubernetes.io/managed-by': 'k8sform' });
});

test('bindings follow the roles k8sform renders; workloads follow their ServiceAccount and ConfigMap', () => {
  const deps = Object.fromEntries(renderClusterObjects(testCluster(), INPUTS).map((d) => [d.addr.name, d.dependsOn.map((a) => a.name)]));
  assert.deepEqual(deps['rbac.authorization.k8s.io/v1/RoleBinding/kube-system/kubeadm:kubelet-config'], ['rbac.authorization.k8s.io/v1/Role/kube-system/kubeadm:kubelet-config']);
  assert.deepEqual(deps['rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:get-nodes'], ['rbac.authorization.k8s.io/v1/ClusterRole/kubeadm:get-nodes']);
  // Built-in ClusterRoles are not rendered, so nothing to wait for.
  assert.deepEqual(deps['rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:kubelet-bootstrap'], []);
  assert.deepEqual(deps['apps/v1/DaemonSet/kube-system/kube-proxy'], ['v1/ConfigMap/kube-system/kube-proxy', 'v1/ServiceAccount/kube-system/kube-proxy']);
  assert.deepEqual(deps['apps/v1/Deployment/kube-system/coredns'], ['v1/ConfigMap/kube-system/coredns', 'v1/ServiceAccount/kube-system/coredns']);
});

test('rendering is pure: same inputs, same output', () => {
  assert.deepEqual(renderClusterObjects(testCluster(), INPUTS), renderClusterObjects(testCluster(), INPUTS));
});

describe('add-on manifests', () => {
  const addon = (manifest: Record<string, unknown>, line: number) => ({ manifest: manifest as unknown as KubeObject, source: `addons/a.yaml:${line}:1` });
  const ADDONS = [
    addon({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'demo' } }, 1),
    addon({ apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata: { name: 'widgets.example.com' }, spec: { group: 'example.com', scope: 'Namespaced', names: { kind: 'Widget', plural: 'widgets' } } }, 5),
    addon({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w', namespace: 'demo', labels: { app: 'w', 'applyset.kubernetes.io/part-of': 'someone-elses' } } }, 12),
    addon({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'demo' }, spec: { template: { spec: { serviceAccountName: 'web' } } } }, 20),
    addon({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'web', namespace: 'demo' } }, 30),
  ];
  const withAddons = (objects = ADDONS) => {
    const c = testCluster();
    return { ...c, addons: { ...c.addons, objects } };
  };
  const ID = 'applyset-E82R6V9CIxBNQA9ZvvQX6_AGfzUnYC4yAMdvFzlfAvI-v1';

  test('each object is a member of the set, labelled with its id over any value the file gave, and otherwise as written; none carries k8sform\'s managed-by label', () => {
    const desired = renderClusterObjects(withAddons(), INPUTS);
    const widget = desired.find((d) => d.addr.name === 'example.com/v1/Widget/demo/w')!;
    assert.deepEqual(widget.spec.manifest.metadata, { name: 'w', namespace: 'demo', labels: { app: 'w', 'applyset.kubernetes.io/part-of': ID } });
    for (const name of ['v1/Namespace/demo', 'apps/v1/Deployment/demo/web', 'v1/ServiceAccount/demo/web']) {
      const labels = desired.find((d) => d.addr.name === name)!.spec.manifest.metadata.labels as Record<string, string>;
      assert.deepEqual(labels, { 'applyset.kubernetes.io/part-of': ID }, name);
    }
  });

  test('the parent lists the members\' group-kinds and namespaces, carries the id, and comes after every member; members follow their Namespace, CRD and ServiceAccount', () => {
    const desired = renderClusterObjects(withAddons(), INPUTS);
    const parent = desired.find((d) => d.addr.name === 'v1/ConfigMap/kube-system/k8sform-addons')!;
    assert.deepEqual(parent.spec.manifest.metadata, {
      name: 'k8sform-addons', namespace: 'kube-system',
      labels: { 'applyset.kubernetes.io/id': ID, 'app.kubernetes.io/managed-by': 'k8sform' },
      annotations: {
        'applyset.kubernetes.io/tooling': 'k8sform/v1',
        'applyset.kubernetes.io/contains-group-kinds': 'CustomResourceDefinition.apiextensions.k8s.io,Deployment.apps,Namespace,ServiceAccount,Widget.example.com',
        'applyset.kubernetes.io/additional-namespaces': 'demo',
      },
    });
    assert.deepEqual(parent.dependsOn.map((a) => a.name), ADDONS.map((a) => formatAddress(addressOf(a.manifest))).map((s) => s.slice('cluster.object['.length, -1)).sort());
    const deps = (name: string) => desired.find((d) => d.addr.name === name)!.dependsOn.map((a) => a.name);
    assert.deepEqual(deps('example.com/v1/Widget/demo/w'), ['apiextensions.k8s.io/v1/CustomResourceDefinition/widgets.example.com', 'v1/Namespace/demo']);
    assert.deepEqual(deps('apps/v1/Deployment/demo/web'), ['v1/Namespace/demo', 'v1/ServiceAccount/demo/web']);
    assert.deepEqual(deps('v1/Namespace/demo'), []);
  });

  test('a workload or binding missing its template or role is rendered as written, for the apiserver to refuse at plan', () => {
    const malformed = [
      addon({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'empty', namespace: 'demo' }, spec: {} }, 40),
      addon({ apiVersion: 'apps/v1', kind: 'DaemonSet', metadata: { name: 'odd', namespace: 'demo' }, spec: { template: { spec: { serviceAccountName: 7, volumes: 'x' } } } }, 45),
      addon({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'RoleBinding', metadata: { name: 'rb', namespace: 'demo' } }, 50),
    ];
    const desired = renderClusterObjects(withAddons([...ADDONS, ...malformed]), INPUTS);
    for (const name of ['apps/v1/Deployment/demo/empty', 'apps/v1/DaemonSet/demo/odd', 'rbac.authorization.k8s.io/v1/RoleBinding/demo/rb']) {
      assert.deepEqual(desired.find((d) => d.addr.name === name)!.dependsOn.map((a) => a.name), ['v1/Namespace/demo'], name);
    }
  });

  test('while two cluster CAs are trusted, the add-ons\' workloads restart to trust both, as kube-proxy and CoreDNS do, unless their pods get no service account token', () => {
    const workloads = [
      addon({ apiVersion: 'apps/v1', kind: 'DaemonSet', metadata: { name: 'net', namespace: 'demo' }, spec: { template: { spec: { containers: [] } } } }, 60),
      addon({ apiVersion: 'apps/v1', kind: 'StatefulSet', metadata: { name: 'db', namespace: 'demo' }, spec: { template: { metadata: { annotations: { keep: 'me' } }, spec: {} } } }, 70),
      addon({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'tokenless', namespace: 'demo' }, spec: { template: { spec: { automountServiceAccountToken: false } } } }, 80),
      addon({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'empty', namespace: 'demo' }, spec: {} }, 90),
    ];
    const annotations = (inputs: typeof INPUTS, name: string) => {
      const m = renderClusterObjects(withAddons([...ADDONS, ...workloads]), inputs).find((d) => d.addr.name.endsWith(`/demo/${name}`))!.spec.manifest;
      return (m.spec as { template?: { metadata?: { annotations?: Record<string, string> } } }).template?.metadata?.annotations;
    };
    const pem = (n: number) => `-----BEGIN CERTIFICATE-----\nMIIB${n}\n-----END CERTIFICATE-----\n`;
    const rotating = { ...INPUTS, caCertPem: pem(1) + pem(2) };
    const trusted = annotations(rotating, 'net')?.['k8sform.io/trusted-cluster-cas'];
    assert.match(trusted ?? '', /^[0-9a-f]{16}$/);
    assert.deepEqual(annotations(rotating, 'db'), { keep: 'me', 'k8sform.io/trusted-cluster-cas': trusted });
    assert.deepEqual(annotations(rotating, 'web'), { 'k8sform.io/trusted-cluster-cas': trusted });
    assert.equal(annotations(rotating, 'tokenless'), undefined);
    assert.equal(annotations(rotating, 'empty'), undefined);
    assert.equal(annotations({ ...INPUTS, caCertPem: pem(1) }, 'net'), undefined, 'outside a rotation the template is as written');
  });

  test('without add-ons there is no parent; an add-on that is one of k8sform\'s own objects is refused at its place', () => {
    assert.ok(!names().some((n) => n.includes('k8sform-addons')));
    const coredns = addon({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'coredns', namespace: 'kube-system' } }, 7);
    assert.throws(() => renderClusterObjects(withAddons([...ADDONS, coredns]), INPUTS), (e: Error) => e instanceof UserError
      && e.message === "addons/a.yaml:7:1: Deployment kube-system/coredns is an object k8sform makes itself (kubeadm's objects, kube-proxy and CoreDNS under spec.addons): leave it out of the manifests, or turn that add-on off");
  });
});
