import assert from 'node:assert/strict';
import { chmodSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { before, test } from 'node:test';
import { k8sform, withoutProgress } from '../corpus/run-cli.js';
import { checkout, localCluster, readRecipe, runScript, toolPath, type ScriptRun } from './recipe-runner.js';

// The example policies of examples/ci/policy against real plans of examples/clusters/local, checked
// by Conftest (built from its Go module by scripts/tools/conftest.sh) with the GitLab policy job's
// own command line; the GitHub step runs the same one with --output github.

let conftest: string;
before(() => {
  conftest = toolPath('conftest'); // throws, failing every test here, when it cannot be built
});

const policyJob: string[] = readRecipe('gitlab', '.gitlab-ci.yml').policy.script;

interface Verdict extends ScriptRun {
  /** The FAIL and WARN lines, in Conftest's order, without the file and namespace. */
  readonly fails: string[];
  readonly warns: string[];
}

/** The policy job on one plan (`k8sform show plan.bin --json` or `plan --json`) with these pull request labels. */
async function check(planJson: string, labels: string[] = []): Promise<Verdict> {
  const ws = checkout('gitlab');
  writeFileSync(join(ws, 'plan.json'), planJson);
  writeFileSync(join(ws, 'labels.json'), JSON.stringify({ pull_request: { labels } }));
  const run = await runScript(policyJob.join('\n'), ws, { K8SFORM_TEST_CONFTEST: conftest });
  const lines = (kind: string) => run.stdout.split('\n').filter((l) => l.startsWith(`${kind} - plan.json - k8sform - `)).map((l) => l.slice(`${kind} - plan.json - k8sform - `.length));
  return { ...run, fails: lines('FAIL'), warns: lines('WARN') };
}

const log = (r: ScriptRun) => `exit ${r.status}\n${r.stdout}\n${r.stderr}`;

/** The local example in a directory of its own, with a k8sform that runs there (host files only: it has no apiserver). */
function cluster(edit: (yaml: string) => string = (y) => y, from?: string) {
  const file = localCluster();
  const dir = dirname(file);
  if (from) cpSync(from, dir, { recursive: true });
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  const run = async (...args: string[]) => {
    const r = await k8sform(args, dir);
    assert.ok(r.status === 0 || r.status === 2, `k8sform ${args.join(' ')}: exit ${r.status}\n${withoutProgress(r.stderr)}`);
    return r;
  };
  return {
    dir,
    file,
    run,
    edit: (change: (yaml: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8'))),
    apply: () => run('apply', '--auto-approve', '--target', 'host', '--quiet'),
    /** What the recipes check: the plan saved with --out, shown as JSON. */
    savedPlan: async () => {
      await run('plan', '--target', 'host', '--out', 'plan.bin', '--quiet');
      return (await run('show', 'plan.bin', '--json')).stdout;
    },
  };
}

let base: Promise<string> | undefined;

/** A copy of the local example with its host files applied (one apply for the tests that start there). */
async function applied() {
  base ??= (async () => {
    const c = cluster();
    await c.apply();
    return c.dir;
  })();
  return cluster(undefined, await base);
}

/** Removes one host's entry (from `- name: NAME` to the next host) from cluster.yaml's hosts. */
const withoutHost = (name: string) => (yaml: string) => yaml.replace(new RegExp(`    - name: ${name}\\n(?:      .*\\n)*`), '');

/**
 * Makes `name` a machine that left cluster.yaml, as plan finds one on a live cluster: a registered
 * Node that no host names, reached at its InternalIP, with k8sform's record of what it wrote there.
 * The local example has no apiserver to list Nodes, so the observation comes from a snapshot of the
 * hosts (`k8sform snapshot`) in which that host is moved to `departing`, as a snapshot taken after
 * the removal holds it; `etcd` is the member list etcd would answer with. Returns `plan --json` of it.
 */
async function planRemoval(c: ReturnType<typeof cluster>, name: string, address: string, etcd?: object): Promise<string> {
  await c.run('snapshot', '-o', 'snapshot.json', '--quiet');
  const snapshot = JSON.parse(readFileSync(join(c.dir, 'snapshot.json'), 'utf8'));
  const { [name]: host, ...kept } = snapshot.hosts;
  assert.ok(host, `the snapshot has no host ${name}`);
  writeFileSync(join(c.dir, 'departed.json'), JSON.stringify({ ...snapshot, hosts: kept, departing: { [name]: { address, leftAlone: null, host } }, ...(etcd ? { etcd } : {}) }));
  c.edit(withoutHost(name));
  return (await c.run('plan', '--snapshot', 'departed.json', '--target', 'host', '--json')).stdout;
}

test('a first plan, and the plan of no changes after it is applied, pass: nothing denied, nothing warned', async () => {
  const c = cluster();
  const first = await check(await c.savedPlan());
  assert.equal(first.status, 0, log(first));
  assert.match(first.stdout, /^\d+ tests, \d+ passed, 0 warnings, 0 failures, 0 exceptions$/m);
  await c.run('apply', 'plan.bin', '--quiet');
  const noChanges = await check(await c.savedPlan());
  assert.equal(noChanges.status, 0, log(noChanges));
  assert.deepEqual([noChanges.fails, noChanges.warns], [[], []]);
});

test('a host removed from cluster.yaml is denied without the label k8sform/allow-removal, and passes with it', async () => {
  const c = await applied();
  const plan = await planRemoval(c, 'worker-1', '127.0.0.2');
  const removals = (JSON.parse(plan) as { resource_changes: { address: string; action: string }[] }).resource_changes.filter((r) => r.action === 'delete').map((r) => r.address);
  assert.ok(removals.includes('host[worker-1].process[kubelet]') && removals.includes('cluster.object[v1/Node/worker-1]'), removals.join('\n'));

  const denied = await check(plan, ['k8sform/allow-upgrade']);
  assert.equal(denied.status, 1, log(denied));
  assert.deepEqual(denied.fails, ["host[worker-1] leaves the cluster (no longer in cluster.yaml: its Node is deleted, its kubelet stopped, k8sform's files on it moved away): removing a host needs the label k8sform/allow-removal"]);
  assert.match(denied.stdout, /^\d+ tests, \d+ passed, 0 warnings, 1 failure, 0 exceptions$/m);
  const allowed = await check(plan, ['k8sform/allow-removal']);
  assert.equal(allowed.status, 0, log(allowed));
  assert.deepEqual(allowed.fails, []);
});

test('a control plane removed from cluster.yaml leaves etcd too: both are denied without k8sform/allow-removal', async () => {
  const c = cluster((y) => y
    .replace('  networking:', '  controlPlaneEndpoint: 127.0.0.1:6443\n  networking:')
    .replace('    - name: worker-1', '    - name: cp-2\n      role: control-plane\n      address: 127.0.0.3\n      transport: local\n      local: { root: .k8sform/hosts/cp-2 }\n    - name: worker-1'));
  await c.apply();
  const member = (id: string, name: string, ip: string) => ({ id, name, peerURLs: [`https://${ip}:2380`], clientURLs: [`https://${ip}:2379`], isLearner: false });
  const plan = await planRemoval(c, 'cp-2', '127.0.0.3', { endpoint: 'https://127.0.0.1:2379 via host[cp-1]', members: [member('11', 'cp-1', '127.0.0.1'), member('12', 'cp-2', '127.0.0.3')], healthy: ['11', '12'] });

  const denied = await check(plan);
  assert.equal(denied.status, 1, log(denied));
  assert.deepEqual(denied.fails, [
    "host[cp-2] leaves the cluster (no longer in cluster.yaml: its Node is deleted, its kubelet stopped, k8sform's files on it moved away): removing a host needs the label k8sform/allow-removal",
    'host[cp-2].member[etcd] is removed from etcd (one member fewer to keep quorum): removing an etcd member needs the label k8sform/allow-removal',
  ]);
  assert.equal((await check(plan, ['k8sform/allow-removal'])).status, 0);
});

test('a CA rotation phase is denied without the label k8sform/allow-ca-rotation, naming the CA files it changes', async () => {
  const c = await applied();
  c.edit((y) => y.replace('  hosts:\n', '  certificates: { rotateCA: { ca: trust-both } }\n  hosts:\n'));
  const plan = await c.savedPlan();

  const denied = await check(plan, ['k8sform/allow-removal']);
  assert.equal(denied.status, 1, log(denied));
  assert.deepEqual(denied.fails, [
    'the plan moves a CA rotation phase (host[cp-1].file[/etc/kubernetes/pki/ca-next.crt], host[cp-1].file[/etc/kubernetes/pki/ca-next.key], host[cp-1].file[/etc/kubernetes/pki/ca.crt], host[worker-1].file[/etc/kubernetes/pki/ca.crt]): changing the cluster\'s CAs needs the label k8sform/allow-ca-rotation',
  ]);
  assert.equal((await check(plan, ['k8sform/allow-ca-rotation'])).status, 0);
});

test('a Kubernetes version change is denied without the label k8sform/allow-upgrade, naming what moves to the new release', async () => {
  const c = cluster((y) => y.replace(/kubernetesVersion: v[\d.]+/, 'kubernetesVersion: v1.37.1'));
  await c.apply();
  c.edit((y) => y.replace('kubernetesVersion: v1.37.1', 'kubernetesVersion: v1.37.2'));
  const plan = await c.savedPlan();

  const denied = await check(plan);
  assert.equal(denied.status, 1, log(denied));
  const manifest = (name: string) => `host[cp-1].file[/etc/kubernetes/manifests/${name}.yaml] (v1.37.1 → v1.37.2)`;
  assert.deepEqual(denied.fails, [
    `the plan changes the Kubernetes version to v1.37.2: ${['kube-apiserver', 'kube-controller-manager', 'kube-scheduler'].map(manifest).join(', ')}: a version change needs the label k8sform/allow-upgrade`,
  ]);
  const allowed = await check(plan, ['k8sform/allow-upgrade']);
  assert.equal(allowed.status, 0, log(allowed));
});

test('drift the plan overwrites is called out, one warning naming each address, and denies nothing', async () => {
  const c = await applied();
  chmodSync(join(c.dir, '.k8sform/hosts/cp-1/etc/kubernetes/admin.conf'), 0o644);
  writeFileSync(join(c.dir, '.k8sform/hosts/worker-1/var/lib/kubelet/config.yaml'), '# tuned by hand\n', { flag: 'a' });
  const verdict = await check(await c.savedPlan());
  assert.equal(verdict.status, 0, log(verdict));
  assert.deepEqual(verdict.fails, []);
  assert.deepEqual(verdict.warns, [
    'host[cp-1].file[/etc/kubernetes/admin.conf] was changed outside k8sform since its last apply, and this plan overwrites it (mode: 0644 → 0600)',
    'host[worker-1].file[/var/lib/kubelet/config.yaml] was changed outside k8sform since its last apply, and this plan overwrites it (content: content differs from the rendered file)',
  ]);
  assert.match(verdict.stdout, /^\d+ tests, \d+ passed, 2 warnings, 0 failures, 0 exceptions$/m);
});
