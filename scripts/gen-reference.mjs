// Generates the "Every field" tables of docs/cluster-yaml.md, between its two marker comments, from
// the descriptions in schemas/cluster.schema.json: one row per field path, its default and meaning.
// Conventions of the descriptions it reads:
// - A sentence "Default <value>." gives the default as a literal value (shown as code, a trailing
//   parenthesis as text: "Default 87600h (10 years)."); "Default: <text>." gives it in words. The
//   sentence is taken out of the meaning. Without one, the field's `default` keyword is shown, else
//   "— (required)" for a required field and "—" for the others.
//   A literal default must read as the `default` keyword does, when there is one (else it fails).
// - Links are Markdown with paths from the repository's root ("[certificates](docs/certificates.md)"),
//   readable in an editor's hover; in the doc they point from docs/.
// - A definition's fields are listed under the first field that uses it; the later ones name it.
// `--check` exits 1 when the committed doc differs (used by the test suite).
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const schemaPath = new URL('schemas/cluster.schema.json', root);
const docPath = new URL('docs/cluster-yaml.md', root);
export const BEGIN = '<!-- BEGIN generated from schemas/cluster.schema.json by `npm run gen:reference`: edit the descriptions there -->';
export const END = '<!-- END generated reference -->';

/** The doc's sections, each with the fields of spec it lists (the document's own fields come first). */
const SECTIONS = [
  ['Cluster', ['kubernetesVersion', 'clusterName', 'controlPlaneEndpoint', 'imageRepository']],
  ['Networking', ['networking']],
  ['Certificates', ['certificates']],
  ['etcd', ['etcd']],
  ['Control-plane components', ['apiServer', 'controllerManager', 'scheduler']],
  ['Kubelet', ['kubelet']],
  ['Node software', ['nodeSoftware']],
  ['Bootstrap tokens and addons', ['bootstrapTokens', 'addons']],
  ['Rollout', ['rollout']],
  ['Preflight checks', ['preflight']],
  ['SSH', ['ssh']],
  ['Hosts', ['hosts']],
];

const DEFAULT_SENTENCE = /(^|\. )Default(:?) (.*?)\.(?= [A-Z]|$)/;

/** The default and the meaning a field's description gives (the meaning without its default). */
function splitDescription(description) {
  const match = DEFAULT_SENTENCE.exec(description);
  if (!match) return { meaning: description };
  const [sentence, lead, inWords, value] = match;
  const meaning = `${description.slice(0, match.index)}${lead.trim()}${description.slice(match.index + sentence.length)}`.trim();
  if (inWords) return { meaning, shownDefault: value };
  const [, literal, note] = /^(.*?)( \(.*\))?$/.exec(value);
  return { meaning, shownDefault: `${code(literal)}${note ?? ''}`, literal };
}

const code = (text) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** A default value as YAML flow, as cluster.yaml would write it. */
function flow(value) {
  if (Array.isArray(value)) return `[${value.map(flow).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${k}: ${flow(v)}`).join(', ')} }`;
  }
  return typeof value === 'string' && value === '' ? '""' : String(value);
}

/** Every field of the schema, depth first in the schema's order: its path, description, default and whether it is required. */
export function fields(schema) {
  const resolve = (node) => (node.$ref ? resolve(schema.definitions[node.$ref.replace('#/definitions/', '')]) : node);
  const listedAt = new Map();
  const out = [];
  const walk = (node, path, required) => {
    const resolved = resolve(node);
    const row = { path, description: node.description ?? resolved.description, default: node.default, required };
    out.push(row);
    // The object whose fields follow: the field's own, or its items'.
    const [inner, innerRef, innerPath] = resolved.type === 'array' && resolved.items ? [resolve(resolved.items), resolved.items.$ref, `${path}[]`] : [resolved, node.$ref, path];
    if (!inner.properties) return;
    if (innerRef && listedAt.has(innerRef)) {
      row.description += ` ${resolved === inner ? 'Its fields are' : 'The fields of each are'} those of ${code(listedAt.get(innerRef))}.`;
      return;
    }
    if (innerRef) listedAt.set(innerRef, innerPath);
    for (const [name, child] of Object.entries(inner.properties)) walk(child, `${innerPath}.${name}`, (inner.required ?? []).includes(name));
  };
  for (const [name, child] of Object.entries(schema.properties)) walk(child, name, schema.required.includes(name));
  return out;
}

const cell = (text) => text.replaceAll('|', '\\|').replaceAll('](docs/', '](');

function table(rows) {
  const lines = ['| field | default | meaning |', '| --- | --- | --- |'];
  for (const row of rows) {
    if (!row.description) throw new Error(`${row.path} has no description`);
    const { meaning, shownDefault, literal } = splitDescription(row.description);
    if (literal !== undefined && row.default !== undefined && literal !== flow(row.default)) {
      throw new Error(`${row.path}: its description gives the default ${literal}, its default keyword ${flow(row.default)}`);
    }
    const shown = shownDefault ?? (row.default !== undefined ? code(flow(row.default)) : row.required ? '— (required)' : '—');
    lines.push(`| ${code(row.path)} | ${cell(shown)} | ${cell(meaning)} |`);
  }
  return lines.join('\n');
}

/** The generated part of the doc, markers included. */
export function generateReference(schema = JSON.parse(readFileSync(schemaPath, 'utf8'))) {
  const all = fields(schema);
  const specField = (row) => /^spec\.([^.[]+)/.exec(row.path)?.[1];
  const placed = new Set(SECTIONS.flatMap(([, names]) => names));
  const unplaced = Object.keys(schema.definitions.ClusterSpec.properties).filter((name) => !placed.has(name));
  if (unplaced.length > 0) throw new Error(`scripts/gen-reference.mjs: place spec.${unplaced.join(', spec.')} in a section of SECTIONS`);
  const sections = [['Document', all.filter((row) => !specField(row))], ...SECTIONS.map(([title, names]) => [title, all.filter((row) => names.includes(specField(row)))])];
  return [BEGIN, ...sections.map(([title, rows]) => `### ${title}\n\n${table(rows)}`), END].join('\n\n');
}

/** The doc with its generated part replaced. */
export function withReference(doc, reference) {
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (begin < 0 || end < begin) throw new Error('docs/cluster-yaml.md lacks the marker comments of the generated reference');
  return doc.slice(0, begin) + reference + doc.slice(end + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = readFileSync(docPath, 'utf8');
  const text = withReference(doc, generateReference());
  if (!process.argv.includes('--check')) writeFileSync(docPath, text);
  else if (doc !== text) {
    console.error('docs/cluster-yaml.md is out of date: run `npm run gen:reference`');
    process.exit(1);
  }
}
