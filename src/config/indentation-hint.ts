/**
 * What a YAML indentation mistake near a syntax error is, in cluster.yaml's words: the parser says
 * "Nested mappings are not allowed in compact mappings" or "All mapping items must start at the
 * same column"; a reader needs the line, the field and the column to use.
 */
export interface IndentationHint {
  /** 1-based line and column of the key that is out of place. */
  readonly line: number;
  readonly col: number;
  /** The mapping the key was meant for, as a field path (`spec.networking`); '' at the top. */
  readonly path: string;
  readonly message: string;
}

interface KeyLine {
  readonly line: number;
  /** Column of the key (0-based), after a list item's `- `. */
  readonly indent: number;
  readonly key: string;
  /** The key has its value on the same line, so nothing can be nested under it. */
  readonly inlineValue: boolean;
  /** Column of the `- ` that starts a list item on this line, if one does. */
  readonly dash?: number;
}

interface Open {
  readonly indent: number;
  readonly key: string;
  readonly path: string;
  readonly inlineValue: boolean;
  items: number;
}

const KEY = /^("(?:[^"\\]|\\.)*"|'[^']*'|[^\s#'"{[\]}:,][^:#]*?)\s*:(?:\s+(.*))?$/;

/** Block-style keys of `text`, one per line, skipping comments, blank lines and block scalars' text. */
function keyLines(text: string): KeyLine[] {
  const out: KeyLine[] = [];
  let scalarAbove: number | undefined; // lines deeper than this column belong to a block scalar
  text.split('\n').forEach((raw, i) => {
    const content = raw.replace(/\s+$/, '');
    const indent = content.length - content.trimStart().length;
    if (!content.trim() || content.trimStart().startsWith('#')) return;
    if (scalarAbove !== undefined && indent > scalarAbove) return;
    scalarAbove = undefined;
    let rest = content.slice(indent);
    let keyIndent = indent;
    let dash: number | undefined;
    const item = /^-(\s+|$)/.exec(rest);
    if (item) {
      dash = indent;
      keyIndent = indent + item[0].length;
      rest = rest.slice(item[0].length);
    }
    const m = KEY.exec(rest);
    if (!m) {
      if (dash !== undefined) out.push({ line: i + 1, indent: dash, key: '', inlineValue: true, dash });
      return;
    }
    const value = (m[2] ?? '').replace(/\s+#.*$/, '');
    if (/^[|>]/.test(value)) scalarAbove = keyIndent;
    out.push({ line: i + 1, indent: keyIndent, key: m[1]!.replace(/^["']|["']$/g, ''), inlineValue: value !== '' && !/^[|>]/.test(value), ...(dash !== undefined ? { dash } : {}) });
  });
  return out;
}

const joinPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first key on lines `from`..`to` (1-based) that is indented where no mapping can hold it: under
 * a key that already has a value, or at a column between two open mappings. Undefined when the
 * indentation there is consistent (the syntax error is something else).
 */
export function indentationHint(text: string, from: number, to: number): IndentationHint | undefined {
  const stack: Open[] = [{ indent: -1, key: '', path: '', inlineValue: false, items: 0 }];
  const top = () => stack[stack.length - 1]!;
  for (const k of keyLines(text)) {
    if (k.line > to) return undefined;
    const column = k.dash ?? k.indent;
    let popped: Open | undefined;
    while (stack.length > 1 && top().indent > column) popped = stack.pop();
    if (k.dash !== undefined) {
      // Another item of the same list; else the first item of the key above (at its column or deeper).
      if (top().indent === column && top().key === '') stack.pop();
      const list = top();
      const itemPath = `${list.path}[${list.items++}]`;
      stack.push({ indent: column, key: '', path: itemPath, inlineValue: k.key === '', items: 0 });
      if (k.key) stack.push({ indent: k.indent, key: k.key, path: joinPath(itemPath, k.key), inlineValue: k.inlineValue, items: 0 });
      continue;
    }
    if (top().indent === column) stack.pop();
    else if (k.line >= from && popped && top().indent < column) {
      const outer = parentOf(top().path);
      const left = top().key === '' ? `the items of ${outer}` : `the fields of ${outer || 'the top level'}`;
      return {
        line: k.line,
        col: column + 1,
        path: top().path,
        message: `"${k.key}" starts at column ${column + 1}, between ${left} (column ${top().indent + 1}) and the fields of ${top().path} (column ${popped.indent + 1}); line it up with the mapping it belongs to`,
      };
    } else if (k.line >= from && top().inlineValue && top().indent >= 0) {
      const parent = parentOf(top().path);
      return {
        line: k.line,
        col: column + 1,
        path: parent,
        message: `"${k.key}" is indented deeper than "${top().key}" above it, which already has a value; as a field of ${parent || 'the top level'}, start it at column ${top().indent + 1} as "${top().key}" does`,
      };
    }
    const parent = top();
    stack.push({ indent: k.indent, key: k.key, path: joinPath(parent.path, k.key), inlineValue: k.inlineValue, items: 0 });
  }
  return undefined;
}

/** `spec.networking` of `spec.networking.podSubnet`; '' for a top-level field. */
function parentOf(path: string): string {
  const cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
  return cut < 0 ? '' : path.slice(0, cut);
}
