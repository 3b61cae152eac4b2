import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { canonicalYaml, directYaml, libraryYaml } from './canonical-yaml.js';

// canonicalYaml writes simple documents itself and hands the rest to the YAML library: both must
// give the same bytes for every value, or golden manifests would change with the path taken.

const text = fc.oneof(
  fc.constantFrom('', 'true', 'no', 'null', '~', '1', '-1', '1.', '.5', '1e5', '0x1F', '0o17', '.inf', '-.NaN', '---', '...', '-', '- a', '-a', '--flag=x', 'a: b', 'a:b', 'a #b', 'a#b', 'a ', ' a', 'a:', '#a', '@a', '%a', '*a', '&a', '!a', '|a', '>a', "'a", '"a', '[a', '{a', ',a', '?a', '? a', 'a\nb', 'a\n', 'é', '12:30', '10.96.0.0/12', '/etc/kubernetes/pki', 'system:masters', 'k8s.io/a.b-c_d', '$x', '^a', '=a', '+a', '(a)', 'a,b', 'a%b', 'a@b', 'a*b', 'Y', 'On'),
  fc.stringMatching(/^[-A-Za-z0-9_./:=,@%+~()*^$ #'"!&|>?[\]{}\n]{0,12}$/),
  fc.string({ maxLength: 6 }),
);
const leaf = fc.oneof(text, fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null), fc.constantFrom(0.5, -0, 1e21, 3.25));
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('list'), tie('map')),
  list: fc.array(tie('node'), { maxLength: 4 }),
  map: fc.dictionary(text, tie('node'), { maxKeys: 4 }),
})).map;

test('canonical YAML: the direct writer and the YAML library agree on every document', () => {
  let direct = 0;
  fc.assert(fc.property(value, (doc) => {
    if (directYaml(doc) !== undefined) direct++;
    assert.equal(canonicalYaml(doc), libraryYaml(doc));
  }), { numRuns: 3000 });
  assert.ok(direct > 300, `the direct writer took ${direct} of 3000 documents`);
});

test('canonical YAML: a static-pod-like document comes out in kubeadm\'s layout', () => {
  const pod = {
    apiVersion: 'v1', kind: 'Pod',
    metadata: { annotations: { 'kubeadm.kubernetes.io/kube-apiserver.advertise-address.endpoint': '10.0.0.1:6443' }, labels: {}, name: 'kube-apiserver' },
    spec: { containers: [{ command: ['kube-apiserver', '--secure-port=6443'], name: 'c', ports: [], resources: { requests: { cpu: '250m' } }, volumeMounts: [{ mountPath: '/etc/ssl/certs', readOnly: true }] }], priority: 2000001000, hostNetwork: true },
    status: {},
  };
  assert.equal(canonicalYaml(pod), [
    'apiVersion: v1',
    'kind: Pod',
    'metadata:',
    '  annotations:',
    '    kubeadm.kubernetes.io/kube-apiserver.advertise-address.endpoint: 10.0.0.1:6443',
    '  labels: {}',
    '  name: kube-apiserver',
    'spec:',
    '  containers:',
    '  - command:',
    '    - kube-apiserver',
    '    - --secure-port=6443',
    '    name: c',
    '    ports: []',
    '    resources:',
    '      requests:',
    '        cpu: 250m',
    '    volumeMounts:',
    '    - mountPath: /etc/ssl/certs',
    '      readOnly: true',
    '  hostNetwork: true',
    '  priority: 2000001000',
    'status: {}',
    '',
  ].join('\n'));
  assert.equal(directYaml(pod), libraryYaml(pod), 'written directly');
  assert.equal(directYaml({ data: { Corefile: '.:53 {\n}\n' } }), undefined, 'a multi-line string goes through the library');
});
