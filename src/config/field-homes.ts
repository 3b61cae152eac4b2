/**
 * Where else in a JSON Schema a field of this name is known, as paths (`spec.ssh.user`,
 * `spec.hosts[].ssh`): an unknown field is most often a known one at the wrong level.
 */
export function fieldHomes(schema: object, field: string): string[] {
  const definitions = (schema as { definitions?: Record<string, object> }).definitions ?? {};
  const homes: string[] = [];
  // A definition is entered once per walk: the schema's definitions do not nest deeper than that.
  const walk = (node: unknown, path: string, entered: ReadonlySet<string>): void => {
    if (!node || typeof node !== 'object') return;
    const s = node as { $ref?: string; properties?: Record<string, unknown>; items?: unknown; additionalProperties?: unknown; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
    if (s.$ref?.startsWith('#/definitions/')) {
      const name = s.$ref.slice('#/definitions/'.length);
      if (!entered.has(name)) walk(definitions[name], path, new Set([...entered, name]));
      return;
    }
    for (const [key, child] of Object.entries(s.properties ?? {})) {
      const at = path ? `${path}.${key}` : key;
      if (key === field) homes.push(at);
      walk(child, at, entered);
    }
    if (s.items) walk(s.items, `${path}[]`, entered);
    if (s.additionalProperties && typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${path}.*`, entered);
    for (const alternative of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(alternative, path, entered);
  };
  walk(schema, '', new Set());
  return [...new Set(homes)].sort();
}
