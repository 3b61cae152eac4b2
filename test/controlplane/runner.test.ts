// A real etcd + kube-apiserver started from a tree rendered by the k8sform CLI, with k8sform's own flags,
// certificates and kubeconfigs. The binaries are built from source on first use (scripts/k8s-binaries/build.sh,
// cached in K8SFORM_BINARIES_CACHE): a cold build takes minutes; a failed build fails this test.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parse } from 'yaml';
import { etcdImageTagFor, releaseFor } from '../../src/config/releases.js';
import { ensureBinaries, REAL_BINARIES_VERSION } from './binaries.js';
import { renderSingleControlPlane, ownLoopbackAddress, type RenderedCluster } from './render.js';
import { freePort, startControlPlane, type ControlPlane } from './runner.js';

const VERSION = REAL_BINARIES_VERSION;
const work = mkdtempSync(join(tmpdir(), 'k8sform-controlplane-'));
let rendered: RenderedCluster;
let binaries: Record<string, string> = {};
let cp: ControlPlane | undefined;

before(async () => {
  binaries = await ensureBinaries(VERSION, ['etcd', 'kube-apiserver']);
  rendered = renderSingleControlPlane(work, { version: VERSION, address: ownLoopbackAddress(), bindPort: await freePort() });
  cp = await startControlPlane({ dir: rendered.dir, host: rendered.host, address: rendered.address, version: VERSION, binaries });
});

after(async () => {
  await cp?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('the built binaries report the release version', () => {
  assert.equal(execFileSync(binaries['kube-apiserver']!, ['--version'], { encoding: 'utf8' }).trim(), `Kubernetes ${VERSION}`);
  // The etcd kubeadm pairs with the release, as its image tag names it (3.7.0-0 is etcd 3.7.0).
  const etcd = etcdImageTagFor(releaseFor(VERSION)!, VERSION).replace(/-\d+$/, '');
  assert.match(execFileSync(binaries['etcd']!, ['--version'], { encoding: 'utf8' }), new RegExp(`^etcd Version: ${etcd.replace(/\./g, '\\.')}$`, 'm'));
});

test('kube-apiserver runs with the rendered flags and serves the rendered certificate', async () => {
  assert.ok(cp);
  assert.equal(cp.server, `https://${rendered.address}:${rendered.bindPort}`);
  const args = cp.commands['kube-apiserver']!;
  const manifest = parse(readFileSync(join(rendered.dir, 'hosts', rendered.host, 'etc/kubernetes/manifests/kube-apiserver.yaml'), 'utf8')) as {
    spec: { containers: Array<{ command: string[] }> };
  };
  // Every rendered flag is passed, paths moved into the rendered tree; only etcd-servers and bind-address are the runner's.
  for (const flag of manifest.spec.containers[0]!.command.slice(1)) {
    const name = flag.split('=')[0]!;
    if (name === '--etcd-servers') continue;
    const expected = flag.replaceAll('/etc/kubernetes', cp.etcKubernetes);
    assert.ok(args.includes(expected), `missing ${expected}`);
  }
  assert.ok(args.includes(`--etcd-servers=${cp.etcdEndpoint}`));
  assert.ok(args.includes(`--bind-address=${rendered.address}`));
  assert.ok(args.includes(`--secure-port=${rendered.bindPort}`));
  assert.ok(args.includes(`--advertise-address=${rendered.address}`));

  const ready = await cp.request('/readyz');
  assert.equal(ready.status, 200);
  assert.equal(ready.body, 'ok');
});

test('/version reports the release', async () => {
  assert.ok(cp);
  const r = await cp.request('/version', { kubeconfig: 'admin.conf' });
  assert.equal(r.status, 200, r.body);
  const v = r.json<{ gitVersion: string; major: string; minor: string; gitTreeState: string }>();
  assert.equal(v.gitVersion, VERSION);
  assert.equal(v.major, '1');
  assert.equal(v.minor, VERSION.split('.')[1]);
  assert.equal(v.gitTreeState, 'clean');
});

test('RBAC: admin.conf is forbidden until the rendered kubeadm:cluster-admins binding exists; super-admin.conf is not', async () => {
  assert.ok(cp);
  const admin = cp.credentials('admin.conf');
  const superAdmin = cp.credentials('super-admin.conf');
  assert.equal(admin.server, cp.server, 'admin.conf aims at the host address and bind port');
  assert.equal(superAdmin.server, cp.server);

  const denied = await cp.request('/api/v1/namespaces', { kubeconfig: 'admin.conf' });
  assert.equal(denied.status, 403, denied.body);
  const status = denied.json<{ reason: string; message: string }>();
  assert.equal(status.reason, 'Forbidden');
  assert.match(status.message, /"kubernetes-admin" cannot list resource "namespaces"/);

  // The system namespaces are created by kube-apiserver's own controllers, possibly just after /readyz.
  let names: string[] = [];
  for (let i = 0; i < 50; i++) {
    const listed = await cp.request('/api/v1/namespaces', { kubeconfig: 'super-admin.conf' });
    assert.equal(listed.status, 200, listed.body);
    names = listed.json<{ items: Array<{ metadata: { name: string } }> }>().items.map((i) => i.metadata.name);
    if (['default', 'kube-system', 'kube-public'].every((ns) => names.includes(ns))) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const ns of ['default', 'kube-system', 'kube-public']) assert.ok(names.includes(ns), `namespace ${ns} in ${names.join(',')}`);

  // The rendered binding, created the way kubeadm init does (as super-admin), grants admin.conf cluster-admin.
  const binding = parse(readFileSync(join(rendered.dir, 'cluster/_cluster/ClusterRoleBinding.kubeadm:cluster-admins.yaml'), 'utf8')) as unknown;
  const created = await cp.request('/apis/rbac.authorization.k8s.io/v1/clusterrolebindings', { kubeconfig: 'super-admin.conf', method: 'POST', body: binding });
  assert.equal(created.status, 201, created.body);
  // The RBAC authorizer reads from an informer: allow it a moment to see the new binding.
  let last = denied;
  for (let i = 0; i < 50 && last.status !== 200; i++) {
    await new Promise((r) => setTimeout(r, 200));
    last = await cp.request('/api/v1/namespaces', { kubeconfig: 'admin.conf' });
  }
  assert.equal(last.status, 200, last.body);
});
