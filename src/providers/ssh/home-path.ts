import { homedir } from 'node:os';
import { join } from 'node:path';

/** Expands a leading `~/` (or a lone `~`) the way ssh does for identity and known_hosts paths. */
export function expandHome(path: string): string {
  if (path === '~') return homedir();
  return path.startsWith('~/') ? join(homedir(), path.slice(2)) : path;
}
