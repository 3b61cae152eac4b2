import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import { checkout, conftestVersion, k8sformCommands, localCluster, produced, readRecipe, runScript, scratch, toolPath } from './recipe-runner.js';

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

/**
 * What the runner gives a job of the pipeline, for the cluster at clusterFile: the variables, File
 * variables as paths, one shell for before_script and script; `extra` adds GitLab's predefined
 * variables of a merge request pipeline. The policy job runs in its own image, Conftest's.
 */
function jobRunner(clusterFile: string) {
  const secrets = scratch('secrets');
  writeFileSync(join(secrets, 'key'), 'not-a-real-key-but-secret-all-the-same\n');
  writeFileSync(join(secrets, 'known_hosts'), 'cp-1.example.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE1ZbiXVfMDMmrrD4ZHAmAJsRzZrQPxDP7hZ2nfP0bX5\n');
  const home = scratch('home');
  const runJob = (name: string, workspace: string, extra: Record<string, string> = {}) => {
    const { before_script = [], script } = job(name);
    const env = { ...pipeline.variables, K8SFORM_FILE: clusterFile, HOME: home, K8SFORM_SSH_PRIVATE_KEY: join(secrets, 'key'), K8SFORM_KNOWN_HOSTS: join(secrets, 'known_hosts'), ...extra };
    return runScript([...before_script, ...script].join('\n'), workspace, env);
  };
  return { runJob, home };
}

