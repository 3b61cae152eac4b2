import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { loadClusterFile } from './load-cluster.js';
import { cachedKeySource } from '../../test/support/deterministic-inputs.js';
import { repoPath } from '../../test/support/paths.js';
import { countRenders } from '../../test/support/render-counts.js';
import { computePlan } from './compute-plan.js';
import { planFromSnapshot } from './offline-observation.js';
import { takeSnapshot } from './snapshot-file.js';
import { closeSession, openSession } from './session.js';

/**
 * One plan of the HA example (its hosts as local directories, or a snapshot of them) renders the
 * desired state once, reads the key material on the hosts once, and renders no static pod besides:
 * counted on the channels render and existingMaterial publish on, which the plan's own code path
 * goes through.
 */
let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'k8sform-plan-once-'));
  const ha = readFileSync(repoPath('examples/clusters/ha/cluster.yaml'), 'utf8');
  const doc = parseDocument(ha);
  doc.deleteIn(['spec', 'ssh']);
  doc.setIn(['spec', 'addons', 'manifests'], [repoPath('examples/addons/flannel/kube-flannel.yml')]);
  for (const h of (doc.getIn(['spec', 'hosts']) as YAMLSeq<YAMLMap>).items) {
    h.set('transport', 'local');
    h.set('local', { root: `.k8sform/hosts/${String(h.get('name'))}` });
  }
  writeFileSync(join(dir, 'cluster.yaml'), doc.toString());
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('one plan of the HA example renders once and reads the key material once', async () => {
  const loaded = loadClusterFile(join(dir, 'cluster.yaml'));
  assert.equal(loaded.cluster.hosts.length, 5);
  assert.ok(loaded.cluster.hosts.every((h) => h.transport.kind === 'local'));
  const session = await openSession(loaded.cluster, { trustNewHostKeys: false });
  const { result: computed, counts } = await countRenders(() => computePlan(loaded, session, new Date(), [], { keys: cachedKeySource })).finally(() => closeSession(session));
  assert.ok(computed.plan.changes.length > 0);
  // Each of the three control planes has its static pods rendered once, by the one render.
  assert.deepEqual(counts, { render: 1, existingMaterial: 1, staticPods: 3 });
});

test('a plan of the HA example from a snapshot renders once and reads the key material once', async () => {
  const loaded = loadClusterFile(join(dir, 'cluster.yaml'));
  const session = await openSession(loaded.cluster, { trustNewHostKeys: false });
  const snapshot = await takeSnapshot(loaded, session, new Date(), {}).finally(() => closeSession(session));
  const file = join(dir, 'snapshot.json');
  writeFileSync(file, JSON.stringify(snapshot));
  const { result, counts } = await countRenders(() => planFromSnapshot(loaded, file, [], {}));
  assert.ok(result.computed.plan.changes.length > 0);
  assert.deepEqual(counts, { render: 1, existingMaterial: 1, staticPods: 3 });
});
