// Posts plan.md (k8sform plan --format markdown) as a note on the merge request of this pipeline, or
// updates the note it posted before, found by its first line `<!-- k8sform-plan: CLUSTER -->` and its
// author (the token's user): one note per cluster and merge request, however often the branch is
// pushed. Node 20's fetch, no dependencies.
//
// Usage (in the plan job): node .gitlab/k8sform-plan-note.mjs EXITCODE
//   EXITCODE is k8sform plan's: 1 posts "plan failed, see the job log" instead of plan.md.
//
// Environment: K8SFORM_GITLAB_TOKEN, a project access token with the api scope (CI_JOB_TOKEN cannot
// write notes); CLUSTER; and GitLab's CI_API_V4_URL, CI_PROJECT_ID, CI_MERGE_REQUEST_IID, CI_JOB_URL,
// CI_COMMIT_SHORT_SHA. Outside a merge request pipeline (no CI_MERGE_REQUEST_IID) it does nothing.
// The token goes only into the PRIVATE-TOKEN header of requests to CI_API_V4_URL; nothing prints it.
import { readFileSync } from 'node:fs';

const env = process.env;
const fail = (message) => {
  console.error(`k8sform plan note: ${message}`);
  process.exit(1);
};

if (!env.CI_MERGE_REQUEST_IID) {
  console.log('k8sform plan note: not a merge request pipeline, nothing to post');
  process.exit(0);
}
const token = env.K8SFORM_GITLAB_TOKEN;
if (!token) fail('the K8SFORM_GITLAB_TOKEN variable is empty: set it to a project access token with the api scope (Settings > CI/CD > Variables, masked, not protected)');
for (const name of ['CI_API_V4_URL', 'CI_PROJECT_ID', 'CLUSTER']) if (!env[name]) fail(`${name} is not set`);

const exitcode = process.argv[2] ?? '';
const cluster = env.CLUSTER;
const marker = `<!-- k8sform-plan: ${cluster} -->`;
const job = env.CI_JOB_URL ? `[this job](${env.CI_JOB_URL})` : 'this job';
const plan = exitcode === '1'
  ? `### k8sform plan for \`${cluster}\` failed\n\nThe error is in the log of ${job}.`
  : readFileSync('plan.md', 'utf8');
// plan.md stays under 64,000 characters; GitLab takes notes up to 1,000,000.
const at = env.CI_COMMIT_SHORT_SHA ?? 'this commit';
const footer = exitcode === '1' ? `<sub>At ${at}.</sub>` : `<sub>Planned at ${at} in ${job}; the saved plan is its artifact.</sub>`;
const body = `${marker}\n${plan}\n\n${footer}\n`;

const notes = `/projects/${encodeURIComponent(env.CI_PROJECT_ID)}/merge_requests/${encodeURIComponent(env.CI_MERGE_REQUEST_IID)}/notes`;

/** One request to the GitLab API; a refusal fails the job with GitLab's own words (never the token). */
async function gitlab(method, path, json) {
  let res;
  try {
    res = await fetch(`${env.CI_API_V4_URL}${path}`, {
      method,
      headers: { 'PRIVATE-TOKEN': token, ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
      redirect: 'error', // a redirect could carry the token elsewhere
    });
  } catch (e) {
    fail(`${method} ${path}: ${e.cause?.message ?? e.message}`);
  }
  const text = await res.text();
  if (!res.ok) {
    const why = res.status === 401 ? ': is K8SFORM_GITLAB_TOKEN a valid, unexpired token with the api scope?' : res.status === 403 ? ': does the token\'s role allow commenting on merge requests (Reporter or higher)?' : '';
    fail(`${method} ${path} answered ${res.status} ${res.statusText}: ${text.slice(0, 500)}${why}`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail(`${method} ${path} answered ${res.status} with something other than JSON: is CI_API_V4_URL GitLab's API?`);
  }
  return { json: parsed, next: res.headers.get('x-next-page') };
}

const me = (await gitlab('GET', '/user')).json;
let previous;
for (let page = '1'; page && !previous; ) {
  const { json, next } = await gitlab('GET', `${notes}?per_page=100&sort=asc&order_by=created_at&page=${page}`);
  previous = json.find((n) => n.author?.id === me.id && !n.system && n.body?.startsWith(marker));
  page = next;
}
const note = previous
  ? (await gitlab('PUT', `${notes}/${previous.id}`, { body })).json
  : (await gitlab('POST', notes, { body })).json;
console.log(`k8sform plan note: ${previous ? 'updated' : 'posted'} note ${note.id} on merge request !${env.CI_MERGE_REQUEST_IID}`);
