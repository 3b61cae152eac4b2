import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ProgressEvent } from '../model/progress.js';
import { plainProgressLine, progressText } from './progress-lines.js';

test('a plain progress line: UTC time to the millisecond, seconds since start, then the text', () => {
  const line = plainProgressLine('host[cp-1] connected', new Date('2026-01-15T12:03:04.056Z'), 1234.5);
  assert.equal(line, '12:03:04.056 +1.234s  host[cp-1] connected\n');
});

test('a plain progress line is one line and cannot move the cursor, whatever a host is called', () => {
  const line = plainProgressLine(progressText('plan', { kind: 'host-connected', host: 'a\nb\x1b[2Jc' }), new Date(0), 0);
  assert.equal(line.split('\n').length, 2);
  assert.doesNotMatch(line, /\x1b\[2J/);
});

test('every event in words: hosts, counts, steps', () => {
  const cases: [ProgressEvent, string][] = [
    [{ kind: 'connecting', hosts: ['cp-1', 'cp-2', 'w-1'] }, 'plan: 3 hosts, connecting'],
    [{ kind: 'connecting', hosts: ['cp-1'] }, 'plan: 1 host, connecting'],
    [{ kind: 'host-connected', host: 'cp-1' }, 'host[cp-1] connected'],
    [{ kind: 'host-failed', host: 'cp-1' }, 'host[cp-1] failed to connect'],
    [{ kind: 'host-read', host: 'cp-1', files: 34 }, 'host[cp-1] read 34 managed paths'],
    [{ kind: 'apiserver', endpoint: '10.0.0.1:6443 via host[cp-1]', ready: false }, 'apiserver at 10.0.0.1:6443 via host[cp-1] not ready'],
    [{ kind: 'rendered', files: 39, objects: 1 }, 'rendered 39 files and 1 cluster object'],
    [{ kind: 'host-compared', host: 'w-1', changes: 0 }, 'host[w-1] compared: 0 changes'],
    [{ kind: 'compared', changes: 1 }, 'compared: 1 change in all'],
    [{ kind: 'rollout', steps: [{ number: 1, title: 'etcd' }] }, 'rollout: 1 step'],
    [{ kind: 'step-started', step: 2, of: 5, title: 'host[cp-1] kube-apiserver' }, 'step 2/5 started: host[cp-1] kube-apiserver'],
    [{ kind: 'step-gated', step: 2, host: 'cp-1', gate: 'kube-apiserver gate' }, 'step 2: host[cp-1] waiting for the kube-apiserver gate'],
    [{ kind: 'gate-seen', step: 2, host: 'cp-1', seen: 'the mirror pod still runs the previous manifest' }, 'step 2: host[cp-1] not yet: the mirror pod still runs the previous manifest'],
    [{ kind: 'gate-seen', step: 9, seen: '1 of 2 updated, 1 available, 2 in total' }, 'step 9: not yet: 1 of 2 updated, 1 available, 2 in total'],
    [{ kind: 'step-done', step: 2 }, 'step 2 done'],
    [{ kind: 'step-rolled-back', step: 2, host: 'cp-1' }, 'step 2: host[cp-1] rolled back'],
    [{ kind: 'step-failed', step: 3 }, 'step 3 failed'],
    [{ kind: 'step-failed', step: 3, host: 'cp-2' }, 'step 3 failed on host[cp-2]'],
  ];
  for (const [event, text] of cases) assert.equal(progressText('plan', event), text);
});
