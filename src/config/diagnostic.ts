/** A located problem in cluster.yaml. Errors fail validation; warnings are printed and pass. */
export interface Diagnostic {
  readonly severity: 'error' | 'warning';
  /** Path into the document, e.g. ['spec', 'hosts', 0, 'name']. */
  readonly path: readonly (string | number)[];
  readonly message: string;
  /** Point at the key rather than the value (for unknown fields). */
  readonly atKey?: boolean;
}

export interface LocatedDiagnostic extends Diagnostic {
  readonly file: string;
  readonly line: number;
  readonly col: number;
}

/** `spec.hosts[0].name` — the path as users write it. */
export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || '(document)';
}

/** `cluster.yaml:12:5: spec.hosts[0].name: must be ...` */
export function formatDiagnostic(d: LocatedDiagnostic): string {
  const prefix = d.severity === 'warning' ? 'warning: ' : '';
  return `${d.file}:${d.line}:${d.col}: ${prefix}${formatPath(d.path)}: ${d.message}`;
}

export function byPosition(a: LocatedDiagnostic, b: LocatedDiagnostic): number {
  return a.line - b.line || a.col - b.col || a.message.localeCompare(b.message);
}
