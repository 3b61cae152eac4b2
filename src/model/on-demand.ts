import { createRequire } from 'node:module';

let requireHere: NodeJS.Require | undefined;

/**
 * A CommonJS module (a Node built-in or a dependency) loaded when first used rather than when the CLI
 * starts, for modules only some commands reach: node:https with node:http and node:tls costs about
 * 4 ms of every start, fast-glob about 10 ms, ssh2 about 25 ms, and `render` or `validate` needs none.
 */
export function onDemand<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= (requireHere ??= createRequire(import.meta.url))(specifier) as T);
}
