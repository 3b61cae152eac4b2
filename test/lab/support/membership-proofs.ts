import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { apiProbe, editSpec, k8sform, k8sformAsync } from './k8sform-run.js';
import { eventually, inHost, json, kubectl as kubectlIn, lab } from './lab.js';

/**
 * Hosts added to and removed from a running cluster, on real nodes: control planes added join its
 * etcd (added as learners, then promoted) instead of bootstrapping a cluster of their own, and a
 * worker added joins by TLS bootstrap; removed ones leave the member list one at a time (a removal
 * that would lose quorum is refused), then every removed machine leaves the cluster: its Node
 * deleted, k8sform's files moved into the backup folder, its kubelet stopped. The API answers
 * throughout and a second plan is empty each time. Starts with `controlPlanes` and leaves the
 * cluster with them again, the worker added back last (the other added machines stay in the lab, out
 * of the cluster).
 */
export interface MembershipProofContext {
  readonly file: () => string;
  readonly version: string;
  readonly controlPlanes: readonly string[];
  readonly added: readonly { readonly name: string; readonly address: string }[];
  /** A worker added with the control planes and removed with them. */
  readonly addedWorker: { readonly name: string; readonly address: string };
  readonly proof: (name: string, body: () => Promise<void> | void) => void;
}

interface Member { name: string; peerURLs: string[]; isLearner?: boolean }

const ETCD_MANIFEST = '/etc/kubernetes/manifests/etcd.yaml';

