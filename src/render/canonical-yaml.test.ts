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
// Config files as ConfigMaps carry them: indented lines, blank lines, comments, trailing spaces and tabs,
// and the line breaks at the ends that decide the block's indicators.
const configLine = fc.oneof(fc.constantFrom('', ' ', '  x', '\tx', 'a: b', '# c', '.:53 {', '    errors', '}', 'k: "v"', "k: 'v'", '---', '...', 'x  ', '- y', 'é', '\r'), fc.stringMatching(/^[-A-Za-z0-9 :#{}"'.]{0,10}$/));
const lineEnd = fc.oneof({ arbitrary: fc.constant('\n'), weight: 4 }, { arbitrary: fc.constantFrom('', '\n\n', ' \n', '\n '), weight: 1 });
const multiLine = fc.tuple(fc.oneof({ arbitrary: fc.constantFrom('apiVersion: v1', '.:53 {', 'x'), weight: 2 }, { arbitrary: configLine, weight: 1 }), fc.array(configLine, { maxLength: 5 }), lineEnd).map(([first, rest, end]) => [first, ...rest].join('\n') + end);
// undefined: a map entry left out (an optional field not set), which neither writer may show.
const leaf = fc.oneof(text, multiLine, fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null), fc.constantFrom(0.5, -0, 1e21, 3.25), fc.constant(undefined));
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

test('canonical YAML: the direct writer and the YAML library agree on ConfigMaps of config files', () => {
  let blocks = 0;
  const configMap = fc.record({ apiVersion: fc.constant('v1'), data: fc.dictionary(fc.constantFrom('Corefile', 'config.conf', 'kubelet', 'a b', 'x'), multiLine, { minKeys: 1, maxKeys: 3 }), kind: fc.constant('ConfigMap') });
  fc.assert(fc.property(configMap, (doc) => {
    if (/: \|-?\n/.test(directYaml(doc) ?? '')) blocks++;
    assert.equal(canonicalYaml(doc), libraryYaml(doc));
  }), { numRuns: 2000 });
  assert.ok(blocks > 200, `the direct writer wrote literal blocks in ${blocks} of 2000 documents`);
});

test('canonical YAML: a config file in a ConfigMap is a literal block, written directly', () => {
  const configMap = { apiVersion: 'v1', data: { Corefile: '.:53 {\n    errors\n\n    health {\n       lameduck 5s\n    }\n}\n' }, kind: 'ConfigMap' };
  assert.equal(directYaml(configMap), [
    'apiVersion: v1',
    'data:',
    '  Corefile: |',
    '    .:53 {',
    '        errors',
    '',
    '        health {',
    '           lameduck 5s',
    '        }',
    '    }',
    'kind: ConfigMap',
    '',
  ].join('\n'));
  assert.equal(directYaml(configMap), libraryYaml(configMap));
  // Other indicators the library adds (keep, indentation) and escapes are left to it.
  const withoutFinalBreak = { data: { 'config.conf': 'apiVersion: v1\nsourceVip: ""' } };
  assert.equal(directYaml(withoutFinalBreak), 'data:\n  config.conf: |-\n    apiVersion: v1\n    sourceVip: ""\n');
  assert.equal(directYaml(withoutFinalBreak), libraryYaml(withoutFinalBreak));
  for (const text of ['a\nb\n\n', 'a\nb ', ' a\nb\n', 'a\nb \n', 'a\r\nb\n']) {
    assert.equal(directYaml({ data: { f: text } }), undefined, JSON.stringify(text));
    assert.equal(canonicalYaml({ data: { f: text } }), libraryYaml({ data: { f: text } }));
  }
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
});
