import assert from 'node:assert/strict';
import { test } from 'node:test';
import { processAddress } from '../model/address.js';
import { renderPlanText } from './text-plan.js';
import { cert, change, plan, state, text } from '../../test/support/test-plans.js';

const CRT = '/etc/kubernetes/pki/apiserver.crt';
const san = (dnsNames: string[]) => state({ kind: 'certificate', certificate: cert({ dnsNames }) }, { mode: 0o644 });
const sanAdded = change(CRT, 'replace', 'certificate', {
  reasons: [{ code: 'san-added', detail: 'DNS:api.example.com' }],
  before: san(['kubernetes']),
  after: san(['kubernetes', 'api.example.com']),
});
const render = (...changes: Parameters<typeof plan>[0]) => renderPlanText(plan(changes), { color: false });

test('a replaced certificate: legend, heading, reason, and the added SAN field by field', () => {
  assert.equal(
    render(sanAdded),
    `k8sform compared cluster.yaml with what the hosts hold. Actions are shown with these symbols:
-/+ destroy and then create replacement

k8sform will perform the following actions:

  # host[cp-1].file[/etc/kubernetes/pki/apiserver.crt] will be replaced
      because: san-added: DNS:api.example.com
-/+ certificate /etc/kubernetes/pki/apiserver.crt
      subject: CN=kube-apiserver
      issuer: CN=kubernetes
      not before: 2026-03-01T00:00:00.000Z
      not after: 2027-03-01T00:00:00.000Z
      CA: no
      extended key usage: [serverAuth]
    ~ dns names: [kubernetes] -> [kubernetes, api.example.com]
      ip addresses: [10.96.0.1]
      public key: RSA 2048

Plan: 1 to add, 0 to change, 1 to destroy.
`,
  );
});