test('the commands the jobs run: plan exits 2 and saves the plan, the manual apply applies it, the next plan exits 0', async () => {
  const clusterFile = localCluster();
  const { runJob, home } = jobRunner(clusterFile);

  const plan = job('plan');
  const flags = k8sformCommands(plan.script.join('\n'))[0]!;
  for (const flag of ['--out plan.bin', '--format markdown', '--detailed-exitcode', '-f "$K8SFORM_FILE"']) assert.ok(flags.includes(flag), flags);
  const planWs = checkout('gitlab');
  const planned = await runJob('plan', planWs);
  assert.equal(planned.status, 0, `${planned.stdout}\n${planned.stderr}`);
  assert.match(planned.stdout, /k8sform plan exited 2 /);
  assert.match(planned.stdout, /Plan: 40 to add, 0 to change, 0 to destroy\./, 'the log shows the plan the deployer approves');
  assert.match(planned.stdout, /k8sform plan note: not a merge request pipeline, nothing to post/);
  assert.doesNotMatch(planned.stdout + planned.stderr, /not-a-real-key/);
  for (const file of ['k8sform_id', 'k8sform_known_hosts']) assert.equal(statSync(join(home, '.ssh', file)).mode & 0o777, 0o600, file);
  const markdown = produced(join(planWs, 'plan.md'), planned);
  assert.ok(markdown.length < 65_536, `plan.md has ${markdown.length} characters`);
  for (const path of plan.artifacts.paths) produced(join(planWs, path), planned);

  // The manual apply job gets the plan job's artifacts (needs: [plan]) in a fresh checkout.
  const applyWs = checkout('gitlab');
  copyFileSync(join(planWs, 'plan.bin'), join(applyWs, 'plan.bin'));
  const applied = await runJob('apply', applyWs);
  assert.equal(applied.status, 0, `${applied.stdout}\n${applied.stderr}`);
  assert.match(applied.stdout, /Apply complete! Resources: 40 added, 0 changed, 0 destroyed\./);

  const again = await runJob('plan', checkout('gitlab'));
  assert.equal(again.status, 0, again.stderr);
  assert.match(again.stdout, /k8sform plan exited 0 /);

  // An error fails the job (exit 1 from plan), instead of passing as "no changes".
  writeFileSync(clusterFile, readFileSync(clusterFile, 'utf8').replace(/kubernetesVersion: v[\d.]+/, 'kubernetesVersion: 1.34'));
  const broken = await runJob('plan', checkout('gitlab'));
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

test('the policy job checks the plan job\'s saved plan in every merge request pipeline that plans, with the Conftest the tests build', () => {
  const policy = job('policy');
  const plan = job('plan');
  assert.deepEqual(policy.needs, ['plan'], 'it reads the plan job\'s artifacts');
  assert.deepEqual(policy.rules, [plan.rules[0]], 'in the merge request pipelines that plan, and only there: labels exist only there');
  assert.deepEqual(policy.image, { name: `openpolicyagent/conftest:${conftestVersion}`, entrypoint: [''] });
  for (const file of ['plan.json', 'labels.json']) assert.ok(plan.artifacts.paths.includes(file), file);
  const script: string[] = plan.script;
  const at = (what: string) => script.findIndex((l) => l.includes(what));
  assert.ok(at('--out plan.bin') < at('k8sform-plan-note.mjs') && at('k8sform-plan-note.mjs') < at('test "$exitcode" != 1'), 'the note is posted before a failed plan fails the job');
  assert.ok(at('test "$exitcode" != 1') < at('show plan.bin --json > plan.json'), 'the policy reads the saved plan');
});

const TOKEN = 'glpat-k8sform-test-0123456789abcdef';

interface FakeNote { id: number; body: string; system: boolean; author: { id: number; username: string } }

/**
 * A stand-in for GitLab's REST API (v4) on 127.0.0.1: the token's user, and the notes of merge
 * request !7 of project 42, paginated as GitLab does (per_page, page, X-Next-Page). A person's note
 * already starts with the plan note's marker, and 120 notes push the job's own onto the second page.
 */
async function fakeGitLab() {
  const bot = { id: 99, username: 'project_42_bot_k8sform' };
  const alice = { id: 5, username: 'alice' };
  const human = '<!-- k8sform-plan: prod-eu1 -->\nI pasted the marker, but this note is mine.';
  const notes: FakeNote[] = [{ id: 1, body: human, system: false, author: alice }];
  for (let i = 0; i < 120; i++) notes.push({ id: notes.length + 1, body: i % 2 ? `comment ${i}` : 'added 1 commit', system: i % 2 === 0, author: alice });
  const requests: { method: string; path: string; token: string | undefined }[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://gitlab');
    requests.push({ method: req.method!, path: url.pathname + url.search, token: req.headers['private-token'] as string | undefined });
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(JSON.stringify(json));
      };
      if (req.headers['private-token'] !== TOKEN) return send(401, { message: '401 Unauthorized' });
      if (req.method === 'GET' && url.pathname === '/api/v4/user') return send(200, bot);
      const m = /^\/api\/v4\/projects\/42\/merge_requests\/7\/notes(?:\/(\d+))?$/.exec(url.pathname);
      if (!m) return send(404, { message: '404 Not found' });
      if (req.method === 'GET' && !m[1]) {
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 20), 100);
        const page = Number(url.searchParams.get('page') ?? 1);
        const next = page * perPage < notes.length ? String(page + 1) : '';
        return send(200, notes.slice((page - 1) * perPage, page * perPage), { 'X-Next-Page': next });
      }
      const { body } = JSON.parse(raw || '{}') as { body?: string };
      if (typeof body !== 'string' || req.headers['content-type'] !== 'application/json') return send(400, { message: '400 Bad request - body is missing' });
      if (req.method === 'POST' && !m[1]) {
        const note = { id: notes.length + 1, body, system: false, author: bot };
        notes.push(note);
        return send(201, note);
      }
      const note = notes.find((n) => n.id === Number(m[1]));
      if (req.method !== 'PUT' || !note) return send(404, { message: '404 Note Not Found' });
      if (note.author.id !== bot.id) return send(403, { message: '403 Forbidden' });
      note.body = body;
      return send(200, note);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/api/v4`,
    human,
    notes,
    requests,
    botNotes: () => notes.filter((n) => n.author.id === bot.id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('in a merge request pipeline the plan job posts the plan as one note, updated on every push; the policy job fails a CA rotation phase until the label is added', async () => {
  const gitlab = await fakeGitLab();
  try {
    const clusterFile = localCluster();
    const { runJob } = jobRunner(clusterFile);
    const conftest = toolPath('conftest');
    const mr = (labels = '', token = TOKEN) => ({
      CI_PIPELINE_SOURCE: 'merge_request_event', CI_API_V4_URL: gitlab.url, CI_PROJECT_ID: '42', CI_MERGE_REQUEST_IID: '7',
      CI_MERGE_REQUEST_LABELS: labels, CI_JOB_URL: 'https://gitlab.example.com/acme/infra/-/jobs/314', CI_COMMIT_SHORT_SHA: '0123abcd', K8SFORM_GITLAB_TOKEN: token,
    });
    const policy = (workspace: string) => runJob('policy', workspace, { K8SFORM_TEST_CONFTEST: conftest });
    const logs: string[] = [];
    const planInMR = async (labels?: string, token?: string) => {
      const ws = checkout('gitlab');
      const run = await runJob('plan', ws, mr(labels, token));
      logs.push(run.stdout, run.stderr);
      return { ws, run };
    };
    const expectedBody = (ws: string) => `<!-- k8sform-plan: prod-eu1 -->\n${readFileSync(join(ws, 'plan.md'), 'utf8')}\n\n<sub>Planned at 0123abcd in [this job](https://gitlab.example.com/acme/infra/-/jobs/314); the saved plan is its artifact.</sub>\n`;

    // The first push: the note is posted, after the 121 notes already there (two pages read).
    const first = await planInMR();
    assert.equal(first.run.status, 0, `${first.run.stdout}\n${first.run.stderr}`);
    assert.match(first.run.stdout, /k8sform plan note: posted note 122 on merge request !7/);
    assert.equal(gitlab.botNotes().length, 1);
    const note = gitlab.botNotes()[0]!;
    assert.equal(note.body, expectedBody(first.ws), 'the note is plan.md under its marker');
    assert.match(note.body, /### k8sform plan for `local-demo`.*40 to add/);
    assert.deepEqual(gitlab.requests.map((r) => `${r.method} ${r.path}`), [
      'GET /api/v4/user',
      'GET /api/v4/projects/42/merge_requests/7/notes?per_page=100&sort=asc&order_by=created_at&page=1',
      'GET /api/v4/projects/42/merge_requests/7/notes?per_page=100&sort=asc&order_by=created_at&page=2',
      'POST /api/v4/projects/42/merge_requests/7/notes',
    ]);
    const firstPolicy = await policy(first.ws);
    assert.equal(firstPolicy.status, 0, firstPolicy.stdout);

    // Applied from the default branch; then the merge request starts a CA rotation.
    const applyWs = checkout('gitlab');
    copyFileSync(join(first.ws, 'plan.bin'), join(applyWs, 'plan.bin'));
    assert.equal((await runJob('apply', applyWs)).status, 0);
    writeFileSync(clusterFile, readFileSync(clusterFile, 'utf8').replace('  hosts:\n', '  certificates: { rotateCA: { frontProxyCA: trust-both } }\n  hosts:\n'));

    // The next push updates the same note, and the policy job fails: the merge request has no label for it.
    const rotation = await planInMR('team::infra');
    assert.equal(rotation.run.status, 0, rotation.run.stderr);
    assert.match(rotation.run.stdout, new RegExp(`k8sform plan note: updated note ${note.id} on merge request !7`));
    assert.equal(gitlab.botNotes().length, 1, 'a second note instead of the update');
    assert.equal(note.body, expectedBody(rotation.ws));
    assert.match(note.body, /front-proxy-ca\.crt/);
    assert.equal(gitlab.requests.at(-1)!.method, 'PUT');
    assert.equal(gitlab.requests.at(-1)!.path, `/api/v4/projects/42/merge_requests/7/notes/${note.id}`);
    assert.deepEqual(JSON.parse(readFileSync(join(rotation.ws, 'labels.json'), 'utf8')), { pull_request: { labels: ['team::infra'] } });
    const denied = await policy(rotation.ws);
    assert.equal(denied.status, 1, denied.stdout);
    assert.match(denied.stdout, /^FAIL - plan\.json - k8sform - the plan moves a CA rotation phase \(host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/front-proxy-ca-next\.crt\], .*needs the label k8sform\/allow-ca-rotation$/m);

    // With the label, a new pipeline passes.
    const labelled = await planInMR('team::infra,k8sform/allow-ca-rotation');
    assert.equal(labelled.run.status, 0, labelled.run.stderr);
    const allowed = await policy(labelled.ws);
    assert.equal(allowed.status, 0, allowed.stdout);
    assert.match(allowed.stdout, /^\d+ tests, \d+ passed, 0 warnings, 0 failures, 0 exceptions$/m);

    // A plan that fails says so in the note, and fails the job.
    const yaml = readFileSync(clusterFile, 'utf8');
    writeFileSync(clusterFile, yaml.replace(/kubernetesVersion: v[\d.]+/, 'kubernetesVersion: 1.34'));
    const failed = await planInMR();
    assert.equal(failed.run.status, 1);
    assert.match(failed.run.stdout, /k8sform plan exited 1 /);
    assert.equal(note.body, '<!-- k8sform-plan: prod-eu1 -->\n### k8sform plan for `prod-eu1` failed\n\nThe error is in the log of [this job](https://gitlab.example.com/acme/infra/-/jobs/314).\n\n<sub>At 0123abcd.</sub>\n');
    writeFileSync(clusterFile, yaml);

    // A wrong or missing token fails the job with GitLab's answer, and the token is never printed.
    const refused = await planInMR('', 'glpat-not-the-right-token-at-all');
    assert.equal(refused.run.status, 1);
    assert.match(refused.run.stderr, /^k8sform plan note: GET \/user answered 401 Unauthorized: \{"message":"401 Unauthorized"\}: is K8SFORM_GITLAB_TOKEN a valid, unexpired token with the api scope\?$/m);
    const missing = await planInMR('', '');
    assert.equal(missing.run.status, 1);
    assert.match(missing.run.stderr, /k8sform plan note: the K8SFORM_GITLAB_TOKEN variable is empty: set it to a project access token with the api scope/);

    assert.equal(gitlab.notes[0]!.body, gitlab.human, 'a person\'s note that starts with the marker was changed');
    assert.equal(gitlab.botNotes().length, 1);
    const sent = gitlab.requests.filter((r) => r.token === TOKEN).length;
    assert.equal(sent, gitlab.requests.length - 1, 'every request but the refused one carried the token in PRIVATE-TOKEN');
    for (const text of logs) {
      assert.ok(!text.includes(TOKEN), 'the token reached the job log');
      assert.ok(!text.includes('glpat-not-the-right-token-at-all'), 'the wrong token reached the job log');
    }
  } finally {
    await gitlab.close();
  }
});
