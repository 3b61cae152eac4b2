import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';

/**
 * Finds where a path points in the parsed YAML. When the path goes past what the document holds
 * (a defaulted or missing field), the deepest node that exists is used, so every diagnostic still
 * has a real line and column.
 */
export function locate(
  doc: Document,
  lines: LineCounter,
  path: readonly (string | number)[],
  atKey = false,
): { line: number; col: number } {
  let node: unknown = doc.contents;
  let keyNode: Node | undefined;
  let resolved = 0;
  for (const part of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(part));
      if (!pair) break;
      keyNode = pair.key as Node;
      node = pair.value ?? pair.key;
    } else if (isSeq(node) && typeof part === 'number' && node.items[part] !== undefined) {
      keyNode = undefined;
      node = node.items[part];
    } else {
      break;
    }
    resolved++;
  }
  // A path that ends in something absent is about the mapping that lacks it: point at its key.
  const partial = resolved < path.length;
  const target = ((atKey || partial) && keyNode ? keyNode : node) as Node | undefined;
  const offset = target?.range?.[0] ?? 0;
  return lines.linePos(offset);
}
