import type { Command } from 'commander';
import { isEffective, type Change } from '../model/plan.js';
import { colorsEnabled, unifiedDiff } from '../views/index.js';
import { EXIT } from './exit-codes.js';
import { loadForCommand } from './load-config.js';
import { checkTargets, withPlanningOptions, type PlanningOptions } from './options.js';
import { computePlan } from '../engine/compute-plan.js';
import { withHosts } from './with-hosts.js';
import { formatAddress } from '../model/address.js';
import { terminalSafe } from '../views/terminal-safe.js';

const reasons = (c: Change) => c.reasons.map((r) => `${r.code}: ${r.detail}`).join('; ');

export function diffCommand(program: Command): void {
  withPlanningOptions(program.command('diff').description('show the unified diff of every file apply would write (for reviewing an upgrade)'))
    .option('--detailed-exitcode', 'exit 0 when nothing changes, 2 when something would', false)
    .action(async (opts: PlanningOptions & { readonly detailedExitcode: boolean }) => {
      checkTargets(opts.target);
      const loaded = loadForCommand(opts.file, 'k8sform diff');
      const { plan } = await withHosts('diff', 'plan', loaded, opts, (session, progress) => computePlan(loaded, session, new Date(), opts.target, { replaceSymlinks: opts.replaceSymlinks, progress }));
      const color = colorsEnabled(process.stdout);
      const out: string[] = [];
      for (const c of plan.changes.filter(isEffective)) {
        const path = formatAddress(c.addr);
        // git-style headers: a/host[cp-1]/etc/kubernetes/..., a/cluster/v1/ConfigMap/...
        const diffPath = `${c.addr.scope}/${c.addr.name.replace(/^\//, '')}`;
        const text = (s: typeof c.before) => (s?.view.kind === 'text' ? s.view.text : undefined);
        if (c.addr.kind === 'dir') {
          // A directory has no text: what changes is said by the reasons (mode 0755 → 0700, missing).
          out.push(`# ${path}: ${c.action}: ${reasons(c)} (directory)\n`);
        } else if (c.addr.kind === 'process') {
          // Nor does a process: it is restarted, on another release or to load a file (the reason says which).
          out.push(`# ${path}: restart: ${reasons(c)} (process)\n`);
        } else if (c.addr.kind === 'member') {
          // Nor does an etcd membership: the reason says whether the host joins, is promoted or leaves.
          out.push(`# ${path}: ${c.action === 'delete' ? 'remove' : c.action === 'create' ? 'join' : 'promote'}: ${reasons(c)} (etcd member)\n`);
        } else if (!c.sensitive && (c.before?.view.kind ?? 'text') === 'text' && (c.after?.view.kind ?? 'text') === 'text') {
          const body = unifiedDiff(diffPath, c.action === 'create' ? undefined : text(c.before), c.action === 'delete' ? undefined : text(c.after), color);
          out.push(body || `# ${path}: ${reasons(c)} (content unchanged)\n`);
        } else {
          out.push(`# ${path}: ${c.action} (${c.sensitive ? 'sensitive: ' : ''}${c.format}, not shown as text; see k8sform plan)\n`);
        }
      }
      process.stdout.write(out.length ? terminalSafe(out.join(''), color) : 'No changes. Every managed file matches cluster.yaml.\n');
      if (opts.detailedExitcode && out.length) process.exitCode = EXIT.changes;
    });
}
