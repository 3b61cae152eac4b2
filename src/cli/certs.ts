import type { Command } from 'commander';
import { certificateReport } from '../engine/certificate-report.js';
import { withHosts } from './with-hosts.js';
import { renderCertificateText } from '../views/index.js';
import { jsonSafe, terminalSafe } from '../views/terminal-safe.js';
import { EXIT } from './exit-codes.js';
import { loadForCommand } from './load-config.js';
import { checkTargets, durationFlag, withHostOptions, type CommonOptions } from './options.js';

interface CertsOptions extends CommonOptions {
  readonly json: boolean;
  readonly failWithin?: string;
}

export function certsCommand(program: Command): void {
  withHostOptions(program.command('certs')
    .description('list every certificate on every host (CAs, leaves, kubeconfig client certificates, the kubelet\'s own) with its expiry; read-only'))
    .option('--json', 'print the report as JSON', false)
    .option('--fail-within <duration>', 'exit 1 when any certificate expires within this time (30d, 720h) or cannot be read: for a scheduled CI job')
    .action(async (opts: CertsOptions) => {
      checkTargets(opts.target);
      const failWithin = opts.failWithin === undefined ? undefined : durationFlag('--fail-within', opts.failWithin);
      const loaded = loadForCommand(opts.file, 'k8sform certs', { charts: false });
      const report = await withHosts('certs', 'connect', loaded, opts, (session) => certificateReport(loaded.cluster, session.transports, new Date(), opts.target, failWithin));
      process.stdout.write(opts.json ? `${jsonSafe(JSON.stringify(report, null, 2))}\n` : terminalSafe(renderCertificateText(report)));
      if (report.failing) process.exitCode = EXIT.error;
    });
}
