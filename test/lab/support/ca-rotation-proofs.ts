import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signClientCertificate } from '../../../src/engine/client-identity.js';
import { systemKeySource } from '../../../src/render/pki/key-source.js';
import { pemCertificates } from '../../../src/state/file-view.js';
import { apiProbe, editSpec, k8sform, k8sformAsync } from './k8sform-run.js';
import { parse, stringify } from 'yaml';
import { ADMIN_KUBECONFIG } from '../../../scripts/lab/src/cluster-access.js';
import { eventually, inHost, json, kubectl as kubectlIn } from './lab.js';

interface Kubeconfig { clusters: { cluster: Record<string, string> }[]; users: { user: Record<string, string> }[] }

/**
 * CA rotations on real nodes: the cluster CA, the front-proxy CA and the etcd CA move to new CAs
 * together in three applies while the API keeps answering. Every kubelet keeps talking to the
 * apiservers (each kubelet gate waits for its node Lease to be renewed by the restarted kubelet,
 * and no worker's Node turns NotReady) and ends with a client certificate of the new CA that it
 * asked the controller-manager for. An extension apiserver (left running by the aggregation-layer
 * proof) keeps answering through every kube-apiserver, which must present a front-proxy client
 * certificate the extension apiserver trusts at each step; every etcd member stays healthy (each
 * checks its peers and clients by the etcd CA, read only at start), and k8sform's own etcd client
 * keeps reading the member list. The test does what docs/certificates.md asks of an operator: it restarts
 * its own in-cluster client (the extension apiserver) after trust-both, takes the new admin.conf
 * after each phase; the kubelets' new serving certificates are approved by the reissue apply itself.
 */
export interface CARotationProofContext {
  readonly file: () => string;
  /** The version the cluster runs at this point (whose kubectl to use). */
  readonly version: string;
  readonly controlPlanes: readonly { readonly name: string; readonly address: string }[];
  readonly workers: readonly { readonly name: string; readonly address: string }[];
  /** A path on the extension apiserver that only answers an identity forwarded by kube-apiserver. */
  readonly extensionPath: string;
  /** The extension apiserver's Deployment, `namespace/name`: an in-cluster client of the operator's. */
  readonly extensionDeployment: string;
  /** An add-on's DaemonSet, `namespace/name`: an in-cluster client k8sform restarts as it does kube-proxy. */
  readonly addonDaemonSet: string;
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
  const rotate = (phase: string) => editSpec(ctx.file(), (set) => set(['certificates', 'rotateCA'], { ca: phase, frontProxyCA: phase, etcdCA: phase }));
  const hosts = [...ctx.controlPlanes, ...ctx.workers].map((h) => h.name);
  /** The operator's kubeconfig (the lab's, from the machine) takes the CA data and client certificate of the admin.conf k8sform keeps on the first control plane. */
  const takeNewAdminConf = () => {
    const fresh = parse(inHost(first, ['cat', '/etc/kubernetes/admin.conf']).stdout) as Kubeconfig;
    const mine = parse(readFileSync(ADMIN_KUBECONFIG, 'utf8')) as Kubeconfig;
    mine.clusters[0]!.cluster['certificate-authority-data'] = fresh.clusters[0]!.cluster['certificate-authority-data'];
    mine.users[0]!.user = fresh.users[0]!.user;
    writeFileSync(ADMIN_KUBECONFIG, stringify(mine), { mode: 0o600 });
  };
  /** The kubelet's own certificate on a host (its file holds the key too; only the certificate is parsed). */
  const kubeletCertificate = (host: string, file: string) => new X509Certificate(pemCertificates(inHost(host, ['cat', `/var/lib/kubelet/pki/${file}`]).stdout)[0]!);
  const notReadySince = (since: number) => json<{ items: { involvedObject: { kind: string; name: string }; lastTimestamp?: string; eventTime?: string }[] }>(
    kubectl(['get', 'events', '-A', '--field-selector', 'reason=NodeNotReady', '-o', 'json']), 'NodeNotReady events').items
    .filter((e) => e.involvedObject.kind === 'Node' && Date.parse(e.lastTimestamp ?? e.eventTime ?? '') >= since - 1000)
    .map((e) => `${e.involvedObject.name} at +${Math.round((Date.parse(e.lastTimestamp ?? e.eventTime ?? '') - since) / 1000)}s`);
  const [extensionNamespace, extensionName] = ctx.extensionDeployment.split('/') as [string, string];
  /** After trust-both, the operator restarts the in-cluster clients of its own so they trust the new CA too (k8sform restarts kube-proxy and CoreDNS). */
  const restartExtensionApiserver = async () => {
    assert.equal(kubectl(['-n', extensionNamespace, 'rollout', 'restart', 'deployment', extensionName]).code, 0);
    const status = kubectl(['-n', extensionNamespace, 'rollout', 'status', 'deployment', extensionName, '--timeout=180s']);
    assert.equal(status.code, 0, `${status.stdout}${status.stderr}`);
  };
  /** After reissue, each kubelet's request for a serving certificate of the new CA was approved by the reissue apply: nobody approves anything by hand. */
  const servingCertificatesOfNewCA = async (newCAPem: string) => {
    const newCA = new X509Certificate(newCAPem);
    await eventually('every kubelet serving with a certificate of the new cluster CA', 60_000, () => {
      const stale = hosts.filter((h) => !kubeletCertificate(h, 'kubelet-server-current.pem').verify(newCA.publicKey));
      if (stale.length) throw new Error(`not yet: ${stale.join(', ')}`);
      return true;
    }, 3000);
  };
  const out = (phase: string, r: { code: number; stdout: string; stderr: string }) => `${phase}: ${r.stdout.slice(-4000)}\n${r.stderr}`;

