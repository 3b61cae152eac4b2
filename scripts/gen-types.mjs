// Generates, from schemas/cluster.schema.json, src/config/cluster-file.generated.ts (the types), and
// ajv's validators of the schemas k8sform checks its inputs against, compiled ahead of time:
// compiling cluster.schema.json alone took about 75 ms of every command's start-up, and ajv itself
// then need not load at all.
// `--check` exits 1 when a committed file differs (used by the test suite).
import { readFileSync, writeFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';

const root = new URL('..', import.meta.url);
const schemaPath = new URL('schemas/cluster.schema.json', root);
const outPath = new URL('src/config/cluster-file.generated.ts', root);
/** Each checked schema, where its validator goes, and whether it fills in the schema's defaults (cluster.yaml's). */
const VALIDATORS = [
  { schema: 'schemas/cluster.schema.json', out: 'src/config/cluster-schema.validate.generated.ts', useDefaults: true },
  { schema: 'schemas/plan-file.schema.json', out: 'src/model/plan-file-schema.validate.generated.ts', useDefaults: false },
  { schema: 'schemas/snapshot.schema.json', out: 'src/state/snapshot-schema.validate.generated.ts', useDefaults: false },
];

// Beside a $ref, a field's own description, examples or default (for editors and ajv) would make
// json-schema-to-typescript declare the referenced type again (SSHSettings1, CAFiles2); the types
// need only the reference.
function onlyReferences(node) {
  if (!node || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map(onlyReferences);
  const entries = Object.entries(node).filter(([key]) => !('$ref' in node) || !['description', 'examples', 'default'].includes(key));
  return Object.fromEntries(entries.map(([key, value]) => [key, key === 'default' || key === 'examples' ? value : onlyReferences(value)]));
}

export async function generateTypes() {
  const schema = onlyReferences(JSON.parse(readFileSync(schemaPath, 'utf8')));
  return compile(schema, 'ClusterFile', {
    bannerComment: '/* Generated from schemas/cluster.schema.json by `npm run gen:types`. Do not edit. */',
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 110 },
  });
}

/**
 * ajv's standalone code for the schema, as an ES module that also exports the schema object the
 * errors' `parentSchema` point into (the pattern hints are keyed by those objects). Its one
 * require() of ajv's runtime becomes an import, so it loads unbundled too.
 */
export function generateValidator(schemaFile, useDefaults) {
  const schema = JSON.parse(readFileSync(new URL(schemaFile, root), 'utf8'));
  const ajv = new Ajv({ allErrors: true, verbose: true, useDefaults, strict: true, allowUnionTypes: true, code: { source: true, esm: true, lines: true } });
  const code = (standalone.default ?? standalone)(ajv, ajv.compile(schema));
  const rootName = /const (schema\d+) = /.exec(code)?.[1];
  if (!rootName) throw new Error('ajv standalone code without a schema constant');
  const runtime = 'require("ajv/dist/runtime/ucs2length").default';
  // ajv writes each referenced schema out again as its own constant; pointing them into the root
  // schema instead makes every parentSchema an object of the one schema the hints are keyed on.
  const places = new Map();
  const walk = (node, access) => {
    if (!node || typeof node !== 'object') return;
    if (!Array.isArray(node) && !places.has(JSON.stringify(node))) places.set(JSON.stringify(node), access);
    for (const [key, child] of Object.entries(node)) walk(child, `${access}[${JSON.stringify(Array.isArray(node) ? Number(key) : key)}]`);
  };
  walk(schema, rootName);
  const linked = code.replace(/^const (schema\d+) = (\{.*\});$/gm, (line, name, literal) => {
    if (name === rootName) return line;
    const place = places.get(JSON.stringify(JSON.parse(literal)));
    if (!place) throw new Error(`ajv standalone code: ${name} is no part of ${schemaFile}`);
    return `const ${name} = ${place};`;
  });
  return [
    '// @ts-nocheck',
    `/* Generated from ${schemaFile} by \`npm run gen:types\` (ajv standalone). Do not edit. */`,
    "import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';",
    'const ucs2length = typeof ucs2lengthModule === \'function\' ? ucs2lengthModule : ucs2lengthModule.default;',
    linked.replace(/^"use strict";/, '').replaceAll(runtime, 'ucs2length'),
    `export { ${rootName} as schema };`,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outputs = [[outPath, await generateTypes()], ...VALIDATORS.map((v) => [new URL(v.out, root), generateValidator(v.schema, v.useDefaults)])];
  for (const [path, text] of outputs) {
    if (!process.argv.includes('--check')) writeFileSync(path, text);
    else if (readFileSync(path, 'utf8') !== text) {
      console.error(`${path.pathname.slice(root.pathname.length)} is out of date: run \`npm run gen:types\``);
      process.exit(1);
    }
  }
}
