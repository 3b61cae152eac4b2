import { parse } from 'yaml';
import type { Cluster } from '../../../src/model/cluster.js';
import { renderClusterObjects } from '../../../src/render/objects/render-objects.js';
import { renderStaticPods } from '../../../src/render/static-pods/index.js';

/**
 * Every image the cluster runs, read from what k8sform renders (static pods and addon objects), so
 * the lab's nodes hold exactly the names and tags the manifests ask for; plus the sandbox image.
 */
export function clusterImages(cluster: Cluster): string[] {
  const images = new Set<string>([`${cluster.imageRepository}/pause:${cluster.release.pauseVersion}`]);
  const pods: unknown[] = [];
  for (const h of cluster.hosts.filter((x) => x.role === 'control-plane')) {
    for (const d of renderStaticPods(cluster, h)) pods.push(parse(d.spec.content));
  }
  for (const d of renderClusterObjects(cluster, { caCertPem: '', tokens: [] })) pods.push(d.spec.manifest);
  const visit = (v: unknown, key = ''): void => {
    if (Array.isArray(v)) v.forEach((x) => visit(x));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) visit(x, k);
    else if (key === 'image' && typeof v === 'string') images.add(v);
  };
  pods.forEach((p) => visit(p));
  return [...images].sort();
}
