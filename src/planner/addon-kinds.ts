import { UserError } from '../errors.js';
import type { Cluster } from '../model/cluster.js';
import type { KubeObject } from '../model/desired.js';
import { definedBy, definedKind, definesClusterScoped, isCustomResourceDefinition } from '../model/kind-scope.js';
import type { KindScope } from '../state/observation.js';

/**
 * Add-on objects the apiserver could not take, each at its place in its manifest file: a kind it
 * does not serve (unless a CustomResourceDefinition among the add-ons defines it, which is applied
 * first), a namespaced object without metadata.namespace (k8sform does not guess one, as kubectl
 * would from its context), or a namespace on an object that has none.
 */
export function refuseAddonKinds(cluster: Cluster, kinds: ReadonlyMap<string, KindScope>): void {
  const defined = new Map(cluster.addons.objects.map((a) => a.manifest).filter(isCustomResourceDefinition).map((d) => [definedKind(d), definesClusterScoped(d) ? 'cluster' : 'namespaced'] as const));
  const problems = cluster.addons.objects.flatMap(({ manifest: m, source }) => {
    const scope = kinds.get(`${m.apiVersion}/${m.kind}`) ?? 'unserved';
    const why = whyRefused(m, scope === 'unserved' ? defined.get(definedBy(m)) ?? 'unserved' : scope);
    return why ? [`${source}: ${why}`] : [];
  });
  if (problems.length) throw new UserError(problems);
}

function whyRefused(m: KubeObject, scope: KindScope): string | undefined {
  const name = `${m.kind} ${m.metadata.name}`;
  if (scope === 'unserved') return `${m.kind} (${m.apiVersion}) is not served by the apiserver, and no CustomResourceDefinition among the add-ons defines it: check apiVersion and kind, or add the definition`;
  if (scope === 'namespaced' && m.metadata.namespace === undefined) return `${name}: metadata.namespace is missing: ${m.kind} is namespaced; say which namespace`;
  if (scope === 'cluster' && m.metadata.namespace !== undefined) return `${name}: metadata.namespace is set, but ${m.kind} is not namespaced; remove it`;
  return undefined;
}
