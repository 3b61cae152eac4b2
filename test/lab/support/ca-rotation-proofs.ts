import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { apiProbe, editSpec, failuresOfRollingRestart, k8sform, k8sformAsync } from './k8sform-run.js';
import { eventually, inHost, json, kubectl as kubectlIn } from './lab.js';

/**
 * A CA rotation on real nodes: the front-proxy CA moves to a new CA in three applies while the API
 * keeps answering and an extension apiserver (left running by the aggregation-layer proof) keeps
 * answering through every kube-apiserver, which must present a front-proxy client certificate the
 * extension apiserver trusts at each step.
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
  const fingerprints = (host: string, path: string) => {
    const text = inHost(host, ['cat', path]).stdout;
    return (text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []).map((p) => new X509Certificate(p).fingerprint256);
  };
  /** The extension apiserver answers through each kube-apiserver, reached directly, not through the balancer. */
  const extensionAnswersThroughEvery = (phase: string) => eventually(`the extension apiserver answering through every kube-apiserver after ${phase}`, 120_000, () => {
    const answers = ctx.controlPlanes.map((cp) => kubectl(['--server', `https://${cp.address}:6443`, 'get', '--raw', ctx.extensionPath]));
    return answers.every((r) => r.code === 0) ? true : undefined;
  });

  ctx.proof('the front-proxy CA is rotated in three applies (trust-both, reissue, drop-old) with the API answering and the extension apiserver reached through every kube-apiserver after each; the next plan is empty', async () => {
    const [first] = ctx.controlPlanes;
    const oldCA = fingerprints(first!.name, `${PKI}/front-proxy-ca.crt`);
    assert.equal(oldCA.length, 1);
    await extensionAnswersThroughEvery('nothing');
    const out = (phase: string, r: { code: number; stdout: string; stderr: string }) => `${phase}: ${r.stdout.slice(-4000)}\n${r.stderr}`;
    // Out of order is refused before anything is touched; drop-old with one CA on the hosts has nothing to do.
    editSpec(ctx.file(), (set) => set(['certificates', 'rotateCA'], { frontProxyCA: 'reissue' }));
    const refused = k8sform(['plan', '-f', ctx.file()]);
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /rotateCA\.frontProxyCA: reissue, but no rotation of the front-proxy CA is under way .*begin with trust-both/);
    editSpec(ctx.file(), (set) => set(['certificates', 'rotateCA'], { frontProxyCA: 'drop-old' }));
    assert.equal(k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]).code, 0, 'drop-old with one CA: no changes');
    for (const phase of ['trust-both', 'reissue', 'drop-old'] as const) {
      editSpec(ctx.file(), (set) => set(['certificates', 'rotateCA'], { frontProxyCA: phase }));
      const probe = apiProbe(ctx.version);
      const apply = await k8sformAsync(['apply', '--auto-approve', '-f', ctx.file()]).done;
      const { requests, failures } = await probe.stop();
      assert.equal(apply.code, 0, out(phase, apply));
      for (const cp of ctx.controlPlanes) {
        assert.match(apply.stdout, new RegExp(`host\\[${cp.name}\\]: kube-apiserver restart gate passed after`), `${phase}: ${cp.name}'s apiserver restarted to read the new files`);
      }
      assert.deepEqual(failuresOfRollingRestart(failures, ctx.controlPlanes.length), [], `${phase}: the API failed ${failures.length} of ${requests} requests`);
      await extensionAnswersThroughEvery(phase);
      const again = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
      assert.equal(again.code, 0, out(`${phase}, planned again`, again));
    }
    const newCA = fingerprints(first!.name, `${PKI}/front-proxy-ca.crt`);
    assert.equal(newCA.length, 1);
    assert.notEqual(newCA[0], oldCA[0], 'a new front-proxy CA');
    for (const cp of ctx.controlPlanes) {
      assert.deepEqual(fingerprints(cp.name, `${PKI}/front-proxy-ca.crt`), newCA, `${cp.name} trusts the new CA alone`);
      assert.equal(inHost(cp.name, ['ls', `${PKI}/front-proxy-ca-next.crt`]).code, 2, `${cp.name}: the -next copy is gone`);
      const client = new X509Certificate(inHost(cp.name, ['cat', `${PKI}/front-proxy-client.crt`]).stdout);
      const ca = new X509Certificate(inHost(cp.name, ['cat', `${PKI}/front-proxy-ca.crt`]).stdout);
      assert.ok(client.verify(ca.publicKey), `${cp.name}'s front-proxy client certificate is signed by the new CA`);
    }
    // The apiservers merge CAs into this ConfigMap and never drop one: drop-old left the new CA alone there.
    const trust = json<{ data: Record<string, string> }>(kubectl(['-n', 'kube-system', 'get', 'configmap', 'extension-apiserver-authentication', '-o', 'json']), 'extension-apiserver-authentication').data['requestheader-client-ca-file']!;
    assert.deepEqual((trust.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []).map((p) => new X509Certificate(p).fingerprint256), newCA);

    editSpec(ctx.file(), (_, remove) => remove(['certificates']));
    const done = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(done.code, 0, out('rotateCA removed', done));
  });
}
