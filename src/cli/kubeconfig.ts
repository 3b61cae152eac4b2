import type { Command } from 'commander';
import { Option } from 'commander';
import { UserError } from '../errors.js';
import { withHosts } from './with-hosts.js';
import { userKubeconfig, writeKubeconfig } from '../engine/user-kubeconfig.js';
import { loadForCommand } from './load-config.js';
import { collect, durationFlag, withConnectionOptions, type ConnectionOptions } from './options.js';

interface KubeconfigOptions extends ConnectionOptions {
  readonly user: string;
  readonly group: string[];
  readonly ttl: string;
  readonly output?: string;
  readonly force: boolean;
}

/** The API refuses CSR lifetimes under ten minutes. */
const MIN_TTL_SECONDS = 600;

export function kubeconfigCommand(program: Command): void {
  withConnectionOptions(program.command('kubeconfig')
    .description('write a kubeconfig with a short-lived client certificate for a named user (through the CSR API when the apiserver answers); never part of a plan'))
    .requiredOption('--user <name>', 'the user name (the certificate\'s common name), as RBAC bindings name it')
    .addOption(new Option('--group <group>', 'a group (the certificate\'s organization); repeatable').argParser(collect).default([]))
    .option('--ttl <duration>', 'lifetime of the certificate (10m minimum; the controller-manager\'s --cluster-signing-duration caps it)', '8h')
    .option('-o, --output <file>', 'where to write it, mode 0600 (- for stdout); default <user>.conf')
    .option('--force', 'replace an existing output file', false)
    .action(async (opts: KubeconfigOptions) => {
      for (const [flag, value] of [['--user', opts.user], ...opts.group.map((g) => ['--group', g])] as const) {
        if (!value.trim() || /[\u0000-\u001f\u007f]/.test(value)) throw new UserError(`${flag} ${JSON.stringify(value)}: must be non-empty, without control characters`);
      }
      const ttlSeconds = durationFlag('--ttl', opts.ttl);
      if (ttlSeconds < MIN_TTL_SECONDS) throw new UserError(`--ttl ${opts.ttl}: at least 10m (the CSR API refuses shorter lifetimes)`);
      const output = opts.output ?? `${opts.user.replace(/[^A-Za-z0-9._@-]+/g, '_')}.conf`;
      const loaded = loadForCommand(opts.file, 'k8sform kubeconfig', { charts: false });
      const issued = await withHosts('kubeconfig', 'connect', loaded, opts, (session) => userKubeconfig(loaded, session, new Date(), { user: opts.user, groups: opts.group, ttlSeconds }));
      if (output === '-') process.stdout.write(issued.text);
      else writeKubeconfig(output, issued.text, opts.force);
      process.stderr.write(`${output === '-' ? 'Printed a kubeconfig' : `Wrote ${output} (0600)`} for ${issued.subject}, valid until ${issued.notAfter}; signed by ${issued.signedBy}.\n`);
    });
}
