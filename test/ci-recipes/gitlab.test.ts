import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import { k8sformCommands, localCluster, produced, readRecipe, runScript, scratch, toolPath } from './recipe-runner.js';

const pipeline = readRecipe('gitlab', '.gitlab-ci.yml');

/** A job's scripts as the runner sees them once `extends` is resolved (the recipe uses one level). */
function job(name: string): any {
  const own = pipeline[name];
  return own.extends ? { ...pipeline[own.extends], ...own } : own;
}

test('.gitlab-ci.yml is valid against GitLab\'s CI schema, which does catch a misspelt keyword', async () => {
  // No offline GitLab linter exists; this is the schema GitLab's own pipeline editor validates with.
  const { schema } = await import(pathToFileURL(toolPath('gitlab-ci-schema')).href);
  const validate = new Ajv.default({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
  assert.ok(validate(structuredClone(pipeline)), JSON.stringify(validate.errors, null, 2));
  const { resource_group, ...misspelt } = pipeline.apply;
  assert.equal(validate({ ...pipeline, apply: { ...misspelt, resource_grup: resource_group } }), false, 'the schema accepts anything: the check above proves nothing');
});

test('the guard rails: plans in merge requests, a manual apply of the saved plan on the default branch, one at a time per cluster', () => {
  const plan = job('plan');
  assert.match(plan.rules[0].if, /\$CI_PIPELINE_SOURCE == "merge_request_event"/);
  assert.ok(plan.artifacts.paths.includes('plan.bin'));
  assert.equal(plan.interruptible, true);
  const apply = job('apply');
  assert.deepEqual(apply.needs, ['plan']);
  assert.equal(apply.rules.length, 1);
  assert.match(apply.rules[0].if, /\$CI_COMMIT_BRANCH == \$CI_DEFAULT_BRANCH/);
  assert.equal(apply.rules[0].when, 'manual');
  assert.deepEqual(apply.rules[0].changes, plan.rules[1].changes, 'apply needs plan: both must exist in the same pipelines');
  assert.equal(apply.environment.name, pipeline.variables.CLUSTER);
  assert.equal(apply.resource_group, `k8sform-${pipeline.variables.CLUSTER}`);
  assert.equal(apply.interruptible, false);
  assert.match(job('plan').image, /^node:20[-.]/);
});

test('the commands the jobs run: plan exits 2 and saves the plan, the manual apply applies it, the next plan exits 0', async () => {
  const clusterFile = localCluster();
  const secrets = scratch('secrets');
  writeFileSync(join(secrets, 'key'), 'not-a-real-key-but-secret-all-the-same\n');
  writeFileSync(join(secrets, 'known_hosts'), 'cp-1.example.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE1ZbiXVfMDMmrrD4ZHAmAJsRzZrQPxDP7hZ2nfP0bX5\n');
  const home = scratch('home');
  // What the runner gives a job: the variables, File variables as paths, one shell for before_script and script.
  const runJob = (name: string, workspace: string) => {
    const { before_script, script } = job(name);
    const env = { ...pipeline.variables, K8SFORM_FILE: clusterFile, HOME: home, K8SFORM_SSH_PRIVATE_KEY: join(secrets, 'key'), K8SFORM_KNOWN_HOSTS: join(secrets, 'known_hosts') };
    return runScript([...before_script, ...script].join('\n'), workspace, env);
  };

  const plan = job('plan');
  const flags = k8sformCommands(plan.script.join('\n'))[0]!;
  for (const flag of ['--out plan.bin', '--format markdown', '--detailed-exitcode', '-f "$K8SFORM_FILE"']) assert.ok(flags.includes(flag), flags);
  const planWs = scratch('plan');
  const planned = await runJob('plan', planWs);
  assert.equal(planned.status, 0, `${planned.stdout}\n${planned.stderr}`);
  assert.match(planned.stdout, /k8sform plan exited 2 /);
  assert.match(planned.stdout, /Plan: 40 to add, 0 to change, 0 to destroy\./, 'the log shows the plan the deployer approves');
  assert.doesNotMatch(planned.stdout + planned.stderr, /not-a-real-key/);
  for (const file of ['k8sform_id', 'k8sform_known_hosts']) assert.equal(statSync(join(home, '.ssh', file)).mode & 0o777, 0o600, file);
  const markdown = produced(join(planWs, 'plan.md'), planned);
  assert.ok(markdown.length < 65_536, `plan.md has ${markdown.length} characters`);
  for (const path of plan.artifacts.paths) produced(join(planWs, path), planned);

  // The manual apply job gets the plan job's artifacts (needs: [plan]) in a fresh checkout.
  const applyWs = scratch('apply');
  copyFileSync(join(planWs, 'plan.bin'), join(applyWs, 'plan.bin'));
  const applied = await runJob('apply', applyWs);
  assert.equal(applied.status, 0, `${applied.stdout}\n${applied.stderr}`);
  assert.match(applied.stdout, /Apply complete! Resources: 40 added, 0 changed, 0 destroyed\./);

  const again = await runJob('plan', scratch('plan'));
  assert.equal(again.status, 0, again.stderr);
  assert.match(again.stdout, /k8sform plan exited 0 /);

  // An error fails the job (exit 1 from plan), instead of passing as "no changes".
  writeFileSync(clusterFile, readFileSync(clusterFile, 'utf8').replace(/kubernetesVersion: v[\d.]+/, 'kubernetesVersion: 1.34'));
  const broken = await runJob('plan', scratch('plan'));
  assert.equal(broken.status, 1);
  assert.match(broken.stdout, /k8sform plan exited 1 /);
});

test('scheduled pipelines back up and nothing else; the backup keeps only what is encrypted, and an empty recipient stops it', async () => {
  assert.deepEqual(pipeline.stages, ['plan', 'apply', 'backup']);
  const backup = job('backup');
  assert.deepEqual(backup.rules, [{ if: '$CI_PIPELINE_SOURCE == "schedule"' }]);
  // changes: is always true in a scheduled pipeline: plan and apply must rule it out themselves.
  for (const name of ['plan', 'apply']) assert.ok(job(name).rules.every((r: { if: string }) => /merge_request_event|\$CI_PIPELINE_SOURCE != "schedule"/.test(r.if)), name);
  assert.equal(backup.resource_group, `k8sform-backup-${pipeline.variables.CLUSTER}`);
  assert.deepEqual(backup.artifacts.paths, ['backup/']);
  const script: string[] = backup.script;
  // The snapshot is written outside backup/, encrypted into it, then removed.
  const at = script.findIndex((l) => l.includes('k8sform etcd snapshot'));
  assert.match(script[at]!, /^npx k8sform etcd snapshot -f "\$K8SFORM_FILE" -o etcd\.db /);
  assert.deepEqual(script.slice(at + 1, at + 3), ['age -r "$K8SFORM_BACKUP_RECIPIENT" -o backup/etcd.db.age etcd.db', 'rm -f etcd.db']);

  // The recipient check and the export, unchanged, against the local example's hosts with a real age recipient.
  const clusterFile = localCluster();
  const ws = scratch('backup');
  const applied = await runScript('npx k8sform apply --auto-approve --target host -f "$K8SFORM_FILE" --quiet', ws, { K8SFORM_FILE: clusterFile });
  assert.equal(applied.status, 0, applied.stderr);
  const exportLines = [script[0]!, 'mkdir -p backup', script.find((l) => l.includes('k8sform pki export'))!].join('\n');
  const { generateIdentity, identityToRecipient, Decrypter, armor } = await import('age-encryption');
  const identity = await generateIdentity();
  const exported = await runScript(exportLines, ws, { ...pipeline.variables, K8SFORM_FILE: clusterFile, K8SFORM_BACKUP_RECIPIENT: await identityToRecipient(identity) });
  assert.equal(exported.status, 0, exported.stderr);
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  for (const key of ['ca.key', 'front-proxy-ca.key', 'etcd/ca.key', 'sa.key']) {
    const text = readFileSync(join(ws, 'backup', 'pki', `${key}.age`), 'utf8');
    assert.doesNotMatch(text, /PRIVATE KEY/, key);
    assert.equal(await decrypter.decrypt(armor.decode(text), 'text'), readFileSync(join(clusterFile, '..', '.k8sform', 'hosts', 'cp-1', 'etc', 'kubernetes', 'pki', key), 'utf8'), key);
  }
  const empty = await runScript(exportLines, scratch('backup-empty'), { K8SFORM_FILE: clusterFile, K8SFORM_BACKUP_RECIPIENT: '' });
  assert.equal(empty.status, 1);
  assert.match(empty.stdout, /the K8SFORM_BACKUP_RECIPIENT variable is empty/);
});
