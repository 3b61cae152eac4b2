import { parse } from 'yaml';
import type { KubeObject } from '../../model/desired.js';
import type { StaticPodComponent } from '../../model/rollout.js';
import type { ProbeTarget } from '../../providers/probe/http-probe.js';

export interface PodSpec {
  spec?: { containers?: { name: string; image?: string; command?: string[]; ports?: { name?: string; containerPort: number }[]; readinessProbe?: Probe; livenessProbe?: Probe }[] };
}
interface Probe {
  httpGet?: { host?: string; path?: string; port?: number | string; scheme?: string };
}

/** The mirror pod the kubelet makes in the API for a static pod on a node. */
export const mirrorPodRef = (component: StaticPodComponent, node: string) =>
  ({ apiVersion: 'v1', kind: 'Pod', metadata: { name: `${component}-${node}`, namespace: 'kube-system' } }) as const;

/** Name, image and command of every container: what a manifest change changes. */
export function containers(pod: PodSpec | KubeObject): string {
  const list = ((pod as PodSpec).spec?.containers ?? []).map((c) => [c.name, c.image, c.command ?? []]);
  return JSON.stringify(list);
}

/** The manifest's readiness (else liveness) probe as the kubelet would run it; etcd's asks for quorum. */
export function probeOf(manifest: string, component: StaticPodComponent, podAddress: string): ProbeTarget | undefined {
  const c = (parse(manifest) as PodSpec).spec?.containers?.[0];
  const get = (c?.readinessProbe ?? c?.livenessProbe)?.httpGet;
  // kubeadm names the probe port (probe-port) in the container's ports.
  const port = typeof get?.port === 'number' ? get.port : c?.ports?.find((p) => p.name === get?.port)?.containerPort;
  if (!get || port === undefined) return undefined;
  const path = component === 'etcd' ? '/health?serializable=false' : get.path ?? '/';
  return { scheme: get.scheme === 'HTTPS' ? 'HTTPS' : 'HTTP', host: get.host || podAddress, port, path };
}
