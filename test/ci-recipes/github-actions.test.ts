import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, copyFileSync, cpSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { repoPath } from '../support/paths.js';
import { checkout, conftestVersion, k8sformCommands, localCluster, produced, readRecipe, runScript, scratch, toolPath, type ScriptRun } from './recipe-runner.js';

const RECIPE = repoPath('examples', 'ci', 'github-actions');
const planWorkflow = readRecipe('github-actions', '.github', 'workflows', 'k8sform-plan.yml');
const applyWorkflow = readRecipe('github-actions', '.github', 'workflows', 'k8sform-apply.yml');
const backupWorkflow = readRecipe('github-actions', '.github', 'workflows', 'k8sform-backup.yml');
const setupAction = readRecipe('github-actions', '.github', 'actions', 'k8sform-setup', 'action.yml');

interface Step {
  readonly name?: string;
  readonly id?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly env?: Record<string, string>;
  readonly with?: Record<string, string>;
}

const stepsOf = (workflow: any, job: string): Step[] => workflow.jobs[job].steps;
const k8sformSteps = (workflow: any, job: string) => stepsOf(workflow, job).filter((s) => s.run && k8sformCommands(s.run).length > 0);

test('actionlint, with shellcheck on every run: script, finds nothing in the workflows', () => {
  const actionlint = toolPath('actionlint');
  // actionlint resolves ./.github/actions only inside a repository: lint a copy that is one.
  const repo = scratch('actionlint');
  cpSync(RECIPE, repo, { recursive: true });
  execFileSync('git', ['init', '-q', repo]);
  const run = spawn(actionlint, ['-verbose', '-no-color'], repo);
  assert.doesNotMatch(run.stderr, /Rule "shellcheck" was disabled/, 'shellcheck is not on PATH, so actionlint skipped the run: scripts');
  assert.equal(run.status, 0, `actionlint found problems:\n${run.stdout}${run.stderr}`);
  assert.match(run.stderr, /Found 0 errors in 3 files/);
});

test('the composite action\'s run: scripts pass shellcheck (actionlint checks workflows only)', () => {
  toolPath('actionlint'); // installs shellcheck when it is missing
  for (const step of setupAction.runs.steps as Step[]) {
    if (!step.run) continue;
    const run = spawn('shellcheck', ['-s', 'bash', '-'], scratch('shellcheck'), step.run);
    assert.equal(run.status, 0, `shellcheck on "${step.name}":\n${run.stdout}${run.stderr}`);
  }
});

