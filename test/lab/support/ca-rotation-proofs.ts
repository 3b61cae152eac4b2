import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signClientCertificate } from '../../../src/engine/client-identity.js';
import { systemKeySource } from '../../../src/render/pki/key-source.js';
import { pemCertificates } from '../../../src/state/file-view.js';
import { apiProbe, editSpec, k8sform, k8sformAsync } from './k8sform-run.js';
import { eventually, inHost, json, kubectl as kubectlIn } from './lab.js';

/**
 * CA rotations on real nodes: the front-proxy CA and the etcd CA move to new CAs together in three
 * applies while the API keeps answering. An extension apiserver (left running by the
 * aggregation-layer proof) keeps answering through every kube-apiserver, which must present a
 * front-proxy client certificate the extension apiserver trusts at each step; every etcd member
 * stays healthy (each checks its peers and clients by the etcd CA, read only at start), and
 * k8sform's own etcd client keeps reading the member list.
 */
export interface CARotationProofContext {
  readonly file: () => string;
  /** The version the cluster runs at this point (whose kubectl to use). */
  readonly version: string;
  readonly controlPlanes: readonly { readonly name: string; readonly address: string }[];
  /** A path on the extension apiserver that only answers an identity forwarded by kube-apiserver. */
  readonly extensionPath: string;
  readonly proof: (name: string, body: () => Promise<void> | void) => void;
}

const PKI = '/etc/kubernetes/pki';

