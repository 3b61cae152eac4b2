import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Ajv } from 'ajv';
import { hintsBySchema, PATTERN_HINTS } from './pattern-hints.js';

const schema = () => JSON.parse(readFileSync(new URL('../../../schemas/cluster.schema.json', import.meta.url), 'utf8')) as object;

/** Every subschema with its JSON pointer, depth first. */
function* subschemas(node: unknown, pointer = '#'): Generator<[string, Record<string, unknown>]> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* subschemas(item, `${pointer}/${i}`);
    return;
  }
  yield [pointer, node as Record<string, unknown>];
  for (const [key, value] of Object.entries(node)) {
    // Defaults and examples are cluster.yaml data, not schemas.
    if (key !== 'default' && key !== 'examples' && key !== 'enum' && key !== 'const') yield* subschemas(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

test('the schema is plain JSON Schema: a stock ajv in strict mode compiles it', () => {
  assert.doesNotThrow(() => new Ajv({ strict: true, allErrors: true }).compile(schema()));
  // What this guards against: a keyword of our own, which strict validators refuse.
  assert.throws(() => new Ajv({ strict: true, allErrors: true }).compile({ ...schema(), 'x-hint': 'a' }), /unknown keyword: "x-hint"/);
});

test('every pattern hint names a pattern in the schema, and every pattern but one has a hint', () => {
  const s = schema();
  assert.equal(hintsBySchema(s).size, Object.keys(PATTERN_HINTS).length);
  const patterns = [...subschemas(s)].filter(([, node]) => typeof node.pattern === 'string').map(([pointer]) => pointer);
  // kubeletRestartCommand's "one line" pattern was never given a hint; its message names the pattern.
  const withoutHint = patterns.filter((p) => !(p in PATTERN_HINTS));
  assert.deepEqual(withoutHint, ['#/definitions/ClusterSpec/properties/rollout/properties/kubeletRestartCommand']);
  assert.throws(() => hintsBySchema({ definitions: {} }), /pattern hint #\/properties\/metadata\/properties\/name names no pattern/);
});

test('every property says what it means', () => {
  const properties = [...subschemas(schema())].flatMap(([pointer, node]) =>
    Object.entries((node.properties ?? {}) as Record<string, { description?: unknown }>).map(([name, property]) => [`${pointer}/properties/${name}`, property.description] as const),
  );
  assert.ok(properties.length > 100, `only ${properties.length} properties found`);
  const undescribed = properties.filter(([, description]) => typeof description !== 'string' || description.trim() === '').map(([pointer]) => pointer);
  assert.deepEqual(undescribed, []);
});

test('every default and example is a valid value of its field', () => {
  const s = schema() as { $id: string };
  const ajv = new Ajv({ strict: true, allErrors: true });
  ajv.addSchema(s);
  const samples = [...subschemas(s)].flatMap(([pointer, node]) => [
    ...(node.default === undefined ? [] : [[pointer, node.default] as const]),
    ...((node.examples as unknown[] | undefined) ?? []).map((example) => [pointer, example] as const),
  ]);
  assert.ok(samples.length > 50, `only ${samples.length} defaults and examples found`);
  const invalid = samples.filter(([pointer, value]) => !ajv.validate({ $ref: `${s.$id}${pointer}` }, value)).map(([pointer, value]) => `${pointer}: ${JSON.stringify(value)}`);
  assert.deepEqual(invalid, []);
});

test('rotateCA allows exactly the CAs k8sform reads rotations of, each through the same phases', async () => {
  const { ROTATABLE_CAS, CA_ROTATION_PHASES } = await import('../model/cluster.js');
  const rotate = (schema() as { definitions: { ClusterSpec: { properties: { certificates: { properties: { rotateCA: { properties: Record<string, { enum: string[] }> } } } } } } })
    .definitions.ClusterSpec.properties.certificates.properties.rotateCA.properties;
  assert.deepEqual(Object.keys(rotate), [...ROTATABLE_CAS]);
  for (const p of Object.values(rotate)) assert.deepEqual(p.enum, [...CA_ROTATION_PHASES]);
});
