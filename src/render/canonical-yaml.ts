import { stringify } from 'yaml';

/**
 * YAML as Kubernetes tools write it (sigs.k8s.io/yaml): map keys sorted, two-space indent,
 * sequences not indented under their key, no line folding. Byte-stable for equal input.
 */
export function canonicalYaml(value: unknown): string {
  return stringify(sortKeys(value), { indent: 2, indentSeq: false, lineWidth: 0, minContentWidth: 0, aliasDuplicateObjects: false });
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
