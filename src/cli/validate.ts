import type { Command } from 'commander';
import { controlPlaneHosts, workerHosts } from '../model/cluster.js';
import { UserError } from '../errors.js';
import { sshFileFindings } from '../engine/ssh-file-findings.js';
import { clusterFiles } from './cluster-files.js';
import { DEFAULT_CONFIG, loadForCommand } from './load-config.js';

export function validateCommand(program: Command): void {
  program
    .command('validate')
    .description('check cluster.yaml (or every file a glob matches) against the schema and the semantic rules, and that the SSH and CA files it names are usable')
    .option('-f, --file <path>', 'cluster definition, or a glob of them such as clusters/*/cluster.yaml', DEFAULT_CONFIG)
    .option('--no-ssh-files', 'skip the check of the SSH identity and known_hosts files (for a job without the SSH secrets)')
    .action(async (opts: { file: string; sshFiles: boolean }) => {
      // Every file is checked, so one run reports every broken cluster of a fleet; each line names its file.
      const problems: string[] = [];
      for (const file of clusterFiles(opts.file)) {
        try {
          const loaded = loadForCommand(file);
          const { cluster } = loaded;
          // The SSH files plan and apply will need, checked here so a missing key is one located line.
          const ssh = opts.sshFiles ? await sshFileFindings(loaded) : { errors: [], warnings: [] };
          for (const w of ssh.warnings) process.stderr.write(`${w}\n`);
          if (ssh.errors.length) throw new UserError(ssh.errors);
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
