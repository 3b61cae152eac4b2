import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPlanJson } from './json-plan.js';
import { renderPlanMarkdown } from './markdown-plan.js';
import { renderPlanText } from './text-plan.js';
import { change, plan, state, text } from '../../test/support/test-plans.js';

// A planner bug that put secret bytes in a text view must still not reach any output.
const KEY = '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAsecret\n-----END RSA PRIVATE KEY-----\n';
const KUBECONFIG = 'users:\n- name: tls-bootstrap-token-user\n  user:\n    token: abcdef.0123456789abcdef\n';
const leaky = plan([
  change('/etc/kubernetes/pki/sa.key', 'replace', 'private-key', { sensitive: true, before: state(text(KEY)), after: state(text(KEY.replace('secret', 'other'))) }),
  change('/etc/kubernetes/bootstrap-kubelet.conf', 'create', 'kubeconfig', { sensitive: true, after: state(text(KUBECONFIG)) }),
  change('/etc/kubernetes/admin.conf', 'delete', 'kubeconfig', { sensitive: true, before: state(text(KUBECONFIG)) }),
  change('/etc/kubernetes/pki/old.key', 'noop', 'private-key', { sensitive: true, before: state(text(KEY)), after: state(text(KEY)) }),
]);

for (const [name, out] of [
  ['text', renderPlanText(leaky, { color: false })],
  ['coloured text', renderPlanText(leaky, { color: true })],
  ['markdown', renderPlanMarkdown(leaky)],
  ['json', renderPlanJson(leaky)],
] as const) {
  test(`sensitive text never reaches the ${name} view`, () => {
    assert.doesNotMatch(out, /PRIVATE KEY/);
    assert.doesNotMatch(out, /0123456789abcdef/);
    assert.doesNotMatch(out, /secret|other/);
  });
}

test('sensitive text is replaced by a notice', () => {
  assert.match(renderPlanText(leaky, { color: false }), /\n    \(sensitive: contents hidden\)\n/);
  assert.match(renderPlanJson(leaky), /"view": \{\n\s+"kind": "hidden"\n\s+\}/);
});
