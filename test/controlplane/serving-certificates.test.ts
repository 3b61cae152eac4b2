import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Ajv } from 'ajv';
import { approveServingCertificates } from '../../src/engine/serving-certificates.js';
import { applyReport, type ServingCertificateApprovals } from '../../src/model/apply-report.js';
import { repoPath } from '../support/paths.js';
import { clientIdentity } from '../../src/engine/client-identity.js';
import { loadClusterFile } from '../../src/engine/load-cluster.js';
import type { Cluster } from '../../src/model/cluster.js';
import { ApiConnections } from '../../src/providers/kube-api/api-connections.js';
import { KubeClient } from '../../src/providers/kube-api/kube-client.js';
import { localTransport, type LocalHost } from '../../src/providers/local/local-transport.js';
import { REAL_BINARIES_VERSION } from './binaries.js';
import { ownLoopbackAddress, renderSingleControlPlane, type RenderedCluster } from './render.js';
import { freePort, startControlPlane, type ControlPlane } from './runner.js';

/**
 * Kubelet serving certificate requests judged and approved against a real kube-apiserver and etcd:
 * requests are made as the kubelet's own identity (its rendered kubelet.conf), as a kubelet does,
 * with OpenSSL writing the PKCS #10 requests.
 */
let work: string;
let rendered: RenderedCluster;
let cp: ControlPlane;
let admin: KubeClient;
let cluster: Cluster;
let hostRoot: string;
const connections = new ApiConnections();

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'k8sform-serving-'));
  rendered = renderSingleControlPlane(work, { version: REAL_BINARIES_VERSION, address: ownLoopbackAddress(), bindPort: await freePort() });
  cp = await startControlPlane({ dir: rendered.dir, host: rendered.host, address: rendered.address });
  const pki = join(rendered.dir, 'hosts', rendered.host, 'etc/kubernetes/pki');
  const ca = { certPem: readFileSync(join(pki, 'ca.crt'), 'utf8'), keyPem: readFileSync(join(pki, 'ca.key'), 'utf8') };
  admin = new KubeClient({ host: rendered.address, port: rendered.bindPort, credentials: () => clientIdentity({ signing: ca, trustPem: ca.certPem }, 'cluster-admins', new Date()), connections });
  hostRoot = join(work, 'host-root');
  const file = join(work, 'serving.yaml');
  writeFileSync(file, readFileSync(rendered.clusterYaml, 'utf8')
    .replace('  apiServer:\n', '  kubelet:\n    serverTLSBootstrap: true\n  apiServer:\n')
    .replace(`      address: ${rendered.address}\n`, `      address: ${rendered.address}\n      transport: local\n      local: { root: ${hostRoot} }\n`));
  cluster = loadClusterFile(file).cluster;
  assert.equal(cluster.kubelet.serverTLSBootstrap, true);
  // kubeadm's binding for the cluster-admins group, which apply creates first on a new cluster.
  assert.equal((await cp.request('/apis/rbac.authorization.k8s.io/v1/clusterrolebindings', { method: 'POST', body: {
    apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRoleBinding', metadata: { name: 'kubeadm:cluster-admins' },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'cluster-admin' },
    subjects: [{ apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'kubeadm:cluster-admins' }],
  } })).status, 201);
  // The Node registered, as its kubelet would have.
  assert.equal((await cp.request('/api/v1/nodes', { method: 'POST', kubeconfig: 'kubelet.conf', body: { apiVersion: 'v1', kind: 'Node', metadata: { name: rendered.host } } })).status, 201);
});
after(async () => {
  connections.destroy();
  await cp?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A PKCS #10 request with a fresh P-256 key, as OpenSSL writes one. */
function requestPem(subject: string, altNames: string): string {
  return execFileSync('openssl', ['req', '-new', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', '/dev/null', '-subj', subject, '-addext', `subjectAltName=${altNames}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function createRequest(name: string, as: string, altNames: string): Promise<void> {
  const r = await cp.request('/apis/certificates.k8s.io/v1/certificatesigningrequests', {
    method: 'POST',
    kubeconfig: as,
    body: {
      apiVersion: 'certificates.k8s.io/v1', kind: 'CertificateSigningRequest', metadata: { name },
      spec: { signerName: 'kubernetes.io/kubelet-serving', usages: ['digital signature', 'server auth'], request: Buffer.from(requestPem(`/O=system:nodes/CN=system:node:${rendered.host}`, altNames)).toString('base64') },
    },
  });
  assert.equal(r.status, 201, r.body);
}

const conditions = async (name: string) => ((await cp.request(`/apis/certificates.k8s.io/v1/certificatesigningrequests/${name}`)).json<{ status: { conditions?: { type: string; reason: string }[] } }>()).status.conditions?.map((c) => `${c.type}/${c.reason}`) ?? [];

async function approve(waitSeconds: number): Promise<{ said: string[]; warned: string[]; seconds: number; approvals: ServingCertificateApprovals | undefined }> {
  const said: string[] = [];
  const warned: string[] = [];
  const started = Date.now();
  const approvals = await approveServingCertificates({
    cluster, hosts: cluster.hosts, client: admin, transports: new Map([[rendered.host, localTransport(cluster.hosts[0] as LocalHost)]]),
    waitSeconds, signal: new AbortController().signal, say: (l) => said.push(l), warn: (l) => warned.push(l),
  });
  return { said, warned, seconds: (Date.now() - started) / 1000, approvals };
}

const validateReport = new Ajv({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(repoPath('schemas/apply-json.schema.json'), 'utf8')) as object);
/** apply --json's report of an apply that had nothing to change, with these approvals: valid against its schema. */
function reported(servingCertificates: ServingCertificateApprovals | undefined): unknown {
  const report = applyReport({ cluster: 'serving', resources: { add: 0, change: 0, destroy: 0 }, steps: [], applied: [], upToDate: true, servingCertificates });
  assert.ok(validateReport(report), new Ajv().errorsText(validateReport.errors, { separator: '\n' }));
  return report.servingCertificates;
}

test('the kubelet\'s own request for its own names is approved; any other is left pending with the reason; a kubelet still without its certificate is waited for, then named', async () => {
  await createRequest('csr-own', 'kubelet.conf', `DNS:${rendered.host},IP:${rendered.address}`);
  await createRequest('csr-foreign-address', 'kubelet.conf', `DNS:${rendered.host},IP:10.9.9.9`);
  await createRequest('csr-not-a-kubelet', 'super-admin.conf', `DNS:${rendered.host}`);

  const first = await approve(3);
  assert.deepEqual(first.said, [`approved the kubelet serving certificate request csr-own of host[${rendered.host}]`]);
  assert.deepEqual(first.warned, [
    `left the kubelet serving certificate request csr-foreign-address pending: it asks for 10.9.9.9, which cluster.yaml does not give host[${rendered.host}]; approve or deny it with kubectl certificate`,
    'left the kubelet serving certificate request csr-not-a-kubelet pending: it was made by kubernetes-super-admin, not by a node\'s kubelet; approve or deny it with kubectl certificate',
    `host[${rendered.host}] still has no kubelet serving certificate after 3s: check the kubelet (journalctl -u kubelet) and run k8sform apply again, which approves its request`,
  ]);
  assert.ok(first.seconds >= 3, `waited for the kubelet's certificate (${first.seconds} s)`);
  assert.deepEqual(reported(first.approvals), {
    approved: [{ request: 'csr-own', host: rendered.host }],
    leftPending: [
      { request: 'csr-foreign-address', why: `asks for 10.9.9.9, which cluster.yaml does not give host[${rendered.host}]` },
      { request: 'csr-not-a-kubelet', why: 'was made by kubernetes-super-admin, not by a node\'s kubelet' },
    ],
    withoutCertificate: [rendered.host],
  }, 'apply --json reports the same');
  assert.deepEqual(await conditions('csr-own'), ['Approved/K8sformKubeletServing']);
  assert.deepEqual(await conditions('csr-foreign-address'), [], 'never denied');
  assert.deepEqual(await conditions('csr-not-a-kubelet'), []);

  // Once the kubelet holds its certificate nothing is waited for, and nothing is approved twice.
  mkdirSync(join(hostRoot, 'var/lib/kubelet/pki'), { recursive: true });
  copyFileSync(join(rendered.dir, 'hosts', rendered.host, 'etc/kubernetes/pki/apiserver.crt'), join(hostRoot, 'var/lib/kubelet/pki/kubelet-server-current.pem'));
  const again = await approve(30);
  assert.deepEqual(again.said, []);
  assert.equal(again.warned.length, 2, again.warned.join('\n'));
  assert.ok(again.seconds < 10, `no wait (${again.seconds} s)`);
  assert.deepEqual(reported(again.approvals), { approved: [], leftPending: first.approvals!.leftPending, withoutCertificate: [] });
});
