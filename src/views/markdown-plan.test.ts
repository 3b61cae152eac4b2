import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rankOf, renderPlanMarkdown } from './markdown-plan.js';
import { fileAddress } from '../model/address.js';
import type { Change, FileView } from '../model/plan.js';
import { cert, change, plan, state, text } from '../../test/support/test-plans.js';

test('a summary heading, a table with escaped cells, and a collapsible diff per change', () => {
  const out = renderPlanMarkdown(plan([
    change('/etc/a|b.env', 'update', 'env', { reasons: [{ code: 'content', detail: 'x | y <b>' }], before: state(text('A=1\n')), after: state(text('A=2\n')) }),
  ]));
  assert.equal(
    out,
    `### k8sform plan for \`prod-eu1\` (v1.34.2): 0 to add, 1 to change, 0 to destroy

| where | kind | \`+\` | \`~\` | \`-/+\` | \`-\` |
| --- | --- | ---: | ---: | ---: | ---: |
| \`host[cp-1]\` | env | 0 | 1 | 0 | 0 |

| action | address | reasons |
| :---: | --- | --- |
| \`~\` | \`host[cp-1].file[/etc/a\\|b.env]\` | content: x \\| y &lt;b&gt; |

<details><summary>host[cp-1].file[/etc/a|b.env]</summary>

\`\`\`diff
--- a/etc/a|b.env
+++ b/etc/a|b.env
@@ -1 +1 @@
-A=1
+A=2
\`\`\`

</details>
`,
  );
});

