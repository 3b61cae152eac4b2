import { parse } from 'yaml';

/**
 * The flags of a static pod manifest's first container, by name without the dashes (the last
 * occurrence wins, as for the component). Undefined when the manifest cannot be read as a pod.
 */
export function manifestFlags(manifest: string): Map<string, string> | undefined {
  let pod: unknown;
  try {
    pod = parse(manifest);
  } catch {
    return undefined;
  }
  const command = (pod as { spec?: { containers?: { command?: unknown }[] } } | null)?.spec?.containers?.[0]?.command;
  if (!Array.isArray(command)) return undefined;
  const flags = new Map<string, string>();
  for (const arg of command.slice(1)) {
    const m = typeof arg === 'string' ? /^--([^=]+)(?:=(.*))?$/s.exec(arg) : null;
    if (m) flags.set(m[1]!, m[2] ?? '');
  }
  return flags;
}
