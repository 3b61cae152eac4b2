import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { testCluster } from '../../test/support/test-clusters.js';
import type { AppliedRecord } from '../model/applied-record.js';
import type { ObservedFile } from '../state/observe-host.js';
import { apiserverAnsweredOnce } from './answered-once.js';

const cluster = testCluster([1, 2, 3].map((i) => `{ name: cp-${i}, role: control-plane, address: 10.0.0.${i} }`).concat('{ name: w-1, role: worker, address: 10.0.1.1 }'));
/** A self-signed certificate as OpenSSL writes one: what a kubelet's client certificate file holds, its key aside. */
const certificate = (cn: string) => execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', '/dev/null', '-subj', `/O=system:nodes/CN=system:node:${cn}`, '-days', '1'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const written = certificate('cp-1');
const signedLater = certificate('cp-1');
const kubeletConf = (embedded?: string) => `apiVersion: v1
kind: Config
clusters: [{ name: kubernetes, cluster: { server: 'https://10.0.0.1:6443' } }]
users: [{ name: 'system:node:cp-1', user: ${embedded ? `{ client-certificate-data: ${Buffer.from(embedded).toString('base64')}, client-key-data: a2V5 }` : '{ client-certificate: /var/lib/kubelet/pki/kubelet-client-current.pem, client-key: /var/lib/kubelet/pki/kubelet-client-current.pem }'} }]
`;
const file = (path: string, extra: Partial<ObservedFile>): ObservedFile => ({ host: 'cp-1', path, exists: true, digest: 'd', ...extra });
/** cp-1's kubelet.conf and the certificate its kubelet holds. */
const cp1 = (conf: string, held?: string) => new Map([['cp-1', new Map([
  ['/etc/kubernetes/kubelet.conf', file('/etc/kubernetes/kubelet.conf', { content: Buffer.from(conf) })],
  ...(held ? [['/var/lib/kubelet/pki/kubelet-client-current.pem', file('/var/lib/kubelet/pki/kubelet-client-current.pem', { certificatePem: held })] as const] : []),
])]]);
const record = (extra: Partial<AppliedRecord>) => new Map<string, AppliedRecord | undefined>([['cp-2', { formatVersion: 1, appliedAt: '2026-01-01T00:00:00.000Z', files: {}, ...extra }]]);
const none = new Map<string, AppliedRecord | undefined>();

test('a first apply stopped before any apiserver answered leaves no sign that one did', () => {
  assert.equal(apiserverAnsweredOnce(cluster, new Map(), none), false, 'nothing on the hosts');
  assert.equal(apiserverAnsweredOnce(cluster, cp1(kubeletConf(written)), none), false, 'kubelet.conf written, the kubelet not started yet');
  assert.equal(apiserverAnsweredOnce(cluster, cp1(kubeletConf(written), written), none), false, 'the kubelet stored the certificate kubelet.conf embeds, as it does before reaching anything');
  assert.equal(apiserverAnsweredOnce(cluster, cp1(kubeletConf(written), written), record({ files: { '/etc/kubernetes/admin.conf': { digest: 'b'.repeat(64), mode: 0o600, uid: 0, gid: 0 } } })), false, 'a record of host files only (an apply that stopped at a gate, or --target host)');
});

test('a record of cluster objects or of a full apply, or a kubelet certificate kubelet.conf does not embed, shows an apiserver answered', () => {
  assert.equal(apiserverAnsweredOnce(cluster, new Map(), record({ objects: { 'v1/ConfigMap/kube-system/kubeadm-config': 'a'.repeat(64) } })), true, 'objects k8sform applied');
  assert.equal(apiserverAnsweredOnce(cluster, new Map(), record({ configDigest: 'c'.repeat(64) })), true, 'a full apply');
  assert.equal(apiserverAnsweredOnce(cluster, cp1(kubeletConf(written), signedLater), none), true, 'a certificate the CSR API signed since (rotated)');
  assert.equal(apiserverAnsweredOnce(cluster, cp1(kubeletConf(), written), none), true, 'kubelet.conf pointing at the kubelet\'s own file, as kubeadm leaves it once its control plane answered');
  assert.equal(apiserverAnsweredOnce(cluster, cp1('not: [a kubeconfig', written), none), true, 'an unreadable kubelet.conf embeds nothing');
});
