import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadClusterFile } from '../../test/support/test-clusters.js';
import { formatAddress } from '../model/address.js';
import type { Change } from '../model/plan.js';
import { CERTIFICATE_AUTHORITIES, certPath, keyPath } from '../render/pki/certificates.js';
import { renderOnDemand } from '../render/render.js';
import { deterministicInputs } from '../../test/support/deterministic-inputs.js';
import { repoPath } from '../../test/support/paths.js';
import { dependencyOrder } from '../model/dependency-order.js';

test("a new control plane's files are written with each CA key before its certificate, and the certificate before what it signs", async () => {
  const { cluster, caMaterial } = loadClusterFile(repoPath('examples', 'clusters', 'ha', 'cluster.yaml'));
  const { desired } = await renderOnDemand(cluster, deterministicInputs('order', new Date('2026-01-15T12:00:00Z')), caMaterial);
  const files = desired.filter((d) => d.spec.kind === 'file' && d.addr.kind === 'file' && d.addr.scope === 'host[cp-1]');
  // As a first apply plans them: every file created.
  const creates = files.map((d) => ({ addr: d.addr, action: 'create', format: 'text', sensitive: false, reasons: [], dependsOn: d.dependsOn }) as unknown as Change);
  const order = dependencyOrder(creates).map((c) => c.addr.name);
  const at = (path: string) => order.indexOf(path);
  for (const spec of CERTIFICATE_AUTHORITIES.filter((s) => s.applies(cluster))) {
    assert.ok(at(keyPath(spec)) >= 0 && at(certPath(spec)) >= 0, `${spec.name} is rendered`);
    assert.ok(at(keyPath(spec)) < at(certPath(spec)), `${keyPath(spec)} comes before ${certPath(spec)}: ${order.join(' ')}`);
  }
  for (const c of creates) for (const dep of c.dependsOn) assert.ok(at(dep.name) < at(c.addr.name), `${formatAddress(c.addr)} after ${formatAddress(dep)}`);
});