test('each action has its symbol and heading; the legend lists only the symbols used', () => {
  const out = render(
    change('/a.env', 'create', 'env', { after: state(text('A=1\n')) }),
    change('/b.env', 'update', 'env', { before: state(text('B=1\n')), after: state(text('B=2\n')) }),
    change('/c.env', 'delete', 'env', { before: state(text('C=1\n')) }),
  );
  assert.match(out, /^  \+ create\n  ~ update in-place\n  - destroy\n\n/m);
  assert.doesNotMatch(out, /-\/\+/);
  assert.match(out, /# host\[cp-1\]\.file\[\/a\.env\] will be created\n  \+ env \/a\.env\n/);
  assert.match(out, /# host\[cp-1\]\.file\[\/b\.env\] will be updated in-place\n  ~ env \/b\.env\n/);
  assert.match(out, /# host\[cp-1\]\.file\[\/c\.env\] will be destroyed\n  - env \/c\.env\n    \(file will be removed; a backup is kept on the host\)\n/);
  assert.match(out, /    --- \/dev\/null\n    \+\+\+ b\/a\.env\n    @@ -0,0 \+1 @@\n    \+A=1\n/);
  assert.match(out, /    -B=1\n    \+B=2\n/);
  assert.match(out, /\nPlan: 1 to add, 1 to change, 1 to destroy\.\n$/);
});

test('changes are sorted by address and noops are left out', () => {
  const out = render(
    change('/z', 'create', 'env', { after: state(text('z\n')) }),
    change('/m', 'noop', 'env', { before: state(text('m\n')), after: state(text('m\n')) }),
    change('/a', 'create', 'env', { after: state(text('a\n')) }),
  );
  assert.ok(out.indexOf('file[/a]') < out.indexOf('file[/z]'));
  assert.doesNotMatch(out, /file\[\/m\]/);
});

test('nothing to do', () => {
  assert.equal(render(change('/m', 'noop', 'env', { before: state(text('m\n')), after: state(text('m\n')) })), 'No changes. Every managed file matches cluster.yaml.\n');
  assert.equal(render(), 'No changes. Every managed file matches cluster.yaml.\n');
});

test('mode and owner changes alone', () => {
  const out = render(change('/k', 'update', 'env', { before: state(text('k\n'), { mode: 0o644, uid: 1000, gid: 1000 }), after: state(text('k\n')) }));
  assert.match(out, /  ~ env \/k\n    ~ mode: 0644 -> 0600\n    ~ owner: 1000:1000 -> 0:0\n\n/);
});

test('keys show their type only; kubeconfigs show their meaning with the token id alone', () => {
  const out = render(
    change('/etc/kubernetes/pki/sa.key', 'create', 'private-key', { sensitive: true, after: state({ kind: 'private-key', keyType: 'RSA 2048' }) }),
    change('/etc/kubernetes/bootstrap-kubelet.conf', 'update', 'kubeconfig', {
      sensitive: true,
      before: state({ kind: 'kubeconfig', server: 'https://10.0.0.1:6443', cluster: 'kubernetes', user: 'tls-bootstrap-token-user', certificateAuthority: 'CN=kubernetes', tokenId: 'abcdef' }),
      after: state({ kind: 'kubeconfig', server: 'https://api.example.com:6443', cluster: 'kubernetes', user: 'tls-bootstrap-token-user', certificateAuthority: 'CN=kubernetes', tokenId: 'abcdef' }),
    }),
  );
  assert.match(out, /\n    \(private key, RSA 2048: contents hidden\)\n/);
  assert.match(out, /\n    ~ server: https:\/\/10\.0\.0\.1:6443 -> https:\/\/api\.example\.com:6443\n      cluster: kubernetes\n/);
  assert.match(out, /\n      token: abcdef\.<hidden>\n/);
});

test('an unreadable file shows why', () => {
  const out = render(change('/etc/kubernetes/pki/ca.crt', 'replace', 'certificate', {
    before: state({ kind: 'unreadable', why: 'not a valid certificate: bad PEM' }),
    after: state({ kind: 'certificate', certificate: cert() }),
  }));
  assert.match(out, /\(currently unreadable: not a valid certificate: bad PEM\)\n    \+ subject: CN=kube-apiserver\n/);
});

test('colours: symbols and diff lines are coloured only when asked', () => {
  const coloured = renderPlanText(plan([sanAdded]), { color: true });
  assert.match(coloured, /\x1b\[33m~\x1b\[39m dns names/);
  assert.match(coloured, /\x1b\[31m-\x1b\[39m\/\x1b\[32m\+\x1b\[39m certificate/);
  assert.doesNotMatch(render(sanAdded), /\x1b/);
});

test('a machine leaving the cluster: its kubelet will be stopped, its data directory emptied into the backup, its Node deleted, each saying so', () => {
  const left = [{ code: 'left' as const, detail: 'w-9 is a registered Node but no host in cluster.yaml: its Node is deleted' }];
  const out = render(
    { addr: { scope: 'host[w-9]', kind: 'process', name: 'kubelet' }, action: 'delete', format: 'process', sensitive: false, dependsOn: [], reasons: left, before: { digest: 'version:v1.37.2', view: { kind: 'text', text: 'kubelet v1.37.2\n' } } },
    { addr: { scope: 'host[w-9]', kind: 'dir', name: '/var/lib/etcd' }, action: 'delete', format: 'directory', sensitive: false, dependsOn: [], reasons: left, before: { digest: 'directory:0700:0:0', mode: 0o700, uid: 0, gid: 0, view: { kind: 'directory' } } },
    { addr: { scope: 'cluster', kind: 'object', name: 'v1/Node/w-9' }, action: 'delete', format: 'object', sensitive: false, dependsOn: [], reasons: left, before: { digest: 'node:w-9', view: { kind: 'text', text: 'Node w-9 (InternalIP 10.0.0.9)\n' } } },
  );
  assert.match(out, /# host\[w-9\]\.process\[kubelet\] will be stopped\n {6}because: left: .*\n {2}- process kubelet\n {4}\(kubelet v1\.37\.2 will be stopped\)\n/);
  assert.match(out, /# host\[w-9\]\.dir\[\/var\/lib\/etcd\] will be emptied into the backup folder\n.*\n {2}- directory \/var\/lib\/etcd\n {4}\(what the directory holds will be moved into the backup folder on the host; the directory stays\)\n/);
  assert.match(out, /# cluster\.object\[v1\/Node\/w-9\] will be destroyed\n.*\n {2}- object v1\/Node\/w-9\n {4}\(Node w-9 \(InternalIP 10\.0\.0\.9\) will be deleted: its host is no longer in cluster\.yaml\)\n/);
});

test('a CA trust bundle shows the CA trusted beside the one that signs, in text and JSON', async () => {
  const ca = cert({ subject: 'CN=front-proxy-ca', issuer: 'CN=front-proxy-ca', isCA: true, extKeyUsage: [], dnsNames: [], ipAddresses: [], publicKey: 'RSA 2048 sha256:0ld' });
  const next = { ...ca, notAfter: '2036-03-01T00:00:00.000Z', publicKey: 'RSA 2048 sha256:n3w' };
  const bundle = change('/etc/kubernetes/pki/front-proxy-ca.crt', 'replace', 'certificate', {
    reasons: [{ code: 'ca-changed', detail: 'trusts a new CA beside the one that signs (CA rotation)' }],
    before: state({ kind: 'certificate', certificate: ca }, { mode: 0o644 }),
    after: state({ kind: 'certificate', certificate: ca, alsoTrusted: [next] }, { mode: 0o644 }),
  });
  assert.match(render(bundle), /\n      public key: RSA 2048 sha256:0ld\n    \+ also trusted: CN=front-proxy-ca, not after 2036-03-01T00:00:00\.000Z, RSA 2048 sha256:n3w\n/);
  const { renderPlanJson } = await import('./json-plan.js');
  const json = JSON.parse(renderPlanJson(plan([bundle])));
  assert.deepEqual(json.resource_changes[0].after.view.also_trusted.map((c: { public_key: string }) => c.public_key), ['RSA 2048 sha256:n3w']);
  assert.equal(json.resource_changes[0].before.view.also_trusted, undefined);
});

test('a control-plane process to restart is shown by when it started and the change it must load', () => {
  const restart = change('unused', 'update', 'process', {
    addr: processAddress('cp-1', 'kube-apiserver'),
    reasons: [{ code: 'started-before', detail: 'kube-apiserver started at 2027-01-15T08:01:40Z, before /etc/kubernetes/pki/etcd/ca.crt changed (last at 2027-01-15T08:10:00Z), so it runs with what it read before: restarted to load it (an apply stopped before restarting it, or the file was changed by hand)' }],
    before: { digest: 'process-start:60000', view: { kind: 'text', text: '2027-01-15T08:01:40Z\n' } },
    after: { digest: 'loads:1800000600', view: { kind: 'text', text: 'after 2027-01-15T08:10:00Z\n' } },
  });
  assert.equal(render(restart), `k8sform compared cluster.yaml with what the hosts hold. Actions are shown with these symbols:
  ~ update in-place

k8sform will perform the following actions:

  # host[cp-1].process[kube-apiserver] will be restarted
      because: started-before: kube-apiserver started at 2027-01-15T08:01:40Z, before /etc/kubernetes/pki/etcd/ca.crt changed (last at 2027-01-15T08:10:00Z), so it runs with what it read before: restarted to load it (an apply stopped before restarting it, or the file was changed by hand)
  ~ process kube-apiserver
    ~ started: 2027-01-15T08:01:40Z -> after 2027-01-15T08:10:00Z

Plan: 0 to add, 1 to change, 0 to destroy.
`);
});
