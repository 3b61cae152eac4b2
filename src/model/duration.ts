/**
 * The longest duration k8sform takes, in seconds: 100 years. Certificate times end in the year 9999
 * and JavaScript dates in 275760, so far longer values overflow into nonsense; a century is past any
 * sane validity, token lifetime or timeout.
 */
export const MAX_DURATION_SECONDS = 100 * 8760 * 3600;

const UNIT_SECONDS: Record<string, number> = { d: 86400, h: 3600, m: 60, s: 1, ms: 0.001 };

/**
 * Parses a Go-style duration (`24h`, `1h30m`, `90s`) into seconds; undefined when malformed.
 * cluster.yaml durations end up in kubeadm's Go types, which have no day unit; flags such as
 * `--fail-within 30d` take `days` too.
 */
export function parseDuration(text: string, opts: { days?: boolean } = {}): number | undefined {
  const re = opts.days ? /([0-9]+(?:\.[0-9]+)?)(ms|d|h|m|s)/gy : /([0-9]+(?:\.[0-9]+)?)(ms|h|m|s)/gy;
  let total = 0;
  let matched = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    total += Number(m[1]) * UNIT_SECONDS[m[2]!]!;
    matched = re.lastIndex;
  }
  return matched === text.length && matched > 0 ? total : undefined;
}

/** Seconds back to the shortest Go-style duration (`8760h0m0s` is written `8760h`). */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h ? `${h}h` : ''}${m ? `${m}m` : ''}${s || (!h && !m) ? `${s}s` : ''}`;
}
