import type { Command } from 'commander';
import { controlPlaneHosts, workerHosts } from '../model/cluster.js';
import { UserError } from '../errors.js';
import { clusterFiles } from './cluster-files.js';
import { DEFAULT_CONFIG, loadForCommand } from './load-config.js';

export function validateCommand(program: Command): void {
  program
    .command('validate')
    .description('check cluster.yaml (or every file a glob matches) against the schema and the semantic rules')
    .option('-f, --file <path>', 'cluster definition, or a glob of them such as clusters/*/cluster.yaml', DEFAULT_CONFIG)
    .action((opts: { file: string }) => {
      // Every file is checked, so one run reports every broken cluster of a fleet; each line names its file.
      const problems: string[] = [];
      for (const file of clusterFiles(opts.file)) {
        try {
          const { cluster } = loadForCommand(file);
          const cps = controlPlaneHosts(cluster).length;
          const workers = workerHosts(cluster).length;
          process.stdout.write(
            `${file}: valid: cluster ${cluster.name}, Kubernetes ${cluster.kubernetesVersion}, ` +
              `${cps} control-plane host${cps === 1 ? '' : 's'}, ${workers} worker${workers === 1 ? '' : 's'}, ${cluster.etcd.mode} etcd\n`,
          );
        } catch (e) {
          if (!(e instanceof UserError)) throw e;
          problems.push(...e.lines);
        }
      }
      if (problems.length) throw new UserError(problems);
    });
}
