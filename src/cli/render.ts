import type { Command } from 'commander';
import { writeOutputDir } from '../providers/output-dir.js';
import { outputEntries } from '../render/output-layout.js';
import { systemRandomSource, systemSerialSource } from '../render/inputs.js';
import { systemKeySource } from '../render/pki/key-source.js';
import { render } from '../render/render.js';
import { DEFAULT_CONFIG, loadForCommand } from './load-config.js';

export function renderCommand(program: Command): void {
  program
    .command('render')
    .description('render the complete desired state into a directory (like kubeadm --dry-run), touching no host')
    .option('-f, --file <path>', 'cluster definition', DEFAULT_CONFIG)
    .requiredOption('-o, --out <dir>', 'output directory (must not exist or be empty)')
    .action(async (opts: { file: string; out: string }) => {
      const { cluster, caMaterial } = loadForCommand(opts.file, 'k8sform render');
      const { desired } = await render(
        cluster,
        {
          now: new Date(),
          keys: systemKeySource,
          serials: systemSerialSource,
          random: systemRandomSource,
        },
        caMaterial,
      );
      writeOutputDir(opts.out, outputEntries(desired));
      const lines = [`Rendered cluster ${cluster.name} (Kubernetes ${cluster.kubernetesVersion}) into ${opts.out}:`];
      for (const host of cluster.hosts) {
        const files = desired.filter((d) => d.spec.kind === 'file' && d.spec.host === host.name).length;
        lines.push(`  hosts/${host.name}/  ${host.role}, ${files} files`);
      }
      const objects = desired.filter((d) => d.spec.kind === 'object').length;
      lines.push(`  cluster/  ${objects} objects`);
      lines.push('Private keys, kubeconfigs and bootstrap token Secrets are written 0600: keep this directory private.');
      process.stdout.write(`${lines.join('\n')}\n`);
    });
}
