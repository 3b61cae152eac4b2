import assert from 'node:assert/strict';
import { test } from 'node:test';
import { indentationHint } from './indentation-hint.js';

const HEAD = 'apiVersion: k8sform/v1alpha1\nkind: Cluster\nspec:\n';

test('a key indented under a key that has a value: its line, column and the mapping it belongs to', () => {
  const text = `${HEAD}  networking:\n    serviceSubnet: 10.96.0.0/12\n     podSubnet: 10.244.0.0/16\n`;
  assert.deepEqual(indentationHint(text, 5, 7), {
    line: 6,
    col: 6,
    path: 'spec.networking',
    message: '"podSubnet" is indented deeper than "serviceSubnet" above it, which already has a value; as a field of spec.networking, start it at column 5 as "serviceSubnet" does',
  });
});

test('a key at a column between two open mappings names both columns', () => {
  const text = `${HEAD}  ssh:\n    identityFile: ~/.ssh/id\n   user: deploy\n`;
  assert.deepEqual(indentationHint(text, 6, 7), {
    line: 6,
    col: 4,
    path: 'spec.ssh',
    message: '"user" starts at column 4, between the fields of spec (column 3) and the fields of spec.ssh (column 5); line it up with the mapping it belongs to',
  });
});

test('list items: a field of the second host out of line is placed within that item', () => {
  const inItem = `${HEAD}  hosts:\n    - name: cp-1\n      address: 10.0.0.1\n     role: worker\n`;
  assert.equal(indentationHint(inItem, 6, 8)?.message, '"role" starts at column 6, between the items of spec.hosts (column 5) and the fields of spec.hosts[0] (column 7); line it up with the mapping it belongs to');
  const compact = `${HEAD}  hosts:\n  - name: cp-1\n    role: worker\n  - name: cp-2\n    address: 10.0.0.2\n      role: worker\n`;
  assert.deepEqual(indentationHint(compact, 8, 10), {
    line: 9,
    col: 7,
    path: 'spec.hosts[1]',
    message: '"role" is indented deeper than "address" above it, which already has a value; as a field of spec.hosts[1], start it at column 5 as "address" does',
  });
});

test('consistent indentation, comments, flow items and block scalars give no hint', () => {
  const text = `${HEAD}  # hosts below\n  hosts:\n  - { name: cp-1, address: 10.0.0.1 }\n  - name: cp-2\n    labels:\n      a: b\n  apiServer:\n    extraArgs:\n      x: |\n        text\n          deeper: not a key\n      y: z\n`;
  assert.equal(indentationHint(text, 1, 100), undefined);
});

test('only a mistake near the lines asked about is reported', () => {
  const text = `${HEAD}  networking:\n    serviceSubnet: a\n     podSubnet: b\n`;
  assert.equal(indentationHint(text, 1, 4), undefined, 'the mistake is on line 6');
  assert.equal(indentationHint(text, 7, 9), undefined, 'already past it');
});
