import { Document, visit } from 'yaml';

/**
 * YAML as Kubernetes tools write it (sigs.k8s.io/yaml over go-yaml): map keys sorted, two-space
 * indent, sequences not indented under their key, no line folding; strings that would read as
 * another type ("true", "4") double-quoted, other strings that cannot be plain single-quoted.
 * Byte-stable for equal input.
 */
export function canonicalYaml(value: unknown): string {
  const doc = new Document(sortKeys(value), { aliasDuplicateObjects: false });
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && READS_AS_OTHER_TYPE.test(node.value)) node.type = 'QUOTE_DOUBLE';
    },
  });
  return doc.toString({ indent: 2, indentSeq: false, lineWidth: 0, minContentWidth: 0, singleQuote: true });
}

// The empty string and strings a YAML 1.1 reader would take for a bool, null or number: go-yaml quotes these with ".
const READS_AS_OTHER_TYPE = /^(?:|y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~|[-+]?(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][-+]?\d+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0x[0-9a-fA-F_]+|0o?[0-7_]+|0b[01_]+)$/;

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

