import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { applyObjectChanges } from '../../src/apply/apply-objects.js';
import { StalePlanError, UserError } from '../../src/errors.js';
import { refuseAddonKinds } from '../../src/planner/addon-kinds.js';
import type { Cluster } from '../../src/model/cluster.js';
import { loadClusterFile } from '../../src/engine/load-cluster.js';
import type { Desired, DesiredObject } from '../../src/model/desired.js';
import { seenVersionOf } from '../../src/model/observed-objects.js';
import { isEffective } from '../../src/model/plan.js';
import { planObjects } from '../../src/planner/plan-objects.js';
import { objectIntents } from '../../src/planner/object-intents.js';
import { withOrigins } from '../../src/planner/change-origin.js';
import { nextAppliedRecord } from '../../src/model/applied-record.js';
import { comparedObjects } from '../../src/planner/compared-objects.js';
import { bootstrapClusterAdmins } from '../../src/engine/api-access.js';
import { clientIdentity } from '../../src/engine/client-identity.js';
import { ApiConnections } from '../../src/providers/kube-api/api-connections.js';
import { KubeClient } from '../../src/providers/kube-api/kube-client.js';
import { render } from '../../src/render/render.js';
import { liveTokens } from '../../src/state/observe-objects.js';
import { fromSnapshot, toSnapshot, type Snapshot } from '../../src/state/snapshot.js';
import { cachedKeySource, deterministicInputs } from '../support/deterministic-inputs.js';
import { countRenders } from '../support/render-counts.js';
import { REAL_BINARIES_VERSION } from './binaries.js';
import { ownLoopbackAddress, renderSingleControlPlane, type RenderedCluster } from './render.js';
import { freePort, startControlPlane, type ControlPlane } from './runner.js';
import { managedObjects, observeObjects } from '../../src/engine/observe-objects.js';
import { computePlan } from '../../src/engine/compute-plan.js';
import { CLUSTER_SCOPED_KINDS } from '../../src/model/kind-scope.js';
import { repoPath } from '../support/paths.js';
import { toolPath } from '../support/tools.js';
import { closeSession, openSession } from '../../src/engine/session.js';

/**
 * Cluster objects planned and applied against a real kube-apiserver and etcd (built from the
 * k8s.io/kubernetes module), started with the certificates and flags k8sform rendered.
 */
