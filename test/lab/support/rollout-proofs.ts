import assert from 'node:assert/strict';
import { join } from 'node:path';
import { apiProbe, editSpec, failuresOfRollingRestart, k8sform, k8sformAsync, readyzProbe } from './k8sform-run.js';
import { eventually, inHost, json, kubectl as kubectlIn } from './lab.js';

/**
 * How apply rolls changes out on a running cluster, proved on the lab's real kubelets: one control
 * plane at a time behind health gates, rollback of a bad step with the API available throughout,
 * kubelet restarts one by one, the cluster lock, SIGTERM, and an honest plan with the apiserver down.
 * Each proof starts from a converged cluster and leaves one.
 */
export interface RolloutProofContext {
  /** cluster.yaml of the running lab cluster (3 control planes, 2 workers). */
  readonly file: () => string;
  readonly version: string;
  readonly controlPlanes: readonly string[];
  readonly workers: readonly string[];
  readonly proof: (name: string, body: () => Promise<void> | void) => void;
}

interface PodStatus {
  metadata: { name: string };
  spec: { nodeName: string };
  status: { conditions?: { type: string; status: string; lastTransitionTime: string }[]; containerStatuses?: { state: { running?: { startedAt: string } } }[] };
}

const sha = (host: string, path: string) => inHost(host, ['sha256sum', path]).stdout.split(' ')[0]!;
const lockFiles = (hosts: readonly string[]) => hosts.filter((h) => inHost(h, ['test', '-e', '/etc/kubernetes/k8sform.lock']).code === 0);

