import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { cordon, DrainRefused, drainNode, evictPods, uncordon } from '../../src/apply/drain/drain-node.js';
import { GateFailed } from '../../src/apply/gates/poll.js';
import { clientIdentity } from '../../src/engine/client-identity.js';
import type { KubeObject } from '../../src/model/desired.js';
import { ApiConnections } from '../../src/providers/kube-api/api-connections.js';
import { KubeClient } from '../../src/providers/kube-api/kube-client.js';
import { REAL_BINARIES_VERSION } from './binaries.js';
import { ownLoopbackAddress, renderSingleControlPlane, type RenderedCluster } from './render.js';
import { freePort, startControlPlane, type ControlPlane } from './runner.js';

/**
 * `apply --drain`'s cordon, eviction and uncordon against a real kube-apiserver: its Eviction API
 * and PodDisruptionBudget checks are the apiserver's own. No kubelet runs here, so the test plays
 * the kubelet's last part of a Pod's termination (deleting it once it is marked for deletion); the
 * lab proof drains nodes with real kubelets.
 */
let work: string;
let rendered: RenderedCluster;
let cp: ControlPlane;
let api: KubeClient;
const connections = new ApiConnections();
const never = new AbortController().signal;

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'k8sform-drain-'));
  rendered = renderSingleControlPlane(work, { version: REAL_BINARIES_VERSION, address: ownLoopbackAddress(), bindPort: await freePort() });
  cp = await startControlPlane({ dir: rendered.dir, host: rendered.host, address: rendered.address });
  const pki = join(rendered.dir, 'hosts', rendered.host, 'etc/kubernetes/pki');
  const ca = { certPem: readFileSync(join(pki, 'ca.crt'), 'utf8'), keyPem: readFileSync(join(pki, 'ca.key'), 'utf8') };
  api = new KubeClient({ host: rendered.address, port: rendered.bindPort, credentials: () => clientIdentity({ signing: ca, trustPem: ca.certPem }, 'super-admin', new Date()), connections });
  for (const name of ['node-a', 'node-b', 'node-c']) await api.createObject({ apiVersion: 'v1', kind: 'Node', metadata: { name } });
  // The controller-manager, which would make it, does not run here; Pods need their namespace's default ServiceAccount.
  await api.createObject({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'default', namespace: 'default' } });
});
after(async () => {
  connections.destroy();
  await cp?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const owner = (kind: string) => [{ apiVersion: 'apps/v1', kind, name: 'owner', uid: '0b5a3f7e-0000-4000-8000-000000000001', controller: true }];
async function pod(name: string, node: string, extra: { labels?: Record<string, string>; ownedBy?: string; annotations?: Record<string, string> } = {}): Promise<void> {
  await api.createObject({
    apiVersion: 'v1', kind: 'Pod',
    metadata: { name, namespace: 'default', labels: extra.labels ?? {}, annotations: extra.annotations ?? {}, ...(extra.ownedBy ? { ownerReferences: owner(extra.ownedBy) } : {}) },
    spec: { nodeName: node, containers: [{ name: 'c', image: 'registry.k8s.io/pause:3.10.2' }] },
  });
}
/** What a kubelet reports once a Pod's containers run: budgets only protect running, ready Pods (a Pending one is evicted regardless). */
async function reportRunning(name: string): Promise<void> {
  const current = (await api.get({ apiVersion: 'v1', kind: 'Pod', metadata: { name, namespace: 'default' } }))!;
  await api.replaceSubresource({ ...current, status: { phase: 'Running', conditions: [{ type: 'Ready', status: 'True' }] } }, 'status');
}
const podsOn = async (node: string) => (await api.list('v1', 'Pod', '', `spec.nodeName=${node}`)).map((p) => p.metadata.name).sort();
const unschedulable = async (node: string) => ((await api.get({ apiVersion: 'v1', kind: 'Node', metadata: { name: node } }))!.spec as { unschedulable?: boolean } | undefined)?.unschedulable ?? false;

/** What a kubelet does once a Pod on its node is marked for deletion: stops it, then deletes it for good. */
function playKubelet(node: string): () => void {
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      for (const p of await api.list('v1', 'Pod', '', `spec.nodeName=${node}`)) {
        if (p.metadata.deletionTimestamp) await cp.request(`/api/v1/namespaces/default/pods/${p.metadata.name}`, { method: 'DELETE', body: { apiVersion: 'v1', kind: 'DeleteOptions', gracePeriodSeconds: 0 } });
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  };
  void loop();
  return () => (stopped = true);
}

test('cordon marks the Node unschedulable and says whether it did; uncordon undoes it', async () => {
  assert.equal(await cordon(api, 'node-a'), true);
  assert.equal(await unschedulable('node-a'), true);
  assert.equal(await cordon(api, 'node-a'), false, 'already cordoned: the drain must leave it so');
  await uncordon(api, 'node-a');
  assert.equal(await unschedulable('node-a'), false);
  await assert.rejects(cordon(api, 'node-x'), /Node node-x does not exist/);
});

test('a drain evicts the controller-managed Pods and waits until they are gone; mirror and DaemonSet Pods stay', async () => {
  await pod('web-1', 'node-a', { ownedBy: 'ReplicaSet' });
  await pod('web-2', 'node-a', { ownedBy: 'ReplicaSet' });
  await pod('proxy', 'node-a', { ownedBy: 'DaemonSet' });
  await pod('static', 'node-a', { annotations: { 'kubernetes.io/config.mirror': 'x' } });
  const stop = playKubelet('node-a');
  try {
    assert.equal(await evictPods(api, 'node-a', 60, never), 2);
  } finally {
    stop();
  }
  assert.deepEqual(await podsOn('node-a'), ['proxy', 'static']);
});

test('a Pod no controller manages refuses the drain before anything is evicted, and the Node is uncordoned again', async () => {
  await pod('lonely', 'node-b');
  await pod('web-3', 'node-b', { ownedBy: 'ReplicaSet' });
  const said: string[] = [];
  await assert.rejects(drainNode(api, 'node-b', { timeoutSeconds: 10 }, never, (l) => said.push(l)), (e: Error) => {
    assert.ok(e instanceof DrainRefused);
    assert.match(e.message, /^Pod default\/lonely is not managed by a controller, so evicting it would delete it for good: delete or move it first$/);
    return true;
  });
  assert.deepEqual(await podsOn('node-b'), ['lonely', 'web-3']);
  assert.deepEqual(said, ['uncordoned Node node-b']);
  assert.notEqual(((await api.get({ apiVersion: 'v1', kind: 'Node', metadata: { name: 'node-b' } }))?.spec as { unschedulable?: boolean } | undefined)?.unschedulable, true);
});

test('a PodDisruptionBudget that allows no disruption holds the eviction until the drain times out, saying so', async () => {
  await pod('db-1', 'node-c', { ownedBy: 'StatefulSet', labels: { app: 'db' } });
  await reportRunning('db-1');
  const pdb: KubeObject = { apiVersion: 'policy/v1', kind: 'PodDisruptionBudget', metadata: { name: 'db', namespace: 'default' }, spec: { minAvailable: 1, selector: { matchLabels: { app: 'db' } } } };
  await api.create('/apis/policy/v1/namespaces/default/poddisruptionbudgets', pdb);
  const started = Date.now();
  await assert.rejects(evictPods(api, 'node-c', 6, never), (e: Error) => {
    assert.ok(e instanceof GateFailed);
    assert.match(e.message, /the Pods on Node node-c evicted did not happen within 6s \(last seen: a PodDisruptionBudget does not allow evicting default\/db-1 yet\)/);
    return true;
  });
  assert.ok(Date.now() - started < 20_000);
  assert.deepEqual(await podsOn('node-c'), ['db-1'], 'the Pod the budget protects is still there');
});
