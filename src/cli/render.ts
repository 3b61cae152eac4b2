import type { Command } from 'commander';
import { renderFiles } from '../engine/render-files.js';
import { DEFAULT_CONFIG, loadForCommand } from './load-config.js';
import { checkTargets, targetOption } from './options.js';

export function renderCommand(program: Command): void {
  program
    .command('render')
    .description('render the complete desired state into a directory (like kubeadm --dry-run), touching no host')
    .option('-f, --file <path>', 'cluster definition', DEFAULT_CONFIG)
    .requiredOption('-o, --out <dir>', 'output directory (must not exist or be empty)')
    .addOption(targetOption())
    .action(async (opts: { file: string; out: string; target: string[] }) => {
      checkTargets(opts.target);
      const loaded = loadForCommand(opts.file, 'k8sform render');
      const { cluster } = loaded;
      const desired = await renderFiles(loaded, opts.out, opts.target, new Date());
      const lines = [`Rendered cluster ${cluster.name} (Kubernetes ${cluster.kubernetesVersion}) into ${opts.out}:`];
      for (const host of cluster.hosts) {
        const files = desired.filter((d) => d.spec.kind === 'file' && d.spec.host === host.name).length;
        if (files || !opts.target.length) lines.push(`  hosts/${host.name}/  ${host.role}, ${files} files`);
      }
      const objects = desired.filter((d) => d.spec.kind === 'object').length;
      if (objects || !opts.target.length) lines.push(`  cluster/  ${objects} objects`);
      lines.push('Private keys, kubeconfigs and bootstrap token Secrets are written 0600: keep this directory private.');
      process.stdout.write(`${lines.join('\n')}\n`);
    });
}
