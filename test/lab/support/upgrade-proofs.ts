import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { latestOfMinor, releaseFor } from '../../../src/config/releases.js';
import { apiProbe, availabilityProbe, editSpec, failuresOfRollingRestart, k8sform, k8sformAsync } from './k8sform-run.js';
import { eventually, inHost, json, kubectl as kubectlIn, lab } from './lab.js';

/**
 * A version upgrade on real nodes: versions the skew policy rules out are refused before any host
 * is touched; `upgrade plan` reads what runs; `apply` moves the control planes one at a time (etcd,
 * apiserver, controller-manager, scheduler), then the kubelets, with the API answering throughout,
 * and a second plan is empty. Starts and leaves the cluster converged (at `to` afterwards).
 */
export interface UpgradeProofContext {
  readonly file: () => string;
  readonly from: string;
  readonly to: string;
  /** Image tags kubeadm pairs with the versions (what the etcd manifest runs before and after). */
  readonly etcdFrom: string;
  readonly etcdTo: string;
  readonly controlPlanes: readonly string[];
  readonly workers: readonly string[];
  /** Further images, of workloads later proofs run at `to`, imported with its packages. */
  readonly images: readonly string[];
  /** Called just before `to` is installed (a build of it running in the background is hurried). */
  readonly beforeInstall: () => void;
  /** Sets kubernetesVersion in cluster.yaml, with the checksums of its binaries (apply installs them: spec.nodeSoftware). */
  readonly setVersion: (version: string) => void;
  readonly proof: (name: string, body: () => Promise<void> | void) => void;
}

interface Node { metadata: { name: string }; status: { nodeInfo: { kubeletVersion: string }; conditions: { type: string; status: string }[] } }
interface Pod { metadata: { name: string; labels?: Record<string, string> }; spec: { nodeName: string; containers: { image: string }[] }; status: { phase: string; containerStatuses?: { state?: { running?: { startedAt: string } } }[] } }

const sha = (host: string, path: string) => inHost(host, ['sha256sum', path]).stdout.split(' ')[0]!;

/** Two replicas that tolerate every taint (so they can go to any node) and a budget of one disruption; the pause image is on every node already. */
const drainWorkload = (pause: string) => [
  {
    apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'drain-probe', namespace: 'default' },
    spec: {
      replicas: 2, selector: { matchLabels: { app: 'drain-probe' } },
      template: {
        metadata: { labels: { app: 'drain-probe' } },
        spec: { tolerations: [{ operator: 'Exists' }], terminationGracePeriodSeconds: 5, containers: [{ name: 'pause', image: `registry.k8s.io/pause:${pause}`, imagePullPolicy: 'IfNotPresent' }] },
      },
    },
  },
  { apiVersion: 'policy/v1', kind: 'PodDisruptionBudget', metadata: { name: 'drain-probe', namespace: 'default' }, spec: { minAvailable: 1, selector: { matchLabels: { app: 'drain-probe' } } } },
];