export function membershipProofs(ctx: MembershipProofContext): void {
  const { proof } = ctx;
  const kubectl = (args: readonly string[]) => kubectlIn(ctx.version, args);
  const etcdctl = (args: readonly string[]) => kubectl(['-n', 'kube-system', 'exec', `etcd-${ctx.controlPlanes[0]}`, '--', 'etcdctl', '--endpoints=https://127.0.0.1:2379',
    '--cacert=/etc/kubernetes/pki/etcd/ca.crt', '--cert=/etc/kubernetes/pki/etcd/healthcheck-client.crt', '--key=/etc/kubernetes/pki/etcd/healthcheck-client.key', ...args]);
  const members = () => json<{ members: Member[] }>(etcdctl(['member', 'list', '-w', 'json']), 'etcd member list').members;
  const all = [...ctx.controlPlanes, ...ctx.added.map((h) => h.name)];
  const worker = ctx.addedWorker;
  const leaving = [...ctx.added.map((h) => h.name), worker.name];
  const nodeNames = () => json<{ items: { metadata: { name: string } }[] }>(kubectl(['get', 'nodes', '-o', 'json']), 'nodes').items.map((n) => n.metadata.name).sort();
  /** Runs apply with the API probed once a second, and `afterSeconds` more; returns the transcript and the probe's count. */
  const probedApply = async (afterSeconds = 0) => {
    const probe = apiProbe(ctx.version);
    const started = Date.now();
    const apply = await k8sformAsync(['apply', '--auto-approve', '-f', ctx.file()]).done;
    const took = Math.round((Date.now() - started) / 1000);
    await new Promise((r) => setTimeout(r, afterSeconds * 1000));
    const { requests, failures } = await probe.stop();
    return { apply, took, requests, failures };
  };
  const emptyPlan = () => {
    const plan = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(plan.code, 0, `${plan.stdout.slice(-3000)}\n${plan.stderr}`);
    assert.match(plan.stdout, /No changes\./);
  };

  proof(`${ctx.controlPlanes.length} → ${all.length} control planes and a worker more: lab up provisions the new machines (bare: apply installs their kubelet and kubectl); plan shows each joining etcd as its own step; one whose etcd peer port is taken is named by preflight with its fix and nothing is written; apply adds each as a learner and promotes it, existing members untouched, and the worker joins by TLS bootstrap, the API answering; a second plan is empty`, async () => {
    editSpec(ctx.file(), (set) => set(['hosts'], [...readHosts(ctx.file()), ...ctx.added.map((h) => ({ name: h.name, role: 'control-plane', address: h.address })), { name: worker.name, role: 'worker', address: worker.address }]));
    const up = lab(['up', '--bare', '--no-pod-network', '-f', ctx.file(), '--no-apply'], { timeoutMs: 30 * 60_000 });
    assert.equal(up.code, 0, `lab up --no-apply: ${up.stdout.slice(-2000)}\n${up.stderr}`);
    const manifestsBefore = ctx.controlPlanes.map((h) => inHost(h, ['sha256sum', ETCD_MANIFEST]).stdout);

    const plan = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(plan.code, 2, `${plan.stdout.slice(-3000)}\n${plan.stderr}`);
    for (const h of ctx.added) {
      assert.match(plan.stdout, new RegExp(`# host\\[${h.name}\\]\\.member\\[etcd\\] will join etcd \\(added as a learner, then promoted\\)`));
      assert.match(plan.stdout, new RegExp(`host\\[${h.name}\\] etcd join: \\d+ changes; add ${h.name} to etcd as a learner first`));
    }
    assert.match(plan.stdout, new RegExp(`# host\\[${worker.name}\\]\\.file\\[/etc/kubernetes/bootstrap-kubelet\\.conf\\] will be created`));
    // Existing members keep their manifests: --initial-cluster is only read by a new member.
    for (const h of ctx.controlPlanes) assert.doesNotMatch(plan.stdout, new RegExp(`host\\[${h}\\]\\.file\\[${ETCD_MANIFEST}\\]`));

    // A new machine where something already listens on etcd's peer port is named by apply with the
    // fix, before anything is written anywhere.
    const squatted = ctx.added[0]!.name;
    const squat = inHost(squatted, ['systemd-run', '--unit=port-squatter', '--', 'socat', 'TCP-LISTEN:2380,reuseaddr,fork', 'SYSTEM:true']);
    assert.equal(squat.code, 0, squat.stderr);
    try {
      await eventually(`something listening on ${squatted}:2380`, 30_000, () => (inHost(squatted, ['grep', '-q', ':094C 00000000:0000 0A', '/proc/net/tcp']).code === 0 ? true : undefined), 500);
      const refused = k8sform(['apply', '--auto-approve', '-f', ctx.file()]);
      assert.equal(refused.code, 1, `${refused.stdout.slice(-3000)}\n${refused.stderr}`);
      assert.match(refused.stderr, new RegExp(`host\\[${squatted}\\]: preflight check ports(?: failed)?: port 2380 is in use, and etcd is to start here and listen on it\\n  fix: stop what listens there`), refused.stderr);
      assert.match(refused.stderr, /\nNothing was written\./);
      assert.equal(inHost(squatted, ['test', '-e', ETCD_MANIFEST]).code, 1, 'nothing written on the host');
    } finally {
      inHost(squatted, ['systemctl', 'stop', 'port-squatter']);
    }

    const { apply, took, requests, failures } = await probedApply();
    assert.equal(apply.code, 0, `${apply.stdout.slice(-4000)}\n${apply.stderr}`);
    process.stderr.write(`${ctx.controlPlanes.length} → ${all.length} apply took ${took}s; the API failed ${failures.length} of ${requests} requests${failures.length ? `:\n${failures.join('\n')}` : ''}\n`);
    for (const h of ctx.added) {
      assert.match(apply.stdout, new RegExp(`host\\[${h.name}\\]: added to etcd as a learner at https://${h.address.replace(/\./g, '\\.')}:2380`));
      assert.match(apply.stdout, new RegExp(`host\\[${h.name}\\]: etcd member promoted to a voting member`));
      assert.match(apply.stdout, new RegExp(`host\\[${h.name}\\]: started the kubelet \\(systemctl enable kubelet && systemctl restart kubelet\\)`));
      assert.match(apply.stdout, new RegExp(`host\\[${h.name}\\]: etcd join gate passed`));
      const flags = inHost(h.name, ['cat', ETCD_MANIFEST]).stdout;
      assert.match(flags, /--initial-cluster-state=existing/);
    }
    assert.deepEqual(ctx.controlPlanes.map((h) => inHost(h, ['sha256sum', ETCD_MANIFEST]).stdout), manifestsBefore, 'the existing members\' manifests are untouched');
    const list = members();
    assert.deepEqual(list.map((m) => m.name).sort(), [...all].sort());
    assert.ok(list.every((m) => !m.isLearner), JSON.stringify(list));
    assert.ok(failures.length <= requests * 0.05, `the API failed ${failures.length} of ${requests} requests while control planes joined:\n${failures.join('\n')}`);

    assert.match(apply.stdout, new RegExp(`host\\[${worker.name}\\]: started the kubelet`));
    // Until the worker's client certificate is there, its kubelet.conf names a file that does not
    // exist yet, which a plan would replace; apply waited for its Node, so it should be there. The
    // lab's own apply comes only after that.
    await eventually(`the kubelet of ${worker.name} to finish TLS bootstrap`, 180_000, () => (inHost(worker.name, ['test', '-s', '/var/lib/kubelet/pki/kubelet-client-current.pem']).code === 0 ? true : undefined), 1000);
    // flannel's DaemonSet gives the new nodes their pod network; the lab waits until every Node is Ready, its apply having nothing to do.
    const ready = lab(['up', '--no-pod-network', '-f', ctx.file()], { timeoutMs: 20 * 60_000 });
    assert.equal(ready.code, 0, `lab up: ${ready.stdout.slice(-2000)}\n${ready.stderr}`);
    assert.match(ready.stdout, /No changes\./);
    // The worker's kubelet got its client certificate through the CSR API with the bootstrap token.
    assert.equal(inHost(worker.name, ['test', '-s', '/var/lib/kubelet/pki/kubelet-client-current.pem']).code, 0, 'the worker\'s rotated client certificate');
    assert.ok(nodeNames().includes(worker.name));
    emptyPlan();
  });

  proof(`${all.length} → ${ctx.controlPlanes.length} control planes and the added worker out: a removal that would lose quorum is refused, saying why; with every member healthy, apply removes the members one at a time, then each machine leaves the cluster (Node deleted, files moved into the backup folder, kubelet stopped) with the API answering; a second plan is empty`, async () => {
    editSpec(ctx.file(), (set) => set(['hosts'], readHosts(ctx.file()).filter((h) => !leaving.includes(String(h.name)))));
    // Two of the control planes kept are down: removing either healthy member would leave 4 voters with 2 answering.
    const down = ctx.controlPlanes.slice(1, 3);
    for (const h of down) assert.equal(inHost(h, ['mv', ETCD_MANIFEST, '/etc/kubernetes/etcd.yaml.stopped']).code, 0);
    try {
      // What it saw last is thrown, so a timeout says it (etcdctl unreachable, or which members answered).
      await eventually(`etcd on ${down.join(' and ')} stopped`, 180_000, () => {
        const health = etcdctl(['endpoint', 'health', '--cluster', '-w', 'json']);
        if (!health.stdout.trim()) throw new Error(`etcdctl endpoint health: exit ${health.code}: ${health.stderr.trim().split('\n').slice(-2).join(' ')}`);
        const unhealthy = json<{ endpoint: string; health: boolean }[]>({ ...health, code: 0 }, 'health').filter((e) => !e.health).map((e) => e.endpoint);
        if (unhealthy.length === down.length) return true;
        throw new Error(`unhealthy: ${unhealthy.join(', ') || 'none'}`);
      });
      const refused = k8sform(['plan', '-f', ctx.file()]);
      assert.equal(refused.code, 1, `${refused.stdout.slice(-2000)}\n${refused.stderr}`);
      for (const h of ctx.added) {
        assert.match(refused.stderr, new RegExp(`cluster\\.yaml:\\d+:\\d+: spec\\.hosts: removing etcd member ${h.name} \\(https://${h.address.replace(/\./g, '\\.')}:2380\\) would leave 4 voting members of which 2 are healthy, and etcd needs 3 for quorum`), refused.stderr);
      }
    } finally {
      for (const h of down) inHost(h, ['mv', '/etc/kubernetes/etcd.yaml.stopped', ETCD_MANIFEST]);
    }
    // What it saw last is thrown, so a timeout says which members did not answer and why. Up to 5
    // minutes, as a static pod gate: twice on a slow day a restarted member took over 3 minutes.
    await eventually('every etcd member healthy again', 300_000, () => {
      const health = etcdctl(['endpoint', 'health', '--cluster', '-w', 'json']);
      if (!health.stdout.trim()) throw new Error(`etcdctl endpoint health: exit ${health.code}: ${health.stderr.trim().split('\n').slice(-2).join(' ')}`);
      const endpoints = json<{ endpoint: string; health: boolean; error?: string }[]>({ ...health, code: 0 }, 'health');
      if (endpoints.length === all.length && endpoints.every((e) => e.health)) return true;
      throw new Error(`${endpoints.length} endpoints; unhealthy: ${endpoints.filter((e) => !e.health).map((e) => `${e.endpoint} (${e.error ?? '?'})`).join(', ') || 'none'}`);
    });

    // The operator takes the leaving control planes out of the load balancer first (here the lab's,
    // which `lab up` points at cluster.yaml's control planes): once its member is removed, a leaving
    // machine's apiserver has no etcd, and requests the balancer still sends it hang.
    const balancer = lab(['up', '--bare', '--no-pod-network', '-f', ctx.file(), '--no-apply'], { timeoutMs: 10 * 60_000 });
    assert.equal(balancer.code, 0, balancer.stderr);
    assert.match(balancer.stdout, new RegExp(`load balancer for .* → ${ctx.controlPlanes.join(', ')}\n`));

    const plan = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(plan.code, 2, `${plan.stdout.slice(-3000)}\n${plan.stderr}`);
    for (const h of ctx.added) {
      assert.match(plan.stdout, new RegExp(`# host\\[${h.name}\\]\\.member\\[etcd\\] will be removed from etcd`));
      assert.match(plan.stdout, new RegExp(`host\\[${h.name}\\] etcd member removal: 1 change; remove member ${h.name} from etcd`));
      assert.match(plan.stdout, new RegExp(`# host\\[${h.name}\\]\\.file\\[${ETCD_MANIFEST}\\] will be destroyed`));
      assert.match(plan.stdout, new RegExp(`# host\\[${h.name}\\]\\.dir\\[/var/lib/etcd\\] will be emptied into the backup folder`));
    }
    for (const name of leaving) {
      assert.match(plan.stdout, new RegExp(`# cluster\\.object\\[v1/Node/${name}\\] will be destroyed\\n\\s+because: left: ${name} is a registered Node but no host in cluster\\.yaml`));
      assert.match(plan.stdout, new RegExp(`# host\\[${name}\\]\\.process\\[kubelet\\] will be stopped`));
      assert.match(plan.stdout, new RegExp(`host\\[${name}\\] removal: \\d+ changes; delete Node ${name}`));
    }
    // Members leave etcd before their machines are cleaned up, as kubeadm reset removes the member first.
    assert.ok(plan.stdout.indexOf(`host[${ctx.added[0]!.name}] etcd member removal`) < plan.stdout.indexOf(`host[${ctx.added[0]!.name}] removal`));
    const { apply, took, requests, failures } = await probedApply(20);
    assert.equal(apply.code, 0, `${apply.stdout.slice(-4000)}\n${apply.stderr}`);
    process.stderr.write(`${all.length} → ${ctx.controlPlanes.length} apply took ${took}s; the API failed ${failures.length} of ${requests} requests${failures.length ? `:\n${failures.join('\n')}` : ''}\n`);
    for (const h of ctx.added) assert.match(apply.stdout, new RegExp(`removed etcd member ${h.name} \\(https://${h.address.replace(/\./g, '\\.')}:2380\\)`));
    assert.deepEqual(members().map((m) => m.name).sort(), [...ctx.controlPlanes].sort());
    for (const name of leaving) {
      assert.match(apply.stdout, new RegExp(`host\\[${name}\\]: deleted Node ${name}`));
      assert.match(apply.stdout, new RegExp(`host\\[${name}\\]: stopped the kubelet \\(systemctl stop kubelet\\)\\n.*host\\[${name}\\]: k8sform's files there are in /etc/kubernetes/tmp/k8sform-backup-\\d{8}T\\d{6}Z; the machine is out of the cluster`));
      assert.notEqual(inHost(name, ['systemctl', 'is-active', 'kubelet']).stdout.trim(), 'active', `the kubelet on ${name} is stopped`);
      assert.notEqual(inHost(name, ['test', '-e', '/etc/kubernetes/kubelet.conf']).code, 0, `${name}'s kubelet.conf is moved away`);
      const backup = inHost(name, ['sh', '-c', 'ls -d /etc/kubernetes/tmp/k8sform-backup-*/etc/kubernetes/kubelet.conf /etc/kubernetes/tmp/k8sform-backup-*/etc/kubernetes/k8sform.applied.json']);
      assert.equal(backup.code, 0, `${name}'s kubelet.conf and record are in the backup folder: ${backup.stderr}`);
    }
    for (const h of ctx.added) {
      assert.notEqual(inHost(h.name, ['test', '-e', ETCD_MANIFEST]).code, 0, `${h.name}'s etcd manifest is moved away`);
      assert.notEqual(inHost(h.name, ['test', '-e', '/var/lib/etcd/member']).code, 0, `${h.name}'s etcd data is moved away`);
    }
    assert.deepEqual(nodeNames(), readHosts(ctx.file()).map((h) => String(h.name)).sort(), 'only cluster.yaml\'s hosts have Nodes');
    assert.ok(failures.length <= requests * 0.05, `the API failed ${failures.length} of ${requests} requests while members were removed:\n${failures.join('\n')}`);
    emptyPlan();
  });

  rejoinProof(ctx);
}

