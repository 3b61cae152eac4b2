// kube-controller-manager and kube-scheduler, started with their rendered flags and kubeconfigs next to a real
// etcd + kube-apiserver, and the rendered bootstrap objects put to work: kube-controller-manager's bootstrap signer
// must sign the rendered cluster-info with the rendered bootstrap token, exactly what `kubeadm join` verifies.
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parse } from 'yaml';
import { ensureBinaries, REAL_BINARIES_VERSION } from './binaries.js';
import { ownLoopbackAddress, renderSingleControlPlane, type RenderedCluster } from './render.js';
import { freePort, startControlPlane, type ControlPlane } from './runner.js';

const VERSION = REAL_BINARIES_VERSION;
const work = mkdtempSync(join(tmpdir(), 'k8sform-components-'));
let rendered: RenderedCluster;
let cp: ControlPlane | undefined;

before(async () => {
  const binaries = await ensureBinaries(VERSION, ['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler']);
  rendered = renderSingleControlPlane(work, { version: VERSION, address: ownLoopbackAddress(), bindPort: await freePort() });
  cp = await startControlPlane({
    dir: rendered.dir,
    host: rendered.host,
    address: rendered.address,
    version: VERSION,
    binaries,
    components: ['kube-controller-manager', 'kube-scheduler'],
  });
});

after(async () => {
  await cp?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function eventually<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`);
}

test('kube-controller-manager and kube-scheduler authenticate with their rendered kubeconfigs and take their leases', async () => {
  assert.ok(cp);
  for (const name of ['kube-controller-manager', 'kube-scheduler']) {
    const holder = await eventually(`the ${name} lease`, 60_000, async () => {
      const r = await cp!.request(`/apis/coordination.k8s.io/v1/namespaces/kube-system/leases/${name}`);
      if (r.status !== 200) return undefined;
      return r.json<{ spec: { holderIdentity?: string } }>().spec.holderIdentity || undefined;
    });
    assert.ok(holder.length > 0);
  }
});

test("kube-controller-manager's bootstrap signer signs the rendered cluster-info with the rendered bootstrap token", async () => {
  assert.ok(cp);
  const clusterDir = join(rendered.dir, 'cluster');
  const tokenFile = readdirSync(join(clusterDir, 'kube-system')).find((f) => f.startsWith('Secret.bootstrap-token-'));
  assert.ok(tokenFile, 'a rendered bootstrap token Secret');
  const secret = parse(readFileSync(join(clusterDir, 'kube-system', tokenFile), 'utf8')) as { data: Record<string, string> };
  const clusterInfo = parse(readFileSync(join(clusterDir, 'kube-public', 'ConfigMap.cluster-info.yaml'), 'utf8')) as { data: { kubeconfig: string } };
  const tokenId = Buffer.from(secret.data['token-id']!, 'base64').toString();
  const tokenSecret = Buffer.from(secret.data['token-secret']!, 'base64').toString();

  for (const [path, obj] of [
    ['/api/v1/namespaces/kube-system/secrets', secret],
    ['/api/v1/namespaces/kube-public/configmaps', clusterInfo],
  ] as const) {
    const r = await cp.request(path, { method: 'POST', body: obj });
    assert.equal(r.status, 201, `POST ${path}: ${r.body}`);
  }

  const jws = await eventually(`jws-kubeconfig-${tokenId} in cluster-info`, 60_000, async () => {
    const r = await cp!.request('/api/v1/namespaces/kube-public/configmaps/cluster-info');
    return r.json<{ data: Record<string, string> }>().data[`jws-kubeconfig-${tokenId}`];
  });
  // A detached JWS (header..signature), HS256 keyed by the token secret, as k8s.io/cluster-bootstrap/token/jws computes it.
  const [header, payload, signature] = jws.split('.');
  assert.equal(payload, '', 'detached payload');
  assert.deepEqual(JSON.parse(Buffer.from(header!, 'base64url').toString()), { alg: 'HS256', kid: tokenId });
  const expected = createHmac('sha256', tokenSecret)
    .update(`${header}.${Buffer.from(clusterInfo.data.kubeconfig).toString('base64url')}`)
    .digest();
  assert.ok(timingSafeEqual(Buffer.from(signature!, 'base64url'), expected), 'the signature verifies with the rendered token');
});
