import { relative } from 'node:path';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { loadClusterFile } from '../engine/load-cluster.js';
import { oneClusterFile } from './cluster-files.js';

export const DEFAULT_CONFIG = 'cluster.yaml';

/**
 * Loads the one cluster file `-f` names for a command and prints its warnings to stderr. A glob
 * matching several files is refused here; plan, validate and apply expand globs themselves.
 * `charts: false` for a command that never touches cluster objects: it needs no helm command.
 */
export function loadForCommand(pattern: string, command = 'this command', opts: { charts?: boolean } = {}): LoadedCluster {
  const file = oneClusterFile(pattern, command);
  const loaded = loadClusterFile(file, displayPath(file), opts);
  for (const w of loaded.warnings) process.stderr.write(`${w}\n`);
  return loaded;
}

/** How a file is named in messages: relative to the working directory, unless it lies outside it. */
export function displayPath(file: string): string {
  const display = relative(process.cwd(), file) || file;
  return display.startsWith('..') ? file : display;
}
