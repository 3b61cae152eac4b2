import { join, resolve as resolvePath } from 'node:path';
import { isMap, isScalar, LineCounter, parseAllDocuments, type Document } from 'yaml';
import type { KubeObject } from '../model/desired.js';
import type { ListInputFiles, ReadInputFile } from '../model/input-file.js';
import type { ClusterFile } from './cluster-file.generated.js';

/** Far larger than any manifest file a person or a chart writes (flannel's is 5 KiB, Calico's 1.5 MiB). */
const MANIFEST_FILE_CAP = 16 * 1024 * 1024;

type Path = readonly (string | number)[];

/** `apps/v1`, `v1`, `cert-manager.io/v1`, `example.com/v2beta1`. */
const API_VERSION = /^([a-z0-9]([a-z0-9.-]*[a-z0-9])?\/)?v[0-9]+((alpha|beta)[0-9]+)?$/;
const KIND = /^[A-Z][A-Za-z0-9]*$/;
/** What the apiserver accepts as most objects' names (DNS subdomain), and as a namespace (DNS label). */
const NAME = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
const NAMESPACE = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/**
 * An add-on object found in a manifest file or a chart's output, or why a document is not one;
 * `field` is its entry of spec.addons, `releaseNamespace` a chart's namespace for its objects that
 * name none.
 */
export type AddonCandidate = { readonly field: Path; readonly source: string; readonly releaseNamespace?: string } & ({ readonly manifest: KubeObject } | { readonly problem: string });

/**
 * Reads the files spec.addons.manifests names (relative to cluster.yaml; globs match in natural
 * order) and returns every object in them, in file and document order, `kind: List` documents
 * unpacked as kubectl does, each with `file:line:col` as its source; a pattern that matches nothing,
 * a file that cannot be read and a document that is not an object (see manifestObjects) are
 * returned as problems.
 */
export function readAddonManifests(file: ClusterFile, baseDir: string, displayDir: string, readInputFile: ReadInputFile, listInputFiles: ListInputFiles): AddonCandidate[] {
  return (file.spec.addons?.manifests ?? []).flatMap((pattern, i): AddonCandidate[] => {
    const field = ['manifests', i];
    const matches = listInputFiles(pattern, baseDir);
    if (!matches.length) return [{ field, source: pattern, problem: 'no file matches (relative to ' + displayDir + ')' }];
    return matches.flatMap((match): AddonCandidate[] => {
      const shown = join(displayDir, match);
      const { text, why } = readInputFile(resolvePath(baseDir, match), MANIFEST_FILE_CAP);
      if (why !== undefined) return [{ field, source: shown, problem: why }];
      return manifestObjects(text).map((found) => ({ ...found, field, source: `${shown}:${found.at}` }));
    });
  });
}

/** `Deployment kube-flannel/flannel`, `ClusterRole flannel`. */
export const describe = (m: KubeObject): string => `${m.kind} ${m.metadata.namespace ? `${m.metadata.namespace}/` : ''}${m.metadata.name}`;

/**
 * A document's object, or why it is not one, and where the document starts (`line:col`); `origin`
 * is the template a chart's document came from (helm's `# Source:` comment above it).
 */
export type Found = ({ readonly manifest: KubeObject } | { readonly problem: string }) & { readonly at: string; readonly origin?: string };

/**
 * The objects of one manifest file's documents, or where and why a document is not one. Each
 * document must be a Kubernetes object k8sform can address: an apiVersion, a kind and a
 * metadata.name (a generateName would make a new object at every apply); Secrets are refused, since
 * plan shows objects.
 */
export function manifestObjects(text: string): Found[] {
  if (/[\u0000\ufffd]/.test(text)) return [{ problem: 'is not a manifest: it holds binary data (NUL or bytes that are not UTF-8), not YAML text', at: '1:1' }];
  const lines = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const place = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return `${line}:${col}`;
  };
  if (!Array.isArray(docs)) return [];
  const syntax = docs.flatMap((d) => d.errors)[0];
  // Nothing is taken from a file with a syntax error: the documents after it may be cut wrong.
  if (syntax) return [{ problem: `not valid YAML: ${syntax.message.split('\n')[0]!.trim()}`, at: place(syntax.pos[0]) }];
  return docs.flatMap((doc, index) => {
    const found = documentObjects(doc as Document, index + 1, place);
    const origin = HELM_SOURCE.exec(text.slice(doc.range[0], contentStart(doc as Document)))?.[1];
    return origin === undefined ? found : found.map((f) => ({ ...f, origin }));
  });
}

