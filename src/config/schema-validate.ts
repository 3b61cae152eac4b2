import type { ErrorObject, ValidateFunction } from 'ajv';
import { quoted, type Diagnostic } from './diagnostic.js';
import { schema as precompiledSchema, validate as precompiled } from './cluster-schema.validate.generated.js';
import { fieldHomes } from './field-homes.js';
import { hintsBySchema } from './pattern-hints.js';

/** A compiled JSON Schema that reports violations as located-to-be diagnostics. */
export type SchemaCheck = (data: unknown) => Diagnostic[];

/**
 * A check with a validator ajv compiled ahead of time from `schema` (`npm run gen:types`: compiling
 * cluster.schema.json at start-up took about 75 ms of every command). `hints` words what the
 * schema's patterns accept (cluster.yaml's are in pattern-hints.ts), keyed by the schema objects
 * the errors' `parentSchema` point into; made on the first failure.
 */
export function precompiledCheck(validator: unknown, schema: unknown, hints?: (schema: object) => Map<object, string>): SchemaCheck {
  const validate = validator as ValidateFunction;
  let hinted: Map<object, string> | undefined;
  return (data) => {
    if (validate(data)) return [];
    hinted ??= hints?.(schema as object) ?? new Map();
    return (validate.errors ?? []).filter(isReported).map((e) => toDiagnostic(e, hinted!.get(e.parentSchema as object), schema as object));
  };
}

/**
 * Validates the parsed document against schemas/cluster.schema.json, filling in schema defaults in
 * place, and returns every violation as a located-to-be diagnostic.
 */
export const validateSchema: SchemaCheck = precompiledCheck(precompiled, precompiledSchema, hintsBySchema);

// ajv reports a failed `propertyNames` (and an `if`/`then`) twice: once for the keyword that failed,
// once as a summary.
const isReported = (e: ErrorObject) => e.keyword !== 'propertyNames' && e.keyword !== 'if';

function pointerToPath(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** `hint` says in words what the failed schema's `pattern` accepts; `schema` is the whole schema checked. */
function toDiagnostic(e: ErrorObject, hint: string | undefined, schema: object): Diagnostic {
  const path = pointerToPath(e.instancePath);
  const params = e.params as Record<string, unknown>;
  const got = e.data === undefined ? '' : ` (got ${quoted(e.data)})`;
  // A failed propertyNames check names the offending key on the error itself.
  const propertyName = (e as ErrorObject & { propertyName?: string }).propertyName;
  if (propertyName !== undefined) {
    return { severity: 'error', path: [...path, propertyName], atKey: true, message: `invalid name: must be ${hint ?? `matching ${String(params.pattern)}`}` };
  }
  switch (e.keyword) {
    case 'required':
      return { severity: 'error', path, atKey: true, message: `missing required field "${String(params.missingProperty)}"` };
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const known = Object.keys((e.parentSchema as { properties?: object }).properties ?? {});
      const guess = closest(field, known);
      const elsewhere = guess ? [] : homesNear(fieldHomes(schema, field), path);
      const suggestion = guess ? ` (did you mean "${guess}"?)` : elsewhere.length ? ` (did you mean ${elsewhere.join(' or ')}?)` : '';
      return {
        severity: 'error',
        path: [...path, field],
        atKey: true,
        // JSON quoting keeps a key holding a line break or control characters on one line.
        message: `unknown field ${quoted(field)}${suggestion}`,
      };
    }
    case 'enum':
      return { severity: 'error', path, message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}${got}` };
    case 'const':
      return { severity: 'error', path, message: `must be ${JSON.stringify(params.allowedValue)}${got}` };
    case 'type':
      return { severity: 'error', path, message: `must be ${article(String(params.type))}${got}` };
    case 'pattern':
      return { severity: 'error', path, message: `must be ${hint ?? `matching ${String(params.pattern)}`}${got}` };
    case 'minLength':
      if (params.limit === 1) return { severity: 'error', path, message: 'must not be empty' };
      return { severity: 'error', path, message: `must be at least ${String(params.limit)} characters long${got}` };
    case 'uniqueItems':
      return { severity: 'error', path, message: `must not repeat an item (items ${String(params.j)} and ${String(params.i)} are the same)` };
    default:
      return { severity: 'error', path, message: `${e.message ?? e.keyword}${got}` };
  }
}


function article(type: string): string {
  const names = type.split(',').map((t) => (t === 'object' ? 'a mapping' : t === 'array' ? 'a list' : t === 'integer' ? 'an integer' : `a ${t}`));
  return names.join(' or ');
}

/** The known name within edit distance 2 of a misspelt one, if any. */
function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * The two shallowest of a field's known places, preferring those under the mapping it was written in
 * (`user` under `spec` is `spec.ssh.user`, not `spec.ssh.bastion.user`).
 */
function homesNear(homes: readonly string[], path: readonly (string | number)[]): string[] {
  const here = path.map((p) => (typeof p === 'number' ? '[]' : `.${p}`)).join('').replace(/^\./, '');
  const below = homes.filter((h) => here === '' || h.startsWith(`${here}.`) || h.startsWith(`${here}[]`));
  const depth = (h: string) => h.split(/\.|\[\]/).length;
  return (below.length ? below : homes).slice().sort((a, b) => depth(a) - depth(b) || a.localeCompare(b)).slice(0, 2);
}
