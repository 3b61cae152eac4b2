import { parse as parseYaml } from 'yaml';
import type { Cluster } from '../model/cluster.js';
import { controlPlaneHosts } from '../model/cluster.js';
import { STATIC_POD_ORDER, type StaticPodComponent } from '../model/rollout.js';
import { reportedKubeletVersion, type RunningVersions } from '../model/running-versions.js';
import type { KubeObject } from '../model/desired.js';
import type { ObservedFile } from './observe-host.js';
import { rememberedByText } from './certificate-meaning.js';
import { STATIC_POD_PATH } from '../model/kubeadm-paths.js';

/**
 * The versions running now: each control plane's static pod image tags from the manifests read off
 * the host, and each Node's kubelet version as read from its status (empty when the apiserver could not be asked).
 */
export function runningVersions(cluster: Cluster, observed: ReadonlyMap<string, ReadonlyMap<string, ObservedFile>>, kubelets: ReadonlyMap<string, string>): RunningVersions {
  const controlPlanes = new Map<string, Map<StaticPodComponent, string>>();
  for (const h of controlPlaneHosts(cluster)) {
    const tags = new Map<StaticPodComponent, string>();
    for (const component of STATIC_POD_ORDER) {
      const file = observed.get(h.name)?.get(`${STATIC_POD_PATH}/${component}.yaml`);
      const tag = file?.content && imageTagOf(file.content.toString('utf8'), component);
      if (tag) tags.set(component, tag);
    }
    if (tags.size) controlPlanes.set(h.name, tags);
  }
  return { controlPlanes, kubelets };
}

/** The tag of the image of a manifest's container named after the component (kubeadm's naming). */
export function imageTagOf(manifest: string, component: string): string | undefined {
  const image = containerImages(manifest).get(component);
  return image === undefined ? undefined : tagOfImage(image);
}

/** Each container's image by name, from a manifest's text; remembered (see warmParses). */
export const containerImages: (manifest: string) => ReadonlyMap<string, string> = rememberedByText((manifest) => {
  let pod: unknown;
  try {
    pod = parseYaml(manifest);
  } catch {
    return new Map(); // an unreadable manifest is the plan's business, not the version check's
  }
  const containers = (pod as { spec?: { containers?: { name?: string; image?: string }[] } } | null)?.spec?.containers ?? [];
  return new Map(containers.flatMap((c) => (typeof c.name === 'string' && typeof c.image === 'string' ? [[c.name, c.image] as const] : [])));
});

/** `registry.k8s.io/etcd:3.6.5-0@sha256:…` → `3.6.5-0`; undefined for an untagged image. */
export function tagOfImage(image: string): string | undefined {
  return image.replace(/@.*$/, '').match(/:([^:/]+)$/)?.[1];
}

/** The kubelet version each Node reports in its status, by Node name. */
export function kubeletVersions(nodes: readonly KubeObject[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const n of nodes) {
    const v = reportedKubeletVersion(n);
    if (v) out.set(n.metadata.name, v);
  }
  return out;
}
