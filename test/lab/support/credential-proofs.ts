import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { k8sform } from './k8sform-run.js';
import { eventually, json, kubectl, LAB_DIR } from './lab.js';

/**
 * Certificates over time and user credentials on real nodes: `k8sform certs` reads every host's
 * certificates (the kubelets' rotated ones included) over SSH, and `k8sform kubeconfig --user`
 * gets a client certificate signed through the CSR API by the controller-manager.
 */
export interface CredentialProofContext {
  readonly file: () => string;
  /** A scratch directory for the user kubeconfig. */
  readonly dir: () => string;
  /** The version the cluster runs at this point (whose kubectl to use). */
  readonly version: string;
  /** The control-plane endpoint's DNS name, which resolves only inside the lab. */
  readonly endpoint: string;
  readonly hosts: readonly { readonly name: string; readonly role: string }[];
  readonly proof: (name: string, body: () => Promise<void> | void) => void;
}

interface Csr { spec: { signerName: string; expirationSeconds: number }; status: { conditions: { type: string; reason: string }[] } }

export function credentialProofs(ctx: CredentialProofContext): void {
  const { proof } = ctx;
  proof('k8sform certs lists, over SSH, every host\'s certificates with the kubelet\'s rotated client and serving certificates, and no private key', async () => {
    interface Listed { host: string; name: string; subject?: string; authority?: string; residualSeconds?: number; problem?: string }
    const report = await eventually('every kubelet holding its approved serving certificate', 120_000, () => {
      const r = k8sform(['certs', '--json', '-f', ctx.file()]);
      assert.equal(r.code, 0, r.stderr);
      const listed = (JSON.parse(r.stdout) as { certificates: Listed[] }).certificates;
      return ctx.hosts.every((h) => listed.some((c) => c.host === h.name && c.name === 'kubelet-server-current.pem')) ? { listed, text: r.stdout } : undefined;
    });
    assert.doesNotMatch(report.text, /PRIVATE KEY|client-key-data|BEGIN/);
    assert.deepEqual(report.listed.filter((c) => c.problem), []);
    for (const h of ctx.hosts) {
      const mine = report.listed.filter((c) => c.host === h.name);
      for (const name of ['kubelet-client-current.pem', 'kubelet-server-current.pem']) {
        const c = mine.find((x) => x.name === name)!;
        assert.equal(c.authority, 'ca', `${h.name} ${name}`);
        assert.match(c.subject!, new RegExp(`O=system:nodes, CN=system:node:${h.name}$`));
      }
      assert.equal(mine.filter((c) => c.name.endsWith('.conf')).length, h.role === 'control-plane' ? 5 : 0, `${h.name}: workers' kubelet.conf points at the rotated file instead of embedding a certificate`);
    }
    const check = k8sform(['certs', '--fail-within', '30d', '-f', ctx.file()]);
    assert.equal(check.code, 0, check.stdout);
    assert.match(check.stdout, /\nOK: nothing expires within 30d\.\n$/);
  });

  proof('k8sform kubeconfig --user signs a short-lived client certificate through the CSR API; the apiserver knows the user and its groups, RBAC grants nothing more', () => {
    const out = join(ctx.dir(), 'alice.conf');
    const r = k8sform(['kubeconfig', '-f', ctx.file(), '--user', 'alice@example.com', '--group', 'devs', '--group', 'qa', '--ttl', '1h', '-o', out]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /^Wrote .*alice\.conf \(0600\) for .*CN=alice@example\.com, valid until \S+; signed by CertificateSigningRequest (k8sform-user-alice-example-com-\w+) \(signer kubernetes\.io\/kube-apiserver-client\)/);
    assert.equal(statSync(out).mode & 0o777, 0o600);
    const csrName = /CertificateSigningRequest (\S+)/.exec(r.stderr)![1]!;
    const csr = json<Csr>(kubectl(ctx.version, ['get', 'csr', csrName, '-o', 'json']), 'get csr');
    assert.equal(csr.spec.signerName, 'kubernetes.io/kube-apiserver-client');
    assert.equal(csr.spec.expirationSeconds, 3600);
    assert.deepEqual(csr.status.conditions.map((c) => `${c.type}/${c.reason}`), ['Approved/K8sformUserKubeconfig']);
    const cert = new X509Certificate(Buffer.from(/client-certificate-data: (\S+)/.exec(readFileSync(out, 'utf8'))![1]!, 'base64'));
    const lifetime = (Date.parse(cert.validTo) - Date.now()) / 1000;
    assert.ok(lifetime > 3000 && lifetime <= 3600, `signed for the requested hour (${lifetime}s left)`);
    // The endpoint's name resolves only inside the lab: reach it through the load balancer, check its name.
    const server = /server: (\S+)/.exec(readFileSync(join(LAB_DIR, 'admin.conf'), 'utf8'))![1]!;
    const asAlice = (args: string[]) => kubectl(ctx.version, ['--kubeconfig', out, '--server', server, '--tls-server-name', ctx.endpoint, ...args]);
    const who = json<{ status: { userInfo: { username: string; groups: string[] } } }>(asAlice(['auth', 'whoami', '-o', 'json']), 'auth whoami');
    assert.equal(who.status.userInfo.username, 'alice@example.com');
    assert.deepEqual(who.status.userInfo.groups.filter((g) => g !== 'system:authenticated').sort(), ['devs', 'qa']);
    const pods = asAlice(['get', 'pods', '-A']);
    assert.notEqual(pods.code, 0);
    assert.match(pods.stderr, /User "alice@example\.com" cannot list resource "pods"/);
    const again = k8sform(['kubeconfig', '-f', ctx.file(), '--user', 'alice@example.com', '-o', out]);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /alice\.conf: already exists; choose another -o or pass --force to replace it\n$/);
  });
}