export function rolloutProofs(ctx: RolloutProofContext): void {
  const { proof, version } = ctx;
  const hosts = [...ctx.controlPlanes, ...ctx.workers];
  const kubectl = (args: readonly string[]) => kubectlIn(version, args);
  const converged = (why: string) => {
    const plan = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(plan.code, 0, `${why}: ${plan.stdout.slice(-3000)}\n${plan.stderr}`);
  };

  proof('an apiserver flag rolls out to one control plane at a time, each after the previous is healthy again, and the API answers throughout', async () => {
    editSpec(ctx.file(), (set) => set(['apiServer', 'extraArgs', 'profiling'], 'false'));
    const plan = k8sform(['plan', '-f', ctx.file()]);
    ctx.controlPlanes.forEach((h, i) => assert.match(plan.stdout, new RegExp(`\\n  ${i + 1}\\. host\\[${h}\\] kube-apiserver: 1 change; then wait until the kube-apiserver mirror pod runs the new manifest`), plan.stdout));
    // Each apiserver's own /readyz, asked straight: when it was healthy, whatever the kubelet reports
    // (its Ready condition lags: the startup probe runs every 10 s, and its status reaches the API later).
    const nodes = json<{ items: { metadata: { name: string }; status: { addresses: { type: string; address: string }[] } }[] }>(kubectl(['get', 'nodes', '-o', 'json']), 'nodes').items;
    const readyz = ctx.controlPlanes.map((h) => readyzProbe(version, nodes.find((n) => n.metadata.name === h)!.status.addresses.find((a) => a.type === 'InternalIP')!.address));
    const probe = apiProbe(version);
    const apply = await k8sformAsync(['apply', '--auto-approve', '-f', ctx.file()]).done;
    const { requests, failures } = await probe.stop();
    const readyAt = await Promise.all(readyz.map((r) => r.stop()));
    assert.equal(apply.code, 0, `${apply.stdout.slice(-3000)}\n${apply.stderr}`);
    for (const h of ctx.controlPlanes) assert.match(apply.stdout, new RegExp(`host\\[${h}\\]: kube-apiserver gate passed after \\d+s`));
    if (failures.length) process.stderr.write(`the API failed ${failures.length} of ${requests} requests during the rollout:\n${failures.join('\n')}\n`);
    assert.deepEqual(failuresOfRollingRestart(failures, ctx.controlPlanes.length), [], `the API failed ${failures.length} of ${requests} requests during the rollout`);
    assert.ok(requests > 30, `the probe ran through the rollout (${requests} requests)`);

    // A recreated mirror pod gets its status from the kubelet later: Ready once the startup probe
    // (every 10 s) and then the readiness probe passed, reported at the kubelet's next status sync.
    const pods = await eventually('every apiserver mirror pod with its status', 180_000, () => {
      const items = json<{ items: PodStatus[] }>(kubectl(['-n', 'kube-system', 'get', 'pods', '-l', 'component=kube-apiserver', '-o', 'json']), 'apiserver pods').items;
      return items.length === ctx.controlPlanes.length && items.every((p) => p.status.containerStatuses?.[0]?.state.running && p.status.conditions?.some((c) => c.type === 'Ready' && c.status === 'True')) ? items : undefined;
    });
    // startedAt has whole seconds: the process started within the second after it.
    const started = (host: string) => Date.parse(pods.find((x) => x.spec.nodeName === host)!.status.containerStatuses![0]!.state.running!.startedAt);
    for (let i = 1; i < ctx.controlPlanes.length; i++) {
      const [previous, next] = [ctx.controlPlanes[i - 1]!, ctx.controlPlanes[i]!];
      const healthyBetween = readyAt[i - 1]!.filter((t) => t >= started(previous) + 1000 && t < started(next));
      assert.ok(healthyBetween.length > 0, `${previous}'s new apiserver (started ${new Date(started(previous)).toISOString()}) answered /readyz ok before ${next}'s started (${new Date(started(next)).toISOString()}); it answered ok at ${readyAt[i - 1]!.map((t) => new Date(t).toISOString()).join(', ') || 'no time'}`);
    }
    converged('after the rollout');
  });

  proof('a bad apiserver flag stops at the first control plane: its manifest is rolled back, the others are untouched, the API stays up, exit 1 with the log line', async () => {
    const manifest = '/etc/kubernetes/manifests/kube-apiserver.yaml';
    const before = new Map(ctx.controlPlanes.map((h) => [h, sha(h, manifest)]));
    editSpec(ctx.file(), (set) => {
      set(['apiServer', 'extraArgs', 'no-such-flag'], 'on');
      set(['rollout', 'staticPodTimeout'], '60s');
    });
    // The flag leaves cluster.yaml whatever happens, so a failure here does not spill into later proofs.
    try {
      const probe = apiProbe(version);
      const apply = await k8sformAsync(['apply', '--auto-approve', '-f', ctx.file()]).done;
      const { requests, failures } = await probe.stop();
      assert.equal(apply.code, 1, apply.stdout.slice(-3000));
      const [first] = ctx.controlPlanes;
      assert.match(apply.stderr, new RegExp(`^apply stopped at step 1 \\(host\\[${first}\\] kube-apiserver\\): kube-apiserver on ${first} running the new manifest and healthy did not happen within 1m \\(last seen: `));
      assert.match(apply.stderr, new RegExp(`\\nrestored on host\\[${first}\\] from /etc/kubernetes/tmp/k8sform-backup-\\d{8}T\\d{6}Z: ${manifest}; the restored version passed the same gate\\n`));
      assert.match(apply.stderr, /unknown flag: --no-such-flag/, 'the last lines of the failed apiserver\'s log');
      assert.match(apply.stderr, /hosts in later steps were not touched/);
      for (const h of ctx.controlPlanes) assert.equal(sha(h, manifest), before.get(h), `host[${h}] runs the manifest it ran before`);
      if (failures.length) process.stderr.write(`the API failed ${failures.length} of ${requests} requests during the failed rollout:\n${failures.join('\n')}\n`);
      assert.deepEqual(failuresOfRollingRestart(failures, 1), [], `the API failed ${failures.length} of ${requests} requests`);
      assert.deepEqual(lockFiles(hosts), [], 'the lock is released after a failure');
    } finally {
      editSpec(ctx.file(), (_, remove) => {
        remove(['apiServer', 'extraArgs', 'no-such-flag']);
        remove(['rollout']);
      });
    }
    await eventually('every apiserver ready again', 120_000, () => (kubectl(['get', '--raw', '/readyz']).code === 0 ? true : undefined));
    converged('with the flag removed again, the cluster is where it was');
  });

  proof('a kubelet setting restarts the kubelets one at a time, control planes first, and converges', () => {
    const started = Date.now();
    editSpec(ctx.file(), (set) => set(['kubelet', 'config', 'maxPods'], 115));
    const apply = k8sform(['apply', '--auto-approve', '-f', ctx.file()]);
    assert.equal(apply.code, 0, `${apply.stdout.slice(-3000)}\n${apply.stderr}`);
    // The kubelet logs when it starts; the last start on each host is the restart apply made.
    const lastStart = (h: string) => {
      const lines = inHost(h, ['journalctl', '--no-pager', '-o', 'cat', '-u', 'kubelet']).stdout.split('\n').filter((l) => l.includes('"Starting kubelet main sync loop"'));
      const m = /^I(\d{2})(\d{2}) (\d{2}:\d{2}:\d{2}\.\d+)/.exec(lines.at(-1) ?? '');
      assert.ok(m, `a kubelet start logged on ${h}`);
      return Date.parse(`${new Date().getUTCFullYear()}-${m[1]}-${m[2]}T${m[3]}Z`);
    };
    const starts = hosts.map((h) => [h, lastStart(h)] as const);
    for (const [h, t] of starts) assert.ok(t >= started - 1000, `the kubelet on ${h} restarted during apply`);
    for (let i = 1; i < starts.length; i++) assert.ok(starts[i]![1] > starts[i - 1]![1], `${starts[i]![0]} restarted after ${starts[i - 1]![0]}: ${JSON.stringify(starts)}`);
    const nodes = json<{ items: { metadata: { name: string }; status: { allocatable: { pods: string } } }[] }>(kubectl(['get', 'nodes', '-o', 'json']), 'nodes').items;
    assert.deepEqual(nodes.map((n) => n.status.allocatable.pods), hosts.map(() => '115'));
    converged('after the kubelet rollout');
  });

  proof('a CoreDNS change is applied as a cluster object, and apply returns only once the Deployment has rolled out', async () => {
    // The proof before restarts every kubelet, and a restarted kubelet reports its Pods not ready
    // until their readiness probes pass again: start from a Deployment whose replicas are all available.
    await eventually('the CoreDNS replicas available again after the kubelet restarts', 120_000, () => {
      const s = json<{ status: { replicas?: number; availableReplicas?: number } }>(kubectl(['-n', 'kube-system', 'get', 'deployment', 'coredns', '-o', 'json']), 'coredns').status;
      return s.replicas !== undefined && s.availableReplicas === s.replicas ? true : undefined;
    });
    editSpec(ctx.file(), (set) => set(['addons', 'coreDNS', 'replicas'], 3));
    const plan = k8sform(['plan', '-f', ctx.file()]);
    assert.match(plan.stdout, /\n  \d+\. addon rollouts: wait until Deployment\/kube-system\/coredns rolled out \(up to 5m\)\n/);
    const apply = k8sform(['apply', '--auto-approve', '-f', ctx.file()]);
    const returned = Date.now();
    assert.equal(apply.code, 0, `${apply.stdout.slice(-3000)}\n${apply.stderr}`);
    const deployment = json<{ status: { replicas?: number; updatedReplicas?: number } }>(kubectl(['-n', 'kube-system', 'get', 'deployment', 'coredns', '-o', 'json']), 'coredns');
    assert.equal(deployment.status.updatedReplicas, 3);
    assert.equal(deployment.status.replicas, 3);
    // Every replica was Ready when apply returned: Ready since then or before, or not Ready since a
    // later second (a replica can fail a readiness probe a moment after, as seen once in CI after the
    // kubelet restarts of the proof before; the condition's times are whole seconds).
    const pods = json<{ items: { metadata: { name: string }; status: { conditions?: { type: string; status: string; lastTransitionTime: string }[] } }[] }>(
      kubectl(['-n', 'kube-system', 'get', 'pods', '-l', 'k8s-app=kube-dns', '-o', 'json']), 'CoreDNS pods').items;
    assert.equal(pods.length, 3, pods.map((p) => p.metadata.name).join(', '));
    for (const pod of pods) {
      const ready = pod.status.conditions?.find((c) => c.type === 'Ready');
      const changed = ready ? Date.parse(ready.lastTransitionTime) : NaN;
      const readyWhenApplyReturned = ready?.status === 'True' ? changed <= returned : ready?.status === 'False' && changed >= Math.floor(returned / 1000) * 1000 + 1000;
      assert.ok(readyWhenApplyReturned, `${pod.metadata.name} was Ready when apply returned: ${JSON.stringify(ready)}, apply returned at ${new Date(returned).toISOString()}`);
    }
    converged('after the CoreDNS rollout');
  });

  proof('two applies started together: exactly one proceeds, the other is refused naming the lock holder', async () => {
    editSpec(ctx.file(), (set) => set(['kubelet', 'config', 'maxPods'], 110));
    const [a, b] = await Promise.all([k8sformAsync(['apply', '--auto-approve', '-f', ctx.file()]).done, k8sformAsync(['apply', '--auto-approve', '-f', ctx.file()]).done]);
    const ok = [a, b].filter((r) => r.code === 0);
    const refused = [a, b].filter((r) => r.code === 1);
    assert.equal(ok.length, 1, `exactly one apply succeeded:\n${a.stderr}\n${b.stderr}`);
    assert.equal(refused.length, 1);
    assert.match(refused[0]!.stderr, /^the cluster is locked by another k8sform apply \(lock ID [0-9a-f-]{36}, held by \S+ since \d{4}-\d\d-\d\dT[\d:.]+Z, seen on (host\[[^\]]+\]|Lease kube-system\/k8sform-lock)\)\. Wait for it to finish; if it died, break the lock with: k8sform force-unlock [0-9a-f-]{36}\n$/);
    assert.doesNotMatch(refused[0]!.stdout, /^\[1\//m, 'the refused apply wrote nothing');
    assert.deepEqual(lockFiles(hosts), []);
    converged('after the one apply');
  });

  proof('SIGTERM while a step waits on its gate: that step is rolled back, the lock released, and a re-run converges', async () => {
    editSpec(ctx.file(), (set) => set(['scheduler', 'extraArgs'], { profiling: 'false' }));
    // With --json: what apply says goes to stderr, and stdout holds the report alone.
    const run = k8sformAsync(['apply', '--auto-approve', '--json', '-f', ctx.file()]);
    await eventually('apply to start its first step', 120_000, () => (/\n\[1\/\d+\] host\[[^\]]+\] kube-scheduler/.test(run.progress()) ? true : undefined), 100);
    run.child.kill('SIGTERM');
    const stopped = await run.done;
    assert.equal(stopped.code, 1, stopped.stderr.slice(-2000));
    const report = JSON.parse(stopped.stdout) as { outcome: string; applied: number; notApplied: number; steps: { outcome: string }[]; stop?: { kind: string; step?: number } };
    assert.deepEqual([report.outcome, report.stop?.kind, report.stop?.step, report.steps[0]?.outcome, report.applied], ['stopped', 'signal', 1, 'rolled-back', 0], stopped.stdout);
    assert.ok(report.notApplied >= 1, 'the restored manifest is not applied');
    assert.match(stopped.stderr, /SIGTERM: stopping after the current step/);
    assert.match(stopped.stderr, /apply stopped at step 1 \(host\[[^\]]+\] kube-scheduler\): interrupted while waiting for the gate\nrestored on host\[[^\]]+\] from \/etc\/kubernetes\/tmp\/k8sform-backup-\d{8}T\d{6}Z: \/etc\/kubernetes\/manifests\/kube-scheduler\.yaml; the restored version passed the same gate/);
    assert.match(stopped.stderr, /Run k8sform apply again to continue\.\n$/);
    assert.deepEqual(lockFiles(hosts), [], 'no host keeps the lock');
    assert.match(kubectl(['-n', 'kube-system', 'get', 'lease', 'k8sform-lock']).stderr, /NotFound/, 'the Lease is gone');
    const again = k8sform(['apply', '--auto-approve', '-f', ctx.file()]);
    assert.equal(again.code, 0, `${again.stdout.slice(-3000)}\n${again.stderr}`);
    converged('after the re-run');
  });

  proof('a process running since before a file it reads changed is restarted: the etcd CA bundle touched on a control plane restarts its etcd, then its kube-apiserver, even when an apply stopped between the two; a worker\'s touched kubelet config restarts its kubelet; a mode fix restarts nothing, a deleted kubeconfig is written again with its reader restarted', () => {
    const [, host] = ctx.controlPlanes;
    const [worker] = ctx.workers;
    const effective = () => {
      const plan = k8sform(['plan', '--json', '-f', ctx.file()]);
      assert.equal(plan.code, 0, plan.stderr);
      return (JSON.parse(plan.stdout) as { resource_changes: { address: string; action: string; reasons: { code: string; detail: string }[] }[] }).resource_changes
        .filter((c) => c.action !== 'noop').map((c) => [c.address, c.action, c.reasons.map((r) => r.code).join(',')]);
    };
    // What an apply that renewed the bundle and was stopped before any restart would leave: the file newer than both readers.
    assert.equal(inHost(host!, ['touch', '/etc/kubernetes/pki/etcd/ca.crt']).code, 0);
    assert.equal(inHost(worker!, ['touch', '/var/lib/kubelet/config.yaml']).code, 0);
    assert.deepEqual(effective(), [
      [`host[${host}].process[etcd]`, 'update', 'started-before'],
      [`host[${host}].process[kube-apiserver]`, 'update', 'started-before'],
      [`host[${worker}].process[kubelet]`, 'update', 'started-before'],
    ], 'the readers of the etcd CA on that host, the worker\'s kubelet, and nothing else');
    const text = k8sform(['plan', '-f', ctx.file()]);
    assert.match(text.stdout, new RegExp(`# host\\[${host}\\]\\.process\\[etcd\\] will be restarted\\n\\s+because: started-before: etcd started at \\S+, before /etc/kubernetes/pki/etcd/ca\\.crt changed.*\\n\\s+drift: a file it reads changed on the host since k8sform's last apply, and it was not restarted`), text.stdout);
    // A snapshot of etcd is saved on the first control plane before etcd restarts.
    assert.match(text.stdout, new RegExp(`\\n  1\\. host\\[${ctx.controlPlanes[0]}\\] etcd snapshot: save a snapshot of etcd from a healthy voting member on ${ctx.controlPlanes[0]} under /var/lib/k8sform/etcd-snapshots, the newest 3 kept there; the next step starts only once it is saved \\(or no member runs, so there is nothing to save\\)\\n  2\\. host\\[${host}\\] etcd restart: 1 change`), text.stdout);
    // Only the first reader restarts: the state an apply stopped between the two steps leaves.
    const first = k8sform(['apply', '--auto-approve', '--target', `host[${host}].process[etcd]`, '-f', ctx.file()]);
    assert.equal(first.code, 0, `${first.stdout.slice(-3000)}\n${first.stderr}`);
    assert.match(first.stdout, new RegExp(`host\\[${host}\\]: etcd restart gate passed after \\d+s`));
    assert.match(first.stdout, new RegExp(`etcd snapshot saved: host\\[${ctx.controlPlanes[0]}\\]:/var/lib/k8sform/etcd-snapshots/\\d{8}T\\d{6}Z-before-step-2\\.db`));
    assert.equal(inHost(ctx.controlPlanes[0]!, ['sh', '-c', 'ls /var/lib/k8sform/etcd-snapshots/*.db | wc -l']).stdout.trim(), '3', 'the newest 3 kept');
    assert.deepEqual(effective(), [
      [`host[${host}].process[kube-apiserver]`, 'update', 'started-before'],
      [`host[${worker}].process[kubelet]`, 'update', 'started-before'],
    ], 'the second reader is still to restart');
    // Reviewed and applied as a saved plan, as from CI: the start times it saw are what apply checks again.
    const saved = join(ctx.file(), '..', 'restarts.plan');
    const planned = k8sform(['plan', '--out', saved, '-f', ctx.file()]);
    assert.equal(planned.code, 0, planned.stderr);
    const rest = k8sform(['apply', saved, '-f', ctx.file()]);
    assert.equal(rest.code, 0, `${rest.stdout.slice(-3000)}\n${rest.stderr}`);
    assert.match(rest.stdout, new RegExp(`host\\[${host}\\]: kube-apiserver restart gate passed after \\d+s`));
    assert.match(rest.stdout, new RegExp(`host\\[${worker}\\]: kubelet gate passed after \\d+s`));
    converged('after both restarts');

    // A mode fixed in place keeps the file's time, so nothing that reads it is due a restart after.
    const [firstCP] = ctx.controlPlanes;
    assert.equal(inHost(firstCP!, ['chmod', '644', '/etc/kubernetes/pki/sa.key']).code, 0);
    assert.deepEqual(effective(), [[`host[${firstCP}].file[/etc/kubernetes/pki/sa.key]`, 'update', 'mode']]);
    const mode = k8sform(['apply', '--auto-approve', '-f', ctx.file()]);
    assert.equal(mode.code, 0, `${mode.stdout.slice(-3000)}\n${mode.stderr}`);
    converged('after the mode fix');
    // A kubeconfig deleted under a running scheduler is written again and the scheduler restarted in one apply.
    assert.equal(inHost(firstCP!, ['rm', '/etc/kubernetes/scheduler.conf']).code, 0);
    const recreate = k8sform(['apply', '--auto-approve', '-f', ctx.file()]);
    assert.equal(recreate.code, 0, `${recreate.stdout.slice(-3000)}\n${recreate.stderr}`);
    assert.match(recreate.stdout, new RegExp(`host\\[${firstCP}\\]: kube-scheduler restart gate passed after \\d+s`));
    converged('after the kubeconfig was written again');
  });

  proof('with every apiserver stopped, plan fails saying so instead of planning the cluster objects as new; --target host plans the host files and brings them back', async () => {
    const manifest = '/etc/kubernetes/manifests/kube-apiserver.yaml';
    for (const h of ctx.controlPlanes) assert.equal(inHost(h, ['mv', manifest, '/root/kube-apiserver.yaml']).code, 0);
    await eventually('the API to go away', 120_000, () => (kubectl(['get', '--raw', '/readyz', '--request-timeout=3s']).code !== 0 ? true : undefined));
    const plan = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(plan.code, 1, plan.stdout.slice(-2000));
    assert.equal(plan.stdout, '');
    assert.match(plan.stderr, /^the apiserver at \S+ via host\[cp-1\] cannot be reached \(.*\), nor any other control plane's, but the hosts hold a cluster that ran .* Bring the apiserver back, or plan the host files only with --target host\.\n$/);
    const hostsOnly = k8sform(['plan', '--detailed-exitcode', '--target', 'host', '-f', ctx.file()]);
    assert.equal(hostsOnly.code, 2, hostsOnly.stderr);
    for (const h of ctx.controlPlanes) assert.match(hostsOnly.stdout, new RegExp(`# host\\[${h}\\]\\.file\\[${manifest}\\] will be created`));
    assert.doesNotMatch(hostsOnly.stdout, /cluster\.object/);
    assert.match(hostsOnly.stdout, /Host files only \(--target host\): cluster objects were not read or compared\./);
    const apply = k8sform(['apply', '--auto-approve', '--target', 'host', '-f', ctx.file()]);
    assert.equal(apply.code, 0, `${apply.stdout.slice(-2000)}\n${apply.stderr}`);
    await eventually('the API back', 180_000, () => (kubectl(['get', '--raw', '/readyz']).code === 0 ? true : undefined));
    for (const h of ctx.controlPlanes) inHost(h, ['rm', '-f', '/root/kube-apiserver.yaml']);
    converged('with the apiservers back');
  });
}
