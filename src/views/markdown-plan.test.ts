import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPlanMarkdown } from './markdown-plan.js';
import { change, plan, state, text } from '../../test/support/test-plans.js';

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
