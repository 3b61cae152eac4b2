import type { Cluster } from '../../config/cluster.js';
import { kubeconfigPath } from '../kubeconfig/kubeconfigs.js';
import { byName, extraVolumes, hostFile, mergeFlags, staticPod } from './pod.js';

const KUBECONFIG = kubeconfigPath('scheduler.conf');

export function schedulerFlags(cluster: Cluster): [string, string][] {
  return mergeFlags(
    [
      ['authentication-kubeconfig', KUBECONFIG],
      ['authorization-kubeconfig', KUBECONFIG],
      ['bind-address', '127.0.0.1'],
      ['kubeconfig', KUBECONFIG],
      ['leader-elect', 'true'],
    ],
    cluster.scheduler.extraArgs,
  );
}

export function schedulerPod(cluster: Cluster): object {
  const probe = (path: string) => ({ host: '127.0.0.1', path, scheme: 'HTTPS' as const });
  return staticPod({
    name: 'kube-scheduler',
    image: `${cluster.imageRepository}/kube-scheduler:${cluster.kubernetesVersion}`,
    flags: schedulerFlags(cluster),
    probePort: 10259,
    probes: { liveness: probe('/livez'), readiness: probe('/readyz'), startup: probe('/livez') },
    resources: { cpu: '100m' },
    volumes: [hostFile('kubeconfig', KUBECONFIG), ...extraVolumes(cluster.scheduler.extraVolumes)].sort(byName),
    env: cluster.scheduler.extraEnvs,
  });
}
