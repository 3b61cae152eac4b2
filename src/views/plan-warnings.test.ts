import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Ajv } from 'ajv';
import { repoPath } from '../../test/support/paths.js';
import { change, plan, state, text } from '../../test/support/test-plans.js';
import type { Plan } from '../model/plan.js';
import { renderPlanJson } from './json-plan.js';
import { renderPlanMarkdown } from './markdown-plan.js';
import { renderPlanText } from './text-plan.js';
import { renderUpgradeText } from './upgrade-plan.js';

const WARNINGS = [
  { host: 'cp-1', check: 'overlay', message: 'overlay is not in /proc/filesystems: containerd\'s overlayfs snapshotter cannot mount image layers', fix: 'run `modprobe overlay` and add overlay to /etc/modules-load.d/k8s.conf' },
  { host: 'w-1', check: 'kubelet', message: 'the kubelet at /usr/bin/kubelet is v1.33.4, and kubernetesVersion is v1.34.2: apply refuses to start until it is', fix: 'install the v1.34.2 kubelet on the host' },
];
const withWarnings = (changes: Parameters<typeof plan>[0]): Plan => ({ ...plan(changes), warnings: WARNINGS });
const update = change('/var/lib/kubelet/config.yaml', 'update', 'kubelet-config', { before: state(text('a: 1\n')), after: state(text('a: 2\n')) });

test('text: the warnings follow the summary, or "No changes.", each with its fix', () => {
  const lines = ['', "Warning: host[cp-1]: preflight check overlay: overlay is not in /proc/filesystems: containerd's overlayfs snapshotter cannot mount image layers",
    '  fix: run `modprobe overlay` and add overlay to /etc/modules-load.d/k8s.conf',
    'Warning: host[w-1]: preflight check kubelet: the kubelet at /usr/bin/kubelet is v1.33.4, and kubernetesVersion is v1.34.2: apply refuses to start until it is',
    '  fix: install the v1.34.2 kubelet on the host', ''].join('\n');
  assert.ok(renderPlanText(withWarnings([update]), { color: false }).endsWith(`Plan: 0 to add, 1 to change, 0 to destroy.\n${lines}`));
  assert.equal(renderPlanText(withWarnings([]), { color: false }), `No changes. Every managed file matches cluster.yaml.\n${lines}`);
  assert.doesNotMatch(renderPlanText(plan([update]), { color: false }), /Warning/, 'none without warnings');
});

test('markdown: the warnings come first, escaped', () => {
  const md = renderPlanMarkdown(withWarnings([update]));
  assert.match(md, /^### k8sform plan for `[^`]+` \([^)]+\): [^\n]+\n\n> \*\*Warning\*\* host\[cp-1\]: preflight check overlay: overlay is not in \/proc\/filesystems: containerd's overlayfs snapshotter cannot mount image layers<br>fix: run `modprobe overlay`/);
  assert.match(renderPlanMarkdown(withWarnings([])), /: no changes\n\n> \*\*Warning\*\* host\[cp-1\]/);
});

test('JSON carries the warnings, in the shape its schema says', () => {
  const json = JSON.parse(renderPlanJson(withWarnings([update]))) as { warnings: unknown };
  assert.deepEqual(json.warnings, WARNINGS);
  const schema = (name: string) => JSON.parse(readFileSync(repoPath('schemas', name), 'utf8')) as object;
  const validateJson = new Ajv({ strict: true, allErrors: true }).compile(schema('plan-json.schema.json'));
  assert.ok(validateJson(json), JSON.stringify(validateJson.errors));
  assert.equal('warnings' in JSON.parse(renderPlanJson(plan([update]))), false, 'absent without warnings');
});

test('upgrade plan: the preflight findings come before the verdict, each with its fix; none, no lines', () => {
  const report = { cluster: 'prod', clusterVersion: 'v1.33.4', target: 'v1.34.2', allowedNext: ['v1.34.2'], components: [], migrations: [], violations: [], changes: 3, steps: 2, warnings: WARNINGS };
  const out = renderUpgradeText(report);
  assert.ok(out.endsWith([
    "Warning: host[cp-1]: preflight check overlay: overlay is not in /proc/filesystems: containerd's overlayfs snapshotter cannot mount image layers",
    '  fix: run `modprobe overlay` and add overlay to /etc/modules-load.d/k8s.conf',
    'Warning: host[w-1]: preflight check kubelet: the kubelet at /usr/bin/kubelet is v1.33.4, and kubernetesVersion is v1.34.2: apply refuses to start until it is',
    '  fix: install the v1.34.2 kubelet on the host',
    '',
    '3 change(s) in 2 rollout step(s). Run k8sform plan to see them, k8sform apply to make them.',
    '',
  ].join('\n')), out);
  assert.doesNotMatch(renderUpgradeText({ ...report, warnings: [] }), /Warning/);
});

test('upgrade plan: the kubelets still on the old release are to be installed by hand, unless apply installs them (node software)', () => {
  const kubelet = (where: string) => ({ component: 'kubelet' as const, where: `Node ${where}`, now: 'v1.33.4', target: 'v1.34.2' });
  const report = { cluster: 'prod', clusterVersion: 'v1.33.4', target: 'v1.34.2', allowedNext: ['v1.34.2'], components: [kubelet('cp-1'), kubelet('w-1')], migrations: [], violations: [], changes: 3, steps: 2, warnings: [] };
  assert.match(renderUpgradeText(report), /\nk8sform does not install packages: a kubelet runs the version installed on its host\. Install the v1\.34\.2 kubelet on cp-1, w-1 before apply;/);
  const installing = renderUpgradeText({ ...report, installsKubelets: true });
  assert.match(installing, /\napply installs the v1\.34\.2 kubelet and kubectl on every host \(spec\.nodeSoftware\), each in its kubelet's step after the control planes, one at a time, and restarts the kubelet on it\.\n/);
  assert.doesNotMatch(installing, /does not install packages/);
});
