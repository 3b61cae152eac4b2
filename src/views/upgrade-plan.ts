import type { UpgradeReport } from '../model/upgrade-report.js';
import { warningLines } from './plan-warnings.js';

/** `k8sform upgrade plan` as a table, like `kubeadm upgrade plan`. */
export function renderUpgradeText(r: UpgradeReport): string {
  const lines: string[] = [];
  lines.push(r.clusterVersion
    ? `Cluster ${r.cluster} runs ${r.clusterVersion} (its lowest kube-apiserver); cluster.yaml asks for ${r.target}.`
    : `Cluster ${r.cluster} has no control plane running yet; cluster.yaml asks for ${r.target}.`);
  if (r.clusterVersion) lines.push(`The version skew policy allows next: ${r.allowedNext.length ? r.allowedNext.join(', ') : `nothing newer than ${r.clusterVersion} that k8sform renders`}.`);
  lines.push('');
  const rows = [['COMPONENT', 'WHERE', 'NOW', 'TARGET'], ...r.components.map((c) => [c.component, c.where, c.now ?? '-', c.now === c.target ? c.target : `${c.target} *`])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) lines.push(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
  lines.push('(* changes; - not running, or not read: the apiserver is not asked with --target host)');
  if (r.migrations.length) {
    lines.push('', `Also changing from ${r.clusterVersion} to ${r.target}:`);
    for (const m of r.migrations) lines.push(`  - ${m}`);
  }
  const stale = r.components.filter((c) => c.component === 'kubelet' && c.now !== undefined && c.now !== r.target);
  if (stale.length && r.installsKubelets) {
    lines.push('', `apply installs the ${r.target} kubelet and kubectl on every host (spec.nodeSoftware), each in its kubelet's step after the control planes, one at a time, and restarts the kubelet on it.`);
  } else if (stale.length) {
    lines.push('', `k8sform does not install packages: a kubelet runs the version installed on its host. Install the ${r.target} kubelet on ${stale.map((c) => c.where.replace(/^Node /, '')).join(', ')} before apply; apply restarts each kubelet after the control planes, one at a time.`);
  }
  lines.push('');
  if (r.warnings.length) lines.push(...warningLines(r), '');
  if (r.violations.length) {
    lines.push(`Refused: ${r.target} breaks the version skew policy:`);
    for (const v of r.violations) lines.push(`  ${v.where}: ${v.message}`);
  } else if (r.changes) {
    lines.push(`${r.changes} change(s) in ${r.steps} rollout step(s). Run k8sform plan to see them, k8sform apply to make them.`);
  } else {
    lines.push('No changes: every component runs what cluster.yaml asks for.');
  }
  return `${lines.join('\n')}\n`;
}