test('file contents cannot close the code fence', () => {
  const out = renderPlanMarkdown(plan([change('/x', 'create', 'env', { after: state(text('```\n')) })]));
  assert.match(out, /\n````diff\n[^]*\n\+```\n````\n/);
});

test('no changes', () => {
  assert.equal(renderPlanMarkdown(plan([])), '### k8sform plan for `prod-eu1` (v1.34.2): no changes\n\nNo changes. Every managed file matches cluster.yaml.\n');
});

test('a plan too big for a comment drops the longest diffs first, then table rows, and says where the whole plan is', () => {
  const big = (i: number, lines: number) => change(`/etc/f${i}.env`, 'create', 'env', { after: state(text(`${'X=1\n'.repeat(lines)}`)) });
  const changes = [big(1, 10), big(2, 3000), big(3, 20), big(4, 2000)];
  const whole = renderPlanMarkdown(plan(changes), undefined, 1_000_000);
  assert.ok(whole.length > 20_000 && !whole.includes('Shortened'));
  const capped = renderPlanMarkdown(plan(changes), undefined, 4_000);
  assert.ok(capped.length <= 4_000, `${capped.length}`);
  assert.match(capped, /\n> \*\*Shortened to fit a comment:\*\* 2 of 4 diffs are left out\. The whole plan: `k8sform show PLAN-FILE`/);
  assert.ok(capped.includes('<summary>host[cp-1].file[/etc/f1.env]</summary>') && capped.includes('<summary>host[cp-1].file[/etc/f3.env]</summary>'), 'the short diffs stay');
  assert.ok(!capped.includes('f2.env</summary>') && !capped.includes('f4.env</summary>'), 'the long ones go');
  assert.match(capped, /\| `host\[cp-1\]` \| env \| 4 \| 0 \| 0 \| 0 \|/);
  const many = Array.from({ length: 400 }, (_, i) => big(i, 1));
  const rowsCut = renderPlanMarkdown(plan(many), undefined, 8_000);
  assert.ok(rowsCut.length <= 8_000, `${rowsCut.length}`);
  assert.match(rowsCut, /\| \| _\d+ more_ \| \|\n/);
  assert.match(rowsCut, /400 of 400 diffs and \d+ table rows are left out/);
});

const certificate = (over: Parameters<typeof cert>[0] = {}): FileView => ({ kind: 'certificate', certificate: cert(over) });

/** A control plane's first plan in small: a static-pod manifest, then keys, certificates and a kubeconfig created. */
function firstPlanOf(host: string, manifest: string): Change[] {
  const on = (c: Change) => ({ ...c, addr: fileAddress(host, c.addr.name) }) as Change;
  const missing = [{ code: 'missing' as const, detail: 'does not exist' }];
  const names = ['apiserver', 'apiserver-kubelet-client', 'front-proxy-client', 'etcd/server', 'etcd/peer', 'etcd/healthcheck-client'];
  return [
    change('/etc/kubernetes/manifests/kube-apiserver.yaml', 'create', 'static-pod', { reasons: missing, after: state(text(manifest)) }),
    ...names.flatMap((n) => [
      change(`/etc/kubernetes/pki/${n}.crt`, 'create', 'certificate', { reasons: missing, after: state(certificate({ subject: `CN=${n}`, dnsNames: ['kubernetes', 'kubernetes.default', 'kubernetes.default.svc', 'kubernetes.default.svc.cluster.local'] })) }),
      change(`/etc/kubernetes/pki/${n}.key`, 'create', 'private-key', { sensitive: true, reasons: missing, after: state({ kind: 'private-key', keyType: 'RSA 2048' }) }),
    ]),
    change('/etc/kubernetes/admin.conf', 'create', 'kubeconfig', { sensitive: true, reasons: missing, after: state({ kind: 'kubeconfig', server: 'https://10.0.0.10:6443', cluster: 'prod-eu1', user: 'kubernetes-admin', clientCertificate: cert({ subject: 'CN=kubernetes-admin' }) }) }),
  ].map(on);
}

const manifest = (address: string) => `apiVersion: v1\nkind: Pod\nspec:\n  containers:\n  - command:\n${Array.from({ length: 30 }, (_, i) => `    - --flag-${i}=value-${i}\n`).join('')}    - --advertise-address=${address}\n`;

test('each change is ranked by what its diff tells a reviewer: key material by type or withheld, then by meaning, then text and objects', () => {
  const [pod, crt, key, ...rest] = firstPlanOf('cp-1', manifest('10.0.0.11'));
  const conf = rest.at(-1)!;
  assert.deepEqual([key!, crt!, conf, pod!].map(rankOf), [0, 1, 1, 2]);
  // A sensitive text (a token Secret's) is withheld; a deleted key's diff is its removal.
  assert.equal(rankOf(change('/etc/token', 'create', 'object', { sensitive: true, after: state(text('x')) })), 0);
  assert.equal(rankOf(change('/etc/kubernetes/pki/sa.key', 'delete', 'private-key', { sensitive: true, before: state({ kind: 'private-key', keyType: 'RSA 2048' }) })), 2);
});

test('too big for a comment: created keys, certificates and kubeconfigs become one row and one line per host before any manifest is touched', () => {
  const changes = [...firstPlanOf('cp-1', manifest('10.0.0.11')), ...firstPlanOf('cp-2', manifest('10.0.0.12'))];
  const whole = renderPlanMarkdown(plan(changes), undefined, 1_000_000);
  assert.ok(!whole.includes('Shortened'));
  const cap = 7_000;
  assert.ok(whole.length > cap, `${whole.length}`);
  const out = renderPlanMarkdown(plan(changes), undefined, cap);
  assert.ok(out.length <= cap, `${out.length}`);
  for (const host of ['cp-1', 'cp-2']) {
    assert.ok(out.includes(`<summary>host[${host}].file[/etc/kubernetes/manifests/kube-apiserver.yaml]</summary>`), `${host}'s manifest keeps its diff`);
    assert.ok(out.includes(`\n| \`+\` | \`host[${host}]\`: 6 keys, 6 certificates and 1 kubeconfig | missing |\n`), `${host}'s one row`);
    assert.ok(out.includes(`\n\`host[${host}]\`: 6 keys, 6 certificates and 1 kubeconfig created, their diffs left out (admin.conf, apiserver-kubelet-client.crt, apiserver-kubelet-client.key, apiserver.crt, apiserver.key, healthcheck-client.crt, 7 more).\n`), `${host}'s one line`);
  }
  assert.doesNotMatch(out, /<summary>[^<]*\.(crt|key|conf)\]<\/summary>/);
  assert.doesNotMatch(out, /\| `host\[cp-\d\]\.file\[[^\]]*\.(crt|key|conf)\]`/, 'no row of its own');
  assert.match(out, /\n> \*\*Shortened to fit a comment:\*\* 12 keys, 12 certificates and 2 kubeconfigs created are summed up in a table row and a line each, one per host\. The whole plan: /);
});

