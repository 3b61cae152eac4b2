// Generates src/config/cluster-file.generated.ts from schemas/cluster.schema.json.
// `--check` exits 1 when the committed file differs (used by the test suite).
import { readFileSync, writeFileSync } from 'node:fs';
import { compile } from 'json-schema-to-typescript';

const root = new URL('..', import.meta.url);
const schemaPath = new URL('schemas/cluster.schema.json', root);
const outPath = new URL('src/config/cluster-file.generated.ts', root);

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await generateTypes();
  if (process.argv.includes('--check')) {
    const current = readFileSync(outPath, 'utf8');
    if (current !== text) {
      console.error('src/config/cluster-file.generated.ts is out of date: run `npm run gen:types`');
      process.exit(1);
    }
  } else {
    writeFileSync(outPath, text);
  }
}