export function upgradeProofs(ctx: UpgradeProofContext): void {
  const { proof } = ctx;
  const hosts = [...ctx.controlPlanes, ...ctx.workers];
  const kubectl = (args: readonly string[], input?: string) => kubectlIn(ctx.from, args, input);

  proof(`a downgrade across minors and an unknown version are refused with the line to fix, and nothing on any host changes`, () => {
    const manifest = '/etc/kubernetes/manifests/kube-apiserver.yaml';
    const before = ctx.controlPlanes.map((h) => sha(h, manifest));
    try {
      const downgrade = latestOfMinor(Number(ctx.from.split('.')[1]) - 1)!;
      ctx.setVersion(downgrade);
      for (const command of [['plan'], ['apply', '--auto-approve']]) {
        const r = k8sform([...command, '-f', ctx.file()]);
        assert.equal(r.code, 1, `${command[0]} ${downgrade}: ${r.stdout}\n${r.stderr}`);
        for (const h of ctx.controlPlanes) {
          assert.match(r.stderr, new RegExp(`cluster\\.yaml:5:\\d+: spec\\.kubernetesVersion: ${downgrade.replace(/\./g, '\\.')} breaks the version skew policy: host\\[${h}\\]: kube-apiserver runs ${ctx.from.replace(/\./g, '\\.')}; going down a minor release is not supported`), r.stderr);
        }
        assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
      }
      ctx.setVersion('v1.34.99');
      const unknown = k8sform(['plan', '-f', ctx.file()]);
      assert.equal(unknown.code, 1);
      assert.match(unknown.stderr, /cluster\.yaml:5:\d+: spec\.kubernetesVersion: Kubernetes v1\.34\.99 is not supported \(nearest: v1\.34\.\d+\)/);
    } finally {
      ctx.setVersion(ctx.from);
    }
    assert.deepEqual(ctx.controlPlanes.map((h) => sha(h, manifest)), before, 'the manifests are untouched');
    assert.deepEqual(hosts.filter((h) => inHost(h, ['test', '-e', '/etc/kubernetes/k8sform.lock']).code === 0), [], 'no lock was taken');
  });

  proof(`upgrade plan reads the versions running on every host and Node and lists what ${ctx.to} changes`, () => {
    ctx.setVersion(ctx.to);
    const r = k8sform(['upgrade', 'plan', '-f', ctx.file()]);
    assert.equal(r.code, 0, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stdout, new RegExp(`runs ${ctx.from.replace(/\./g, '\\.')} \\(its lowest kube-apiserver\\); cluster\\.yaml asks for ${ctx.to.replace(/\./g, '\\.')}`));
    const row = (component: string, where: string, now: string, target: string) =>
      assert.match(r.stdout, new RegExp(`\\n${component}\\s+${where.replace(/[[\]]/g, '\\$&')}\\s+${now.replace(/\./g, '\\.')}\\s+${target.replace(/\./g, '\\.')} \\*\\n`), `${component} on ${where}:\n${r.stdout}`);
    for (const h of ctx.controlPlanes) {
      row('etcd', `host[${h}]`, ctx.etcdFrom, ctx.etcdTo);
      for (const c of ['kube-apiserver', 'kube-controller-manager', 'kube-scheduler']) row(c, `host[${h}]`, ctx.from, ctx.to);
    }
    for (const h of hosts) row('kubelet', `Node ${h}`, ctx.from, ctx.to);
    row('kube-proxy', 'cluster', ctx.from, ctx.to);
    assert.match(r.stdout, new RegExp(`etcd image ${ctx.etcdFrom} → ${ctx.etcdTo}`));
    assert.match(r.stdout, /change\(s\) in \d+ rollout step\(s\)/);
    const report = JSON.parse(k8sform(['upgrade', 'plan', '--json', '-f', ctx.file()]).stdout) as { clusterVersion: string; violations: unknown[]; allowedNext: string[] };
    assert.equal(report.clusterVersion, ctx.from);
    assert.deepEqual(report.violations, []);
    assert.ok(report.allowedNext.some((v) => v.startsWith(ctx.to.replace(/\.\d+$/, '.'))), `the next minor is allowed: ${report.allowedNext.join(', ')}`);
  });

  proof(`a ${ctx.to} kubelet whose checksum is not the one cluster.yaml names is refused by plan and apply before any host is written, naming the file and both digests; with the right one, plan shows each host's kubelet and kubectl going to ${ctx.to}`, () => {
    ctx.setVersion(ctx.to);
    const right = readFileSync(ctx.file(), 'utf8');
    const wrong = 'f'.repeat(64);
    editSpec(ctx.file(), (set) => set(['nodeSoftware', 'checksums', ctx.to, 'kubelet'], wrong));
    const manifest = '/etc/kubernetes/manifests/kube-apiserver.yaml';
    const before = hosts.map((h) => [sha(h, '/usr/bin/kubelet'), ...(ctx.controlPlanes.includes(h) ? [sha(h, manifest)] : [])].join());
    try {
      for (const command of [['plan'], ['apply', '--auto-approve']]) {
        const r = k8sform([...command, '-f', ctx.file()]);
        assert.equal(r.code, 1, `${command[0]}: ${r.stdout.slice(-2000)}\n${r.stderr}`);
        assert.match(r.stderr, new RegExp(`cluster\\.yaml:\\d+:\\d+: spec\\.nodeSoftware\\.source\\.directory: \\S+/${ctx.to.replace(/\./g, '\\.')}/bin/kubelet has sha256 [0-9a-f]{64}, and its checksum says ${wrong}: not installed anywhere`), r.stderr);
        assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
      }
      assert.deepEqual(hosts.map((h) => [sha(h, '/usr/bin/kubelet'), ...(ctx.controlPlanes.includes(h) ? [sha(h, manifest)] : [])].join()), before, 'no binary or manifest changed');
      assert.deepEqual(hosts.filter((h) => inHost(h, ['test', '-e', '/etc/kubernetes/k8sform.lock']).code === 0), [], 'no lock was taken');
    } finally {
      writeFileSync(ctx.file(), right);
    }
    const planned = JSON.parse(k8sform(['plan', '--json', '-f', ctx.file()]).stdout) as { resource_changes: { address: string; action: string; reasons: { code: string; detail: string }[] }[] };
    for (const h of hosts) {
      for (const name of ['kubelet', 'kubectl']) {
        const c = planned.resource_changes.find((x) => x.address === `host[${h}].binary[/usr/bin/${name}]`);
        assert.deepEqual([c?.action, c?.reasons.map((r) => `${r.code}: ${r.detail}`)], ['update', [`version: ${name} ${ctx.from} → ${ctx.to}`]], `${h} ${name}`);
      }
    }
  });

  proof(`${ctx.from} → ${ctx.to} by kubernetesVersion alone: apply --drain upgrades one control plane at a time and then drains each node, installs its ${ctx.to} kubelet and kubectl and restarts the kubelet, keeping a PodDisruptionBudget; the API answers throughout, each etcd restarting with its host's apiserver out of rotation, and a second plan is empty`, async () => {
    ctx.setVersion(ctx.to);
    ctx.beforeInstall();
    // Only the images, as a pre-pull (or a registry mirror) gives them: the hosts are bare, so the binaries are apply's.
    const install = lab(['install', '-f', ctx.file(), ...ctx.images.flatMap((i) => ['--image', i])], { timeoutMs: 60 * 60_000 });
    assert.equal(install.code, 0, `lab install: ${install.stderr}`);
    // A workload that may lose one of its two replicas at a time, on any node.
    const created = kubectl(['apply', '-f', '-'], JSON.stringify({ apiVersion: 'v1', kind: 'List', items: drainWorkload(releaseFor(ctx.from)!.pauseVersion) }));
    assert.equal(created.code, 0, created.stderr);
    await eventually('both replicas of the drain workload available', 180_000, () =>
      kubectl(['-n', 'default', 'get', 'deployment', 'drain-probe', '-o', 'jsonpath={.status.availableReplicas}']).stdout.trim() === '2' ? true : undefined);
    const probe = apiProbe(ctx.from);
    const started = Date.now();
    const run = k8sformAsync(['apply', '--auto-approve', '--drain', '-f', ctx.file()]);
    // Drains happen in the kubelet steps, which start after every control plane is upgraded.
    const available = availabilityProbe(ctx.from, 'default', 'drain-probe', () => /\] (host\[[^\]]+\] kubelet|worker kubelets):/.test(run.out()));
    const apply = await run.done;
    const took = Math.round((Date.now() - started) / 1000);
    const { requests, failures } = await probe.stop();
    const samples = await available.stop();
    assert.equal(apply.code, 0, `${apply.stdout.slice(-4000)}\n${apply.stderr}`);
    const fewest = (inPhase: boolean) => Math.min(...samples.filter((s) => s.inPhase === inPhase).map((s) => s.available));
    const draining = samples.filter((s) => s.inPhase).length;
    process.stderr.write(`upgrade apply took ${took}s; the probe made ${requests} requests; the drain workload had at least ${fewest(false)} of 2 replicas available while the control planes were upgraded, ${fewest(true)} in ${draining} reads while nodes were drained\n`);
    // Evidence for the known NotReady window while a control plane's etcd member restarts: which
    // Nodes the node lifecycle controller marked NotReady, and when, relative to the apply's start.
    let notReady: string[] | string;
    try {
      notReady = json<{ items: { involvedObject: { kind: string; name: string }; lastTimestamp?: string; eventTime?: string; count?: number }[] }>(
        kubectl(['get', 'events', '-A', '--field-selector', 'reason=NodeNotReady', '-o', 'json']), 'NodeNotReady events').items
        .map((e) => ({ node: e.involvedObject.kind === 'Node' ? e.involvedObject.name : undefined, at: Date.parse(e.lastTimestamp ?? e.eventTime ?? ''), count: e.count ?? 1 }))
        .filter((e) => e.node !== undefined && e.at >= started)
        .map((e) => `${e.node} at +${Math.round((e.at - started) / 1000)}s (x${e.count})`);
    } catch (e) {
      notReady = `not read: ${(e as Error).message}`;
    }
    process.stderr.write(`NodeNotReady events during the upgrade: ${typeof notReady === 'string' ? notReady : notReady.join(', ') || 'none'}\n`);
    if (Array.isArray(notReady) && notReady.length) process.stderr.write(`the apply's steps, to set them against:\n${run.progress().split('\n').filter((l) => / step \d+\/\d+ started: /.test(l)).join('\n')}\n`);
    assert.ok(draining > 0 && fewest(true) >= 1, `the PodDisruptionBudget (minAvailable: 1) was kept while nodes were drained: at least ${fewest(true)} available in ${draining} reads`);
    for (const h of hosts) {
      assert.match(apply.stdout, new RegExp(`host\\[${h}\\]: drained Node ${h}: \\d+ Pod\\(s\\) evicted`), `${h} drained before its kubelet restart:\n${apply.stdout.slice(-4000)}`);
      assert.match(apply.stdout, new RegExp(`host\\[${h}\\]: uncordoned Node ${h}\\n`), `${h} uncordoned after:\n${apply.stdout.split('\n').filter((l) => l.includes(`host[${h}]`) && !/^\s+[#~+-]/.test(l)).join('\n')}`);
    }
    const cordoned = json<{ items: { metadata: { name: string }; spec: { unschedulable?: boolean } }[] }>(kubectl(['get', 'nodes', '-o', 'json']), 'nodes').items.filter((n) => n.spec.unschedulable);
    assert.deepEqual(cordoned.map((n) => n.metadata.name), [], 'every node schedulable again');
    assert.equal(kubectl(['delete', '-f', '-', '--wait=false'], JSON.stringify({ apiVersion: 'v1', kind: 'List', items: drainWorkload(releaseFor(ctx.from)!.pauseVersion) })).code, 0);
    // Each control plane's apiserver stops twice, gracefully: while its etcd restarts (so no request
    // waits on a member that is down) and for its new manifest. Each stop may cut the one request in
    // flight on it when the balancer closes its sessions; nothing else may fail.
    if (failures.length) process.stderr.write(`the API failed ${failures.length} of ${requests} requests during the upgrade:\n${failures.join('\n')}\n`);
    assert.deepEqual(failuresOfRollingRestart(failures, 2 * ctx.controlPlanes.length), [], `the API failed ${failures.length} of ${requests} requests during the upgrade`);
    for (const h of ctx.controlPlanes) assert.match(apply.stdout, new RegExp(`host\\[${h}\\]: kube-apiserver stopped \\(its manifest moved out until the new etcd member runs\\)`), `${h}'s apiserver left the rotation for its etcd step`);

    // Gates in the order kubeadm upgrades: each control plane's etcd, apiserver, controller-manager
    // and scheduler, control plane after control plane, then the kubelets.
    const passed = [...apply.stdout.matchAll(/host\[([^\]]+)\]: (\S+) gate passed/g)].map((m) => `${m[1]} ${m[2]}`);
    const expected = [
      ...ctx.controlPlanes.flatMap((h) => ['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler'].map((c) => `${h} ${c}`)),
      ...hosts.map((h) => `${h} kubelet`),
    ];
    assert.deepEqual(passed, expected, apply.stdout.slice(-4000));

    // Before each control plane's etcd step, a snapshot of etcd saved on the first control plane: the
    // newest 3 are kept there, 0600 in a directory only root reads, each as apply printed it.
    const [holder] = ctx.controlPlanes;
    const saved = [...apply.stdout.matchAll(/etcd snapshot saved: host\[([^\]]+)\]:(\/var\/lib\/k8sform\/etcd-snapshots\/\S+\.db) \(from host\[[^\]]+\], \d+ bytes, sha256 ([0-9a-f]{64})\)/g)];
    assert.deepEqual(saved.map((m) => m[1]), ctx.controlPlanes.map(() => holder), apply.stdout.split('\n').filter((l) => /etcd snapshot/.test(l)).join('\n'));
    const listing = inHost(holder!, ['sh', '-c', 'stat -c "%a %U %n" /var/lib/k8sform/etcd-snapshots /var/lib/k8sform/etcd-snapshots/*.db']);
    assert.deepEqual(listing.stdout.trim().split('\n'), ['700 root /var/lib/k8sform/etcd-snapshots', ...saved.map((m) => `600 root ${m[2]}`).sort()].slice(0, 4), listing.stderr);
    for (const m of saved) assert.equal(inHost(holder!, ['sha256sum', m[2]!]).stdout.split(' ')[0], m[3], `${m[2]} is what apply saved`);

    const nodes = await eventually(`every Node reports kubelet ${ctx.to} and is Ready`, 120_000, () => {
      const items = json<{ items: Node[] }>(kubectl(['get', 'nodes', '-o', 'json']), 'nodes').items;
      return items.length === hosts.length && items.every((n) => n.status.nodeInfo.kubeletVersion === ctx.to && n.status.conditions.some((c) => c.type === 'Ready' && c.status === 'True')) ? items : undefined;
    });
    assert.equal(nodes.length, hosts.length);
    for (const h of hosts) {
      const version = inHost(h, ['sh', '-c', 'kubelet --version; kubectl version --client | head -n1']).stdout.trim().split('\n');
      assert.deepEqual(version, [`Kubernetes ${ctx.to}`, `Client Version: ${ctx.to}`], `${h} runs the binaries apply installed`);
      assert.ok(inHost(h, ['sh', '-c', 'ls /etc/kubernetes/tmp/k8sform-backup-*/usr/bin/kubelet']).code === 0, `${h}: the ${ctx.from} kubelet kept in the step's backup`);
    }
    const pods = json<{ items: Pod[] }>(kubectl(['-n', 'kube-system', 'get', 'pods', '-l', 'tier=control-plane', '-o', 'json']), 'control-plane pods').items;
    for (const h of ctx.controlPlanes) {
      for (const [component, tag] of [['etcd', ctx.etcdTo], ['kube-apiserver', ctx.to], ['kube-controller-manager', ctx.to], ['kube-scheduler', ctx.to]] as const) {
        const pod = pods.find((p) => p.spec.nodeName === h && p.metadata.labels?.component === component);
        assert.ok(pod?.spec.containers[0]!.image.endsWith(`:${tag}`), `${component} on ${h} runs ${pod?.spec.containers[0]!.image}`);
      }
    }
    // The manifests give their pods' UIDs, so the new kubelets kept the static pods running: every
    // control-plane container runs since its own step, none was started again in the kubelet steps.
    const kubeletSteps = /\+(\d+(?:\.\d+)?)s\s+step \d+\/\d+ started: host\[[^\]]+\] kubelet$/m.exec(run.progress());
    assert.ok(kubeletSteps, `the kubelet steps in apply's progress:\n${run.progress().slice(-3000)}`);
    const kubeletStepsFrom = started + Number(kubeletSteps[1]) * 1000;
    for (const pod of pods.filter((p) => ctx.controlPlanes.includes(p.spec.nodeName))) {
      const since = pod.status.containerStatuses?.[0]?.state?.running?.startedAt;
      assert.ok(since && Date.parse(since) < kubeletStepsFrom, `${pod.metadata.name} runs since ${since}, and the kubelet steps began at ${new Date(kubeletStepsFrom).toISOString()}: a new kubelet started it again`);
    }
    await eventually('kube-proxy and CoreDNS rolled out on the new images', 180_000, () => {
      const ds = json<{ spec: { template: { spec: { containers: { image: string }[] } } }; status: { updatedNumberScheduled?: number; numberAvailable?: number } }>(kubectl(['-n', 'kube-system', 'get', 'ds', 'kube-proxy', '-o', 'json']), 'kube-proxy');
      return ds.spec.template.spec.containers[0]!.image.endsWith(`:${ctx.to}`) && ds.status.updatedNumberScheduled === hosts.length && ds.status.numberAvailable === hosts.length ? true : undefined;
    });

    const again = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(again.code, 0, `a second plan after the upgrade: ${again.stdout.slice(-3000)}\n${again.stderr}`);
    const report = k8sform(['upgrade', 'plan', '-f', ctx.file()]);
    assert.match(report.stdout, /No changes: every component runs what cluster\.yaml asks for\./, report.stdout);
  });
}
