import type { SSHSettings } from '../model/cluster.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { sshFileProblems, type SSHFileProblem } from '../providers/ssh/local-ssh-files.js';

/**
 * The local files cluster.yaml's SSH settings name, checked before any host is contacted: one
 * located line per problem, at the host's own setting or at spec.ssh when the host inherits it.
 */
export async function sshFileFindings(loaded: LoadedCluster): Promise<{ errors: string[]; warnings: string[] }> {
  const { cluster } = loaded;
  const checked = new Map<string, Promise<SSHFileProblem[]>>();
  const lines = new Map<string, 'error' | 'warning'>();
  for (const [i, host] of cluster.hosts.entries()) {
    if (host.transport.kind !== 'ssh') continue;
    const ssh: SSHSettings = host.transport.ssh;
    const key = `${ssh.identityFile ?? ''}\0${ssh.knownHostsFile}`;
    if (!checked.has(key)) checked.set(key, sshFileProblems(ssh));
    for (const p of await checked.get(key)!) {
      const inherited = ssh[p.field] === cluster.ssh[p.field];
      const path = inherited ? ['spec', 'ssh', p.field] : ['spec', 'hosts', i, 'ssh', p.field];
      lines.set(loaded.fieldProblem(path, p.message, p.severity), p.severity);
    }
  }
  const of = (severity: 'error' | 'warning') => [...lines].filter(([, s]) => s === severity).map(([line]) => line);
  return { errors: of('error'), warnings: of('warning') };
}