test('no run: script has ${{ }} expressions: values reach the shell as environment variables', () => {
  const scripts = [
    ...Object.keys(planWorkflow.jobs).flatMap((j) => stepsOf(planWorkflow, j)),
    ...Object.keys(applyWorkflow.jobs).flatMap((j) => stepsOf(applyWorkflow, j)),
    ...Object.keys(backupWorkflow.jobs).flatMap((j) => stepsOf(backupWorkflow, j)),
    ...(setupAction.runs.steps as Step[]),
  ].flatMap((s) => (s.run ? [s.run] : []));
  assert.ok(scripts.length >= 5);
  for (const script of scripts) assert.doesNotMatch(script, /\$\{\{/, script);
});

test('the guard rails: minimal permissions, one apply per cluster at a time, Node 20, an approval before apply', () => {
  assert.deepEqual(planWorkflow.permissions, { contents: 'read', 'pull-requests': 'write' });
  assert.deepEqual(applyWorkflow.permissions, { contents: 'read' });
  assert.deepEqual(Object.keys(planWorkflow.on), ['pull_request']);
  for (const type of ['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled']) assert.ok(planWorkflow.on.pull_request.types.includes(type), `a pull request ${type} plans and checks the policy`);
  assert.deepEqual(applyWorkflow.on.push.branches, ['main']);
  assert.equal(applyWorkflow.concurrency['cancel-in-progress'], false);
  assert.equal(applyWorkflow.concurrency.group, `k8sform-apply-${applyWorkflow.env.CLUSTER}`);
  assert.match(planWorkflow.concurrency.group, new RegExp(`^k8sform-plan-${planWorkflow.env.CLUSTER}-`));
  const apply = applyWorkflow.jobs.apply;
  assert.equal(apply.environment, applyWorkflow.env.CLUSTER);
  assert.deepEqual(apply.needs, 'plan');
  assert.equal(apply.if, "${{ needs.plan.outputs.exitcode == '2' }}");
  const node = (setupAction.runs.steps as Step[]).find((s) => s.uses?.startsWith('actions/setup-node@'));
  assert.equal(String(node?.with?.['node-version']), '20');
});

test('the secrets step writes the key and known_hosts 0600 in a 0700 ~/.ssh and prints neither', async () => {
  const step = (setupAction.runs.steps as Step[]).find((s) => s.run?.includes('SSH_PRIVATE_KEY'))!;
  const key = '-----BEGIN OPENSSH PRIVATE KEY-----\nnot-a-real-key-but-secret-all-the-same\n-----END OPENSSH PRIVATE KEY-----';
  const knownHosts = 'cp-1.example.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE1ZbiXVfMDMmrrD4ZHAmAJsRzZrQPxDP7hZ2nfP0bX5';
  const home = scratch('home');
  const run = await runScript(step.run!, scratch('ws'), { HOME: home, SSH_PRIVATE_KEY: key, KNOWN_HOSTS: knownHosts });
  assert.equal(run.status, 0, run.stderr);
  assert.doesNotMatch(run.stdout + run.stderr, /not-a-real-key/);
  assert.equal(statSync(join(home, '.ssh')).mode & 0o777, 0o700);
  for (const [file, content] of [['k8sform_id', key], ['k8sform_known_hosts', knownHosts]]) {
    assert.equal(statSync(join(home, '.ssh', file!)).mode & 0o777, 0o600, file);
    assert.equal(readFileSync(join(home, '.ssh', file!), 'utf8'), `${content}\n`);
  }
  const empty = await runScript(step.run!, scratch('ws'), { HOME: scratch('home'), SSH_PRIVATE_KEY: '', KNOWN_HOSTS: knownHosts });
  assert.equal(empty.status, 1);
  assert.match(empty.stdout, /::error::the SSH private key secret is empty/);
});

test('the commands the workflows run: a pull request is planned and commented, the merge planned, approved and applied exactly', async () => {
  const clusterFile = localCluster();
  const hosts = join(clusterFile, '..', '.k8sform', 'hosts');
  const pr = stepRunner(planWorkflow, clusterFile);
  const main = stepRunner(applyWorkflow, clusterFile);
  const comments = fakeIssueComments();

  // Pull request: the plan step itself succeeds with exitcode=2, the comment is created, the upload finds its files.
  const [prPlan] = k8sformSteps(planWorkflow, 'plan');
  const flags = k8sformCommands(prPlan!.run!)[0]!;
  for (const flag of ['--out plan.bin', '--format markdown', '--detailed-exitcode', '-f "$K8SFORM_FILE"']) assert.ok(flags.includes(flag), flags);
  const prWs = checkout('github-actions');
  const first = await pr.run(prPlan!, prWs);
  assert.equal(first.outputs.exitcode, '2', first.log);
  const markdown = produced(join(prWs, 'plan.md'), first);
  assert.match(markdown, /### k8sform plan for `local-demo`.*40 to add/);
  assert.ok(markdown.length < 65_536, `plan.md has ${markdown.length} characters`);
  const upload = stepsOf(planWorkflow, 'plan').find((s) => s.uses?.startsWith('actions/upload-artifact@'))!;
  for (const path of upload.with!.path!.trim().split('\n')) produced(join(prWs, path), first);
  assert.equal(upload.with!.name, 'k8sform-plan-${{ env.CLUSTER }}', 'the comment names the artifact k8sform-plan-CLUSTER');
  await comments.post(planWorkflow, prWs, '2');
  assert.equal(comments.all.length, 2, 'the human comment quoting the marker is not the plan comment');
  assert.ok(comments.all[1]!.body.length <= 65_536);
  assert.ok(comments.all[1]!.body.startsWith('<!-- k8sform-plan: prod-eu1 -->\n### k8sform plan for `local-demo`'));
  // Then the saved plan is checked against the policies: a first plan removes, rotates and upgrades nothing.
  const checked = await policySteps(pr, prWs, []);
  assert.equal(checked.status, 0, checked.log);
  assert.match(checked.stdout, /^::notice file=plan\.json,line=1::Number of successful checks: \d+$/m);
  assert.doesNotMatch(checked.stdout, /::(error|warning)/);

  // After the merge: the plan job saves the plan and shows it to the reviewers.
  const [mainPlan, show] = k8sformSteps(applyWorkflow, 'plan');
  const planWs = scratch('main-plan');
  const planned = await main.run(mainPlan!, planWs);
  assert.equal(planned.outputs.exitcode, '2', planned.log);
  const shown = await main.run(show!, planWs);
  assert.equal(shown.status, 0, shown.log);
  assert.match(shown.summary, /### k8sform plan for `local-demo`.*40 to add/);

  // The approved apply job gets the artifact in a fresh checkout and applies exactly that plan.
  const [applyStep] = k8sformSteps(applyWorkflow, 'apply');
  const applyWs = scratch('main-apply');
  copyFileSync(join(planWs, 'plan.bin'), join(applyWs, 'plan.bin'));
  const applied = await main.run(applyStep!, applyWs);
  assert.equal(applied.status, 0, applied.log);
  assert.match(applied.stdout, /Apply complete! Resources: 40 added, 0 changed, 0 destroyed\./);

  // The next push plans no changes, so the apply job (if: exitcode == '2') does not even ask.
  const again = await main.run(mainPlan!, scratch('main-plan'));
  assert.equal(again.outputs.exitcode, '0', again.log);

  // A plan that goes stale while it waits for approval is refused, and nothing is written.
  const flagsFile = join(hosts, 'cp-1', 'var', 'lib', 'kubelet', 'kubeadm-flags.env');
  const adminConf = join(hosts, 'cp-1', 'etc', 'kubernetes', 'admin.conf');
  chmodSync(adminConf, 0o644);
  const drifted = scratch('main-plan');
  assert.equal((await main.run(mainPlan!, drifted)).outputs.exitcode, '2');
  appendFileSync(flagsFile, '# changed by hand while the plan waited\n');
  const staleWs = scratch('main-apply');
  copyFileSync(join(drifted, 'plan.bin'), join(staleWs, 'plan.bin'));
  const stale = await main.run(applyStep!, staleWs);
  assert.equal(stale.status, 1, stale.log);
  assert.match(stale.stderr, /the plan is stale.*\n.*kubeadm-flags\.env\]: changed on the host/);
  assert.equal(statSync(adminConf).mode & 0o777, 0o644, 'the stale plan was applied');

  // The next run plans and applies both changes; then the pull request's plan is empty, and its comment updated in place.
  const convergeWs = scratch('main-plan');
  assert.equal((await main.run(mainPlan!, convergeWs)).outputs.exitcode, '2');
  copyFileSync(join(convergeWs, 'plan.bin'), join(staleWs, 'plan.bin'));
  assert.equal((await main.run(applyStep!, staleWs)).status, 0);
  const last = await pr.run(prPlan!, prWs);
  assert.equal(last.outputs.exitcode, '0', last.log);
  await comments.post(planWorkflow, prWs, '0');
  assert.equal(comments.all.length, 2, 'a second comment instead of the update');
  assert.match(comments.all[1]!.body, /^<!-- k8sform-plan: prod-eu1 -->\n### k8sform plan for `local-demo`.*: no changes/);
  assert.equal(comments.all[0]!.body, comments.human, 'a comment someone quoted the marker in was changed');
});

/**
 * The pull request's policy steps, after the plan step saved plan.bin in workspace: the input step
 * (GitHub's toJSON of the labels as LABELS), then the Conftest container step's args run by the
 * Conftest scripts/tools/conftest.sh built (the container's entrypoint is conftest, its working
 * directory the workspace).
 */
async function policySteps(runner: ReturnType<typeof stepRunner>, workspace: string, labels: string[]): Promise<ScriptRun & { log: string }> {
  const steps = stepsOf(planWorkflow, 'plan');
  const input = steps.find((s) => s.run?.includes('labels.json'))!;
  const conftestStep = steps.find((s) => s.uses?.startsWith('docker://openpolicyagent/conftest:'))!;
  assert.ok(steps.indexOf(input) > steps.findIndex((s) => s.uses?.startsWith('actions/upload-artifact@')) && steps.indexOf(conftestStep) === steps.indexOf(input) + 1, 'the policy is checked after the plan is saved and uploaded');
  assert.equal(conftestStep.uses, `docker://openpolicyagent/conftest:${conftestVersion}`, 'the version the tests build');
  assert.equal(input.env!.LABELS, '${{ toJSON(github.event.pull_request.labels.*.name) }}');
  const prepared = await runner.run(input, workspace, { LABELS: JSON.stringify(labels, null, 2) });
  assert.equal(prepared.status, 0, prepared.log);
  assert.deepEqual(JSON.parse(readFileSync(join(workspace, 'labels.json'), 'utf8')), { pull_request: { labels } });
  const run = spawn(toolPath('conftest'), conftestStep.with!.args!.split(/\s+/), workspace);
  return { ...run, log: `exit ${run.status}\n${run.stdout}\n${run.stderr}` };
}

test('the policy steps fail the pull request\'s job on a CA rotation phase until the pull request has the label k8sform/allow-ca-rotation', async () => {
  const clusterFile = localCluster();
  const applied = await runScript('npx k8sform apply --auto-approve --target host -f "$K8SFORM_FILE" --quiet', scratch('apply'), { K8SFORM_FILE: clusterFile });
  assert.equal(applied.status, 0, applied.stderr);
  writeFileSync(clusterFile, readFileSync(clusterFile, 'utf8').replace('  hosts:\n', '  certificates: { rotateCA: { etcdCA: trust-both } }\n  hosts:\n'));
  const pr = stepRunner(planWorkflow, clusterFile);
  const ws = checkout('github-actions');
  const planned = await pr.run(k8sformSteps(planWorkflow, 'plan')[0]!, ws);
  assert.equal(planned.outputs.exitcode, '2', planned.log);

  const denied = await policySteps(pr, ws, ['documentation']);
  assert.equal(denied.status, 1, denied.log);
  assert.match(denied.stdout, /^::error file=plan\.json,line=1::the plan moves a CA rotation phase \(host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/etcd\/ca-next\.crt\], .*\): changing the cluster's CAs needs the label k8sform\/allow-ca-rotation$/m);
  const allowed = await policySteps(pr, ws, ['documentation', 'k8sform/allow-ca-rotation']);
  assert.equal(allowed.status, 0, allowed.log);
});

interface StepRun extends ScriptRun {
  readonly outputs: Record<string, string>;
  readonly summary: string;
  readonly log: string;
}

/** Runs a workflow's run: steps as GitHub does: env from the workflow and step, GITHUB_OUTPUT, the step summary. */
function stepRunner(workflow: any, clusterFile: string) {
  return {
    async run(step: Step, workspace: string, expressions: Record<string, string> = {}): Promise<StepRun> {
      // expressions: what GitHub makes of the step's ${{ }} env values.
      const env: Record<string, string> = { ...workflow.env, ...step.env, ...expressions, K8SFORM_FILE: clusterFile };
      const output = join(scratch('gh'), 'output');
      const summary = join(scratch('gh'), 'summary');
      writeFileSync(output, '');
      writeFileSync(summary, '');
      const run = await runScript(step.run!, workspace, { ...env, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary });
      const outputs = Object.fromEntries(readFileSync(output, 'utf8').split('\n').filter(Boolean).map((l) => l.split('=', 2) as [string, string]));
      return { ...run, outputs, summary: readFileSync(summary, 'utf8'), log: `exit ${run.status}\n${run.stdout}\n${run.stderr}` };
    },
  };
}

/**
 * The comment step's script run by a stand-in for actions/github-script: its github client keeps
 * the pull request's comments in memory. One comment, by a person, already quotes the marker.
 */
function fakeIssueComments() {
  const human = 'Why does `<!-- k8sform-plan: prod-eu1 -->` show up here?';
  const all: { id: number; user: { type: string }; body: string }[] = [{ id: 1, user: { type: 'User' }, body: human }];
  const github = {
    paginate: async (_list: unknown, params: { issue_number: number }) => {
      assert.equal(params.issue_number, 7);
      return all.map((c) => ({ ...c }));
    },
    rest: {
      issues: {
        listComments: 'listComments',
        createComment: async (p: { issue_number: number; body: string }) => {
          assert.equal(p.issue_number, 7);
          all.push({ id: all.length + 1, user: { type: 'Bot' }, body: p.body });
        },
        updateComment: async (p: { comment_id: number; body: string }) => {
          all.find((c) => c.id === p.comment_id)!.body = p.body;
        },
      },
    },
  };
  const context = {
    serverUrl: 'https://github.com',
    repo: { owner: 'acme', repo: 'infra' },
    runId: 42,
    issue: { number: 7 },
    payload: { pull_request: { head: { sha: '0123456789abcdef0123456789abcdef01234567' } } },
  };
  return {
    all,
    human,
    async post(workflow: any, workspace: string, exitcode: string) {
      const step = stepsOf(workflow, 'plan').find((s) => s.uses?.startsWith('actions/github-script@'))!;
      const env = { ...workflow.env, EXITCODE: exitcode };
      const req = createRequire(import.meta.url);
      const require = (m: string) => (m === 'node:fs' ? { readFileSync: (p: string, enc: BufferEncoding) => readFileSync(join(workspace, p), enc) } : req(m));
      const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
      await new AsyncFunction('require', 'github', 'context', 'process', step.with!.script)(require, github, context, { env });
    },
  };
}

function spawn(cmd: string, args: string[], cwd: string, input?: string): ScriptRun {
  const r = spawnSync(cmd, args, { cwd, input, encoding: 'utf8' });
  if (r.error) throw new Error(`${cmd}: ${r.error.message}`);
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

test('the backup job keeps only what is encrypted: the snapshot is encrypted with age outside the uploaded directory, every exported key is age-encrypted, and an empty recipient stops it', async () => {
  assert.deepEqual(backupWorkflow.permissions, { contents: 'read' });
  assert.deepEqual(Object.keys(backupWorkflow.on), ['schedule', 'workflow_dispatch']);
  const steps = stepsOf(backupWorkflow, 'backup');
  const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!;
  assert.equal(upload.with!.path, 'backup/');
  const [snapshot, pki] = k8sformSteps(backupWorkflow, 'backup');
  // The snapshot is written outside backup/, encrypted into it, then removed.
  assert.match(snapshot!.run!, /npx k8sform etcd snapshot -f "\$K8SFORM_FILE" -o etcd\.db .*\n\s*age -r "\$RECIPIENT" -o backup\/etcd\.db\.age etcd\.db\n\s*rm -f etcd\.db/);

  // The export step against the local example's hosts, with a real age recipient: only ciphertext keys land in backup/.
  const clusterFile = localCluster();
  const ws = scratch('backup');
  const applied = await runScript('npx k8sform apply --auto-approve --target host -f "$K8SFORM_FILE" --quiet', ws, { K8SFORM_FILE: clusterFile });
  assert.equal(applied.status, 0, applied.stderr);
  const { generateIdentity, identityToRecipient, Decrypter, armor } = await import('age-encryption');
  const identity = await generateIdentity();
  const exported = await runScript(pki!.run!, ws, { ...backupWorkflow.env, K8SFORM_FILE: clusterFile, RECIPIENT: await identityToRecipient(identity) });
  assert.equal(exported.status, 0, exported.stderr);
  const keys = ['ca.key', 'front-proxy-ca.key', 'etcd/ca.key', 'sa.key'];
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  for (const key of keys) {
    const text = readFileSync(join(ws, 'backup', 'pki', `${key}.age`), 'utf8');
    assert.doesNotMatch(text, /PRIVATE KEY/, key);
    assert.equal(await decrypter.decrypt(armor.decode(text), 'text'), readFileSync(join(clusterFile, '..', '.k8sform', 'hosts', 'cp-1', 'etc', 'kubernetes', 'pki', key), 'utf8'), key);
  }
  assert.equal((JSON.parse(readFileSync(join(ws, 'backup', 'pki-export.json'), 'utf8')) as { recipients: string[] }).recipients.length, 1);
  const empty = await runScript(pki!.run!, scratch('backup-empty'), { K8SFORM_FILE: clusterFile, RECIPIENT: '' });
  assert.equal(empty.status, 1);
  assert.match(empty.stdout, /::error::the K8SFORM_BACKUP_RECIPIENT variable is empty/);
});
