import { formatDuration } from '../model/duration.js';
import type { CertificateReport, ReportedCertificate } from '../model/certificate-report.js';

/** `k8sform certs` as a table per host, like `kubeadm certs check-expiration` for every host at once. */
export function renderCertificateText(r: CertificateReport): string {
  const lines: string[] = [];
  const hosts = [...new Set(r.certificates.map((c) => c.host))];
  for (const host of hosts) {
    const rows = [['CERTIFICATE', 'SUBJECT', 'EXPIRES', 'RESIDUAL TIME', 'CERTIFICATE AUTHORITY'],
      ...r.certificates.filter((c) => c.host === host).map((c) => [c.name, c.subject ?? '-', expires(c), residual(c), c.isCA ? '(CA)' : (c.authority ?? '-')])];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
    lines.push(`host[${host}]`);
    for (const row of rows) lines.push(`  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()}`);
    lines.push('');
  }
  const dated = r.certificates.filter((c) => c.residualSeconds !== undefined);
  const soonest = dated.reduce<ReportedCertificate | undefined>((a, c) => (a && a.residualSeconds! <= c.residualSeconds! ? a : c), undefined);
  lines.push(`${dated.length} certificate(s) on ${hosts.length} host(s)${soonest ? `; the soonest to expire is host[${soonest.host}] ${soonest.name}, ${soonest.residualSeconds! > 0 ? `in ${residual(soonest)}` : 'already expired'}` : ''}.`);
  const problems = r.certificates.filter((c) => c.problem);
  if (problems.length) lines.push(`${problems.length} file(s) hold no readable certificate: ${problems.map((c) => `host[${c.host}] ${c.path} (${c.problem})`).join(', ')}.`);
  if (r.failWithinSeconds !== undefined) {
    lines.push(r.failing
      ? `FAIL: ${r.failing} certificate(s) expire within ${span(r.failWithinSeconds)} or cannot be read.`
      : `OK: nothing expires within ${span(r.failWithinSeconds)}.`);
  }
  return `${lines.join('\n')}\n`;
}

function expires(c: ReportedCertificate): string {
  if (c.problem) return c.problem;
  return `${c.notAfter!.slice(0, 16).replace('T', ' ')} UTC`;
}

/** Residual time as kubeadm shows it (ShortHumanDuration): `45m`, `23h`, `364d`, `9y`, or `expired`. */
export function residual(c: Pick<ReportedCertificate, 'residualSeconds'>): string {
  const s = c.residualSeconds;
  if (s === undefined) return '-';
  if (s <= 0) return 'expired';
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m`;
  if (s < 48 * 3600) return `${Math.floor(s / 3600)}h`;
  if (s < 2 * 365 * 86400) return `${Math.floor(s / 86400)}d`;
  return `${Math.floor(s / (365 * 86400))}y`;
}

const span = (seconds: number) => (seconds % 86400 === 0 ? `${seconds / 86400}d` : formatDuration(seconds));
