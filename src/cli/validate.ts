import type { Command } from 'commander';
import { controlPlaneHosts, workerHosts } from '../config/cluster.js';
import { DEFAULT_CONFIG, loadForCommand } from './load-config.js';

export function validateCommand(program: Command): void {
  program
    .command('validate')
    .description('check cluster.yaml against the schema and the semantic rules')
    .option('-f, --file <path>', 'cluster definition', DEFAULT_CONFIG)
    .action((opts: { file: string }) => {
      const { cluster } = loadForCommand(opts.file);
      const cps = controlPlaneHosts(cluster).length;
      const workers = workerHosts(cluster).length;
      process.stdout.write(
        `${opts.file}: valid: cluster ${cluster.name}, Kubernetes ${cluster.kubernetesVersion}, ` +
          `${cps} control-plane host${cps === 1 ? '' : 's'}, ${workers} worker${workers === 1 ? '' : 's'}, ${cluster.etcd.mode} etcd\n`,
      );
    });
}
