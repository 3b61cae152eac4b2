import type { Command } from 'commander';
import { closeHosts, openHosts } from '../engine/hosts.js';
import { upgradeReport } from '../engine/upgrade-report.js';
import { renderUpgradeText } from '../views/index.js';
import { EXIT } from './exit-codes.js';
import { loadForCommand } from './load-config.js';
import { DEFAULT_CONFIG } from './load-config.js';

interface UpgradePlanOptions {
  readonly file: string;
  readonly trustNewHostKeys: boolean;
  readonly json: boolean;
}

export function upgradeCommand(program: Command): void {
  const upgrade = program.command('upgrade').description('version upgrades: what runs now, what cluster.yaml asks for, and what the skew policy allows');
  upgrade.command('plan')
    .description("show, per host and component, the version running now (read from the manifests, Nodes and workloads) against cluster.yaml's kubernetesVersion; exit 1 when the skew policy refuses it")
    .option('-f, --file <path>', 'cluster definition', DEFAULT_CONFIG)
    .option('--trust-new-host-keys', 'accept and record host keys not yet in known_hosts (a changed key is always refused)', false)
    .option('--json', 'print the report as JSON', false)
    .action(async (opts: UpgradePlanOptions) => {
      const loaded = loadForCommand(opts.file);
      const transports = await openHosts(loaded.cluster, opts);
      try {
        const report = await upgradeReport(loaded, transports, new Date());
        process.stdout.write(opts.json ? `${JSON.stringify(report, null, 2)}\n` : renderUpgradeText(report));
        if (report.violations.length) process.exitCode = EXIT.error;
      } finally {
        await closeHosts(transports);
      }
    });
}
