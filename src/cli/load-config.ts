import { relative } from 'node:path';
import { loadCluster, type LoadedCluster } from '../config/load.js';

export const DEFAULT_CONFIG = 'cluster.yaml';

/** Loads cluster.yaml for a command and prints its warnings to stderr. */
export function loadForCommand(file: string): LoadedCluster {
  const display = relative(process.cwd(), file) || file;
  const loaded = loadCluster(file, display.startsWith('..') ? file : display);
  for (const w of loaded.warnings) process.stderr.write(`${w}\n`);
  return loaded;
}
