import type { Cluster } from '../../model/cluster.js';
import { kubeconfigPath } from '../kubeconfig/kubeconfigs.js';
import { bindProbeHost, flagValue, hostFile, mergeFlags, staticPod, withUserVolumes, type StaticPodObject } from './pod.js';

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
    cluster.userFlagsAppended,
  );
}

export function schedulerPod(cluster: Cluster): StaticPodObject {
  const flags = schedulerFlags(cluster);
  const probe = (path: string) => ({ host: bindProbeHost(flagValue(flags, 'bind-address')), path, scheme: 'HTTPS' as const });
  return staticPod({
    legacyCreationTimestamp: cluster.release.legacyClientGoSerialization,
    name: 'kube-scheduler',
    image: `${cluster.imageRepository}/kube-scheduler:${cluster.kubernetesVersion}`,
    flags,
    probePort: 10259,
    probes: { liveness: probe('/livez'), readiness: probe('/readyz'), startup: probe('/livez') },
    resources: { cpu: '100m' },
    volumes: withUserVolumes([hostFile('kubeconfig', KUBECONFIG)], cluster.scheduler.extraVolumes),
    env: cluster.scheduler.extraEnvs,
  });
}