/** The comment helm writes above each document of `helm template`'s output. */
const HELM_SOURCE = /^# Source: (.+)$/m;

const contentStart = (doc: Document) => (doc.contents as { range?: [number, number, number] } | null)?.range?.[0] ?? doc.range?.[0] ?? 0;

function documentObjects(doc: Document, number: number, place: (offset: number) => string): Found[] {
  const at = place(contentStart(doc));
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    return [{ problem: `document ${number}: ${(e as Error).message.split('\n')[0]}`, at }];
  }
  // A document of comments alone, or an empty one between `---` lines, holds no object.
  if (data === null || data === undefined) return [];
  // A path's value, else the nearest enclosing node that has a place.
  const placeOf = (p: Path) => {
    for (let n = p.length; n > 0; n--) {
      const node = doc.getIn(p.slice(0, n), true);
      const range = (isScalar(node) || isMap(node) ? node.range : (node as { range?: [number, number, number] } | undefined)?.range);
      if (range) return place(range[0]);
    }
    return at;
  };
  const isList = isObject(data) && data.kind === 'List' && data.apiVersion === 'v1';
  if (!isList) {
    const why = notAnObject(data);
    return [why ? { problem: `document ${number}: ${why.message}`, at: why.path ? placeOf(why.path) : at } : { manifest: data as KubeObject, at }];
  }
  const items = (data as { items?: unknown }).items;
  if (!Array.isArray(items)) return [{ problem: `document ${number}: a List without items`, at }];
  return items.map((item, i) => {
    const why = notAnObject(item);
    return why ? { problem: `document ${number}, items[${i}]: ${why.message}`, at: placeOf(['items', i, ...(why.path ?? [])]) } : { manifest: item as KubeObject, at: placeOf(['items', i]) };
  });
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Why `data` is not an object k8sform applies, and the path to point at; undefined when it is one. */
function notAnObject(data: unknown): { message: string; path?: Path } | undefined {
  if (!isObject(data)) return { message: 'is not a Kubernetes object (a mapping with apiVersion, kind and metadata.name)' };
  const { apiVersion, kind } = data;
  if (typeof apiVersion !== 'string' || !API_VERSION.test(apiVersion)) {
    return { message: apiVersion === undefined ? 'apiVersion is missing' : `apiVersion ${JSON.stringify(apiVersion)} is not an API version (v1, apps/v1, GROUP/VERSION)`, path: ['apiVersion'] };
  }
  if (typeof kind !== 'string' || !KIND.test(kind)) return { message: kind === undefined ? 'kind is missing' : `kind ${JSON.stringify(kind)} is not a kind (Deployment, ConfigMap, ...)`, path: ['kind'] };
  if (!isObject(data.metadata)) return { message: 'metadata is missing: an object needs metadata.name', path: ['metadata'] };
  const { name, namespace, generateName } = data.metadata;
  if (name === undefined) {
    return generateName === undefined
      ? { message: `${kind}: metadata.name is missing`, path: ['metadata'] }
      : { message: `${kind}: metadata.generateName makes a new object at every apply; give it a metadata.name`, path: ['metadata', 'generateName'] };
  }
  if (typeof name !== 'string' || !NAME.test(name)) return { message: `${kind}: metadata.name ${JSON.stringify(name)} is not a valid name (lower-case letters, digits, '-' and '.')`, path: ['metadata', 'name'] };
  if (namespace !== undefined && (typeof namespace !== 'string' || !NAMESPACE.test(namespace))) {
    return { message: `${kind} ${name}: metadata.namespace ${JSON.stringify(namespace)} is not a valid namespace`, path: ['metadata', 'namespace'] };
  }
  if (kind === 'Secret' && apiVersion === 'v1') {
    return { message: `Secret ${name}: Secrets are not taken from add-ons: plan would show their values, and a manifest would keep them in git; create it another way (a sealed or external secret; most charts take the name of an existing Secret)`, path: ['kind'] };
  }
  return undefined;
}