  ctx.proof('the cluster CA, the front-proxy CA and the etcd CA are rotated together in three applies (trust-both, reissue, drop-old), one control plane at a time, with the API answering, every kubelet talking to the apiservers throughout, the extension apiserver reached through every kube-apiserver, every etcd member healthy and k8sform reading the member list after each; then clients of the old CAs are refused; the next plan is empty', async () => {
    const oldCluster = fingerprints(first, `${PKI}/ca.crt`);
    const oldFrontProxy = fingerprints(first, `${PKI}/front-proxy-ca.crt`);
    const oldEtcd = fingerprints(first, `${PKI}/etcd/ca.crt`);
    assert.equal(oldCluster.length, 1);
    assert.equal(oldFrontProxy.length, 1);
    assert.equal(oldEtcd.length, 1);
    const oldClusterCA = { certPem: inHost(first, ['cat', `${PKI}/ca.crt`]).stdout, keyPem: inHost(first, ['cat', `${PKI}/ca.key`]).stdout };
    await extensionAnswersThroughEvery('nothing');
    const oldClient = await etcdClient();
    for (const cp of ctx.controlPlanes) assert.match(await etcdHealth(cp.address, oldClient.caPem, oldClient), /^200 /, `${cp.name} answers a client of the etcd CA before the rotation`);
    assert.deepEqual(membersK8sformSees(), { all: [...names].sort(), answered: [...names].sort() });

    // Out of order is refused before anything is touched, each CA on its own line; drop-old with one CA on the hosts has nothing to do.
    rotate('reissue');
    const refused = k8sform(['plan', '-f', ctx.file()]);
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /rotateCA\.ca: reissue, but no rotation of the cluster CA is under way .*begin with trust-both/);
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
      const notReady = notReadySince(started);
      process.stderr.write(`CA rotation ${phase}: the applies took ${took}s; the API failed ${failures.length} of ${requests} requests${failures.length ? `:\n${failures.join('\n')}` : ''}; NodeNotReady events: ${notReady.join(', ') || 'none'}\n`);
      const transcript = `${firstOnly.stdout}\n${rest.stdout}`;
      for (const cp of names) {
        for (const component of ['etcd', 'kube-apiserver', 'kube-controller-manager']) {
          assert.match(transcript, new RegExp(`host\\[${cp}\\]: ${component}( restart)? gate passed after`), `${phase}: ${cp}'s ${component} restarted to read the new CA files`);
        }
      }
      // Each kubelet read its new kubelet.conf (and in reissue started from a client certificate of the new CA): its gate waited for the node Lease renewed by the restarted kubelet.
      for (const h of hosts) assert.match(transcript, new RegExp(`host\\[${h}\\]: kubelet gate passed after`), `${phase}: ${h}'s kubelet restarted and heartbeats`);
      // The workers run no etcd member: a Node of theirs NotReady would be a kubelet the apiservers no longer accept, or that no longer trusts them.
      assert.deepEqual(notReady.filter((e) => ctx.workers.some((w) => e.startsWith(`${w.name} `))), [], `${phase}: no worker NotReady`);
      takeNewAdminConf();
      const newClusterPem = pemCertificates(inHost(first, ['cat', `${PKI}/ca.crt`]).stdout)[0]!;
      if (phase === 'trust-both') await restartExtensionApiserver();
      if (phase === 'reissue') {
        for (const h of hosts) assert.ok(kubeletCertificate(h, 'kubelet-client-current.pem').verify(new X509Certificate(newClusterPem).publicKey), `${h}'s kubelet holds a client certificate of the new cluster CA`);
        await servingCertificatesOfNewCA(newClusterPem);
      }
      // kube-proxy, CoreDNS and the add-on's DaemonSet restarted when they had to trust both CAs, and
      // talk to the apiservers whatever certificate they present.
      const [addonNamespace, addonName] = ctx.addonDaemonSet.split('/') as [string, string];
      for (const [namespace, kind, name] of [['kube-system', 'daemonset', 'kube-proxy'], ['kube-system', 'deployment', 'coredns'], [addonNamespace, 'daemonset', addonName]] as const) {
        const status = kubectl(['-n', namespace, 'rollout', 'status', kind, name, '--timeout=120s']);
        assert.equal(status.code, 0, `${phase}: ${name}: ${status.stdout}${status.stderr}`);
      }
      const trusted = kubectl(['-n', addonNamespace, 'get', 'daemonset', addonName, '-o', "jsonpath={.spec.template.metadata.annotations['k8sform\\.io/trusted-cluster-cas']}"]);
      assert.equal(trusted.code, 0, trusted.stderr);
      if (phase === 'drop-old') assert.equal(trusted.stdout, '', `${phase}: the add-on's pods trust the new CA alone`);
      else assert.match(trusted.stdout, /^[0-9a-f]{16}$/, `${phase}: the add-on's pods restarted to trust both CAs`);
      if (phase !== 'trust-both') {
        // A pod of the replaced ReplicaSet can finish terminating between kubectl listing the pods and
        // reading its log (NotFound): the list is then taken again.
        const readLogs = () => kubectl(['-n', 'kube-system', 'logs', '-l', 'k8s-app in (kube-dns,kube-proxy)', '--tail=-1', '--since=10m', '--prefix']);
        let logs = readLogs();
        for (let retry = 0; retry < 5 && logs.code !== 0 && /\(NotFound\): pods "[^"]+" not found/.test(logs.stderr); retry++) {
          await new Promise((r) => setTimeout(r, 2000));
          logs = readLogs();
        }
        assert.equal(logs.code, 0, logs.stderr);
        assert.doesNotMatch(logs.stdout, /x509|unknown authority|Unauthorized/, `${phase}: kube-proxy and CoreDNS accept the apiservers and are accepted`);
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
      ['ca', oldCluster, ['apiserver', 'apiserver-kubelet-client']],
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
      if (ca !== 'etcd/ca') {
        const field = ca === 'ca' ? 'client-ca-file' : 'requestheader-client-ca-file';
        const trust = json<{ data: Record<string, string> }>(kubectl(['-n', 'kube-system', 'get', 'configmap', 'extension-apiserver-authentication', '-o', 'json']), 'extension-apiserver-authentication').data[field]!;
        assert.deepEqual(pemCertificates(trust).map((p) => new X509Certificate(p).fingerprint256), now, field);
      }
      if (ca === 'ca') {
        for (const h of hosts) {
          assert.deepEqual(fingerprints(h, `${PKI}/ca.crt`), now, `${h} trusts the new cluster CA alone`);
          const conf = parse(inHost(h, ['cat', '/etc/kubernetes/kubelet.conf']).stdout) as Kubeconfig;
          assert.deepEqual(pemCertificates(Buffer.from(conf.clusters[0]!.cluster['certificate-authority-data']!, 'base64').toString()).map((p) => new X509Certificate(p).fingerprint256), now, `${h}'s kubelet trusts the new cluster CA alone`);
          for (const file of ['kubelet-client-current.pem', 'kubelet-server-current.pem']) assert.ok(kubeletCertificate(h, file).verify(new X509Certificate(newPem).publicKey), `${h}'s ${file} is signed by the new cluster CA`);
        }
        for (const cp of names) {
          assert.equal(inHost(cp, ['ls', `${PKI}/ca-signer.crt`]).code, 2, `${cp}: the controller-manager's copy is gone`);
          assert.match(inHost(cp, ['cat', '/etc/kubernetes/manifests/kube-controller-manager.yaml']).stdout, /--cluster-signing-cert-file=\/etc\/kubernetes\/pki\/ca\.crt/);
        }
      }
    }
    // Every apiserver now trusts the new cluster CA alone: a client of the old one is refused, one of the new answered.
    const asClient = async (signing: { certPem: string; keyPem: string }) => {
      const key = await systemKeySource.generate('ecdsa-p256', 'ca-rotation-proof-user');
      const dir = mkdtempSync(join(tmpdir(), 'k8sform-ca-rotation-'));
      try {
        const conf = parse(readFileSync(ADMIN_KUBECONFIG, 'utf8')) as Kubeconfig;
        conf.users[0]!.user = { 'client-certificate-data': Buffer.from(await signClientCertificate(signing, { commonName: 'kubernetes-admin', organization: ['kubeadm:cluster-admins'] }, key, new Date(), 3600)).toString('base64'), 'client-key-data': Buffer.from(key.privatePem).toString('base64') };
        writeFileSync(join(dir, 'conf'), stringify(conf), { mode: 0o600 });
        return kubectl(['--kubeconfig', join(dir, 'conf'), 'get', '--raw', '/api/v1/namespaces/kube-system']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const oldClusterClient = await asClient({ certPem: pemCertificates(oldClusterCA.certPem)[0]!, keyPem: oldClusterCA.keyPem });
    assert.notEqual(oldClusterClient.code, 0, 'a client certificate of the old cluster CA is refused');
    assert.match(oldClusterClient.stderr, /Unauthorized/);
    const newClusterClient = await asClient({ certPem: pemCertificates(inHost(first, ['cat', `${PKI}/ca.crt`]).stdout)[0]!, keyPem: inHost(first, ['cat', `${PKI}/ca.key`]).stdout });
    assert.equal(newClusterClient.code, 0, newClusterClient.stderr);
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
