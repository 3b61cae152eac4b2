import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseCluster } from '../config/load.js';
import { fileAddress, formatAddress } from '../model/address.js';
import type { Change } from '../model/plan.js';
import { localTransport, type LocalHost } from '../providers/local/local-transport.js';
import { runWithProgress } from '../cli/apply-progress.js';
import { applySchedule } from './execute.js';

const root = mkdtempSync(join(tmpdir(), 'k8sform-apply-'));
const cluster = parseCluster(`apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: t }
spec:
  kubernetesVersion: v1.34.2
  controlPlaneEndpoint: api.example.com
  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.1, transport: local, local: { root: ${root}/cp-1 } }
    - { name: cp-2, role: control-plane, address: 10.0.0.2, transport: local, local: { root: ${root}/cp-2 } }
    - { name: w-1, role: worker, address: 10.0.0.3, transport: local, local: { root: ${root}/w-1 } }
`, `${root}/c.yaml`).cluster;
const transports = new Map(cluster.hosts.map((h) => [h.name, localTransport(h as LocalHost)]));

const put = (host: string, path: string, text: string, dependsOn: Change['dependsOn'] = []): [Change, Buffer] => [
  {
    addr: fileAddress(host, path), action: 'create', format: 'env', sensitive: false, reasons: [], dependsOn,
    after: { digest: 'x', mode: 0o600, uid: 0, gid: 0, view: { kind: 'text', text } },
  },
  Buffer.from(text),
];

test('writes in dependency order with modes, backs up what it replaces, and stops after a failed control plane', async () => {
  try {
    mkdirSync(join(root, 'cp-1/etc/kubernetes'), { recursive: true });
    writeFileSync(join(root, 'cp-1/etc/kubernetes/b.conf'), 'old');
    // cp-2 cannot take a file below /etc/kubernetes/manifests: that path is a file.
    mkdirSync(join(root, 'cp-2/etc/kubernetes'), { recursive: true });
    writeFileSync(join(root, 'cp-2/etc/kubernetes/manifests'), 'not a directory');
    const entries = [
      put('cp-1', '/etc/kubernetes/b.conf', 'new b\n', [fileAddress('cp-1', '/etc/kubernetes/pki/a.crt')]),
      put('cp-1', '/etc/kubernetes/pki/a.crt', 'a\n'),
      put('cp-2', '/etc/kubernetes/first.conf', 'first\n'),
      put('cp-2', '/etc/kubernetes/manifests/x.yaml', 'x\n'),
      put('w-1', '/var/lib/kubelet/config.yaml', 'w\n'),
    ];
    const changes = entries.map(([c]) => c);
    const contents = new Map(entries.map(([c, b]) => [formatAddress(c.addr), b]));
    const schedule = applySchedule(cluster, changes, contents, transports, new Date('2026-01-15T12:00:00Z'));
    assert.deepEqual(schedule.map((phase) => phase.map((r) => r.host)), [['cp-1'], ['cp-2'], ['w-1']]);
    const outcomes = await runWithProgress(schedule, false);
    assert.deepEqual(outcomes.map((o) => [o.host, o.applied, o.notApplied, Boolean(o.error)]), [
      ['cp-1', ['host[cp-1].file[/etc/kubernetes/pki/a.crt]', 'host[cp-1].file[/etc/kubernetes/b.conf]'], [], false],
      ['cp-2', ['host[cp-2].file[/etc/kubernetes/first.conf]'], ['host[cp-2].file[/etc/kubernetes/manifests/x.yaml]'], true],
      ['w-1', [], ['1 change(s)'], true],
    ]);
    assert.equal(readFileSync(join(root, 'cp-1/etc/kubernetes/b.conf'), 'utf8'), 'new b\n');
    assert.equal(statSync(join(root, 'cp-1/etc/kubernetes/b.conf')).mode & 0o777, 0o600);
    assert.equal(readFileSync(join(root, 'cp-1/etc/kubernetes/tmp/k8sform-backup-20260115T120000Z/etc/kubernetes/b.conf'), 'utf8'), 'old');
    assert.deepEqual(readdirSync(join(root, 'cp-2/etc/kubernetes')).sort(), ['first.conf', 'manifests'], 'no temporary file left behind');
    assert.throws(() => statSync(join(root, 'w-1/var/lib/kubelet/config.yaml')), 'the worker was not touched');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
