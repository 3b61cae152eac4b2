import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { podLogTailScript } from './static-pod.js';

const CRI_LINE = (text: string) => `2026-12-01T00:44:21.8Z stderr F ${text}\n`;

test('the log tail of a static pod is the newest attempt that logged anything: an attempt just started has an empty file', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'k8sform-pod-logs-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const old = join(root, 'kube-system_kube-apiserver-cp-1_aaaa', 'kube-apiserver');
  const bad = join(root, 'kube-system_kube-apiserver-cp-1_bbbb', 'kube-apiserver');
  const other = join(root, 'kube-system_kube-apiserver-cp-10_cccc', 'kube-apiserver');
  for (const d of [old, bad, other]) mkdirSync(d, { recursive: true });
  const write = (path: string, text: string, secondsAgo: number) => {
    writeFileSync(path, text);
    const at = Date.now() / 1000 - secondsAgo;
    utimesSync(path, at, at);
  };
  write(join(old, '0.log'), CRI_LINE('I1201 shutting down'), 60);
  write(join(bad, '2.log'), CRI_LINE('Error: unknown flag: --no-such-flag'), 20);
  write(join(other, '0.log'), CRI_LINE('cp-10 is another host'), 1);
  const run = () => execFileSync('sh', ['-c', podLogTailScript('kube-apiserver', 'cp-1', root)], { encoding: 'utf8' });
  assert.equal(run(), 'Error: unknown flag: --no-such-flag\n');

  // The kubelet starts the next attempt: its file exists before the process wrote to it.
  write(join(bad, '3.log'), '', 0);
  assert.equal(run(), 'Error: unknown flag: --no-such-flag\n');
  write(join(bad, '3.log'), CRI_LINE('Error: unknown flag: --no-such-flag') + CRI_LINE('the third attempt'), 0);
  assert.equal(run(), 'Error: unknown flag: --no-such-flag\nthe third attempt\n');

  rmSync(join(root), { recursive: true, force: true });
  assert.equal(run(), '', 'no log files: nothing, and no error');
});
