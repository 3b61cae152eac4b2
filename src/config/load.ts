import { createHash } from 'node:crypto';
import { isAlias, isCollection, isScalar, LineCounter, parseAllDocuments, visit, type Document, type Node } from 'yaml';
import { UserError } from '../errors.js';
import { readApiServerConfigFiles } from './apiserver-config-files.js';
import { readCAFiles, readServiceAccountKeyFile } from './ca-files.js';
import { readEncryptionKeysFile } from './encryption-keys-file.js';
import type { ClusterFile } from './cluster-file.generated.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import type { InputSources, ListInputFiles, ReadInputFile, RenderChart } from '../model/input-file.js';
import { readAddonObjects } from './addon-objects.js';
import { byPosition, formatDiagnostic, formatPath, oneCausePerField, type Diagnostic, type LocatedDiagnostic } from './diagnostic.js';
import { indentationHint } from './indentation-hint.js';
import { resolveCluster } from './resolve.js';
import { validateSchema } from './schema-validate.js';
import { checkSemantics } from './semantic-rules.js';
import { locate } from './source-positions.js';


/** A cluster of thousands of hosts fits in a few hundred KiB. */
const CLUSTER_FILE_CAP = 4 * 1024 * 1024;

/**
 * Reads, validates and resolves a cluster.yaml. Every problem is reported at once as
 * `file:line:col: path: message`; any error throws a UserError carrying them all (and the warnings).
 * `displayPath` is how the file is named in messages (as the user typed it).
 */
export function loadCluster(path: string, inputs: Partial<InputSources> & Pick<InputSources, 'readFile'>, displayPath = path): LoadedCluster {
  return parseCluster(readClusterText(path, inputs.readFile, displayPath), path, displayPath, inputs);
}

/** A cluster file's text, within the size any cluster needs; a file that cannot be read is a UserError naming it. */
export function readClusterText(path: string, readInputFile: ReadInputFile, displayPath = path): string {
  const { text, why } = readInputFile(path, CLUSTER_FILE_CAP);
  if (why !== undefined) throw new UserError(`${displayPath}: ${why}`);
  return text;
}

/**
 * `inputs` read the CA, key, apiserver configuration and manifest files and render the charts
 * cluster.yaml names; without them (text that is not a file on this machine, as in tests), naming
 * such a file or chart is an error.
 */
