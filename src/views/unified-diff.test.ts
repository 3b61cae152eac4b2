import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unifiedDiff } from './unified-diff.js';

const PATH = '/etc/kubernetes/manifests/kube-scheduler.yaml';
const BEFORE = ['apiVersion: v1', 'kind: Pod', 'spec:', '  containers:', '  - command:', '    - kube-scheduler', '    - --leader-elect=true', '    image: registry.k8s.io/kube-scheduler:v1.33.6', '    name: kube-scheduler', '  hostNetwork: true', ''].join('\n');
const AFTER = BEFORE.replace('v1.33.6', 'v1.34.2');

test('a small manifest change reads like git diff', () => {
  assert.equal(
    unifiedDiff(PATH, BEFORE, AFTER, false),
    `--- a/etc/kubernetes/manifests/kube-scheduler.yaml
+++ b/etc/kubernetes/manifests/kube-scheduler.yaml
@@ -5,6 +5,6 @@
   - command:
     - kube-scheduler
     - --leader-elect=true
-    image: registry.k8s.io/kube-scheduler:v1.33.6
+    image: registry.k8s.io/kube-scheduler:v1.34.2
     name: kube-scheduler
   hostNetwork: true
`,
  );
});

test('create and delete are shown against /dev/null', () => {
  assert.equal(unifiedDiff('/etc/a.env', undefined, 'A=1\n', false), '--- /dev/null\n+++ b/etc/a.env\n@@ -0,0 +1 @@\n+A=1\n');
  assert.equal(unifiedDiff('/etc/a.env', 'A=1\nB=2\n', undefined, false), '--- a/etc/a.env\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-A=1\n-B=2\n');
});

test('identical text has no diff', () => {
  assert.equal(unifiedDiff(PATH, BEFORE, BEFORE, false), '');
});

test('coloured lines: added green, removed red, hunk headers cyan', () => {
  const out = unifiedDiff('/x', 'a\n', 'b\n', true);
  assert.match(out, /\x1b\[31m-a\x1b\[39m/);
  assert.match(out, /\x1b\[32m\+b\x1b\[39m/);
  assert.match(out, /\x1b\[36m@@ -1 \+1 @@\x1b\[39m/);
});
