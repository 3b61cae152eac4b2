import type { ProgressEvent } from '../model/progress.js';
import { terminalSafe } from './terminal-safe.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * One event in words, as both renderers show it. Only names, counts and step titles: an event
 * carries no file content, so no secret can show up here.
 */
export function progressText(command: string, e: ProgressEvent): string {
  switch (e.kind) {
    case 'connecting': return `${command}: ${plural(e.hosts.length, 'host')}, connecting`;
    case 'host-connected': return `host[${e.host}] connected`;
    case 'host-failed': return `host[${e.host}] failed to connect`;
    case 'host-read': return `host[${e.host}] read ${plural(e.files, 'managed path')}`;
    case 'apiserver': return `apiserver at ${e.endpoint} ${e.ready ? 'ready' : 'not ready'}`;
    case 'rendered': return `rendered ${plural(e.files, 'file')} and ${plural(e.objects, 'cluster object')}`;
    case 'host-compared': return `host[${e.host}] compared: ${plural(e.changes, 'change')}`;
    case 'compared': return `compared: ${plural(e.changes, 'change')} in all`;
    case 'rollout': return `rollout: ${plural(e.steps.length, 'step')}`;
    case 'step-started': return `step ${e.step}/${e.of} started: ${e.title}`;
    case 'step-gated': return `step ${e.step}: host[${e.host}] waiting for the ${e.gate}`;
    case 'gate-seen': return `step ${e.step}:${e.host ? ` host[${e.host}]` : ''} not yet: ${e.seen}`;
    case 'step-done': return `step ${e.step} done`;
    case 'step-rolled-back': return `step ${e.step}: host[${e.host}] rolled back`;
    case 'step-failed': return `step ${e.step} failed${e.host ? ` on host[${e.host}]` : ''}`;
  }
}

/**
 * A line for CI logs: wall-clock time (UTC, to the millisecond) to match with other logs, then the
 * seconds since k8sform started, to see where the time went. `HH:MM:SS.mmm +1.234s  text`.
 */
export function plainProgressLine(text: string, at: Date, elapsedMs: number): string {
  return `${at.toISOString().slice(11, 23)} +${(elapsedMs / 1000).toFixed(3)}s  ${terminalSafe(text).replace(/\n/g, ' ')}\n`;
}
