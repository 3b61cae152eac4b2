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
