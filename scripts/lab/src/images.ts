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
  const manifests: unknown[] = [];
  for (const h of cluster.hosts.filter((x) => x.role === 'control-plane')) {
    for (const d of renderStaticPods(cluster, h)) manifests.push(parse(d.spec.content));
  }
  const own = { ...cluster, addons: { ...cluster.addons, objects: [] } };
  for (const d of renderClusterObjects(own, { caCertPem: '', tokens: [] })) manifests.push(d.spec.manifest);
  return [...new Set([`${cluster.imageRepository}/pause:${cluster.release.pauseVersion}`, ...containerImages(manifests)])].sort();
}

/** The images of the add-on objects' containers and init containers, sorted. */
export function addonImages(objects: readonly AddonObject[]): string[] {
  return containerImages(objects.map((o) => o.manifest));
}

/**
 * The images of containers and init containers wherever a pod spec sits in the manifests (a Pod's
 * spec, a Deployment's or DaemonSet's template, a CronJob's job template, a custom resource's
 * embedded template), sorted; an `image` field elsewhere (a ConfigMap's data) is not one.
 */
function containerImages(manifests: readonly unknown[]): string[] {
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
  manifests.forEach(visit);
  return [...images].sort();
}

/** The recipe scripts/lab/images.sh picks for a reference: the last path element of its repository. */
export function recipeOf(ref: string): string {
  const repository = ref.replace(/@.*$/, '').replace(/:[^:/]*$/, '');
  return repository.slice(repository.lastIndexOf('/') + 1);
}
