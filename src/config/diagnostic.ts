import { holdsSecret } from '../crypto/secret-text.js';

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
    else out += `[${quoted(part)}]`;
  }
  return out || '(document)';
}

/**
 * A value (or key) from cluster.yaml as an error quotes it: JSON on one line, cut to a short
 * excerpt, with C1 and bidirectional controls escaped too (JSON leaves them raw, and they reorder or
 * hide what a terminal shows), and never a private key or token secret that was pasted in.
 */
export function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  if (holdsSecret(text)) return 'a value holding a private key or token secret, not shown';
  if (ENCRYPTION_KEY.test(text)) return 'a value shaped like an encryption key (32 bytes of base64), not shown';
  const short = text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT - 20)}... (${text.length} characters)`;
  return short.replace(/[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A key of encryption at rest pasted in alone (where a key name belongs, say): base64 of 32 bytes. */
const ENCRYPTION_KEY = /^"[A-Za-z0-9+/]{43}="$/;

/** The longest quote an error makes of a value: enough to recognise it, not to reproduce a file. */
const EXCERPT = 80;

/** `cluster.yaml:12:5: spec.hosts[0].name: must be ...` */
export function formatDiagnostic(d: LocatedDiagnostic): string {
  const prefix = d.severity === 'warning' ? 'warning: ' : '';
  return `${d.file}:${d.line}:${d.col}: ${prefix}${formatPath(d.path)}: ${d.message}`;
}

export function byPosition(a: LocatedDiagnostic, b: LocatedDiagnostic): number {
  return a.line - b.line || a.col - b.col || a.message.localeCompare(b.message);
}

/**
 * One cause per field, so one mistake reads as one line: the schema's first complaint about a field
 * (its hint before a generic length rule), and no semantic finding about a field that contains, is
 * or lies within one the schema already rejected (those rules ran on data of the wrong shape). Missing fields of one mapping are
 * named together.
 */
export function oneCausePerField(schema: readonly Diagnostic[], semantic: readonly Diagnostic[]): Diagnostic[] {
  const key = (path: readonly (string | number)[]) => JSON.stringify(path);
  // Related: one field contains the other (a rule about `ssh` read the `ssh.user` the schema refused).
  const related = (path: readonly (string | number)[]) => schema.some((d) => d.path.length <= path.length ? isPrefix(d.path, path) : isPrefix(path, d.path));
  const missing = new Map<string, string[]>();
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const d of schema) {
    const field = /^missing required field "(.*)"$/.exec(d.message)?.[1];
    if (field !== undefined) {
      const names = missing.get(key(d.path));
      if (names) {
        names.push(field);
        continue;
      }
      missing.set(key(d.path), [field]);
      out.push(d);
      continue;
    }
    if (seen.has(key(d.path))) continue;
    seen.add(key(d.path));
    out.push(d);
  }
  for (const d of semantic) {
    if (d.severity === 'error' && (related(d.path) || seen.has(key(d.path)))) continue;
    if (d.severity === 'error') seen.add(key(d.path));
    out.push(d);
  }
  return out.map((d) => {
    const names = /^missing required field "/.test(d.message) ? missing.get(key(d.path)) : undefined;
    return names && names.length > 1 ? { ...d, message: `missing required fields ${names.map((n) => `"${n}"`).join(', ')}` } : d;
  });
}

const isPrefix = (prefix: readonly (string | number)[], path: readonly (string | number)[]) => prefix.every((p, i) => path[i] === p);
