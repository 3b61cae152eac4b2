import type { Command } from 'commander';
import { withHosts } from './with-hosts.js';
import { jsonSafe, terminalSafe } from '../views/terminal-safe.js';
import { upgradeReport } from '../engine/upgrade-report.js';
import { renderUpgradeText } from '../views/index.js';
import { EXIT } from './exit-codes.js';
import { loadForCommand } from './load-config.js';
import { checkTargets, withHostOptions, type CommonOptions } from './options.js';

interface UpgradePlanOptions extends CommonOptions {
  readonly json: boolean;
}

export function upgradeCommand(program: Command): void {
  const upgrade = program.command('upgrade').description('version upgrades: what runs now, what cluster.yaml asks for, and what the skew policy allows');
  withHostOptions(upgrade.command('plan')
    .description("show, per host and component, the version running now (read from the manifests, Nodes and workloads) against cluster.yaml's kubernetesVersion; exit 1 when the skew policy refuses it"))
    .option('--json', 'print the report as JSON', false)
    .action(async (opts: UpgradePlanOptions) => {
      checkTargets(opts.target);
      const loaded = loadForCommand(opts.file, 'k8sform upgrade plan');
      const report = await withHosts('upgrade plan', 'plan', loaded, opts, (session, progress) => upgradeReport(loaded, session, new Date(), opts.target, progress));
      process.stdout.write(opts.json ? `${jsonSafe(JSON.stringify(report, null, 2))}\n` : terminalSafe(renderUpgradeText(report)));
      if (report.violations.length) process.exitCode = EXIT.error;
    });
}
