import { Document, visit } from 'yaml';

/**
 * YAML as Kubernetes tools write it (sigs.k8s.io/yaml over go-yaml): map keys sorted, two-space
 * indent, sequences not indented under their key, no line folding; strings that would read as
 * another type ("true", "4") double-quoted, other strings that cannot be plain single-quoted.
 * Byte-stable for equal input.
 */
export function canonicalYaml(value: unknown): string {
  return direct(value) ?? libraryText(sortKeys(value));
}

/** The same through the YAML library alone, for any value (tests hold the direct writer to it). */
export const libraryYaml = (value: unknown): string => libraryText(sortKeys(value));
/** The direct writer alone: undefined where it would hand the document to the library. */
export const directYaml = (value: unknown): string | undefined => direct(value);

function libraryText(sorted: unknown): string {
  const doc = new Document(sorted, { aliasDuplicateObjects: false });
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && READS_AS_OTHER_TYPE.test(node.value)) node.type = 'QUOTE_DOUBLE';
    },
  });
  return doc.toString({ indent: 2, indentSeq: false, lineWidth: 0, minContentWidth: 0, singleQuote: true });
}

// The empty string and strings a YAML 1.1 reader would take for a bool, null or number: go-yaml quotes these with ".
const READS_AS_OTHER_TYPE = /^(?:|y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~|[-+]?(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][-+]?\d+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0x[0-9a-fA-F_]+|0o?[0-7_]+|0b[01_]+)$/;

/**
 * The same text, written directly, for documents of maps, lists, numbers, booleans, null, strings
 * that need no quoting beyond READS_AS_OTHER_TYPE's (a static pod manifest, a kubeconfig) and
 * multi-line strings under a key that make a plain literal block (a ConfigMap's config file): on a
 * cold start the YAML library's stringifier cost a render more than the rest of writing its files.
 * Undefined for anything else (another multi-line or quoted string, a Date), which then goes
 * through the library. Keys are sorted as they are written, without the sorted copy the library needs.
 */
function direct(value: unknown): string | undefined {
  if (!isMap(value)) return undefined;
  if (isEmpty(value)) return '{}\n';
  const lines: string[] = [];
  return writeMap(value, '', lines) ? `${lines.join('\n')}\n` : undefined;
}

type YamlMap = Record<string, unknown>;
const isMap = (v: unknown): v is YamlMap => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
/**
 * The keys written, in the order sortKeys' copy enumerates them: without those whose value is
 * undefined, sorted, except that JavaScript lists array-index keys ('0', '12') first, by value.
 */
function keysOf(map: YamlMap): string[] {
  const keys = Object.keys(map).filter((k) => map[k] !== undefined);
  // Object.keys already gives the index keys first and in order; only the rest need sorting.
  const firstName = keys.findIndex((k) => !ARRAY_INDEX.test(k) || Number(k) >= 2 ** 32 - 1);
  return firstName < 0 ? keys : [...keys.slice(0, firstName), ...keys.slice(firstName).sort()];
}
const ARRAY_INDEX = /^(?:0|[1-9][0-9]*)$/;
const isEmpty = (map: YamlMap): boolean => !Object.keys(map).some((k) => map[k] !== undefined);

// Written plain by the library: no indicator first (a `-` only before a non-space), no `: ` or ` #`,
// no trailing space or colon, no document marker, and nothing its YAML 1.2 core schema reads as
// another type (those READS_AS_OTHER_TYPE misses, such as `1.`, are left to the library).
const PLAIN = /^(?:[A-Za-z0-9_/.(~$^=+]|-(?=[^ ]))[A-Za-z0-9_./:=,@%+~()*^$ -]*$/;
const NOT_PLAIN = /: | #|[ :]$|^(?:---|\.\.\.)/;
const CORE_NOT_STRING = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE|~|[Nn]ull|NULL|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+)?$/;

function scalar(v: unknown, key = false): string | undefined {
  if (typeof v === 'string') {
    if (READS_AS_OTHER_TYPE.test(v) && /^[A-Za-z0-9._+~-]*$/.test(v)) return `"${v}"`;
    return PLAIN.test(v) && !NOT_PLAIN.test(v) && !CORE_NOT_STRING.test(v) && !(key && v.length > 1000) ? v : undefined;
  }
  if (key) return undefined;
  if (typeof v === 'boolean') return String(v);
  if (v === null) return 'null';
  if (typeof v === 'number' && Number.isFinite(v) && !Object.is(v, -0) && !/e/.test(String(v))) return String(v);
  return undefined;
}

function writeMap(map: YamlMap, indent: string, lines: string[]): boolean {
  for (const k of keysOf(map)) {
    const v = map[k];
    const key = scalar(k, true);
    if (key === undefined) return false;
    const block = typeof v === 'string' ? literalBlock(v, `${indent}  `) : undefined;
    if (block !== undefined) lines.push(`${indent}${key}: ${block}`);
    else if (!writeEntry(`${indent}${key}:`, v, indent, `${indent}  `, lines)) return false;
  }
  return true;
}

// A string the library writes as a literal block with no indentation indicator and either no
// chomping indicator (one line break at the end, no whitespace before it) or `-` (several lines, no
// whitespace at the end): no whitespace at the start, and no character it would escape in double
// quotes instead. Other endings (`+`, kept whitespace) are left to it.
const LITERAL_BLOCK = /^[^\s][^]*(?:(?<!\s)\n|\n[^]*[^\s])$/;
const ESCAPED = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u;

/** `|` (`|-` without a final line break) and the string's lines at `indent`; a blank line stays empty. */
function literalBlock(v: string, indent: string): string | undefined {
  if (!LITERAL_BLOCK.test(v) || ESCAPED.test(v)) return undefined;
  const clipped = v.endsWith('\n');
  return `|${clipped ? '' : '-'}\n${indent}${(clipped ? v.slice(0, -1) : v).replace(/\n+/g, (breaks) => breaks + indent)}`;
}

/** `head` (a key, or a list item's dash) then the value: inline if it is a scalar or empty, else below it. */
function writeEntry(head: string, v: unknown, seqIndent: string, mapIndent: string, lines: string[]): boolean {
  if (Array.isArray(v)) {
    if (!v.length) return lines.push(`${head} []`), true;
    lines.push(head);
    return writeList(v, seqIndent, lines);
  }
  if (isMap(v)) {
    if (isEmpty(v)) return lines.push(`${head} {}`), true;
    lines.push(head);
    return writeMap(v, mapIndent, lines);
  }
  const text = scalar(v);
  return text !== undefined && (lines.push(`${head} ${text}`), true);
}

/** A list's items at `indent`; a map or list item starts on its dash's line, its rest two further in. */
function writeList(list: readonly unknown[], indent: string, lines: string[]): boolean {
  for (const item of list) {
    if ((isMap(item) && !isEmpty(item)) || (Array.isArray(item) && item.length)) {
      const at = lines.length;
      const inner = `${indent}  `;
      if (!(isMap(item) ? writeMap(item, inner, lines) : writeList(item, inner, lines))) return false;
      lines[at] = `${indent}- ${lines[at]!.slice(inner.length)}`;
    } else if (!writeEntry(`${indent}-`, item, indent, indent, lines)) return false;
  }
  return true;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

