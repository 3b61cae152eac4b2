import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { apiProbe, editSpec, k8sform, k8sformAsync } from './k8sform-run.js';
import { eventually, inHost, json, kubectl, LAB_DIR } from './lab.js';

/**
 * Certificates over time and user credentials on real nodes: `k8sform certs` reads every host's
 * certificates (the kubelets' rotated ones included) over SSH, and `k8sform kubeconfig --user`
 * gets a client certificate signed through the CSR API by the controller-manager; `apply` renews
 * certificates within renewBefore and restarts the static pods that read them.
 */
export interface CredentialProofContext {
  readonly file: () => string;
  /** A scratch directory for the user kubeconfig. */
  readonly dir: () => string;
  /** The version the cluster runs at this point (whose kubectl to use). */
  readonly version: string;
  /** The control-plane endpoint's DNS name, which resolves only inside the lab. */
  readonly endpoint: string;
  readonly hosts: readonly { readonly name: string; readonly role: string; readonly address: string }[];
  readonly proof: (name: string, body: () => Promise<void> | void) => void;
}

interface Pod { metadata: { name: string }; status: { containerStatuses?: { state: { running?: { startedAt: string } } }[] } }
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
      const first = ctx.hosts.find((x) => x.role === 'control-plane')!.name;
      assert.deepEqual(mine.filter((c) => c.name.endsWith('.conf')).map((c) => c.name), h.role === 'worker' ? [] : ['admin.conf', ...(h.name === first ? ['super-admin.conf'] : []), 'controller-manager.conf', 'scheduler.conf', 'kubelet.conf'],
        `${h.name}: super-admin.conf on the first control plane only, as kubeadm init; workers' kubelet.conf points at the rotated file instead of embedding a certificate`);
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

  proof('certificates within renewBefore are renewed and the static pods that read them restarted, one at a time, with the API answering; the next plan is empty', async () => {
    const { name: cp, address } = ctx.hosts.find((h) => h.role === 'control-plane')!;
    const listed = (JSON.parse(k8sform(['certs', '--json', '--target', `host[${cp}]`, '-f', ctx.file()]).stdout) as { certificates: { name: string; isCA: boolean; residualSeconds: number }[] }).certificates;
    // A renewBefore just above the youngest leaf's residual time makes every leaf on the host "expiring".
    const youngest = Math.max(...listed.filter((c) => !c.isCA).map((c) => c.residualSeconds));
    editSpec(ctx.file(), (set) => set(['certificates', 'renewBefore'], `${Math.min(Math.ceil(youngest / 60) + 10, 8760 * 60 - 1)}m`));
    const plan = k8sform(['plan', '--target', `host[${cp}]`, '-f', ctx.file()]);
    const t0 = new Date();
    const probe = apiProbe(ctx.version);
    const apply = await k8sformAsync(['apply', '--auto-approve', '--target', `host[${cp}]`, '-f', ctx.file()]).done;
    const { requests, failures } = await probe.stop();
    editSpec(ctx.file(), (_, remove) => remove(['certificates']));
    assert.equal(apply.code, 0, `${apply.stdout.slice(-4000)}\n${apply.stderr}`);
    for (const step of ['etcd restart', 'kube-apiserver restart', 'kube-controller-manager restart', 'kube-scheduler restart', 'kubelet']) {
      assert.match(plan.stdout, new RegExp(`\\d+\\. host\\[${cp}\\] ${step}: `), `plan shows the ${step} step`);
    }
    const passed = [...apply.stdout.matchAll(/host\[[^\]]+\]: (.+) gate passed after/g)].map((m) => m[1]);
    assert.deepEqual(passed, ['etcd restart', 'kube-apiserver restart', 'kube-controller-manager restart', 'kube-scheduler restart', 'kubelet'], 'restarted in kubeadm\'s order');
    if (failures.length) process.stderr.write(`the API failed ${failures.length} of ${requests} requests during the renewal:\n${failures.join('\n')}\n`);
    // etcd restarts cost 5-second timeouts, as in the upgrade proof.
    assert.ok(failures.length <= requests * 0.05, `the API failed ${failures.length} of ${requests} requests:\n${failures.join('\n')}`);
    // Each component runs a container started after the renewal began; the apiserver serves the new certificate.
    const pods = json<{ items: Pod[] }>(kubectl(ctx.version, ['-n', 'kube-system', 'get', 'pods', '-o', 'json']), 'get pods').items;
    for (const c of ['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler']) {
      const started = pods.find((p) => p.metadata.name === `${c}-${cp}`)?.status.containerStatuses?.[0]?.state.running?.startedAt;
      assert.ok(started && Date.parse(started) > t0.getTime() - 2000, `${c}-${cp} restarted (running since ${started})`);
    }
    const serials = inHost(cp, ['sh', '-c', `openssl x509 -noout -serial -in /etc/kubernetes/pki/apiserver.crt; echo | openssl s_client -connect ${address}:6443 2>/dev/null | openssl x509 -noout -serial`]).stdout.trim().split('\n');
    assert.equal(serials.length, 2, serials.join('\n'));
    assert.equal(serials[0], serials[1], 'the apiserver serves the renewed certificate');
    // Every manifest is back in place and no put-back watchdog is left running.
    assert.equal(inHost(cp, ['ls', '/etc/kubernetes/manifests']).stdout, 'etcd.yaml\nkube-apiserver.yaml\nkube-controller-manager.yaml\nkube-scheduler.yaml\n');
    assert.equal(inHost(cp, ['sh', '-c', 'ls /etc/kubernetes/tmp/*/*.restart-* 2>/dev/null | wc -l; pgrep -fc "[s]leep 300; if" || true']).stdout, '0\n0\n');
    const again = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(again.code, 0, `${again.stdout}\n${again.stderr}`);
    const check = k8sform(['certs', '--fail-within', '300d', '--target', `host[${cp}]`, '-f', ctx.file()]);
    assert.equal(check.code, 0, check.stdout);
  });
}
