import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KUBECONFIGS, kubeconfigPath } from '../kubeconfig/kubeconfigs.js';
import { CERTIFICATE_AUTHORITIES, LEAF_CERTIFICATES, altNames, certPath, keyPath } from './certificates.js';

const ALL = [...CERTIFICATE_AUTHORITIES, ...LEAF_CERTIFICATES];

test('catalogue: every signer is a CA in the catalogue, listed before what it signs', () => {
  const seen = new Set<string>();
  for (const spec of ALL) {
    if (spec.signer) {
      assert.ok(CERTIFICATE_AUTHORITIES.some((ca) => ca.name === spec.signer), `${spec.name}: unknown signer ${spec.signer}`);
      assert.ok(seen.has(spec.signer), `${spec.name} is listed before its signer ${spec.signer}`);
    }
    seen.add(spec.name);
  }
});

test('catalogue: CAs have no signer, leaves have one and at least one extended usage', () => {
  for (const ca of CERTIFICATE_AUTHORITIES) assert.equal(ca.signer, undefined, ca.name);
  for (const leaf of LEAF_CERTIFICATES) {
    assert.ok(leaf.signer, leaf.name);
    assert.ok(leaf.usages.length > 0, leaf.name);
  }
});

test('catalogue: no two entries share a name or a path, kubeconfigs included', () => {
  const names = ALL.map((s) => s.name);
  assert.equal(new Set(names).size, names.length);
  const paths = [...ALL.flatMap((s) => [certPath(s), keyPath(s)]), ...KUBECONFIGS.map((k) => kubeconfigPath(k.fileName))];
  assert.equal(new Set(paths).size, paths.length, 'duplicate paths');
});

test('catalogue: a CA applies wherever a certificate it signs applies', () => {
  for (const leaf of LEAF_CERTIFICATES) {
    const ca = CERTIFICATE_AUTHORITIES.find((c) => c.name === leaf.signer)!;
    assert.ok(leaf.applies.toString() === ca.applies.toString(), `${leaf.name} and ${ca.name} apply under the same condition`);
  }
});

test('catalogue: the front-proxy client is signed by its own CA, never the cluster CA', () => {
  assert.equal(LEAF_CERTIFICATES.find((s) => s.name === 'front-proxy-client')!.signer, 'front-proxy-ca');
});

test('altNames: DNS names sorted and unique, IPs unique in first-seen order, IPv6 normalised', () => {
  assert.deepEqual(altNames(['b.example', 'a.example', '10.0.0.2', 'b.example', '10.0.0.1', '10.0.0.2', '2001:DB8:0:0::1', '2001:db8::1']), {
    dns: ['a.example', 'b.example'],
    ips: ['10.0.0.2', '10.0.0.1', '2001:db8::1'],
  });
});