const VERSION = REAL_BINARIES_VERSION;
let work: string;
let rendered: RenderedCluster;
let cp: ControlPlane;
let admin: KubeClient;
let root: KubeClient;
let clusterYaml: string;
const connections = new ApiConnections();

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'k8sform-objects-'));
  rendered = renderSingleControlPlane(work, { version: VERSION, address: ownLoopbackAddress(), bindPort: await freePort() });
  clusterYaml = readFileSync(rendered.clusterYaml, 'utf8');
  cp = await startControlPlane({ dir: rendered.dir, host: rendered.host, address: rendered.address });
  const pki = join(rendered.dir, 'hosts', rendered.host, 'etc/kubernetes/pki');
  const ca = { certPem: readFileSync(join(pki, 'ca.crt'), 'utf8'), keyPem: readFileSync(join(pki, 'ca.key'), 'utf8') };
  const client = (who: 'cluster-admins' | 'super-admin') =>
    new KubeClient({ host: rendered.address, port: rendered.bindPort, credentials: () => clientIdentity({ signing: ca, trustPem: ca.certPem }, who, new Date()), connections });
  admin = client('cluster-admins');
  root = client('super-admin');
});
after(async () => {
  connections.destroy();
  await cp?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Renders the objects for cluster.yaml (as edited), reusing the rendered CAs and the live tokens. */
async function desiredObjects(text = clusterYaml): Promise<{ cluster: Cluster; desired: Desired<DesiredObject>[] }> {
  writeFileSync(rendered.clusterYaml, text);
  const { cluster } = loadClusterFile(rendered.clusterYaml);
  const pki = join(rendered.dir, 'hosts', rendered.host, 'etc/kubernetes/pki');
  const read = (f: string) => readFileSync(join(pki, f), 'utf8');
  const cas = { ca: { certPem: read('ca.crt'), keyPem: read('ca.key') }, 'front-proxy-ca': { certPem: read('front-proxy-ca.crt'), keyPem: read('front-proxy-ca.key') }, 'etcd-ca': { certPem: read('etcd/ca.crt'), keyPem: read('etcd/ca.key') } };
  const now = new Date();
  const tokens = liveTokens(await managedObjects(root), now);
  const { desired } = await render(cluster, { ...deterministicInputs(String(Date.now()), now), existing: { cas, serviceAccountKeyPem: read('sa.key'), tokens } });
  return { cluster, desired: desired.filter((d): d is Desired<DesiredObject> => d.spec.kind === 'object') };
}

async function plan(client: KubeClient, text?: string) {
  const { desired } = await desiredObjects(text);
  return { desired, changes: planObjects(desired, comparedObjects(desired, await observeObjects(client, desired, await managedObjects(client)))) };
}
const summary = (changes: Awaited<ReturnType<typeof plan>>['changes']) => changes.filter(isEffective).map((c) => `${c.action} ${c.addr.name}`);

test('a brand-new cluster: the cluster-admins identity is forbidden until super-admin creates kubeadm:cluster-admins', async () => {
  await assert.rejects(admin.get({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', namespace: 'kube-system' } }), /forbidden/i);
  const { desired } = await desiredObjects();
  // What apply does on a brand-new cluster: create the binding as super-admin, then wait until the
  // apiserver's RBAC cache lets its members act (right after the create, it may still forbid them).
  await bootstrapClusterAdmins({ endpoint: `${rendered.address}:${rendered.bindPort}`, admin, superAdmin: root, via: () => admin }, desired);
  assert.equal(await admin.get({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', namespace: 'kube-system' } }), undefined);
});

test('plan lists every object to create; apply creates them; the next plan is empty', async () => {
  const first = await plan(admin);
  const creates = summary(first.changes);
  assert.ok(creates.length >= 25, creates.join('\n'));
  assert.ok(creates.every((c) => c.startsWith('create ')), creates.join('\n'));
  assert.ok(creates.includes('create v1/ConfigMap/kube-public/cluster-info'));
  assert.ok(!creates.some((c) => c.includes('/Node/')), 'Nodes are only labelled once the kubelet registered them');
  const secret = first.changes.find((c) => c.addr.name.includes('/Secret/kube-system/bootstrap-token-'))!;
  assert.ok(secret.sensitive);
  assert.match(secret.after!.view.kind === 'text' ? secret.after!.view.text : '', /token-secret: \(sensitive\)/);
  await applyObjectChanges(admin, first.changes, first.desired);
  const second = await plan(admin);
  assert.deepEqual(summary(second.changes), []);
  const svc = await admin.get({ apiVersion: 'v1', kind: 'Service', metadata: { name: 'kube-dns', namespace: 'kube-system' } });
  assert.equal((svc as unknown as { spec: { clusterIP: string } }).spec.clusterIP, '10.96.0.10');
});

test('drift made by someone else shows in plan, as drift, and is repaired; a change cluster.yaml asks for is not drift; unmanaged objects are never touched', async () => {
  // What apply records on the control planes when every object is as cluster.yaml asks.
  const settled = await plan(admin);
  assert.deepEqual(summary(settled.changes), []);
  const record = nextAppliedRecord(undefined, rendered.host, settled.changes, new Set(), 'applied-config', new Date(), objectIntents(settled.desired));
  const origins = (p: Awaited<ReturnType<typeof plan>>) =>
    Object.fromEntries(withOrigins(p.changes, new Map([[rendered.host, record]]), 'edited-config', objectIntents(p.desired)).filter(isEffective).map((c) => [c.addr.name, c.origin]));

  await cp.request('/api/v1/namespaces/kube-system/configmaps/kubeadm-config', { method: 'DELETE' });
  const crb = '/apis/rbac.authorization.k8s.io/v1/clusterrolebindings/kubeadm:kubelet-bootstrap';
  const live = (await cp.request(crb)).json<{ subjects: { kind: string; name: string }[] }>();
  live.subjects = [{ kind: 'Group', name: 'system:authenticated' } as never];
  assert.equal((await cp.request(crb, { method: 'PUT', body: live })).status, 200);
  await cp.request('/api/v1/namespaces/kube-system/configmaps', { method: 'POST', body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'someone-elses', namespace: 'kube-system' }, data: { a: 'b' } } });
  const drift = await plan(admin);
  assert.deepEqual(summary(drift.changes), [
    'update rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:kubelet-bootstrap',
    'create v1/ConfigMap/kube-system/kubeadm-config',
  ].sort((a, b) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!)));
  const update = drift.changes.find((c) => c.action === 'update')!;
  assert.deepEqual(update.reasons, [{ code: 'field', detail: 'subjects' }]);
  // cluster.yaml changed since (its digest differs), but not in what it asks of these two objects.
  assert.deepEqual(origins(drift), { 'rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:kubelet-bootstrap': 'drift', 'v1/ConfigMap/kube-system/kubeadm-config': 'drift' });
  const asked = await plan(admin, clusterYaml.replace('  hosts:', '  addons: { coreDNS: { replicas: 3 } }\n  hosts:'));
  assert.equal(origins(asked)['apps/v1/Deployment/kube-system/coredns'], 'config', 'more CoreDNS replicas come from cluster.yaml');
  assert.equal(origins(asked)['v1/ConfigMap/kube-system/kubeadm-config'], 'drift');
  await applyObjectChanges(admin, drift.changes, drift.desired);
  assert.deepEqual(summary((await plan(admin)).changes), []);
  assert.equal((await cp.request('/api/v1/namespaces/kube-system/configmaps/someone-elses')).status, 200);
});

test('an update goes only over the resourceVersion the plan read: an edit made in between is a stale plan and is not overwritten', async () => {
  const crb = '/apis/rbac.authorization.k8s.io/v1/clusterrolebindings/kubeadm:kubelet-bootstrap';
  const edit = async (name: string) => {
    const live = (await cp.request(crb)).json<{ subjects: { kind: string; name: string }[] }>();
    live.subjects = [{ kind: 'Group', name } as never];
    assert.equal((await cp.request(crb, { method: 'PUT', body: live })).status, 200);
  };
  await edit('system:authenticated');
  const { desired } = await desiredObjects();
  const observed = comparedObjects(desired, await observeObjects(admin, desired, await managedObjects(admin)));
  const changes = planObjects(desired, observed);
  const seen = new Map([...observed.live].map(([k, o]) => [k, seenVersionOf(o)]));
  await edit('someone-else');
  await assert.rejects(applyObjectChanges(admin, changes, desired, seen), (e: Error) => e instanceof StalePlanError && /ClusterRoleBinding\/kubeadm:kubelet-bootstrap\]: changed in the apiserver since the plan read it/.test(e.message));
  assert.equal((await cp.request(crb)).json<{ subjects: { name: string }[] }>().subjects[0]!.name, 'someone-else', 'the later edit was not overwritten');
  const again = await plan(admin);
  await applyObjectChanges(admin, again.changes, again.desired);
  assert.deepEqual(summary((await plan(admin)).changes), []);
});

test('a workload whose status moved since the plan is still updated; one whose spec moved is a stale plan', async () => {
  const ds = '/apis/apps/v1/namespaces/kube-system/daemonsets/kube-proxy';
  type DaemonSet = { metadata: { generation: number; resourceVersion: string }; spec: { template: { spec: { containers: { image: string }[] } } }; status: Record<string, unknown> };
  const imageOf = async () => (await cp.request(ds)).json<DaemonSet>().spec.template.spec.containers[0]!.image;
  const rendered = await imageOf();
  const editSpec = async (tag: string) => {
    const live = (await cp.request(ds)).json<DaemonSet>();
    live.spec.template.spec.containers[0]!.image = `example.com/kube-proxy:${tag}`;
    assert.equal((await cp.request(ds, { method: 'PUT', body: live })).status, 200);
  };
  // What a DaemonSet controller and kubelets do all the time: only the status moves.
  const bumpStatus = async (n: number) => {
    const live = (await cp.request(ds)).json<DaemonSet>();
    live.status = { ...live.status, currentNumberScheduled: n, desiredNumberScheduled: n, numberMisscheduled: 0, numberReady: n, observedGeneration: live.metadata.generation };
    assert.equal((await cp.request(`${ds}/status`, { method: 'PUT', body: live })).status, 200);
  };
  const observedThenApply = async (between: () => Promise<void>) => {
    const { desired } = await desiredObjects();
    const observed = comparedObjects(desired, await observeObjects(admin, desired, await managedObjects(admin)));
    const changes = planObjects(desired, observed);
    assert.ok(summary(changes).some((c) => c.endsWith('DaemonSet/kube-system/kube-proxy')), 'the edit is planned away');
    await between();
    return applyObjectChanges(admin, changes, desired, new Map([...observed.live].map(([k, o]) => [k, seenVersionOf(o)])));
  };

  await editSpec('one');
  const rvBefore = (await cp.request(ds)).json<DaemonSet>().metadata.resourceVersion;
  await observedThenApply(() => bumpStatus(1));
  assert.notEqual((await cp.request(ds)).json<DaemonSet>().metadata.resourceVersion, rvBefore);
  assert.equal(await imageOf(), rendered, 'applied over a status-only change');

  await editSpec('two');
  await assert.rejects(observedThenApply(() => editSpec('three')), (e: Error) => e instanceof StalePlanError && /DaemonSet\/kube-system\/kube-proxy\]: changed in the apiserver since the plan read it/.test(e.message));
  assert.equal(await imageOf(), 'example.com/kube-proxy:three', 'the later spec edit was not overwritten');
  const again = await plan(admin);
  await applyObjectChanges(admin, again.changes, again.desired);
  assert.deepEqual(summary((await plan(admin)).changes), []);
});

test('objects k8sform created and no longer wants are pruned; nothing else is', async () => {
  const noDNS = clusterYaml.replace('  hosts:', '  addons: { coreDNS: { enabled: false } }\n  hosts:');
  const p = await plan(admin, noDNS);
  assert.deepEqual(summary(p.changes).filter((c) => !c.includes('kubeadm-config')), [
    'delete rbac.authorization.k8s.io/v1/ClusterRole/system:coredns',
    'delete rbac.authorization.k8s.io/v1/ClusterRoleBinding/system:coredns',
    'delete apps/v1/Deployment/kube-system/coredns',
    'delete v1/ConfigMap/kube-system/coredns',
    'delete v1/Service/kube-system/kube-dns',
    'delete v1/ServiceAccount/kube-system/coredns',
  ].sort((a, b) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!)));
  await applyObjectChanges(admin, p.changes, p.desired);
  assert.equal((await cp.request('/apis/apps/v1/namespaces/kube-system/deployments/coredns')).status, 404);
  assert.equal((await cp.request('/api/v1/namespaces/kube-system/configmaps/someone-elses')).status, 200);
  const back = await plan(admin);
  await applyObjectChanges(admin, back.changes, back.desired);
  assert.deepEqual(summary((await plan(admin)).changes), []);
});

test('an expired bootstrap token is replaced by a new one and its Secret pruned', async () => {
  const [old] = liveTokens(await managedObjects(root), new Date());
  assert.ok(old);
  const path = `/api/v1/namespaces/kube-system/secrets/bootstrap-token-${old.id}`;
  const secret = (await cp.request(path)).json<{ data: Record<string, string> }>();
  secret.data.expiration = Buffer.from('2020-01-01T00:00:00Z').toString('base64');
  assert.equal((await cp.request(path, { method: 'PUT', body: secret })).status, 200);
  const p = await plan(admin);
  const changes = summary(p.changes).filter((c) => c.includes('/Secret/'));
  assert.equal(changes.length, 2, changes.join('\n'));
  assert.ok(changes.includes(`delete v1/Secret/kube-system/bootstrap-token-${old.id}`));
  assert.match(changes.find((c) => c.startsWith('create'))!, /^create v1\/Secret\/kube-system\/bootstrap-token-[a-z0-9]{6}$/);
  await applyObjectChanges(admin, p.changes, p.desired);
  assert.equal((await cp.request(path)).status, 404);
});

test('a registered Node gets the control-plane label and taint, keeps taints others set, and drift is repaired', async () => {
  const node = `/api/v1/nodes/${rendered.host}`;
  assert.equal((await cp.request('/api/v1/nodes', { method: 'POST', body: {
    apiVersion: 'v1', kind: 'Node', metadata: { name: rendered.host },
    spec: { taints: [{ key: 'node.kubernetes.io/not-ready', effect: 'NoSchedule' }] },
  } })).status, 201);
  const p = await plan(admin);
  assert.deepEqual(summary(p.changes), [`update v1/Node/${rendered.host}`]);
  await applyObjectChanges(admin, p.changes, p.desired);
  type NodeView = { metadata: { labels: Record<string, string> }; spec: { taints: { key: string }[] } };
  const applied = (await cp.request(node)).json<NodeView>();
  assert.equal(applied.metadata.labels['node-role.kubernetes.io/control-plane'], '');
  assert.deepEqual(applied.spec.taints.map((t) => t.key).sort(), ['node-role.kubernetes.io/control-plane', 'node.kubernetes.io/not-ready']);
  assert.deepEqual(summary((await plan(admin)).changes), []);
  applied.spec.taints = applied.spec.taints.filter((t) => t.key !== 'node-role.kubernetes.io/control-plane');
  assert.equal((await cp.request(node, { method: 'PUT', body: applied })).status, 200);
  const drift = await plan(admin);
  assert.deepEqual(summary(drift.changes), [`update v1/Node/${rendered.host}`]);
  await applyObjectChanges(admin, drift.changes, drift.desired);
  assert.ok((await cp.request(node)).json<NodeView>().spec.taints.some((t) => t.key === 'node-role.kubernetes.io/control-plane'));
});

test('RBAC holds: anonymous reads cluster-info only; bootstrap tokens create CSRs but cannot list Secrets; cluster-admins are cluster-admin', async () => {
  const can = async (user: string, groups: string[], attrs: Record<string, string>) => {
    const review = (await root.create('/apis/authorization.k8s.io/v1/subjectaccessreviews', {
      apiVersion: 'authorization.k8s.io/v1', kind: 'SubjectAccessReview', spec: { user, groups, resourceAttributes: attrs },
    })) as { status: { allowed: boolean } };
    return review.status.allowed;
  };
  const anon = ['system:unauthenticated'];
  assert.equal(await can('system:anonymous', anon, { verb: 'get', resource: 'configmaps', namespace: 'kube-public', name: 'cluster-info' }), true);
  assert.equal(await can('system:anonymous', anon, { verb: 'get', resource: 'configmaps', namespace: 'kube-system', name: 'kubeadm-config' }), false);
  assert.equal(await can('system:anonymous', anon, { verb: 'list', resource: 'secrets', namespace: 'kube-system' }), false);
  const bootstrap = ['system:bootstrappers', 'system:bootstrappers:kubeadm:default-node-token', 'system:authenticated'];
  assert.equal(await can('system:bootstrap:abcdef', bootstrap, { verb: 'create', group: 'certificates.k8s.io', resource: 'certificatesigningrequests' }), true);
  assert.equal(await can('system:bootstrap:abcdef', bootstrap, { verb: 'list', resource: 'secrets', namespace: 'kube-system' }), false);
  assert.equal(await can('system:bootstrap:abcdef', bootstrap, { verb: 'get', resource: 'nodes', name: 'cp-1' }), true);
  assert.equal(await can('alice', ['kubeadm:cluster-admins', 'system:authenticated'], { verb: 'delete', resource: 'secrets', namespace: 'kube-system' }), true);
  assert.equal(await can('bob', ['system:authenticated'], { verb: 'delete', resource: 'secrets', namespace: 'kube-system' }), false);
});


test('objects planned offline from a snapshot equal the live plan, for the config it was taken with and for a changed one', async () => {
  // Drift someone made, then a snapshot (secrets withheld, through JSON as the file carries it).
  const crb = '/apis/rbac.authorization.k8s.io/v1/clusterrolebindings/kubeadm:kubelet-bootstrap';
  const live = (await cp.request(crb)).json<{ subjects: { kind: string; name: string }[] }>();
  live.subjects = [{ kind: 'Group', name: 'system:authenticated' } as never];
  assert.equal((await cp.request(crb, { method: 'PUT', body: live })).status, 200);
  const taken = await desiredObjects();
  const objects = await observeObjects(admin, taken.desired, await managedObjects(admin));
  const seen = { hosts: new Map(), api: { endpoint: 'test', readiness: 'ok', kubelets: new Map(), objects } };
  const text = JSON.stringify(toSnapshot({ cluster: taken.cluster.name, configDigest: 'x', takenAt: new Date() }, seen));
  const secrets = liveTokens(await managedObjects(root), new Date()).map((t) => t.secret);
  assert.ok(secrets.length > 0);
  for (const secret of secrets) assert.ok(!text.includes(secret) && !text.includes(Buffer.from(secret).toString('base64')), 'no token secret in the snapshot');
  const offline = fromSnapshot(JSON.parse(text) as Snapshot).observation.api!.objects!;
  const described = (changes: Awaited<ReturnType<typeof plan>>['changes']) =>
    changes.map((c) => ({ addr: c.addr.name, action: c.action, reasons: c.reasons }));

  for (const config of [clusterYaml, clusterYaml.replace('  hosts:', '  addons: { coreDNS: { replicas: 3 } }\n  hosts:')]) {
    const livePlan = await plan(admin, config);
    const { desired } = await desiredObjects(config);
    const offlinePlan = planObjects(desired, comparedObjects(desired, offline));
    assert.deepEqual(described(offlinePlan), described(livePlan.changes));
    assert.ok(summary(offlinePlan).includes('update rbac.authorization.k8s.io/v1/ClusterRoleBinding/kubeadm:kubelet-bootstrap'), summary(offlinePlan).join('\n'));
  }
  writeFileSync(rendered.clusterYaml, clusterYaml);
  const repaired = await plan(admin);
  await applyObjectChanges(admin, repaired.changes, repaired.desired);
  assert.deepEqual(summary((await plan(admin)).changes), []);
});

test('a plan that asks the apiserver about the objects renders once, reads the key material once, and renders no static pod besides', async () => {
  // The rendered host as a local directory, so the plan reads its files and reaches this apiserver.
  const local = join(work, 'local.yaml');
  const root = join(rendered.dir, 'hosts', rendered.host);
  writeFileSync(local, clusterYaml.replace(/\n {2}ssh:\n(?: {4}.*\n)+/, '\n').replace(/(\n {6}address: .*\n)/, `$1      transport: local\n      local: { root: ${JSON.stringify(root)} }\n`));
  const loaded = loadClusterFile(local);
  const session = await openSession(loaded.cluster, { trustNewHostKeys: false });
  const { result: computed, counts } = await countRenders(() => computePlan(loaded, session, new Date(), [], { keys: cachedKeySource })).finally(() => closeSession(session));
  assert.ok(computed.objectsObserved, 'the objects were dry-run against the apiserver');
  assert.deepEqual(counts, { render: 1, existingMaterial: 1, staticPods: 1 });
});

describe('add-on manifests', () => {
  const addonDir = () => join(dirname(rendered.clusterYaml), 'addons');
  const withAddons = (patterns: string) => clusterYaml.replace('  hosts:', `  addons: { manifests: ${patterns} }\n  hosts:`);
  const write = (name: string, text: string) => {
    mkdirSync(addonDir(), { recursive: true });
    writeFileSync(join(addonDir(), name), text);
  };
  /** What plan does for the objects: the add-ons' set read, their kinds checked, then compared. */
  async function planAddons(text: string) {
    const { cluster, desired } = await desiredObjects(text);
    const seen = await observeObjects(admin, desired, await managedObjects(admin, cluster.addons.objects.map((a) => a.manifest)));
    if (seen.kinds) refuseAddonKinds(cluster, seen.kinds);
    return { desired, changes: planObjects(desired, comparedObjects(desired, seen)) };
  }
  const WIDGETS = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: { name: widgets.example.com }
spec:
  group: example.com
  scope: Namespaced
  names: { plural: widgets, singular: widget, kind: Widget }
  versions:
  - name: v1
    served: true
    storage: true
    schema: { openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true } }
`;
  const APP = `apiVersion: v1
kind: Namespace
metadata: { name: demo }
---
apiVersion: v1
kind: ConfigMap
metadata: { name: settings, namespace: demo }
data: { level: "1" }
---
apiVersion: example.com/v1
kind: Widget
metadata: { name: w1, namespace: demo }
size: 3
`;
  const parentPath = '/api/v1/namespaces/kube-system/configmaps/k8sform-addons';

  test('objects of the manifests are created in order (Namespace and CRD first, the set\'s parent last), one ApplySet kubectl can list; the next plan is empty', async () => {
    write('a-crd.yaml', WIDGETS);
    write('b-app.yaml', APP);
    const text = withAddons('[addons/*.yaml]');
    const first = await planAddons(text);
    const created = summary(first.changes).filter((c) => !c.includes('kubeadm-config'));
    assert.deepEqual(created.sort(), [
      'create apiextensions.k8s.io/v1/CustomResourceDefinition/widgets.example.com',
      'create example.com/v1/Widget/demo/w1',
      'create v1/ConfigMap/demo/settings',
      'create v1/ConfigMap/kube-system/k8sform-addons',
      'create v1/Namespace/demo',
    ]);
    const widget = first.changes.find((c) => c.addr.name === 'example.com/v1/Widget/demo/w1')!;
    assert.deepEqual(widget.dependsOn.map((a) => a.name).sort(), ['apiextensions.k8s.io/v1/CustomResourceDefinition/widgets.example.com', 'v1/Namespace/demo']);
    const done = await applyObjectChanges(admin, first.changes, first.desired);
    assert.equal(done.at(-1), 'cluster.object[v1/ConfigMap/kube-system/k8sform-addons]', 'the parent goes last');
    assert.deepEqual(summary((await planAddons(text)).changes), []);

    // The ApplySet as kubectl reads it: the parent's id, kinds and namespaces; each member's label.
    const parent = (await cp.request(parentPath)).json<{ metadata: { labels: Record<string, string>; annotations: Record<string, string> } }>();
    const id = parent.metadata.labels['applyset.kubernetes.io/id']!;
    // The KEP's id of ConfigMap kube-system/k8sform-addons: base64url(sha256("k8sform-addons.kube-system.ConfigMap.")), computed by hand.
    assert.equal(id, 'applyset-E82R6V9CIxBNQA9ZvvQX6_AGfzUnYC4yAMdvFzlfAvI-v1');
    assert.equal(parent.metadata.annotations['applyset.kubernetes.io/contains-group-kinds'], 'ConfigMap,CustomResourceDefinition.apiextensions.k8s.io,Namespace,Widget.example.com');
    assert.equal(parent.metadata.annotations['applyset.kubernetes.io/additional-namespaces'], 'demo');
    const members = (await cp.request(`/api/v1/configmaps?labelSelector=${encodeURIComponent(`applyset.kubernetes.io/part-of=${id}`)}`)).json<{ items: { metadata: { name: string } }[] }>();
    assert.deepEqual(members.items.map((i) => i.metadata.name), ['settings']);
    assert.equal((await cp.request('/apis/example.com/v1/namespaces/demo/widgets/w1')).json<{ size: number }>().size, 3);
  });

  test('a changed object is an update naming its field; objects gone from the files are pruned before the parent drops their kinds; unlisted objects stay', async () => {
    await cp.request('/api/v1/namespaces/demo/configmaps', { method: 'POST', body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'not-ours', namespace: 'demo' } } });
    const levelTwo = APP.replace('level: "1"', 'level: "2"');
    write('b-app.yaml', levelTwo);
    const text = withAddons('[addons/*.yaml]');
    const changed = await planAddons(text);
    assert.deepEqual(summary(changed.changes), ['update v1/ConfigMap/demo/settings']);
    assert.deepEqual(changed.changes.find((c) => c.action === 'update')!.reasons, [{ code: 'field', detail: 'data.level' }]);
    await applyObjectChanges(admin, changed.changes, changed.desired);

    rmSync(join(addonDir(), 'a-crd.yaml'));
    write('b-app.yaml', levelTwo.split('---\n').slice(0, 2).join('---\n'));
    const pruned = await planAddons(text);
    assert.deepEqual(summary(pruned.changes).sort(), [
      'delete apiextensions.k8s.io/v1/CustomResourceDefinition/widgets.example.com',
      'delete example.com/v1/Widget/demo/w1',
      'update v1/ConfigMap/kube-system/k8sform-addons',
    ]);
    const gone = pruned.changes.find((c) => c.action === 'delete')!;
    assert.match(gone.reasons[0]!.detail, /no longer in spec\.addons \(its manifests or charts\)/);
    const order = await applyObjectChanges(admin, pruned.changes, pruned.desired);
    assert.equal(order.at(-1), 'cluster.object[v1/ConfigMap/kube-system/k8sform-addons]');
    const crd = await cp.request('/apis/apiextensions.k8s.io/v1/customresourcedefinitions/widgets.example.com');
    assert.ok(crd.status === 404 || crd.json<{ metadata: { deletionTimestamp?: string } }>().metadata.deletionTimestamp, 'the definition is deleted (or finishing, as its objects go)');
    assert.equal((await cp.request('/api/v1/namespaces/demo/configmaps/not-ours')).status, 200, 'an object outside the set is never pruned');
    assert.deepEqual(summary((await planAddons(text)).changes), []);
  });

  test('a kind the apiserver does not serve, or a namespace missing or misplaced, is refused at its place in the file before anything is applied', async () => {
    write('c-bad.yaml', `apiVersion: example.com/v1
kind: Gadget
metadata: { name: g }
---
apiVersion: apps/v1
kind: Deployment
metadata: { name: nowhere }
spec: {}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata: { name: reader, namespace: demo }
`);
    // Through the whole plan, as `k8sform plan` makes it: the hosts read from a local directory, this apiserver asked.
    const local = join(dirname(rendered.clusterYaml), 'local.yaml');
    const root = join(rendered.dir, 'hosts', rendered.host);
    writeFileSync(local, withAddons('[addons/*.yaml]').replace(/\n {2}ssh:\n(?: {4}.*\n)+/, '\n').replace(/(\n {6}address: .*\n)/, `$1      transport: local\n      local: { root: ${JSON.stringify(root)} }\n`));
    const loaded = loadClusterFile(local);
    const session = await openSession(loaded.cluster, { trustNewHostKeys: false });
    await assert.rejects(computePlan(loaded, session, new Date(), [], { keys: cachedKeySource }).finally(() => closeSession(session)), (e: Error) => {
      assert.ok(e instanceof UserError, String(e));
      const lines = e.message.split('\n');
      assert.match(lines[0]!, /addons\/c-bad\.yaml:1:1: Gadget \(example\.com\/v1\) is not served by the apiserver, and no CustomResourceDefinition among the add-ons defines it/);
      assert.match(lines[1]!, /addons\/c-bad\.yaml:5:1: Deployment nowhere: metadata\.namespace is missing: Deployment is namespaced/);
      assert.match(lines[2]!, /addons\/c-bad\.yaml:10:1: ClusterRole reader: metadata\.namespace is set, but ClusterRole is not namespaced/);
      return true;
    });
    rmSync(join(addonDir(), 'c-bad.yaml'));
  });

  test('without manifests, every member and the parent are pruned', async () => {
    const p = await planAddons(clusterYaml);
    assert.deepEqual(summary(p.changes).sort(), ['delete v1/ConfigMap/demo/settings', 'delete v1/ConfigMap/kube-system/k8sform-addons', 'delete v1/Namespace/demo']);
    const order = await applyObjectChanges(admin, p.changes, p.desired);
    assert.equal(order.at(-1), 'cluster.object[v1/ConfigMap/kube-system/k8sform-addons]');
    assert.deepEqual(summary((await planAddons(clusterYaml)).changes), []);
    writeFileSync(rendered.clusterYaml, clusterYaml);
  });

  test('a Helm chart\'s objects join the set, namespaced as helm install would; a changed value is an update; a chart removed from cluster.yaml is pruned', async () => {
    process.env.K8SFORM_HELM = toolPath('helm');
    cpSync(repoPath('test', 'fixtures', 'charts', 'web'), join(dirname(rendered.clusterYaml), 'charts', 'web'), { recursive: true });
    write('apps-namespace.yaml', 'apiVersion: v1\nkind: Namespace\nmetadata: { name: apps }\n');
    const withChart = (greeting: string) => clusterYaml.replace('  hosts:', `  addons:
    manifests: [addons/apps-namespace.yaml]
    helm: [{ name: web, chart: charts/web, namespace: apps, values: { greeting: ${greeting}, replicas: 0 } }]
  hosts:`);
    // Namespace demo, pruned above, stays terminating here (no namespace controller runs): it is not deleted again.
    assert.ok((await cp.request('/api/v1/namespaces/demo')).json<{ metadata: { deletionTimestamp?: string } }>().metadata.deletionTimestamp);
    const first = await planAddons(withChart('hello'));
    assert.deepEqual(summary(first.changes).filter((c) => !c.includes('kubeadm-config')).sort(), [
      'create apiextensions.k8s.io/v1/CustomResourceDefinition/gauges.example.com',
      'create apps/v1/Deployment/apps/web',
      'create example.com/v1/Gauge/web-gauge',
      'create rbac.authorization.k8s.io/v1/ClusterRole/web-reader',
      'create v1/ConfigMap/apps/web-settings',
      'create v1/ConfigMap/kube-system/k8sform-addons',
      'create v1/Namespace/apps',
    ]);
    await applyObjectChanges(admin, first.changes, first.desired);
    assert.equal((await cp.request('/apis/example.com/v1/gauges/web-gauge')).json<{ level: number }>().level, 3);
    assert.deepEqual(summary((await planAddons(withChart('hello'))).changes), []);

    const changed = await planAddons(withChart('bonjour'));
    assert.deepEqual(summary(changed.changes), ['update v1/ConfigMap/apps/web-settings']);
    assert.deepEqual(changed.changes.find((c) => c.action === 'update')!.reasons, [{ code: 'field', detail: 'data.greeting' }]);
    await applyObjectChanges(admin, changed.changes, changed.desired);
    assert.equal((await cp.request('/api/v1/namespaces/apps/configmaps/web-settings')).json<{ data: { greeting: string } }>().data.greeting, 'bonjour');

    const gone = await planAddons(clusterYaml);
    assert.deepEqual(summary(gone.changes).sort(), [
      'delete apiextensions.k8s.io/v1/CustomResourceDefinition/gauges.example.com',
      'delete apps/v1/Deployment/apps/web',
      'delete example.com/v1/Gauge/web-gauge',
      'delete rbac.authorization.k8s.io/v1/ClusterRole/web-reader',
      'delete v1/ConfigMap/apps/web-settings',
      'delete v1/ConfigMap/kube-system/k8sform-addons',
      'delete v1/Namespace/apps',
    ]);
    await applyObjectChanges(admin, gone.changes, gone.desired);
    assert.deepEqual(summary((await planAddons(clusterYaml)).changes), []);
    writeFileSync(rendered.clusterYaml, clusterYaml);
  });
});

test('every kind this apiserver serves without a namespace, besides custom resources, is in the catalogue that gives a chart\'s objects their namespace', async () => {
  const groupVersions = ['v1', ...(await cp.request('/apis')).json<{ groups: { preferredVersion: { groupVersion: string }; versions: { groupVersion: string }[] }[] }>().groups.flatMap((g) => g.versions.map((v) => v.groupVersion))];
  const served = new Set<string>();
  for (const gv of groupVersions) {
    const list = (await cp.request(gv === 'v1' ? '/api/v1' : `/apis/${gv}`)).json<{ resources: { name: string; kind: string; namespaced: boolean }[] }>();
    for (const r of list.resources) if (!r.namespaced && !r.name.includes('/')) served.add(`${gv.includes('/') ? gv.split('/')[0] : ''}/${r.kind}`);
  }
  const custom = (await cp.request('/apis/apiextensions.k8s.io/v1/customresourcedefinitions')).json<{ items: { spec: { group: string } }[] }>().items.map((d) => d.spec.group);
  const builtIn = [...served].filter((k) => !custom.includes(k.split('/')[0]!));
  assert.ok(builtIn.includes('/Namespace') && builtIn.includes('rbac.authorization.k8s.io/ClusterRole'), builtIn.join(', '));
  assert.deepEqual(builtIn.filter((k) => !CLUSTER_SCOPED_KINDS.has(k)), []);
});
