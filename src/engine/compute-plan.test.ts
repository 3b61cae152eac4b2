import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadClusterFile } from './load-cluster.js';
import { formatAddress } from '../model/address.js';
import { isEffective } from '../model/plan.js';
import { systemKeySource } from '../render/pki/key-source.js';
import { parseCertificate, parsePrivateKey } from '../state/certificate-meaning.js';
import { countingKeySource } from '../../test/support/counting-keys.js';
import { CLI, repoPath } from '../../test/support/paths.js';
import { computePlan } from './compute-plan.js';
import { closeSession, openSession } from './session.js';

/**
 * The local example, applied, then planned again in process with a key source that counts every
 * key (certificates and k8sform's own API identity): a plan that keeps what the hosts hold
 * generates none, and one that renews a certificate makes exactly its key. The apiserver port is a
 * free one, so nothing answers there, as in the demo: no identity is made to ask it.
 */
let dir: string;
const file = () => join(dir, 'cluster.yaml');
const pki = (host: string, name: string) => join(dir, '.k8sform/hosts', host, 'etc/kubernetes/pki', name);

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'k8sform-lazy-keys-'));
  const port = await freePort();
  const example = readFileSync(repoPath('examples/clusters/local/cluster.yaml'), 'utf8');
  writeFileSync(file(), example.replace('  hosts:\n', `  apiServer:\n    bindPort: ${port}\n  hosts:\n`));
  const apply = spawnSync(CLI, ['apply', '--auto-approve', '--target', 'host'], { cwd: dir, encoding: 'utf8' });
  assert.equal(apply.status, 0, apply.stderr);
});
after(() => rmSync(dir, { recursive: true, force: true }));

async function planHostFiles(targets = ['host']) {
  const loaded = loadClusterFile(file());
  const counted = countingKeySource(systemKeySource);
  const session = await openSession(loaded.cluster, { trustNewHostKeys: false });
  try {
    const computed = await computePlan(loaded, session, new Date(), targets, { keys: counted.keys });
    return { ...computed, generated: counted.labels, effective: computed.plan.changes.filter(isEffective).map((c) => `${c.action} ${formatAddress(c.addr)}`) };
  } finally {
    await closeSession(session);
  }
}

test('a no-op plan generates no key: certificates are compared by meaning, and no apiserver identity is made for an apiserver that does not answer', async () => {
  const { effective, generated, contents } = await planHostFiles();
  assert.deepEqual(effective, []);
  assert.deepEqual(generated, []);
  assert.equal(contents.size, 0);
});

test('a deleted certificate: exactly its key is made, for it and its key file, and they match', async () => {
  rmSync(pki('cp-1', 'apiserver.crt'));
  const { effective, generated, contents } = await planHostFiles();
  const crt = 'host[cp-1].file[/etc/kubernetes/pki/apiserver.crt]';
  const key = 'host[cp-1].file[/etc/kubernetes/pki/apiserver.key]';
  assert.deepEqual(effective, [`create ${crt}`, `replace ${key}`]);
  assert.deepEqual(generated, ['cp-1/apiserver']);
  assert.deepEqual([...contents.keys()].sort(), [crt, key]);
  assert.equal(parsePrivateKey(contents.get(key)!.toString()).publicKeySha256, parseCertificate(contents.get(crt)!.toString()).publicKeySha256);
});

test('a plan limited to another host makes nothing for the certificate it leaves out', async () => {
  const { effective, generated } = await planHostFiles(['host[worker-1]']);
  assert.deepEqual(effective, []);
  assert.deepEqual(generated, []);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