/**
 * A worker removed from cluster.yaml and later added back: the removal stopped its kubelet (as
 * `kubeadm reset` does), so its files alone would never make it a Node again. Plan shows it joining
 * with its kubelet started; one apply starts it, it registers through TLS bootstrap and turns Ready.
 */
function rejoinProof(ctx: MembershipProofContext): void {
  const worker = ctx.addedWorker;
  const kubectl = (args: readonly string[]) => kubectlIn(ctx.version, args);
  ctx.proof(`the worker removed before, added back to cluster.yaml: its kubelet, stopped by the removal, is started by apply, and its Node registers and turns Ready with nothing else run; a second plan is empty`, async () => {
    assert.notEqual(inHost(worker.name, ['systemctl', 'is-active', 'kubelet']).stdout.trim(), 'active', 'the removal left its kubelet stopped');
    editSpec(ctx.file(), (set) => set(['hosts'], [...readHosts(ctx.file()), { name: worker.name, role: 'worker', address: worker.address }]));
    const plan = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(plan.code, 2, `${plan.stdout.slice(-3000)}\n${plan.stderr}`);
    assert.match(plan.stdout, /\d+\. worker joins: \d+ changes; then start the kubelet \(systemctl enable kubelet && systemctl restart kubelet\), which registers its Node after TLS bootstrap/);
    const apply = k8sform(['apply', '--auto-approve', '-f', ctx.file()]);
    assert.equal(apply.code, 0, `${apply.stdout.slice(-4000)}\n${apply.stderr}`);
    assert.match(apply.stdout, new RegExp(`host\\[${worker.name}\\]: started the kubelet \\(systemctl enable kubelet && systemctl restart kubelet\\)`));
    assert.match(apply.stdout, new RegExp(`host\\[${worker.name}\\]: kubelet start gate passed`));
    // As kubeadm join does, apply waits for the Node to register: it exists when apply ends.
    assert.match(apply.stdout, new RegExp(`Nodes? (\\S+, )*${worker.name}(, \\S+)* registered`));
    assert.equal(kubectl(['get', 'node', worker.name, '-o', 'jsonpath={.metadata.name}']).stdout, worker.name);
    await eventually(`Node ${worker.name} Ready`, 180_000, () => (kubectl(['get', 'node', worker.name, '-o', 'jsonpath={.status.conditions[?(@.type=="Ready")].status}']).stdout === 'True' ? true : undefined), 2000);
    const again = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(again.code, 0, `${again.stdout.slice(-3000)}\n${again.stderr}`);
  });
}

/** The hosts cluster.yaml lists now, as plain objects. */
function readHosts(file: string): Record<string, unknown>[] {
  return (parse(readFileSync(file, 'utf8')) as { spec: { hosts: Record<string, unknown>[] } }).spec.hosts;
}