export function caRotationProofs(ctx: CARotationProofContext): void {
  const kubectl = (args: readonly string[]) => kubectlIn(ctx.version, args);
  const names = ctx.controlPlanes.map((cp) => cp.name);
  const first = names[0]!;
  const fingerprints = (host: string, path: string) => pemCertificates(inHost(host, ['cat', path]).stdout).map((p) => new X509Certificate(p).fingerprint256);
  /** The extension apiserver answers through each kube-apiserver, reached directly, not through the balancer. */
  const extensionAnswersThroughEvery = (phase: string) => eventually(`the extension apiserver answering through every kube-apiserver after ${phase}`, 120_000, () => {
    const answers = ctx.controlPlanes.map((cp) => kubectl(['--server', `https://${cp.address}:6443`, 'get', '--raw', ctx.extensionPath]));
    return answers.every((r) => r.code === 0) ? true : undefined;
  });
  /** The members as k8sform itself reads them (through its own etcd client), from a snapshot: all, and those that answered it. */
  const membersK8sformSees = () => {
    const dir = mkdtempSync(join(tmpdir(), 'k8sform-ca-rotation-'));
    try {
      const r = k8sform(['snapshot', '-f', ctx.file(), '-o', join(dir, 'snapshot.json')]);
      assert.equal(r.code, 0, r.stderr);
      const etcd = (JSON.parse(readFileSync(join(dir, 'snapshot.json'), 'utf8')) as { etcd: { members?: { id: string; name: string }[]; healthy?: string[]; error?: string } | null }).etcd;
      assert.equal(etcd?.error, undefined, `k8sform could not read the member list: ${etcd?.error}`);
      const members = etcd?.members ?? [];
      return { all: members.map((m) => m.name).sort(), answered: members.filter((m) => etcd?.healthy?.includes(m.id)).map((m) => m.name).sort() };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  /** A client certificate signed by the etcd CA that signs on the first control plane now, with the CAs that host trusts to verify servers by. */
  const etcdClient = async () => {
    const bundle = inHost(first, ['cat', `${PKI}/etcd/ca.crt`]).stdout;
    const signing = { certPem: pemCertificates(bundle)[0]!, keyPem: inHost(first, ['cat', `${PKI}/etcd/ca.key`]).stdout };
    const key = await systemKeySource.generate('ecdsa-p256', 'ca-rotation-proof');
    return { caPem: bundle, certPem: await signClientCertificate(signing, { commonName: 'ca-rotation-proof' }, key, new Date(), 3600), keyPem: key.privatePem };
  };
  /** etcd's /health on a member's client port, verifying it by `caPem` and presenting the client certificate. */
  const etcdHealth = (address: string, caPem: string, client: { certPem: string; keyPem: string }) => new Promise<string>((resolve) => {
    const req = request({ host: address, port: 2379, path: '/health', ca: caPem, cert: client.certPem, key: client.keyPem, timeout: 10_000 }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve(`${res.statusCode} ${body.trim()}`));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (e) => resolve(`error: ${e.message}`));
    req.end();
  });
  /** Every member answers /health with a leader and quorum (etcd's own check), reached directly over TLS. */
  const membersHealthy = async (phase: string) => {
    const client = await etcdClient();
    return eventually(`every etcd member healthy after ${phase}`, 120_000, async () => {
      const answers = await Promise.all(ctx.controlPlanes.map(async (cp) => `${cp.name}: ${await etcdHealth(cp.address, client.caPem, client)}`));
      if (answers.every((a) => /: 200 .*"health":"true"/.test(a))) return true;
      throw new Error(answers.join('; '));
    });
  };
  const rotate = (phase: string) => editSpec(ctx.file(), (set) => set(['certificates', 'rotateCA'], { frontProxyCA: phase, etcdCA: phase }));
  const out = (phase: string, r: { code: number; stdout: string; stderr: string }) => `${phase}: ${r.stdout.slice(-4000)}\n${r.stderr}`;

  ctx.proof('the front-proxy CA and the etcd CA are rotated together in three applies (trust-both, reissue, drop-old), one control plane at a time, with the API answering, the extension apiserver reached through every kube-apiserver, every etcd member healthy and k8sform reading the member list after each; then a client of the old etcd CA is refused by every member; the next plan is empty', async () => {
    const oldFrontProxy = fingerprints(first, `${PKI}/front-proxy-ca.crt`);
    const oldEtcd = fingerprints(first, `${PKI}/etcd/ca.crt`);
    assert.equal(oldFrontProxy.length, 1);
    assert.equal(oldEtcd.length, 1);
    await extensionAnswersThroughEvery('nothing');
    const oldClient = await etcdClient();
    for (const cp of ctx.controlPlanes) assert.match(await etcdHealth(cp.address, oldClient.caPem, oldClient), /^200 /, `${cp.name} answers a client of the etcd CA before the rotation`);
    assert.deepEqual(membersK8sformSees(), { all: [...names].sort(), answered: [...names].sort() });

    // Out of order is refused before anything is touched, each CA on its own line; drop-old with one CA on the hosts has nothing to do.
    rotate('reissue');
    const refused = k8sform(['plan', '-f', ctx.file()]);
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /rotateCA\.frontProxyCA: reissue, but no rotation of the front-proxy CA is under way .*begin with trust-both/);
    assert.match(refused.stderr, /rotateCA\.etcdCA: reissue, but no rotation of the etcd CA is under way .*begin with trust-both/);
    rotate('drop-old');
    assert.equal(k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]).code, 0, 'drop-old with one CA: no changes');

    for (const phase of ['trust-both', 'reissue', 'drop-old'] as const) {
      rotate(phase);
      const probe = apiProbe(ctx.version);
      const started = Date.now();
      // The first control plane alone, then the rest: k8sform's own etcd client must be trusted by
      // every member also while they are in two states of the rotation.
      const firstOnly = await k8sformAsync(['apply', '--auto-approve', '--target', `host[${first}]`, '-f', ctx.file()]).done;
      assert.equal(firstOnly.code, 0, out(`${phase} on ${first}`, firstOnly));
      assert.deepEqual(membersK8sformSees(), { all: [...names].sort(), answered: [...names].sort() }, `${phase} on ${first} only: every member answers k8sform's own client`);
      const rest = await k8sformAsync(['apply', '--auto-approve', '-f', ctx.file()]).done;
      const took = Math.round((Date.now() - started) / 1000);
      const { requests, failures } = await probe.stop();
      assert.equal(rest.code, 0, out(phase, rest));
      process.stderr.write(`CA rotation ${phase}: the applies took ${took}s; the API failed ${failures.length} of ${requests} requests${failures.length ? `:\n${failures.join('\n')}` : ''}\n`);
      for (const cp of names) {
        for (const component of ['etcd', 'kube-apiserver']) {
          assert.match(`${firstOnly.stdout}\n${rest.stdout}`, new RegExp(`host\\[${cp}\\]: ${component} restart gate passed after`), `${phase}: ${cp}'s ${component} restarted to read the new CA files`);
        }
      }
      // Each etcd restart takes the local apiserver's only member away for a moment, as in an
      // upgrade: a request times out or is cut while the balancer notices, at most two per member.
      // A CA not trusted somewhere would fail requests otherwise (TLS, 5xx, 401).
      const gaps = failures.filter((f) => /(Client\.Timeout exceeded while awaiting headers\)|context deadline exceeded|unexpected EOF|: EOF|broken pipe|connection reset by peer)$/.test(f));
      assert.deepEqual(failures.filter((f) => !gaps.includes(f)), [], `${phase}: only timeouts and cut connections`);
      assert.ok(gaps.length <= 2 * names.length, `${phase}: ${gaps.length} requests failed while ${names.length} etcd members restarted:\n${gaps.join('\n')}`);
      await extensionAnswersThroughEvery(phase);
      await membersHealthy(phase);
      // Each kube-apiserver reaches its etcd member: it trusts the member's certificate and the member trusts its client's.
      for (const cp of ctx.controlPlanes) {
        const readyz = kubectl(['--server', `https://${cp.address}:6443`, 'get', '--raw', '/readyz/etcd']);
        assert.equal(readyz.stdout.trim(), 'ok', `${phase}: ${cp.name}'s /readyz/etcd: ${readyz.stdout}${readyz.stderr}`);
      }
      assert.deepEqual(membersK8sformSees(), { all: [...names].sort(), answered: [...names].sort() }, `${phase}: every member answers k8sform's own client`);
      const again = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
      assert.equal(again.code, 0, out(`${phase}, planned again`, again));
    }

    for (const [ca, old, leaves] of [
      ['front-proxy-ca', oldFrontProxy, ['front-proxy-client']],
      ['etcd/ca', oldEtcd, ['etcd/server', 'etcd/peer', 'etcd/healthcheck-client', 'apiserver-etcd-client']],
    ] as const) {
      const now = fingerprints(first, `${PKI}/${ca}.crt`);
      assert.equal(now.length, 1);
      assert.notEqual(now[0], old[0], `a new ${ca}`);
      const newPem = pemCertificates(inHost(first, ['cat', `${PKI}/${ca}.crt`]).stdout)[0]!;
      for (const cp of names) {
        assert.deepEqual(fingerprints(cp, `${PKI}/${ca}.crt`), now, `${cp} trusts the new ${ca} alone`);
        assert.equal(inHost(cp, ['ls', `${PKI}/${ca}-next.crt`]).code, 2, `${cp}: the ${ca}-next copy is gone`);
        for (const leaf of leaves) {
          assert.ok(new X509Certificate(inHost(cp, ['cat', `${PKI}/${leaf}.crt`]).stdout).verify(new X509Certificate(newPem).publicKey), `${cp}'s ${leaf} is signed by the new ${ca}`);
        }
      }
      // The apiservers merge CAs into this ConfigMap and never drop one: drop-old left the new CA alone there.
      if (ca === 'front-proxy-ca') {
        const trust = json<{ data: Record<string, string> }>(kubectl(['-n', 'kube-system', 'get', 'configmap', 'extension-apiserver-authentication', '-o', 'json']), 'extension-apiserver-authentication').data['requestheader-client-ca-file']!;
        assert.deepEqual(pemCertificates(trust).map((p) => new X509Certificate(p).fingerprint256), now);
      }
    }
    // Every etcd member now trusts the new CA alone: a client of the old one is refused, one of the new answered.
    const newClient = await etcdClient();
    for (const cp of ctx.controlPlanes) {
      assert.match(await etcdHealth(cp.address, newClient.caPem, newClient), /^200 /, `${cp.name} answers a client of the new etcd CA`);
      // Refused in the handshake (TLS 1.3 reports it on the first read): an alert or the connection reset, not a timeout.
      assert.match(await etcdHealth(cp.address, newClient.caPem, oldClient), /^error: .*(certificate|alert|ECONNRESET|socket hang up)/i, `${cp.name} refuses a client of the old etcd CA`);
    }

    editSpec(ctx.file(), (_, remove) => remove(['certificates']));
    const done = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(done.code, 0, out('rotateCA removed', done));
  });
}