export function parseCluster(text: string, path: string, displayPath = path, inputs: Partial<InputSources> = {}): LoadedCluster {
  const readInputFile = inputs.readFile ?? noFiles;
  // Nothing of a binary file is parsed, so nothing of it can be quoted back.
  const binary = text.search(/[\u0000\ufffd]/);
  if (binary >= 0) {
    const line = text.slice(0, binary).split('\n').length;
    const col = binary - text.lastIndexOf('\n', binary - 1);
    throw new UserError(`${displayPath}:${line}:${col}: is not a k8sform cluster file: it holds binary data (NUL or bytes that are not UTF-8), not YAML text`);
  }
  const lines = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (!Array.isArray(docs)) throw new UserError(`${displayPath}: is empty`);
  // The first syntax error is the mistake; the ones after it are the parser losing its way.
  const syntax = docs.flatMap((d) => d.errors)[0];
  if (syntax) {
    const { line, col } = lines.linePos(syntax.pos[0]);
    const message = /call stack/i.test(syntax.message) ? 'nested too deeply (a cluster.yaml needs a few levels)' : firstLine(syntax.message);
    // Most syntax errors in a hand-edited cluster.yaml are a key indented wrongly near the error.
    const hint = indentationHint(text, line - 1, line + 1);
    if (hint) throw new UserError(`${displayPath}:${hint.line}:${hint.col}: ${hint.path ? `${hint.path}: ` : ''}${hint.message} (YAML: ${message})`);
    throw new UserError(`${displayPath}:${line}:${col}: ${message}`);
  }
  if (docs.length !== 1) {
    const second = docs[1];
    const { line, col } = lines.linePos(second?.range[0] ?? 0);
    throw new UserError(docs.length === 0 ? `${displayPath}: is empty` : `${displayPath}:${line}:${col}: holds more than one YAML document; keep one Cluster per file`);
  }
  const doc = docs[0]! as Document;
  const beyondJson = outsideJson(doc);
  if (beyondJson) {
    const { line, col } = lines.linePos(beyondJson.node.range?.[0] ?? 0);
    throw new UserError(`${displayPath}:${line}:${col}: ${beyondJson.why}`);
  }
  const data = toData(doc, lines, displayPath);
  const foreign = notAClusterFile(data);
  if (foreign) throw new UserError(`${displayPath}:1:1: is not a k8sform cluster file: ${foreign}`);
  const located = (d: Diagnostic): LocatedDiagnostic => ({ ...d, file: displayPath, ...locate(doc, lines, d.path, d.atKey) });

  const schemaProblems = validateSchema(data);
  const semantic = isObjectWithSpec(data) ? checkSemantics(data as ClusterFile) : [];
  const all = oneCausePerField(schemaProblems, semantic).map(located).sort(byPosition);
  const errors = all.filter((d) => d.severity === 'error').map(formatDiagnostic);
  const warnings = all.filter((d) => d.severity === 'warning').map(formatDiagnostic);
  // Warnings drawn from a file with errors are noise until the errors are fixed.
  if (errors.length) throw new UserError(errors);

  const apiServerProblem = (field: readonly (string | number)[], message: string) => formatDiagnostic(located({ severity: 'error', path: ['spec', 'apiServer', ...field], message }));
  const apiServerFiles = readApiServerConfigFiles(data as ClusterFile, path, apiServerProblem, readInputFile);
  const addonProblem = (field: readonly (string | number)[], message: string) => formatDiagnostic(located({ severity: 'error', path: ['spec', 'addons', ...field], message }));
  const addonObjects = readAddonObjects(data as ClusterFile, path, displayPath, addonProblem, { readFile: readInputFile, listFiles: inputs.listFiles ?? literalFiles, renderChart: inputs.renderChart ?? noCharts });
  const cluster = resolveCluster(data as ClusterFile, path, apiServerFiles, addonObjects);
  const certificateProblem = (field: (string | number)[], message: string) => formatDiagnostic(located({ severity: 'error', path: ['spec', 'certificates', ...field], message }));
  const caMaterial = readCAFiles(cluster, certificateProblem, readInputFile);
  const serviceAccountKeyPem = readServiceAccountKeyFile(cluster, certificateProblem, readInputFile);
  const encryptionKeys = readEncryptionKeysFile(cluster, (field, message) => apiServerProblem(['encryptionAtRest', ...field], message), readInputFile);
  const locateField = (p: readonly (string | number)[]) => {
    const { line, col } = locate(doc, lines, p);
    return `${displayPath}:${line}:${col}: ${formatPath(p)}`;
  };
  const fieldProblem = (p: readonly (string | number)[], message: string, severity: 'error' | 'warning' = 'error') => formatDiagnostic(located({ severity, path: [...p], message }));
  return {
    cluster, warnings, caMaterial, ...(serviceAccountKeyPem === undefined ? {} : { serviceAccountKeyPem }), ...(encryptionKeys ? { encryptionKeys } : {}), configDigest: createHash('sha256').update(text).digest('hex'), locateField, fieldProblem,
  };
}

/**
 * Why a document is not even shaped like a cluster file (a key, /etc/shadow, another tool's YAML),
 * or undefined. Such a file gets this one line, which quotes nothing of it: listing its keys as
 * unknown fields would print the file. A mapping with any of the top-level fields is a cluster file
 * with mistakes, and gets every located error.
 */
