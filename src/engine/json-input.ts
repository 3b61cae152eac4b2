import { UserError } from '../errors.js';

/**
 * How deep a saved plan or snapshot may nest. A plan's views go about eight levels down and a
 * snapshot's objects (managedFields) about twenty; far deeper input would overflow the stack of
 * JSON.parse or of the schema check that follows.
 */
const MAX_NESTING = 64;

/** The JSON in a file k8sform reads back (a saved plan, a snapshot), or a one-line error naming it as `what`. */
export function parseJsonInput(text: string, path: string, what: string): unknown {
  if (nesting(text) > MAX_NESTING) throw new UserError(`${path}: not ${what} (nested deeper than ${MAX_NESTING} levels)`);
  try {
    return JSON.parse(text);
  } catch {
    throw new UserError(`${path}: not ${what} (not JSON)`);
  }
}

/** The deepest nesting of arrays and objects in JSON text, counted outside strings without recursion. */
function nesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}
