import { parse } from 'yaml';
import type { AddonObject, Cluster } from '../../../src/model/cluster.js';
import { renderClusterObjects } from '../../../src/render/objects/render-objects.js';
import { renderStaticPods } from '../../../src/render/static-pods/index.js';

/**
 * Every image k8sform's own manifests run, read from what it renders (static pods and its objects),
 * so the lab's nodes hold exactly the names and tags the manifests ask for; plus the sandbox image.
 * The add-ons' images are addonImages'.
 */
export function clusterImages(cluster: Cluster): string[] {
  const images = new Set<string>([`${cluster.imageRepository}/pause:${cluster.release.pauseVersion}`]);
  const pods: unknown[] = [];
  for (const h of cluster.hosts.filter((x) => x.role === 'control-plane')) {
    for (const d of renderStaticPods(cluster, h)) pods.push(parse(d.spec.content));
  }
  const own = { ...cluster, addons: { ...cluster.addons, objects: [] } };
  for (const d of renderClusterObjects(own, { caCertPem: '', tokens: [] })) pods.push(d.spec.manifest);
  const visit = (v: unknown, field = ''): void => {
    if (Array.isArray(v)) v.forEach((x) => visit(x));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) visit(x, k);
    else if (field === 'image' && typeof v === 'string') images.add(v);
  };
  pods.forEach((p) => visit(p));
  return [...images].sort();
}

/**
 * The images of the add-on objects' containers and init containers, wherever a pod template sits
 * in them (a Pod's spec, a Deployment's or DaemonSet's template, a CronJob's job template, a custom
 * resource's embedded template), sorted.
 */
export function addonImages(objects: readonly AddonObject[]): string[] {
  const images = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if ((k === 'containers' || k === 'initContainers') && Array.isArray(x)) {
          for (const c of x) {
            const image = (c as { image?: unknown } | null)?.image;
            if (typeof image === 'string') images.add(image);
          }
        }
        visit(x);
      }
    }
  };
  objects.forEach((o) => visit(o.manifest));
  return [...images].sort();
}

/** The recipe scripts/lab/images.sh picks for a reference: the last path element of its repository. */
export function recipeOf(ref: string): string {
  const repository = ref.replace(/@.*$/, '').replace(/:[^:/]*$/, '');
  return repository.slice(repository.lastIndexOf('/') + 1);
}