function notAClusterFile(data: unknown): string | undefined {
  const expected = 'a mapping with apiVersion: k8sform/v1alpha1, kind: Cluster, metadata and spec';
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    const what = data === null ? 'empty' : Array.isArray(data) ? 'a list' : typeof data === 'string' ? 'plain text' : `a ${typeof data}`;
    return `the document is ${what}, not ${expected}`;
  }
  return ['apiVersion', 'kind', 'metadata', 'spec'].some((k) => k in data) ? undefined : `it has none of apiVersion, kind, metadata and spec (expected ${expected})`;
}

const isObjectWithSpec = (d: unknown): boolean =>
  typeof d === 'object' && d !== null && typeof (d as { spec?: unknown }).spec === 'object' && (d as { spec: unknown }).spec !== null
  && Array.isArray((d as { spec: { hosts?: unknown } }).spec.hosts);

/**
 * The document as plain data. Aliases are where this can fail: one that names no anchor, or so many
 * expansions that resolving them would exhaust memory (the "billion laughs"); both are located.
 */
function toData(doc: Document, lines: LineCounter, displayPath: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS });
  } catch (e) {
    // At the alias that names no anchor, else at the first alias.
    let where = '';
    visit(doc, (_, node) => {
      if (!isAlias(node) || !node.range) return undefined;
      const { line, col } = lines.linePos(node.range[0]);
      if (!node.resolve(doc)) return (where = `${line}:${col}`), visit.BREAK;
      where ||= `${line}:${col}`;
      return undefined;
    });
    const why = /anchor must be set/i.test((e as Error).message) ? 'an alias names no anchor defined before it' : /alias count|resource exhaustion/i.test((e as Error).message) ? `aliases expand to more than ${MAX_ALIAS_EXPANSIONS} nodes; write the values out` : firstLine((e as Error).message);
    throw new UserError(`${displayPath}:${where || '1:1'}: ${why}`);
  }
}

/** The explicit tags whose values JSON can hold; kubeadm reads what k8sform writes as JSON-compatible YAML. */
const JSON_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `tag:yaml.org,2002:${t}`));

/**
 * The first node whose value JSON cannot hold, and why: a tag such as !!binary, !!set or
 * !!timestamp, a mapping or list used as a key, or .inf / .nan. Each would otherwise be turned into
 * something else on its way into the files k8sform writes (a set into a mapping of nulls, a list key
 * into its text), so it is refused where it is written.
 */
function outsideJson(doc: Document): { node: Node; why: string } | undefined {
  let found: { node: Node; why: string } | undefined;
  visit(doc, {
    Pair(_, pair) {
      if (!isCollection(pair.key)) return undefined;
      found = { node: pair.key, why: 'a mapping or list used as a key: keys in cluster.yaml are plain strings' };
      return visit.BREAK;
    },
    Node(_, node) {
      if (node.tag && !JSON_TAGS.has(node.tag)) found = { node, why: `the YAML tag ${node.tag.replace('tag:yaml.org,2002:', '!!')} is not supported: cluster.yaml holds strings, numbers, booleans, lists and mappings` };
      else if (isScalar(node) && typeof node.value === 'number' && !Number.isFinite(node.value)) found = { node, why: `${String(node.source ?? node.value)} is not a number k8sform can write (no infinity or NaN)` };
      return found ? visit.BREAK : undefined;
    },
  });
  return found;
}

/** yaml's own guard against alias bombs; a cluster.yaml that uses aliases needs a handful. */
const MAX_ALIAS_EXPANSIONS = 100;

const firstLine = (s: string) => s.split('\n')[0]!.trim();

/** The reader of a cluster given as text: there are no files to read beside it. */
const noFiles: ReadInputFile = () => ({ why: 'not read: this cluster was given as text, not loaded from a file' });
/** Without a way to list files, a manifest pattern is taken as the one file it names. */
const literalFiles: ListInputFiles = (pattern) => [pattern];

const noCharts: RenderChart = () => ({ why: 'not rendered: this cluster was given as text, not loaded from a file' });