test('then a file created alike on several hosts is shown as its difference from the first host\'s', () => {
  const changes = [...firstPlanOf('cp-1', manifest('10.0.0.11')), ...firstPlanOf('cp-2', manifest('10.0.0.12'))];
  const out = renderPlanMarkdown(plan(changes), undefined, 3_500);
  assert.ok(out.length <= 3_500, `${out.length}`);
  assert.ok(out.includes('<summary>host[cp-1].file[/etc/kubernetes/manifests/kube-apiserver.yaml]</summary>') && out.includes('+    - --flag-29=value-29\n'), 'the first in full');
  assert.match(out, /<summary>host\[cp-2\]\.file\[\/etc\/kubernetes\/manifests\/kube-apiserver\.yaml\]<\/summary>\n\n```diff\n\(created like host\[cp-1\]\.file\[\/etc\/kubernetes\/manifests\/kube-apiserver\.yaml\], with these differences from it\)\n--- a\/etc\/kubernetes\/manifests\/kube-apiserver\.yaml\n\+\+\+ b\/etc\/kubernetes\/manifests\/kube-apiserver\.yaml\n@@ [^\n]+ @@\n(?: [^\n]*\n){3}-    - --advertise-address=10\.0\.0\.11\n\+    - --advertise-address=10\.0\.0\.12\n```/);
  assert.match(out, /; 1 file created alike on several hosts is shown as its difference from the first host's\. The whole plan: /);
});

test('diffs are left out by rank before length: keys, then certificates, then text, however long', () => {
  const changes = [
    change('/etc/kubernetes/pki/a.key', 'update', 'private-key', { sensitive: true, before: state({ kind: 'private-key', keyType: 'RSA 2048' }), after: state({ kind: 'private-key', keyType: 'ECDSA P-256' }) }),
    change('/etc/kubernetes/pki/a.crt', 'update', 'certificate', { before: state(certificate()), after: state(certificate({ dnsNames: ['kubernetes', 'api.example.com'] })) }),
    change('/etc/kubernetes/manifests/etcd.yaml', 'update', 'static-pod', { before: state(text(manifest('10.0.0.11'))), after: state(text(manifest('10.0.0.12').replace(/value/g, 'other'))) }),
  ];
  const whole = renderPlanMarkdown(plan(changes), undefined, 1_000_000);
  assert.ok(!whole.includes('Shortened'));
  const block = (name: string) => whole.slice(whole.indexOf(`<details><summary>host[cp-1].file[${name}]`)).split('</details>')[0]!.length;
  assert.ok(block('/etc/kubernetes/manifests/etcd.yaml') > block('/etc/kubernetes/pki/a.crt') && block('/etc/kubernetes/pki/a.crt') > block('/etc/kubernetes/pki/a.key'));
  const seen = new Set<string>();
  for (let cap = whole.length; cap > 1_000; cap -= 25) {
    const out = renderPlanMarkdown(plan(changes), undefined, cap);
    assert.ok(out.length <= cap);
    const gone = ['a.key', 'a.crt', 'etcd.yaml'].map((n) => !out.includes(`${n}]</summary>`));
    // What is left out is always the first of key, certificate, manifest.
    assert.deepEqual(gone, [...gone].sort((a, b) => Number(b) - Number(a)), `at ${cap}: ${gone}`);
    seen.add(`${gone.filter(Boolean).length} of 3 diffs are left out`);
    if (gone.some(Boolean)) assert.ok(out.includes(`${gone.filter(Boolean).length} of 3 diffs are left out`));
  }
  // The key alone is shorter than the note that says it is left out: the key and the certificate go together.
  assert.ok(seen.has('2 of 3 diffs are left out') && seen.has('3 of 3 diffs are left out'), [...seen].join(', '));
});
