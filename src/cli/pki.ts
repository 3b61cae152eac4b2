import { dirname, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { exportClusterIdentity, refusePkiExport } from '../engine/pki-export.js';
import { controlPlanesOnly } from '../engine/control-plane-material.js';
import { renderPkiExportText } from '../views/index.js';
import { jsonSafe, terminalSafe } from '../views/terminal-safe.js';
import { withHosts } from './with-hosts.js';
import { loadForCommand } from './load-config.js';
import { collect, withConnectionOptions, type ConnectionOptions } from './options.js';

interface PkiExportOptions extends ConnectionOptions {
  readonly output: string;
  readonly recipient: string[];
  readonly force: boolean;
  readonly json: boolean;
}

export function pkiCommand(program: Command): void {
  const pki = program.command('pki').description("the cluster's identity: its CAs and service-account key");
  withConnectionOptions(pki.command('export')
    .description("write the cluster's CAs (cluster, front-proxy, etcd) with their keys, the service-account key pair and the keys of encryption at rest, read from the control planes, into a directory in kubeadm's layout (0700, files 0600); what spec.certificates and encryptionAtRest.keysFile take back to rebuild the cluster"))
    .requiredOption('-o, --output <dir>', 'the directory to write (created 0700; an existing one must be empty unless --force)')
    .option('--recipient <age-public-key>', 'encrypt each private key and the encryption keys to this age recipient (age1...), written as NAME.age (ASCII-armored); repeatable: any one of them decrypts', collect, [])
    .option('--force', 'write into a directory that is not empty, replacing only the files this command writes', false)
    .option('--json', 'print the report as JSON', false)
    .action(async (opts: PkiExportOptions) => {
      const options = { dir: opts.output, recipients: opts.recipient, force: opts.force };
      refusePkiExport(options);
      const loaded = loadForCommand(opts.file, 'k8sform pki export', { charts: false });
      const now = new Date();
      const report = await withHosts('pki export', 'connect', controlPlanesOnly(loaded), opts, (session) => exportClusterIdentity(loaded, session, now, options));
      process.stdout.write(opts.json ? `${jsonSafe(JSON.stringify(report, null, 2))}\n` : terminalSafe(renderPkiExportText(report, relative(dirname(loaded.cluster.sourcePath), resolve(opts.output)) || '.')));
    });
}
